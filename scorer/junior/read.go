package junior

import "github.com/zooscore/zooscore/scorer/internal/jsonread"

// gameWords are the words read without a copy: kinds and landscapes.
var gameWords = append(append([]string{}, Kinds...), Landscapes...)

// quickInput reads zoos of the usual shape in one quick pass (see package
// jsonread); Parse leaves the rest to scorer.Decode.
func quickInput(r *jsonread.Reader, in *Input) {
	jsonread.Member(r, "players", func() { in.Players = jsonread.List(r, MaxPlayers, readZoo) })
}

func readZoo(r *jsonread.Reader) Zoo {
	var z Zoo
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "name":
			z.Name = r.String(nil)
		case "enclosures":
			z.Enclosures = jsonread.List(r, MaxEnclosures, readEnclosure)
		case "barn":
			z.Barn = readBarn(r)
		default:
			return false
		}
		return true
	})
	return z
}

func readEnclosure(r *jsonread.Reader) Enclosure {
	var e Enclosure
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "animal":
			e.Animal = r.String(Kinds)
		case "animals":
			e.Animals = r.Int()
		case "offspring":
			e.Offspring = r.Int()
		case "landscapes":
			e.Landscapes = r.Strings(Landscapes)
		default:
			return false
		}
		return true
	})
	return e
}

func readBarn(r *jsonread.Reader) Barn {
	var b Barn
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "animals":
			b.Animals = readCounts(r)
		case "offspring":
			b.Offspring = readCounts(r)
		case "landscapes":
			b.Landscapes = readCounts(r)
		default:
			return false
		}
		return true
	})
	return b
}

// readCounts reads counts by name; names outside the game are kept, for
// Check to report.
func readCounts(r *jsonread.Reader) map[string]int { return jsonread.Counts(r, gameWords, 0) }

// scriptWords are the words of a play script read without a copy.
var scriptWords = append(append([]string{}, gameWords...), "male", "female", "take", "discard", "barn")

// quickScript reads a play script in one quick pass, like quickInput,
// stopping at a list longer than ScriptLimits.
func quickScript(r *jsonread.Reader, s *Script) {
	rounds, takes := jsonread.Budget{Limit: &ScriptLimits[0]}, jsonread.Budget{Limit: &ScriptLimits[1]}
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "players":
			s.Players = r.Strings(nil)
		case "rounds":
			s.Rounds = jsonread.ListIn(r, 0, &rounds, func(r *jsonread.Reader) Round { return readRound(r, s.Players, &takes) })
		default:
			return false
		}
		return true
	})
}

func readRound(r *jsonread.Reader, players []string, takes *jsonread.Budget) Round {
	var round Round
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "last":
			round.Last = r.Bool()
		case "last_after":
			round.LastAfter = r.Int()
		case "takes":
			round.Takes = jsonread.ListIn(r, len(players), takes, func(r *jsonread.Reader) Take { return readTake(r, players) })
		default:
			return false
		}
		return true
	})
	return round
}

// readTake reads a take; names of the players are kept without a copy.
func readTake(r *jsonread.Reader, players []string) Take {
	var t Take
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "player":
			t.Player = r.String(players)
		case "truck":
			t.Truck = r.Int()
		case "tiles":
			t.Tiles = jsonread.List(r, 3, readTile)
		case "unclaimed":
			n := r.Int()
			t.Unclaimed = &n
		case "bonus":
			t.Bonus = readBonus(r, players)
		default:
			return false
		}
		return true
	})
	return t
}

func readTile(r *jsonread.Reader) Tile {
	var t Tile
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "tile":
			t.Tile = r.String(scriptWords)
		case "fertile":
			t.Fertile = r.String(scriptWords)
		case "to":
			t.To = readDest(r)
		default:
			return false
		}
		return true
	})
	return t
}

func readBonus(r *jsonread.Reader, players []string) *Bonus {
	b := &Bonus{}
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "action":
			b.Action = r.String(scriptWords)
		case "from":
			b.From = r.String(players)
		case "tile":
			b.Tile = r.String(scriptWords)
		case "fertile":
			b.Fertile = r.String(scriptWords)
		case "offspring":
			b.Offspring = r.Bool()
		case "to":
			d := readDest(r)
			b.To = &d
		default:
			return false
		}
		return true
	})
	return b
}

// readDest reads a destination as Dest.UnmarshalJSON does when it accepts
// it: 1, 2 or 3, or "barn".
func readDest(r *jsonread.Reader) Dest {
	switch r.Kind() {
	case '0':
		if n := r.Int(); n >= 1 && n <= MaxEnclosures {
			return Dest{Enclosure: n}
		}
	case '"':
		if r.String(scriptWords) == "barn" {
			return Dest{Barn: true}
		}
	}
	r.GiveUp()
	return Dest{}
}

// IsScript reports whether data is a play script rather than finished
// zoos: whether Parse refuses it. It is told by the shape of the input,
// read until what makes it not zoos (a name in players), without scoring.
// Input that reads as either ({"players": []}) is zoos.
func IsScript(data []byte) bool {
	_, ok := TryParse(data)
	return !ok
}

// TryParse is Parse for data that may be a play script instead: false when
// Parse refuses data, found without saying why (which takes Parse far
// longer); else what Parse gives, read once.
func TryParse(data []byte) (Input, bool) { return jsonread.Accepts(data, quickInput, trimNames) }
