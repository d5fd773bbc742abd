package zoosim

import "github.com/zooscore/zooscore/scorer/internal/jsonread"

// quickInput reads the zoos' years of the usual shape in one quick pass (see
// package jsonread); Parse leaves the rest to scorer.Decode.
func quickInput(r *jsonread.Reader, in *Input) {
	jsonread.Member(r, "players", func() { in.Players = jsonread.List(r, MaxPlayers, readZoo) })
}

func readZoo(r *jsonread.Reader) Zoo {
	var z Zoo
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "name":
			z.Name = r.String(nil)
		case "years":
			z.Years = jsonread.List(r, Years, readYear)
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

// quickScript reads a play script in one quick pass, like quickInput,
// stopping at a list longer than ScriptLimits.
func quickScript(r *jsonread.Reader, s *Script) {
	auctions := jsonread.Budget{Limit: &ScriptLimits[0]}
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "players":
			s.Players = r.Strings(nil)
		case "flagpole":
			s.Flagpole = r.Strings(s.Players)
		case "variant":
			s.Variant = r.String(variants)
		case "auctions":
			s.Auctions = jsonread.ListIn(r, TileCount, &auctions, func(r *jsonread.Reader) Auction { return readAuction(r, s.Players) })
		default:
			return false
		}
		return true
	})
}

var variants = []string{VariantStandard, VariantProfessional}

func readAuction(r *jsonread.Reader, players []string) Auction {
	var a Auction
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "tile":
			a.Tile = readTile(r)
		case "bids":
			a.Bids = jsonread.Counts(r, players, len(players))
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
			t.Enclosures = jsonread.List(r, 2, readHalf)
		case "bushes":
			t.Bushes = r.Int()
		default:
			return false
		}
		return true
	})
	return t
}

func readHalf(r *jsonread.Reader) Half {
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
	return h
}

func readPlaced(r *jsonread.Reader) Placed {
	var p Placed
	r.Object(func(name []byte) bool {
		switch string(name) {
		case "enclosures":
			p.Enclosures = jsonread.Counts(r, Categories, len(Categories))
		case "benches":
			p.Benches = r.Int()
		default:
			return false
		}
		return true
	})
	return p
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
func TryParse(data []byte) (Input, bool) { return jsonread.Accepts(data, quickInput, trimNames) }
