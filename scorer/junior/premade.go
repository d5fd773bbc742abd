package junior

import "github.com/zooscore/zooscore/scorer"

// The messages of a zoo's breakdown, made once for every value a legal zoo
// can have: scoring a zoo then makes no message (each would allocate its
// arguments). Values outside them are said by the same messages made when
// needed.
var (
	emptyPenItem  [MaxEnclosures + 1]scorer.Msg                               // by enclosure
	penItem       [MaxEnclosures + 1][kindCount][EnclosureSize + 1]scorer.Msg // by enclosure, kind, animals
	penWhy        [EnclosureSize + 1]scorer.Msg                               // by animals
	penOffspring  [EnclosureSize + 1][OffspringPerKind + 1]scorer.Msg         // by animals, offspring
	landscapeItem [landscapeCount]scorer.Msg
	barnKindItem  [kindCount]scorer.Msg
	barnKindWhy   [kindCount][maxBarnAnimals + 1]scorer.Msg // by kind, tiles
	barnLandItem  [landscapeCount]scorer.Msg
	barnLandWhy   [landscapeCount][maxLandscapes + 1]scorer.Msg // by landscape, tiles
	emptyPenWhy   = scorer.M("junior.why.enclosure-empty")
	landscapeWhy  = scorer.M("junior.why.landscape")
)

func init() {
	for n := 1; n <= MaxEnclosures; n++ {
		emptyPenItem[n] = emptyPenLabel(n)
		for k, kind := range Kinds {
			for a := 1; a <= EnclosureSize; a++ {
				penItem[n][k][a] = penLabel(n, kind, a)
			}
		}
	}
	for a := 1; a <= EnclosureSize; a++ {
		penWhy[a] = penReason(a, 0)
		for o := 1; o <= OffspringPerKind; o++ {
			penOffspring[a][o] = penReason(a, o)
		}
	}
	for i, l := range Landscapes {
		landscapeItem[i] = scorer.M("junior.item.landscape", "landscape", scorer.Word(l))
		barnLandItem[i] = scorer.M("junior.item.barn-landscape", "landscape", scorer.Word(l))
		for n := 1; n <= maxLandscapes; n++ {
			barnLandWhy[i][n] = barnLandscapeReason(l, n)
		}
	}
	for i, k := range Kinds {
		barnKindItem[i] = scorer.M("junior.item.barn-kind", "animals", animalsOf(k))
		for n := 1; n <= maxBarnAnimals; n++ {
			barnKindWhy[i][n] = barnKindReason(k, n)
		}
	}
}

func emptyPenLabel(n int) scorer.Msg { return scorer.M("junior.item.enclosure-empty", "enclosure", n) }

func penLabel(n int, kind string, animals int) scorer.Msg {
	return scorer.M("junior.item.enclosure", "enclosure", n, "count", scorer.Count{N: animals, Noun: kind})
}

// penReason says why an enclosure of animals (offspring among them)
// scores what it does.
func penReason(animals, offspring int) scorer.Msg {
	points := EnclosurePoints[min(animals, EnclosureSize)]
	if offspring > 0 {
		return scorer.M("junior.why.enclosure-offspring", "n", animals, "offspring", offspring, "points", points)
	}
	return scorer.M("junior.why.enclosure", "n", animals, "points", points)
}

func barnKindReason(kind string, n int) scorer.Msg {
	return scorer.M("junior.why.barn-kind", "count", scorer.Count{N: n, Noun: kind})
}

func barnLandscapeReason(landscape string, n int) scorer.Msg {
	return scorer.M("junior.why.barn-landscape", "tiles", scorer.M("junior.landscape-tiles", "n", n, "landscape", scorer.Word(landscape)))
}

// The premade messages, or the same made now for a value outside them.

func emptyPenOf(n int) scorer.Msg {
	if n > 0 && n <= MaxEnclosures {
		return emptyPenItem[n]
	}
	return emptyPenLabel(n)
}

func penItemOf(n int, kind string, animals int) scorer.Msg {
	if k := indexOf(Kinds, kind); k >= 0 && n > 0 && n <= MaxEnclosures && animals > 0 && animals <= EnclosureSize {
		return penItem[n][k][animals]
	}
	return penLabel(n, kind, animals)
}

func penReasonOf(animals, offspring int) scorer.Msg {
	switch {
	case animals > EnclosureSize || offspring < 0 || offspring > OffspringPerKind:
		return penReason(animals, offspring)
	case offspring > 0:
		return penOffspring[animals][offspring]
	}
	return penWhy[animals]
}

func barnKind(k, n int) scorer.Msg {
	if n <= maxBarnAnimals {
		return barnKindWhy[k][n]
	}
	return barnKindReason(Kinds[k], n)
}

func barnLandscape(l, n int) scorer.Msg {
	if n <= maxLandscapes {
		return barnLandWhy[l][n]
	}
	return barnLandscapeReason(Landscapes[l], n)
}
