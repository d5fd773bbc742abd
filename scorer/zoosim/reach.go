package zoosim

// The per-year counts of score and check are checked against every way the
// rules can hand out one year's visitors. Each of the 5 categories, after
// the year's last tile, is in one of three states: no zoo has it (no
// visitor), one zoo alone has it (1 visitor for that zoo), or two zoos or
// more have it (2 for the best, 1 for the second, none for the others).
//
// Such a handout is told by what it gives each zoo: L lone categories
// (1 visitor each), B contested ones in which it is best (2 each) and S in
// which it is second (1 each), so that its visitors are L + 2B + S. With C
// contested categories in all, the best places and the second places both
// add up to C, and they can be paired into C categories with a different
// zoo best and second exactly when no zoo takes more than C places (B + S
// <= C, Hall's condition). The year's total is then (lone) + 3C, so C alone
// says how many categories are lone, and trying the 6 values of C with a
// small search over the zoos' places decides every stage at once.
// (reach_search_test.go tries every handout one by one, and a test holds
// the two to the same answers.)

// categoryCount is the number of animal categories (len(Categories)).
const categoryCount = 5

// MaxPlayers is the most players a game has.
const MaxPlayers = 4

// stage is what a handout says about the categories in play: lone and
// contested ones. Enclosures stay, so from one year to the next no category
// goes out of play and no contested category becomes lone again.
type stage struct{ lone, contested int }

// follows reports whether a year in stage next can follow a year in stage
// prev: no contested category becomes lone or goes, no category in play
// goes out of play.
func follows(prev, next stage) bool {
	return next.contested >= prev.contested && next.lone+next.contested >= prev.lone+prev.contested
}

// stageSet is a set of stages of one year: the year's total visitors fix
// the lone categories once the contested ones are known, so the set holds
// one bit per number of contested categories (0 to 5). The zero value is
// empty.
type stageSet struct {
	total     int
	contested uint8
}

func (s stageSet) empty() bool { return s.contested == 0 }

func (s stageSet) has(contested int) bool { return s.contested&(1<<contested) != 0 }

func (s *stageSet) add(contested int) { s.contested |= 1 << contested }

func (s stageSet) stage(contested int) stage {
	return stage{lone: s.total - 3*contested, contested: contested}
}

// stages gives the stages of every handout of these visitors in which each
// zoo of tiled (nil: none) can have at least 2 categories, and at least
// inPlay categories are in play (one zoo alone or several have them). A
// zoo has a zoo tile once it has a visitor or bushes, and a tile's two
// halves are enclosures of two categories; a zoo has the lone categories
// it draws visitors from and, at most, every contested one (as the third,
// when not best or second).
func stages(visitors []int, tiled []bool, inPlay int) stageSet {
	total := sum(visitors)
	set := stageSet{total: total}
	for c := 0; c <= categoryCount; c++ {
		lone := total - 3*c
		if lone < 0 || lone+c > categoryCount || lone+c < inPlay {
			continue
		}
		if placesFit(visitors, tiled, c) {
			set.add(c)
		}
	}
	return set
}

// Places are searched as a set of the sums reached so far: bit 8*B+S stands
// for B best places and S second places handed out.
const placeStride = 8

// within[b][s] holds the sums of at most b best and s second places.
var within = func() (w [categoryCount + 1][categoryCount + 1]uint64) {
	for b := range w {
		for s := range w[b] {
			for i := 0; i <= b; i++ {
				for j := 0; j <= s; j++ {
					w[b][s] |= 1 << (placeStride*i + j)
				}
			}
		}
	}
	return w
}()

// placesFit reports whether c contested categories can give every zoo its
// visitors: c best and c second places shared out so that each zoo takes
// at most c of them and has its remaining visitors from lone categories,
// at least 2 - c of those for a zoo of tiled (nil: none).
func placesFit(visitors []int, tiled []bool, c int) bool {
	reach := uint64(1) // no place handed out yet
	for i, v := range visitors {
		room := v
		if tiled != nil && tiled[i] {
			room -= max(0, 2-c) // lone categories it must have
		}
		var next uint64
		for b := 0; b <= c && 2*b <= room; b++ {
			for s := 0; b+s <= c && 2*b+s <= room; s++ {
				next |= (reach & within[c-b][c-s]) << (placeStride*b + s)
			}
		}
		reach = next
	}
	return reach&(1<<(placeStride*c+c)) != 0
}

// reachableTotal reports whether all zoos together can have n visitors in
// one year: each category hands out 0, 1 or 3, so every total from 0 to 15
// but 14.
func reachableTotal(n int) bool {
	return n >= 0 && n <= MaxVisitorsPerYear && n != MaxVisitorsPerYear-1
}
