package zoosim

import "github.com/zooscore/zooscore/scorer/internal/jsonread"

// quickInput reads the zoos' years in one quick pass (see package
// jsonread): false when they are not of the usual shape, for
// scorer.Decode to read them and say what is wrong.
func quickInput(data []byte) (Input, bool) {
	var in Input
	ok := jsonread.Read(data, inputReader(&in))
	return in, ok
}

// inputReader reads the input into in.
func inputReader(in *Input) func(r *jsonread.Reader) {
	return func(r *jsonread.Reader) {
		r.Object(func(name []byte) bool {
			if string(name) != "players" {
				return false
			}
			in.Players = make([]Zoo, 0, MaxPlayers)
			r.Array(func() { in.Players = append(in.Players, readZoo(r)) })
			return true
		})
	}
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

// quickScript reads a play script in one quick pass, like quickInput.
func quickScript(data []byte) (s Script, ok bool) {
	ok = jsonread.Read(data, func(r *jsonread.Reader) {
		r.Object(func(name []byte) bool {
			switch string(name) {
			case "players":
				s.Players = r.Strings(nil)
			case "flagpole":
				s.Flagpole = r.Strings(s.Players)
			case "variant":
				s.Variant = r.String(variants)
			case "auctions":
				s.Auctions = make([]Auction, 0, TileCount)
				r.Array(func() { s.Auctions = append(s.Auctions, readAuction(r, s.Players)) })
			default:
				return false
			}
			return true
		})
	})
	return s, ok
}

var variants = []string{VariantStandard, VariantProfessional}

func readAuction(r *jsonread.Reader, players []string) Auction {
	var a Auction
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "tile":
			a.Tile = readTile(r)
		case "bids":
			a.Bids = readCounts(r, players)
		case "placed":
			a.Placed = readPlaced(r)
		default:
			return false
		}
		return true
	})
	return a
}

func readTile(r *jsonread.Reader) Tile {
	var t Tile
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "enclosures":
			t.Enclosures = make([]Half, 0, 2)
			r.Array(func() {
				var h Half
				r.Object(func(name []byte) bool {
					switch string(name) {
					case "animal":
						h.Animal = r.String(Categories)
					case "stars":
						h.Stars = r.Int()
					default:
						return false
					}
					return true
				})
				t.Enclosures = append(t.Enclosures, h)
			})
		case "bushes":
			t.Bushes = r.Int()
		default:
			return false
		}
		return true
	})
	return t
}

func readPlaced(r *jsonread.Reader) Placed {
	var p Placed
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "enclosures":
			p.Enclosures = readCounts(r, Categories)
		case "benches":
			p.Benches = r.Int()
		default:
			return false
		}
		return true
	})
	return p
}

// readCounts reads numbers by name, the names that are words without a
// copy.
func readCounts(r *jsonread.Reader, words []string) map[string]int {
	m := make(map[string]int, len(words))
	r.Object(func(name []byte) bool {
		key := jsonread.Word(name, words)
		m[key] = r.Int()
		return true
	})
	return m
}

// IsScript reports whether data is a play script rather than the zoos'
// years: whether Parse refuses it. It is told by the shape of the input,
// read until what makes it not years (a name in players), without
// scoring. Input that reads as either ({"players": []}) is years.
func IsScript(data []byte) bool {
	_, ok := TryParse(data)
	return !ok
}

// TryParse is Parse for data that may be a play script instead: false when
// Parse refuses data, found without saying why (which takes Parse far
// longer); else what Parse gives, read once.
func TryParse(data []byte) (Input, bool) {
	var in Input
	switch jsonread.Try(data, inputReader(&in)) {
	case jsonread.Done:
		trimNames(&in)
		return in, true
	case jsonread.Refused:
		return Input{}, false
	}
	in, err := Parse(data)
	return in, err == nil
}
