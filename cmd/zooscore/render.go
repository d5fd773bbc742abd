package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
)

// printResult prints a scored game: the contract's JSON object with --json,
// else the ranking and every player's breakdown.
func (a *app) printResult(res scorer.Result, g gameKind) error {
	res = a.words().Result(res)
	if res.Warnings == nil {
		res.Warnings = []scorer.Note{}
	}
	if res.Winners == nil {
		res.Winners = []string{}
	}
	if a.jsonOut {
		writeJSON(a.io.Out, res)
		return nil
	}
	renderResult(a.io.Out, a.words(), res, g.title, a.io.Width)
	return nil
}

// renderResult prints a result as text. Names and every text stored with
// the result (items, reasons, messages, settings) go through
// prompts.Visible: a file written before names were checked may hold
// characters that would drive the terminal or forge a line.
func renderResult(w io.Writer, loc *i18n.Localizer, res scorer.Result, title string, width int) {
	head := title
	if res.ID != 0 {
		head += fmt.Sprintf(", game %d", res.ID)
	}
	if res.Status == scorer.StatusInProgress {
		head += " (in progress)"
	}
	fmt.Fprintln(w, head)
	if line := settingsLine(res.Settings); line != "" {
		fmt.Fprintln(w, prompts.Wrap(prompts.Visible(line), width))
	}
	fmt.Fprintln(w)
	// One table for every player, so that the columns line up from one
	// player to the next; the item and its reason wrap within their
	// columns (at 60 columns a coin group's item needs two lines).
	t := table{right: map[int]bool{2: true}, wrap: map[int]bool{1: true, 3: true}}
	for _, p := range res.Players {
		t.addLine(fmt.Sprintf("%d. %s: %d %s", p.Rank, p.Name, p.Total, plural(p.Total, "point", "points")))
		for _, it := range p.Breakdown {
			t.add("  ", it.Item, fmt.Sprintf("%+d", it.Points), it.Why)
		}
	}
	t.renderRows(w, width)
	fmt.Fprintln(w)
	fmt.Fprintln(w, prompts.Wrap(winnersLabel(res)+" "+prompts.Visible(scorer.JoinNames(res.Winners)), width))
	for _, d := range res.Decisions {
		if strings.Contains(d.Rule, ".tie-") { // how the ranking was settled
			fmt.Fprintln(w, wrap("  "+prompts.Visible(d.Message), width, "    "))
		}
	}
	if len(res.Warnings) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Warnings (the game was scored anyway):")
		for _, n := range res.Warnings {
			fmt.Fprintln(w, wrap("  ! "+prompts.Visible(loc.NoteLine(n)), width, "    "))
		}
	}
}

// settingsLine shows the values a table may choose, so nobody wonders which
// were used.
func settingsLine(settings map[string]any) string {
	hex, ok := settings["bonus_hex"].(map[string]int)
	if !ok {
		if raw, ok := settings["bonus_hex"].(map[string]any); ok {
			hex = map[string]int{}
			for k, v := range raw {
				if f, ok := v.(float64); ok {
					hex[k] = int(f)
				}
			}
		}
	}
	var parts []string
	if hex != nil {
		order := []string{"crocodile", "ostrich", "monkey", "elephant", "lion"}
		var vals []string
		for _, a := range order {
			vals = append(vals, fmt.Sprintf("%s %d", a, hex[a]))
		}
		parts = append(parts, "Bonus hexes: "+strings.Join(vals, ", "))
	}
	var keys []string
	for k := range settings {
		if k != "bonus_hex" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s: %v", strings.ReplaceAll(k, "_", " "), settings[k]))
	}
	return strings.Join(parts, "; ")
}

// wrap keeps a long sentence inside the terminal: it breaks lines at
// spaces (by display width), continuing them after indent.
func wrap(s string, width int, indent string) string {
	return prompts.WrapIndent(s, width, indent)
}

// println prints prose on standard output, wrapped at spaces to the
// terminal's width.
func (a *app) println(s string) {
	fmt.Fprintln(a.io.Out, prompts.Wrap(s, a.io.Width))
}

// winnersLabel names the first place: winners of a finished game, leaders
// of one still being played.
func winnersLabel(res scorer.Result) string {
	if res.Status == scorer.StatusInProgress {
		return plural(len(res.Winners), "Leading so far:", "Leading so far (shared):")
	}
	return plural(len(res.Winners), "Winner:", "Winners (shared):")
}
