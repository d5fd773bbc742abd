package junior

import "github.com/zooscore/zooscore/scorer/internal/jsonread"

// gameWords are the words read without a copy: kinds and landscapes.
var gameWords = append(append([]string{}, Kinds...), Landscapes...)

// quickInput reads zoos in one quick pass (see package jsonread): false when
// they are not of the usual shape, for scorer.Decode to read them and say
// what is wrong.
func quickInput(data []byte) (in Input, ok bool) {
	ok = jsonread.Read(data, func(r *jsonread.Reader) {
		r.Object(func(name []byte) bool {
			if string(name) != "players" {
				return false
			}
			in.Players = make([]Zoo, 0, MaxPlayers)
			r.Array(func() { in.Players = append(in.Players, readZoo(r)) })
			return true
		})
	})
	return in, ok
}

func readZoo(r *jsonread.Reader) Zoo {
	var z Zoo
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "name":
			z.Name = r.String(nil)
		case "enclosures":
			z.Enclosures = make([]Enclosure, 0, MaxEnclosures)
			r.Array(func() { z.Enclosures = append(z.Enclosures, readEnclosure(r)) })
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
func readCounts(r *jsonread.Reader) map[string]int {
	m := map[string]int{}
	r.Object(func(name []byte) bool {
		key := jsonread.Word(name, gameWords)
		m[key] = r.Int()
		return true
	})
	return m
}
