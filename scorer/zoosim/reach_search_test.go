package zoosim

import (
	"testing"

	"github.com/zooscore/zooscore/internal/longtest"
)

// The search that stages replaces: every handout of a year's visitors
// tried one by one. Each of the 5 categories hands out nothing, 1 visitor
// to a lone zoo, or 2 and 1 to the best and second of a contested one; the
// categories are alike, so a year's handout is a choice of 5 such outcomes
// without order: at most 21 choose 5 = 20349 of them with 4 players. It is
// kept as the reference stages is held to.

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

// searchStages gives the stages of every handout of these visitors found
// by the search in which each zoo of tiled holds at least 2 categories and
// at least inPlay categories are in play.
// The year's total tells the lone categories from the contested ones,
// which a stageSet takes for granted.
func searchStages(t *testing.T, visitors []int, tiled []bool, inPlay int) stageSet {
	set := stageSet{total: sum(visitors)}
	eachHandout(visitors, func(h handout) {
		if h.lone != set.total-3*h.contested {
			t.Fatalf("visitors %v: a handout of %d lone and %d contested categories", visitors, h.lone, h.contested)
		}
		if h.lone+h.contested < inPlay {
			return
		}
		for i, b := range tiled {
			if b && h.held[i] < 2 {
				return
			}
		}
		set.add(h.contested)
	})
	return set
}

// TestStagesAsSearched: for every count of visitors of 2 to 4 zoos (in one
// order: the zoos are alike), every choice of zoos with a tile and every
// number of categories in play a year needs (none, 2 after a year with
// tiles, all 5 after the last), stages gives exactly the stages the search
// finds.
func TestStagesAsSearched(t *testing.T) {
	// Every zoo count is searched in the long series; 4 zoos are nine
	// tenths of the time (under -race, 150 s of 155).
	most := 3
	if longtest.On() {
		most = MaxPlayers
	}
	for n := 2; n <= most; n++ {
		v := make([]int, n)
		var walk func(i int)
		walk = func(i int) {
			if i == n {
				for mask := 0; mask < 1<<n; mask++ {
					tiled := make([]bool, n)
					for z := range tiled {
						tiled[z] = mask&(1<<z) != 0
					}
					for _, inPlay := range []int{0, 2, categoryCount} {
						want := searchStages(t, v, tiled, inPlay)
						if got := stages(v, tiled, inPlay); got != want {
							t.Fatalf("visitors %v, tiles %v, %d categories in play: stages %v, the search finds %v", v, tiled, inPlay, got, want)
						}
					}
				}
				return
			}
			top := MaxVisitorsPerZoo
			if i > 0 {
				top = v[i-1]
			}
			for x := 0; x <= top; x++ {
				v[i] = x
				walk(i + 1)
			}
		}
		walk(0)
	}
}
