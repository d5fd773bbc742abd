package dice

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// script writes a play script of rounds rounds, each of takes takes of a
// coin; escaped writes the first name with an escape, which the quick
// reader leaves to scorer.Decode.
func longScript(rounds, takes int, escaped bool) string {
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}
	var round []string
	for _, n := range names[:takes] {
		round = append(round, `{"player":"`+n+`","took":["coin"]}`)
	}
	players := `"Ann","Bob","Cy","Dee"`
	if escaped {
		players = `"\u0041nn","Bob","Cy","Dee"`
	}
	return `{"players":[` + players + `],"rounds":[` + strings.TrimSuffix(strings.Repeat("["+strings.Join(round, ",")+"],", rounds), ",") + `]}`
}

// TestScriptLengthRefusedAtEntry: a play script of more rounds, or more
// takes, than MaxRounds allows is refused as dice.script-length alone,
// whichever reader reads it (the quick one, or scorer.Decode after an
// escape); one at the limit is read as any script; and the tracker refuses
// a take past the last round allowed.
func TestScriptLengthRefusedAtEntry(t *testing.T) {
	for _, escaped := range []bool{false, true} {
		for _, tc := range []struct {
			name          string
			rounds, takes int
			says          string // "" when read
		}{
			{"the rounds allowed", MaxRounds, 4, ""},
			{"a round more", MaxRounds + 1, 1, "the game goes on past round 300"},
			{"a take more", MaxRounds, 5, "the game has more than 1,200 takes"},
			{"200,000 empty rounds", 200000, 0, "the game goes on past round 300"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				s, err := ParseScript([]byte(longScript(tc.rounds, tc.takes, escaped)))
				if tc.says == "" {
					if err != nil || len(s.Rounds) != tc.rounds {
						t.Fatalf("%d rounds read: %v", len(s.Rounds), err)
					}
					return
				}
				var v scorer.Violations
				if !errors.As(err, &v) || len(v) != 1 || v[0].Rule != "dice.script-length" || !strings.Contains(english.Note(v[0]).Message, tc.says) {
					t.Fatalf("error %v, want one dice.script-length saying %q", err, tc.says)
				}
			})
		}
	}
	tr, err := NewTracker([]string{"Ann", "Bob"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for round := 1; round <= MaxRounds; round++ {
		for _, p := range []string{"Ann", "Bob"} {
			if _, err := tr.Apply(Entry{Round: round, Take: Take{Player: p, Took: []string{Coin}}}); err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
		}
	}
	_, err = tr.Apply(Entry{Take: Take{Player: "Ann", Took: []string{Coin}}})
	var v scorer.Violations
	if !errors.As(err, &v) || len(v) != 1 || v[0].Rule != "dice.script-length" || v[0].Round != MaxRounds+1 {
		t.Fatalf("a take of round %d: %v, want dice.script-length", MaxRounds+1, err)
	}
}
