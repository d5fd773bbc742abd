package junior

// Bonus actions for take-overs (rule 4 of offspring_origin.go).

// takeOversPossible looks for one origin per kind such that every zoo can
// have earned a bonus action for each take-over into it (rule 4). It tries
// every combination (at most 4 per kind: each of a kind's 2 offspring taken
// over or not) and returns, for each enclosure, the fewest take-overs into
// it among the combinations that work.
func takeOversPossible(in Input, kinds []*kindOffspring) (map[site]int, bool) {
	full := fullPens(in)
	least := map[site]int{}
	found := false
	chosen := make([][]site, len(kinds))
	var walk func(i int)
	walk = func(i int) {
		if i == len(kinds) {
			into := map[site]int{}
			for _, way := range chosen {
				for _, s := range way {
					into[s]++
				}
			}
			if !bonusesForAll(full, into) {
				return
			}
			if !found {
				for s, n := range into {
					least[s] = n
				}
			} else {
				for s := range least {
					least[s] = min(least[s], into[s])
				}
			}
			found = true
			return
		}
		for _, way := range kinds[i].ways {
			chosen[i] = way
			walk(i + 1)
		}
	}
	walk(0)
	for s, n := range least {
		if n == 0 {
			delete(least, s)
		}
	}
	return least, found
}

// fullPens says which enclosures of each zoo hold 6 tiles.
func fullPens(in Input) [][MaxEnclosures]bool {
	out := make([][MaxEnclosures]bool, len(in.Players))
	for zi, z := range in.Players {
		for pi, e := range z.Enclosures {
			if pi < MaxEnclosures && e.Tiles() == EnclosureSize {
				out[zi][pi] = true
			}
		}
	}
	return out
}

func bonusesForAll(full [][MaxEnclosures]bool, into map[site]int) bool {
	for zi := range full {
		var dests []int
		for pi := 0; pi < MaxEnclosures; pi++ {
			for n := 0; n < into[site{zi, pi}]; n++ {
				dests = append(dests, pi)
			}
		}
		if !bonusesFor(full[zi], dests) {
			return false
		}
	}
	return true
}

// bonusesFor reports whether a zoo whose full enclosures are full can have
// earned a bonus action for a take-over into each enclosure of dests (rule
// 4): each take-over gets its own full enclosure, other than its
// destination, and the enclosures can have been filled in an order that
// puts each such enclosure before a full destination.
func bonusesFor(full [MaxEnclosures]bool, dests []int) bool {
	if len(dests) > MaxEnclosures {
		return false
	}
	from := make([]int, len(dests))
	used := [MaxEnclosures]bool{}
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(dests) {
			return fillOrderExists(full, from, dests)
		}
		for f := 0; f < MaxEnclosures; f++ {
			if !full[f] || used[f] || f == dests[i] {
				continue
			}
			used[f], from[i] = true, f
			if try(i + 1) {
				return true
			}
			used[f] = false
		}
		return false
	}
	return try(0)
}

// fillOrderExists reports whether the enclosures can have been filled in an
// order with every bonus enclosure from[i] full before a full destination
// dests[i]: the "before" links must not close a circle (3 enclosures at
// most, so a circle has 2 or 3 of them).
func fillOrderExists(full [MaxEnclosures]bool, from, dests []int) bool {
	var before [MaxEnclosures][MaxEnclosures]bool
	for i, d := range dests {
		if full[d] {
			before[from[i]][d] = true
		}
	}
	for a := 0; a < MaxEnclosures; a++ {
		for b := 0; b < MaxEnclosures; b++ {
			if before[a][b] && before[b][a] {
				return false
			}
			for c := 0; c < MaxEnclosures; c++ {
				if before[a][b] && before[b][c] && before[c][a] {
					return false
				}
			}
		}
	}
	return true
}
