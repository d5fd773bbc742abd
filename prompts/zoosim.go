package prompts

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// AskZooSim asks for a ZooSim game that was not tracked: the players, how
// many years are finished, and each zoo's visitors, trees and benches at the
// end of every year.
func AskZooSim(p Prompter) (zoosim.Input, error) {
	var in zoosim.Input
	names, err := askPlayers(p, zoosim.Game)
	if err != nil {
		return in, err
	}
	years, err := AskInt(p, msg(p, "zoosim.ask.years", "max", zoosim.Years), zoosim.Years, 1, zoosim.Years)
	if err != nil {
		return in, err
	}
	in.Players = make([]zoosim.Zoo, len(names))
	for i, name := range names {
		if in.Players[i], err = askYears(p, zoosim.Zoo{Name: name}, years); err != nil {
			return in, err
		}
	}
	return ReviewZooSim(p, in)
}

// ReviewZooSim shows every zoo's years and lets the table correct any of
// them until all is right (also used to edit a stored game).
func ReviewZooSim(p Prompter, in zoosim.Input) (zoosim.Input, error) {
	err := confirm(p, sheets{
		players: names(in.Players, func(z zoosim.Zoo) string { return z.Name }),
		summary: func() []string { return ZooSimSummary(localizer(p), in, widthOf(p)) },
		check:   func() []scorer.Note { v, _ := zoosim.Check(in); return v },
		reask: func(i int) (err error) {
			z := in.Players[i]
			p.Say(msg(p, "zoosim.ask.years-again", "player", z.Name))
			in.Players[i], err = askYears(p, z, len(z.Years))
			return err
		},
		what: "years",
	})
	return in, err
}

// EditZooSim is the review of a stored game: while fewer than 5 years are
// entered it first offers to add the next year for every zoo, then shows
// the years for correction as ReviewZooSim does.
func EditZooSim(p Prompter, in zoosim.Input) (zoosim.Input, error) {
	in.Players = slices.Clone(in.Players) // the caller's years stay as they were
	for k := range in.Players {
		in.Players[k].Years = slices.Clip(in.Players[k].Years)
	}
	for len(in.Players) > 0 && zoosim.InProgress(in) {
		n := len(in.Players[0].Years)
		label := msg(p, "zoosim.ask.add-year.none")
		if n > 0 {
			label = msg(p, "zoosim.ask.add-year", "n", n)
		}
		items := []string{msg(p, "zoosim.ask.add-year.yes", "year", n+1), msg(p, "zoosim.ask.add-year.no")}
		i, err := p.Select(label, items)
		if err != nil {
			return in, err
		}
		if i == 1 {
			break
		}
		for k := range in.Players {
			z := &in.Players[k]
			b := lastBenches(z.Years)
			y, err := askYear(p, z.Name, len(z.Years)+1, b, zoosim.Year{Benches: b})
			if err != nil {
				return in, err
			}
			z.Years = append(z.Years, y)
		}
	}
	return ReviewZooSim(p, in)
}

func lastBenches(years []zoosim.Year) int {
	if len(years) == 0 {
		return 0
	}
	return years[len(years)-1].Benches
}

// askYears asks a zoo's counts at the end of each of the years, offering
// those it holds now (a new zoo holds none: its benches default to those
// of the year before).
func askYears(p Prompter, now zoosim.Zoo, years int) (zoosim.Zoo, error) {
	z := zoosim.Zoo{Name: now.Name}
	for y := 1; y <= years; y++ {
		before := lastBenches(z.Years)
		def := zoosim.Year{Benches: before}
		if y <= len(now.Years) {
			def = now.Years[y-1]
		}
		year, err := askYear(p, now.Name, y, before, def)
		if err != nil {
			return z, err
		}
		z.Years = append(z.Years, year)
	}
	return z, nil
}

// askYear asks one zoo's counts at the end of one year, offering def; the
// benches cannot go below those of the year before.
func askYear(p Prompter, name string, y, benches int, def zoosim.Year) (zoosim.Year, error) {
	label := msg(p, "zoosim.ask.year", "player", name, "year", y)
	answer, err := p.Input(label, fmt.Sprintf("%d %d %d", def.Visitors, def.Trees, def.Benches), threeCounts(localizer(p), benches))
	if err != nil {
		return zoosim.Year{}, err
	}
	n := counts(answer)
	return zoosim.Year{Visitors: n[0], Trees: n[1], Benches: n[2]}, nil
}

// threeCounts accepts "visitors trees benches" within what one zoo can
// have, and says in l's language what is wrong (English when l is nil).
func threeCounts(l *i18n.Localizer, benchesBefore int) func(string) error {
	say := func(id string, pairs ...any) error { return errors.New(l.T(id, pairs...)) }
	return func(s string) error {
		f := strings.Fields(s)
		if len(f) != 3 {
			return say("zoosim.ask.three")
		}
		n := counts(s)
		for i, x := range f {
			if _, err := ParseWhole(x); err != nil {
				return say("zoosim.ask.three-whole", "problem", err.Error())
			}
			if n[i] < 0 {
				return say("zoosim.ask.not-count", "value", strconv.Quote(x))
			}
		}
		switch {
		case n[0] > zoosim.MaxVisitorsPerZoo:
			return say("zoosim.ask.too-many-visitors", "count", n[0], "max", zoosim.MaxVisitorsPerZoo)
		case n[1] > zoosim.MaxTreesPerZoo:
			return say("zoosim.ask.too-many-trees", "count", n[1], "max", zoosim.MaxTreesPerZoo)
		case n[2] > zoosim.MaxBenches:
			return say("zoosim.ask.too-many-benches", "count", n[2], "max", zoosim.MaxBenches,
				"tiles", zoosim.TileCount, "paths", zoosim.MaxBenchesPerTile)
		case n[2] < benchesBefore:
			return say("zoosim.ask.fewer-benches", "benches", scorer.Count{N: n[2], Noun: "bench"}, "before", benchesBefore)
		}
		return nil
	}
}

func counts(s string) [3]int {
	var n [3]int
	for i, x := range strings.Fields(s) {
		if i < 3 {
			n[i], _ = strconv.Atoi(x)
		}
	}
	return n
}

// ZooSimSummary shows the zoos as a table, one row per player with a year
// a column (visitors/trees/benches at its end), for the confirmation,
// fitted to a terminal width columns wide (0: no limit), in l's language
// (English when l is nil).
func ZooSimSummary(l *i18n.Localizer, in zoosim.Input, width int) []string {
	t := Table{Header: []string{l.T("zoosim.summary.player")}, Right: map[int]bool{}, Wrap: map[int]bool{0: true}, Words: l}
	years := 0
	for _, z := range in.Players {
		years = max(years, len(z.Years))
	}
	for y := 1; y <= years; y++ {
		t.Header = append(t.Header, l.T("zoosim.summary.year", "year", y))
		t.Right[y] = true
	}
	for _, z := range in.Players {
		row := []any{z.Name}
		for _, y := range z.Years {
			row = append(row, fmt.Sprintf("%d/%d/%d", y.Visitors, y.Trees, y.Benches))
		}
		t.Add(row...)
	}
	head, rows := t.Lines(width)
	return append(append([]string{l.T("zoosim.summary.title")}, head...), rows...)
}
