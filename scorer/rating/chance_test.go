package rating

import (
	"math"
	"testing"
)

func TestChance(t *testing.T) {
	strong, weak := Rating{Mu: 30, Sigma: 3}, Rating{Mu: 20, Sigma: 3}
	tests := []struct {
		name string
		a, b Rating
		want func(p float64) bool
	}{
		{"equal players: one in two", Default(), Default(), func(p float64) bool { return p == 0.5 }},
		{"the stronger mean is ahead more often", strong, weak, func(p float64) bool { return p > 0.75 && p < 0.95 }},
		{"the weaker mean less often", weak, strong, func(p float64) bool { return p > 0.05 && p < 0.25 }},
		// The same means, known far less: the chance stays nearer one in two.
		{"uncertainty pulls towards one in two", Rating{30, 8}, Rating{20, 8}, func(p float64) bool {
			return p > 0.5 && p < Chance(strong, weak, Options{})
		}},
		{"no overflow far apart", Rating{1e6, 1}, Rating{-1e6, 1}, func(p float64) bool { return p == 1 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if p := Chance(tt.a, tt.b, Options{}); !tt.want(p) || math.IsNaN(p) {
				t.Errorf("Chance = %v", p)
			}
		})
	}
	// a ahead of b and b ahead of a are the two outcomes of one game.
	if sum := Chance(strong, weak, Options{}) + Chance(weak, strong, Options{}); math.Abs(sum-1) > 1e-12 {
		t.Errorf("the two chances add up to %v", sum)
	}
}

// TestChanceIsTheModelsTwoPlayerShare: the chance is the share of the
// first place in a game of two (e_i / S_q in Update's notation, with the
// players' uncertainties as they stand: Update adds tau before a game), so
// what is said of a rating and how results move it agree.
func TestChanceIsTheModelsTwoPlayerShare(t *testing.T) {
	a, b := Rating{Mu: 27, Sigma: 5}, Rating{Mu: 22, Sigma: 6}
	c := math.Sqrt(a.Sigma*a.Sigma + b.Sigma*b.Sigma + 2*DefaultBeta*DefaultBeta)
	ea, eb := math.Exp(a.Mu/c), math.Exp(b.Mu/c)
	if got, want := Chance(a, b, Options{}), ea/(ea+eb); math.Abs(got-want) > 1e-12 {
		t.Errorf("Chance = %v, want %v", got, want)
	}
}
