package prompts

import (
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// "Correct Bob's sheet" starts from Bob's sheet as it stands: Enter keeps
// every value, so one wrong count costs one typed answer, and nothing else
// is set back to 0 or "no".
func TestCorrectDiceSheetKeepsItsValues(t *testing.T) {
	bob := dice.Sheet{Name: "Bob", Enclosures: dice.Counts{Crocodile: 1, Monkey: 3, Lion: 2}, Bonus: []string{"crocodile", "monkey"}, Coins: 4, Barn: []string{"monkey"}}
	in := dice.Input{Players: []dice.Sheet{{Name: "Ann", Enclosures: dice.Counts{Ostrich: 2}, Bonus: []string{"ostrich"}}, bob}}
	f := &Fake{Answers: []Answer{
		A("Is everything right?", "Correct Bob's sheet"),
		A("Bob: crocodile spaces", ""), A("Bob: ostrich spaces", ""), A("Bob: monkey spaces", ""), A("Bob: elephant spaces", ""),
		A("Bob: lion spaces", "3"), // the one wrong count
		A("Bob: crocodile bonus hex", "yes"), A("Bob: monkey bonus hex", "yes"),
		A("Bob: coin spaces", ""),
		A("Bob: crocodile crossed in the barn", "no"), A("Bob: monkey crossed in the barn", "yes"),
		A("Is everything right?", "Save and score"),
	}}
	out, err := ReviewDice(f, in)
	if err != nil {
		t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	want := bob
	want.Enclosures.Lion = 3
	if !reflect.DeepEqual(out.Players[1], want) {
		t.Errorf("Bob's sheet = %+v, want %+v", out.Players[1], want)
	}
	transcript := strings.Join(f.Transcript, "\n")
	for _, asked := range []string{"? Bob: monkey spaces crossed (0-3) [3]", "? Bob: coin spaces crossed (0-6) [4]"} {
		if !strings.Contains(transcript, asked) {
			t.Errorf("not asked %q (the value as it stands as the default):\n%s", asked, transcript)
		}
	}
	// The yes/no questions offer the sheet's answer first (Enter keeps it).
	defaults := map[string]string{"Bob: crocodile bonus hex": "yes", "Bob: crocodile crossed in the barn": "no", "Bob: monkey crossed in the barn": "yes"}
	r := &recorder{Fake: Fake{Answers: []Answer{
		A("Bob: crocodile spaces", ""), A("Bob: ostrich spaces", ""), A("Bob: monkey spaces", ""), A("Bob: elephant spaces", ""), A("Bob: lion spaces", ""),
		A("Bob: crocodile bonus hex", "yes"), A("Bob: monkey bonus hex", "yes"), A("Bob: coin spaces", ""),
		A("Bob: crocodile crossed in the barn", "no"), A("Bob: monkey crossed in the barn", "yes"),
	}}}
	if _, err := askSheet(r, in, 1); err != nil {
		t.Fatal(err)
	}
	for label, first := range defaults {
		if got := r.first[label]; got != first {
			t.Errorf("%q offers %q first, want %q (the sheet's answer)", label, got, first)
		}
	}
}

// recorder is a Fake that notes the first item of every list.
type recorder struct {
	Fake
	first map[string]string
}

func (r *recorder) Select(label string, items []string) (int, error) {
	if r.first == nil {
		r.first = map[string]string{}
	}
	for key := range map[string]bool{"Bob: crocodile bonus hex": true, "Bob: crocodile crossed in the barn": true, "Bob: monkey crossed in the barn": true} {
		if strings.Contains(label, key) {
			r.first[key] = items[0]
		}
	}
	return r.Fake.Select(label, items)
}

// Correcting a Junior zoo asks only the part the table picks, starting from
// what it holds: the kind first in the list, its counts as defaults, its
// landscapes kept; the other parts stay as they are.
func TestCorrectJuniorZooAsksOnlyThePartPicked(t *testing.T) {
	ann := junior.Zoo{Name: "Ann",
		Enclosures: []junior.Enclosure{
			{Animal: "llama", Animals: 4, Offspring: 1, Landscapes: []string{"pond", "rock"}},
			{Animal: "wolf", Animals: 2},
			{},
		},
		Barn: junior.Barn{Animals: map[string]int{"meerkat": 1}, Offspring: map[string]int{}, Landscapes: map[string]int{"shrub": 1}},
	}
	bob := junior.Zoo{Name: "Bob", Enclosures: []junior.Enclosure{{Animal: "giraffe", Animals: 3}}}
	f := &Fake{Answers: []Answer{
		A("Is everything right?", "Correct Ann's zoo"),
		A("Which part of Ann's zoo is wrong?", "enclosure 1: 4 llamas (1 offspring), pond, rock"),
		A("Ann, enclosure 1: which animals?", "llama"),
		A("Ann, enclosure 1: llama tiles", "5"), // was 4
		A("Ann, enclosure 1: how many are offspring", ""),
		// 5 llamas and 2 landscapes overfill the enclosure: the landscapes
		// kept are those with room, and can still be removed.
		A("Ann, enclosure 1: landscape tiles so far: pond. Add one?", "done"),
		A("Which part of Ann's zoo is wrong?", "barn: 1 meerkat; 1 shrub"),
		A("Ann's barn: animals so far: 1 meerkat", "done"),
		A("Ann's barn: landscapes so far: 1 shrub", "done"),
		A("Which part of Ann's zoo is wrong?", "back to the review"),
		A("Is everything right?", "Save and score"),
	}}
	out, err := ReviewJunior(f, junior.Input{Players: []junior.Zoo{ann, bob}})
	if err != nil {
		t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	got := out.Players[0]
	want := junior.Enclosure{Animal: "llama", Animals: 5, Offspring: 1, Landscapes: []string{"pond"}}
	if !reflect.DeepEqual(got.Enclosures[0], want) {
		t.Errorf("enclosure 1 = %+v, want %+v", got.Enclosures[0], want)
	}
	if !reflect.DeepEqual(got.Enclosures[1], ann.Enclosures[1]) || got.Barn.Animals["meerkat"] != 1 || got.Barn.Landscapes["shrub"] != 1 {
		t.Errorf("parts not picked changed: %+v", got)
	}
	if ann.Enclosures[0].Animals != 4 {
		t.Error("the caller's zoo was changed")
	}
	if !strings.Contains(strings.Join(f.Transcript, "\n"), "? Ann, enclosure 1: llama tiles, offspring included (1-6) [4]") {
		t.Errorf("the count was not offered as it stands:\n%s", strings.Join(f.Transcript, "\n"))
	}
}

// The landscapes of a full enclosure being corrected can be removed.
func TestCorrectJuniorEnclosureRemovesLandscapes(t *testing.T) {
	now := junior.Enclosure{Animal: "impala", Animals: 3, Landscapes: []string{"pond", "pond", "rock"}}
	f := &Fake{Answers: []Answer{
		A("which animals?", "impala"), A("impala tiles", ""), A("how many are offspring", ""),
		A("landscape tiles so far: pond, pond, rock. Add one?", "remove these landscapes"),
		A("landscape tiles so far: none. Add one?", "shrub"),
		A("landscape tiles so far: shrub. Add one?", "done"),
	}}
	e, err := askEnclosure(f, "Ann", 2, now)
	if err != nil {
		t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	want := junior.Enclosure{Animal: "impala", Animals: 3, Landscapes: []string{"shrub"}}
	if !reflect.DeepEqual(e, want) {
		t.Errorf("enclosure = %+v, want %+v", e, want)
	}
}

// Correcting ZooSim years offers each year as it stands.
func TestCorrectZooSimYearsKeepsThem(t *testing.T) {
	in := zoosim.Input{Players: []zoosim.Zoo{
		{Name: "Alan", Years: []zoosim.Year{{Visitors: 2, Benches: 1}, {Visitors: 3, Trees: 1, Benches: 2}}},
		{Name: "Klaus", Years: []zoosim.Year{{Visitors: 2, Trees: 2}, {Visitors: 2, Trees: 2}}},
	}}
	f := &Fake{Answers: []Answer{
		A("Is everything right?", "Correct Alan's years"),
		A("Alan, end of year 1", ""), A("Alan, end of year 2", "4 1 2"),
		A("Is everything right?", "Save and score"),
	}}
	out, err := ReviewZooSim(f, in)
	if err != nil {
		t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	want := []zoosim.Year{{Visitors: 2, Benches: 1}, {Visitors: 4, Trees: 1, Benches: 2}}
	if !reflect.DeepEqual(out.Players[0].Years, want) {
		t.Errorf("Alan's years = %+v, want %+v", out.Players[0].Years, want)
	}
	if !strings.Contains(strings.Join(f.Transcript, "\n"), "? Alan, end of year 2: visitors trees benches [3 1 2]") {
		t.Errorf("year 2 was not offered as it stands:\n%s", strings.Join(f.Transcript, "\n"))
	}
}
