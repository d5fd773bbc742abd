package game

import (
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// A take line may leave out its player's name when only one player can
// make it: the last player of a Dice or Junior round ("co co li" at
// "round 2 · Ann"), or, once a Junior game ended, the player whose last
// take earned a bonus action. ZooSim's auctions name nobody at their
// start. The notation reads the first word of a line without a colon as a
// name; a line whose first word is nobody's name (or does not read at all)
// is read again with the only player's name before it, and kept so if it
// then reads. A name that is a player's is never overridden: the tracker
// refuses the take of a player whose turn it is not.

// mayLackName reports whether a line can be a take written without a name:
// it has no colon or truck after a name, and it did not read (err), or it
// read a name that is nobody's in the game.
func mayLackName(line, read string, err error, players []string) bool {
	if strings.ContainsAny(line, ":[") {
		return false
	}
	if err != nil {
		return true
	}
	key := scorer.NameKey(read)
	for _, p := range players {
		if scorer.NameKey(p) == key {
			return false
		}
	}
	return true
}

// named writes a line with a player's name before it, quoted, so that any
// name reads as one.
func named(player, line string) string { return strconv.Quote(player) + ": " + line }
