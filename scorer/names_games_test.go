package scorer_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// Every game refuses names that are too long or hold control or invisible
// characters, in its sheets and in its play scripts, all names at once
// (contract.md, "Input"), and documents the rules.
func TestEveryGameChecksNames(t *testing.T) {
	long := strings.Repeat("n", scorer.MaxNameLength+1)
	games := []struct {
		game   string
		rules  []scorer.Rule
		sheets func(a, b, c string) error
		script func(a, b, c string) error
	}{
		{dice.Game, dice.Rules,
			func(a, b, c string) error {
				_, err := dice.Score(dice.Input{Players: []dice.Sheet{{Name: a}, {Name: b}, {Name: c}}})
				return err
			},
			func(a, b, c string) error { _, err := dice.NewTracker([]string{a, b, c}, nil); return err }},
		{junior.Game, junior.Rules,
			func(a, b, c string) error {
				_, err := junior.Score(junior.Input{Players: []junior.Zoo{{Name: a}, {Name: b}, {Name: c}}})
				return err
			},
			func(a, b, c string) error { _, err := junior.NewTracker([]string{a, b, c}); return err }},
		{zoosim.Game, zoosim.Rules,
			func(a, b, c string) error {
				_, err := zoosim.Score(zoosim.Input{Players: []zoosim.Zoo{{Name: a}, {Name: b}, {Name: c}}})
				return err
			},
			func(a, b, c string) error {
				_, err := zoosim.NewTracker([]string{a, b, c}, []string{a, b, c}, "")
				return err
			}},
	}
	for _, g := range games {
		t.Run(g.game, func(t *testing.T) {
			for _, id := range []string{".player-name-too-long", ".player-name-invisible"} {
				if !hasRule(g.rules, g.game+id) {
					t.Errorf("%s%s is not in the game's Rules", g.game, id)
				}
			}
			for what, check := range map[string]func(a, b, c string) error{"sheets": g.sheets, "script": g.script} {
				err := check("Ann\x1b[2J", long, "Cy\u200d")
				var v scorer.Violations
				if !errors.As(err, &v) {
					t.Fatalf("%s: err = %v, want violations", what, err)
				}
				rules := map[string]int{}
				for _, n := range v {
					rules[n.Rule]++
				}
				if rules[g.game+".player-name-invisible"] != 2 || rules[g.game+".player-name-too-long"] != 1 {
					t.Errorf("%s: notes\n%v\nwant two invisible names and one too long", what, v)
				}
				if strings.ContainsAny(v.Error(), "\x1b\u200d") {
					t.Errorf("%s: the notes repeat the invisible characters: %q", what, v.Error())
				}
			}
		})
	}
}

func hasRule(rules []scorer.Rule, id string) bool {
	for _, r := range rules {
		if r.ID == id {
			return true
		}
	}
	return false
}
