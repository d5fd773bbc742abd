package termtext

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/i18n"
)

// minColumn is the narrowest a column is made to wrap into: narrower, a
// cell would read one word a line.
const minColumn = 8

// maxLeast is the widest a column's least width gets: a word wider than
// that (a long name without spaces) is broken rather than kept whole.
const maxLeast = 20

// Table lays rows out in columns that fit a terminal. Column widths are
// display widths (see Width) of the text as shown: every cell goes through
// Visible, so a name can neither forge a row nor drive the terminal, and an
// escaped name is measured as it is printed. When the rows are wider than
// the terminal, the columns that may wrap are narrowed and their cells
// continue on the next lines of the row, at word boundaries (a List only
// between its items); when even that cannot fit, the last column goes
// below each row, indented. Nothing is ever cut.
type Table struct {
	Header []string
	Right  map[int]bool // columns aligned right (numbers)
	Wrap   map[int]bool // columns that may wrap; nil: only the last one
	// Gap is the space between two columns: two spaces when empty.
	Gap string
	// Words is the language of the label that names the last column when
	// it goes below each row ("PLAYERS:", "JOUEURS :"); English when nil.
	Words *i18n.Localizer
	rows  [][]cell
	lines map[int][]string // lines between the rows, by the row they precede
	free  []cell           // the rest of the block the next rows' cells come from
}

// AddLine adds a line between the rows (a heading for the rows after it):
// it is shown as it is, wrapped to the terminal, and takes no part in the
// columns.
func (t *Table) AddLine(s string) {
	if t.lines == nil {
		t.lines = map[int][]string{}
	}
	t.lines[len(t.rows)] = append(t.lines[len(t.rows)], Visible(s))
}

// List is a cell of items shown as "a, b, c" that wraps only between items,
// so that an item ("1. Ann 21") is never split across lines.
type List []string

type cell struct {
	text string
	// items are a List's items, each but the last with its comma: the
	// pieces it wraps between. nil: a text, which wraps between its words.
	items *[]string
}

// textCell is a cell of text. Its words are found only when it wraps: a
// leaderboard of 2,500 players has 20,000 cells, and a slice of words for
// each was most of the memory of laying it out.
func textCell(s string) cell { return cell{text: Visible(s)} }

// pieces are what c wraps between: a List's items, a text's words.
func (c cell) pieces() []string {
	if c.items != nil {
		return *c.items
	}
	return fields(c.text)
}

func listCell(items List) cell {
	units := make([]string, len(items))
	for i, it := range items {
		units[i] = Visible(it)
		if i < len(items)-1 {
			units[i] += ","
		}
	}
	return cell{text: strings.Join(units, " "), items: &units}
}

// text is a cell's value as text: what fmt.Sprint writes, without its
// reflection for the common kinds.
func text(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	}
	return fmt.Sprint(v)
}

// Add adds a row. A List cell wraps between its items; any other value is
// shown as text (fmt.Sprint).
func (t *Table) Add(cells ...any) {
	row := t.cellsFor(len(cells))
	for i, c := range cells {
		if l, ok := c.(List); ok {
			row[i] = listCell(l)
		} else {
			row[i] = textCell(text(c))
		}
	}
	t.rows = append(t.rows, row)
}

// AddText adds a row of text cells: Add without putting each cell into an
// interface first (a leaderboard of 2,500 players put 20,000).
func (t *Table) AddText(cells ...string) {
	row := t.cellsFor(len(cells))
	for i, c := range cells {
		row[i] = textCell(c)
	}
	t.rows = append(t.rows, row)
}

// cellsFor gives the cells of a new row of n, from a block shared with
// the rows before and after it: a block as large as the rows so far (up
// to 256 rows), so that a short table stays small and a leaderboard of
// 2,500 players makes a few blocks, not 2,500 slices.
func (t *Table) cellsFor(n int) []cell {
	if len(t.free) < n {
		t.free = make([]cell, n*min(max(len(t.rows), 1), 256))
	}
	row := t.free[:n:n]
	t.free = t.free[n:]
	return row
}

// Lines lays the table out for a terminal width columns wide (0: no limit)
// and returns the header's lines and the rows' lines apart, so that the
// caller may emphasise the header.
func (t *Table) Lines(width int) (header, rows []string) {
	rows = make([]string, 0, len(t.rows)) // a line a row, most often
	t.each(width, func(line []byte, isHeader bool) {
		if isHeader {
			header = append(header, string(line))
		} else {
			rows = append(rows, string(line))
		}
	})
	return header, rows
}

// Write writes the table laid out for width as Lines does, each line of
// the header as head makes it (nil: no header), through a buffer of its
// own and without a string for each line: a leaderboard of 2,500 players
// made 2,500 of them only to write them.
func (t *Table) Write(w io.Writer, width int, head func(string) string) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	t.each(width, func(line []byte, isHeader bool) {
		switch {
		case !isHeader:
			bw.Write(line)
		case head == nil:
			return
		default:
			bw.WriteString(head(string(line)))
		}
		bw.WriteByte('\n')
	})
	return bw.Flush()
}

// each lays the table out for width and gives emit its lines in order,
// the header's first; a line is emit's only during the call.
func (t *Table) each(width int, emit func(line []byte, isHeader bool)) {
	var head []cell
	for _, h := range t.Header {
		head = append(head, textCell(h))
	}
	all := t.rows
	if head != nil {
		all = append([][]cell{head}, t.rows...)
	}
	n := 0
	for _, r := range all {
		n = max(n, len(r))
	}
	if n == 0 {
		emitAll(t.linesBefore(0, width), emit)
		return
	}
	natural, least := make([]int, n), make([]int, n)
	for _, r := range all {
		for i, c := range r {
			natural[i] = max(natural[i], Width(c.text))
			least[i] = max(least[i], leastWidth(c))
		}
	}
	for i, c := range head {
		// A heading stays on one line: "enclosure / 2" reads badly.
		least[i] = max(least[i], min(Width(c.text), maxLeast))
	}
	l := t.layout(natural, least, n, width)
	var line []byte // the line being made, again for every line
	if head != nil {
		hl := l
		hl.below = false // the last heading names the cell below each row instead
		line = t.row(line, head, hl, width, "", func(b []byte) { emit(b, true) })
	}
	label := ""
	if l.below && len(t.Header) == n {
		// "PLAYERS (rank, name, points)" is named "PLAYERS" on every row.
		name, _, _ := strings.Cut(t.Header[n-1], " (")
		label = t.Words.Label(Visible(name)) + " "
	}
	row := func(b []byte) { emit(b, false) }
	for i, r := range t.rows {
		emitAll(t.linesBefore(i, width), emit)
		line = t.row(line, r, l, width, label, row)
	}
	emitAll(t.linesBefore(len(t.rows), width), emit)
}

func emitAll(lines []string, emit func([]byte, bool)) {
	for _, l := range lines {
		emit([]byte(l), false)
	}
}

// fitted is how a table fits a terminal: its column widths, the gap
// between them, and whether the last column goes below each row.
type fitted struct {
	widths []int
	gap    string
	below  bool
}

// layout chooses how the table fits: its columns side by side with the
// usual gap, else with the last column below each row, else the same with
// one space between the columns; failing all, at the natural widths, which
// the terminal cuts.
func (t *Table) layout(natural, least []int, n, width int) fitted {
	tries := []fitted{{gap: t.gap()}, {gap: t.gap(), below: true}, {gap: " "}, {gap: " ", below: true}}
	for _, try := range tries {
		cols := natural
		if try.below {
			if n < 2 || !t.wraps(n-1, n) {
				continue
			}
			cols = natural[:n-1]
		}
		if try.widths = t.fit(cols, least, n, width, try.gap); try.widths != nil {
			return try
		}
	}
	return fitted{widths: natural, gap: t.gap()}
}

// String lays the table out with no limit of width, header first.
func (t *Table) String() string {
	h, r := t.Lines(0)
	return strings.Join(append(h, r...), "\n")
}

func (t *Table) linesBefore(row, width int) []string {
	var out []string
	for _, l := range t.lines[row] {
		out = append(out, strings.Split(Wrap(l, width), "\n")...)
	}
	return out
}

func (t *Table) gap() string {
	if t.Gap == "" {
		return "  "
	}
	return t.Gap
}

// wraps reports whether column col of n may wrap.
func (t *Table) wraps(col, n int) bool {
	if t.Wrap == nil {
		return col == n-1
	}
	return t.Wrap[col]
}

// fit gives every column its width within width columns: the natural
// widths when they fit, else the wrapping columns narrowed to a common
// level, none below its least width. It returns nil when they cannot be
// narrowed enough.
func (t *Table) fit(natural, least []int, n, width int, gap string) []int {
	widths := slices.Clone(natural)
	room := width - len(gap)*(len(natural)-1)
	most := 0
	for i, w := range natural {
		if !t.wraps(i, n) {
			room -= w
		}
		most = max(most, w)
	}
	if width <= 0 || t.wrapping(natural, n) <= room {
		return widths
	}
	// The highest level at which the wrapping columns fit; a column keeps
	// its natural width below that level and its least width above it.
	for level := most; level >= 0; level-- {
		used := 0
		for i := range natural {
			if t.wraps(i, n) {
				widths[i] = max(least[i], min(natural[i], level))
				used += widths[i]
			}
		}
		if used <= room {
			return widths
		}
	}
	return nil
}

// wrapping is the natural width of the wrapping columns together.
func (t *Table) wrapping(natural []int, n int) int {
	sum := 0
	for i, w := range natural {
		if t.wraps(i, n) {
			sum += w
		}
	}
	return sum
}

// leastWidth is how narrow a wrapping column may become: its widest list
// item or word fits on a line (a word only up to maxLeast: a long name
// without a space may be broken, an item of a list never is); and never
// narrower than minColumn, unless the column is narrower anyway.
func leastWidth(c cell) int {
	widest := 0
	if c.items != nil {
		for _, u := range *c.items {
			widest = max(widest, Width(u))
		}
	} else {
		widest = min(widestWord(c.text), maxLeast)
	}
	return min(Width(c.text), max(widest, minColumn))
}

// row lays out one row and gives its lines to emit: its cells wrapped into
// their columns, side by side, then the last cell below when it does not
// fit beside them. Each line is made in b, given back for the next row.
func (t *Table) row(b []byte, r []cell, l fitted, width int, label string, emit func([]byte)) []byte {
	widths := l.widths
	var cols [][]string // the lines of each cell that wraps; nil when none does (most rows)
	height := 1
	for i := range widths {
		if i < len(r) && Width(r[i].text) > widths[i] {
			if cols == nil {
				cols = make([][]string, len(widths))
			}
			cols[i] = wrapCell(r[i], widths[i])
			height = max(height, len(cols[i]))
		}
	}
	for k := range height {
		b = b[:0]
		for i, w := range widths {
			s := ""
			switch {
			case (cols == nil || cols[i] == nil) && k == 0 && i < len(r):
				s = r[i].text // fits on one line: no slice of lines of its own
			case cols != nil && k < len(cols[i]):
				s = cols[i][k]
			}
			if i > 0 {
				b = append(b, l.gap...)
			}
			pad := max(0, w-Width(s))
			if !t.Right[i] {
				b = append(b, s...)
			}
			for range pad {
				b = append(b, ' ')
			}
			if t.Right[i] {
				b = append(b, s...)
			}
		}
		emit(bytes.TrimRight(b, " "))
	}
	if l.below && len(r) > len(widths) && r[len(widths)].text != "" {
		// Below the row, indented; a list still breaks between items.
		last := fill(r[len(widths)].pieces(), width-4-Width(label), width-6)
		for i, s := range last {
			if i == 0 {
				emit([]byte("    " + label + s))
			} else {
				emit([]byte("      " + s))
			}
		}
	}
	return b
}

// wrapCell breaks a cell into lines of at most width columns: between its
// units, a unit too wide between its words, a word too wide between its
// characters (a column must keep its width for the next one to align).
func wrapCell(c cell, width int) []string {
	if Width(c.text) <= width {
		return []string{c.text}
	}
	var words []string
	for _, u := range c.pieces() {
		if Width(u) <= width {
			words = append(words, u)
			continue
		}
		for _, w := range strings.Fields(u) {
			if Width(w) <= width {
				words = append(words, w)
			} else {
				words = append(words, breakWord(w, width)...)
			}
		}
	}
	return fill(words, width, width)
}
