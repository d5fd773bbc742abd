package zoosim

import (
	"slices"

	"github.com/zooscore/zooscore/scorer"
)

// Play replays a script. Illegal auctions are skipped, and every violation
// of every auction is returned (scorer.Violations, Auction = the auction's
// position in the script), together with the tracker of the legal ones.
func Play(s Script) (*Tracker, error) { return play(s, false) }

// PlayQuiet is Play for a tracker wanted only for its result's numbers,
// as storing a game keeps them: every announcement is made as by Play,
// but without its message (Msg), which takes most of a replay's time to
// put together. The rest (the violations, the result with its items'
// words and its warnings, the tracker's state) is what Play gives.
//
// Kept for speed (issue 21), the one quiet replay left: a replay takes
// about half the processor time of Play's, and with Play instead,
// `zooscore import` of a club's export of 100,000 games (8,873 of them
// ZooSim scripts) took 7% more processor time (median of 18 paired runs,
// quartiles 5% to 10%) and, its two cores busy, about as much more time
// to wait: 4.98 s against 4.53 s, the fastest of each. The other games'
// quiet replays saved 2% or less and were removed.
func PlayQuiet(s Script) (*Tracker, error) { return play(s, true) }

func play(s Script, quiet bool) (*Tracker, error) {
	t, err := NewTracker(s.Players, s.Flagpole, s.Variant)
	if err != nil {
		return nil, err
	}
	t.quiet = quiet
	if n := len(s.Auctions); n > 0 { // room for every auction and its usual announcements
		t.auctions, t.notes = make([]played, 0, n), make([]scorer.Note, 0, notesPerAuction*n)
	}
	var all scorer.Violations
	for i, a := range s.Auctions {
		if _, err := t.apply(a); err != nil {
			v, ok := err.(scorer.Violations)
			if !ok {
				return t, err
			}
			for _, n := range v {
				n.Auction = i + 1
				all = append(all, n)
			}
		}
	}
	if len(all) > 0 {
		return t, scorer.Violations(scorer.Collapse(all))
	}
	return t, nil
}

// notesPerAuction is about how many announcements an auction makes (the
// winner, the payment, the placement, visitors and trees won and lost, and
// a year's end now and then): Play makes room for them at once.
const notesPerAuction = 10

// Apply plays one auction: it checks everything, then decides the winner,
// takes the payment, places the tile, moves visitors and trees, and ends the
// year or the game when it is time. It returns every announcement. On a
// violation (scorer.Violations, Auction = this auction's number) the tracker
// is unchanged.
func (t *Tracker) Apply(a Auction) ([]scorer.Note, error) {
	start, err := t.apply(a)
	if err != nil {
		return nil, err
	}
	return slices.Clone(t.notes[start:]), nil
}

// apply is Apply adding the auction's announcements to the tracker's own,
// from start on: Play needs no copy of them.
func (t *Tracker) apply(a Auction) (start int, err error) {
	v := t.checkOpen()
	v = append(v, checkTile(a.Tile)...)
	byZoo, bv := t.checkBids(a.Bids)
	v = append(v, bv...)
	winner, tied := -1, []int(nil)
	if len(bv) == 0 {
		winner, tied = t.decide(byZoo)
	}
	v = append(v, t.checkPlaced(a.Tile, a.Placed, winner)...)
	if len(v) == 0 {
		v = t.checkCategoriesLeft(a.Tile)
	}
	if len(v) > 0 {
		return 0, t.violations(v)
	}

	n := t.AuctionNumber()
	start = len(t.notes)
	notes := append(t.notes, t.announceWin(winner, tied, byZoo.bid[winner]))
	if len(tied) > 0 {
		t.moveFlagDown(t.zoos[winner].name)
	}
	notes = append(notes, t.pay(winner, byZoo.bid[winner]))
	before := t.snapshot()
	notes = t.place(notes, winner, a.Tile, a.Placed)
	t.award()
	notes = t.visitorNotes(notes, &before)
	notes = t.treeNotes(notes, &before)
	t.shown = shownAfter(t.shown, a.Tile)
	t.auctions = append(t.auctions, keep(a))
	notes = t.advance(notes, a.Tile)
	for i := start; i < len(notes); i++ {
		notes[i].Auction = n
	}
	t.notes = notes
	return start, nil
}
