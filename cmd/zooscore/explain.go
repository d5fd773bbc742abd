package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/termtext"
)

// explainOptions is the whole input of explain.
type explainOptions struct {
	shared
	ID     string // ID, as typed
	Player string // --player: only this player's points and decisions
}

func newCmdExplain(f *factory, runF func(*explainOptions) error) *cobra.Command {
	opts := &explainOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "explain ID",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.ID = c.Context(), args[0]
			if runF != nil {
				return runF(opts)
			}
			return explainRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Player, "player", "", "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func explainRun(opts *explainOptions) error {
	sg, g, err := opts.stored(opts.Ctx, opts.ID)
	if err != nil {
		return err
	}
	return opts.explain(opts.fresh(sg, g), g, opts.Player)
}

// explained is a note with the rulebook section of its rule.
type explained struct {
	scorer.Note
	Source string `json:"source,omitempty"`
}

// explain prints a result with the source of every point and decision,
// narrowed to one player when asked.
func (o *shared) explain(res scorer.Result, g gameKind, player string) error {
	res = o.words().Result(res)
	if player != "" {
		var keep []scorer.PlayerResult
		for _, p := range res.Players {
			if scorer.NameKey(p.Name) == scorer.NameKey(player) {
				keep = append(keep, p)
			}
		}
		if len(keep) == 0 {
			var list []string
			for _, p := range res.Players {
				list = append(list, p.Name)
			}
			return usage("cmd.explain.not-a-player", "name", player, "players", msg.Names(list))
		}
		res.Players = keep
	}
	sources := map[string]string{}
	for _, r := range g.Rules {
		sources[r.ID] = ruleSource(o.words(), r)
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
	if o.JSON {
		writeJSON(o.IO.Out, map[string]any{"game": res.Game, "id": res.ID, "status": res.Status, "settings": res.Settings,
			"players": res.Players, "winners": res.Winners, "decisions": orEmpty(decisions), "warnings": orEmpty(warnings)})
		return nil
	}
	renderExplanation(o.IO.Out, o.words(), res, g.Name, decisions, warnings, o.IO.Width)
	return nil
}

func orEmpty(list []explained) []explained {
	if list == nil {
		return []explained{}
	}
	return list
}

// renderExplanation prints the explanation as text; like renderResult, it
// shows every name and stored text through termtext.Visible.
func renderExplanation(w io.Writer, loc *i18n.Localizer, res scorer.Result, game string, decisions, warnings []explained, width int) {
	v := termtext.Visible
	head := title(loc, game)
	if res.ID != 0 {
		head = loc.T("cmd.explain.heading", "id", int(res.ID), "title", head)
	}
	fmt.Fprintln(w, head)
	if line := settingsLine(loc, res.Settings); line != "" {
		fmt.Fprintln(w, wrap(v(line), width, "  "))
	}
	for _, p := range res.Players {
		line := loc.T("cmd.explain.player", "name", v(p.Name), "points", msg.Count{N: p.Total, Noun: "point"}, "rank", p.Rank)
		fmt.Fprintf(w, "\n%s\n", wrap(line, width, "  "))
		for _, it := range p.Breakdown {
			fmt.Fprintln(w, wrap(fmt.Sprintf("  %+4d  %s", it.Points, v(loc.T("cmd.explain.item", "item", it.Item, "why", it.Why))), width, "        "))
			fmt.Fprintln(w, wrap(fmt.Sprintf("        [%s] %s", v(it.Rule), v(it.Source)), width, "          "))
		}
	}
	section := func(name string, notes []explained) {
		if len(notes) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s\n", name)
		for _, n := range notes {
			fmt.Fprintln(w, wrap("  - "+v(explainedLine(loc, n)), width, "    "))
			fmt.Fprintln(w, wrap(fmt.Sprintf("    [%s] %s", v(n.Rule), v(n.Source)), width, "      "))
		}
	}
	section(loc.T("cmd.explain.decisions"), decisions)
	section(loc.T("cmd.explain.warnings"), warnings)
	fmt.Fprintf(w, "\n%s\n", wrap(winnersLine(loc, res), width, "  "))
}

// explainedLine says a decision or a warning with where it happened:
// "auction 3: round 2: Ann: ...".
func explainedLine(loc *i18n.Localizer, n explained) string {
	text := n.Message
	if n.Player != "" && !strings.HasPrefix(text, n.Player) {
		text = loc.T("cmd.explain.who", "name", n.Player, "message", text)
	}
	if n.Round > 0 {
		text = loc.T("cmd.explain.round", "n", n.Round, "message", text)
	}
	if n.Auction > 0 {
		text = loc.T("cmd.explain.auction", "n", n.Auction, "message", text)
	}
	return text
}
