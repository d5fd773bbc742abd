package zoosim

import (
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/i18n"
)

// TestJoinText: the values a half can make, in a player's words.
func TestJoinText(t *testing.T) {
	for _, tc := range []struct {
		category string
		join     Join
		want     string
	}{
		{"birds", Join{Stars: 1, Groups: [][]int{nil}}, "1 on its own"},
		{"birds", Join{Stars: 4, Groups: [][]int{{3}}}, "4 joined with your 3-star birds"},
		{"birds", Join{Stars: 3, Groups: [][]int{{1, 1}}}, "3 joined with your two 1-star birds"},
		{"sea", Join{Stars: 6, Groups: [][]int{{3, 2}}}, "6 joined with your 3-star and 2-star sea animals"},
		{"apes", Join{Stars: 5, Groups: [][]int{{4}, {3, 1}}}, "5 joined with your 4-star apes or your 3-star and 1-star apes"},
		{"reptiles", Join{Stars: 3}, "3"},
	} {
		if got := i18n.For(i18n.English).Say(JoinMsg(tc.category, tc.join, true)); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.join, got, tc.want)
		}
	}
}

// TestPensFollowEveryWay: when two groups of enclosures give the value a
// half is placed at, the tracker keeps both ways the zoo can lie until a
// later placement tells them apart ("How do visitors come to the zoos?":
// a combined enclosure is worth the stars of its parts).
func TestPensFollowEveryWay(t *testing.T) {
	p := newPens()
	for _, stars := range []int{3, 2, 1} {
		p.place(stars, stars)
	}
	p.place(1, 4) // with the 3-star enclosure, or with the 2-star and the 1-star ones
	if want := []layout{{4, 3}, {4, 2, 1}}; !reflect.DeepEqual(p.ways, want) {
		t.Fatalf("ways %v, want %v", p.ways, want)
	}
	var values []int
	for _, j := range p.joins(1) {
		values = append(values, j.Stars)
	}
	if want := []int{1, 2, 3, 4, 5, 6, 7, 8}; !reflect.DeepEqual(values, want) {
		t.Errorf("a 1-star half makes %v, want %v", values, want)
	}
	if !p.can(1, 3) {
		t.Fatal("a 1-star half joining the 2-star enclosure is refused")
	}
	p.place(1, 3) // only the first way has a 2-star enclosure
	if want := []layout{{4, 3, 1}}; !reflect.DeepEqual(p.ways, want) {
		t.Fatalf("ways %v, want %v", p.ways, want)
	}
	for _, tc := range []struct {
		half, value int
		ok          bool
	}{{2, 2, true}, {2, 3, true}, {2, 4, false}, {2, 10, true}, {2, 11, false}, {2, 1, false}} {
		if got := p.can(tc.half, tc.value); got != tc.ok {
			t.Errorf("a %d-star half at %d: %v, want %v", tc.half, tc.value, got, tc.ok)
		}
	}
	if p.owned != 3+2+1+1+1 {
		t.Errorf("owned %d stars, want 8", p.owned)
	}
}

// TestPensLost: past maxLayouts ways, the tracker only bounds a value by
// the stars owned, so that no legal placement is refused.
func TestPensLost(t *testing.T) {
	p := &pens{lost: true, owned: 5}
	if !p.can(1, 6) || p.can(1, 7) || p.can(2, 1) {
		t.Errorf("a lost layout of 5 stars: 1+5 %v, 1+6 %v, 2 at 1 %v", p.can(1, 6), p.can(1, 7), p.can(2, 1))
	}
	if got := len(p.joins(1)); got != 6 {
		t.Errorf("%d values offered, want 1 to 6", got)
	}
	p.place(2, 3)
	if p.owned != 7 || !p.lost {
		t.Errorf("after a placement: %+v", p)
	}
}
