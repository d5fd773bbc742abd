package prompts

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// variantItems offers the variants with a one-line explanation each; the
// standard game comes first, as the default.
var variantItems = []struct{ variant, item string }{
	{zoosim.VariantStandard, "standard: 5 auctions in each of the 5 years"},
	{zoosim.VariantProfessional, "professional: years 1-4 end with the 3rd tile with bushes"},
}

// AskZooSimSetup asks for the 2 to 4 players of a tracked ZooSim game in
// seating order, the flags on the flagpole from the top (each picked from
// the flags not placed yet; the last one needs no question), and the
// variant.
func AskZooSimSetup(p Prompter) (players, flagpole []string, variant string, err error) {
	p.Say("Name the players in seating order.")
	if players, err = AskNames(p, 2, 4); err != nil {
		return nil, nil, "", err
	}
	left := append([]string{}, players...)
	for len(left) > 1 {
		label := "Flagpole: whose flag is at the top?"
		if len(flagpole) > 0 {
			label = "Flagpole: whose flag is next?"
		}
		i, err := p.Select(label, left)
		if err != nil {
			return nil, nil, "", err
		}
		flagpole = append(flagpole, left[i])
		left = slices.Delete(left, i, i+1)
	}
	flagpole = append(flagpole, left...)
	p.Say("Flagpole from the top: " + strings.Join(flagpole, ", "))
	items := make([]string, len(variantItems))
	for i, v := range variantItems {
		items[i] = v.item
	}
	i, err := p.Select("Which variant?", items)
	if err != nil {
		return nil, nil, "", err
	}
	return players, flagpole, variantItems[i].variant, nil
}

// AskAuction asks for the next auction: the tile, every player's bid, then
// (once the tracker has named the winner, which is shown with the reason)
// what the winner built with the tile. A tile or bids that the tracker
// refuses are shown with every reason and asked again. It does not apply
// the auction.
func AskAuction(p Prompter, t *zoosim.Tracker) (zoosim.Auction, error) {
	var a zoosim.Auction
	if t.Ended() {
		return a, ErrGameOver
	}
	where := fmt.Sprintf("Auction %d", t.AuctionNumber())
	p.Say(fmt.Sprintf("Year %d, auction %d of the game", t.Year(), t.AuctionNumber()))
	for {
		var err error
		if a.Tile, err = askZooTile(p, where); err != nil {
			return a, err
		}
		if a.Bids, err = askBids(p, t, where); err != nil {
			return a, err
		}
		winner, why, err := t.Winner(a.Tile, a.Bids)
		var v scorer.Violations
		if errors.As(err, &v) {
			for _, n := range v {
				p.Say("  x " + n.String())
			}
			continue
		}
		if err != nil {
			return a, err
		}
		p.Say(i18n.For(i18n.English).Note(why).Message)
		a.Placed, err = askPlaced(p, t, winner, a.Tile)
		return a, err
	}
}

// askZooTile asks for the tile: both halves (the second of another
// category than the first) and its bushes.
func askZooTile(p Prompter, where string) (zoosim.Tile, error) {
	tile := zoosim.Tile{}
	categories := zoosim.Categories
	for _, which := range []string{"first", "second"} {
		i, err := p.Select(fmt.Sprintf("%s: %s half's animals?", where, which), categories)
		if err != nil {
			return tile, err
		}
		h := zoosim.Half{Animal: categories[i]}
		label := fmt.Sprintf("%s: stars of the %s half (%d-%d)", where, h.Animal, zoosim.MinStars, zoosim.MaxStars)
		if h.Stars, err = AskInt(p, label, zoosim.MinStars, zoosim.MinStars, zoosim.MaxStars); err != nil {
			return tile, err
		}
		tile.Enclosures = append(tile.Enclosures, h)
		categories = slices.Delete(slices.Clone(categories), i, i+1)
	}
	var err error
	tile.Bushes, err = AskInt(p, fmt.Sprintf("%s: bushes on the tile (0-%d)", where, zoosim.MaxBushes), 0, 0, zoosim.MaxBushes)
	return tile, err
}

// askBids asks every player's bid, from 0 to the coins the player has; a
// player without coins can only bid 0, which is entered without a question.
func askBids(p Prompter, t *zoosim.Tracker, where string) (map[string]int, error) {
	bids := map[string]int{}
	for _, s := range t.Standings() {
		if s.Coins == 0 {
			p.Say(fmt.Sprintf("%s has no coins and bids 0", s.Name))
			bids[s.Name] = 0
			continue
		}
		b, err := AskInt(p, fmt.Sprintf("%s: %s's bid (0-%d coins)", where, s.Name, s.Coins), 0, 0, s.Coins)
		if err != nil {
			return nil, err
		}
		bids[s.Name] = b
	}
	return bids, nil
}

// askPlaced asks what the winner built: for each half the stars of the
// enclosure it now belongs to, chosen from the values it can make (on its
// own, or joined with some of the winner's enclosures of its category, as
// the tracker knows them; with nothing to join, nothing is asked), and the
// paths the tile closed.
func askPlaced(p Prompter, t *zoosim.Tracker, winner string, tile zoosim.Tile) (zoosim.Placed, error) {
	placed := zoosim.Placed{Enclosures: map[string]int{}}
	for _, h := range tile.Enclosures {
		joins := t.Joins(winner, h)
		choice := 0
		if len(joins) > 1 {
			items := make([]string, len(joins))
			for i, j := range joins {
				items[i] = joinItem(h.Animal, j)
			}
			var err error
			if choice, err = p.Select(fmt.Sprintf("%s: %s after placing", winner, h.Animal), items); err != nil {
				return placed, err
			}
		}
		placed.Enclosures[h.Animal] = joins[choice].Stars
	}
	var err error
	label := fmt.Sprintf("%s: paths the tile closed (0-%d)", winner, zoosim.MaxBenchesPerTile)
	placed.Benches, err = AskInt(p, label, 0, 0, zoosim.MaxBenchesPerTile)
	return placed, err
}

// joinItem is one value offered for a half, kept short enough for a
// terminal line: when several groups of enclosures give the value, only the
// smallest is named.
func joinItem(category string, j zoosim.Join) string {
	en := i18n.For(i18n.English)
	if len(j.Groups) <= 1 {
		return en.Say(zoosim.JoinMsg(category, j, true))
	}
	first := j
	first.Groups = j.Groups[:1]
	return en.Say(zoosim.JoinMsg(category, first, true)) + " (or another group)"
}
