package junior

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// What the offspring check says, in words a player follows (see
// offspring_origin.go for the rules behind it).

// pairsMsg says how many pairs n animals that are not offspring can form:
// "its 3 llamas that are not offspring form at most 1 pair".
func pairsMsg(n int, kind string) msg.Msg {
	switch {
	case n == 0:
		return msg.M("junior.pairs.none", "kind", msg.Word(kind))
	case n == 1:
		return msg.M("junior.pairs.single", "kind", msg.Word(kind))
	}
	return msg.M("junior.pairs.some", "n", n/2, "animals", msg.Count{N: n, Noun: kind})
}

// explainImpossible says why no play gives the kind's offspring: first what
// one zoo breaks on its own (too many in a barn, too many in an enclosure),
// else the kind as a whole.
func (ko *kindOffspring) explainImpossible(names []zooName) []scorer.Note {
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
			said := msg.M("junior.barn-offspring-needs-full-enclosure.none",
				"offspring", offspringOf(n, k), "kind", msg.Word(k), "animals", animalsOf(k))
			if len(senders) > 0 {
				said = msg.M("junior.barn-offspring-needs-full-enclosure.some",
					"offspring", offspringOf(n, k), "pens", pensList(senders), "player", names[s.zoo].arg(), "kind", msg.Word(k))
			}
			out = append(out, names[s.zoo].note("junior.barn-offspring-needs-full-enclosure", said))
			continue
		}
		pairs := ko.pairsIn(s)
		if n <= pairs+elsewhere {
			continue
		}
		tail := msg.M("junior.taken-over.none", "kind", msg.Word(k))
		if elsewhere > 0 {
			tail = msg.M("junior.taken-over.some", "kind", msg.Word(k), "count", elsewhere)
		}
		out = append(out, names[s.zoo].note("junior.offspring-needs-pair",
			msg.M("junior.offspring-needs-pair", "enclosure", s.pen+1, "offspring", offspringOf(n, k),
				"pairs", pairsMsg(ko.parents[s], k), "taken", tail)))
	}
	if len(out) > 0 {
		return out
	}
	var where []any
	for _, s := range sortedSites(keys(count)) {
		place := msg.M("junior.in-barn", "count", count[s], "player", names[s.zoo].arg())
		if s.pen >= 0 {
			place = msg.M("junior.in-enclosure", "count", count[s], "player", names[s.zoo].arg(), "enclosure", s.pen+1)
		}
		where = append(where, place)
	}
	return []scorer.Note{{Rule: "junior.offspring-needs-pair",
		Msg: msg.M("junior.offspring-needs-pair.kind", "offspring", offspringOf(len(ko.tiles), k),
			"where", chain("junior.comma", where), "kind", msg.Word(k), "explained", ko.explained)}}
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
func takeOverViolations(in Input, names []zooName, kinds []*kindOffspring) []scorer.Note {
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
		out = append(out, names[zi].note("junior.take-over-needs-bonus",
			msg.M("junior.take-over-needs-bonus", "pens", pensList(pens), "player", names[zi].arg(), "n", nFull)))
	}
	if len(out) == 0 {
		out = append(out, scorer.Note{Rule: "junior.take-over-needs-bonus", Msg: msg.M("junior.take-over-needs-bonus.game")})
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
func takeOverWarnings(names []zooName, kinds []*kindOffspring, least map[site]int) []scorer.Note {
	var out []scorer.Note
	for _, s := range sortedSites(keys(least)) {
		for _, ko := range kinds {
			if !ko.holds(s) {
				continue
			}
			var from []any
			seen := map[int]bool{}
			for _, p := range ko.pens {
				if p.toBarn && p.zoo != s.zoo && !seen[p.zoo] {
					seen[p.zoo] = true
					from = append(from, names[p.zoo].arg())
				}
			}
			out = append(out, names[s.zoo].note("junior.offspring-away-from-parents",
				msg.M("junior.offspring-away-from-parents", "enclosure", s.pen+1, "offspring", offspringOf(least[s], ko.kind),
					"animals", animalsOf(ko.kind), "from", msg.List{Items: from, Or: true}, "kind", msg.Word(ko.kind))))
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
