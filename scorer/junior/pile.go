package junior

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// The piles. At the start every animal tile of the kinds in play and every
// landscape tile is shuffled face down, and 15 of them are set aside as the
// end pile (Junior rules, Game set-up); offspring lie open beside it and are
// never drawn. The end pile may be drawn from only once the other piles are
// used up, and its first tile makes the round the last (Junior rules, A. Add
// a tile to a delivery truck; End of the game).
const EndPile = 15

// NormalPile is the number of tiles in the normal piles, by number of
// players: 11 animal tiles for each kind in play plus the 9 landscapes, less
// the end pile.
//
//	players  kinds  animal tiles  landscapes  all tiles  end pile  normal piles
//	   2       4         44           9          53         15          38
//	   3       5         55           9          64         15          49
//	   4       6         66           9          75         15          60
//	   5       7         77           9          86         15          71
var NormalPile = map[int]int{2: 38, 3: 49, 4: 60, 5: 71}

// MaxRounds and MaxTakes bound a game's rounds and takes, whatever the
// players: each take holds a tile at least, and until the last round the
// tiles taken are at most the normal piles' (junior.end-pile-reached), so
// with p players a game has at most NormalPile[p]/p rounds before the
// last, and p takes a round. That is 20 rounds at most (2 players, 38
// tiles) and 75 takes (5 players, 71 tiles over 14 rounds, then the last
// round). The tracker refuses what goes past the game of the players at
// the table (junior.end-pile-reached, junior.game-over); a script longer
// than any game is refused at entry (junior.script-length), before the rest
// of it is read.
var MaxRounds, MaxTakes = func() (rounds, takes int) {
	for p, normal := range NormalPile {
		rounds, takes = max(rounds, normal/p+1), max(takes, p*(normal/p+1))
	}
	return rounds, takes
}()

// ScriptLimits bound a play script's lists as it is read: its rounds, and
// the takes of every round together.
var ScriptLimits = []scorer.ListLimit{
	{Path: "rounds[]", Max: MaxRounds, Note: scorer.Note{Rule: "junior.script-length",
		Msg: msg.M("junior.script-length.rounds", "max", MaxRounds)}},
	{Path: "rounds[].takes[]", Max: MaxTakes, Note: scorer.Note{Rule: "junior.script-length",
		Msg: msg.M("junior.script-length.takes", "max", MaxTakes)}},
}

// tilesTaken counts the tiles that came into zoos from trucks so far.
func (t *Tracker) tilesTaken() int { return t.drawnAll }

// boxesOnTable is the most tiles still on trucks not taken this round: the
// tiles that may yet be drawn before the round ends.
func (t *Tracker) boxesOnTable() int {
	if len(t.zoos) == 2 {
		return max(boxesLeft(t.roundTrucks()), 0)
	}
	return TruckBoxes * len(t.ToTake())
}

// checkEndPileReachable refuses the mark of the last round when the normal
// piles cannot be used up by the end of this round. Every tile drawn lies
// in a zoo, or (2 players) lay on a truck nobody took, or lies on a truck of
// this round; the most that can have been drawn by the round's end is the
// tiles taken, the most that left on unclaimed trucks and every box of the
// trucks still on the table. The first tile of the end pile is drawn only
// after all of the normal piles, so the most must exceed them.
func (s *step) checkEndPileReachable() bool {
	t := s.t
	normal := NormalPile[len(t.zoos)]
	taken, left, table := t.tilesTaken(), t.leftMost, t.boxesOnTable()
	if taken+left+table > normal {
		return true
	}
	if len(t.zoos) == 2 {
		s.fail("", "junior.end-pile-early", "junior.end-pile-early.two", "normal", normal, "players", len(t.zoos), "round", t.round,
			"most", taken+left+table, "taken", taken, "left", left, "table", table)
		return false
	}
	s.fail("", "junior.end-pile-early", "junior.end-pile-early", "normal", normal, "players", len(t.zoos), "round", t.round,
		"most", taken+left+table, "taken", taken, "table", table)
	return false
}

// checkEndPileReached refuses a take of a round not marked as the last when
// the tiles drawn so far are more than the normal piles hold: a tile of the
// end pile was then drawn this round (the rounds before were checked in
// turn), so this round is the last. The fewest tiles drawn are those taken
// into zoos and those said to be left on unclaimed trucks.
func (s *step) checkEndPileReached(who string) {
	t := s.t
	if t.last {
		return
	}
	normal := NormalPile[len(t.zoos)]
	least := t.tilesTaken() + t.leftLeast
	if least <= normal {
		return
	}
	s.fail(who, "junior.end-pile-reached", "junior.end-pile-reached", "least", least, "normal", normal, "players", len(t.zoos), "round", t.round)
}
