package game

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/zooscore/zooscore/scorer/junior"
)

// Pending names the player whose take ended a Junior game and earned
// a bonus action still to make, and nobody otherwise: before that take,
// once the bonus is made, when the take filled nothing, when no barn holds
// a tile to move, in another game.
func TestPendingBonusAfterEnd(t *testing.T) {
	script, err := os.ReadFile("testdata/junior-before-last-take.json")
	if err != nil {
		t.Fatal(err)
	}
	// Bob's giraffes fill his enclosure 2; one more giraffe does not.
	const (
		fills   = `{"round":7,"take":{"player":"Bob","tiles":[{"tile":"giraffe","to":2},{"tile":"giraffe","to":2},{"tile":"giraffe","to":2}]}}`
		fillsNo = `{"round":7,"take":{"player":"Bob","tiles":[{"tile":"giraffe","to":2}]}}`
		bonus   = `{"round":7,"take":{"player":"Bob","tiles":[],"bonus":{"action":"discard","tile":"wolf"}}}`
	)
	tests := []struct {
		name    string
		entries []string
		want    string
	}{
		{"before the last take", nil, ""},
		{"the last take fills an enclosure", []string{fills}, "Bob"},
		{"its bonus made", []string{fills, bonus}, ""},
		{"the last take fills none", []string{fillsNo}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := Replay(junior.Game, script)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range tt.entries {
				if _, err := tr.Apply(json.RawMessage(e)); err != nil {
					t.Fatalf("%s: %v", e, err)
				}
			}
			if got := tr.Pending(); got != tt.want {
				t.Errorf("Pending = %q, want %q", got, tt.want)
			}
		})
	}
	dice, err := Replay("dice", []byte(`{"players":["Ann","Bob"],"rounds":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := dice.Pending(); got != "" {
		t.Errorf("a Dice Game: Pending = %q", got)
	}
}

// A bonus action is possible with a tile in the player's own barn to
// discard, or a tile in another barn and an enclosure with room to take it
// into.
func TestJuniorBonusPossible(t *testing.T) {
	barn := func(animals, landscapes map[string]int) junior.Barn {
		return junior.Barn{Animals: animals, Offspring: map[string]int{}, Landscapes: landscapes}
	}
	none := barn(map[string]int{}, map[string]int{})
	room := []junior.Enclosure{{Animal: "wolf", Animals: 5}, {}, {}}
	full := []junior.Enclosure{{Animal: "wolf", Animals: 6}, {Animal: "llama", Animals: 6}, {Animal: "lion", Animals: 4, Landscapes: []string{"pond", "rock"}}}
	tests := []struct {
		name     string
		ann, bob junior.Zoo
		want     bool
	}{
		{"no barn holds a tile", junior.Zoo{Name: "Ann", Enclosures: room, Barn: none}, junior.Zoo{Name: "Bob", Barn: none}, false},
		{"a tile of the own barn to discard", junior.Zoo{Name: "Ann", Enclosures: full, Barn: barn(nil, map[string]int{"rock": 1})}, junior.Zoo{Name: "Bob", Barn: none}, true},
		{"another barn's tile and room", junior.Zoo{Name: "Ann", Enclosures: room, Barn: none}, junior.Zoo{Name: "Bob", Barn: barn(map[string]int{"wolf": 1}, nil)}, true},
		{"another barn's tile but no room", junior.Zoo{Name: "Ann", Enclosures: full, Barn: none}, junior.Zoo{Name: "Bob", Barn: barn(map[string]int{"wolf": 1}, nil)}, false},
		{"an empty count is no tile", junior.Zoo{Name: "Ann", Enclosures: room, Barn: barn(map[string]int{"wolf": 0}, nil)}, junior.Zoo{Name: "Bob", Barn: none}, false},
	}
	for _, tt := range tests {
		in := junior.Input{Players: []junior.Zoo{tt.ann, tt.bob}}
		if got := JuniorBonusPossible(in, "ann"); got != tt.want {
			t.Errorf("%s: JuniorBonusPossible = %v, want %v", tt.name, got, tt.want)
		}
	}
}
