package dice

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// TestTicketOfficeCitesCoinSymbols: every announcement of a coin crossing
// or passing the ticket office cites the rulebook's "Coin symbols" (a
// take's crossings cite the animal symbols as well, as it crosses both),
// and the faces and animals cite the game components that list them.
func TestTicketOfficeCitesCoinSymbols(t *testing.T) {
	tr, err := NewTracker([]string{"Ann", "Bob"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var notes []scorer.Note
	for round, take := range [][]string{{Coin, Coin, Coin}, {Coin, Coin, Coin}, {Coin}} {
		n, err := tr.Apply(Entry{Round: round + 1, Take: Take{Player: "Ann", Took: take}})
		if err != nil {
			t.Fatal(err)
		}
		notes = append(notes, n...)
		if n, err = tr.Apply(Entry{Round: round + 1, Take: Take{Player: "Bob", Took: []string{"lion"}}}); err != nil {
			t.Fatal(err)
		}
	}
	sources := map[string]string{}
	for _, r := range append(append([]scorer.Rule{}, Rules...), PlayRules...) {
		sources[r.ID] = english.Say(msg.M(r.Source))
	}
	cited := map[string]bool{}
	for _, n := range notes {
		if n.Player == "Ann" {
			cited[n.Rule] = true
			if !strings.Contains(sources[n.Rule], "Coin symbols") {
				t.Errorf("%s (%s) cites %q, not the Coin symbols", n.Rule, english.Note(n).Message, sources[n.Rule])
			}
		}
	}
	if !cited["dice.cross-spaces"] || !cited["dice.ignored-coin"] {
		t.Errorf("the takes announced %v, want the crossing and an ignored coin", cited)
	}
	for _, rule := range []string{"dice.unknown-face", "dice.unknown-animal", "dice.foreign-word"} {
		if got := sources[rule]; got != "Dice Game rules, Game components" {
			t.Errorf("%s cites %q, want the game components", rule, got)
		}
	}
}
