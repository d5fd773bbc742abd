package scorer

import (
	"strings"
	"testing"
)

func TestCheckResult(t *testing.T) {
	item := func(n int) []Item { return []Item{{Item: "x", Points: n}} }
	ok := Result{Players: []PlayerResult{
		{Name: "A", Total: 5, Rank: 1, Breakdown: item(5)},
		{Name: "B", Total: 5, Rank: 1, Breakdown: []Item{{Points: 7}, {Points: -2}}},
		{Name: "C", Total: 5, Rank: 3, Breakdown: item(5)}, // lost a tiebreak
		{Name: "D", Total: 1, Rank: 4, Breakdown: item(1)},
	}, Winners: []string{"A", "B"}}
	if err := CheckResult(ok); err != nil {
		t.Fatalf("a consistent result: %v", err)
	}
	tests := []struct {
		name    string
		change  func(r *Result)
		mention string
	}{
		{"breakdown", func(r *Result) { r.Players[3].Total = 2 }, "D: the breakdown adds up to 1, the total is 2"},
		{"first rank", func(r *Result) { r.Players[0].Rank, r.Players[1].Rank = 2, 2 }, "A is listed first with rank 2"},
		{"order", func(r *Result) { r.Players[3].Total, r.Players[3].Breakdown = 9, item(9) }, "D (9 points) is listed after C (5 points)"},
		{"shared rank, different totals", func(r *Result) { r.Players[3].Rank = 3 }, "C and D share rank 3 with 5 and 1 points"},
		{"dense ranks", func(r *Result) { r.Players[2].Rank = 2 }, "C is listed at place 3 with rank 2"},
		{"winners", func(r *Result) { r.Winners = []string{"A"} }, `the winners are ["A"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ok
			r.Players = append([]PlayerResult{}, ok.Players...)
			tt.change(&r)
			if err := CheckResult(r); err == nil || !strings.Contains(err.Error(), tt.mention) {
				t.Errorf("err = %v, want it to mention %q", err, tt.mention)
			}
		})
	}
}
