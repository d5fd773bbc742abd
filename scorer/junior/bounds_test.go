package junior

import (
	"math"
	"testing"
)

// TestHugeCounts: every count is checked against what the box holds (Junior
// rules, Game components; FACTS.md: 11 animal tiles and 2 offspring a kind,
// 3 tiles a landscape) before anything is added up, so no sum wraps round
// and lets an absurd sheet through.
func TestHugeCounts(t *testing.T) {
	huge := math.MaxInt64
	cases := []struct {
		name   string
		change func(in *Input)
		rule   string
		player string
	}{
		{"wolves in two barns", func(in *Input) {
			in.Players[0].Barn.Animals["wolf"] = huge
			in.Players[1].Barn.Animals = map[string]int{"wolf": huge}
		}, "junior.animal-supply", "Bob"},
		{"14 wolves in a barn", func(in *Input) { in.Players[0].Barn.Animals["wolf"] = 14 }, "junior.animal-supply", "Ann"},
		{"offspring in a barn", func(in *Input) {
			in.Players[0].Barn.Animals["wolf"] = huge
			in.Players[0].Barn.Offspring = map[string]int{"wolf": huge}
		}, "junior.offspring-supply", "Ann"},
		{"rocks in two barns", func(in *Input) {
			in.Players[0].Barn.Landscapes = map[string]int{"rock": huge}
			in.Players[1].Barn.Landscapes["rock"] = huge
		}, "junior.landscape-supply", "Ann"},
		{"animals with a landscape", func(in *Input) {
			in.Players[1].Enclosures[0].Animals = huge // + 2 rocks would wrap
		}, "junior.enclosure-size", "Bob"},
		{"offspring in an enclosure", func(in *Input) {
			in.Players[0].Enclosures[0].Offspring = huge
		}, "junior.offspring-exceeds-animals", "Ann"},
		{"the most negative offspring", func(in *Input) {
			in.Players[0].Enclosures[0].Offspring = math.MinInt64 // animals - offspring would wrap
		}, "junior.negative-count", "Ann"},
		{"the most negative barn offspring", func(in *Input) {
			in.Players[0].Barn.Offspring = map[string]int{"wolf": math.MinInt64}
		}, "junior.negative-count", "Ann"},
		{"3 offspring in an enclosure", func(in *Input) {
			in.Players[0].Enclosures[0] = Enclosure{Animal: "llama", Animals: 6, Offspring: 3}
		}, "junior.offspring-supply", "Ann"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := legal()
			c.change(&in)
			v, _ := Check(in)
			if !hasRule(v, c.rule, c.player) {
				t.Fatalf("want %s for %q, got %v", c.rule, c.player, v)
			}
			if _, err := Score(in); err == nil {
				t.Fatal("Score must refuse it")
			}
		})
	}
}

// TestHoldBounds: the held copy of a count stays small whatever it was.
func TestHoldBounds(t *testing.T) {
	for _, n := range []int{math.MinInt64, -1, 0, 3, 4, math.MaxInt64} {
		if got := hold(n, 3); got < 0 || got > 4 {
			t.Errorf("hold(%d, 3) = %d, want 0 to 4", n, got)
		}
	}
}
