package zoosim

import (
	"fmt"
	"slices"
	"sort"

	"github.com/zooscore/zooscore/scorer"
)

// A zoo's enclosures of one category, as the tracker knows them. A new half
// is an enclosure on its own, or it joins some of the zoo's enclosures of
// its category that it touches: they become one combined enclosure worth
// the half plus all of them. A placement names only that sum, so when two
// different groups of enclosures have the same sum (a 3-star enclosure, or
// a 1-star and a 2-star one) the tracker keeps both ways the zoo can now
// lie, and offers what either allows. The two halves of one tile are of two
// categories: neither joins the other, and each is placed on its own.

// layout is one way a zoo's enclosures of one category can lie: the stars
// of each separate (combined) enclosure, highest first.
type layout []int

func (l layout) key() string { return fmt.Sprint([]int(l)) }

// maxLayouts bounds the ways the tracker follows. Real games keep a handful;
// past the bound (only a contrived script gets there) the tracker stops
// following the layout of that category and accepts any value from the
// half alone to the half joined with every star the zoo owns in it.
const maxLayouts = 512

// pens is what the tracker knows of a zoo's enclosures of one category.
type pens struct {
	ways  []layout // every way they can lie; one empty layout before any
	lost  bool     // too many ways: only the stars owned are followed
	owned int      // stars of every half of this category in the zoo
}

func newPens() *pens { return &pens{ways: []layout{{}}} }

// Join is one value a half can make: its stars on its own (Groups holds one
// empty group) or joined with a group of the zoo's enclosures; Groups lists
// every group of enclosures that gives this value (by their stars), over
// every way the zoo can lie.
type Join struct {
	Stars  int
	Groups [][]int
}

// joins gives every value a half of these stars can make, lowest first.
func (p *pens) joins(half int) []Join {
	if p.lost {
		out := make([]Join, 0, p.owned+1)
		for v := half; v <= half+p.owned; v++ {
			out = append(out, Join{Stars: v})
		}
		return out
	}
	byStars := map[int]*Join{}
	seen := map[string]bool{}
	for _, l := range p.ways {
		eachGroup(l, func(group []int) {
			v := half + sumOf(group)
			k := fmt.Sprint(v, group)
			if seen[k] {
				return
			}
			seen[k] = true
			j := byStars[v]
			if j == nil {
				j = &Join{Stars: v}
				byStars[v] = j
			}
			j.Groups = append(j.Groups, slices.Clone(group))
		})
	}
	out := make([]Join, 0, len(byStars))
	for _, j := range byStars {
		sort.SliceStable(j.Groups, func(a, b int) bool { return len(j.Groups[a]) < len(j.Groups[b]) })
		out = append(out, *j)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Stars < out[b].Stars })
	return out
}

// can reports whether a half of these stars can make an enclosure of value.
func (p *pens) can(half, value int) bool {
	if value < half || value > half+p.owned {
		return false
	}
	if p.lost {
		return true
	}
	for _, l := range p.ways {
		found := false
		eachGroup(l, func(group []int) { found = found || half+sumOf(group) == value })
		if found {
			return true
		}
	}
	return false
}

// place adds a half that makes an enclosure of value: every group of
// enclosures that sums to value - half becomes one with it.
func (p *pens) place(half, value int) {
	p.owned += half
	if p.lost {
		return
	}
	var next []layout
	seen := map[string]bool{}
	for _, l := range p.ways {
		eachGroup(l, func(group []int) {
			if half+sumOf(group) != value {
				return
			}
			n := append(remove(l, group), value)
			sort.Sort(sort.Reverse(sort.IntSlice(n)))
			if !seen[layout(n).key()] {
				seen[layout(n).key()] = true
				next = append(next, n)
			}
		})
	}
	if len(next) > maxLayouts {
		p.ways, p.lost = nil, true
		return
	}
	slices.SortFunc(next, func(a, b layout) int { return slices.Compare(b, a) }) // the same order on every replay
	p.ways = next
}

// eachGroup calls fn with every distinct group of a layout's enclosures
// (as a multiset of stars, highest first), the empty group first.
func eachGroup(l layout, fn func(group []int)) {
	var values, counts []int
	for _, v := range l {
		if len(values) > 0 && values[len(values)-1] == v {
			counts[len(counts)-1]++
			continue
		}
		values, counts = append(values, v), append(counts, 1)
	}
	var group []int
	var walk func(i int)
	walk = func(i int) {
		if i == len(values) {
			fn(group)
			return
		}
		n := len(group)
		for k := 0; k <= counts[i]; k++ {
			walk(i + 1)
			group = append(group, values[i])
		}
		group = group[:n]
	}
	walk(0)
}

// remove takes a group (highest first, as eachGroup gives it) from a
// layout.
func remove(l layout, group []int) []int {
	out := make([]int, 0, len(l))
	g := 0
	for _, v := range l {
		if g < len(group) && group[g] == v {
			g++
			continue
		}
		out = append(out, v)
	}
	return out
}

func sumOf(list []int) int {
	n := 0
	for _, x := range list {
		n += x
	}
	return n
}

// JoinMsg says what a value means, yours for the player placing the
// half ("1 on its own", "4 joined with your 3-star birds", "5 joined with
// your 3-star and 1-star birds or your 4-star birds"), else for the table
// ("... their 3-star birds").
func JoinMsg(category string, j Join, yours bool) scorer.Msg {
	ways := joinWays(category, j, yours)
	switch {
	case len(ways.Items) > 0:
		return scorer.M("zoosim.join.with", "stars", j.Stars, "ways", ways)
	case len(j.Groups) == 0: // the layout is not followed any more
		return scorer.M("zoosim.join.value", "stars", j.Stars)
	}
	return scorer.M("zoosim.join.own", "stars", j.Stars)
}

// joinWays lists the groups of enclosures that give a value: "your 4-star
// apes or your 3-star and 1-star apes".
func joinWays(category string, j Join, yours bool) scorer.List {
	ways := scorer.List{Or: true}
	for _, g := range j.Groups {
		if len(g) > 0 {
			ways.Items = append(ways.Items, groupMsg(category, g, yours))
		}
	}
	return ways
}

// groupMsg names a group of enclosures by their stars: "your 3-star
// birds", "your two 1-star birds", "your 3-star and 1-star sea animals".
func groupMsg(category string, group []int, yours bool) scorer.Msg {
	var parts []any
	for i := 0; i < len(group); {
		k := i
		for k < len(group) && group[k] == group[i] {
			k++
		}
		if n := k - i; n > 1 {
			parts = append(parts, scorer.M("zoosim.join.parts", "n", group[i], "count", number(n)))
		} else {
			parts = append(parts, scorer.M("zoosim.join.part", "n", group[i]))
		}
		i = k
	}
	id := "zoosim.join.their"
	if yours {
		id = "zoosim.join.your"
	}
	return scorer.M(id, "n", len(group), "parts", scorer.List{Items: parts}, "animals", animalsOf(category))
}
