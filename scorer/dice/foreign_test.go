package dice

import (
	"slices"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// marked takes "Löwe" for another language's word wherever game words
// stand: the places of the inputs are what is tested.
func marked(typed string, words []string) (scorer.ForeignWord, bool) {
	return scorer.ForeignWord{English: words[0], Langs: []string{"de"}}, typed == "Löwe"
}

// TestWordPlacesOfSheetsAndScripts: every place of the sheets and the play
// script that holds animals or faces is a word place (dice.foreign-word),
// and the players' names are not.
func TestWordPlacesOfSheetsAndScripts(t *testing.T) {
	for _, tc := range []struct {
		name, json string
		want       []string
	}{
		{"sheets", `{"bonus_hex":{"Löwe":1},"players":[{"name":"Löwe","enclosures":{"Löwe":1},"bonus":["Löwe"],"coins":1,"barn":["lion","Löwe"]}]}`,
			[]string{"bonus_hex", "players[0].enclosures", "players[0].bonus[0]", "players[0].barn[1]"}},
		{"play script", `{"bonus_hex":{"Löwe":1},"players":["Löwe"],"rounds":[[{"player":"Löwe","took":["coin","Löwe"]}]]}`,
			[]string{"bonus_hex", "rounds[0][0].took[1]"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, n := range scorer.ForeignWords([]byte(tc.json), WordPlaces, marked) {
				got = append(got, n.Path)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("word places found %v, want %v", got, tc.want)
			}
			for _, n := range scorer.ForeignNotes("dice.foreign-word", scorer.ForeignWords([]byte(tc.json), WordPlaces, marked)) {
				if n.Rule != "dice.foreign-word" {
					t.Errorf("note %v", n)
				}
			}
		})
	}
}
