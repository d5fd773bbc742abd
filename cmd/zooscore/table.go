package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/mattn/go-runewidth"

	"github.com/zooscore/zooscore/prompts"
)

// table prints aligned columns that fit the terminal: when a row is too wide
// the last column is cut with an ellipsis. Widths are display widths, so
// names with accents or wide characters stay aligned. Every cell and header
// is made visible (prompts.Visible): a name cannot forge a row or drive the
// terminal.
type table struct {
	header []string
	rows   [][]string
	right  map[int]bool // columns aligned right (numbers)
}

func (t *table) add(cells ...any) {
	row := make([]string, len(cells))
	for i, c := range cells {
		row[i] = prompts.Visible(fmt.Sprint(c))
	}
	t.rows = append(t.rows, row)
}

// renderRows prints the rows without a header.
func (t *table) renderRows(w io.Writer, width int) {
	t.print(w, width, nil, func(s string) string { return s })
}

func (t *table) render(w io.Writer, width int, bold func(string) string) {
	t.print(w, width, t.header, bold)
}

func (t *table) print(w io.Writer, width int, header []string, bold func(string) string) {
	if header != nil {
		shown := make([]string, len(header))
		for i, h := range header {
			shown[i] = prompts.Visible(h)
		}
		header = shown
	}
	all := t.rows
	if header != nil {
		all = append([][]string{header}, t.rows...)
	}
	if len(all) == 0 {
		return
	}
	widths := make([]int, len(all[0]))
	for _, row := range all {
		for i, c := range row {
			widths[i] = max(widths[i], runewidth.StringWidth(c))
		}
	}
	// Shrink the last column to what the terminal leaves for it.
	last := len(widths) - 1
	used := 0
	for _, wd := range widths[:last] {
		used += wd + 2
	}
	if room := width - used; width > 0 && room >= 10 && widths[last] > room {
		widths[last] = room
	}
	line := func(row []string) string {
		var b strings.Builder
		for i, c := range row {
			c = runewidth.Truncate(c, widths[i], "…")
			pad := strings.Repeat(" ", widths[i]-runewidth.StringWidth(c))
			if t.right[i] {
				b.WriteString(pad + c)
			} else if i < last {
				b.WriteString(c + pad)
			} else {
				b.WriteString(c)
			}
			if i < last {
				b.WriteString("  ")
			}
		}
		return strings.TrimRight(b.String(), " ")
	}
	if header != nil {
		fmt.Fprintln(w, bold(line(header)))
	}
	for _, row := range t.rows {
		fmt.Fprintln(w, line(row))
	}
}

// bold emphasises text on a colour terminal; plain text otherwise (NO_COLOR,
// pipes, files).
func (a *app) bold(s string) string {
	if !a.io.Color {
		return s
	}
	return "\x1b[1m" + s + "\x1b[0m"
}
