package junior

import (
	"slices"
	"sort"

	"github.com/zooscore/zooscore/scorer"
)

// Where the offspring of finished zoos come from.
//
// The sheets show how many offspring lie in each enclosure and barn, but not
// which animals are fertile nor in which order the tiles came. So the check
// asks whether some play could have put the offspring where they are, from
// these rules (Junior rules, Offspring; Six Tiles in the Enclosure; I. Take
// over a Tile; the FAQ's last answer):
//
//  1. A pair is a fertile female and a fertile male of one kind in one
//     enclosure; it makes one offspring as soon as its second animal arrives.
//     No tile in an enclosure ever moves, so the pair is still there at the
//     end, among the enclosure's animals that are not offspring: n of them
//     hold at most n/2 pairs. (A kind has 2 fertile animals of each sex, so 2
//     pairs at most, as many as its offspring tiles.)
//  2. The offspring joins the pair's enclosure, unless that enclosure already
//     holds 6 tiles: then it goes to the barn of the same zoo. An enclosure
//     becomes full once, with its last tile, and stays full, so each full
//     enclosure sends at most one offspring to the barn: the one whose second
//     parent was that last tile.
//  3. An offspring in an enclosure stays there. One in a barn stays, is
//     discarded by its owner, or is taken over by another player into one of
//     that player's enclosures, never into a barn.
//  4. A take-over is a bonus action, earned by a take that filled the last
//     space of one of the taker's enclosures. A turn gives one bonus, and a
//     full enclosure stays full, so each take-over into a zoo needs its own
//     full enclosure of that zoo, other than the one the tile went into and
//     full before it (an enclosure filled by the take-over itself earns no
//     bonus, and one cannot take into a full enclosure).
//
// Hence every offspring entered needs a pair of its own: one in a barn, a
// pair in a full enclosure of the same zoo (rule 2, junior.barn-offspring-
// needs-full-enclosure); one in an enclosure, a pair in that enclosure or a
// pair in a full enclosure of another zoo, whose offspring went to that
// zoo's barn and was taken over (rules 2-3, junior.offspring-needs-pair);
// and each zoo needs a bonus action for every take-over (rule 4,
// junior.take-over-needs-bonus). When no assignment exists, no play
// produces the sheets: a violation. When one exists only with take-overs,
// the sheets cannot tell whether that happened (the fertile markings and
// the bonus actions are not on them): a warning
// (junior.offspring-away-from-parents). Not checked: the order of events
// between zoos (a take-over also needs the source's enclosure filled
// before), which rules out only sheets in which two players took over
// offspring from each other's barns into the very enclosures that sent
// them.

// site is where offspring lie: an enclosure (pen 0-2) of a zoo, or its barn
// (pen -1).
type site struct{ zoo, pen int }

// parentPen is an enclosure of one kind that may hold parent pairs.
type parentPen struct {
	site
	pairs  int  // pairs its animals that are not offspring can form
	toBarn bool // full with a possible pair: it may have sent one offspring to the barn
}

// kindOffspring is what the sheets say of one kind's offspring.
type kindOffspring struct {
	kind    string
	tiles   []site       // one entry per offspring tile
	pens    []parentPen  // every enclosure of the kind with a possible pair
	parents map[site]int // animals that are not offspring, per enclosure with offspring
	// ways lists the take-overs each possible origin needs (the sites the
	// offspring were taken into), without repeats; empty when none exists.
	ways      [][]site
	explained int // the most offspring one assignment accounts for
}

// checkOffspring checks the origin of every kind's offspring in the bounded
// input (see bounded), skipping kinds whose counts are wrong already.
func checkOffspring(in Input, over map[string]bool) (violations, warnings []scorer.Note) {
	var kinds []*kindOffspring
	for _, k := range Kinds {
		if !hasOffspring(in, k) {
			continue // nothing to explain
		}
		ko, ok := gatherKind(in, k, over)
		if !ok || len(ko.tiles) == 0 {
			continue
		}
		ko.findWays()
		if len(ko.ways) == 0 {
			violations = append(violations, ko.explainImpossible(zooNames(in))...)
			continue
		}
		kinds = append(kinds, ko)
	}
	if len(violations) > 0 {
		return violations, nil
	}
	if !needTakeOver(kinds) {
		return nil, nil // every offspring can lie with its parents
	}
	least, ok := takeOversPossible(in, kinds)
	if !ok {
		return takeOverViolations(in, zooNames(in), kinds), nil
	}
	return nil, takeOverWarnings(zooNames(in), kinds, least)
}

func zooNames(in Input) []zooName {
	names := make([]zooName, len(in.Players))
	for i, z := range in.Players {
		names[i] = zooNameOf(z.Name, i)
	}
	return names
}

// hasOffspring reports whether some zoo holds an offspring of the kind.
func hasOffspring(in Input, kind string) bool {
	for _, z := range in.Players {
		for pi, e := range z.Enclosures {
			if e.Animal == kind && pi < MaxEnclosures && e.Offspring > 0 {
				return true
			}
		}
		if z.Barn.Offspring[kind] > 0 {
			return true
		}
	}
	return false
}

// needTakeOver reports whether some kind's offspring can only be where they
// are through take-overs: when each kind has a way without any, that way
// is one of every zoo's choices and no take-over is needed at all.
func needTakeOver(kinds []*kindOffspring) bool {
	for _, ko := range kinds {
		if !slices.ContainsFunc(ko.ways, func(way []site) bool { return len(way) == 0 }) {
			return true
		}
	}
	return false
}

// gatherKind collects one kind's offspring and possible parents; ok is
// false when the counts of the kind break simpler rules already reported
// (a count over the box, more offspring than animals, an enclosure over 6
// tiles, more offspring than the game has).
func gatherKind(in Input, kind string, over map[string]bool) (*kindOffspring, bool) {
	ko := &kindOffspring{kind: kind, parents: map[site]int{}}
	if over[kind] {
		return ko, false
	}
	for zi, z := range in.Players {
		for pi, e := range z.Enclosures {
			if e.Animal != kind || pi >= MaxEnclosures {
				continue
			}
			if e.Offspring > e.Animals || e.Tiles() > EnclosureSize {
				return ko, false
			}
			for i := 0; i < e.Offspring; i++ {
				ko.tiles = append(ko.tiles, site{zi, pi})
			}
			ko.parents[site{zi, pi}] = e.nonOffspring()
			if pairs := e.nonOffspring() / 2; pairs > 0 {
				ko.pens = append(ko.pens, parentPen{site: site{zi, pi}, pairs: pairs, toBarn: e.Tiles() == EnclosureSize})
			}
		}
		off := z.Barn.Offspring[kind]
		if off > z.Barn.Animals[kind] {
			return ko, false
		}
		for i := 0; i < off; i++ {
			ko.tiles = append(ko.tiles, site{zi, -1})
		}
	}
	return ko, len(ko.tiles) <= OffspringPerKind
}

// findWays tries every assignment of the kind's offspring to pairs (at most
// 2 offspring, each with at most 15 enclosures to come from).
func (ko *kindOffspring) findWays() {
	inside := make([]int, len(ko.pens)) // offspring made into the enclosure
	sent := make([]int, len(ko.pens))   // offspring sent to the barn: 0 or 1
	var taken []site
	var walk func(i, explained int)
	walk = func(i, explained int) {
		if i == len(ko.tiles) {
			ko.explained = max(ko.explained, explained)
			if explained == len(ko.tiles) {
				way := sortedSites(taken)
				if !slices.ContainsFunc(ko.ways, func(w []site) bool { return slices.Equal(w, way) }) {
					ko.ways = append(ko.ways, way)
				}
			}
			return
		}
		at := ko.tiles[i]
		for j, p := range ko.pens {
			if inside[j]+sent[j] >= p.pairs {
				continue
			}
			if at.pen >= 0 && p.site == at {
				inside[j]++
				walk(i+1, explained+1)
				inside[j]--
			}
			if !p.toBarn || sent[j] > 0 {
				continue
			}
			switch {
			case at.pen < 0 && p.zoo == at.zoo:
				sent[j]++
				walk(i+1, explained+1)
				sent[j]--
			case at.pen >= 0 && p.zoo != at.zoo:
				sent[j]++
				taken = append(taken, at)
				walk(i+1, explained+1)
				taken = taken[:len(taken)-1]
				sent[j]--
			}
		}
		walk(i+1, explained) // left unexplained: only to count the most explained
	}
	walk(0, 0)
}

func sortedSites(list []site) []site {
	out := append([]site(nil), list...)
	sort.Slice(out, func(a, b int) bool {
		if out[a].zoo != out[b].zoo {
			return out[a].zoo < out[b].zoo
		}
		return out[a].pen < out[b].pen
	})
	return out
}
