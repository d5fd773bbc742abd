package junior

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

func (s *step) lateBonus(tk Take) {
	t := s.t
	p := t.player(tk.Player)
	if p < 0 {
		s.fail(tk.Player, "junior.unknown-player", "%q is not a player of this game (%s): use one of their names", tk.Player, scorer.JoinNames(t.names()))
		return
	}
	who := t.zoos[p].name
	switch {
	case t.bonusUsed == p:
		s.fail(who, "junior.bonus-used", "%s already used the bonus action of this take; one per take, and bonus actions do not chain: remove the second bonus", who)
		return
	case t.bonusOpen != p:
		s.fail(who, "junior.bonus-not-earned", "%s's last take filled no enclosure (or another entry came after it), so there is no bonus action to use: remove the bonus", who)
		return
	}
	if s.round != t.bonusRnd {
		s.fail(who, "junior.wrong-round", "the bonus belongs to the take of round %d, not round %d: enter it in round %d", t.bonusRnd, s.round, t.bonusRnd)
		return
	}
	s.bonus(p, *tk.Bonus)
	t.bonusOpen, t.bonusUsed = -1, p
}

// bonus carries out the bonus action of player p.
func (s *step) bonus(p int, b Bonus) {
	who := s.t.zoos[p].name
	key := tileKey{Tile: b.Tile, Fertile: b.Fertile, Offspring: b.Offspring}
	switch b.Action {
	case "take":
		s.bonusTake(p, b, key)
	case "discard":
		if b.From != "" && s.t.player(b.From) != p {
			s.fail(who, "junior.bonus-from", "a discard removes a tile from %s's own barn, not from %s: leave out \"from\" or take over the tile instead", who, b.From)
		}
		if b.To != nil {
			s.fail(who, "junior.bonus-destination", "a discarded tile leaves the game: leave out \"to\"")
		}
		if !s.checkName(who, "bonus", b.Tile, b.Fertile, b.Offspring) || len(s.violations) > 0 {
			return
		}
		z := &s.t.zoos[p]
		if z.barn[key] == 0 {
			s.fail(who, "junior.bonus-tile-not-in-barn", "%s's barn holds no %s (it holds %s): discard a tile that is there", who, key, barnList(z.barn))
			return
		}
		z.barn[key]--
		s.say(who, "junior.bonus-discard", "%s discards %s from the barn", who, article(key.String()))
	default:
		s.fail(who, "junior.bonus-action", "the bonus action is %q but must be \"take\" (from an opponent's barn) or \"discard\" (from the own barn)", b.Action)
	}
}

func (s *step) bonusTake(p int, b Bonus, key tileKey) {
	who := s.t.zoos[p].name
	from := s.t.player(b.From)
	switch {
	case b.From == "" || from < 0:
		s.fail(who, "junior.bonus-from", "a take-over names the opponent whose barn the tile comes from; %q is not one: use one of %s", b.From, scorer.JoinNames(s.t.names()))
	case from == p:
		s.fail(who, "junior.bonus-from", "a take-over takes from an opponent's barn, not %s's own: name an opponent, or discard instead", who)
	}
	if b.To == nil || b.To.Barn || !b.To.valid() {
		s.fail(who, "junior.bonus-destination", "a taken-over tile goes into one of %s's enclosures: give \"to\" as 1, 2 or 3", who)
	}
	if !s.checkName(who, "bonus", b.Tile, b.Fertile, b.Offspring) || len(s.violations) > 0 {
		return
	}
	src := &s.t.zoos[from]
	if src.barn[key] == 0 {
		s.fail(who, "junior.bonus-tile-not-in-barn", "%s's barn holds no %s (it holds %s): take over a tile that is there", src.name, key, barnList(src.barn))
		return
	}
	before := penSizes(&s.t.zoos[p])
	src.barn[key]--
	s.say(who, "junior.bonus-take", "%s takes over %s from %s's barn into enclosure %d", who, article(key.String()), src.name, b.To.Enclosure)
	if !s.intoPen(p, b.To.Enclosure, key, "bonus") {
		return
	}
	if filled := filledPens(before, &s.t.zoos[p]); len(filled) > 0 {
		s.say(who, "junior.bonus-no-chain", "%s filled %s with the bonus action: bonus actions do not chain, so there is no further bonus", who, joinPens(filled))
	}
}

func barnList(barn map[tileKey]int) string {
	var parts []string
	for _, k := range Kinds {
		for _, key := range []tileKey{{Tile: k}, {Tile: k, Fertile: "female"}, {Tile: k, Fertile: "male"}, {Tile: k, Offspring: true}} {
			if n := barn[key]; n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", n, key))
			}
		}
	}
	for _, l := range Landscapes {
		if n := barn[tileKey{Tile: l}]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, l))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}
