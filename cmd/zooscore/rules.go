package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// rulesOptions is the whole input of rules.
type rulesOptions struct {
	shared
	Game  string // GAME, as typed
	Every bool   // no GAME given: the rules of every game
}

func newCmdRules(f *factory, runF func(*rulesOptions) error) *cobra.Command {
	opts := &rulesOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "rules [GAME]",
		Args: maxArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			opts.Every = len(args) == 0
			if !opts.Every {
				opts.Game = args[0]
			}
			if runF != nil {
				return runF(opts)
			}
			return rulesRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func rulesRun(opts *rulesOptions) error {
	kinds := sortedGames()
	if !opts.Every {
		g, err := lookupGame(opts.Game)
		if err != nil {
			return err
		}
		kinds = []gameKind{g}
	}
	loc, out := opts.words(), opts.IO.Out
	if opts.JSON {
		rules := map[string][]ruleJSON{}
		for _, g := range kinds {
			rules[g.Name] = []ruleJSON{}
			for _, r := range g.Rules {
				rules[g.Name] = append(rules[g.Name], ruleJSON{ID: r.ID, Source: ruleSource(loc, r), Summary: ruleSummary(loc, r)})
			}
		}
		writeJSON(out, rules)
		return nil
	}
	for _, g := range kinds {
		fmt.Fprintln(out, loc.T("cmd.game-with-title.heading", "game", g.Name, "title", title(loc, g.Name)))
		t := table{}
		for _, r := range g.Rules {
			t.add("  "+r.ID, ruleSummary(loc, r))
		}
		t.renderRows(out, opts.IO.Width)
		fmt.Fprintln(out)
	}
	return nil
}

// ruleJSON is a rule with the lower-case keys every other JSON object of
// zooscore uses ("rule", "source" in results and errors).
type ruleJSON struct {
	ID      string `json:"id"`
	Source  string `json:"source"`
	Summary string `json:"summary"`
}

// ruleSummary says what a rule guards: the catalogs' rule.RULEID (a test
// of i18n holds every rule to have one), else the id itself.
func ruleSummary(loc *i18n.Localizer, r scorer.Rule) string {
	if loc.Has("rule." + r.ID) {
		return loc.T("rule." + r.ID)
	}
	return r.ID
}

// ruleSource names the rulebook section of a rule: Source is a message
// id (source.dice.scoring), or the section's English name.
func ruleSource(loc *i18n.Localizer, r scorer.Rule) string {
	if loc.Has(r.Source) {
		return loc.T(r.Source)
	}
	return r.Source
}

func sortedGames() []gameKind {
	var out []gameKind
	for _, g := range games {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// writeRulesMarkdown writes the reference of every rule id (docs/rules.md),
// in English.
func writeRulesMarkdown(w io.Writer) {
	loc := i18n.For(i18n.English)
	fmt.Fprintln(w, "# Rule ids")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Every check, score line and automatic decision of zooscore names one of these stable ids.")
	fmt.Fprintln(w, "This page is generated from the rules engine and the English catalog by `go test ./cmd/zooscore -run TestRulesDoc -update`;")
	fmt.Fprintln(w, "`zooscore rules --lang de` (or `fr`) lists them in German or French.")
	for _, g := range sortedGames() {
		fmt.Fprintf(w, "\n## %s (`%s`)\n\n| id | rulebook section | what it guards |\n|---|---|---|\n", title(loc, g.Name), g.Name)
		for _, r := range g.Rules {
			fmt.Fprintf(w, "| `%s` | %s | %s |\n", r.ID, ruleSource(loc, r), strings.ReplaceAll(ruleSummary(loc, r), "|", "\\|"))
		}
	}
}
