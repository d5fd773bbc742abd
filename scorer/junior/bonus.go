package junior

import "github.com/zooscore/zooscore/msg"

func (s *step) lateBonus(tk Take) {
	t := s.t
	p := t.player(tk.Player)
	if p < 0 {
		s.fail(tk.Player, "junior.unknown-player", "junior.unknown-player", "typed", quoted(tk.Player), "players", msg.Names(t.names()))
		return
	}
	who := t.zoos[p].name
	switch {
	case t.bonusUsed == p:
		s.fail(who, "junior.bonus-used", "junior.bonus-used", "player", who)
		return
	case t.bonusOpen != p:
		s.fail(who, "junior.bonus-not-earned", "junior.bonus-not-earned.late", "player", who)
		return
	}
	if s.round != t.bonusRnd {
		s.fail(who, "junior.wrong-round", "junior.wrong-round.bonus", "take", t.bonusRnd, "round", s.round)
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
			s.fail(who, "junior.bonus-from", "junior.bonus-from.discard", "player", who, "from", b.From)
		}
		if b.To != nil {
			s.fail(who, "junior.bonus-destination", "junior.bonus-destination.discard")
		}
		if !s.checkName(who, atBonus, b.Tile, b.Fertile, b.Offspring) || len(s.violations) > 0 {
			return
		}
		z := &s.t.zoos[p]
		if z.barn[key] == 0 {
			s.fail(who, "junior.bonus-tile-not-in-barn", "junior.bonus-tile-not-in-barn.discard", "player", who, "tile", key.name(), "barn", barnList(z.barn))
			return
		}
		s.count(z.barn, key, -1)
		s.say(who, "junior.bonus-discard", "junior.bonus-discard", "player", who, "tile", key.withArticle())
	default:
		s.fail(who, "junior.bonus-action", "junior.bonus-action", "typed", quoted(b.Action))
	}
}

func (s *step) bonusTake(p int, b Bonus, key tileKey) {
	who := s.t.zoos[p].name
	from := s.t.player(b.From)
	switch {
	case b.From == "" || from < 0:
		s.fail(who, "junior.bonus-from", "junior.bonus-from.unknown", "typed", quoted(b.From), "players", msg.Names(s.t.names()))
	case from == p:
		s.fail(who, "junior.bonus-from", "junior.bonus-from.own", "player", who)
	}
	if b.To == nil || b.To.Barn || !b.To.valid() {
		s.fail(who, "junior.bonus-destination", "junior.bonus-destination.take", "player", who)
	}
	if !s.checkName(who, atBonus, b.Tile, b.Fertile, b.Offspring) || len(s.violations) > 0 {
		return
	}
	src := &s.t.zoos[from]
	if src.barn[key] == 0 {
		s.fail(who, "junior.bonus-tile-not-in-barn", "junior.bonus-tile-not-in-barn.take", "player", src.name, "tile", key.name(), "barn", barnList(src.barn))
		return
	}
	before := penSizes(&s.t.zoos[p])
	s.count(src.barn, key, -1)
	s.say(who, "junior.bonus-take", "junior.bonus-take", "player", who, "tile", key.withArticle(), "from", src.name, "enclosure", b.To.Enclosure)
	if !s.intoPen(p, b.To.Enclosure, key, atBonus) {
		return
	}
	if filled := filledPens(before, &s.t.zoos[p]); len(filled) > 0 {
		s.say(who, "junior.bonus-no-chain", "junior.bonus-no-chain", "player", who, "pens", pensList(filled))
	}
}

// barnList says what a barn holds: "2 giraffe, 1 fertile male rhinoceros,
// 1 rock", or "nothing".
func barnList(barn map[tileKey]int) any {
	var parts []any
	for _, k := range Kinds {
		for _, key := range []tileKey{{Tile: k}, {Tile: k, Fertile: "female"}, {Tile: k, Fertile: "male"}, {Tile: k, Offspring: true}} {
			if n := barn[key]; n > 0 {
				parts = append(parts, msg.M("junior.barn-tiles", "count", n, "tile", key.name()))
			}
		}
	}
	for _, l := range Landscapes {
		if n := barn[tileKey{Tile: l}]; n > 0 {
			parts = append(parts, msg.M("junior.barn-tiles", "count", n, "tile", msg.Word(l)))
		}
	}
	if len(parts) == 0 {
		return msg.M("junior.barn-nothing")
	}
	return chain("junior.comma", parts)
}
