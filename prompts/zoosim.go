package prompts

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// AskZooSim asks for a ZooSim game that was not tracked: the players, how
// many years are finished, and each zoo's visitors, trees and benches at the
// end of every year.
func AskZooSim(p Prompter) (zoosim.Input, error) {
	var in zoosim.Input
	names, err := AskNames(p, 2, 4)
	if err != nil {
		return in, err
	}
	years, err := AskInt(p, fmt.Sprintf("Years finished (1-%d)", zoosim.Years), zoosim.Years, 1, zoosim.Years)
	if err != nil {
		return in, err
	}
	in.Players = make([]zoosim.Zoo, len(names))
	for i, name := range names {
		if in.Players[i], err = askYears(p, name, years); err != nil {
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
		summary: func() []string { return ZooSimSummary(in) },
		check:   func() []scorer.Note { v, _ := zoosim.Check(in); return v },
		reask: func(i int) (err error) {
			in.Players[i], err = askYears(p, in.Players[i].Name, len(in.Players[i].Years))
			return err
		},
		what: "years",
	})
	return in, err
}

func askYears(p Prompter, name string, years int) (zoosim.Zoo, error) {
	z := zoosim.Zoo{Name: name}
	benches := 0
	for y := 1; y <= years; y++ {
		label := fmt.Sprintf("%s, end of year %d: visitors trees benches", name, y)
		answer, err := p.Input(label, fmt.Sprintf("0 0 %d", benches), threeCounts(benches))
		if err != nil {
			return z, err
		}
		n := counts(answer)
		z.Years = append(z.Years, zoosim.Year{Visitors: n[0], Trees: n[1], Benches: n[2]})
		benches = n[2]
	}
	return z, nil
}

// threeCounts accepts "visitors trees benches" within what one zoo can have.
func threeCounts(benchesBefore int) func(string) error {
	return func(s string) error {
		f := strings.Fields(s)
		if len(f) != 3 {
			return fmt.Errorf("type three numbers: visitors, trees and benches, e.g. 3 1 1")
		}
		n := counts(s)
		for i, x := range f {
			if _, err := strconv.Atoi(x); err != nil || n[i] < 0 {
				return fmt.Errorf("%q is not a count: use whole numbers from 0", x)
			}
		}
		switch {
		case n[0] > zoosim.MaxVisitorsPerZoo:
			return fmt.Errorf("%d visitors: one zoo has at most %d (2 per animal category)", n[0], zoosim.MaxVisitorsPerZoo)
		case n[1] > zoosim.MaxTreesPerZoo:
			return fmt.Errorf("%d trees: one zoo has at most %d", n[1], zoosim.MaxTreesPerZoo)
		case n[2] > zoosim.MaxBenches:
			return fmt.Errorf("%d benches: one zoo has at most %d (%d tiles, each closing at most %d paths)", n[2], zoosim.MaxBenches, zoosim.TileCount, zoosim.MaxBenchesPerTile)
		case n[2] < benchesBefore:
			return fmt.Errorf("%d benches, fewer than the %d of the year before: benches stay for the whole game", n[2], benchesBefore)
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

// ZooSimSummary is one line per zoo, for the confirmation.
func ZooSimSummary(in zoosim.Input) []string {
	lines := []string{"player        year: visitors/trees/benches"}
	for _, z := range in.Players {
		var ys []string
		for i, y := range z.Years {
			ys = append(ys, fmt.Sprintf("%d: %d/%d/%d", i+1, y.Visitors, y.Trees, y.Benches))
		}
		lines = append(lines, fmt.Sprintf("%-13s %s", z.Name, strings.Join(ys, "  ")))
	}
	return lines
}
