package junior

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
		pn.free[key.Fertile]++
		return
	}
	if t.born[key.Tile] >= OffspringPerKind {
		// Unreachable with 2 fertile animals of each sex, kept as a guard.
		pn.free[key.Fertile]++
		s.say(z.name, "junior.no-offspring-left", "%s's %s pair in enclosure %d would have an offspring, but no %s offspring tile is left", z.name, key.Tile, n, key.Tile)
		return
	}
	pn.free[partner(key.Fertile)]--
	t.born[key.Tile]++
	off := tileKey{Tile: key.Tile, Offspring: true}
	if pn.tiles() < EnclosureSize {
		pn.animals++
		pn.offspring++
		s.say(z.name, "junior.offspring", "%s's %s pair has an offspring: it joins enclosure %d", z.name, key.Tile, n)
		return
	}
	z.barn[off]++
	s.say(z.name, "junior.offspring", "%s's %s pair has an offspring: it goes to the barn, enclosure %d is full", z.name, key.Tile, n)
}
