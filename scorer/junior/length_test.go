package junior

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// longScript writes a play script of rounds rounds of takes takes of one
// tile each; escaped writes the first name with an escape, which the quick
// reader leaves to scorer.Decode.
func longScript(rounds, takes int, escaped bool) string {
	var round []string
	for range takes {
		round = append(round, `{"player":"Ann","tiles":[{"tile":"pond","to":"barn"}]}`)
	}
	players := `"Ann","Bob"`
	if escaped {
		players = `"\u0041nn","Bob"`
	}
	one := `{"takes":[` + strings.Join(round, ",") + `]}`
	return `{"players":[` + players + `],"rounds":[` + strings.TrimSuffix(strings.Repeat(one+",", rounds), ",") + `]}`
}

// TestScriptLengthRefusedAtEntry: the tiles bound a game (MaxRounds,
// MaxTakes: 20 rounds, 75 takes), and a play script of more is refused as
// junior.script-length alone, whichever reader reads it (the quick one, or
// scorer.Decode after an escape); one at the bounds is read as any script.
func TestScriptLengthRefusedAtEntry(t *testing.T) {
	if MaxRounds != 20 || MaxTakes != 75 {
		t.Fatalf("the bounds are %d rounds and %d takes, want 20 (2 players: 38 tiles, 1 a take) and 75 (5 players: 71 tiles)", MaxRounds, MaxTakes)
	}
	for _, escaped := range []bool{false, true} {
		for _, tc := range []struct {
			name          string
			rounds, takes int
			says          string // "" when read
		}{
			{"the rounds and takes allowed", MaxRounds, MaxTakes / MaxRounds, ""},
			{"a round more", MaxRounds + 1, 1, "the game has more than 20 rounds"},
			{"a take more", 15, 6, "the game has more than 75 takes"}, // 90 takes in 15 rounds
			{"200,000 empty rounds", 200000, 0, "the game has more than 20 rounds"},
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
				if !errors.As(err, &v) || len(v) != 1 || v[0].Rule != "junior.script-length" ||
					!strings.Contains(i18n.For(i18n.English).Note(v[0]).Message, tc.says) {
					t.Fatalf("error %v, want one junior.script-length saying %q", err, tc.says)
				}
			})
		}
	}
}
