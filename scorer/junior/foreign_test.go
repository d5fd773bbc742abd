package junior

import (
	"slices"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// marked takes "Lama" for another language's word wherever game words
// stand: the places of the inputs are what is tested.
func marked(typed string, words []string) (scorer.ForeignWord, bool) {
	return scorer.ForeignWord{English: words[0], Langs: []string{"de"}}, typed == "Lama"
}

// TestWordPlacesOfSheetsAndScripts: every place of the sheets and the play
// script that holds kinds, landscapes, sexes, the barn or bonus actions is
// a word place (junior.foreign-word), and the players' names are not.
func TestWordPlacesOfSheetsAndScripts(t *testing.T) {
	for _, tc := range []struct {
		name, json string
		want       []string
	}{
		{"sheets", `{"players":[{"name":"Lama","enclosures":[{"animal":"Lama","animals":1,"landscapes":["pond","Lama"]}],
			"barn":{"animals":{"Lama":1},"offspring":{"Lama":0},"landscapes":{"Lama":1}}}]}`,
			[]string{"players[0].enclosures[0].animal", "players[0].enclosures[0].landscapes[1]", "players[0].barn.animals",
				"players[0].barn.offspring", "players[0].barn.landscapes"}},
		{"play script", `{"players":["Lama"],"rounds":[{"takes":[{"player":"Lama","tiles":[{"tile":"Lama","fertile":"Lama","to":"Lama"},{"tile":"pond","to":1}],
			"bonus":{"action":"Lama","from":"Lama","tile":"Lama","fertile":"Lama","to":"Lama"}}]}]}`,
			[]string{"rounds[0].takes[0].tiles[0].tile", "rounds[0].takes[0].tiles[0].fertile", "rounds[0].takes[0].tiles[0].to",
				"rounds[0].takes[0].bonus.action", "rounds[0].takes[0].bonus.tile", "rounds[0].takes[0].bonus.fertile", "rounds[0].takes[0].bonus.to"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, n := range scorer.ForeignWords([]byte(tc.json), WordPlaces, marked) {
				got = append(got, n.Path)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("word places found %v, want %v", got, tc.want)
			}
			for _, n := range scorer.ForeignNotes("junior.foreign-word", scorer.ForeignWords([]byte(tc.json), WordPlaces, marked)) {
				if n.Rule != "junior.foreign-word" {
					t.Errorf("note %v", n)
				}
			}
		})
	}
}
