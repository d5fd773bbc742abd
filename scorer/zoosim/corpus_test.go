package zoosim

import (
	"errors"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// sample is one thing the package says: a note (violation, warning,
// announcement, decision), a breakdown item, or a value a half can make.
type sample struct {
	case_ string
	note  *scorer.Note
	item  *scorer.Item
	join  *joinSample
}

type joinSample struct {
	category string
	join     Join
	yours    bool
}

// corpus drives the package through a table of inputs that reaches every
// rule, every variant of every message and every announcement, and gives
// everything it says.
func corpus(t *testing.T) []sample {
	t.Helper()
	var out []sample
	notes := func(name string, ns []scorer.Note) {
		for i := range ns {
			out = append(out, sample{case_: name, note: &ns[i]})
		}
	}
	refusal := func(name string, err error) {
		var v scorer.Violations
		if !errors.As(err, &v) {
			t.Fatalf("%s: %v, want violations", name, err)
		}
		notes(name, v)
	}
	for _, c := range checkCases() {
		v, w := Check(c.in)
		if len(v)+len(w) == 0 {
			t.Fatalf("%s: nothing said", c.name)
		}
		notes(c.name, v)
		notes(c.name, w)
	}
	for _, c := range scoreCases() {
		res, err := Score(c.in)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, p := range res.Players {
			for i := range p.Breakdown {
				out = append(out, sample{case_: c.name, item: &p.Breakdown[i]})
			}
		}
		notes(c.name, res.Warnings)
	}
	for _, c := range setupCases() {
		_, err := NewTracker(c.players, c.flagpole, c.variant)
		refusal(c.name, err)
	}
	for _, c := range playCases(t) {
		tr := newTracker(t, c.players, c.variant)
		for i, a := range c.auctions {
			ns, err := tr.Apply(a)
			if err != nil {
				if i < len(c.auctions)-1 || !c.refused {
					t.Fatalf("%s: auction %d: %v", c.name, i+1, err)
				}
				refusal(c.name, err)
				continue
			}
			if c.all || i == len(c.auctions)-1 {
				notes(c.name, ns)
			}
		}
		if c.result {
			res, err := tr.Result()
			if err != nil {
				t.Fatal(err)
			}
			notes(c.name, res.Warnings)
		}
	}
	for _, c := range winnerCases() {
		tr, err := NewTracker(four, []string{"Reiner", "Klaus", "Alan", "Wolfgang"}, "standard")
		if err != nil {
			t.Fatal(err)
		}
		_, why, err := tr.Winner(c.tile, c.bids)
		if c.refused {
			refusal(c.name, err)
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		notes(c.name, []scorer.Note{why})
	}
	notes("unreachable", unreachableNotes())
	for _, j := range joinCases() {
		out = append(out, sample{case_: "join", join: &j})
	}
	return out
}

type inputCase struct {
	name string
	in   Input
}

// checkCases are inputs that break a rule or deserve a warning.
func checkCases() []inputCase {
	v := func(visitors ...int) Input {
		counts := make([]Year, len(visitors))
		for i, n := range visitors {
			counts[i] = y(n, 0, 0)
		}
		return oneYear(counts...)
	}
	return []inputCase{
		{"one player", Input{Players: []Zoo{{Name: "Alan", Years: zeros(5)}}}},
		{"nameless player", Input{Players: []Zoo{{Name: "Alan", Years: []Year{y(0, 0, 0)}}, {Name: "", Years: []Year{y(-1, 0, 0)}}}}},
		{"negative counts", two(y(-1, -2, -3))},
		{"six years", two(zeros(6)...)},
		{"years differ", Input{Players: []Zoo{{Name: "Alan", Years: everyCategory(2)}, {Name: "Klaus", Years: zeros(3)}, {Name: "Reiner", Years: zeros(4)}}}},
		{"too much in a zoo", two(y(11, 3, 126))},
		{"benches go down by one", two(y(2, 0, 2), y(2, 0, 1))},
		{"benches go down to none", two(y(2, 0, 2), y(2, 0, 0))},
		{"benches in all zoos", oneYear(y(2, 0, 100), y(2, 0, 26))},
		{"14 visitors", v(5, 4, 3, 2)},
		{"rulebook example", oneYear(y(3, 0, 1), y(2, 0, 2), y(5, 1, 1), y(4, 2, 1))},
		{"10 against 0", v(10, 0)},
		{"6 against 0", v(6, 0)},
		{"two zoos with 2 trees", oneYear(y(2, 2, 0), y(2, 2, 0))},
		{"three zoos with 1 tree", oneYear(y(2, 1, 0), y(2, 1, 0), y(2, 1, 0))},
		{"1 tree and no 2", oneYear(y(2, 1, 0), y(2, 0, 0))},
		{"trees, no visitor", oneYear(y(0, 2, 0), y(0, 0, 0))},
		{"trees, two players", oneYear(y(0, 2, 0), y(2, 0, 0))},
		{"trees, three players", oneYear(y(0, 2, 0), y(2, 0, 0), y(2, 0, 0))},
		{"trees now, two zoos", oneYear(y(0, 2, 0), y(0, 1, 0), y(3, 0, 0))},
		{"trees before", game(row(y(3, 0, 0), y(3, 1, 0)), row(y(0, 2, 0), y(0, 0, 0)), row(y(3, 0, 0), y(2, 2, 0)))},
		{"bushes stay: none", game(row(y(2, 2, 0), y(2, 0, 0)), row(y(2, 1, 0), y(2, 0, 0)))},
		{"bushes stay: no 1", game(row(y(2, 2, 0), y(2, 2, 0)), row(y(2, 1, 0), y(2, 0, 0)))},
		{"visitors go down", game(row(y(5, 0, 0), y(2, 0, 0)), row(y(2, 0, 0), y(3, 0, 0)))},
		{"visitors go down to 2", game(row(y(3, 0, 0), y(2, 0, 0)), row(y(0, 0, 0), y(0, 0, 0)))},
		{"visitors cannot follow", game(row(y(5, 0, 0), y(4, 0, 0)), row(y(0, 0, 0), y(2, 0, 0)))},
		{"1 visitor, two players", v(1, 3)},
		{"1 visitor, three players", v(2, 1, 0)},
		{"park benches, two players", oneYear(y(0, 0, 1), y(3, 0, 0))},
		{"visitors gone, two players", game(row(y(2, 0, 0), y(0, 0, 0)), row(y(0, 0, 0), y(3, 0, 0)))},
		{"no visitor", v(0, 0)},
		{"an even last year", two(y(2, 0, 0), y(2, 0, 0), y(2, 0, 0), y(2, 0, 0), y(3, 0, 0))},
		{"no year", two()},
		{"one year", two(zeros(1)...)},
		{"four years", two(zeros(4)...)},
	}
}

// fiveOf gives five years of the same counts.
func fiveOf(c Year) []Year { return []Year{c, c, c, c, c} }

// scoreCases are legal inputs: their breakdowns.
func scoreCases() []inputCase {
	return []inputCase{
		{"five years", Input{Players: []Zoo{
			{Name: "Alan", Years: []Year{y(2, 0, 0), y(3, 1, 1), y(2, 2, 1), y(4, 1, 2), y(10, 2, 3)}},
			{Name: "Klaus", Years: []Year{y(0, 0, 0), y(2, 2, 0), y(3, 1, 0), y(4, 2, 0), y(5, 1, 0)}},
		}}},
	}
}

type setupCase struct {
	name              string
	players, flagpole []string
	variant           string
}

func setupCases() []setupCase {
	return []setupCase{
		{"flag missing", []string{"Ann", "Bob"}, []string{"Ann"}, ""},
		{"flag twice", []string{"Ann", "Bob"}, []string{"Ann", "Bob", "ann"}, ""},
		{"flag of a stranger", []string{"Ann", "Bob"}, []string{"Ann", "Bob", "Cy"}, ""},
		{"unknown variant", []string{"Ann", "Bob"}, []string{"Ann", "Bob"}, "expert"},
	}
}

type playCase struct {
	name     string
	players  []string
	variant  string
	auctions []Auction
	refused  bool // the last auction is refused
	all      bool // every auction's announcements, not only the last one's
	result   bool // the result's warnings too
}

// playCases are games whose last auction is refused or announces something
// worth saying.
func playCases(t *testing.T) []playCase {
	ab := []string{"Ann", "Bob"}
	abcd := []string{"Ann", "Bob", "Cy", "Dan"}
	bid := func(players []string, who string) map[string]int { return only(players, who) }
	a := func(players []string, who string, tile Tile, p Placed) Auction {
		return Auction{Tile: tile, Bids: bid(players, who), Placed: p}
	}
	fillWith := func(n, bushes int, tile func(i int) Tile) []Auction {
		var out []Auction
		for i := range n {
			out = append(out, Auction{Tile: tile(i), Bids: map[string]int{"Ann": 0, "Bob": 0}, Placed: alone(tile(i))})
		}
		return out
	}
	fill := func(n, bushes int) []Auction {
		return fillWith(n, bushes, func(i int) Tile { return fillerOf(i, bushes) })
	}
	same := func(n int) []Auction { return fillWith(n, 0, func(int) Tile { return filler(0) }) }
	birds := func(stars int) Tile { return tl("birds", stars, "sea", 1, 0) }
	bush := func(n int) Tile { return tl("apes", 1, "mammals", 1, n) }
	first, second := tl("birds", 2, "sea", 1, 0), tl("birds", 3, "apes", 1, 0)
	tile := tl("birds", 1, "mammals", 2, 0)
	owned := []Auction{a(ab, "Ann", first, alone(first)), a(ab, "Ann", second, alone(second))}
	then := func(last Auction) []Auction { return append(append([]Auction{}, owned...), last) }
	moves := func(players []string, ms ...move) []Auction {
		var out []Auction
		for _, m := range ms {
			out = append(out, a(players, m.who, m.tile, m.placed))
		}
		return out
	}
	return []playCase{
		// Refusals.
		{name: "game over", players: ab, variant: "standard", refused: true, auctions: append(fill(25, 0), fill(1, 0)...)},
		{name: "categories no tile left shows", players: ab, variant: "standard", refused: true, auctions: same(24)},
		{name: "a category on no tile at all", players: ab, variant: "standard", refused: true,
			auctions: append(same(23), a(ab, "Ann", tl("apes", 1, "mammals", 1, 0), alone(tl("apes", 1, "mammals", 1, 0))), a(ab, "Bob", filler(0), alone(filler(0))))},
		{name: "tile with one half", players: ab, variant: "standard", refused: true, auctions: []Auction{{Tile: Tile{Enclosures: []Half{{"sea", 1}}}, Bids: bid(ab, "Ann")}}},
		{name: "tile with three halves", players: ab, variant: "standard", refused: true, auctions: []Auction{{Tile: Tile{Enclosures: []Half{{"sea", 1}, {"apes", 1}, {"birds", 1}}}, Bids: bid(ab, "Ann")}}},
		{name: "unknown animal", players: ab, variant: "standard", refused: true, auctions: []Auction{{Tile: tl("fish", 0, "apes", 4, -1), Bids: bid(ab, "Ann")}}},
		{name: "same category", players: ab, variant: "standard", refused: true, auctions: []Auction{{Tile: tl("sea", 1, "sea", 2, 4), Bids: bid(ab, "Ann")}}},
		{name: "bids", players: ab, variant: "standard", refused: true, auctions: []Auction{{Tile: filler(0), Bids: map[string]int{"Ann": -1, "ann": 2, "Cy": 1}}}},
		{name: "bid over coins", players: ab, variant: "standard", refused: true, auctions: []Auction{{Tile: filler(0), Bids: map[string]int{"Ann": 9, "Bob": 0}}}},
		{name: "placed join", players: ab, variant: "standard", refused: true, auctions: then(a(ab, "Ann", tile, at(tile, 2, 2, 0)))},
		{name: "placed above owned", players: ab, variant: "standard", refused: true, auctions: then(a(ab, "Ann", tile, at(tile, 7, 3, 0)))},
		{name: "placed below half", players: ab, variant: "standard", refused: true, auctions: then(a(ab, "Ann", tile, at(tile, 1, 1, 6)))},
		{name: "placed categories", players: ab, variant: "standard", refused: true,
			auctions: then(a(ab, "Ann", tile, Placed{Enclosures: map[string]int{"birds": 1, "sea": 1}, Benches: -1}))},

		// Announcements.
		{name: "payment and bench", players: ab, variant: "standard", auctions: []Auction{
			{Tile: tl("sea", 2, "birds", 1, 1), Bids: map[string]int{"Ann": 3, "Bob": 2}, Placed: at(tl("sea", 2, "birds", 1, 1), 2, 1, 1)},
			{Tile: tl("apes", 1, "reptiles", 1, 2), Bids: map[string]int{"Ann": 1, "Bob": 0}, Placed: at(tl("apes", 1, "reptiles", 1, 2), 1, 1, 2)},
		}, all: true},
		{name: "placements", players: ab, variant: "standard", all: true, auctions: []Auction{
			a(ab, "Ann", birds(1), alone(birds(1))),
			a(ab, "Ann", birds(3), alone(birds(3))),
			a(ab, "Ann", birds(3), alone(birds(3))),
			a(ab, "Ann", birds(2), at(birds(2), 5, 2, 0)),
			a(ab, "Ann", birds(1), at(birds(1), 2, 3, 0)),
			a(ab, "Ann", tl("birds", 2, "apes", 2, 0), at(tl("birds", 2, "apes", 2, 0), 5, 2, 0)),
		}},
		{name: "two same enclosures joined", players: ab, variant: "standard", auctions: []Auction{
			a(ab, "Ann", birds(1), alone(birds(1))),
			a(ab, "Ann", tl("birds", 1, "apes", 1, 0), at(tl("birds", 1, "apes", 1, 0), 1, 1, 0)),
			a(ab, "Ann", tl("birds", 2, "reptiles", 1, 0), at(tl("birds", 2, "reptiles", 1, 0), 4, 1, 0)),
		}},
		{name: "rulebook 14th auction", players: four, variant: "standard", auctions: append(rulebookAuctions(), Auction{
			Tile: tl("sea", 2, "birds", 1, 1), Bids: map[string]int{"Klaus": 3, "Reiner": 3, "Alan": 2, "Wolfgang": 1},
			Placed: at(tl("sea", 2, "birds", 1, 1), 2, 4, 0)})},
		{name: "a lone zoo", players: abcd, variant: "professional", auctions: moves(abcd, move{"Ann", birds(3), alone(birds(3))})},
		{name: "best and second", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(3), alone(birds(3))}, move{"Bob", birds(2), alone(birds(2))})},
		{name: "a tie to the newer", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(3), alone(birds(3))}, move{"Cy", birds(2), alone(birds(2))}, move{"Bob", birds(3), alone(birds(3))})},
		{name: "a tie for second", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(3), alone(birds(3))}, move{"Bob", birds(1), alone(birds(1))}, move{"Cy", birds(1), alone(birds(1))})},
		{name: "another visitor", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(3), alone(birds(3))}, move{"Bob", birds(2), alone(birds(2))}, move{"Bob", birds(2), at(birds(2), 4, 1, 0)})},
		{name: "another visitor of a tie", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(3), alone(birds(3))}, move{"Bob", birds(3), alone(birds(3))}, move{"Ann", birds(3), alone(birds(3))})},
		{name: "a tie for second won", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(3), alone(birds(3))}, move{"Bob", birds(2), alone(birds(2))}, move{"Cy", birds(2), alone(birds(2))}, move{"Bob", birds(2), alone(birds(2))})},
		{name: "visitors lost", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(1), alone(birds(1))}, move{"Bob", birds(2), alone(birds(2))}, move{"Cy", birds(3), alone(birds(3))}, move{"Dan", birds(3), alone(birds(3))})},
		{name: "third and fourth", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", birds(3), alone(birds(3))}, move{"Bob", birds(3), alone(birds(3))}, move{"Cy", birds(2), alone(birds(2))},
			move{"Cy", tl("reptiles", 1, "apes", 1, 0), alone(tl("reptiles", 1, "apes", 1, 0))},
			move{"Dan", birds(3), alone(birds(3))}, move{"Dan", birds(3), alone(birds(3))})},
		{name: "a zoo alone with bushes", players: abcd, variant: "standard", auctions: moves(abcd, move{"Ann", bush(1), alone(bush(1))})},
		{name: "most and second bushes", players: abcd, variant: "standard", auctions: moves(abcd,
			move{"Ann", bush(3), alone(bush(3))}, move{"Bob", bush(1), alone(bush(1))})},
		{name: "a bush tie", players: abcd, variant: "standard", auctions: moves(abcd,
			move{"Ann", bush(2), alone(bush(2))}, move{"Bob", bush(2), alone(bush(2))})},
		{name: "a bush tie for second", players: abcd, variant: "standard", auctions: moves(abcd,
			move{"Ann", bush(3), alone(bush(3))}, move{"Bob", bush(1), alone(bush(1))}, move{"Cy", bush(1), alone(bush(1))})},
		{name: "bushes add up", players: abcd, variant: "standard", auctions: moves(abcd,
			move{"Ann", bush(3), alone(bush(3))}, move{"Bob", bush(2), alone(bush(2))}, move{"Bob", bush(2), alone(bush(2))})},
		{name: "trees lost", players: abcd, variant: "standard", auctions: moves(abcd,
			move{"Ann", bush(1), alone(bush(1))}, move{"Bob", bush(2), alone(bush(2))}, move{"Cy", bush(3), alone(bush(3))})},
		{name: "bush third", players: abcd, variant: "professional", auctions: moves(abcd,
			move{"Ann", bush(3), alone(bush(3))}, move{"Bob", bush(2), alone(bush(2))}, move{"Cy", bush(1), alone(bush(1))},
			move{"Cy", bush(1), alone(bush(1))})},
		{name: "standard year end", players: ab, variant: "standard", auctions: fill(5, 0), result: true},
		{name: "professional year end", players: ab, variant: "professional", auctions: append(fill(2, 0), fill(3, 1)...), result: true},
		{name: "professional last year", players: ab, variant: "professional", auctions: append(fill(12, 1), fill(13, 1)...)},
		{name: "tiles run out", players: ab, variant: "professional", auctions: fill(25, 0)},
		{name: "standard game end", players: ab, variant: "standard", auctions: fill(25, 0)},
	}
}

type winnerCase struct {
	name    string
	tile    Tile
	bids    map[string]int
	refused bool
}

func winnerCases() []winnerCase {
	tile := tl("sea", 2, "birds", 1, 1)
	return []winnerCase{
		{"highest bid", tile, map[string]int{"Alan": 4, "Klaus": 3, "Reiner": 3, "Wolfgang": 0}, false},
		{"highest bid of 1 coin", tile, map[string]int{"Alan": 1, "Klaus": 0, "Reiner": 0, "Wolfgang": 0}, false},
		{"tie", tile, map[string]int{"Alan": 2, "Klaus": 3, "Reiner": 3, "Wolfgang": 1}, false},
		{"three-way tie", tile, map[string]int{"Alan": 5, "Klaus": 5, "Reiner": 1, "Wolfgang": 5}, false},
		{"nobody bids", tile, map[string]int{"Alan": 0, "Klaus": 0, "Reiner": 0, "Wolfgang": 0}, false},
		{"a tie at 1", tile, map[string]int{"Alan": 1, "Klaus": 1, "Reiner": 0, "Wolfgang": 0}, false},
		{"bids missing", tile, map[string]int{"Alan": 1}, true},
	}
}

func joinCases() []joinSample {
	var out []joinSample
	for _, yours := range []bool{true, false} {
		for _, j := range []struct {
			category string
			join     Join
		}{
			{"birds", Join{Stars: 1, Groups: [][]int{nil}}},
			{"birds", Join{Stars: 4, Groups: [][]int{{3}}}},
			{"birds", Join{Stars: 3, Groups: [][]int{{1, 1}}}},
			{"sea", Join{Stars: 6, Groups: [][]int{{3, 2}}}},
			{"apes", Join{Stars: 5, Groups: [][]int{{4}, {3, 1}}}},
			{"mammals", Join{Stars: 9, Groups: [][]int{{3, 2, 2, 1}}}},
			{"reptiles", Join{Stars: 3}},
			{"reptiles", Join{Stars: 8, Groups: [][]int{{1, 1, 1, 1, 1, 1, 1}}}},
		} {
			out = append(out, joinSample{category: j.category, join: j.join, yours: yours})
		}
	}
	return out
}

// unreachableNotes are what the checks say in cases the other checks rule
// out first; they are said all the same, should those checks change.
func unreachableNotes() []scorer.Note {
	r := &yearRow{year: 2, names: []string{"A", "B", "C"}, labels: []any{"A", "B", "C"}, visitors: []int{3, 3, 3}, trees: []int{0, 0, 0}}
	tr := &Tracker{zoos: []*zoo{{name: "Ann", best: [categoryCount]int{1: 1}}, {name: "Bob"}}} // a 1-star birds enclosure (Categories[1])
	birds := []any{"kind", visitorOf("birds"), "one", aVisitorOf("birds")}
	rivals := []rival{{1, 3, 1}, {1, 3, 1}, {1, 2, 1}, {0, 1, 1}}
	return []scorer.Note{
		{Rule: "zoosim.visitors-handout", Msg: handoutMsg(r)},
		needNote(r, []bool{true, false, true}),
		{Rule: "zoosim.visitors", Msg: changeMsg(visitorChanges, "Ann", 2, 0, []string{"Ann"}, birds...)},
		{Rule: "zoosim.visitors", Msg: changeMsg(visitorChanges, "Ann", 0, 3, []string{"Bob"}, birds...)},
		{Rule: "zoosim.visitors", Msg: changeMsg(visitorChanges, "Ann", 1, 3, nil, birds...)},
		{Rule: "zoosim.visitors", Msg: changeMsg(visitorChanges, "Ann", 1, 4, []string{"Bob", "Cy"}, birds...)},
		{Rule: "zoosim.trees", Msg: changeMsg(treeChanges, "Ann", 2, 0, nil)},
		{Rule: "zoosim.trees", Msg: changeMsg(treeChanges, "Ann", 0, 3, nil)},
		{Rule: "zoosim.trees", Msg: changeMsg(treeChanges, "Ann", 1, 3, []string{"Bob"})},
		{Rule: "zoosim.trees", Msg: tr.treeReason(nil, 0)},
		{Rule: "zoosim.visitors", Msg: tr.visitorReason(rivals, 0, "birds")},
		{Rule: "zoosim.trees", Msg: tr.treeReason(rivals, 0)},
	}
}
