package junior

import (
	"strings"
	"testing"
)

// TestCheckTile: a tile of a take in progress is checked on its own, with the
// tiles entered before it in the same take laid first (Junior rules: the
// kinds of the game, the tiles of the box, one kind an enclosure, 6 tiles
// an enclosure).
func TestCheckTile(t *testing.T) {
	barn := Dest{Barn: true}
	tests := []struct {
		name   string
		before []Take // whole takes applied first (2 players)
		placed []Tile // tiles of the take in progress, before the one checked
		tile   Tile
		rule   string // "" when the tile fits
	}{
		{"a first tile fits", nil, nil, Tile{Tile: "llama", To: Dest{Enclosure: 1}}, ""},
		{"another kind in the enclosure filled a moment ago", nil,
			[]Tile{{Tile: "llama", To: Dest{Enclosure: 1}}}, Tile{Tile: "wolf", To: Dest{Enclosure: 1}}, "junior.one-kind-per-enclosure"},
		{"a fifth kind once the take in progress brought the fourth",
			[]Take{{Player: "Bea", Tiles: []Tile{{Tile: "llama", To: barn}, {Tile: "wolf", To: barn}, {Tile: "impala", To: barn}}}},
			[]Tile{{Tile: "giraffe", To: barn}}, Tile{Tile: "meerkat", To: barn}, "junior.kinds-in-play"},
		{"a kind in play still fits",
			[]Take{{Player: "Bea", Tiles: []Tile{{Tile: "llama", To: barn}, {Tile: "wolf", To: barn}, {Tile: "impala", To: barn}}}},
			[]Tile{{Tile: "giraffe", To: barn}}, Tile{Tile: "wolf", To: barn}, ""},
		{"a third fertile female",
			[]Take{{Player: "Bea", Tiles: []Tile{{Tile: "llama", Fertile: "female", To: barn}}}},
			[]Tile{{Tile: "llama", Fertile: "female", To: barn}}, Tile{Tile: "llama", Fertile: "female", To: barn}, "junior.fertile-supply"},
		{"a fourth pond",
			[]Take{{Player: "Bea", Tiles: []Tile{{Tile: "pond", To: barn}}}},
			[]Tile{{Tile: "pond", To: Dest{Enclosure: 2}}, {Tile: "pond", To: Dest{Enclosure: 2}}}, Tile{Tile: "pond", To: Dest{Enclosure: 2}}, "junior.landscape-supply"},
		{"a seventh tile in an enclosure",
			[]Take{{Player: "Ann", Tiles: []Tile{{Tile: "llama", To: Dest{Enclosure: 1}}, {Tile: "llama", To: Dest{Enclosure: 1}}, {Tile: "llama", To: Dest{Enclosure: 1}}}},
				{Player: "Bea", Tiles: []Tile{{Tile: "wolf", To: barn}}},
				{Player: "Bea", Tiles: []Tile{{Tile: "wolf", To: barn}}},
				{Player: "Ann", Tiles: []Tile{{Tile: "llama", To: Dest{Enclosure: 1}}, {Tile: "llama", To: Dest{Enclosure: 1}}}}},
			[]Tile{{Tile: "llama", To: Dest{Enclosure: 1}}}, Tile{Tile: "llama", To: Dest{Enclosure: 1}}, "junior.enclosure-full"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := NewTracker([]string{"Ann", "Bea"})
			if err != nil {
				t.Fatal(err)
			}
			for _, tk := range tt.before {
				tk := tk
				if _, err := tr.Apply(Entry{Take: &tk}); err != nil {
					t.Fatal(err)
				}
			}
			before := len(tr.Script().Entries())
			got := tr.CheckTile("Ann", tt.placed, tt.tile)
			if len(tr.Script().Entries()) != before {
				t.Fatal("CheckTile changed the game")
			}
			switch {
			case tt.rule == "" && len(got) > 0:
				t.Errorf("refused: %v", got)
			case tt.rule != "" && (len(got) != 1 || got[0].Rule != tt.rule):
				t.Errorf("got %v, want one %s", got, tt.rule)
			case tt.rule != "" && !strings.HasPrefix(english.Note(got[0]).Message, "tile "):
				t.Errorf("%q does not say which tile", english.Note(got[0]).Message)
			}
		})
	}
}
