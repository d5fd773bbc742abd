package prompts

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// diceSheet answers one dice sheet: five counts, then the yes/no questions
// the counts lead to, given in order.
func diceSheet(name string, counts [5]string, rest ...Answer) []Answer {
	var out []Answer
	for i, a := range dice.Animals {
		out = append(out, A(name+": "+a+" spaces", counts[i]))
	}
	return append(out, rest...)
}

func TestAskDiceWithCorrection(t *testing.T) {
	var answers []Answer
	answers = append(answers, A("Player 1", "Ann"), A("Player 2", " ann "), A("Player 2", "Bob"), A("Player 3", ""))
	answers = append(answers, diceSheet("Ann", [5]string{"1", "2", "0", "0", "5"},
		A("Ann: crocodile bonus", "yes"), A("Ann: ostrich bonus", "no"), A("Ann: lion bonus", "yes"),
		A("Ann: coin spaces", "9"), A("Ann: coin spaces", "3"),
		A("Ann: crocodile crossed in the barn", "no"), A("Ann: ostrich crossed in the barn", "yes"), A("Ann: lion crossed in the barn", "no"))...)
	answers = append(answers, diceSheet("Bob", [5]string{"1", "", "", "", ""},
		A("Bob: coin spaces", ""), A("Bob: crocodile crossed in the barn", "no"))...)
	// Ann's ostriches are full and nobody crossed their bonus: the table
	// leaves it, and is not asked again after the correction.
	answers = append(answers, A("Who filled the ostrich enclosure first?", "Nobody remembers: leave it uncrossed"))
	// The summary: Bob's sheet is corrected before saving.
	answers = append(answers, A("Is everything right?", "Correct Bob's sheet"))
	answers = append(answers, diceSheet("Bob", [5]string{"0", "0", "3", "0", "0"},
		A("Bob: monkey bonus", "yes"), A("Bob: coin spaces", "2"), A("Bob: monkey crossed in the barn", "no"))...)
	answers = append(answers, A("Is everything right?", "Save and score"))

	f := &Fake{Answers: answers}
	in, err := AskDice(f, dice.Input{})
	if err != nil {
		t.Fatalf("AskDice: %v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	want := []dice.Sheet{
		{Name: "Ann", Enclosures: dice.Counts{Crocodile: 1, Ostrich: 2, Lion: 5}, Bonus: []string{"crocodile", "lion"}, Coins: 3, Barn: []string{"ostrich"}},
		{Name: "Bob", Enclosures: dice.Counts{Monkey: 3}, Bonus: []string{"monkey"}, Coins: 2},
	}
	if !reflect.DeepEqual(in.Players, want) {
		t.Errorf("sheets = %+v\nwant %+v", in.Players, want)
	}
	transcript := strings.Join(f.Transcript, "\n")
	for _, said := range []string{"Ann is already playing", "9 is out of range", "the crocodile bonus is already on Ann's sheet"} {
		if !strings.Contains(transcript, said) {
			t.Errorf("the players were not told %q:\n%s", said, transcript)
		}
	}
}

func TestAskDiceCancel(t *testing.T) {
	f := &Fake{Answers: []Answer{A("Player 1", "Ann"), {Ask: "Player 2", Cancel: true}}}
	if _, err := AskDice(f, dice.Input{}); !errors.Is(err, ErrCancelled) {
		t.Errorf("err = %v, want ErrCancelled", err)
	}
}

func TestAskJunior(t *testing.T) {
	answers := []Answer{A("Player 1", "Bridget"), A("Player 2", "Carl"), A("Player 3", "")}
	// Bridget: the rulebook's scoring example.
	answers = append(answers,
		A("Bridget, enclosure 1: which animals?", "impala"), A("impala tiles", "4"), A("how many are offspring", "0"),
		A("enclosure 1: landscape tiles so far: none", "shrub"), A("enclosure 1: landscape tiles so far: shrub", "done"),
		A("Bridget, enclosure 2: which animals?", "rhinoceros"), A("rhinoceros tiles", "6"), A("how many are offspring", "1"),
		A("Bridget, enclosure 3: which animals?", "llama"), A("llama tiles", "5"), A("how many are offspring", ""),
		A("enclosure 3: landscape tiles so far: none", "pond"),
		A("Bridget's barn: animals so far: none", "wolf"), A("wolf tiles", "2"), A("how many wolf tiles are offspring", "0"),
		A("Bridget's barn: animals so far: 2 wolves", "done"),
		A("Bridget's barn: landscapes so far: none", "rock"), A("rock tiles", "1"),
		A("Bridget's barn: landscapes so far: 1 rock", "done"),
	)
	answers = append(answers,
		A("Carl, enclosure 1: which animals?", "llama"), A("llama tiles", "7"), A("llama tiles", "3"), A("how many are offspring", "0"),
		A("enclosure 1: landscape tiles so far: none", "done"),
		A("Carl, enclosure 2: which animals?", "no animals"), A("enclosure 2: landscape tiles so far: none", "done"),
		A("Carl, enclosure 3: which animals?", "no animals"), A("enclosure 3: landscape tiles so far: none", "done"),
		A("Carl's barn: animals so far: none", "llama"), A("llama tiles", "3"), A("how many llama tiles are offspring", "0"),
		A("Carl's barn: animals so far: 3 llama", "done"), A("Carl's barn: landscapes so far: none", "done"),
		A("Is everything right?", "Save and score"),
	)
	f := &Fake{Answers: answers}
	in, err := AskJunior(f)
	if err != nil {
		t.Fatalf("AskJunior: %v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	if carl := in.Players[1].Enclosures; len(carl) != 3 || carl[0].Animal != "llama" || carl[1].Animals != 0 {
		t.Errorf("Carl's enclosures = %+v, want the board's three, empty ones kept", carl)
	}
	res, err := junior.Score(in)
	if err != nil {
		t.Fatal(err)
	}
	totals := map[string]int{}
	for _, p := range res.Players {
		totals[p.Name] = p.Total
	}
	if totals["Bridget"] != 24 || totals["Carl"] != 1 {
		t.Errorf("totals = %v, want Bridget 24 (the rulebook example), Carl 1", totals)
	}
}

func TestAskZooSim(t *testing.T) {
	f := &Fake{Answers: []Answer{
		A("Player 1", "Alan"), A("Player 2", "Klaus"), A("Player 3", ""),
		A("Years finished", "2"),
		A("Alan, end of year 1", "2 0 1"), A("Alan, end of year 2", "3 1 0"), A("Alan, end of year 2", "3 1 1"),
		A("Klaus, end of year 1", "2 2 0"), A("Klaus, end of year 2", "two"), A("Klaus, end of year 2", "2 1"), A("Klaus, end of year 2", "2 2 126"),
		A("Klaus, end of year 2", "2 2 0"),
		A("Is everything right?", "Save and score"),
	}}
	in, err := AskZooSim(f)
	if err != nil {
		t.Fatalf("AskZooSim: %v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	want := []zoosim.Zoo{
		{Name: "Alan", Years: []zoosim.Year{{Visitors: 2, Benches: 1}, {Visitors: 3, Trees: 1, Benches: 1}}},
		{Name: "Klaus", Years: []zoosim.Year{{Visitors: 2, Trees: 2}, {Visitors: 2, Trees: 2}}},
	}
	if !reflect.DeepEqual(in.Players, want) {
		t.Errorf("years = %+v\nwant %+v", in.Players, want)
	}
	if !strings.Contains(strings.Join(f.Transcript, "\n"), "benches stay for the whole game") {
		t.Error("going down in benches was not explained")
	}
	if !strings.Contains(strings.Join(f.Transcript, "\n"), "126 benches: one zoo has at most 125") {
		t.Error("benches beyond the box were not refused")
	}
}
