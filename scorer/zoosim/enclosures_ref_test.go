package zoosim

import (
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"sort"
	"testing"

	"github.com/zooscore/zooscore/internal/longtest"
)

// The way a zoo's layouts were followed before the replay was made faster
// (keys written with fmt, a closure per walk), kept as the reference the
// faster one is held to.

type refPens struct {
	ways  []layout
	lost  bool
	owned int
}

func newRefPens() *refPens { return &refPens{ways: []layout{{}}} }

func (p *refPens) joins(half int) []Join {
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
		refEachGroup(l, func(group []int) {
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

func (p *refPens) can(half, value int) bool {
	if value < half || value > half+p.owned {
		return false
	}
	if p.lost {
		return true
	}
	for _, l := range p.ways {
		found := false
		refEachGroup(l, func(group []int) { found = found || half+sumOf(group) == value })
		if found {
			return true
		}
	}
	return false
}

func (p *refPens) place(half, value int) {
	p.owned += half
	if p.lost {
		return
	}
	var next []layout
	seen := map[string]bool{}
	for _, l := range p.ways {
		refEachGroup(l, func(group []int) {
			if half+sumOf(group) != value {
				return
			}
			n := append(remove(l, group), value)
			sort.Sort(sort.Reverse(sort.IntSlice(n)))
			k := fmt.Sprint(n)
			if !seen[k] {
				seen[k] = true
				next = append(next, n)
			}
		})
	}
	if len(next) > maxLayouts {
		p.ways, p.lost = nil, true
		return
	}
	slices.SortFunc(next, func(a, b layout) int { return slices.Compare(b, a) })
	p.ways = next
}

func refEachGroup(l layout, fn func(group []int)) {
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

// TestPensAsTheReference places random halves, each at a value the zoo can
// make or not, in one category many times over, and holds every answer of
// the tracker's layouts (joins, can, the layouts themselves) to the
// reference, up to and past the bound on the ways followed.
//
// The first 60 games reach every statement the 300 games reach and follow
// up to 10 ways at once (from game 11), every kind of game many times over;
// the long series (longtest) plays all 300.
func TestPensAsTheReference(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	most := 0 // the most ways followed at once
	defer func() {
		if most < 8 {
			t.Errorf("at most %d ways followed at once: the games are too plain", most)
		}
	}()
	for game := range longtest.Count(60, 300) {
		p, ref := newPens(), newRefPens()
		if game%10 == 9 { // past the bound from the start
			p.ways, p.lost, ref.ways, ref.lost = nil, true, nil, true
		}
		for tile := range 25 {
			half := 1 + r.Intn(MaxStars)
			wantJoins := ref.joins(half)
			if got, want := p.joins(half), wantJoins; !reflect.DeepEqual(got, want) {
				t.Fatalf("game %d tile %d: joins(%d) = %v, want %v", game, tile, half, got, want)
			}
			for v := 0; v <= half+p.owned+1; v++ {
				if got, want := p.can(half, v), ref.can(half, v); got != want {
					t.Fatalf("game %d tile %d: can(%d, %d) = %v, want %v", game, tile, half, v, got, want)
				}
				want := Join{Stars: v}
				for _, j := range wantJoins {
					if j.Stars == v {
						want = j
					}
				}
				if got := p.joinOf(half, v); !reflect.DeepEqual(got, want) {
					t.Fatalf("game %d tile %d: joinOf(%d, %d) = %v, want %v", game, tile, half, v, got, want)
				}
			}
			// A value the zoo can make, as the tracker only places those:
			// in half the games many separate enclosures first, then joins,
			// so that the ways multiply past the bound.
			joins := ref.joins(half)
			value := joins[r.Intn(len(joins))].Stars
			if game%2 == 1 && tile < 16 {
				value = half
			} else if game%2 == 1 {
				for _, j := range joins { // the value with the most ways
					if len(j.Groups) > 1 && r.Intn(2) == 0 {
						value = j.Stars
					}
				}
			}
			p.place(half, value)
			ref.place(half, value)
			most = max(most, len(p.ways))
			if !reflect.DeepEqual(p.ways, ref.ways) || p.lost != ref.lost || p.owned != ref.owned {
				t.Fatalf("game %d tile %d: place(%d, %d) gives %v (lost %v), want %v (lost %v)", game, tile, half, value, p.ways, p.lost, ref.ways, ref.lost)
			}
		}
	}
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
