package game

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
)

// A take written without a name is the take of the only player who can
// make it; with more than one to take, or a name that is a player's, the
// line reads as written (the tracker then says whose turn it is).
func TestTakeWithoutNameIsTheOnlyTakers(t *testing.T) {
	rd := NotationReader(nil, dice.Game)
	tests := []struct {
		name   string
		before []string // takes entered first
		line   string
		player string // "" : the line does not read
		took   int
	}{
		{"the last of the round", []string{"Ann: lion"}, "co co li", "Bob", 3},
		{"a count first", []string{"Ann: lion"}, "2 mo", "Bob", 2},
		{"two still to take", nil, "co co li", "co", 2},
		{"a player named", []string{"Ann: lion"}, "ann co", "Ann", 1},
		{"a player named with a colon", []string{"Ann: lion"}, "Cy: co", "Cy", 1},
		{"a face that is none", []string{"Ann: lion"}, "co co xx", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := dice.NewTracker([]string{"Ann", "Bob"}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range tt.before {
				e, err := ReadDiceLine(rd, line, tr)
				if err == nil {
					_, err = tr.Apply(e)
				}
				if err != nil {
					t.Fatalf("%s: %v", line, err)
				}
			}
			e, err := ReadDiceLine(rd, tt.line, tr)
			var ne *notation.Error
			switch {
			case tt.player == "" && !errors.As(err, &ne):
				t.Errorf("%q reads as %+v, %v; want a notation error", tt.line, e, err)
			case tt.player != "" && (err != nil || e.Take.Player != tt.player || len(e.Take.Took) != tt.took):
				t.Errorf("%q reads as %+v, %v; want %d dice of %s", tt.line, e.Take, err, tt.took, tt.player)
			}
		})
	}
}

// Junior: a take without a name is the round's last taker's; a bonus
// action without a name is the player's whose take earned it, after the
// end of the game too.
func TestJuniorEntryWithoutName(t *testing.T) {
	script, err := os.ReadFile("testdata/junior-before-last-take.json")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := Replay(junior.Game, script)
	if err != nil {
		t.Fatal(err)
	}
	j := tr.(Junior).T
	rd := NotationReader(nil, junior.Game)
	take, err := ReadJuniorLine(rd, "giraffe 2, giraffe 2, giraffe 2", j)
	if err != nil || take.Take.Player != "Bob" || len(take.Take.Tiles) != 3 || take.Round != 7 {
		t.Fatalf("a take without a name: %+v, %v", take.Take, err)
	}
	if _, err := tr.Apply(json.RawMessage(mustJSON(take))); err != nil {
		t.Fatal(err)
	}
	bonus, err := ReadJuniorLine(rd, "bonus take ann wolf 1", j)
	if err != nil || bonus.Take.Player != "Bob" || bonus.Take.Bonus == nil || bonus.Take.Bonus.From != "Ann" || bonus.Round != 7 {
		t.Fatalf("a bonus without a name: %+v, %v", bonus.Take, err)
	}
	if _, err := tr.Apply(json.RawMessage(mustJSON(bonus))); err != nil || !tr.Ended() || tr.Pending() != "" {
		t.Errorf("the bonus after the last take: %v", err)
	}
}
