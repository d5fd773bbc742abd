package zoosim

import (
	"fmt"
	"sort"
	"strings"

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
		word := strings.TrimSuffix(c, "s") + " visitor"
		var losers []string
		for i, z := range t.zoos {
			if z.visit[c] < before.visit[i][c] {
				losers = append(losers, z.name)
			}
		}
		for _, i := range gainersFirst(before.visit, t.zoos, c) {
			z := t.zoos[i]
			was, now := before.visit[i][c], z.visit[c]
			why := t.visitorReason(r, i, c)
			msg := changeText(z.name, word, was, now, losers)
			notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.visitors", Message: msg + ": " + why})
		}
	}
	return notes
}

// visitorReason says where zoo i's best enclosure of category c stands.
func (t *Tracker) visitorReason(r []rival, i int, c string) string {
	subject := fmt.Sprintf("their %ss (%s)", noun(c), plural(t.zoos[i].best[c], "star"))
	if len(r) == 1 {
		return fmt.Sprintf("%s are the only %ss in any zoo, which draws just 1 visitor", subject, noun(c))
	}
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case above != "":
		return fmt.Sprintf("%s tie %s's but are older, so %s", subject, above, ordinal(pos+1))
	case below != "":
		return fmt.Sprintf("%s tie %s's and are newer%s", subject, below, soPlace(pos))
	case pos == 0:
		return subject + " are the most attractive"
	}
	return fmt.Sprintf("%s are the %s most attractive", subject, ordinal(pos+1))
}

// treeReason says where zoo i's bushes stand.
func (t *Tracker) treeReason(r []rival, i int) string {
	subject := plural(t.zoos[i].bushes, "bush")
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case pos < 0:
		return "no bushes, no tree"
	case len(r) == 1:
		return subject + ", the only zoo with bushes"
	case above != "":
		return fmt.Sprintf("%s, as many as %s but reached earlier, so %s", subject, above, ordinal(pos+1))
	case below != "":
		return fmt.Sprintf("%s, as many as %s but reached later%s", subject, below, soPlace(pos))
	case pos == 0:
		return subject + ", the most"
	}
	return fmt.Sprintf("%s, the %s most", subject, ordinal(pos+1))
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

// soPlace adds the place when a won tie is not for first place.
func soPlace(pos int) string {
	if pos == 0 {
		return ""
	}
	return ", so " + ordinal(pos+1)
}

func position(r []rival, zoo int) int {
	for p, e := range r {
		if e.zoo == zoo {
			return p
		}
	}
	return -1
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return "fourth"
}

// changeText reads "Reiner takes 2 bird visitors from Alan and Klaus",
// "Alan keeps 1 of their 2 bird visitors", "Klaus loses their bird visitor".
func changeText(name, word string, was, now int, losers []string) string {
	switch {
	case now > was:
		from := ""
		if others := without(losers, name); len(others) > 0 {
			from = " from " + scorer.JoinNames(others)
		}
		switch {
		case was == 0:
			return fmt.Sprintf("%s takes %s%s", name, count(now, word), from)
		case now-was == 1:
			return fmt.Sprintf("%s takes another %s%s (%d in all)", name, word, from, now)
		}
		return fmt.Sprintf("%s takes %d more %ss%s (%d in all)", name, now-was, word, from, now)
	case now == 0 && was == 1:
		return fmt.Sprintf("%s loses their %s", name, word)
	case now == 0:
		return fmt.Sprintf("%s loses their %d %ss", name, was, word)
	}
	return fmt.Sprintf("%s keeps %d of their %d %ss", name, now, was, word)
}

// count reads "a tree", "2 trees", "2 bird visitors".
func count(n int, word string) string {
	if n == 1 && strings.IndexByte("aeiou", word[0]) >= 0 {
		return "an " + word
	}
	if n == 1 {
		return "a " + word
	}
	return plural(n, word)
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
		msg := changeText(z.name, "tree", before.trees[i], z.trees, losers)
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.trees", Message: msg + ": " + t.treeReason(r, i)})
	}
	return notes
}
