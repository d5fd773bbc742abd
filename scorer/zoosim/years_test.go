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
		{name: "2 players: a zoo with trees has 2 visitors at least", in: oneYear(y(0, 2, 0), y(2, 0, 0)), rule: "zoosim.trees-need-bushes", who: "A",
			says: "with 2 players every category a zoo has draws it at least 1 visitor"},
		{name: "3 players: trees without visitors behind two contested categories", in: oneYear(y(0, 2, 0), y(3, 0, 0), y(3, 0, 0))},
		{name: "3 players: one contested category is not two", in: oneYear(y(0, 2, 0), y(2, 0, 0), y(2, 0, 0)), rule: "zoosim.trees-need-bushes", who: "A",
			says: "gives each zoo with bushes two categories"},

		// Benches.
		{name: "125 benches in all zoos", in: oneYear(y(2, 0, 100), y(2, 0, 25))},
		{name: "126 benches in all zoos", in: oneYear(y(2, 0, 100), y(2, 0, 26)), rule: "zoosim.benches-per-year", says: "126 park benches in all zoos"},
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
		{"visitors grow", game(row(y(2, 0, 0), y(3, 0, 0)), row(y(0, 0, 0), y(3, 0, 0))), "", "", ""},
		{"visitors in all zoos go down", game(row(y(5, 0, 0), y(2, 0, 0)), row(y(2, 0, 0), y(3, 0, 0))), "zoosim.visitors-decrease",
			"year 2 has 5 visitors in all zoos together, fewer than the 7 of year 1", ""},
		{"five lone categories stay in play", game(row(y(5, 0, 0), y(4, 0, 0)), row(y(0, 0, 0), y(2, 0, 0))), "zoosim.visitors-decrease",
			"cannot follow those of year 1", ""},
		{"five lone categories, then one contested", game(row(y(5, 0, 0), y(5, 0, 0)), row(y(0, 0, 0), y(2, 0, 0))), "", "", ""},
		{"bushes stay: no tree the next year", game(row(y(2, 2, 0), y(2, 0, 0)), row(y(2, 1, 0), y(2, 0, 0))), "zoosim.bushes-stay",
			"year 2 gives none", "A"},
		{"bushes stay: 2 zoos with bushes both get trees", game(row(y(2, 2, 0), y(2, 2, 0)), row(y(2, 1, 0), y(2, 0, 0))), "zoosim.bushes-stay",
			"with A's 2 trees, the second most bushes get 1 tree", "B"},
		{"bushes stay: a third zoo with bushes may get none", game(row(y(3, 2, 0), y(3, 0, 0)), row(y(3, 1, 0), y(3, 2, 0)), row(y(0, 0, 0), y(3, 1, 0))), "", "", ""},
		{"benches stay", game(row(y(2, 0, 2), y(2, 0, 1)), row(y(2, 0, 0), y(2, 0, 0))), "zoosim.benches-decrease", "year 2 has 1 park bench but year 1 had 2", "A"},
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
		row(y(0, 0, 0), y(1, 0, 0), y(2, 0, 2), y(3, 0, 2), y(3, 0, 3)),
		row(y(2, 0, 0), y(3, 2, 0), y(5, 1, 1), y(5, 2, 1), y(5, 1, 2)),
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

// TestTilesInPlay checks the counts against the tiles behind them ("Setup",
// "Playing the game", "How do visitors come to the zoos?"): only zoo tiles
// bring enclosures (the starting tile has none), each shows two categories,
// every year auctions tiles, and after year 5 all 25 are out and show every
// category. So a zoo with a visitor has two categories (with 2 players, at
// least 2 visitors), every year has visitors, and the last year hands out
// 1 or 3 visitors in every category.
func TestTilesInPlay(t *testing.T) {
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
		{name: "2 players: a zoo with 1 visitor", in: v(1, 0), rule: "zoosim.zoo-categories", who: "A",
			says: "year 1 gives A 1 visitor, but only zoo tiles bring enclosures (the starting tile has none), so a zoo with a visitor has a tile; every tile is two enclosures of two different categories, and with 2 players each category a zoo has draws it at least 1 visitor (1 alone, else 2 or 1), so a zoo with a tile has at least 2 visitors (2 categories, at least 1 each)"},
		{name: "2 players: 1 visitor beside 3", in: v(3, 1), rule: "zoosim.zoo-categories", who: "B", says: "year 1 gives B 1 visitor"},
		{name: "2 players: 1 visitor with trees", in: oneYear(y(1, 2, 0), y(2, 0, 0)), rule: "zoosim.zoo-categories", who: "A", says: "check A's visitors"},
		{name: "2 players: 1 visitor in a later year", in: game(row(y(2, 0, 0), y(3, 0, 0)), row(y(0, 0, 0), y(1, 0, 0))), rule: "zoosim.zoo-categories", who: "B",
			says: "year 2 gives B 1 visitor"},
		{name: "2 players: park benches without 2 visitors", in: oneYear(y(0, 0, 1), y(3, 0, 0)), rule: "zoosim.zoo-categories", who: "A",
			says: "year 1 gives A 0 visitors, but A has park benches, and only a zoo tile placed closes a path, so A has a tile"},
		{name: "2 players: visitors gone the year after", in: game(row(y(2, 0, 0), y(0, 0, 0)), row(y(0, 0, 0), y(3, 0, 0))), rule: "zoosim.zoo-categories", who: "A",
			says: "year 2 gives A 0 visitors, but A had visitors or park benches in year 1, so a zoo tile, and tiles stay"},
		{name: "3 players: a zoo with a tile third in two contests", in: game(row(y(2, 0, 1), y(0, 0, 1)), row(y(0, 0, 0), y(3, 0, 0)), row(y(0, 0, 0), y(3, 0, 0)))},
		{name: "2 players: a zoo with no tile yet", in: v(2, 0)},
		{name: "2 players: 2 visitors each", in: v(2, 2)},
		{name: "3 players: 1 visitor, third in a contest", in: v(3, 2, 1)},
		{name: "3 players: 1 visitor and no contest to be third in", in: v(2, 1, 0)},
		{name: "4 players: the rulebook's year 1, corrected", in: v(2, 1, 1, 0)},
		{name: "4 players: 1 visitor alone", in: v(1, 0, 0, 0), rule: "zoosim.zoo-categories", says: "every tile is two enclosures of two different categories"},
		{name: "no visitor in any zoo", in: v(0, 0), rule: "zoosim.categories-in-play", says: "year 1 has no visitor in any zoo, but every year auctions zoo tiles"},
		{name: "the years before the last need 2 categories only", in: game(row(y(2, 0, 0), y(2, 0, 0), y(2, 0, 0), y(2, 0, 0)), zeros(4))},
		{name: "last year: five lone categories", in: game(fiveOf(y(5, 0, 0)), fiveOf(y(0, 0, 0)))},
		{name: "last year: every category contested", in: game(fiveOf(y(10, 0, 0)), fiveOf(y(5, 0, 0)))},
		{name: "last year: an even total", in: game(fiveOf(y(3, 0, 0)), fiveOf(y(3, 0, 0))), rule: "zoosim.categories-in-play",
			says: "year 5 has 6 visitors in all zoos together, but after the last year all 25 zoo tiles are out and they show every category, so each of the 5 categories hands out 1 visitor (a zoo alone has it) or 3 (2 and 1): 5 + 2 for every category two zoos or more have, so 5, 7, 9, 11, 13 or 15"},
		{name: "last year: fewer than 5", in: game(fiveOf(y(3, 0, 0)), fiveOf(y(0, 0, 0))), rule: "zoosim.categories-in-play", says: "year 5 has 3 visitors"},
		{name: "last year: 4 players, one contested category and four lone ones", in: game(fiveOf(y(2, 0, 0)), fiveOf(y(2, 0, 0)), fiveOf(y(2, 0, 0)), fiveOf(y(1, 0, 0)))},
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
		})
	}
}

// TestTwoPlayersNeedTwoVisitors: with 2 players, among the visitors a
// handout of the categories gives, those the tiles behind them refuse in a
// year before the last are exactly the ones with no visitor at all or a
// zoo known to have a tile (a visitor, a park bench, now or before) with
// fewer than 2 visitors.
func TestTwoPlayersNeedTwoVisitors(t *testing.T) {
	for a := 0; a <= MaxVisitorsPerZoo; a++ {
		for b := 0; b <= MaxVisitorsPerZoo; b++ {
			v := []int{a, b}
			if stages(v, nil, 0).empty() {
				continue
			}
			for mask := 0; mask < 4; mask++ {
				tiled := []bool{a > 0 || mask&1 != 0, b > 0 || mask&2 != 0}
				refused := stages(v, tiled, categoriesInPlay(1)).empty()
				want := a+b == 0 || (tiled[0] && a < 2) || (tiled[1] && b < 2)
				if refused != want {
					t.Errorf("visitors %v, tiles %v: refused %v, want %v", v, tiled, refused, want)
				}
			}
		}
	}
}

// TestTilesShowEveryCategory: the tracker refuses a tile once the tiles
// left cannot show the categories no tile has shown yet ("Setup": the
// game's 25 tiles show them all), and accepts the tiles that can.
func TestTilesShowEveryCategory(t *testing.T) {
	apesMammals := tl("apes", 1, "mammals", 1, 0)
	reptilesSea := tl("reptiles", 1, "sea", 1, 0)
	for _, tc := range []struct {
		name  string
		tiles []Tile
		says  string // "" when every tile is legal
	}{
		{"three categories missing with 2 tiles left", repeatTile(filler(0), 23), ""},
		{"three categories missing with 1 tile left", repeatTile(filler(0), 24),
			"apes, mammals and reptiles have been on no tile yet, and the tiles left after this one (1 tile) show at most 2 categories; the game's 25 zoo tiles show every category: check the tiles"},
		{"the 24th tile shows two of them", append(repeatTile(filler(0), 23), apesMammals), ""},
		{"the last tile shows the last one", append(repeatTile(filler(0), 23), apesMammals, reptilesSea), ""},
		{"the last tile leaves one out", append(repeatTile(filler(0), 23), apesMammals, filler(0)),
			"this is the last of the 25 zoo tiles, yet reptiles has been on no tile; the game's tiles show every category: check the tiles"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := newTracker(t, []string{"Ann", "Bob"}, "standard")
			for i, tile := range tc.tiles {
				_, err := tr.Apply(Auction{Tile: tile, Bids: map[string]int{"Ann": 0, "Bob": 0}, Placed: alone(tile)})
				last := i == len(tc.tiles)-1
				switch {
				case err == nil && (!last || tc.says == ""):
				case last && tc.says != "":
					var v scorer.Violations
					if !errors.As(err, &v) || len(v) != 1 || v[0].Rule != "zoosim.categories-in-play" || !strings.Contains(en(v[0]), tc.says) || v[0].Auction != i+1 {
						t.Fatalf("auction %d: %v; want one zoosim.categories-in-play saying %q", i+1, err, tc.says)
					}
				default:
					t.Fatalf("auction %d: %v", i+1, err)
				}
			}
			if tc.says == "" && len(tc.tiles) == TileCount {
				if _, err := tr.Result(); err != nil || !tr.Ended() {
					t.Errorf("the whole game: ended %v, result %v", tr.Ended(), err)
				}
			}
		})
	}
}

// repeatTile gives n times the same tile.
func repeatTile(tile Tile, n int) []Tile {
	out := make([]Tile, n)
	for i := range out {
		out[i] = tile
	}
	return out
}
