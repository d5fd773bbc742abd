package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
)

// printResult prints a scored game: the contract's JSON object with --json,
// else the ranking and every player's breakdown.
func (a *app) printResult(res scorer.Result, g gameKind) error {
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
	renderResult(a.io.Out, res, g.title, a.io.Width)
	return nil
}

// renderResult prints a result as text. Names and every text stored with
// the result (items, reasons, messages, settings) go through
// prompts.Visible: a file written before names were checked may hold
// characters that would drive the terminal or forge a line.
func renderResult(w io.Writer, res scorer.Result, title string, width int) {
	head := title
	if res.ID != 0 {
		head += fmt.Sprintf(", game %d", res.ID)
	}
	if res.Status == scorer.StatusInProgress {
		head += " (in progress)"
	}
	fmt.Fprintln(w, head)
	if line := settingsLine(res.Settings); line != "" {
		fmt.Fprintln(w, prompts.Visible(line))
	}
	fmt.Fprintln(w)
	for _, p := range res.Players {
		fmt.Fprintf(w, "%d. %s: %d %s\n", p.Rank, prompts.Visible(p.Name), p.Total, plural(p.Total, "point", "points"))
		t := table{right: map[int]bool{2: true}}
		for _, it := range p.Breakdown {
			t.add("  ", it.Item, fmt.Sprintf("%+d", it.Points), it.Why)
		}
		t.renderRows(w, width)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%s %s\n", winnersLabel(res), prompts.Visible(scorer.JoinNames(res.Winners)))
	for _, d := range res.Decisions {
		if strings.Contains(d.Rule, ".tie-") { // how the ranking was settled
			fmt.Fprintln(w, "  "+wrap(prompts.Visible(d.Message), width-2, "    "))
		}
	}
	if len(res.Warnings) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Warnings (the game was scored anyway):")
		for _, n := range res.Warnings {
			fmt.Fprintln(w, "  ! "+wrap(prompts.Visible(n.String()), width-4, "    "))
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

// wrap keeps long sentences inside the terminal, continuing lines after
// indent.
func wrap(s string, width int, indent string) string {
	if width < 30 || len(s) <= width {
		return s
	}
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		if line != "" && len(line)+1+len(word) > width {
			lines = append(lines, line)
			line = indent + word
			continue
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	return strings.Join(append(lines, line), "\n")
}

// winnersLabel names the first place: winners of a finished game, leaders
// of one still being played.
func winnersLabel(res scorer.Result) string {
	if res.Status == scorer.StatusInProgress {
		return plural(len(res.Winners), "Leading so far:", "Leading so far (shared):")
	}
	return plural(len(res.Winners), "Winner:", "Winners (shared):")
}
