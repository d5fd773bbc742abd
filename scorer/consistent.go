package scorer

import (
	"fmt"
	"slices"
)

// CheckResult reports the first way a scored result contradicts itself, or
// nil: a player's breakdown that does not add up to the total, players out
// of rank order, ranks that are not standard competition ranks (1, 1, 3),
// a tie in rank between different totals, or winners that are not exactly
// the players of rank 1. The fuzz tests hold every result to it.
func CheckResult(r Result) error {
	var winners []string
	for i, p := range r.Players {
		sum := 0
		for _, it := range p.Breakdown {
			sum += it.Points
		}
		if sum != p.Total {
			return fmt.Errorf("%s: the breakdown adds up to %d, the total is %d", p.Name, sum, p.Total)
		}
		if err := checkRank(r.Players, i); err != nil {
			return err
		}
		if p.Rank == 1 {
			winners = append(winners, p.Name)
		}
	}
	if !slices.Equal(winners, r.Winners) {
		return fmt.Errorf("the winners are %q, the players of rank 1 %q", r.Winners, winners)
	}
	return nil
}

// checkRank checks player i against the one ranked before it.
func checkRank(players []PlayerResult, i int) error {
	p := players[i]
	if i == 0 {
		if p.Rank != 1 {
			return fmt.Errorf("%s is listed first with rank %d", p.Name, p.Rank)
		}
		return nil
	}
	prev := players[i-1]
	switch {
	case p.Total > prev.Total:
		return fmt.Errorf("%s (%d points) is listed after %s (%d points)", p.Name, p.Total, prev.Name, prev.Total)
	case p.Rank == prev.Rank && p.Total != prev.Total:
		return fmt.Errorf("%s and %s share rank %d with %d and %d points", prev.Name, p.Name, p.Rank, prev.Total, p.Total)
	case p.Rank != prev.Rank && p.Rank != i+1:
		return fmt.Errorf("%s is listed at place %d with rank %d", p.Name, i+1, p.Rank)
	}
	return nil
}
