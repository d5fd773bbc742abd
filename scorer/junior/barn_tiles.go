package junior

// barnTiles is a barn's counts in arrays indexed like Kinds and Landscapes,
// read from its maps once per zoo: the checks and the breakdown then look
// a kind's count up by its index instead of hashing its name every time.
// Names that are not of the game have no place in the arrays; odd says
// there were some, and the checks that must name them read the maps.
type barnTiles struct {
	animals    [kindCount]int
	offspring  [kindCount]int
	landscapes [landscapeCount]int
	hasAnimal  [kindCount]bool // Animals has an entry for the kind (0 included)
	odd        bool
}

func tilesOf(b Barn) barnTiles {
	var t barnTiles
	for k, n := range b.Animals {
		if i := indexOf(Kinds, k); i >= 0 {
			t.animals[i], t.hasAnimal[i] = n, true
		} else {
			t.odd = true
		}
	}
	for k, n := range b.Offspring {
		if i := indexOf(Kinds, k); i >= 0 {
			t.offspring[i] = n
		} else {
			t.odd = true
		}
	}
	for l, n := range b.Landscapes {
		if i := indexOf(Landscapes, l); i >= 0 {
			t.landscapes[i] = n
		} else {
			t.odd = true
		}
	}
	return t
}

// tilesOfAll reads every zoo's barn into buf's memory when it has room
// (a caller's array of MaxPlayers holds a legal game without allocating).
func tilesOfAll(in Input, buf []barnTiles) []barnTiles {
	out := buf[:0]
	for _, z := range in.Players {
		out = append(out, tilesOf(z.Barn))
	}
	return out
}

// wrong reports whether checkBarn has something to say of the barn: a name
// not of the game, a count below 0 or over the box, or more offspring of a
// kind than animals.
func (t *barnTiles) wrong() bool {
	if t.odd {
		return true
	}
	for i := range t.animals {
		off := t.offspring[i]
		if outside(t.animals[i], maxBarnAnimals) || outside(off, maxBarnOffspring) || off > 0 && off > t.animals[i] {
			return true
		}
	}
	for _, n := range t.landscapes {
		if outside(n, maxLandscapes) {
			return true
		}
	}
	return false
}

func outside(n, most int) bool { return n < 0 || n > most }

// bound does bounded's work for a barn without odd names: it marks the
// kinds and landscapes of which a count is over the box, and reports
// whether every count lies between 0 and one more than the box holds.
func (t *barnTiles) bound(mark func(string)) (held bool) {
	held = true
	for i, k := range Kinds {
		if t.animals[i] > maxBarnAnimals || t.offspring[i] > maxBarnOffspring {
			mark(k)
		}
		held = held && t.animals[i] == hold(t.animals[i], maxBarnAnimals) && t.offspring[i] == hold(t.offspring[i], maxBarnOffspring)
	}
	for i, l := range Landscapes {
		if t.landscapes[i] > maxLandscapes {
			mark(l)
		}
		held = held && t.landscapes[i] == hold(t.landscapes[i], maxLandscapes)
	}
	return held
}
