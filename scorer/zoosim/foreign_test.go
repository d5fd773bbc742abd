package zoosim

import (
	"slices"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// TestWordPlacesOfScripts: every place of a play script that holds a
// category or the variant is a word place (zoosim.foreign-word), and the
// players' names (the flagpole, the bids) are not.
func TestWordPlacesOfScripts(t *testing.T) {
	marked := func(typed string, words []string) (scorer.ForeignWord, bool) {
		return scorer.ForeignWord{English: words[0], Langs: []string{"de"}}, typed == "Vögel"
	}
	script := `{"players":["Vögel","B"],"flagpole":["Vögel","B"],"variant":"Vögel","auctions":[{"tile":{"enclosures":[{"animal":"sea","stars":1},
		{"animal":"Vögel","stars":1}],"bushes":0},"bids":{"Vögel":0,"B":0},"placed":{"enclosures":{"sea":1,"Vögel":1},"benches":0}}]}`
	var got []string
	for _, n := range scorer.ForeignWords([]byte(script), WordPlaces, marked) {
		got = append(got, n.Path)
	}
	want := []string{"variant", "auctions[0].tile.enclosures[1].animal", "auctions[0].placed.enclosures"}
	if !slices.Equal(got, want) {
		t.Errorf("word places found %v, want %v", got, want)
	}
	for _, n := range scorer.ForeignNotes("zoosim.foreign-word", scorer.ForeignWords([]byte(script), WordPlaces, marked)) {
		if n.Rule != "zoosim.foreign-word" {
			t.Errorf("note %v", n)
		}
	}
}
