package junior

import "github.com/zooscore/zooscore/msg"

// The messages of a zoo's breakdown, made once for every value a legal zoo
// can have: scoring a zoo then makes no message (each would allocate its
// arguments). Values outside them are said by the same messages made when
// needed.
var (
	emptyPenItem  [MaxEnclosures + 1]msg.Msg                               // by enclosure
	penItem       [MaxEnclosures + 1][kindCount][EnclosureSize + 1]msg.Msg // by enclosure, kind, animals
	penWhy        [EnclosureSize + 1]msg.Msg                               // by animals
	penOffspring  [EnclosureSize + 1][OffspringPerKind + 1]msg.Msg         // by animals, offspring
	landscapeItem [landscapeCount]msg.Msg
	barnKindItem  [kindCount]msg.Msg
	barnKindWhy   [kindCount][maxBarnAnimals + 1]msg.Msg // by kind, tiles
	barnLandItem  [landscapeCount]msg.Msg
	barnLandWhy   [landscapeCount][maxLandscapes + 1]msg.Msg // by landscape, tiles
	emptyPenWhy   = msg.M("junior.why.enclosure-empty")
	landscapeWhy  = msg.M("junior.why.landscape")
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
		landscapeItem[i] = msg.M("junior.item.landscape", "landscape", msg.Word(l))
		barnLandItem[i] = msg.M("junior.item.barn-landscape", "landscape", msg.Word(l))
		for n := 1; n <= maxLandscapes; n++ {
			barnLandWhy[i][n] = barnLandscapeReason(l, n)
		}
	}
	for i, k := range Kinds {
		barnKindItem[i] = msg.M("junior.item.barn-kind", "animals", animalsOf(k))
		for n := 1; n <= maxBarnAnimals; n++ {
			barnKindWhy[i][n] = barnKindReason(k, n)
		}
	}
}

func emptyPenLabel(n int) msg.Msg { return msg.M("junior.item.enclosure-empty", "enclosure", n) }

func penLabel(n int, kind string, animals int) msg.Msg {
	return msg.M("junior.item.enclosure", "enclosure", n, "count", msg.Count{N: animals, Noun: kind})
}

// penReason says why an enclosure of animals (offspring among them)
// scores what it does.
func penReason(animals, offspring int) msg.Msg {
	points := EnclosurePoints[min(animals, EnclosureSize)]
	if offspring > 0 {
		return msg.M("junior.why.enclosure-offspring", "n", animals, "offspring", offspring, "points", points)
	}
	return msg.M("junior.why.enclosure", "n", animals, "points", points)
}

func barnKindReason(kind string, n int) msg.Msg {
	return msg.M("junior.why.barn-kind", "count", msg.Count{N: n, Noun: kind})
}

func barnLandscapeReason(landscape string, n int) msg.Msg {
	return msg.M("junior.why.barn-landscape", "tiles", msg.M("junior.landscape-tiles", "n", n, "landscape", msg.Word(landscape)))
}

// The premade messages, or the same made now for a value outside them.

func emptyPenOf(n int) msg.Msg {
	if n > 0 && n <= MaxEnclosures {
		return emptyPenItem[n]
	}
	return emptyPenLabel(n)
}

func penItemOf(n int, kind string, animals int) msg.Msg {
	if k := indexOf(Kinds, kind); k >= 0 && n > 0 && n <= MaxEnclosures && animals > 0 && animals <= EnclosureSize {
		return penItem[n][k][animals]
	}
	return penLabel(n, kind, animals)
}

func penReasonOf(animals, offspring int) msg.Msg {
	switch {
	case animals > EnclosureSize || offspring < 0 || offspring > OffspringPerKind:
		return penReason(animals, offspring)
	case offspring > 0:
		return penOffspring[animals][offspring]
	}
	return penWhy[animals]
}

func barnKind(k, n int) msg.Msg {
	if n <= maxBarnAnimals {
		return barnKindWhy[k][n]
	}
	return barnKindReason(Kinds[k], n)
}

func barnLandscape(l, n int) msg.Msg {
	if n <= maxLandscapes {
		return barnLandWhy[l][n]
	}
	return barnLandscapeReason(Landscapes[l], n)
}
