package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
)

func (a *app) newExplainCmd() *cobra.Command {
	var player string
	cmd := &cobra.Command{
		Use:   "explain ID",
		Short: "Explain every point and every automatic decision of a stored game",
		Long: `Explain a stored game to settle a dispute: every point of every player with
the rule that gives it (rulebook and section), and every decision zooscore
took by itself (coin groups, bonuses, offspring, visitors, trees, tiebreaks)
with its reason. check --explain does the same for sheets that are not stored.`,
		Example: "  zooscore explain 42\n  zooscore explain 42 --player ann --json",
		Args:    cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			sg, g, err := a.stored(c.Context(), args[0])
			if err != nil {
				return err
			}
			return a.explain(sg.Result, g, player)
		},
	}
	cmd.Flags().StringVar(&player, "player", "", "only this player's points and decisions (any letter case)")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the explanation as one JSON object")
	return cmd
}

// explained is a note with the rulebook section of its rule.
type explained struct {
	scorer.Note
	Source string `json:"source,omitempty"`
}

// explain prints a result with the source of every point and decision,
// narrowed to one player when asked.
func (a *app) explain(res scorer.Result, g gameKind, player string) error {
	res = a.words().Result(res)
	if player != "" {
		var keep []scorer.PlayerResult
		for _, p := range res.Players {
			if scorer.NameKey(p.Name) == scorer.NameKey(player) {
				keep = append(keep, p)
			}
		}
		if len(keep) == 0 {
			var names []string
			for _, p := range res.Players {
				names = append(names, p.Name)
			}
			return usagef("%q did not play in this game; its players are %s", player, scorer.JoinNames(names))
		}
		res.Players = keep
	}
	sources := map[string]string{}
	for _, r := range g.rules {
		sources[r.ID] = a.words().T(r.Source)
	}
	var decisions []explained
	for _, d := range res.Decisions {
		if player == "" || d.Player == "" || scorer.NameKey(d.Player) == scorer.NameKey(player) {
			decisions = append(decisions, explained{Note: d, Source: sources[d.Rule]})
		}
	}
	var warnings []explained
	for _, w := range res.Warnings {
		warnings = append(warnings, explained{Note: w, Source: sources[w.Rule]})
	}
	if a.jsonOut {
		writeJSON(a.io.Out, map[string]any{"game": res.Game, "id": res.ID, "status": res.Status, "settings": res.Settings,
			"players": res.Players, "winners": res.Winners, "decisions": orEmpty(decisions), "warnings": orEmpty(warnings)})
		return nil
	}
	renderExplanation(a.io.Out, res, g.title, decisions, warnings, a.io.Width)
	return nil
}

func orEmpty(list []explained) []explained {
	if list == nil {
		return []explained{}
	}
	return list
}

// renderExplanation prints the explanation as text; like renderResult, it
// shows every name and stored text through prompts.Visible.
func renderExplanation(w io.Writer, res scorer.Result, title string, decisions, warnings []explained, width int) {
	v := prompts.Visible
	head := title
	if res.ID != 0 {
		head = fmt.Sprintf("Game %d: %s", res.ID, title)
	}
	fmt.Fprintln(w, head)
	if line := settingsLine(res.Settings); line != "" {
		fmt.Fprintln(w, wrap(v(line), width, "  "))
	}
	for _, p := range res.Players {
		fmt.Fprintf(w, "\n%s\n", wrap(fmt.Sprintf("%s: %d %s, rank %d", v(p.Name), p.Total, plural(p.Total, "point", "points"), p.Rank), width, "  "))
		for _, it := range p.Breakdown {
			fmt.Fprintln(w, wrap(fmt.Sprintf("  %+4d  %s", it.Points, v(it.Item+": "+it.Why)), width, "        "))
			fmt.Fprintln(w, wrap(fmt.Sprintf("        [%s] %s", v(it.Rule), v(it.Source)), width, "          "))
		}
	}
	section := func(name string, notes []explained) {
		if len(notes) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s\n", name)
		for _, n := range notes {
			text := n.Message
			if n.Player != "" && !strings.HasPrefix(text, n.Player) {
				text = n.Player + ": " + text
			}
			if n.Round > 0 {
				text = fmt.Sprintf("round %d: %s", n.Round, text)
			}
			if n.Auction > 0 {
				text = fmt.Sprintf("auction %d: %s", n.Auction, text)
			}
			fmt.Fprintln(w, wrap("  - "+v(text), width, "    "))
			fmt.Fprintln(w, wrap(fmt.Sprintf("    [%s] %s", v(n.Rule), v(n.Source)), width, "      "))
		}
	}
	section("Decisions taken by the rules", decisions)
	section("Warnings", warnings)
	fmt.Fprintf(w, "\n%s\n", wrap(winnersLabel(res)+" "+v(scorer.JoinNames(res.Winners)), width, "  "))
}
