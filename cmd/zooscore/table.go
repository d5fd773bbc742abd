package main

import (
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
	// words is the language of the label of a last column that goes below
	// its row (English when nil).
	words *i18n.Localizer
	// laid holds the rows, made into cells as they are added: a cell kept
	// as a value in an interface until the table is laid out was an
	// allocation of its own (20,000 for a leaderboard of 2,500 players).
	laid termtext.Table
}

func (t *table) add(cells ...any) { t.laid.Add(cells...) }

// addText adds a row of text cells (see termtext.Table.AddText).
func (t *table) addText(cells ...string) { t.laid.AddText(cells...) }

// addLine adds a heading line before the next row.
func (t *table) addLine(s string) { t.laid.AddLine(s) }

func (t *table) layout() *termtext.Table {
	t.laid.Header, t.laid.Right, t.laid.Wrap, t.laid.Words = t.header, t.right, t.wrap, t.words
	return &t.laid
}

// renderRows prints the rows without a header.
func (t *table) renderRows(w io.Writer, width int) { t.layout().Write(w, width, nil) }

// render prints the table, its header as bold makes it.
func (t *table) render(w io.Writer, width int, bold func(string) string) {
	t.layout().Write(w, width, bold)
}

// bold emphasises text on a colour terminal; plain text otherwise (NO_COLOR,
// pipes, files).
func (o *shared) bold(s string) string {
	if !o.IO.Color || strings.TrimSpace(s) == "" {
		return s
	}
	return "\x1b[1m" + s + "\x1b[0m"
}
