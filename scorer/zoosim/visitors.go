package zoosim

import (
	"sort"

	"github.com/zooscore/zooscore/scorer"
)

// rival is one zoo's value in a contest for visitors or trees.
type rival struct {
	zoo, value, at int
}

// standings orders the zoos with a positive value: highest first, and on
// equal values the one that reached it later first.
func standings(values, ats []int) []rival {
	var out []rival
	for i, v := range values {
		if v > 0 {
			out = append(out, rival{zoo: i, value: v, at: ats[i]})
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].value != out[b].value {
			return out[a].value > out[b].value
		}
		return out[a].at > out[b].at
	})
	return out
}

func (t *Tracker) categoryStandings(c string) []rival {
	values, ats := make([]int, len(t.zoos)), make([]int, len(t.zoos))
	for i, z := range t.zoos {
		values[i], ats[i] = z.best[c], z.bestAt[c]
	}
	return standings(values, ats)
}

func (t *Tracker) bushStandings() []rival {
	values, ats := make([]int, len(t.zoos)), make([]int, len(t.zoos))
	for i, z := range t.zoos {
		values[i], ats[i] = z.bushes, z.bushAt
	}
	return standings(values, ats)
}

// award hands out every visitor and tree anew: per category 2 visitors to
// the best enclosure and 1 to the second, or 1 to a zoo alone in it; 2
// trees to the most bushes and 1 to the second.
func (t *Tracker) award() {
	for _, z := range t.zoos {
		z.visit = map[string]int{}
		z.trees = 0
	}
	for _, c := range Categories {
		r := t.categoryStandings(c)
		switch {
		case len(r) == 1:
			t.zoos[r[0].zoo].visit[c] = 1
		case len(r) >= 2:
			t.zoos[r[0].zoo].visit[c] = 2
			t.zoos[r[1].zoo].visit[c] = 1
		}
	}
	r := t.bushStandings()
	if len(r) >= 1 {
		t.zoos[r[0].zoo].trees = 2
	}
	if len(r) >= 2 {
		t.zoos[r[1].zoo].trees = 1
	}
}

// snap is what each zoo had before a tile: visitors per category, trees.
type snap struct {
	visit []map[string]int
	trees []int
}

func (t *Tracker) snapshot() snap {
	var s snap
	for _, z := range t.zoos {
		s.visit = append(s.visit, copyMap(z.visit))
		s.trees = append(s.trees, z.trees)
	}
	return s
}

// visitorNotes announces every change of visitors since the snapshot, per
// category, with the reason.
func (t *Tracker) visitorNotes(before snap) []scorer.Note {
	var notes []scorer.Note
	for _, c := range Categories {
		r := t.categoryStandings(c)
		var losers []string
		for i, z := range t.zoos {
			if z.visit[c] < before.visit[i][c] {
				losers = append(losers, z.name)
			}
		}
		for _, i := range gainersFirst(before.visit, t.zoos, c) {
			z := t.zoos[i]
			was, now := before.visit[i][c], z.visit[c]
			change := changeMsg(visitorChanges, z.name, was, now, losers, "kind", visitorOf(c), "one", aVisitorOf(c))
			notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.visitors",
				Msg: scorer.M("zoosim.visitors", "change", change, "why", t.visitorReason(r, i, c))})
		}
	}
	return notes
}

// visitorReason says where zoo i's best enclosure of category c stands.
func (t *Tracker) visitorReason(r []rival, i int, c string) scorer.Msg {
	animals, stars := animalsOf(c), starsN.of(t.zoos[i].best[c])
	reason := func(id string, pairs ...any) scorer.Msg {
		return scorer.M(id, append([]any{"animals", animals, "stars", stars}, pairs...)...)
	}
	if len(r) == 1 {
		return reason("zoosim.visitors.why.only")
	}
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case above != "":
		return reason("zoosim.visitors.why.tie-older", "other", above, "place", place(pos+1))
	case below != "" && pos == 0:
		return reason("zoosim.visitors.why.tie-newer", "other", below)
	case below != "":
		return reason("zoosim.visitors.why.tie-newer-place", "other", below, "place", place(pos+1))
	case pos == 0:
		return reason("zoosim.visitors.why.best")
	}
	return reason("zoosim.visitors.why.place", "place", place(pos+1))
}

// treeReason says where zoo i's bushes stand.
func (t *Tracker) treeReason(r []rival, i int) scorer.Msg {
	bushes := bushesN.of(t.zoos[i].bushes)
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case pos < 0:
		return scorer.M("zoosim.trees.why.none")
	case len(r) == 1:
		return scorer.M("zoosim.trees.why.only", "bushes", bushes)
	case above != "":
		return scorer.M("zoosim.trees.why.tie-earlier", "bushes", bushes, "other", above, "place", place(pos+1))
	case below != "" && pos == 0:
		return scorer.M("zoosim.trees.why.tie-later", "bushes", bushes, "other", below)
	case below != "":
		return scorer.M("zoosim.trees.why.tie-later-place", "bushes", bushes, "other", below, "place", place(pos+1))
	case pos == 0:
		return scorer.M("zoosim.trees.why.most", "bushes", bushes)
	}
	return scorer.M("zoosim.trees.why.place", "bushes", bushes, "place", place(pos+1))
}

// tied names the zoo just above place pos with the same value (it reached
// it later and wins the tie) and the one just below (reached earlier).
func (t *Tracker) tied(r []rival, pos int) (above, below string) {
	if pos < 0 {
		return "", ""
	}
	if pos > 0 && r[pos-1].value == r[pos].value {
		above = t.zoos[r[pos-1].zoo].name
	}
	if pos+1 < len(r) && r[pos+1].value == r[pos].value {
		below = t.zoos[r[pos+1].zoo].name
	}
	return above, below
}

func position(r []rival, zoo int) int {
	for p, e := range r {
		if e.zoo == zoo {
			return p
		}
	}
	return -1
}

// changes are the messages of one kind of change of visitors or trees.
type changes struct{ take, takeFrom, another, anotherFrom, more, moreFrom, loseOne, loseAll, keep string }

var (
	visitorChanges = changes{"zoosim.visitors.take", "zoosim.visitors.take-from", "zoosim.visitors.another",
		"zoosim.visitors.another-from", "zoosim.visitors.more", "zoosim.visitors.more-from",
		"zoosim.visitors.lose-one", "zoosim.visitors.lose-all", "zoosim.visitors.keep"}
	treeChanges = changes{"zoosim.trees.take", "zoosim.trees.take-from", "zoosim.trees.another",
		"zoosim.trees.another-from", "zoosim.trees.more", "zoosim.trees.more-from",
		"zoosim.trees.lose-one", "zoosim.trees.lose-all", "zoosim.trees.keep"}
)

// changeMsg says how a zoo's visitors of a category, or its trees, went
// from was to now: "Reiner takes 2 bird visitors from Alan and Klaus",
// "Alan keeps 1 of their 2 bird visitors", "Klaus loses their bird
// visitor". what names the things (the category's forms).
func changeMsg(ids changes, name string, was, now int, losers []string, what ...any) scorer.Msg {
	m := func(id string, pairs ...any) scorer.Msg {
		return scorer.M(id, append(append([]any{"player", name}, pairs...), what...)...)
	}
	switch {
	case now > was:
		others := without(losers, name)
		from := scorer.Names(others)
		switch {
		case was == 0 && len(others) == 0:
			return m(ids.take, "n", now)
		case was == 0:
			return m(ids.takeFrom, "n", now, "from", from)
		case now-was == 1 && len(others) == 0:
			return m(ids.another, "n", now)
		case now-was == 1:
			return m(ids.anotherFrom, "n", now, "from", from)
		case len(others) == 0:
			return m(ids.more, "more", now-was, "n", now)
		}
		return m(ids.moreFrom, "more", now-was, "n", now, "from", from)
	case now == 0 && was == 1:
		return m(ids.loseOne)
	case now == 0:
		return m(ids.loseAll, "n", was)
	}
	return m(ids.keep, "kept", now, "n", was)
}

// gainersFirst lists the zoos whose visitors of category c changed: those
// who gained first, then those who lost, each in the players' order.
func gainersFirst(before []map[string]int, zoos []*zoo, c string) []int {
	was, now := make([]int, len(zoos)), make([]int, len(zoos))
	for i, z := range zoos {
		was[i], now[i] = before[i][c], z.visit[c]
	}
	return changedGainersFirst(was, now)
}

func (t *Tracker) treeGainersFirst(before []int) []int {
	now := make([]int, len(t.zoos))
	for i, z := range t.zoos {
		now[i] = z.trees
	}
	return changedGainersFirst(before, now)
}

func changedGainersFirst(was, now []int) []int {
	var up, down []int
	for i := range was {
		switch {
		case now[i] > was[i]:
			up = append(up, i)
		case now[i] < was[i]:
			down = append(down, i)
		}
	}
	return append(up, down...)
}

func without(names []string, name string) []string {
	var out []string
	for _, n := range names {
		if n != name {
			out = append(out, n)
		}
	}
	return out
}

// treeNotes announces every change of trees since the snapshot.
func (t *Tracker) treeNotes(before snap) []scorer.Note {
	r := t.bushStandings()
	var losers []string
	for i, z := range t.zoos {
		if z.trees < before.trees[i] {
			losers = append(losers, z.name)
		}
	}
	var notes []scorer.Note
	for _, i := range t.treeGainersFirst(before.trees) {
		z := t.zoos[i]
		change := changeMsg(treeChanges, z.name, before.trees[i], z.trees, losers)
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.trees",
			Msg: scorer.M("zoosim.trees", "change", change, "why", t.treeReason(r, i))})
	}
	return notes
}
