package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/termtext"
)

// printResult prints a scored game: the contract's JSON object with --json,
// else the ranking and every player's breakdown.
func (o *shared) printResult(res scorer.Result, g gameKind) error {
	res = o.words().ResultJSON(res)
	if o.JSON {
		writeJSON(o.IO.Out, res)
		return nil
	}
	renderResult(o.IO.Out, o.words(), res, g.Name, o.IO.Width)
	return nil
}

// renderResult prints a result as text. Names and every text stored with
// the result (items, reasons, messages, settings) go through
// termtext.Visible: a file written before names were checked may hold
// characters that would drive the terminal or forge a line.
func renderResult(w io.Writer, loc *i18n.Localizer, res scorer.Result, game string, width int) {
	fmt.Fprintln(w, resultHeading(loc, res, game))
	if line := settingsLine(loc, res.Settings); line != "" {
		fmt.Fprintln(w, termtext.Wrap(termtext.Visible(line), width))
	}
	fmt.Fprintln(w)
	// One table for every player, so that the columns line up from one
	// player to the next; the item and its reason wrap within their
	// columns (at 60 columns a coin group's item needs two lines).
	t := table{right: map[int]bool{2: true}, wrap: map[int]bool{1: true, 3: true}}
	for _, p := range res.Players {
		t.addLine(loc.T("cmd.result.player", "rank", p.Rank, "name", p.Name, "points", msg.Count{N: p.Total, Noun: "point"}))
		for _, it := range p.Breakdown {
			t.add("  ", it.Item, fmt.Sprintf("%+d", it.Points), it.Why)
		}
	}
	t.renderRows(w, width)
	fmt.Fprintln(w)
	fmt.Fprintln(w, termtext.Wrap(winnersLine(loc, res), width))
	for _, d := range res.Decisions {
		if strings.Contains(d.Rule, ".tie-") { // how the ranking was settled
			fmt.Fprintln(w, wrap("  "+termtext.Visible(d.Message), width, "    "))
		}
	}
	if len(res.Warnings) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, loc.T("cmd.result.warnings"))
		for _, n := range res.Warnings {
			fmt.Fprintln(w, wrap("  ! "+termtext.Visible(loc.NoteLine(n)), width, "    "))
		}
	}
}

// resultHeading names the game: its title, its id once stored, and
// whether it is still being played.
func resultHeading(loc *i18n.Localizer, res scorer.Result, game string) string {
	id := "cmd.result.heading"
	if res.ID != 0 {
		id += ".stored"
	}
	if res.Status == scorer.StatusInProgress {
		id += ".in-progress"
	}
	return loc.T(id, "title", title(loc, game), "id", int(res.ID))
}

// settingsLine shows the values a table may choose, so nobody wonders which
// were used.
func settingsLine(loc *i18n.Localizer, settings map[string]any) string {
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
		var vals []string
		for _, a := range []string{"crocodile", "ostrich", "monkey", "elephant", "lion"} {
			vals = append(vals, loc.T("cmd.settings.hex", "animal", msg.Word(a), "value", hex[a]))
		}
		parts = append(parts, loc.T("cmd.settings.bonus-hexes", "values", strings.Join(vals, loc.T("list.comma"))))
	}
	var keys []string
	for k := range settings {
		if k != "bonus_hex" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		parts = append(parts, settingText(loc, k, settings[k]))
	}
	return strings.Join(parts, "; ")
}

// settingText says one setting: "variant: standard".
func settingText(loc *i18n.Localizer, key string, value any) string {
	name := strings.ReplaceAll(key, "_", " ")
	if loc.Has("cmd.settings." + key) {
		name = loc.T("cmd.settings." + key)
	}
	text := fmt.Sprint(value)
	if s, ok := value.(string); ok && loc.Has("cmd.settings."+key+"."+s) {
		text = loc.T("cmd.settings." + key + "." + s)
	}
	return loc.T("cmd.settings.one", "name", name, "value", text)
}

// wrap keeps a long sentence inside the terminal: it breaks lines at
// spaces (by display width), continuing them after indent.
func wrap(s string, width int, indent string) string {
	return termtext.WrapIndent(s, width, indent)
}

// println prints prose on standard output, wrapped at spaces to the
// terminal's width.
func (o *shared) println(s string) {
	fmt.Fprintln(o.IO.Out, termtext.Wrap(s, o.IO.Width))
}

// winnersLine names the first place: winners of a finished game, leaders
// of one still being played.
func winnersLine(loc *i18n.Localizer, res scorer.Result) string {
	id := "cmd.result.winners"
	if res.Status == scorer.StatusInProgress {
		id = "cmd.result.leading"
	}
	return loc.T(id, "n", len(res.Winners), "names", termtext.Visible(names(loc, res.Winners)))
}
