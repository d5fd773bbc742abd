package zoosim

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// rival is one zoo's value in a contest for visitors or trees.
type rival struct {
	zoo, value, at int
}

// rivals are the zoos with a positive value in a contest, in order: at
// most one per zoo, so they fit an array (no allocation per contest).
type rivals struct {
	r [MaxPlayers]rival
	n int
}

func (rs *rivals) list() []rival { return rs.r[:rs.n] }

// standings orders the zoos with a positive value: highest first, and on
// equal values the one that reached it later first (a stable insertion
// sort: zoos equal on both keep the players' order).
func standings(values, ats []int) rivals {
	var rs rivals
	for i, v := range values {
		if v <= 0 {
			continue
		}
		e := rival{zoo: i, value: v, at: ats[i]}
		k := rs.n
		for k > 0 && before(e, rs.r[k-1]) {
			rs.r[k] = rs.r[k-1]
			k--
		}
		rs.r[k] = e
		rs.n++
	}
	return rs
}

// before reports whether a comes strictly before b in a contest.
func before(a, b rival) bool {
	if a.value != b.value {
		return a.value > b.value
	}
	return a.at > b.at
}

func (t *Tracker) categoryStandings(c int) rivals {
	var values, ats [MaxPlayers]int
	for i, z := range t.zoos {
		values[i], ats[i] = z.best[c], z.bestAt[c]
	}
	return standings(values[:len(t.zoos)], ats[:len(t.zoos)])
}

func (t *Tracker) bushStandings() rivals {
	var values, ats [MaxPlayers]int
	for i, z := range t.zoos {
		values[i], ats[i] = z.bushes, z.bushAt
	}
	return standings(values[:len(t.zoos)], ats[:len(t.zoos)])
}

// award hands out every visitor and tree anew: per category 2 visitors to
// the best enclosure and 1 to the second, or 1 to a zoo alone in it; 2
// trees to the most bushes and 1 to the second.
func (t *Tracker) award() {
	for _, z := range t.zoos {
		z.visit = [categoryCount]int{}
		z.trees = 0
	}
	for c := range categoryCount {
		rs := t.categoryStandings(c)
		r := rs.list()
		switch {
		case len(r) == 1:
			t.zoos[r[0].zoo].visit[c] = 1
		case len(r) >= 2:
			t.zoos[r[0].zoo].visit[c] = 2
			t.zoos[r[1].zoo].visit[c] = 1
		}
	}
	rs := t.bushStandings()
	r := rs.list()
	if len(r) >= 1 {
		t.zoos[r[0].zoo].trees = 2
	}
	if len(r) >= 2 {
		t.zoos[r[1].zoo].trees = 1
	}
}

// snap is what each zoo had before a tile: visitors per category, trees.
type snap struct {
	visit [MaxPlayers][categoryCount]int
	trees [MaxPlayers]int
}

func (t *Tracker) snapshot() snap {
	var s snap
	for i, z := range t.zoos {
		s.visit[i] = z.visit
		s.trees[i] = z.trees
	}
	return s
}

// visitorNotes announces every change of visitors since the snapshot, per
// category, with the reason.
func (t *Tracker) visitorNotes(notes []scorer.Note, before *snap) []scorer.Note {
	for c, name := range Categories {
		var buf [MaxPlayers]int
		changed := t.visitGainersFirst(before, c, &buf)
		if len(changed) == 0 {
			continue // nothing to say: the standings are not needed
		}
		if t.quiet {
			notes = quietNotes(notes, t.zoos, changed, "zoosim.visitors")
			continue
		}
		rs := t.categoryStandings(c)
		r := rs.list()
		var lbuf [MaxPlayers]string
		var bbuf [MaxPlayers]any
		losers, boxed := lbuf[:0], bbuf[:0]
		for i, z := range t.zoos {
			if z.visit[c] < before.visit[i][c] {
				losers, boxed = append(losers, z.name), append(boxed, z.boxed)
			}
		}
		what := [...]any{"kind", visitorOf(name), "one", aVisitorOf(name)}
		for _, i := range changed {
			z := t.zoos[i]
			was, now := before.visit[i][c], z.visit[c]
			change := changeOf(&t.args, visitorChanges, z.name, z.boxed, was, now, losers, boxed, what[:])
			notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.visitors",
				Msg: t.args.M("zoosim.visitors", "change", change, "why", t.visitorReason(r, i, name))})
		}
	}
	return notes
}

// quietNotes appends the announcements of a quiet tracker (no messages)
// of a rule about each of the zoos changed.
func quietNotes(notes []scorer.Note, zoos []*zoo, changed []int, rule string) []scorer.Note {
	for _, i := range changed {
		notes = append(notes, scorer.Note{Player: zoos[i].name, Rule: rule})
	}
	return notes
}

// visitorReason says where zoo i's best enclosure of category c stands.
func (t *Tracker) visitorReason(r []rival, i int, c string) msg.Msg {
	head := [...]any{"animals", animalsOf(c), "stars", starsN.of(t.zoos[i].best[categoryIndex(c)])}
	if len(r) == 1 {
		return t.args.Msg("zoosim.visitors.why.only", head[:])
	}
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case above >= 0:
		return t.args.Msg("zoosim.visitors.why.tie-older", head[:], []any{"other", t.zoos[above].boxed, "place", place(pos + 1)})
	case below >= 0 && pos == 0:
		return t.args.Msg("zoosim.visitors.why.tie-newer", head[:], []any{"other", t.zoos[below].boxed})
	case below >= 0:
		return t.args.Msg("zoosim.visitors.why.tie-newer-place", head[:], []any{"other", t.zoos[below].boxed, "place", place(pos + 1)})
	case pos == 0:
		return t.args.Msg("zoosim.visitors.why.best", head[:])
	}
	return t.args.Msg("zoosim.visitors.why.place", head[:], []any{"place", place(pos + 1)})
}

// treeReason says where zoo i's bushes stand.
func (t *Tracker) treeReason(r []rival, i int) msg.Msg {
	bushes := bushesN.of(t.zoos[i].bushes)
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case pos < 0:
		return t.args.M("zoosim.trees.why.none")
	case len(r) == 1:
		return t.args.M("zoosim.trees.why.only", "bushes", bushes)
	case above >= 0:
		return t.args.M("zoosim.trees.why.tie-earlier", "bushes", bushes, "other", t.zoos[above].boxed, "place", place(pos+1))
	case below >= 0 && pos == 0:
		return t.args.M("zoosim.trees.why.tie-later", "bushes", bushes, "other", t.zoos[below].boxed)
	case below >= 0:
		return t.args.M("zoosim.trees.why.tie-later-place", "bushes", bushes, "other", t.zoos[below].boxed, "place", place(pos+1))
	case pos == 0:
		return t.args.M("zoosim.trees.why.most", "bushes", bushes)
	}
	return t.args.M("zoosim.trees.why.place", "bushes", bushes, "place", place(pos+1))
}

// tied gives the zoo just above place pos with the same value (it reached
// it later and wins the tie) and the one just below (reached earlier), -1
// for none. A zoo without a name is not named as a tie.
func (t *Tracker) tied(r []rival, pos int) (above, below int) {
	above, below = -1, -1
	if pos < 0 {
		return above, below
	}
	if pos > 0 && r[pos-1].value == r[pos].value && t.zoos[r[pos-1].zoo].name != "" {
		above = r[pos-1].zoo
	}
	if pos+1 < len(r) && r[pos+1].value == r[pos].value && t.zoos[r[pos+1].zoo].name != "" {
		below = r[pos+1].zoo
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
func changeMsg(ids changes, name string, was, now int, losers []string, what ...any) msg.Msg {
	boxed := make([]any, len(losers))
	for i, l := range losers {
		boxed[i] = l
	}
	return changeOf(nil, ids, name, name, was, now, losers, boxed, what)
}

// changeOf is changeMsg with the names already boxed as arguments: player
// is name's, boxed the losers' (the tracker boxes each name once).
func changeOf(a *argArena, ids changes, name string, player any, was, now int, losers []string, boxed, what []any) msg.Msg {
	head := [...]any{"player", player}
	switch {
	case now > was:
		var from any // the losers but this zoo, when there are any
		if others := countOthers(losers, name); others > 0 {
			items := make([]any, 0, others)
			for k, l := range losers {
				if l != name {
					items = append(items, boxed[k])
				}
			}
			from = msg.List{Items: items}
		}
		switch {
		case was == 0 && from == nil:
			return a.Msg(ids.take, head[:], []any{"n", now}, what)
		case was == 0:
			return a.Msg(ids.takeFrom, head[:], []any{"n", now, "from", from}, what)
		case now-was == 1 && from == nil:
			return a.Msg(ids.another, head[:], []any{"n", now}, what)
		case now-was == 1:
			return a.Msg(ids.anotherFrom, head[:], []any{"n", now, "from", from}, what)
		case from == nil:
			return a.Msg(ids.more, head[:], []any{"more", now - was, "n", now}, what)
		}
		return a.Msg(ids.moreFrom, head[:], []any{"more", now - was, "n", now, "from", from}, what)
	case now == 0 && was == 1:
		return a.Msg(ids.loseOne, head[:], what)
	case now == 0:
		return a.Msg(ids.loseAll, head[:], []any{"n", was}, what)
	}
	return a.Msg(ids.keep, head[:], []any{"kept", now, "n", was}, what)
}

func countOthers(names []string, name string) int {
	n := 0
	for _, x := range names {
		if x != name {
			n++
		}
	}
	return n
}

// visitGainersFirst lists the zoos whose visitors of category c changed:
// those who gained first, then those who lost, each in the players' order
// (in buf).
func (t *Tracker) visitGainersFirst(before *snap, c int, buf *[MaxPlayers]int) []int {
	var was, now [MaxPlayers]int
	for i, z := range t.zoos {
		was[i], now[i] = before.visit[i][c], z.visit[c]
	}
	return changedGainersFirst(was[:len(t.zoos)], now[:len(t.zoos)], buf[:0])
}

func (t *Tracker) treeGainersFirst(before *snap, buf *[MaxPlayers]int) []int {
	var now [MaxPlayers]int
	for i, z := range t.zoos {
		now[i] = z.trees
	}
	return changedGainersFirst(before.trees[:len(t.zoos)], now[:len(t.zoos)], buf[:0])
}

// changedGainersFirst appends to out the zoos that gained, then those
// that lost.
func changedGainersFirst(was, now, out []int) []int {
	for i := range was {
		if now[i] > was[i] {
			out = append(out, i)
		}
	}
	for i := range was {
		if now[i] < was[i] {
			out = append(out, i)
		}
	}
	return out
}

// treeNotes announces every change of trees since the snapshot.
func (t *Tracker) treeNotes(notes []scorer.Note, before *snap) []scorer.Note {
	var buf [MaxPlayers]int
	changed := t.treeGainersFirst(before, &buf)
	if len(changed) == 0 {
		return notes
	}
	if t.quiet {
		return quietNotes(notes, t.zoos, changed, "zoosim.trees")
	}
	rs := t.bushStandings()
	r := rs.list()
	var lbuf [MaxPlayers]string
	var bbuf [MaxPlayers]any
	losers, boxed := lbuf[:0], bbuf[:0]
	for i, z := range t.zoos {
		if z.trees < before.trees[i] {
			losers, boxed = append(losers, z.name), append(boxed, z.boxed)
		}
	}
	for _, i := range changed {
		z := t.zoos[i]
		change := changeOf(&t.args, treeChanges, z.name, z.boxed, before.trees[i], z.trees, losers, boxed, nil)
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.trees",
			Msg: t.args.M("zoosim.trees", "change", change, "why", t.treeReason(r, i))})
	}
	return notes
}
