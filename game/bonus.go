package game

import (
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
)

// A Junior take that fills an enclosure earns a bonus action at the end of
// that turn (Junior rules, Bonus action). When the last take of the game
// earns one, the game is over for the tracker (nobody takes a truck
// again), yet the bonus comes before the end: every front end asks for it,
// or lets the table do without, before it says the game is over.

// BonusAfterEnd names the player whose take ended a Junior game and earned
// a bonus action still to be made; "" when the game takes no entry after
// its end: another game, a game going on, the bonus made, or no bonus
// action possible (no barn holds a tile to move).
func BonusAfterEnd(t Tracked) string {
	j, ok := t.(Junior)
	if !ok || !j.T.Ended() || !j.T.CanBonus() {
		return ""
	}
	who := JuniorBonusPlayer(j.T)
	if !JuniorBonusPossible(j.T.Input(), who) {
		return ""
	}
	return who
}

// EndsGame reports whether an announcement is the one that says the game
// is over: a front end holds it back while the bonus action of the last
// take is still to come (BonusAfterEnd).
func EndsGame(n scorer.Note) bool { return n.Rule == "junior.game-end" }

// JuniorBonusPlayer is the player of the last take of a Junior game, whose
// bonus action is open when t.CanBonus().
func JuniorBonusPlayer(t *junior.Tracker) string {
	entries := t.Script().Entries()
	for i := len(entries) - 1; i >= 0; i-- {
		if entries[i].Take != nil {
			return entries[i].Take.Player
		}
	}
	return ""
}

// JuniorBonusPossible reports whether the named player has a bonus action
// to make in these zoos: a tile of their own barn to discard, or a tile of
// another barn to take into one of their enclosures with room.
func JuniorBonusPossible(in junior.Input, who string) bool {
	key := scorer.NameKey(who)
	room, others := false, false
	for _, z := range in.Players {
		if scorer.NameKey(z.Name) != key {
			others = others || barnHolds(z.Barn)
			continue
		}
		if barnHolds(z.Barn) {
			return true
		}
		for _, e := range z.Enclosures {
			room = room || e.Tiles() < junior.EnclosureSize
		}
	}
	return room && others
}

// barnHolds reports whether a barn holds a tile (its offspring are among
// its animals).
func barnHolds(b junior.Barn) bool {
	for _, m := range []map[string]int{b.Animals, b.Landscapes} {
		for _, n := range m {
			if n > 0 {
				return true
			}
		}
	}
	return false
}
