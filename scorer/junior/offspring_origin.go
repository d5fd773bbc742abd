package junior

import (
	"fmt"
	"sort"
	"strings"

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
	kind  string
	tiles []site      // one entry per offspring tile
	pens  []parentPen // every enclosure of the kind with a possible pair
	// ways lists the take-overs each possible origin needs (the sites the
	// offspring were taken into), without repeats; empty when none exists.
	ways      [][]site
	explained int // the most offspring one assignment accounts for
}

// checkOffspring checks the origin of every kind's offspring in the bounded
// input (see bounded), skipping kinds whose counts are wrong already.
func checkOffspring(in Input, over map[string]bool) (violations, warnings []scorer.Note) {
	names := make([]string, len(in.Players))
	for i, z := range in.Players {
		names[i] = playerLabel(z.Name, i)
	}
	var kinds []*kindOffspring
	for _, k := range Kinds {
		ko, ok := gatherKind(in, k, over)
		if !ok || len(ko.tiles) == 0 {
			continue
		}
		ko.findWays()
		if len(ko.ways) == 0 {
			violations = append(violations, ko.explainImpossible(names)...)
			continue
		}
		kinds = append(kinds, ko)
	}
	if len(violations) > 0 {
		return violations, nil
	}
	least, ok := takeOversPossible(in, kinds)
	if !ok {
		return takeOverViolations(in, names, kinds), nil
	}
	return nil, takeOverWarnings(names, kinds, least)
}

// gatherKind collects one kind's offspring and possible parents; ok is
// false when the counts of the kind break simpler rules already reported
// (a count over the box, more offspring than animals, an enclosure over 6
// tiles, more offspring than the game has).
func gatherKind(in Input, kind string, over map[string]bool) (*kindOffspring, bool) {
	ko := &kindOffspring{kind: kind}
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
	seen := map[string]bool{}
	var walk func(i, explained int)
	walk = func(i, explained int) {
		if i == len(ko.tiles) {
			ko.explained = max(ko.explained, explained)
			if explained == len(ko.tiles) {
				key := siteKey(taken)
				if !seen[key] {
					seen[key] = true
					ko.ways = append(ko.ways, sortedSites(taken))
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

func siteKey(list []site) string {
	return fmt.Sprint(sortedSites(list))
}

// takeOversPossible looks for one origin per kind such that every zoo can
// have earned a bonus action for each take-over into it (rule 4). It tries
// every combination (at most 4 per kind: each of a kind's 2 offspring taken
// over or not) and returns, for each enclosure, the fewest take-overs into
// it among the combinations that work.
func takeOversPossible(in Input, kinds []*kindOffspring) (map[site]int, bool) {
	full := fullPens(in)
	least := map[site]int{}
	found := false
	chosen := make([][]site, len(kinds))
	var walk func(i int)
	walk = func(i int) {
		if i == len(kinds) {
			into := map[site]int{}
			for _, way := range chosen {
				for _, s := range way {
					into[s]++
				}
			}
			if !bonusesForAll(full, into) {
				return
			}
			if !found {
				for s, n := range into {
					least[s] = n
				}
			} else {
				for s := range least {
					least[s] = min(least[s], into[s])
				}
			}
			found = true
			return
		}
		for _, way := range kinds[i].ways {
			chosen[i] = way
			walk(i + 1)
		}
	}
	walk(0)
	for s, n := range least {
		if n == 0 {
			delete(least, s)
		}
	}
	return least, found
}

// fullPens says which enclosures of each zoo hold 6 tiles.
func fullPens(in Input) [][MaxEnclosures]bool {
	out := make([][MaxEnclosures]bool, len(in.Players))
	for zi, z := range in.Players {
		for pi, e := range z.Enclosures {
			if pi < MaxEnclosures && e.Tiles() == EnclosureSize {
				out[zi][pi] = true
			}
		}
	}
	return out
}

func bonusesForAll(full [][MaxEnclosures]bool, into map[site]int) bool {
	for zi := range full {
		var dests []int
		for pi := 0; pi < MaxEnclosures; pi++ {
			for n := 0; n < into[site{zi, pi}]; n++ {
				dests = append(dests, pi)
			}
		}
		if !bonusesFor(full[zi], dests) {
			return false
		}
	}
	return true
}

// bonusesFor reports whether a zoo whose full enclosures are full can have
// earned a bonus action for a take-over into each enclosure of dests (rule
// 4): each take-over gets its own full enclosure, other than its
// destination, and the enclosures can have been filled in an order that
// puts each such enclosure before a full destination.
func bonusesFor(full [MaxEnclosures]bool, dests []int) bool {
	if len(dests) > MaxEnclosures {
		return false
	}
	from := make([]int, len(dests))
	used := [MaxEnclosures]bool{}
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(dests) {
			return fillOrderExists(full, from, dests)
		}
		for f := 0; f < MaxEnclosures; f++ {
			if !full[f] || used[f] || f == dests[i] {
				continue
			}
			used[f], from[i] = true, f
			if try(i + 1) {
				return true
			}
			used[f] = false
		}
		return false
	}
	return try(0)
}

// fillOrderExists reports whether the enclosures can have been filled in an
// order with every bonus enclosure from[i] full before a full destination
// dests[i]: the "before" links must not close a circle (3 enclosures at
// most, so a circle has 2 or 3 of them).
func fillOrderExists(full [MaxEnclosures]bool, from, dests []int) bool {
	var before [MaxEnclosures][MaxEnclosures]bool
	for i, d := range dests {
		if full[d] {
			before[from[i]][d] = true
		}
	}
	for a := 0; a < MaxEnclosures; a++ {
		for b := 0; b < MaxEnclosures; b++ {
			if before[a][b] && before[b][a] {
				return false
			}
			for c := 0; c < MaxEnclosures; c++ {
				if before[a][b] && before[b][c] && before[c][a] {
					return false
				}
			}
		}
	}
	return true
}

func penName(pen int) string { return fmt.Sprintf("enclosure %d", pen+1) }

func offspringOf(n int, kind string) string { return fmt.Sprintf("%d %s offspring", n, kind) }

// explainImpossible says why no play gives the kind's offspring: first what
// one zoo breaks on its own (too many in a barn, too many in an enclosure),
// else the kind as a whole.
func (ko *kindOffspring) explainImpossible(names []string) []scorer.Note {
	var out []scorer.Note
	k := ko.kind
	count := map[site]int{}
	for _, s := range ko.tiles {
		count[s]++
	}
	for _, s := range sortedSites(keys(count)) {
		n := count[s]
		senders, elsewhere := ko.senders(s.zoo)
		if s.pen < 0 {
			if n <= len(senders) {
				continue
			}
			msg := fmt.Sprintf("barn: %s, but no full %s enclosure (6 tiles) with two %s that are not offspring can have sent it there; an offspring goes to the barn only when its parents' enclosure is full: check the barn's offspring and the %s enclosures",
				offspringOf(n, k), k, plural(k), k)
			if len(senders) > 0 {
				msg = fmt.Sprintf("barn: %s, but only %s of %s's full %s enclosures can have sent one there, and each sends at most one: an offspring goes to the barn only when the tile that completes its pair is the last tile of the enclosure: check the barn's offspring count",
					offspringOf(n, k), joinPens(senders), names[s.zoo], k)
			}
			out = append(out, scorer.Note{Player: names[s.zoo], Rule: "junior.barn-offspring-needs-full-enclosure", Message: msg})
			continue
		}
		pairs := ko.pairsIn(s)
		if n <= pairs+elsewhere {
			continue
		}
		tail := fmt.Sprintf("no other zoo has a full %s enclosure whose offspring could have gone to its barn and been taken over from there", k)
		if elsewhere > 0 {
			tail = fmt.Sprintf("the other zoos' full %s enclosures can have sent only %d to their barns to be taken over", k, elsewhere)
		}
		out = append(out, scorer.Note{Player: names[s.zoo], Rule: "junior.offspring-needs-pair",
			Message: fmt.Sprintf("%s: %s, but its %s that are not offspring make at most %d %s, and %s: check the offspring count",
				penName(s.pen), offspringOf(n, k), plural(k), pairs, map[bool]string{true: "pair", false: "pairs"}[pairs == 1], tail)})
	}
	if len(out) > 0 {
		return out
	}
	var where []string
	for _, s := range sortedSites(keys(count)) {
		place := names[s.zoo] + "'s barn"
		if s.pen >= 0 {
			place = names[s.zoo] + "'s " + penName(s.pen)
		}
		where = append(where, fmt.Sprintf("%d in %s", count[s], place))
	}
	return []scorer.Note{{Rule: "junior.offspring-needs-pair",
		Message: fmt.Sprintf("the %s (%s) need a parent pair each, but the %s enclosures can account for only %d of them: a pair makes one offspring, into its own enclosure, or into its zoo's barn when the pair's last parent filled the enclosure (another player may then take it over): check the %s counts",
			offspringOf(len(ko.tiles), k), strings.Join(where, ", "), k, ko.explained, k)}}
}

// senders lists the enclosures of zoo z that may have sent an offspring of
// the kind to its barn, and counts those of the other zoos.
func (ko *kindOffspring) senders(z int) (own []int, elsewhere int) {
	for _, p := range ko.pens {
		switch {
		case !p.toBarn:
		case p.zoo == z:
			own = append(own, p.pen+1)
		default:
			elsewhere++
		}
	}
	return own, elsewhere
}

func (ko *kindOffspring) pairsIn(s site) int {
	for _, p := range ko.pens {
		if p.site == s {
			return p.pairs
		}
	}
	return 0
}

func keys(m map[site]int) []site {
	out := make([]site, 0, len(m))
	for s := range m {
		out = append(out, s)
	}
	return out
}

// takeOverViolations names the zoos whose offspring need more take-overs
// than bonus actions, counting for each zoo the fewest take-overs each
// kind needs into it; when no zoo fails on its own (only the kinds'
// choices together do), the whole game.
func takeOverViolations(in Input, names []string, kinds []*kindOffspring) []scorer.Note {
	full := fullPens(in)
	var out []scorer.Note
	for zi := range in.Players {
		into := map[site]int{}
		for _, ko := range kinds {
			best := -1
			var bestWay []site
			for _, way := range ko.ways {
				n := 0
				for _, s := range way {
					if s.zoo == zi {
						n++
					}
				}
				if best < 0 || n < best {
					best, bestWay = n, way
				}
			}
			for _, s := range bestWay {
				if s.zoo == zi {
					into[s]++
				}
			}
		}
		if bonusesForAll(full[zi:zi+1], shiftZoo(into, zi)) {
			continue
		}
		var pens []int
		for _, s := range sortedSites(keys(into)) {
			pens = append(pens, s.pen+1)
		}
		nFull := 0
		for _, f := range full[zi] {
			if f {
				nFull++
			}
		}
		out = append(out, scorer.Note{Player: names[zi], Rule: "junior.take-over-needs-bonus",
			Message: fmt.Sprintf("the offspring in %s cannot have been made there, so each was taken over from another player's barn; but each take-over is a bonus action, earned by filling another enclosure before it, and %s's %d full %s cannot have earned that many: check the offspring counts",
				joinPens(pens), names[zi], nFull, map[bool]string{true: "enclosure", false: "enclosures"}[nFull == 1])})
	}
	if len(out) == 0 {
		out = append(out, scorer.Note{Rule: "junior.take-over-needs-bonus",
			Message: "the offspring away from their parents can only have been taken over from other players' barns, and no way of sharing them out gives every taker a bonus action (a full enclosure filled before) for each: check the offspring counts"})
	}
	return out
}

// shiftZoo moves the sites of zoo z to zoo 0, to check that zoo alone.
func shiftZoo(into map[site]int, z int) map[site]int {
	out := map[site]int{}
	for s, n := range into {
		if s.zoo == z {
			out[site{0, s.pen}] = n
		}
	}
	return out
}

// takeOverWarnings says, for each enclosure that holds offspring its own
// animals cannot have made, that they are legal only as take-overs, and from
// whose barns they can have come.
func takeOverWarnings(names []string, kinds []*kindOffspring, least map[site]int) []scorer.Note {
	var out []scorer.Note
	for _, s := range sortedSites(keys(least)) {
		for _, ko := range kinds {
			if !ko.holds(s) {
				continue
			}
			var from []string
			for _, p := range ko.pens {
				if p.toBarn && p.zoo != s.zoo && !containsString(from, names[p.zoo]) {
					from = append(from, names[p.zoo])
				}
			}
			out = append(out, scorer.Note{Player: names[s.zoo], Rule: "junior.offspring-away-from-parents",
				Message: fmt.Sprintf("%s holds %s that its own %s cannot have made: legal only if taken over with a bonus action from the barn of %s, whose full %s enclosure can have sent it there; check the counts",
					penName(s.pen), offspringOf(least[s], ko.kind), plural(ko.kind), orNames(from), ko.kind)})
		}
	}
	return out
}

func (ko *kindOffspring) holds(s site) bool {
	for _, t := range ko.tiles {
		if t == s {
			return true
		}
	}
	return false
}

func containsString(list []string, s string) bool { return indexOf(list, s) >= 0 }

// orNames joins names with "or": "Bob", "Bob or Cy", "Bob, Cy or Di".
func orNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
