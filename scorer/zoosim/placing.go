package zoosim

import (
	"slices"
	"strconv"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// checkPlaced checks the winner's placement against the tile: exactly the
// tile's categories, each at least its half's stars, and each one of the
// values the half can make in the winner's zoo: on its own, or joined with
// some of their enclosures of its category. winner < 0 when the bids name no
// winner: only the half's own stars are checked then.
func (t *Tracker) checkPlaced(tile Tile, p Placed, winner int) []scorer.Note {
	var out []scorer.Note
	who := ""
	if winner >= 0 {
		who = t.zoos[winner].name
	}
	add := func(rule, id string, pairs ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Msg: msg.M(id, pairs...)})
	}
	for _, h := range tile.Enclosures {
		got, ok := p.Enclosures[h.Animal]
		switch {
		case !ok:
			add("zoosim.placed-categories", "zoosim.placed-categories.missing", "half", halfOf(h.Animal))
		case got < h.Stars:
			add("zoosim.placed-below-half", "zoosim.placed-below-half", "half", halfOf(h.Animal),
				"stars", starsN.of(h.Stars), "got", starsN.of(got), "min", h.Stars)
		case winner >= 0 && isCategory(h.Animal):
			if n, bad := t.checkJoin(winner, h, got); bad {
				out = append(out, n)
			}
		}
	}
	for _, c := range extraCategories(tile, p) {
		add("zoosim.placed-categories", "zoosim.placed-categories.extra", "value", strconv.Quote(c))
	}
	if p.Benches < 0 || p.Benches > MaxBenchesPerTile {
		add("zoosim.placed-benches", "zoosim.placed-benches", "count", p.Benches, "max", MaxBenchesPerTile)
	}
	return out
}

// extraCategories gives the categories of a placement that are not on the
// tile, sorted.
func extraCategories(tile Tile, p Placed) []string {
	var extra []string
	for c := range p.Enclosures {
		if !slices.ContainsFunc(tile.Enclosures, func(h Half) bool { return h.Animal == c }) {
			extra = append(extra, c)
		}
	}
	slices.Sort(extra)
	return extra
}

// checkJoin checks that a half can make an enclosure of got stars in the
// winner's zoo, and otherwise says which values it can make.
func (t *Tracker) checkJoin(winner int, h Half, got int) (scorer.Note, bool) {
	z := t.zoos[winner]
	pp := z.peekPens(h.Animal)
	if pp.can(h.Stars, got) {
		return scorer.Note{}, false
	}
	joins := pp.joins(h.Stars)
	can := make([]any, len(joins))
	for i, j := range joins {
		can[i] = JoinMsg(h.Animal, j, false)
	}
	values := msg.List{Items: can, Or: true}
	said := msg.M("zoosim.placed-join", "half", halfOf(h.Animal), "stars", starsN.of(h.Stars), "got", starsN.of(got),
		"player", z.name, "pen", penOf(h.Animal), "rest", got-h.Stars, "values", values)
	rule := "zoosim.placed-join"
	if owned := pp.owned; got > h.Stars+owned {
		rule = "zoosim.placed-above-owned"
		said = msg.M("zoosim.placed-above-owned", "half", halfOf(h.Animal), "stars", starsN.of(h.Stars), "got", starsN.of(got),
			"player", z.name, "owned", starsN.of(owned), "animals", animalsOf(h.Animal), "values", values)
	}
	return scorer.Note{Player: z.name, Rule: rule, Msg: said}, true
}

// Joins gives every value a half can make in a player's zoo, lowest first:
// on its own, or joined with some of their enclosures of its category (see
// Join). A name the tracker does not know gives the half on its own.
func (t *Tracker) Joins(player string, h Half) []Join {
	i, ok := t.find(player)
	if !ok {
		return newPens().joins(h.Stars)
	}
	return t.zoos[i].peekPens(h.Animal).joins(h.Stars)
}

// place adds the tile to the winner's zoo. Each half makes an enclosure of
// the value given, on its own or joined with some of their enclosures. That
// enclosure is their newest: when it is worth as much as their best, their best
// counts as reached now, so it wins a tie with an older enclosure of
// another zoo (the rules give a tie to the newer enclosure).
func (t *Tracker) place(notes []scorer.Note, w int, tile Tile, p Placed) []scorer.Note {
	z := t.zoos[w]
	n := t.AuctionNumber()
	z.tiles++
	var halves [2]any
	for i, h := range tile.Enclosures {
		got, c := p.Enclosures[h.Animal], categoryIndex(h.Animal)
		pp := z.pensOf(c)
		if !t.quiet {
			halves[i] = placeMsg(&t.args, h, got, pp, z.best[c])
		}
		pp.place(h.Stars, got)
		if got >= z.best[c] {
			z.best[c] = got
			z.bestAt[c] = n
		}
	}
	if tile.Bushes > 0 {
		z.bushes += tile.Bushes
		z.bushAt = n
	}
	placed := scorer.Note{Player: z.name, Rule: "zoosim.placement"}
	switch {
	case t.quiet:
	case tile.Bushes > 0:
		placed.Msg = t.args.M("zoosim.placement.bushes", "player", z.boxed, "first", halves[0], "second", halves[1],
			"n", tile.Bushes, "total", z.bushes)
	default:
		placed.Msg = t.args.M("zoosim.placement", "player", z.boxed, "first", halves[0], "second", halves[1])
	}
	notes = append(notes, placed)
	if p.Benches > 0 {
		z.benches += p.Benches
		bench := scorer.Note{Player: z.name, Rule: "zoosim.bench"}
		if !t.quiet {
			bench.Msg = t.args.M("zoosim.bench", "player", z.boxed, "paths", pathsN.of(p.Benches),
				"benches", parkBenches.of(p.Benches), "total", benchesN.of(z.benches))
		}
		notes = append(notes, bench)
	}
	return notes
}

// placeCombined says a half joined enclosures when the tracker cannot say
// which (it does not follow the layout any more).
var placeCombined any = msg.M("zoosim.place.combined")

// placeStatuses are the statuses of a placement against the zoo's best
// enclosure before it, boxed once for every best a zoo can have: first,
// then per old best from 0 the better, as good and worse ones.
var placeStatuses = func() (s struct {
	first                 any
	better, asGood, worse []any
}) {
	s.first = msg.M("zoosim.place.first")
	for old := 0; old <= 3*TileCount; old++ {
		s.better = append(s.better, msg.M("zoosim.place.better", "old", old))
		s.asGood = append(s.asGood, msg.M("zoosim.place.as-good", "stars", starsN.of(old)))
		s.worse = append(s.worse, msg.M("zoosim.place.worse", "old", old))
	}
	return s
}()

// placeStatus says how an enclosure of got stars stands against the best
// before it (old): the zoo's first, better, as good or worse.
func placeStatus(got, old int) any {
	s := &placeStatuses
	switch {
	case old == 0:
		return s.first
	case old < 0 || old >= len(s.better):
	case got > old:
		return s.better[old]
	case got == old:
		return s.asGood[old]
	default:
		return s.worse[old]
	}
	switch {
	case got > old:
		return msg.M("zoosim.place.better", "old", old)
	case got == old:
		return msg.M("zoosim.place.as-good", "stars", starsN.of(old))
	}
	return msg.M("zoosim.place.worse", "old", old)
}

// placeMsg describes a half placed in an enclosure of got stars, before
// the tracker adds it: "the birds half (1 star) joins their 3-star birds into
// a bird enclosure of 4 stars (their best, up from 3)".
func placeMsg(a *argArena, h Half, got int, pp *pens, old int) msg.Msg {
	status := placeStatus(got, old)
	if got <= h.Stars {
		return a.M("zoosim.place.new", "half", halfOf(h.Animal), "stars", starsN.of(h.Stars), "pen", penOf(h.Animal), "status", status)
	}
	with := placeCombined
	if ways := joinWays(a, h.Animal, pp.joinOf(h.Stars, got), false); len(ways.Items) > 0 {
		with = ways
	}
	return a.M("zoosim.place.joined", "half", halfOf(h.Animal), "stars", starsN.of(h.Stars), "with", with,
		"pen", penOf(h.Animal), "got", starsN.of(got), "status", status)
}
