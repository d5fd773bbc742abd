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

func (a *app) newRulesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rules [GAME]",
		Short: "List the rule ids zooscore checks, with the rulebook section of each",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			kinds := sortedGames()
			if len(args) == 1 {
				g, err := lookupGame(args[0])
				if err != nil {
					return err
				}
				kinds = []gameKind{g}
			}
			if a.jsonOut {
				out := map[string][]ruleJSON{}
				for _, g := range kinds {
					out[g.name] = []ruleJSON{}
					for _, r := range g.rules {
						out[g.name] = append(out[g.name], ruleJSON{ID: r.ID, Source: ruleSource(a.words(), r), Summary: ruleSummary(a.words(), r)})
					}
				}
				writeJSON(a.io.Out, out)
				return nil
			}
			for _, g := range kinds {
				fmt.Fprintf(a.io.Out, "%s (%s)\n", g.title, g.name)
				t := table{}
				for _, r := range g.rules {
					t.add("  "+r.ID, ruleSummary(a.words(), r))
				}
				t.renderRows(a.io.Out, a.io.Width)
				fmt.Fprintln(a.io.Out)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the rules as JSON")
	return cmd
}

// ruleJSON is a rule with the lower-case keys every other JSON object of
// zooscore uses ("rule", "source" in results and errors).
type ruleJSON struct {
	ID      string `json:"id"`
	Source  string `json:"source"`
	Summary string `json:"summary"`
}

// ruleSummary says what a rule guards: the catalogs' "rule.ID", or the
// summary a game still gives itself.
func ruleSummary(l *i18n.Localizer, r scorer.Rule) string {
	if r.Summary != "" {
		return r.Summary
	}
	return l.T("rule." + r.ID)
}

// ruleSource names a rule's rulebook section: a message id of the catalogs,
// or the section's name a game still gives itself.
func ruleSource(l *i18n.Localizer, r scorer.Rule) string {
	if l.Has(r.Source) {
		return l.T(r.Source)
	}
	return r.Source
}

func sortedGames() []gameKind {
	var out []gameKind
	for _, g := range games {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// writeRulesMarkdown writes the reference of every rule id (docs/rules.md).
func writeRulesMarkdown(w io.Writer) {
	fmt.Fprintln(w, "# Rule ids")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Every check, score line and automatic decision of zooscore names one of these stable ids.")
	fmt.Fprintln(w, "This page is generated from the rules engine by `go test ./cmd/zooscore -run TestRulesDoc -update`.")
	en := i18n.For(i18n.English)
	for _, g := range sortedGames() {
		fmt.Fprintf(w, "\n## %s (`%s`)\n\n| id | rulebook section | what it guards |\n|---|---|---|\n", g.title, g.name)
		for _, r := range g.rules {
			fmt.Fprintf(w, "| `%s` | %s | %s |\n", r.ID, ruleSource(en, r), strings.ReplaceAll(ruleSummary(en, r), "|", "\\|"))
		}
	}
}
