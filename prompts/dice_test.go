package prompts

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer/dice"
)

// TestForgottenBonusIsAsked: only the first player to fill an enclosure
// crosses its bonus hex (Dice Game rules, "Gameplay: Animal symbols"). When
// an enclosure is full but its bonus is crossed nowhere, the review asks who
// filled it first and crosses it for that player.
func TestForgottenBonusIsAsked(t *testing.T) {
	lions := func(name string, bonus ...string) dice.Sheet {
		return dice.Sheet{Name: name, Enclosures: dice.Counts{Crocodile: 1, Lion: 5}, Bonus: bonus}
	}
	for _, tc := range []struct {
		name    string
		in      dice.Input
		answers []Answer
		bonus   [][]string // each sheet's bonuses after the review
		says    string
	}{
		{"two full enclosures: the table names the first",
			dice.Input{Players: []dice.Sheet{lions("Ann", "crocodile"), lions("Bob")}},
			[]Answer{A("Who filled the lion enclosure first?", "Bob"), A("Is everything right?", "Save and score")},
			[][]string{{"crocodile"}, {"lion"}},
			"The lion enclosure is full on Ann's and Bob's sheets, but nobody crossed its bonus hex (2): the first to fill it crosses it."},
		{"one full enclosure is asked too",
			dice.Input{Players: []dice.Sheet{lions("Ann", "crocodile"), {Name: "Bob"}}},
			[]Answer{A("Who filled the lion enclosure first?", "Ann"), A("Is everything right?", "Save and score")},
			[][]string{{"crocodile", "lion"}, nil},
			"The lion bonus is crossed on Ann's sheet."},
		{"the table may leave it",
			dice.Input{Players: []dice.Sheet{lions("Ann", "crocodile"), lions("Bob")}},
			[]Answer{A("Who filled the lion enclosure first?", "Nobody remembers: leave it uncrossed"), A("Is everything right?", "Save and score")},
			[][]string{{"crocodile"}, nil},
			"nobody crossed its bonus hex"},
		{"a crossed bonus is not asked",
			dice.Input{Players: []dice.Sheet{lions("Ann", "crocodile", "lion"), lions("Bob")}},
			[]Answer{A("Is everything right?", "Save and score")},
			[][]string{{"crocodile", "lion"}, nil},
			""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &Fake{Answers: tc.answers}
			before := fmt.Sprint(tc.in.Players)
			out, err := ReviewDice(f, tc.in)
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			finish(t, f)
			for i, s := range out.Players {
				if !reflect.DeepEqual(s.Bonus, tc.bonus[i]) {
					t.Errorf("%s's bonuses %v, want %v", s.Name, s.Bonus, tc.bonus[i])
				}
			}
			if !said(f, tc.says) {
				t.Errorf("the table was not told %q:\n%s", tc.says, strings.Join(f.Transcript, "\n"))
			}
			if after := fmt.Sprint(tc.in.Players); after != before {
				t.Errorf("the caller's sheets changed from %s to %s", before, after)
			}
		})
	}
}
