package main

import (
	"math"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer/profile"
	"github.com/zooscore/zooscore/termtext"
)

// The chart of `zooscore player`: the points of every game as bars, the
// rating after it as a line of dots below, on one time axis with dates.
// Games are spaced evenly in the order played (as on the web page's
// chart), up to three columns apart; when there are more games than
// columns, a column stands for several games in a row (their average
// points, the rating after the last of them), and the chart says so.
//
//	points
//	  24 ┤       █
//	     ┤ ▄     █
//	   0 ┤ █  ▂  █  ▆
//	rating
//	 2.1 ┤          •
//	     ┤       •
//	-1.8 ┤ •  •
//	     └──────────────
//	      2026-08-04  2026-11-21

const (
	chartWidth   = 80 // at most, and when the output is no terminal
	pointRows    = 5  // the bars' height: 40 steps of an eighth
	ratingRows   = 5
	columnsApart = 3 // the widest spacing of the games
)

// eighths are the blocks a bar's top is drawn with, by its height in
// eighths of a row.
var eighths = []string{" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"}

// playerChart draws the chart of games in at most width columns (0: the
// output is no terminal, chartWidth), for loc's language; per is how many
// games a column stands for.
func playerChart(loc *i18n.Localizer, games []profile.Point, width int) (lines []string, per int) {
	if width <= 0 || width > chartWidth {
		width = chartWidth
	}
	lo, hi := 0.0, 1.0 // points: from 0 (or the lowest total below it)
	rlo, rhi := math.Inf(1), math.Inf(-1)
	for _, g := range games {
		lo, hi = math.Min(lo, float64(g.Total)), math.Max(hi, float64(g.Total))
		rlo, rhi = math.Min(rlo, g.Rating), math.Max(rhi, g.Rating)
	}
	labels := []string{loc.Int(int(hi)), loc.Int(int(lo)), tenths(loc, rhi), tenths(loc, rlo)}
	lw := 0
	for _, l := range labels {
		lw = max(lw, termtext.Width(l))
	}
	room := max(width-lw-3, 1) // "LABEL ┤" and a space before the first column
	cols, per := profile.Runs(games, room)
	step := max(min(room/len(cols), columnsApart), 1)
	plot := len(cols) * step

	label := func(s string) string { return strings.Repeat(" ", lw-termtext.Width(s)) + s }
	lines = append(lines, loc.T("cmd.player.chart.points"))
	for row := pointRows - 1; row >= 0; row-- {
		var b strings.Builder
		switch row {
		case pointRows - 1:
			b.WriteString(label(labels[0]))
		case 0:
			b.WriteString(label(labels[1]))
		default:
			b.WriteString(strings.Repeat(" ", lw))
		}
		b.WriteString(" ┤ ")
		for _, c := range cols {
			// A game of the lowest total still shows: an eighth at least.
			h := max(int(math.Round((c.Points-lo)/(hi-lo)*pointRows*8)), 1)
			b.WriteString(eighths[min(max(h-row*8, 0), 8)])
			b.WriteString(strings.Repeat(" ", step-1))
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	lines = append(lines, loc.T("cmd.player.chart.rating"))
	for row := ratingRows - 1; row >= 0; row-- {
		var b strings.Builder
		switch {
		case rhi == rlo && row == ratingRows/2: // one rating only, in the middle
			b.WriteString(label(labels[2]))
		case rhi > rlo && row == ratingRows-1:
			b.WriteString(label(labels[2]))
		case rhi > rlo && row == 0:
			b.WriteString(label(labels[3]))
		default:
			b.WriteString(strings.Repeat(" ", lw))
		}
		b.WriteString(" ┤ ")
		for _, c := range cols {
			at := ratingRows / 2 // one rating only: the middle row
			if rhi > rlo {
				at = int(math.Round((c.Rating - rlo) / (rhi - rlo) * (ratingRows - 1)))
			}
			mark := " "
			if at == row {
				mark = "•"
			}
			b.WriteString(mark + strings.Repeat(" ", step-1))
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	lines = append(lines, strings.Repeat(" ", lw)+" └"+strings.Repeat("─", plot+1))
	lines = append(lines, dateAxis(loc, cols, lw+3, step))
	return lines, per
}

// dateAxis writes the dates under the time axis: the first column's at
// its left, the last one's ending under it, and the middle one's between
// when there is room for it (and it says another day).
func dateAxis(loc *i18n.Localizer, cols []profile.Run, indent, step int) string {
	line := []rune(strings.Repeat(" ", indent+len(cols)*step+40)) // room for two dates after a short axis
	put := func(at int, s string) bool {
		r := []rune(s)
		if at < 0 || at+len(r) > len(line) {
			return false
		}
		for i := at - 1; i <= at+len(r); i++ { // a space either side
			if i >= 0 && i < len(line) && line[i] != ' ' {
				return false
			}
		}
		copy(line[at:], r)
		return true
	}
	first, last := loc.Date(cols[0].From.Local()), loc.Date(cols[len(cols)-1].To.Local())
	put(indent, first)
	if len(cols) == 1 || first == last {
		return strings.TrimRight(string(line), " ")
	}
	// The last date ends under the last column, or follows the first.
	put(max(indent+(len(cols)-1)*step+1-len([]rune(last)), indent+len([]rune(first))+1), last)
	if m := loc.Date(cols[len(cols)/2].From.Local()); m != first && m != last {
		put(indent+len(cols)/2*step-len([]rune(m))/2, m) // only where it fits
	}
	return strings.TrimRight(string(line), " ")
}
