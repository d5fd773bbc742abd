package zoosim

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// game builds an input from each player's years; players are named A, B,
// C and D in order.
func game(zoos ...[]Year) Input {
	in := Input{}
	for i, years := range zoos {
		in.Players = append(in.Players, Zoo{Name: string(rune('A' + i)), Years: years})
	}
	return in
}

// row lists one player's years.
func row(counts ...Year) []Year { return counts }

// oneYear builds a one-year game from each zoo's counts of that year.
func oneYear(counts ...Year) Input {
	zoos := make([][]Year, len(counts))
	for i, c := range counts {
		zoos[i] = []Year{c}
	}
	return game(zoos...)
}

// TestYearHandout checks one year's counts, all zoos together, against what
// the rules hand out ("How do visitors come to the zoos?", "How do trees
// come to the zoos?"): per category no visitor, 1 to a lone zoo, or 2 and
// 1; trees none, 2, or 2 and 1; a zoo with trees has bushes on a tile of
// two enclosures.
func TestYearHandout(t *testing.T) {
	v := func(visitors ...int) Input {
		counts := make([]Year, len(visitors))
		for i, n := range visitors {
			counts[i] = y(n, 0, 0)
		}
		return oneYear(counts...)
	}
	for _, tc := range []struct {
		name string
		in   Input
		rule string // "" when legal
		says string
		who  string // the player the note names
	}{
		// Visitors.
		{name: "no visitor yet", in: v(0, 0)},
		{name: "five lone categories", in: v(5, 0)},
		{name: "best everywhere against second everywhere", in: v(10, 5)},
		{name: "15 visitors, 3 of every category", in: v(4, 4, 4, 3)},
		{name: "2 and 1 in two categories each way", in: v(3, 3)},
		{name: "every zoo best once and second once", in: v(3, 3, 3, 3)},
		{name: "10 against 0 with 2 players", in: v(10, 0), rule: "zoosim.visitors-handout",
			says: "A's 10 need the best enclosure (2 visitors) in at least 5 categories"},
		{name: "6 against 0: a sixth visitor needs a contested category", in: v(6, 0), rule: "zoosim.visitors-handout",
			says: "the other zoos have at least 1 together, not 0"},
		{name: "14 visitors in a year", in: v(5, 4, 3, 2), rule: "zoosim.visitors-per-year", says: "never 14"},
		{name: "16 visitors in a year", in: v(6, 6, 4), rule: "zoosim.visitors-per-year", says: "year 1 has 16 visitors"},
		{name: "2 each for 4 zoos: two contested, two lone", in: v(2, 2, 2, 2)},
		{name: "8 against 0 and 0", in: v(8, 0, 0), rule: "zoosim.visitors-handout", says: "need the best enclosure (2 visitors) in at least 3 categories"},

		// Trees.
		{name: "2 and 1 trees", in: oneYear(y(2, 2, 0), y(2, 1, 0))},
		{name: "2 trees for a lone zoo with bushes", in: oneYear(y(2, 2, 0), y(0, 0, 0))},
		{name: "1 tree and no 2", in: oneYear(y(2, 1, 0), y(2, 0, 0)), rule: "zoosim.trees-per-year", who: "A", says: "gives A 1 tree but no zoo 2"},
		{name: "three zoos with 1 tree each", in: oneYear(y(2, 1, 0), y(2, 1, 0), y(2, 1, 0)), rule: "zoosim.trees-per-year", says: "gives 1 tree to A, B and C"},
		{name: "two zoos with 2 trees", in: oneYear(y(2, 2, 0), y(2, 2, 0)), rule: "zoosim.trees-per-year", says: "gives 2 trees to A and B"},
		{name: "2 trees and no visitor anywhere", in: oneYear(y(0, 2, 0), y(0, 0, 0)), rule: "zoosim.trees-need-bushes", who: "A", says: "yet no zoo has a visitor"},
		{name: "2 players: a zoo with trees has 2 visitors at least", in: oneYear(y(1, 2, 0), y(0, 0, 0)), rule: "zoosim.trees-need-bushes", who: "A",
			says: "with 2 players every category a zoo has draws it at least 1 visitor"},
		{name: "3 players: trees without visitors behind two contested categories", in: oneYear(y(0, 2, 0), y(3, 0, 0), y(3, 0, 0))},
		{name: "3 players: one contested category is not two", in: oneYear(y(0, 2, 0), y(2, 0, 0), y(1, 0, 0)), rule: "zoosim.trees-need-bushes", who: "A",
			says: "gives each zoo with bushes two categories"},

		// Benches.
		{name: "125 benches in all zoos", in: oneYear(y(1, 0, 100), y(1, 0, 25))},
		{name: "126 benches in all zoos", in: oneYear(y(1, 0, 100), y(1, 0, 26)), rule: "zoosim.benches-per-year", says: "126 park benches in all zoos"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := Check(tc.in)
			if tc.rule == "" {
				if len(v) > 0 {
					t.Fatalf("legal counts refused: %v", v)
				}
				return
			}
			if len(v) != 1 || v[0].Rule != tc.rule || v[0].Player != tc.who || !strings.Contains(en(v[0]), tc.says) {
				t.Fatalf("violations %v; want one %s naming %q and saying %q", v, tc.rule, tc.who, tc.says)
			}
			if !strings.Contains(en(v[0]), ": check") {
				t.Errorf("message %q does not say what to check", en(v[0]))
			}
		})
	}
}

// TestYearsFollow checks the years against each other: enclosures, bushes
// and benches stay ("How do visitors come to the zoos?", "How do trees
// come to the zoos?", "How do park benches come to the zoos?").
func TestYearsFollow(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   Input
		rule string
		says string
		who  string
	}{
		{"visitors grow", game(row(y(1, 0, 0), y(3, 0, 0)), row(y(1, 0, 0), y(3, 0, 0))), "", "", ""},
		{"visitors in all zoos go down", game(row(y(5, 0, 0), y(2, 0, 0)), row(y(2, 0, 0), y(3, 0, 0))), "zoosim.visitors-decrease",
			"year 2 has 5 visitors in all zoos together, fewer than the 7 of year 1", ""},
		{"five lone categories stay in play", game(row(y(5, 0, 0), y(4, 0, 0)), row(y(0, 0, 0), y(2, 0, 0))), "zoosim.visitors-decrease",
			"cannot follow those of year 1", ""},
		{"five lone categories, then one contested", game(row(y(5, 0, 0), y(6, 0, 0)), row(y(0, 0, 0), y(1, 0, 0))), "", "", ""},
		{"bushes stay: no tree the next year", game(row(y(2, 2, 0), y(2, 0, 0)), row(y(2, 1, 0), y(2, 0, 0))), "zoosim.bushes-stay",
			"year 2 gives none", "A"},
		{"bushes stay: 2 zoos with bushes both get trees", game(row(y(2, 2, 0), y(2, 2, 0)), row(y(2, 1, 0), y(2, 0, 0))), "zoosim.bushes-stay",
			"with A's 2 trees, the second most bushes get 1 tree", "B"},
		{"bushes stay: a third zoo with bushes may get none", game(row(y(3, 2, 0), y(3, 0, 0)), row(y(3, 1, 0), y(3, 2, 0)), row(y(0, 0, 0), y(3, 1, 0))), "", "", ""},
		{"benches stay", game(row(y(2, 0, 2), y(2, 0, 1)), row(y(1, 0, 0), y(1, 0, 0))), "zoosim.benches-decrease", "year 2 has 1 park bench but year 1 had 2", "A"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := Check(tc.in)
			if tc.rule == "" {
				if len(v) > 0 {
					t.Fatalf("legal years refused: %v", v)
				}
				return
			}
			if len(v) != 1 || v[0].Rule != tc.rule || v[0].Player != tc.who || !strings.Contains(en(v[0]), tc.says) {
				t.Fatalf("violations %v; want one %s naming %q and saying %q", v, tc.rule, tc.who, tc.says)
			}
		})
	}
}

// TestCountsCannotWrap: counts far beyond the box are refused one zoo at a
// time, before anything is added up, so no total wraps and no negative
// score ranks first ("Points at the end of each year").
func TestCountsCannotWrap(t *testing.T) {
	huge := y(0, 0, 1<<62)
	for _, tc := range []struct {
		name string
		in   Input
		want []string
	}{
		{"benches of 2^62 every year", game(row(huge, huge, huge, huge, huge), row(y(1, 0, 0), y(1, 0, 0), y(1, 0, 0), y(1, 0, 0), y(1, 0, 0))),
			[]string{"zoosim.zoo-benches", "zoosim.zoo-benches", "zoosim.zoo-benches", "zoosim.zoo-benches", "zoosim.zoo-benches"}},
		{"the largest counts in four zoos", game(row(y(math.MaxInt, math.MaxInt, math.MaxInt)), row(y(math.MaxInt, 0, 0)), row(y(math.MaxInt, 0, 0)), row(y(math.MaxInt, 0, 0))),
			[]string{"zoosim.zoo-visitors", "zoosim.zoo-trees", "zoosim.zoo-benches", "zoosim.zoo-visitors", "zoosim.zoo-visitors", "zoosim.zoo-visitors"}},
		{"the smallest counts", game(row(y(math.MinInt, math.MinInt, math.MinInt)), row(y(1, 0, 0))),
			[]string{"zoosim.negative-count", "zoosim.negative-count", "zoosim.negative-count"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Score(tc.in)
			var v scorer.Violations
			if !errors.As(err, &v) {
				t.Fatalf("scored %+v, want the counts refused", res)
			}
			if got := strings.Join(rulesOf(v), " "); got != strings.Join(tc.want, " ") {
				t.Errorf("violations %s, want %s", got, strings.Join(tc.want, " "))
			}
		})
	}
}

// TestTieShared: the rules name no tiebreak for the final result ("Game
// end and the winner").
func TestTieShared(t *testing.T) {
	res, err := Score(game(row(y(2, 0, 0)), row(y(2, 0, 0))))
	if err != nil {
		t.Fatal(err)
	}
	if res.Players[0].Rank != 1 || res.Players[1].Rank != 1 || len(res.Winners) != 2 || !hasRule(res.Decisions, "zoosim.tie-shared") {
		t.Errorf("result %+v: want a shared first place explained by zoosim.tie-shared", res)
	}
}

// BenchmarkCheckFourZoos measures the exact check of five years of a
// four-player game, the largest search.
func BenchmarkCheckFourZoos(b *testing.B) {
	in := game( // the corrected rulebook example, played on to year 5
		row(y(2, 0, 0), y(2, 0, 0), y(3, 0, 1), y(3, 0, 1), y(3, 0, 1)),
		row(y(1, 0, 0), y(1, 0, 0), y(2, 0, 2), y(3, 0, 2), y(3, 0, 3)),
		row(y(1, 0, 0), y(3, 2, 0), y(5, 1, 1), y(5, 2, 1), y(5, 1, 2)),
		row(y(0, 0, 0), y(1, 1, 0), y(3, 2, 1), y(4, 1, 1), y(4, 2, 1)),
	)
	if v, _ := Check(in); len(v) > 0 {
		b.Fatal(v)
	}
	for b.Loop() {
		Check(in)
	}
}

// TestHandoutIsExact: for visitors alone, a year's counts can be handed out
// exactly when their total is one a year can have and no zoo has more than
// 5 visitors beyond what its best places give the others (a zoo's visitors
// over 5 need as many best places, each giving another zoo 1). Checked for
// every count of 2 to 4 zoos against the search (in one order: the zoos are
// alike).
func TestHandoutIsExact(t *testing.T) {
	for n := 2; n <= MaxPlayers; n++ {
		v := make([]int, n)
		var walk func(i int)
		walk = func(i int) {
			if i == n {
				found := false
				eachHandout(v, func(handout) { found = true })
				total, bounded := sum(v), true
				for _, x := range v {
					bounded = bounded && x-len(Categories) <= total-x
				}
				if want := reachableTotal(total) && bounded; found != want {
					t.Errorf("visitors %v: handout found %v, bounds say %v", v, found, want)
				}
				return
			}
			top := MaxVisitorsPerZoo
			if i > 0 {
				top = v[i-1]
			}
			for x := 0; x <= top; x++ {
				v[i] = x
				walk(i + 1)
			}
		}
		walk(0)
	}
}
