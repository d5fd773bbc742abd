package junior

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Play replays a whole script. Illegal entries are skipped (the tracker goes
// on without them) and every violation is collected, with its round; they are
// returned together as scorer.Violations along with the tracker so far.
func Play(s Script) (*Tracker, error) { return PlayTagged(s, nil) }

// PlayTagged is Play that also says which entry each violation comes from:
// tag (when not nil) gets every violation of an entry with the entry's index
// in s.Entries(), and may add to the note (a game written as text adds its
// line). Violations of a round as a whole are not tagged.
func PlayTagged(s Script, tag func(entry int, n *scorer.Note)) (*Tracker, error) {
	t, err := NewTracker(s.Players)
	if err != nil {
		return nil, err
	}
	entry := -1
	var all scorer.Violations
	tried := map[string]bool{} // players with a take entered in the round being played, legal or not
	for i, r := range s.Rounds {
		round := i + 1
		if !t.ended && t.round < round {
			all = append(all, t.skipTo(round, tried)...)
		}
		if t.round == round {
			tried = map[string]bool{}
		}
		if r.LastAfter < 0 || r.LastAfter > len(r.Takes) || (r.LastAfter != 0 && !r.Last) {
			all = append(all, scorer.Note{Rule: "junior.last-round-marked", Round: round,
				Msg: msg.M("junior.last-round-marked.last-after", "given", r.LastAfter, "most", len(r.Takes))})
		}
		for _, e := range r.entries(round) {
			if e.Take != nil {
				tried[scorer.NameKey(e.Take.Player)] = true
			}
			entry++
			if _, err := t.Apply(e); err != nil {
				if v, ok := err.(scorer.Violations); ok {
					for i := range v {
						if tag != nil {
							tag(entry, &v[i])
						}
					}
					all = append(all, v...)
				} else {
					return t, err
				}
			}
		}
	}
	if len(all) > 0 {
		return t, scorer.Violations(scorer.Collapse(all))
	}
	return t, nil
}

// skipTo ends the unfinished round as if its missing takes had been made, so
// that replaying a script with a rejected take goes on with the later rounds
// instead of rejecting them all. It reports the players who have no take at
// all in that round (a rejected take was reported already).
func (t *Tracker) skipTo(round int, tried map[string]bool) []scorer.Note {
	var missing []string
	for _, n := range t.ToTake() {
		if !tried[scorer.NameKey(n)] {
			missing = append(missing, n)
		}
	}
	var notes []scorer.Note
	if len(missing) > 0 {
		notes = append(notes, scorer.Note{Rule: "junior.round-incomplete", Round: t.round,
			Msg: msg.M("junior.round-incomplete", "round", t.round, "players", msg.Names(missing), "next", round)})
	}
	if t.last {
		t.ended = true
		return notes
	}
	if len(t.zoos) == 2 {
		// Allow for the most that can have been left on the trucks.
		t.leftMost += t.boxesOnTable()
	}
	t.round = round - 1
	t.newRound()
	t.bonusOpen = -1
	return notes
}
