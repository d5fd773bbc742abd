package junior

import (
	"slices"

	"github.com/zooscore/zooscore/scorer"
)

// Apply enters one step and returns its announcements. On error (a
// scorer.Violations listing every broken rule, with Round set) the tracker is
// unchanged.
func (t *Tracker) Apply(e Entry) ([]scorer.Note, error) {
	shared := t.share()
	c := &shared
	if e.Round == 0 {
		e.Round = c.round
		if e.Take != nil && len(e.Take.Tiles) == 0 && e.Take.Bonus != nil && c.bonusOpen >= 0 {
			e.Round = c.bonusRnd
		}
	}
	s := &step{t: c, round: e.Round, shared: true}
	s.apply(e)
	if len(s.violations) > 0 {
		s.undoDrawn()
		for i := range s.violations {
			s.violations[i].Round = e.Round
		}
		return nil, scorer.Violations(scorer.Collapse(s.violations))
	}
	for i := range s.notes {
		s.notes[i].Round = e.Round
	}
	c.entries = append(c.entries, e)
	c.notes = append(c.notes, s.notes...)
	t.commit(c)
	return s.notes, nil
}

// step is one entry being applied to a copy of the tracker.
type step struct {
	t          *Tracker
	round      int
	notes      []scorer.Note
	violations []scorer.Note
	// shared: the copy shares its maps with the tracker (Tracker.share);
	// own says which of them the step has copied since. The tiles drawn
	// change in every take: they are counted in place and undone, should
	// the entry be refused.
	shared bool
	own    struct {
		barn [MaxPlayers]bool
		free [MaxPlayers][MaxEnclosures]bool
		born bool
	}
	drawnUndo []drawnUndo
}

// drawnUndo is one tile counted as drawn, and whether the count had been
// there before.
type drawnUndo struct {
	key tileKey
	had bool
}

// barn gives zoo p's barn to change.
func (s *step) barn(p int) map[tileKey]int {
	z := &s.t.zoos[p]
	if s.shared && !s.own.barn[p] {
		z.barn, s.own.barn[p] = copyMap(z.barn), true
	}
	return z.barn
}

// free gives the fertile animals waiting in enclosure n of zoo p, to
// change.
func (s *step) free(p, n int) map[string]int {
	pn := &s.t.zoos[p].pens[n-1]
	if s.shared && !s.own.free[p][n-1] {
		pn.free, s.own.free[p][n-1] = copyMap(pn.free), true
	}
	return pn.free
}

// draw counts a tile as drawn from the supply.
func (s *step) draw(key tileKey) {
	d := s.t.drawn
	if s.shared {
		_, had := d[key]
		s.drawnUndo = append(s.drawnUndo, drawnUndo{key, had})
	}
	d[key]++
}

// undoDrawn takes back the tiles the step counted as drawn, leaving the
// counts as they were (a tile never drawn has no count).
func (s *step) undoDrawn() {
	d := s.t.drawn
	for i := len(s.drawnUndo) - 1; i >= 0; i-- {
		u := s.drawnUndo[i]
		d[u.key]--
		if !u.had {
			delete(d, u.key)
		}
	}
	s.drawnUndo = nil
}

// born gives the offspring made per kind, to change.
func (s *step) born() map[string]int {
	if s.shared && !s.own.born {
		s.t.born, s.own.born = copyMap(s.t.born), true
	}
	return s.t.born
}

// fail records a broken rule and the message (id and name/value pairs)
// that says how.
func (s *step) fail(player, rule, id string, pairs ...any) {
	s.violations = append(s.violations, scorer.Note{Player: player, Rule: rule, Msg: scorer.M(id, pairs...)})
}

// say records an announcement: its rule and message.
func (s *step) say(player, rule, id string, pairs ...any) {
	s.notes = append(s.notes, scorer.Note{Player: player, Rule: rule, Msg: scorer.M(id, pairs...)})
}

func (s *step) apply(e Entry) {
	t := s.t
	if e.Take == nil && !e.Last {
		s.fail("", "junior.empty-entry", "junior.empty-entry")
		return
	}
	if e.Take != nil && len(e.Take.Tiles) == 0 && e.Take.Bonus != nil {
		s.lateBonus(*e.Take)
		return
	}
	if t.ended {
		s.fail("", "junior.game-over", "junior.game-over")
		return
	}
	if e.Round != t.round {
		s.fail("", "junior.wrong-round", "junior.wrong-round", "entry", e.Round, "round", t.round, "players", scorer.Names(t.ToTake()))
		return
	}
	if e.Last {
		switch {
		case t.last:
			s.fail("", "junior.last-round-marked", "junior.last-round-marked", "round", t.round)
		case s.checkEndPileReachable():
			t.last = true
			// The bonus of a take comes at the end of that turn, before
			// anything later: a mark entered after it closes it.
			t.bonusOpen = -1
			s.say("", "junior.last-round", "junior.last-round", "n", len(t.ToTake()), "players", scorer.Names(t.ToTake()))
		}
	}
	if e.Take != nil {
		s.take(*e.Take)
	}
}

// sayFirst puts an announcement before the ones the take made so far (the
// offspring), so that they read in order.
func (s *step) sayFirst(player, rule, id string, pairs ...any) {
	n := scorer.Note{Player: player, Rule: rule, Msg: scorer.M(id, pairs...)}
	s.notes = slices.Insert(s.notes, 0, n)
}

func (s *step) endOfTake() {
	t := s.t
	if t.someToTake() {
		return
	}
	if t.last {
		t.ended = true
		s.say("", "junior.game-end", "junior.game-end")
		return
	}
	t.newRound()
}

// newRound starts the next round: the trucks go back to the table.
func (t *Tracker) newRound() {
	t.round++
	for i := range t.zoos {
		t.zoos[i].taken, t.zoos[i].truck = 0, 0
	}
}
