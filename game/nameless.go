package game

import (
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
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

// ReadDiceLine reads one line of Dice Game notation as a take of the
// round being played; a take without a name is the last player's of the
// round.
func ReadDiceLine(rd notation.Reader, line string, t *dice.Tracker) (dice.Entry, error) {
	players := t.Script().Players
	e, err := rd.ParseDiceEntry(line, players)
	if to := t.ToTake(); len(to) == 1 && mayLackName(line, e.Take.Player, err, players) {
		if again, err2 := rd.ParseDiceEntry(named(to[0], line), players); err2 == nil {
			e, err = again, nil
		}
	}
	if err != nil {
		return e, err
	}
	e.Round = t.Round()
	return e, nil
}

// ReadJuniorLine reads one line of Junior notation as the entry it stands
// for at this point of the game (see Junior.ReadLine). A take without a
// name is the last player's of the round; a bonus action without a name
// is the one the last take earned.
func ReadJuniorLine(rd notation.Reader, line string, t *junior.Tracker) (junior.Entry, error) {
	players := t.Script().Players
	e, err := rd.ParseJuniorEntry(line, players)
	read := ""
	if e.Take != nil {
		read = e.Take.Player
	}
	if err != nil || e.Take != nil {
		if again, ok := juniorWithoutName(rd, line, t, read, err); ok {
			e, err = again, nil
		}
	}
	if err != nil {
		return e, err
	}
	e.Round = t.Round()
	if e.Take != nil && len(e.Take.Tiles) == 0 && e.Take.Bonus != nil && t.CanBonus() {
		e.Round = max(len(t.Script().Rounds), 1)
	}
	return e, nil
}

// juniorWithoutName reads a Junior line again as the entry of the only
// player who can make it, if it may lack a name and reads so: a bonus
// action on its own for the player whose take earned it, a take for the
// last player of the round.
func juniorWithoutName(rd notation.Reader, line string, t *junior.Tracker, read string, err error) (junior.Entry, bool) {
	players := t.Script().Players
	if !mayLackName(line, read, err, players) {
		return junior.Entry{}, false
	}
	type maker struct {
		player string
		bonus  bool // the entry is a bonus action on its own, not a take
	}
	var makers []maker
	if to := t.ToTake(); len(to) == 1 {
		makers = append(makers, maker{to[0], false})
	}
	if t.CanBonus() {
		makers = append(makers, maker{JuniorBonusPlayer(t), true})
	}
	for _, m := range makers {
		e, err := rd.ParseJuniorEntry(named(m.player, line), players)
		if err == nil && e.Take != nil && (len(e.Take.Tiles) == 0 && e.Take.Bonus != nil) == m.bonus {
			return e, true
		}
	}
	return junior.Entry{}, false
}
