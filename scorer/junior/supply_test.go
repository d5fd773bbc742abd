package junior

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// TestSupplyShortfallSaidOnce: tiles of a take that the supply lacks for
// the same reason (all ponds in play, a kind past the kinds in play) are
// one broken rule naming them all, where the first is said, not one per
// tile ("Components"; "Game set-up"); a single tile is said as before.
func TestSupplyShortfallSaidOnce(t *testing.T) {
	pond := Tile{Tile: "pond", To: Dest{Barn: true}}
	wolf := Tile{Tile: "wolf", To: Dest{Barn: true}}
	for _, tc := range []struct {
		name   string
		before []Tile // Ann's first take, accepted
		bob    string // Bob's take, one tile to his barn
		take   []Tile // Ann's second take, refused
		want   []string
	}{
		{"three ponds past the supply", []Tile{pond, pond, pond}, "shrub", []Tile{pond, pond, pond},
			[]string{"tiles 1, 2 and 3: 3 pond tiles were drawn, but the game has only 3 pond tiles and all are in play: check the tiles [junior.landscape-supply]"}},
		{"one pond past the supply", []Tile{pond, pond}, "shrub", []Tile{pond, pond, {Tile: "rock", To: Dest{Barn: true}}},
			[]string{"tile 2: a pond was drawn, but the game has only 3 pond tiles and all are in play: check the tile [junior.landscape-supply]"}},
		{"a fifth kind twice", []Tile{{Tile: "meerkat", To: Dest{Barn: true}}, {Tile: "giraffe", To: Dest{Barn: true}}, {Tile: "impala", To: Dest{Barn: true}}},
			"llama", []Tile{wolf, pond, wolf},
			[]string{"tiles 1 and 3: 2 wolf tiles would bring in kind number 5, but a 2-player game uses 4 kinds (meerkat, giraffe, impala, llama): check the tiles [junior.kinds-in-play]"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := NewTracker([]string{"Ann", "Bob"})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tr.Apply(Entry{Take: &Take{Player: "Ann", Tiles: tc.before}}); err != nil {
				t.Fatal(err)
			}
			if _, err := tr.Apply(Entry{Take: &Take{Player: "Bob", Tiles: []Tile{{Tile: tc.bob, To: Dest{Barn: true}}}}}); err != nil {
				t.Fatal(err)
			}
			_, err = tr.Apply(Entry{Take: &Take{Player: "Ann", Tiles: tc.take}})
			var v scorer.Violations
			if !errors.As(err, &v) {
				t.Fatalf("error %v, want violations", err)
			}
			var said []string
			for _, n := range v {
				said = append(said, i18n.For(i18n.English).Note(n).Message+" ["+n.Rule+"]")
			}
			if got := strings.Join(said, "\n"); got != strings.Join(tc.want, "\n") {
				t.Errorf("said\n%s\nwant\n%s", got, strings.Join(tc.want, "\n"))
			}
		})
	}
}

// countAll adds up a barn as the maps say: an offspring count of a kind
// with no animal entry takes nothing off the kind's plain animals.
func TestCountAllBarnOffspringWithoutAnimals(t *testing.T) {
	in := Input{Players: []Zoo{
		{Name: "Ann", Barn: Barn{Animals: map[string]int{"wolf": 3, "lion": 9}, Offspring: map[string]int{"wolf": 1, "llama": 2},
			Landscapes: map[string]int{"pond": 2, "lake": 1}}},
		{Name: "Bob", Barn: Barn{Animals: map[string]int{"llama": 0}, Offspring: map[string]int{"llama": 1}}},
	}}
	got := countAll(in)
	var want tally
	want.plain[slices.Index(Kinds, "wolf")] = 2
	want.plain[slices.Index(Kinds, "llama")] = -1 // Bob's entry of 0 llamas, less his offspring
	want.offspring[slices.Index(Kinds, "wolf")] = 1
	want.offspring[slices.Index(Kinds, "llama")] = 3
	want.landscapes[slices.Index(Landscapes, "pond")] = 2
	if got != want {
		t.Errorf("countAll = %+v, want %+v", got, want)
	}
}
