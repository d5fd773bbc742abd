package notation

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// TestTextLengthRefusedAtEntry: a game written as text that goes on past
// the longest game is refused as the game's script-length rule at the
// first line past it, and the text is read no further (a line after it
// that cannot be read is not reported); one at the limit is read.
func TestTextLengthRefusedAtEntry(t *testing.T) {
	takes := func(n int, line string) string { return strings.Repeat(line+"\n", n) }
	zooSim := "players: Ann, Bob\nflagpole: Ann, Bob\n"
	auction := "sea 1, birds 1 | 0 0 | sea 1, birds 1\n"
	for _, tc := range []struct {
		name, text string
		read       func(string) error
		rule, says string // "" when read
		line       int
	}{
		{"dice: 300 rounds of 2 players", "players: Ann, Bob\n" + takes(dice.MaxRounds, "a co\nb co"), readDice, "", "", 0},
		{"dice: round 301", "players: Ann, Bob\n" + takes(dice.MaxRounds, "a co\nb co") + "a co\n", readDice,
			"dice.script-length", "the game goes on past round 300", 2*dice.MaxRounds + 2},
		// The lines read are bounded before the takes are: 2 lines of
		// setup (players, bonus) and 1,200 takes at most.
		{"dice: more takes than 300 rounds of 4 players", "players: Ann, Bob\n" + takes(100000, "a co") + "xx yy zz\n", readDice,
			"dice.script-length", "the game has more than 1,200 takes", 1203},
		{"junior: 76 takes", "players: A, B, C, D, E\n" + takes(76, "a: pond barn"), readJunior,
			"junior.script-length", "the game has more than 75 takes", 77},
		{"junior: more entries than any game", "players: A, B\n" + takes(200, "a: bonus discard pond"), readJunior,
			"junior.script-length", "the text has more than 151 entries", 153},
		{"zoosim: 25 auctions", zooSim + strings.Repeat(auction, 25), readZooSim, "", "", 0},
		{"zoosim: 26 auctions", zooSim + strings.Repeat(auction, 26), readZooSim,
			"zoosim.script-length", "the game has more than 25 auctions", 28},
		{"zoosim: 20,000 auctions", zooSim + strings.Repeat(auction, 20000), readZooSim,
			"zoosim.script-length", "the game has more than 25 auctions", 29},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.read(tc.text)
			if tc.rule == "" {
				if err != nil {
					var v scorer.Violations
					if errors.As(err, &v) {
						for _, n := range v {
							if strings.HasSuffix(n.Rule, ".script-length") {
								t.Fatalf("refused as too long: %v", err)
							}
						}
					}
				}
				return
			}
			var v scorer.Violations
			if !errors.As(err, &v) || len(v) != 1 || v[0].Rule != tc.rule || v[0].Line != tc.line ||
				!strings.Contains(i18n.For(i18n.English).Note(v[0]).Message, tc.says) {
				t.Fatalf("error %v (line %v), want one %s at line %d saying %q", err, lineOf(v), tc.rule, tc.line, tc.says)
			}
		})
	}
}

func lineOf(v scorer.Violations) string {
	if len(v) == 0 {
		return "none"
	}
	return fmt.Sprint(v[0].Line)
}

func readDice(text string) error {
	g, err := ReadDice(text)
	if err != nil {
		return err
	}
	_, err = g.Play()
	return err
}

func readJunior(text string) error {
	g, err := ReadJunior(text)
	if err != nil {
		return err
	}
	_, err = g.Play()
	return err
}

func readZooSim(text string) error {
	g, err := ReadZooSim(text)
	if err != nil {
		return err
	}
	_, err = g.Play()
	return err
}
