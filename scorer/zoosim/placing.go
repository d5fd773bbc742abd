package zoosim

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// checkPlaced checks the winner's placement against the tile: exactly the
// tile's categories, each at least its half's stars and at most the half
// plus every star the winner already owns there. winner < 0 when the bids
// name no winner: the upper bound is then not checked.
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
		if !ok {
			add("zoosim.placed-categories", "the placement gives no value for the tile's %s half: give the stars of the enclosure it now belongs to", h.Animal)
			continue
		}
		if got < h.Stars {
			add("zoosim.placed-below-half", "the %s half (%s) is placed in an enclosure of %s; an enclosure is worth at least the half in it: give %d or more",
				h.Animal, plural(h.Stars, "star"), plural(got, "star"), h.Stars)
		} else if winner >= 0 {
			owned := t.zoos[winner].owned[h.Animal]
			if limit := h.Stars + owned; got > limit {
				add("zoosim.placed-above-owned", "the %s half (%s) is placed in an enclosure of %s, but with the %s %s already owns in %s it can reach at most %d: give %d or less",
					h.Animal, plural(h.Stars, "star"), plural(got, "star"), plural(owned, "star"), who, h.Animal, limit, limit)
			}
		}
	}
	for _, c := range sortedKeys(p.Enclosures) {
		if !onTile[c] {
			add("zoosim.placed-categories", "the placement names %q, which is not a half of this tile: give only the tile's categories", c)
		}
	}
	if p.Benches < 0 {
		add("zoosim.placed-benches", "the tile closed %d paths; a tile closes 0 paths or more: enter the closed paths", p.Benches)
	}
	return out
}

// place adds the tile to the winner's zoo. A best enclosure counts as
// reached in this auction only when it grows: an equal one elsewhere in the
// same zoo does not make the zoo's best newer.
func (t *Tracker) place(w int, tile Tile, p Placed) []scorer.Note {
	z := t.zoos[w]
	n := t.AuctionNumber()
	z.tiles++
	var parts []string
	for _, h := range tile.Enclosures {
		got := p.Enclosures[h.Animal]
		z.owned[h.Animal] += h.Stars
		old := z.best[h.Animal]
		desc := fmt.Sprintf("the %s half (%s) makes a new %s enclosure", h.Animal, plural(h.Stars, "star"), noun(h.Animal))
		if got > h.Stars {
			desc = fmt.Sprintf("the %s half (%s) joins a combined %s enclosure of %s", h.Animal, plural(h.Stars, "star"), noun(h.Animal), plural(got, "star"))
		}
		switch {
		case old == 0:
			desc += " (his first)"
		case got > old:
			desc += fmt.Sprintf(" (his best, up from %d)", old)
		default:
			desc += fmt.Sprintf(" (his best stays %d)", old)
		}
		if got > old {
			z.best[h.Animal] = got
			z.bestAt[h.Animal] = n
		}
		parts = append(parts, desc)
	}
	if tile.Bushes > 0 {
		z.bushes += tile.Bushes
		z.bushAt = n
		parts = append(parts, fmt.Sprintf("%s %s, %d in his zoo", plural(tile.Bushes, "bush"), isAre(tile.Bushes), z.bushes))
	}
	notes := []scorer.Note{{Player: z.name, Rule: "zoosim.placement",
		Message: fmt.Sprintf("%s places the tile: %s", z.name, strings.Join(parts, "; "))}}
	if p.Benches > 0 {
		z.benches += p.Benches
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.bench",
			Message: fmt.Sprintf("%s closes %s and gets %s; %s in his zoo for the rest of the game",
				z.name, plural(p.Benches, "path"), plural(p.Benches, "park bench"), plural(z.benches, "bench"))})
	}
	return notes
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
