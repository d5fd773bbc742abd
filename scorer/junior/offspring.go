package junior

import "github.com/zooscore/zooscore/msg"

func partner(sex string) string {
	if sex == "male" {
		return "female"
	}
	return "male"
}

// mate pairs a fertile animal just put into enclosure n with a partner there
// that has not mated yet; each fertile animal mates once.
func (s *step) mate(p, n int, key tileKey) {
	t := s.t
	z := &t.zoos[p]
	pn := &z.pens[n-1]
	if pn.free[partner(key.Fertile)] == 0 {
		s.free(p, n)[key.Fertile]++
		return
	}
	if t.born[key.Tile] >= OffspringPerKind {
		// Unreachable with 2 fertile animals of each sex, kept as a guard.
		s.free(p, n)[key.Fertile]++
		s.say(z.name, "junior.no-offspring-left", "junior.no-offspring-left", "player", z.name, "kind", msg.Word(key.Tile), "enclosure", n)
		return
	}
	s.free(p, n)[partner(key.Fertile)]--
	s.born()[key.Tile]++
	off := tileKey{Tile: key.Tile, Offspring: true}
	if pn.tiles() < EnclosureSize {
		pn.animals++
		pn.offspring++
		s.say(z.name, "junior.offspring", "junior.offspring.enclosure", "player", z.name, "kind", msg.Word(key.Tile), "enclosure", n)
		return
	}
	s.count(z.barn, off, 1)
	s.say(z.name, "junior.offspring", "junior.offspring.barn", "player", z.name, "kind", msg.Word(key.Tile), "enclosure", n)
}
