package dice

import "github.com/zooscore/zooscore/scorer/internal/jsonread"

// quickInput reads sheets of the usual shape in one quick pass (see package
// jsonread); Parse leaves the rest to scorer.Decode.
func quickInput(r *jsonread.Reader, in *Input) {
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "bonus_hex":
			in.BonusHex = readHex(r)
		case "players":
			in.Players = jsonread.List(r, 4, readSheet)
		default:
			return false
		}
		return true
	})
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

// quickScript reads a play script in one quick pass, like quickInput,
// stopping at a list longer than ScriptLimits.
func quickScript(r *jsonread.Reader, s *Script) {
	rounds, takes := jsonread.Budget{Limit: &ScriptLimits[0]}, jsonread.Budget{Limit: &ScriptLimits[1]}
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "bonus_hex":
			s.BonusHex = readHex(r)
		case "players":
			s.Players = r.Strings(nil)
		case "rounds":
			s.Rounds = jsonread.ListIn(r, 0, &rounds, func(r *jsonread.Reader) []Take { return readRound(r, s.Players, &takes) })
		default:
			return false
		}
		return true
	})
}

// readRound reads the takes of a round; names of the players are kept
// without a copy.
func readRound(r *jsonread.Reader, players []string, takes *jsonread.Budget) []Take {
	return jsonread.ListIn(r, len(players), takes, func(r *jsonread.Reader) Take { return readTake(r, players) })
}

func readTake(r *jsonread.Reader, players []string) Take {
	var t Take
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "player":
			t.Player = r.String(players)
		case "took":
			t.Took = r.Strings(Faces)
		default:
			return false
		}
		return true
	})
	return t
}

// IsScript reports whether data is a play script rather than finished
// sheets: whether Parse refuses it. It is told by the shape of the input,
// read until what makes it not sheets (a name in players), without
// scoring. Input that reads as either ({"players": []}) is sheets.
func IsScript(data []byte) bool {
	_, ok := TryParse(data)
	return !ok
}

// TryParse is Parse for data that may be a play script instead: false when
// Parse refuses data, found without saying why (which takes Parse far
// longer); else what Parse gives, read once.
func TryParse(data []byte) (Input, bool) { return jsonread.Accepts(data, quickInput, trimNames) }
