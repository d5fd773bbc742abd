package zoosim

import "github.com/zooscore/zooscore/scorer/internal/jsonread"

// quickInput reads the zoos' years in one quick pass (see package
// jsonread): false when they are not of the usual shape, for
// scorer.Decode to read them and say what is wrong.
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
		case "years":
			z.Years = make([]Year, 0, Years)
			r.Array(func() { z.Years = append(z.Years, readYear(r)) })
		default:
			return false
		}
		return true
	})
	return z
}

func readYear(r *jsonread.Reader) Year {
	var y Year
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "visitors":
			y.Visitors = r.Int()
		case "trees":
			y.Trees = r.Int()
		case "benches":
			y.Benches = r.Int()
		default:
			return false
		}
		return true
	})
	return y
}
