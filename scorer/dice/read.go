package dice

import "github.com/zooscore/zooscore/scorer/internal/jsonread"

// quickInput reads sheets in one quick pass (see package jsonread): false
// when they are not of the usual shape, for scorer.Decode to read them and
// say what is wrong.
func quickInput(data []byte) (in Input, ok bool) {
	ok = jsonread.Read(data, func(r *jsonread.Reader) {
		r.Object(func(name []byte) bool {
			switch string(name) {
			case "bonus_hex":
				in.BonusHex = readHex(r)
			case "players":
				in.Players = make([]Sheet, 0, 4)
				r.Array(func() { in.Players = append(in.Players, readSheet(r)) })
			default:
				return false
			}
			return true
		})
	})
	return in, ok
}

func readHex(r *jsonread.Reader) *HexValues {
	h := &HexValues{}
	var values *[5]int // one allocation for all of them
	r.Object(func(name []byte) bool {
		i := animalIndex(name)
		if i < 0 {
			return false
		}
		if values == nil {
			values = new([5]int)
		}
		values[i] = r.Int()
		*h.field(Animals[i]) = &values[i]
		return true
	})
	return h
}

func readSheet(r *jsonread.Reader) Sheet {
	var s Sheet
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "name":
			s.Name = r.String(nil)
		case "enclosures":
			r.Object(func(name []byte) bool {
				i := animalIndex(name)
				if i >= 0 {
					s.Enclosures.Set(Animals[i], r.Int())
				}
				return i >= 0
			})
		case "bonus":
			s.Bonus = r.Strings(Animals)
		case "coins":
			s.Coins = r.Int()
		case "barn":
			s.Barn = r.Strings(Animals)
		default:
			return false
		}
		return true
	})
	return s
}

// animalIndex is the place of an animal in Animals, or -1.
func animalIndex(name []byte) int {
	for i, a := range Animals {
		if string(name) == a {
			return i
		}
	}
	return -1
}
