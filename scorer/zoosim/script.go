package zoosim

import (
	"strings"

	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// Variants of the game: how a year ends.
const (
	// VariantStandard has 5 auctions in each of the 5 years.
	VariantStandard = "standard"
	// VariantProfessional ends years 1-4 after the auction of the year's
	// third tile with at least one bush; year 5 auctions the rest.
	VariantProfessional = "professional"
)

// Numbers of the game.
const (
	StartCoins       = 8  // coins each player starts with
	TileCount        = 25 // zoo tiles in the game, all auctioned in either variant
	AuctionsPerYear  = 5  // standard variant
	BushTilesPerYear = 3  // professional variant: tiles with bushes that end a year
	MinStars         = 1  // stars of one half of a tile
	MaxStars         = 3
	// MaxBushes is an assumption: the rules give no maximum, and no tile is
	// known to show more than 3.
	MaxBushes = 3
)

// Half is one enclosure of a zoo tile: its category and its stars.
type Half struct {
	Animal string `json:"animal"`
	Stars  int    `json:"stars"`
}

// Tile is a zoo tile as auctioned: two halves and its bushes.
type Tile struct {
	Enclosures []Half `json:"enclosures"`
	Bushes     int    `json:"bushes"`
}

// Placed is what the winner built with the tile: for each half's category
// the stars of the (combined) enclosure that half now belongs to, and the
// number of paths the tile closed.
type Placed struct {
	Enclosures map[string]int `json:"enclosures"`
	Benches    int            `json:"benches"`
}

// Auction is one entry of a tracked game: the tile, every player's bid, and
// the winner's placement.
type Auction struct {
	Tile   Tile           `json:"tile"`
	Bids   map[string]int `json:"bids"`
	Placed Placed         `json:"placed"`
}

// Script is a whole tracked game as a play script (see the contract).
type Script struct {
	Players  []string  `json:"players"`
	Flagpole []string  `json:"flagpole"`
	Variant  string    `json:"variant"`
	Auctions []Auction `json:"auctions"`
}

// ParseScript reads a play script from JSON strictly (see scorer.Decode) and
// trims every name.
func ParseScript(data []byte) (Script, error) { return jsonread.Decode(data, quickScript, trimScript) }

// trimScript trims every name.
func trimScript(s Script) Script {
	s.Players = trimAll(s.Players)
	s.Flagpole = trimAll(s.Flagpole)
	for i, a := range s.Auctions {
		bids := make(map[string]int, len(a.Bids))
		for name, b := range a.Bids {
			bids[strings.TrimSpace(name)] = b
		}
		s.Auctions[i].Bids = bids
	}
	return s
}

func trimAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.TrimSpace(n)
	}
	return out
}

func cloneAuction(a Auction) Auction {
	c := a
	c.Tile.Enclosures = append([]Half(nil), a.Tile.Enclosures...)
	c.Bids = make(map[string]int, len(a.Bids))
	for k, v := range a.Bids {
		c.Bids[k] = v
	}
	c.Placed.Enclosures = make(map[string]int, len(a.Placed.Enclosures))
	for k, v := range a.Placed.Enclosures {
		c.Placed.Enclosures[k] = v
	}
	return c
}
