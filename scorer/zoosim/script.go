package zoosim

import (
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
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
func ParseScript(data []byte) (Script, error) {
	return jsonread.Decode(data, quickScript, trimScript, ScriptLimits...)
}

// ScriptLimits bound a play script's auctions as it is read: a game
// auctions each of its 25 tiles once (zoosim.script-length); a script of
// more is refused before the rest of it is read. (The tracker refuses an
// auction after the last one too: zoosim.game-over.)
var ScriptLimits = []scorer.ListLimit{{Path: "auctions[]", Max: TileCount, Note: scorer.Note{Rule: "zoosim.script-length",
	Msg: msg.M("zoosim.script-length", "max", TileCount)}}}

// trimScript trims every name.
func trimScript(s Script) Script {
	s.Players = trimAll(s.Players)
	s.Flagpole = trimAll(s.Flagpole)
	for i, a := range s.Auctions {
		if a.Bids == nil || !trimmed(a.Bids) { // an auction without bids has none, not null
			bids := make(map[string]int, len(a.Bids))
			for name, b := range a.Bids {
				bids[strings.TrimSpace(name)] = b
			}
			s.Auctions[i].Bids = bids
		}
	}
	return s
}

// trimmed reports whether no name of the bids has spaces around it.
func trimmed(bids map[string]int) bool {
	for name := range bids {
		if strings.TrimSpace(name) != name {
			return false
		}
	}
	return true
}

func trimAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.TrimSpace(n)
	}
	return out
}

// played is an auction as the tracker keeps it, for Script: a legal
// auction's tile has two halves, and its bids and placed enclosures share
// one slice (an auction kept costs one allocation, not one per map).
type played struct {
	halves  [2]Half
	bushes  int
	counts  []count // the bids, then the placed enclosures
	bids    int     // how many of counts are bids
	benches int
}

type count struct {
	key string
	n   int
}

// keep makes what the tracker keeps of a legal auction: its placed
// enclosures are exactly its halves' categories (checkPlaced).
func keep(a Auction) played {
	p := played{bushes: a.Tile.Bushes, bids: len(a.Bids), benches: a.Placed.Benches,
		counts: make([]count, 0, len(a.Bids)+len(a.Tile.Enclosures))}
	copy(p.halves[:], a.Tile.Enclosures)
	for k, v := range a.Bids {
		p.counts = append(p.counts, count{k, v})
	}
	for _, h := range a.Tile.Enclosures {
		p.counts = append(p.counts, count{h.Animal, a.Placed.Enclosures[h.Animal]})
	}
	return p
}

// auction gives the auction back, with maps of its own.
func (p played) auction() Auction {
	a := Auction{Tile: Tile{Enclosures: []Half{p.halves[0], p.halves[1]}, Bushes: p.bushes},
		Bids: make(map[string]int, p.bids), Placed: Placed{Enclosures: make(map[string]int, len(p.counts)-p.bids), Benches: p.benches}}
	for i, c := range p.counts {
		if i < p.bids {
			a.Bids[c.key] = c.n
		} else {
			a.Placed.Enclosures[c.key] = c.n
		}
	}
	return a
}
