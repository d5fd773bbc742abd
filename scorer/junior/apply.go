package junior

import (
	"slices"

	"github.com/zooscore/zooscore/msg"
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
		s.undo()
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
	// shared: the copy shares its maps with the tracker (Tracker.share).
	// The tiles drawn and the barns change in most takes: they are
	// counted in place, each change written in journal to be undone
	// should the entry be refused. The other maps change rarely: own says
	// which of them the step has copied before changing them.
	shared     bool
	journal    []tileCount
	shortfalls []shortfall // of the take's tiles, said once each (short)
	own        struct {
		free [MaxPlayers][MaxEnclosures]bool
		born bool
	}
}

// tileCount is a count of tiles as it was before the step changed it.
type tileCount struct {
	m   map[tileKey]int
	key tileKey
	n   int
	had bool // whether the map held the key
}

// count adds d to a count of tiles: of the supply drawn or of a barn.
func (s *step) count(m map[tileKey]int, key tileKey, d int) {
	if s.shared {
		n, had := m[key]
		s.journal = append(s.journal, tileCount{m, key, n, had})
	}
	m[key] += d
}

// undo puts every count of tiles the step changed back as it was.
func (s *step) undo() {
	for i := len(s.journal) - 1; i >= 0; i-- {
		c := s.journal[i]
		if c.had {
			c.m[c.key] = c.n
		} else {
			delete(c.m, c.key)
		}
	}
	s.journal = nil
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
	s.count(s.t.drawn, key, 1)
	s.t.drawnAll++
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
	s.violations = append(s.violations, scorer.Note{Player: player, Rule: rule, Msg: msg.M(id, pairs...)})
}

// say records an announcement: its rule and message.
func (s *step) say(player, rule, id string, pairs ...any) {
	s.notes = append(s.notes, scorer.Note{Player: player, Rule: rule, Msg: msg.M(id, pairs...)})
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
		s.fail("", "junior.wrong-round", "junior.wrong-round", "entry", e.Round, "round", t.round, "players", msg.Names(t.ToTake()))
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
			s.say("", "junior.last-round", "junior.last-round", "n", len(t.ToTake()), "players", msg.Names(t.ToTake()))
		}
	}
	if e.Take != nil {
		s.take(*e.Take)
	}
}

// sayFirst puts an announcement before the ones the take made so far (the
// offspring), so that they read in order.
func (s *step) sayFirst(player, rule, id string, pairs ...any) {
	n := scorer.Note{Player: player, Rule: rule, Msg: msg.M(id, pairs...)}
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
