package zoosim

import (
	"slices"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// yearRow is one year of every zoo, read only once each count is known to
// be within what one zoo can hold, so that nothing added up here can wrap.
type yearRow struct {
	year     int
	names    []string // the players' names, "" for a nameless one
	labels   []any    // the players as named in a sentence (label)
	visitors []int
	trees    []int
	benches  []int
}

func (r yearRow) totalVisitors() int { return sum(r.visitors) }

func sum(list []int) int {
	n := 0
	for _, x := range list {
		n += x
	}
	return n
}

// rows gives the years every zoo has, one row each; a year in which some
// zoo's count is out of bounds (reported by checkZoo) is nil. The rows share
// the players' names and labels, and one array for all their counts.
func rows(in Input) []*yearRow {
	years := Years
	for _, p := range in.Players {
		years = min(years, len(p.Years))
	}
	n := len(in.Players)
	names, labels := make([]string, n), make([]any, n)
	for i, p := range in.Players {
		names[i], labels[i] = p.Name, label(p.Name, i)
	}
	out := make([]*yearRow, years)
	all := make([]yearRow, years)
	counts := make([]int, 3*n*years)
	for y := range out {
		r := &all[y]
		c := counts[3*n*y : 3*n*(y+1)]
		*r = yearRow{year: y + 1, names: names, labels: labels, visitors: c[:n:n], trees: c[n : 2*n : 2*n], benches: c[2*n:]}
		for i, p := range in.Players {
			c := p.Years[y]
			if !inBounds(c) {
				r = nil
				break
			}
			r.visitors[i], r.trees[i], r.benches[i] = c.Visitors, c.Trees, c.Benches
		}
		out[y] = r
	}
	return out
}

// inBounds reports whether one zoo's counts of one year are within what a
// zoo can hold.
func inBounds(c Year) bool {
	return c.Visitors >= 0 && c.Visitors <= MaxVisitorsPerZoo && c.Trees >= 0 && c.Trees <= MaxTreesPerZoo &&
		c.Benches >= 0 && c.Benches <= MaxBenches
}

// checkYears checks what all zoos together hold, year by year and from one
// year to the next: the counts must come from a handout of the 5
// categories' visitors and of the trees that the rules allow, and what
// stays in a zoo (enclosures, bushes, benches) must stay.
func checkYears(in Input) []scorer.Note {
	if len(in.Players) < 2 || len(in.Players) > MaxPlayers {
		return nil // zoosim.player-count says it
	}
	var out []scorer.Note
	bushy := make([]bool, len(in.Players)) // zoos known to have bushes
	since := make([]int, len(in.Players))  // the year each zoo is known to have had a tile by, 0 for none yet
	var prev *yearRow
	var before stageSet // stages the years so far can end in
	for _, r := range rows(in) {
		if r == nil {
			prev, before = nil, stageSet{}
			continue
		}
		notes, now := checkYear(r, bushy, since)
		out = append(out, notes...)
		if !now.empty() && !before.empty() {
			var n []scorer.Note
			if now, n = checkFollows(prev, r, before, now); len(n) > 0 {
				out = append(out, n...)
			}
		}
		for i, t := range r.trees {
			bushy[i] = bushy[i] || t > 0
			if since[i] == 0 && hasTileSign(r, i) {
				since[i] = r.year
			}
		}
		prev, before = r, now
	}
	return out
}

// checkYear checks one year on its own (with what the years before tell:
// the zoos known to have bushes, and since when each zoo is known to have a
// tile) and gives the stages its visitors can be in, or none when they
// cannot be handed out.
//
// Beyond the handout itself, tiles are in play: every year auctions tiles,
// so at least one zoo has one (at least 2 categories in play), after year 5
// all 25 are out (every category in play), and in a 2-player game a zoo
// with a tile has two categories of its own, each of which gives it a
// visitor (see tiledZoos). A zoo has a tile once it has had a visitor (only
// tiles bring enclosures: the starting tile has none), a park bench (only
// a tile placed closes a path) or bushes (trees), and tiles stay.
func checkYear(r *yearRow, bushy []bool, since []int) ([]scorer.Note, stageSet) {
	var out []scorer.Note
	if n := sum(r.benches); n > MaxBenches {
		out = append(out, scorer.Note{Rule: "zoosim.benches-per-year", Msg: msg.M("zoosim.benches-per-year",
			"year", r.year, "count", n, "tiles", TileCount, "max", MaxBenches, "each", MaxBenchesPerTile)})
	}
	if !reachableTotal(r.totalVisitors()) {
		out = append(out, scorer.Note{Rule: "zoosim.visitors-per-year", Msg: totalMsg(r)})
		return out, stageSet{}
	}
	treeNotes := checkTreeHandout(r, bushy)
	out = append(out, treeNotes...)
	free := stages(r.visitors, nil, 0)
	if free.empty() {
		out = append(out, scorer.Note{Rule: "zoosim.visitors-handout", Msg: handoutMsg(r)})
		return out, stageSet{}
	}
	inPlay := categoriesInPlay(r.year)
	bushes := bushZoos(r, bushy)
	tiled := tiledZoos(r, since, nil)
	held := stages(r.visitors, tiled, inPlay)
	switch {
	case held.empty() && r.totalVisitors() == 0 && slices.Contains(bushes, true) && len(treeNotes) == 0:
		return append(out, needNote(r, bushy)), free // trees without a visitor say more
	case held.empty():
		return append(out, tilesNote(r, tiled, since, inPlay)), free
	case len(treeNotes) > 0:
		return out, held
	}
	withBushes := stages(r.visitors, tiledZoos(r, since, bushes), inPlay)
	if withBushes.empty() {
		out = append(out, needNote(r, bushy))
		return out, held
	}
	return out, withBushes
}

// categoriesInPlay is the fewest categories in play at the end of a year:
// every year auctions tiles, and a tile shows two categories; after the
// last year all 25 tiles are out, and they show every category.
func categoriesInPlay(year int) int {
	if year == Years {
		return categoryCount
	}
	return 2
}

// tiledZoos gives the zoos whose two categories the handout must respect
// (nil: none): those of also (the zoos with bushes, which lie on tiles),
// and in a 2-player game every zoo with a tile, where each category a zoo
// has gives it a visitor, so a zoo with a tile has 2 visitors at least.
// With 3 or 4 players, counting two categories for every zoo with a
// visitor would refuse the contract's own corrected example of the
// rulebook (year 1: Alan 2, Klaus 1, Reiner 1 visitors, which three zoos
// of two categories each cannot give with fewer than 7): it rests on the
// starting tile showing no enclosure, which no rulebook text here says, so
// there it is held to for the zoos with bushes only, as before.
func tiledZoos(r *yearRow, since []int, also []bool) []bool {
	if len(r.visitors) != 2 {
		return also
	}
	return withTiles(r, since, also)
}

// hasTileSign reports whether zoo i shows this year that it has a zoo
// tile: a visitor or a park bench.
func hasTileSign(r *yearRow, i int) bool { return r.visitors[i] > 0 || r.benches[i] > 0 }

// withTiles gives the zoos known to have a zoo tile this year: those with
// a visitor or a park bench now, those known to have had a tile in a year
// before (since), and those of also (nil: none).
func withTiles(r *yearRow, since []int, also []bool) []bool {
	out := make([]bool, len(r.visitors))
	for i := range out {
		out[i] = hasTileSign(r, i) || (since != nil && since[i] > 0) || (also != nil && also[i])
	}
	return out
}

// tilesNote explains visitors that can be handed out, but not with the
// tiles in play: no visitor at all, a zoo with a tile and not two
// categories, or a last year without every category.
func tilesNote(r *yearRow, tiled []bool, since []int, inPlay int) scorer.Note {
	total := r.totalVisitors()
	switch {
	case total == 0:
		return scorer.Note{Rule: "zoosim.categories-in-play", Msg: msg.M("zoosim.categories-in-play.none", "year", r.year)}
	case inPlay == categoryCount && (total < categoryCount || (total-categoryCount)%2 != 0):
		// Every category in play gives 1 visitor (one zoo has it) or 3.
		return scorer.Note{Rule: "zoosim.categories-in-play", Msg: msg.M("zoosim.categories-in-play.last-total",
			"year", r.year, "count", total, "tiles", TileCount)}
	}
	if len(r.visitors) == 2 {
		for i, v := range r.visitors {
			if tiled[i] && v < 2 {
				return scorer.Note{Player: r.names[i], Rule: "zoosim.zoo-categories", Msg: msg.M("zoosim.zoo-categories.two-players",
					"year", r.year, "player", r.labels[i], "visitors", visitorsN.of(v), "why", tileSign(r, i, since))}
			}
		}
	}
	return scorer.Note{Rule: "zoosim.zoo-categories", Msg: msg.M("zoosim.zoo-categories",
		"year", r.year, "counts", nameCounts(r.labels, r.visitors))}
}

// tileSign says how zoo i is known to have a zoo tile.
func tileSign(r *yearRow, i int, since []int) msg.Msg {
	switch {
	case r.visitors[i] > 0:
		return msg.M("zoosim.zoo-categories.visitor", "player", r.labels[i])
	case r.benches[i] > 0:
		return msg.M("zoosim.zoo-categories.benches", "player", r.labels[i])
	}
	return msg.M("zoosim.zoo-categories.before", "player", r.labels[i], "year", since[i])
}

// bushZoos are the zoos that have bushes in this year: those with trees now
// or in a year before.
func bushZoos(r *yearRow, bushy []bool) []bool {
	out := make([]bool, len(r.trees))
	for i, t := range r.trees {
		out[i] = bushy[i] || t > 0
	}
	return out
}

// checkTreeHandout checks the year's trees: none, 2 for one zoo, or 2 and 1
// for two zoos; and every zoo that had trees before still has its bushes, so
// it still takes part in the contest for trees.
func checkTreeHandout(r *yearRow, bushy []bool) []scorer.Note {
	var twos, ones []int
	for i, t := range r.trees {
		switch t {
		case 2:
			twos = append(twos, i)
		case 1:
			ones = append(ones, i)
		}
	}
	note := func(player int, rule, id string, pairs ...any) []scorer.Note {
		who := ""
		if player >= 0 {
			who = r.names[player]
		}
		return []scorer.Note{{Player: who, Rule: rule, Msg: msg.M(id, pairs...)}}
	}
	switch {
	case len(twos) > 1:
		return note(-1, "zoosim.trees-per-year", "zoosim.trees-per-year.twos", "year", r.year, "players", r.list(twos))
	case len(ones) > 1:
		return note(-1, "zoosim.trees-per-year", "zoosim.trees-per-year.ones", "year", r.year, "players", r.list(ones))
	case len(ones) == 1 && len(twos) == 0:
		return note(ones[0], "zoosim.trees-per-year", "zoosim.trees-per-year.no-two", "year", r.year, "player", r.labels[ones[0]])
	}
	var kept []int // zoos with bushes from an earlier year and no tree now
	for i, b := range bushy {
		if b && r.trees[i] == 0 {
			kept = append(kept, i)
		}
	}
	switch {
	case len(kept) > 0 && len(twos) == 0:
		return note(kept[0], "zoosim.bushes-stay", "zoosim.bushes-stay.none", "n", len(kept), "players", r.list(kept), "year", r.year)
	case len(kept) > 0 && len(ones) == 0:
		return note(kept[0], "zoosim.bushes-stay", "zoosim.bushes-stay.no-one", "n", len(kept), "players", r.list(kept),
			"top", r.labels[twos[0]], "year", r.year)
	}
	return nil
}

// list names some of the year's players: "A, B and C".
func (r *yearRow) list(players []int) msg.List {
	items := make([]any, len(players))
	for k, i := range players {
		items[k] = r.labels[i]
	}
	return namesOf(items)
}

// totalMsg explains a year whose visitors in all zoos add up to what no
// handout gives, naming the rulebook's example when these are its counts.
func totalMsg(r *yearRow) msg.Msg {
	id := "zoosim.visitors-per-year"
	if isRulebookExample(r) {
		id = "zoosim.visitors-per-year.example"
	}
	return msg.M(id, "year", r.year, "count", r.totalVisitors())
}

// isRulebookExample reports whether a year holds the counts the ZooSim
// rulebook prints after its 14th auction, in any order: 3 visitors and 1
// bench; 2 visitors and 2 benches; 5 visitors, 1 tree, 1 bench; 4
// visitors, 2 trees, 1 bench.
func isRulebookExample(r *yearRow) bool {
	if len(r.visitors) != 4 {
		return false
	}
	want := map[Year]int{{3, 0, 1}: 1, {2, 0, 2}: 1, {5, 1, 1}: 1, {4, 2, 1}: 1}
	for i := range r.visitors {
		y := Year{r.visitors[i], r.trees[i], r.benches[i]}
		if want[y] == 0 {
			return false
		}
		want[y]--
	}
	return true
}

// handoutMsg explains visitors that no handout of the 5 categories gives,
// with the plainest reason found.
func handoutMsg(r *yearRow) msg.Msg {
	counts := nameCounts(r.labels, r.visitors)
	for i, v := range r.visitors {
		others := r.totalVisitors() - v
		if need := v - len(Categories); need > others {
			return msg.M("zoosim.visitors-handout.best", "year", r.year, "counts", counts, "player", r.labels[i],
				"visitors", v, "n", need, "others", others)
		}
	}
	return msg.M("zoosim.visitors-handout", "year", r.year, "counts", counts)
}

// needNote explains why the zoos with bushes (trees now or in a year
// before) cannot have the enclosures their bushes came with.
func needNote(r *yearRow, bushy []bool) scorer.Note {
	var now, before []int
	for i := range r.trees {
		switch {
		case r.trees[i] > 0:
			now = append(now, i)
		case bushy[i]:
			before = append(before, i)
		}
	}
	var who msg.Msg
	hasNow := func() msg.Msg {
		return msg.M("zoosim.trees-need-bushes.now", "n", len(now), "players", r.list(now), "year", r.year)
	}
	hadBefore := func() msg.Msg {
		return msg.M("zoosim.trees-need-bushes.before", "n", len(before), "players", r.list(before))
	}
	switch {
	case len(before) == 0:
		who = hasNow()
	case len(now) == 0:
		who = hadBefore()
	default:
		who = msg.M("zoosim.trees-need-bushes.both", "now", hasNow(), "before", hadBefore())
	}
	first := append(now, before...)[0]
	id := "zoosim.trees-need-bushes"
	switch {
	case r.totalVisitors() == 0:
		id = "zoosim.trees-need-bushes.no-visitor"
	case len(r.visitors) == 2:
		id = "zoosim.trees-need-bushes.two-players"
	}
	return scorer.Note{Player: r.names[first], Rule: "zoosim.trees-need-bushes",
		Msg: msg.M(id, "who", who, "counts", nameCounts(r.labels, r.visitors))}
}

// checkFollows checks that year r's visitors can follow those of the year
// before: enclosures stay, so no category hands out fewer visitors than a
// year before. It gives the stages year r can be in after the years before.
func checkFollows(prev, r *yearRow, before, now stageSet) (stageSet, []scorer.Note) {
	after := stageSet{total: now.total}
	for c := 0; c <= categoryCount; c++ {
		for b := 0; b <= categoryCount && now.has(c); b++ {
			if before.has(b) && follows(before.stage(b), now.stage(c)) {
				after.add(c)
				break
			}
		}
	}
	if !after.empty() {
		return after, nil
	}
	said := msg.M("zoosim.visitors-decrease.handouts", "year", r.year, "counts", nameCounts(r.labels, r.visitors),
		"before", prev.year, "counts_before", nameCounts(prev.labels, prev.visitors))
	if was, is := prev.totalVisitors(), r.totalVisitors(); is < was {
		said = msg.M("zoosim.visitors-decrease", "year", r.year, "n", is, "had", was, "before", prev.year)
	}
	return now, []scorer.Note{{Rule: "zoosim.visitors-decrease", Msg: said}}
}
