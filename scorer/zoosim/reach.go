package zoosim

// The per-year counts of score and check are checked against every way the
// rules can hand out one year's visitors. Each of the 5 categories, after
// the year's last tile, is in one of three states: no zoo has it (no
// visitor), one zoo alone has it (1 visitor for that zoo), or two zoos or
// more have it (2 for the best, 1 for the second, none for the others). The
// categories are alike, so a year's handout is a choice of 5 such outcomes
// without order: at most 21 choose 5 = 20349 of them with 4 players, few
// enough to try them all.

// categoryCount is the number of animal categories (len(Categories)).
const categoryCount = 5

// MaxPlayers is the most players a game has.
const MaxPlayers = 4

// outcome is what one category hands out: nothing (best < 0), 1 visitor to
// the only zoo that has it (second < 0), or 2 to the best and 1 to the
// second.
type outcome struct{ best, second int }

// outcomes lists every outcome of a category with n zoos: nothing first,
// then the lone zoos, then the contested ones.
func outcomes(n int) []outcome {
	out := []outcome{{-1, -1}}
	for i := 0; i < n; i++ {
		out = append(out, outcome{i, -1})
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if i != j {
				out = append(out, outcome{i, j})
			}
		}
	}
	return out
}

// handout is one way to hand out a year's visitors: how many categories one
// zoo alone has (lone), how many two zoos or more have (contested), and how
// many categories each zoo can have (held): those that give it visitors,
// and the contested ones between two other zoos, in which it can be third.
type handout struct {
	lone, contested int
	held            [MaxPlayers]int
}

// stage is what a handout says about the categories in play: lone and
// contested ones. Enclosures stay, so from one year to the next no category
// goes out of play and no contested category becomes lone again.
type stage struct{ lone, contested int }

func (h handout) stage() stage { return stage{h.lone, h.contested} }

// eachHandout calls fn with every handout of the 5 categories that gives
// each zoo exactly its visitors (len(visitors) zoos, 2 to MaxPlayers, each
// count 0 to MaxVisitorsPerZoo).
func eachHandout(visitors []int, fn func(handout)) {
	all := outcomes(len(visitors))
	var got [MaxPlayers]int
	var picked [categoryCount]outcome
	var walk func(cat, from int)
	walk = func(cat, from int) {
		if cat == categoryCount {
			for i, v := range visitors {
				if got[i] != v {
					return
				}
			}
			fn(summarize(picked[:], len(visitors)))
			return
		}
		for k := from; k < len(all); k++ {
			o := all[k]
			if !addOutcome(&got, visitors, o, 1) {
				addOutcome(&got, visitors, o, -1)
				continue
			}
			picked[cat] = o
			walk(cat+1, k)
			addOutcome(&got, visitors, o, -1)
		}
	}
	walk(0, 0)
}

// addOutcome adds (sign 1) or takes back (sign -1) an outcome's visitors, and
// reports whether no zoo got more than its count.
func addOutcome(got *[MaxPlayers]int, visitors []int, o outcome, sign int) bool {
	switch {
	case o.best < 0:
		return true
	case o.second < 0:
		got[o.best] += sign
	default:
		got[o.best] += 2 * sign
		got[o.second] += sign
	}
	return o.best < 0 || (got[o.best] <= visitors[o.best] && (o.second < 0 || got[o.second] <= visitors[o.second]))
}

func summarize(picked []outcome, n int) handout {
	var h handout
	for _, o := range picked {
		switch {
		case o.best < 0:
			continue
		case o.second < 0:
			h.lone++
			h.held[o.best]++
			continue
		}
		h.contested++
		for i := 0; i < n; i++ {
			// The two zoos that draw visitors have it; any other zoo
			// may have it too, as the third.
			h.held[i]++
		}
	}
	return h
}

// stages gives the stages of every handout of these visitors (free), and
// of those in which each zoo of bushy can have at least 2 categories (a zoo
// with bushes has a zoo tile, and a tile's two halves are enclosures of two
// categories).
func stages(visitors []int, bushy []bool) (free, withBushes map[stage]bool) {
	free, withBushes = map[stage]bool{}, map[stage]bool{}
	eachHandout(visitors, func(h handout) {
		free[h.stage()] = true
		for i, b := range bushy {
			if b && h.held[i] < 2 {
				return
			}
		}
		withBushes[h.stage()] = true
	})
	return free, withBushes
}

// follows reports whether a year in stage next can follow a year in stage
// prev: no contested category becomes lone or goes, no category in play
// goes out of play.
func follows(prev, next stage) bool {
	return next.contested >= prev.contested && next.lone+next.contested >= prev.lone+prev.contested
}

// reachableTotal reports whether all zoos together can have n visitors in
// one year: each category hands out 0, 1 or 3, so every total from 0 to 15
// but 14.
func reachableTotal(n int) bool {
	return n >= 0 && n <= MaxVisitorsPerYear && n != MaxVisitorsPerYear-1
}
