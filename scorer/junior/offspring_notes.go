package junior

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// What the offspring check says, in words a player follows (see
// offspring_origin.go for the rules behind it).

func penName(pen int) string { return fmt.Sprintf("enclosure %d", pen+1) }

func offspringOf(n int, kind string) string { return fmt.Sprintf("%d %s offspring", n, kind) }

// pairsWords says how many pairs n animals that are not offspring can form:
// "its 3 llamas that are not offspring form at most 1 pair".
func pairsWords(n int, kind string) string {
	switch {
	case n == 0:
		return fmt.Sprintf("it holds no %s that is not an offspring, so no pair", kind)
	case n == 1:
		return fmt.Sprintf("it holds only 1 %s that is not an offspring, too few for a pair", kind)
	case n/2 == 1:
		return fmt.Sprintf("its %s that are not offspring form at most 1 pair", countOf(n, kind))
	}
	return fmt.Sprintf("its %s that are not offspring form at most %d pairs", countOf(n, kind), n/2)
}

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
			Message: fmt.Sprintf("%s: %s, but %s, and %s: check the offspring count",
				penName(s.pen), offspringOf(n, k), pairsWords(ko.parents[s], k), tail)})
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
