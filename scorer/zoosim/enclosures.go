package zoosim

import (
	"encoding/binary"
	"slices"

	"github.com/zooscore/zooscore/msg"
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
	var out []Join // in the order each value is first found
	var seen groupSet
	var buf []int
	for _, l := range p.ways {
		buf = eachGroup(l, buf, func(group []int) {
			if seen.has(group) { // a group gives one value: the half and its sum
				return
			}
			kept := slices.Clone(group)
			seen.add(kept)
			v := half + sumOf(group)
			k := slices.IndexFunc(out, func(j Join) bool { return j.Stars == v })
			if k < 0 {
				k = len(out)
				out = append(out, Join{Stars: v})
			}
			out[k].Groups = append(out[k].Groups, kept)
		})
	}
	for _, j := range out {
		slices.SortStableFunc(j.Groups, func(a, b []int) int { return len(a) - len(b) })
	}
	slices.SortFunc(out, func(a, b Join) int { return a.Stars - b.Stars })
	return out
}

// joinOf gives the one value of joins that is value (no groups when the
// half cannot make it): what a placement made, worked out alone.
func (p *pens) joinOf(half, value int) Join {
	j := Join{Stars: value}
	if p.lost {
		return j
	}
	var seen groupSet
	var buf []int
	for _, l := range p.ways {
		buf = eachGroup(l, buf, func(group []int) {
			if half+sumOf(group) != value || seen.has(group) {
				return
			}
			kept := slices.Clone(group)
			seen.add(kept)
			j.Groups = append(j.Groups, kept)
		})
	}
	slices.SortStableFunc(j.Groups, func(a, b []int) int { return len(a) - len(b) })
	return j
}

// can reports whether a half of these stars can make an enclosure of value.
func (p *pens) can(half, value int) bool {
	if value < half || value > half+p.owned {
		return false
	}
	if p.lost {
		return true
	}
	found := false
	var buf []int
	for _, l := range p.ways {
		buf = eachGroup(l, buf, func(group []int) { found = found || half+sumOf(group) == value })
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
	var seen groupSet
	var sbuf [32]int
	scratch, buf := sbuf[:0], []int(nil)
	for _, l := range p.ways {
		buf = eachGroup(l, buf, func(group []int) {
			if half+sumOf(group) != value {
				return
			}
			scratch = joined(scratch[:0], l, group, value)
			if seen.has(scratch) {
				return
			}
			n := layout(slices.Clone(scratch))
			seen.add(n)
			next = append(next, n)
		})
	}
	if len(next) > maxLayouts {
		p.ways, p.lost = nil, true
		return
	}
	slices.SortFunc(next, func(a, b layout) int { return slices.Compare(b, a) }) // the same order on every replay
	p.ways = next
}

// joined appends to out the layout l with group taken out and one
// enclosure of value put in, highest first.
func joined(out []int, l layout, group []int, value int) []int {
	g, in := 0, false
	for _, v := range l {
		if g < len(group) && group[g] == v {
			g++
			continue
		}
		if !in && value >= v {
			out, in = append(out, value), true
		}
		out = append(out, v)
	}
	if !in {
		out = append(out, value)
	}
	return out
}

// groupSet is a set of groups (or layouts) of stars: a list while it is
// small, as it is in real games, and a map by a written key past that.
type groupSet struct {
	list [groupSetList][]int
	n    int // groups in list
	big  map[string]struct{}
	key  []byte
}

const groupSetList = 16 // groups kept in the list before the map

func (s *groupSet) has(g []int) bool {
	if s.big != nil {
		s.key = groupKey(s.key[:0], g)
		_, ok := s.big[string(s.key)]
		return ok
	}
	for _, x := range s.list[:s.n] {
		if slices.Equal(x, g) {
			return true
		}
	}
	return false
}

// add puts g in the set; g must not change afterwards.
func (s *groupSet) add(g []int) {
	if s.big == nil && s.n < groupSetList {
		s.list[s.n] = g
		s.n++
		return
	}
	if s.big == nil {
		s.big = make(map[string]struct{}, 2*groupSetList)
		for _, x := range s.list[:s.n] {
			s.big[string(groupKey(nil, x))] = struct{}{}
		}
		s.list, s.n = [groupSetList][]int{}, 0
	}
	s.key = groupKey(s.key[:0], g)
	s.big[string(s.key)] = struct{}{}
}

// groupKey writes a group's stars, each as a varint, so that two groups
// have the same key exactly when they are equal.
func groupKey(out []byte, g []int) []byte {
	for _, v := range g {
		out = binary.AppendVarint(out, int64(v))
	}
	return out
}

// eachGroup calls fn with every distinct group of a layout's enclosures
// (as a multiset of stars, highest first), the empty group first. The
// groups come as the digits of a counter, the last value's count turning
// fastest: how many of each value the group takes. The groups are made in
// buf, reused: fn must not keep one.
func eachGroup(l layout, buf []int, fn func(group []int)) []int {
	var vbuf, cbuf, kbuf [16]int
	values, counts := vbuf[:0], cbuf[:0]
	for _, v := range l {
		if len(values) > 0 && values[len(values)-1] == v {
			counts[len(counts)-1]++
			continue
		}
		values, counts = append(values, v), append(counts, 1)
	}
	took := kbuf[:0]
	for range values {
		took = append(took, 0)
	}
	group := buf[:0]
	for {
		group = group[:0]
		for i, v := range values {
			for range took[i] {
				group = append(group, v)
			}
		}
		if len(group) == 0 {
			fn(nil) // as a Join lists it: no group
		} else {
			fn(group)
		}
		i := len(values) - 1
		for i >= 0 && took[i] == counts[i] {
			took[i] = 0
			i--
		}
		if i < 0 {
			return group
		}
		took[i]++
	}
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
func JoinMsg(category string, j Join, yours bool) msg.Msg {
	ways := joinWays(nil, category, j, yours)
	switch {
	case len(ways.Items) > 0:
		return msg.M("zoosim.join.with", "stars", j.Stars, "ways", ways)
	case len(j.Groups) == 0: // the layout is not followed any more
		return msg.M("zoosim.join.value", "stars", j.Stars)
	}
	return msg.M("zoosim.join.own", "stars", j.Stars)
}

// joinWays lists the groups of enclosures that give a value: "your 4-star
// apes or your 3-star and 1-star apes".
// The arguments of its messages come from a (nil: their own).
func joinWays(a *argArena, category string, j Join, yours bool) msg.List {
	ways := msg.List{Or: true}
	for _, g := range j.Groups {
		if len(g) > 0 {
			ways.Items = append(ways.Items, groupMsg(a, category, g, yours))
		}
	}
	return ways
}

// joinParts are "a 3-star enclosure" (zoosim.join.part) for every stars an
// enclosure can have, boxed once.
var joinParts = func() (out [3*TileCount + 1]any) {
	for n := range out {
		out[n] = msg.M("zoosim.join.part", "n", n)
	}
	return out
}()

func joinPart(a *argArena, n int) any {
	if n >= 0 && n < len(joinParts) {
		return joinParts[n]
	}
	return a.M("zoosim.join.part", "n", n)
}

// groupMsg names a group of enclosures by their stars: "your 3-star
// birds", "your two 1-star birds", "your 3-star and 1-star sea animals".
func groupMsg(a *argArena, category string, group []int, yours bool) msg.Msg {
	var parts []any
	for i := 0; i < len(group); {
		k := i
		for k < len(group) && group[k] == group[i] {
			k++
		}
		if n := k - i; n > 1 {
			parts = append(parts, a.M("zoosim.join.parts", "n", group[i], "count", number(n)))
		} else {
			parts = append(parts, joinPart(a, group[i]))
		}
		i = k
	}
	id := "zoosim.join.their"
	if yours {
		id = "zoosim.join.your"
	}
	return a.M(id, "n", len(group), "parts", msg.List{Items: parts}, "animals", animalsOf(category))
}
