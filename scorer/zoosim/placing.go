package zoosim

import (
	"fmt"
	"strings"

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
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	onTile := map[string]bool{}
	for _, h := range tile.Enclosures {
		onTile[h.Animal] = true
		got, ok := p.Enclosures[h.Animal]
		switch {
		case !ok:
			add("zoosim.placed-categories", "the placement gives no value for the tile's %s half: give the stars of the enclosure it now belongs to", h.Animal)
		case got < h.Stars:
			add("zoosim.placed-below-half", "the %s half (%s) is placed in an enclosure of %s; an enclosure is worth at least the half in it: give %d or more",
				h.Animal, plural(h.Stars, "star"), plural(got, "star"), h.Stars)
		case winner >= 0 && isCategory(h.Animal):
			if n, bad := t.checkJoin(winner, h, got); bad {
				out = append(out, n)
			}
		}
	}
	for _, c := range sortedKeys(p.Enclosures) {
		if !onTile[c] {
			add("zoosim.placed-categories", "the placement names %q, which is not a half of this tile: give only the tile's categories", c)
		}
	}
	if p.Benches < 0 || p.Benches > MaxBenchesPerTile {
		add("zoosim.placed-benches", "the tile closed %d paths; a tile closes 0 to %d (it meets the paths around it in at most 6 places): enter the closed paths",
			p.Benches, MaxBenchesPerTile)
	}
	return out
}

// checkJoin checks that a half can make an enclosure of got stars in the
// winner's zoo, and otherwise says which values it can make.
func (t *Tracker) checkJoin(winner int, h Half, got int) (scorer.Note, bool) {
	z := t.zoos[winner]
	pp := z.peekPens(h.Animal)
	if pp.can(h.Stars, got) {
		return scorer.Note{}, false
	}
	var can []string
	for _, j := range pp.joins(h.Stars) {
		can = append(can, JoinText(h.Animal, j, "their"))
	}
	rule, why := "zoosim.placed-join", fmt.Sprintf("no group of %s's %s enclosures adds up to %d with it", z.name, noun(h.Animal), got-h.Stars)
	if owned := pp.owned; got > h.Stars+owned {
		rule, why = "zoosim.placed-above-owned", fmt.Sprintf("%s owns only %s in %s", z.name, plural(owned, "star"), categoryPlural(h.Animal))
	}
	return scorer.Note{Player: z.name, Rule: rule, Message: fmt.Sprintf("the %s half (%s) is placed in an enclosure of %s, but %s; the half makes %s: give one of these",
		h.Animal, plural(h.Stars, "star"), plural(got, "star"), why, orList(can))}, true
}

// Joins gives every value a half can make in a player's zoo, lowest first:
// on its own, or joined with some of their enclosures of its category (see
// Join). A name the tracker does not know gives the half on its own.
func (t *Tracker) Joins(player string, h Half) []Join {
	i, ok := t.index[scorer.NameKey(player)]
	if !ok {
		return newPens().joins(h.Stars)
	}
	return t.zoos[i].peekPens(h.Animal).joins(h.Stars)
}

// orList reads "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// place adds the tile to the winner's zoo. Each half makes an enclosure of
// the value given, on its own or joined with some of their enclosures. That
// enclosure is their newest: when it is worth as much as their best, their best
// counts as reached now, so it wins a tie with an older enclosure of
// another zoo (the rules give a tie to the newer enclosure).
func (t *Tracker) place(w int, tile Tile, p Placed) []scorer.Note {
	z := t.zoos[w]
	n := t.AuctionNumber()
	z.tiles++
	var parts []string
	for _, h := range tile.Enclosures {
		got := p.Enclosures[h.Animal]
		pp := z.pensOf(h.Animal)
		desc := placeText(h, got, pp, z.best[h.Animal])
		pp.place(h.Stars, got)
		if got >= z.best[h.Animal] {
			z.best[h.Animal] = got
			z.bestAt[h.Animal] = n
		}
		parts = append(parts, desc)
	}
	if tile.Bushes > 0 {
		z.bushes += tile.Bushes
		z.bushAt = n
		parts = append(parts, fmt.Sprintf("%s %s, %d in their zoo", plural(tile.Bushes, "bush"), isAre(tile.Bushes), z.bushes))
	}
	notes := []scorer.Note{{Player: z.name, Rule: "zoosim.placement",
		Message: fmt.Sprintf("%s places the tile: %s", z.name, strings.Join(parts, "; "))}}
	if p.Benches > 0 {
		z.benches += p.Benches
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.bench",
			Message: fmt.Sprintf("%s closes %s and gets %s; %s in their zoo for the rest of the game",
				z.name, plural(p.Benches, "path"), plural(p.Benches, "park bench"), plural(z.benches, "bench"))})
	}
	return notes
}

// placeText describes a half placed in an enclosure of got stars, before
// the tracker adds it: "the birds half (1 star) joins their 3-star birds into
// a bird enclosure of 4 stars (their best, up from 3)".
func placeText(h Half, got int, pp *pens, old int) string {
	desc := fmt.Sprintf("the %s half (%s) makes a new %s enclosure", h.Animal, plural(h.Stars, "star"), noun(h.Animal))
	if got > h.Stars {
		with := "a combined enclosure"
		for _, j := range pp.joins(h.Stars) {
			if j.Stars == got && len(j.Groups) > 0 {
				with = strings.TrimPrefix(JoinText(h.Animal, j, "their"), fmt.Sprintf("%d joined with ", got))
			}
		}
		desc = fmt.Sprintf("the %s half (%s) joins %s into a %s enclosure of %s", h.Animal, plural(h.Stars, "star"), with, noun(h.Animal), plural(got, "star"))
	}
	switch {
	case old == 0:
		return desc + " (their first)"
	case got > old:
		return desc + fmt.Sprintf(" (their best, up from %d)", old)
	case got == old:
		return desc + fmt.Sprintf(" (as good as their best, and now their newest of %s)", plural(old, "star"))
	}
	return desc + fmt.Sprintf(" (their best stays %d)", old)
}

func isAre(n int) string {
	if n == 1 {
		return "is new"
	}
	return "are new"
}

// noun names a category in a sentence: "sea animals", "birds".
func noun(c string) string {
	if c == "sea" {
		return "sea animal"
	}
	return strings.TrimSuffix(c, "s")
}
