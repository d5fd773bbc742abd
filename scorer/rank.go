package scorer

import (
	"cmp"
	"slices"

	"github.com/zooscore/zooscore/msg"
)

// Standing is a player's score before ranking: the scored player and the
// values of the game's tiebreaks, in the order the rules apply them. A higher
// value is better.
type Standing struct {
	Player    PlayerResult
	Tiebreaks []int
}

// Tiebreak names one tiebreak of a game, e.g. the Dice Game's crossed coin
// spaces.
//
// What is for reading the code: the words shown are the catalogs'
// "tiebreak.RULE" (scorer.toml), in the language of the table.
type Tiebreak struct {
	Rule string // stable rule id, e.g. "dice.tie-coins"
	What string // what is compared, e.g. "crossed coin spaces"
}

// Ranking is the outcome of Rank.
type Ranking struct {
	Players   []PlayerResult // in rank order; still-tied players in input order
	Winners   []string
	Decisions []Note // one note per tied total, saying how it was settled
}

// Rank orders the standings by total, then by each tiebreak in turn. Players
// still tied after every tiebreak share a rank (standard competition ranking:
// 1, 1, 3) and sharedRule names the rule that lets them share it.
func Rank(standings []Standing, tiebreaks []Tiebreak, sharedRule string) Ranking {
	order := make([]int, len(standings))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return -cmp.Compare(compare(standings[a], standings[b]), 0)
	})

	var r Ranking
	if len(order) > 0 {
		r.Players = make([]PlayerResult, len(order))
	}
	winners := 0
	for pos, idx := range order {
		p := standings[idx].Player
		p.Rank = pos + 1
		if pos > 0 && compare(standings[idx], standings[order[pos-1]]) == 0 {
			p.Rank = r.Players[pos-1].Rank
		}
		r.Players[pos] = p
		if p.Rank == 1 {
			winners++
		}
	}
	if winners > 0 {
		r.Winners = make([]string, winners)
		for i := range winners {
			r.Winners[i] = r.Players[i].Name
		}
	}

	for start := 0; start < len(order); {
		end := start + 1
		for end < len(order) && standings[order[end]].Player.Total == standings[order[start]].Player.Total {
			end++
		}
		if end-start > 1 {
			r.Decisions = append(r.Decisions, explainTie(standings, order[start:end], r.Players[start:end], tiebreaks, sharedRule)...)
		}
		start = end
	}
	return r
}

// compare returns >0 when a ranks before b, <0 when after, 0 when tied.
func compare(a, b Standing) int {
	if a.Player.Total != b.Player.Total {
		return a.Player.Total - b.Player.Total
	}
	for i := range a.Tiebreaks {
		if i < len(b.Tiebreaks) && a.Tiebreaks[i] != b.Tiebreaks[i] {
			return a.Tiebreaks[i] - b.Tiebreaks[i]
		}
	}
	return 0
}

// explainTie describes how one group of players with the same total was
// ranked: each tiebreak that separated some of them, then who still shares.
func explainTie(standings []Standing, group []int, ranked []PlayerResult, tiebreaks []Tiebreak, sharedRule string) []Note {
	// Each name is put into an interface once, for all the lists it is in
	// (names by the player's index in standings).
	lists := make([]any, len(standings)+len(group))
	names, all := lists[:len(standings):len(standings)], lists[len(standings):]
	for i, idx := range group {
		names[idx] = standings[idx].Player.Name
		all[i] = names[idx]
	}
	// The arguments every note of the group shares, each put into an
	// interface once.
	var points, allNames any = msg.Count{N: standings[group[0]].Player.Total, Noun: "point"}, msg.List{Items: all}

	var notes []Note
	subgroups := [][]int{group}
	for level, tb := range tiebreaks {
		var next [][]int
		for _, sg := range subgroups {
			if len(sg) < 2 {
				continue
			}
			split := splitBy(standings, sg, level)
			if len(split) > 1 {
				// The players' values and ranks: their lists and their
				// messages' arguments in one allocation each (a name given
				// twice may have more ranks than values).
				items := make([]any, len(sg)+len(ranked))
				args := make(argPool, 2*len(sg)+2*len(ranked))
				vals := items[:len(sg):len(sg)]
				for i, idx := range sg {
					vals[i] = args.said("tie.value", "name", names[idx], "value", standings[idx].Tiebreaks[level])
				}
				ranks := describeRanks(ranked, sg, standings, names, items[len(sg):len(sg):len(items)], &args)
				notes = append(notes, Note{Rule: tb.Rule, Msg: msg.M("tie.broken", "names", allNames, "points", points,
					"what", tb.words(), "values", msg.List{Items: vals}, "ranks", ranks)})
			}
			next = append(next, split...)
		}
		subgroups = next
	}
	for _, sg := range subgroups {
		if len(sg) < 2 {
			continue
		}
		shared := make([]any, len(sg))
		for i, idx := range sg {
			shared[i] = names[idx]
		}
		rank := 0
		for _, p := range ranked {
			if p.Name == standings[sg[0]].Player.Name {
				rank = p.Rank
			}
		}
		said := msg.M("tie.shared-no-tiebreak", "names", msg.List{Items: shared}, "points", msg.Count{N: standings[sg[0]].Player.Total, Noun: "point"}, "rank", rank)
		if len(tiebreaks) > 0 {
			said = msg.M("tie.shared", "names", msg.List{Items: shared}, "what", allTiebreaks(tiebreaks), "rank", rank)
		}
		notes = append(notes, Note{Rule: sharedRule, Msg: said})
	}
	return notes
}

// words names what a tiebreak compares: the catalogs' "tiebreak.RULE"
// ("crossed coin spaces").
func (tb Tiebreak) words() msg.Msg { return msg.M("tiebreak." + tb.Rule) }

// allTiebreaks names every tiebreak in turn: "a, then b, then c".
func allTiebreaks(tiebreaks []Tiebreak) msg.Msg {
	what := tiebreaks[len(tiebreaks)-1].words()
	for i := len(tiebreaks) - 2; i >= 0; i-- {
		what = msg.M("tie.then", "first", tiebreaks[i].words(), "then", what)
	}
	return what
}

// splitBy cuts a sorted group into runs with the same value at one tiebreak.
func splitBy(standings []Standing, group []int, level int) [][]int {
	var out [][]int
	for i, idx := range group {
		if i == 0 || standings[idx].Tiebreaks[level] != standings[group[i-1]].Tiebreaks[level] {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], idx)
	}
	return out
}

// describeRanks lists the rank of each player of the group: "Ann rank 1
// and Bob rank 2". The list is appended to parts, which has room for
// every ranked player, and the messages' arguments come from args.
func describeRanks(ranked []PlayerResult, group []int, standings []Standing, names []any, parts []any, args *argPool) msg.List {
	for _, p := range ranked {
		for _, idx := range group {
			if standings[idx].Player.Name == p.Name {
				parts = append(parts, args.said("tie.rank", "name", names[idx], "rank", p.Rank))
				break
			}
		}
	}
	return msg.List{Items: parts}
}

// argPool hands out the arguments of many two-argument messages from one
// allocation.
type argPool []msg.Arg

// said is msg.M(id, name1, value1, name2, value2), its arguments taken from the
// pool (which must have two left).
func (p *argPool) said(id, name1 string, value1 any, name2 string, value2 any) msg.Msg {
	a := (*p)[:2:2]
	*p = (*p)[2:]
	a[0], a[1] = msg.Arg{Name: name1, Value: value1}, msg.Arg{Name: name2, Value: value2}
	return msg.Msg{ID: id, Args: a}
}

// Scored is a player's standing from the breakdown: the total is the sum of
// the items' points, so the two can never disagree.
func Scored(name string, items []Item, tiebreaks ...int) Standing {
	total := 0
	for _, it := range items {
		total += it.Points
	}
	return Standing{Player: PlayerResult{Name: name, Total: total, Breakdown: items}, Tiebreaks: tiebreaks}
}

// NewResult ranks the standings of a game and makes its result, with the
// ranking's explanations as its decisions.
func NewResult(game string, standings []Standing, tiebreaks []Tiebreak, sharedRule string, warnings []Note) Result {
	r := Rank(standings, tiebreaks, sharedRule)
	if warnings == nil {
		warnings = []Note{}
	}
	return Result{
		Game:      game,
		Players:   r.Players,
		Winners:   r.Winners,
		Warnings:  warnings,
		Decisions: r.Decisions,
	}
}
