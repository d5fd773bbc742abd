package main

import (
	"bufio"
	"io"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/termtext"
)

// table prints aligned columns that fit the terminal (see termtext.Table):
// widths follow the display width of the names, and a row too wide wraps
// its wrapping columns onto continuation lines instead of cutting them.
type table struct {
	header []string
	right  map[int]bool // columns aligned right (numbers)
	wrap   map[int]bool // columns that may wrap; nil: only the last one
	rows   [][]any
	lines  map[int][]string // headings before a row
	// words is the language of the label of a last column that goes below
	// its row (English when nil).
	words *i18n.Localizer
}

func (t *table) add(cells ...any) { t.rows = append(t.rows, cells) }

// addLine adds a heading line before the next row.
func (t *table) addLine(s string) {
	if t.lines == nil {
		t.lines = map[int][]string{}
	}
	t.lines[len(t.rows)] = append(t.lines[len(t.rows)], s)
}

func (t *table) layout() *termtext.Table {
	pt := &termtext.Table{Header: t.header, Right: t.right, Wrap: t.wrap, Words: t.words}
	for i, r := range t.rows {
		for _, l := range t.lines[i] {
			pt.AddLine(l)
		}
		pt.Add(r...)
	}
	for _, l := range t.lines[len(t.rows)] {
		pt.AddLine(l)
	}
	return pt
}

// renderRows prints the rows without a header.
func (t *table) renderRows(w io.Writer, width int) {
	_, rows := t.layout().Lines(width)
	writeLines(w, nil, rows)
}

func (t *table) render(w io.Writer, width int, bold func(string) string) {
	header, rows := t.layout().Lines(width)
	for i, l := range header {
		header[i] = bold(l)
	}
	writeLines(w, header, rows)
}

// writeLines writes lines through one buffer: written one by one to the
// terminal or a pipe, a leaderboard of 2,500 players was 2,500 writes of
// the system's.
func writeLines(w io.Writer, groups ...[]string) {
	bw := bufio.NewWriterSize(w, 64<<10)
	for _, lines := range groups {
		for _, l := range lines {
			bw.WriteString(l)
			bw.WriteByte('\n')
		}
	}
	bw.Flush()
}

// bold emphasises text on a colour terminal; plain text otherwise (NO_COLOR,
// pipes, files).
func (o *shared) bold(s string) string {
	if !o.IO.Color || strings.TrimSpace(s) == "" {
		return s
	}
	return "\x1b[1m" + s + "\x1b[0m"
}
