package prompts

import (
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer/zoosim"
)

// TestEditZooSim: a stored game of fewer than 5 years is offered its next
// year, with the benches of the year before as the default, until the table
// stops; a game of 5 years goes straight to the review.
func TestEditZooSim(t *testing.T) {
	// Three zoos: Alan's tile may draw no visitor in year 2 (third in two
	// contested categories), as the default offers.
	oneYear := zoosim.Input{Players: []zoosim.Zoo{
		{Name: "Alan", Years: []zoosim.Year{{Visitors: 2, Benches: 1}}},
		{Name: "Klaus", Years: []zoosim.Year{{Visitors: 2}}},
		{Name: "Cy", Years: []zoosim.Year{{Visitors: 2}}},
	}}
	for _, tc := range []struct {
		name    string
		in      zoosim.Input
		answers []Answer
		years   int
	}{
		{"adds a year, then stops", oneYear, []Answer{
			A("Year 1 is entered. Add a year?", "Add year 2 for every zoo"),
			A("Alan, end of year 2", ""), A("Klaus, end of year 2", "3 0 0"), A("Cy, end of year 2", "3 0 0"),
			A("Years 1-2 are entered. Add a year?", "Add no year now (the game stays in progress)"),
			A("Is everything right?", "Save and score"),
		}, 2},
		{"no year yet", zoosim.Input{Players: []zoosim.Zoo{{Name: "A"}, {Name: "B"}}}, []Answer{
			A("No year is entered yet. Add a year?", "Add no year now (the game stays in progress)"),
			A("Is everything right?", "Save and score"),
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &Fake{Answers: tc.answers}
			in, err := EditZooSim(f, tc.in)
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			finish(t, f)
			for _, z := range in.Players {
				if len(z.Years) != tc.years {
					t.Errorf("%s has %d years, want %d", z.Name, len(z.Years), tc.years)
				}
			}
		})
	}
	t.Run("the default keeps the benches", func(t *testing.T) {
		f := &Fake{Answers: []Answer{
			A("Add a year?", "Add year 2 for every zoo"),
			A("Alan, end of year 2", ""), A("Klaus, end of year 2", "3 0 0"), A("Cy, end of year 2", "3 0 0"),
			A("Add a year?", "Add no year now (the game stays in progress)"),
			A("Is everything right?", "Save and score"),
		}}
		in, err := EditZooSim(f, oneYear)
		if err != nil {
			t.Fatal(err)
		}
		if got := in.Players[0].Years[1]; !reflect.DeepEqual(got, zoosim.Year{Benches: 1}) {
			t.Errorf("Alan's year 2 by default %+v, want their 1 bench kept", got)
		}
	})
}
