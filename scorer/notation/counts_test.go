package notation

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// TestCountsOfTheNotation: a count that says how many times a face or tile
// is written ("2 lion") is 1 to 9: a zero or negative one, glued to its
// word or not, is refused where it is read (input.notation, with its line
// and column), never dropped or taken for a word; a truck is named [1],
// [2] or [3], and [0], which a script takes for no truck, is refused where
// it is read too. A number that is a quantity of the game (a bid, stars,
// bushes, benches, tiles left unclaimed, a truck's boxes) reaches the rules
// as written, a negative one included, and they refuse it (exit 1).
func TestCountsOfTheNotation(t *testing.T) {
	dice := func(line string) string { return "players: Ann, Bob\n" + line + "\n" }
	junior := func(line string) string { return "players: Ann, Bob\n" + line + "\n" }
	zooSim := func(line string) string { return "players: Ann, Bob\nflagpole: Ann, Bob\n" + line + "\n" }
	for _, tc := range []struct {
		name, text string
		read       func(string) error
		says       string // the reader's message (input.notation), at line 2 or 3
		column     int
		rule       string // or the rules' violation
	}{
		{"dice: 0 lion", dice("Ann: 0 lion"), readDice, "a count before a face or tile is 1 to 9, not 0", 6, ""},
		{"dice: 2 lion 0 coin", dice("Ann: 2 lion 0 coin"), readDice, "a count before a face or tile is 1 to 9, not 0", 13, ""},
		{"dice: lion x0", dice("Ann: lion x0"), readDice, "a count before a face or tile is 1 to 9, not 0", 12, ""},
		{"dice: -2 lion", dice("Ann: -2 lion"), readDice, "a count before a face or tile is 1 to 9, not -2", 6, ""},
		{"dice: -2lion", dice("Ann: -2lion"), readDice, "a count before a face or tile is 1 to 9, not -2", 6, ""},
		{"dice: lion x-2", dice("Ann: lion x-2"), readDice, "a count before a face or tile is 1 to 9, not -2", 12, ""},
		{"junior: 0 pond barn", junior("Ann: 0 pond barn"), readJunior, "a count before a face or tile is 1 to 9, not 0", 6, ""},
		{"junior: 2 pond barn, 0 rock barn", junior("Ann: 2 pond barn, 0 rock barn"), readJunior, "a count before a face or tile is 1 to 9, not 0", 19, ""},
		{"junior: -2 pond barn", junior("Ann: -2 pond barn"), readJunior, "a count before a face or tile is 1 to 9, not -2", 6, ""},
		{"junior: truck [0]", junior("Ann [0]: pond barn"), readJunior, "there is no truck 0", 6, ""},
		{"junior: truck [-1]", junior("Ann [-1]: pond barn"), readJunior, "", 0, "junior.truck-unknown"},
		{"junior: -2 unclaimed", junior("Ann: pond barn; unclaimed -2"), readJunior, "", 0, "junior.unclaimed-truck"},
		{"zoosim: a negative bid", zooSim("sea 1, birds 1 | Ann -2, Bob 0 | sea 1, birds 1"), readZooSim, "", 0, "zoosim.bid-negative"},
		{"zoosim: negative bare bids", zooSim("sea 1, birds 1 | -2 0 | sea 1, birds 1"), readZooSim, "", 0, "zoosim.bid-negative"},
		{"zoosim: negative stars", zooSim("sea -2, birds 1 | 0 0 | sea 1, birds 1"), readZooSim, "", 0, "zoosim.tile-stars"},
		{"zoosim: negative stars glued", zooSim("sea-2, birds 1 | 0 0 | sea 1, birds 1"), readZooSim, "", 0, "zoosim.tile-stars"},
		{"zoosim: negative bushes", zooSim("sea 1, birds 1, -1 bush | 0 0 | sea 1, birds 1"), readZooSim, "", 0, "zoosim.tile-bushes"},
		{"zoosim: negative benches", zooSim("sea 1, birds 1 | 0 0 | sea 1, birds 1, -1 benches"), readZooSim, "", 0, "zoosim.placed-benches"},
		{"zoosim: zero stars", zooSim("sea 0, birds 1 | 0 0 | sea 1, birds 1"), readZooSim, "", 0, "zoosim.tile-stars"},
		{"zoosim: no bush, no bench, no bid", zooSim("sea 1, birds 1, 0 bushes | 0 0 | sea 1, birds 1, 0 benches"), readZooSim, "", 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.read(tc.text)
			var lines Errors
			var v scorer.Violations
			switch {
			case tc.says != "":
				if !errors.As(err, &lines) || len(lines) != 1 || lines[0].Column != tc.column || lines[0].Line == 0 ||
					!strings.Contains(en.Say(lines[0].Msg), tc.says) {
					t.Fatalf("error %v, want the reader's %q at column %d", err, tc.says, tc.column)
				}
			case tc.rule != "":
				if !errors.As(err, &v) || !hasRule(v, tc.rule) || v[0].Line == 0 {
					t.Fatalf("error %v, want %s with its line", err, tc.rule)
				}
			default:
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
			}
		})
	}
}

func hasRule(v scorer.Violations, rule string) bool {
	for _, n := range v {
		if n.Rule == rule {
			return true
		}
	}
	return false
}
