package notation

import (
	"errors"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// TestPlayersEqualApartFromCaseRefused: names equal apart from letter case
// are one player (the contract: names are unique, letter case aside), so
// the reader of each game refuses a players line that holds two, with the
// game's rule at that line, before reading any line by names; what it reads
// it can always write (FuzzReadZooSim found "players: A a" read, then
// refused by the writer).
func TestPlayersEqualApartFromCaseRefused(t *testing.T) {
	for _, tc := range []struct {
		name, text, rule string
		read             func(string) error
	}{
		{"dice", "players: Ann, ann\nAnn: lion\n", "dice.player-name-duplicate", func(s string) error { _, err := ReadDice(s); return err }},
		{"junior", "players: Ann, ANN, Bob\nBob: pond barn\n", "junior.player-name-duplicate", func(s string) error { _, err := ReadJunior(s); return err }},
		{"zoosim", "plAYers:A a\n|0 0|", "zoosim.player-name-duplicate", func(s string) error { _, err := ReadZooSim(s); return err }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var v scorer.Violations
			if err := tc.read(tc.text); !errors.As(err, &v) || len(v) != 1 || v[0].Rule != tc.rule || v[0].Line != 1 {
				t.Fatalf("error %v, want %s at line 1", err, tc.rule)
			}
		})
	}
}
