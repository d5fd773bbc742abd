package prompts

import (
	"errors"
	"slices"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// variantItems offers the variants with a one-line explanation each (a
// message); the standard game comes first, as the default.
var variantItems = []struct{ variant, item string }{
	{zoosim.VariantStandard, "zoosim.ask.variant.standard"},
	{zoosim.VariantProfessional, "zoosim.ask.variant.professional"},
}

// AskZooSimSetup asks for the 2 to 4 players of a tracked ZooSim game in
// seating order, the flags on the flagpole from the top (each picked from
// the flags not placed yet; the last one needs no question), and the
// variant.
func AskZooSimSetup(p Prompter) (players, flagpole []string, variant string, err error) {
	p.Say(msg(p, "zoosim.ask.seating"))
	if players, err = askPlayers(p, zoosim.Game); err != nil {
		return nil, nil, "", err
	}
	left := append([]string{}, players...)
	for len(left) > 1 {
		label := msg(p, "zoosim.ask.flag-top")
		if len(flagpole) > 0 {
			label = msg(p, "zoosim.ask.flag-next")
		}
		i, err := p.Select(label, left)
		if err != nil {
			return nil, nil, "", err
		}
		flagpole = append(flagpole, left[i])
		left = slices.Delete(left, i, i+1)
	}
	flagpole = append(flagpole, left...)
	p.Say(msg(p, "zoosim.ask.flagpole", "flags", strings.Join(flagpole, ", ")))
	items := make([]string, len(variantItems))
	for i, v := range variantItems {
		items[i] = msg(p, v.item)
	}
	i, err := p.Select(msg(p, "zoosim.ask.variant"), items)
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
	where := t.AuctionNumber()
	p.Say(msg(p, "zoosim.ask.auction-head", "year", t.Year(), "auction", where))
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
				p.Say("  x " + localizer(p).NoteLine(n))
			}
			continue
		}
		if err != nil {
			return a, err
		}
		p.Say(localizer(p).Note(why).Message)
		a.Placed, err = askPlaced(p, t, winner, a.Tile)
		return a, err
	}
}

// askZooTile asks for the tile of auction number where: both halves (the
// second of another category than the first) and its bushes.
func askZooTile(p Prompter, where int) (zoosim.Tile, error) {
	tile := zoosim.Tile{}
	categories := zoosim.Categories
	for _, which := range []string{"zoosim.ask.first-half", "zoosim.ask.second-half"} {
		names := make([]string, len(categories))
		for i, c := range categories {
			names[i] = localizer(p).Word(c)
		}
		i, err := p.Select(msg(p, which, "auction", where), names)
		if err != nil {
			return tile, err
		}
		h := zoosim.Half{Animal: categories[i]}
		label := msg(p, "zoosim.ask.stars", "auction", where, "half", zoosim.HalfName(h.Animal), "min", zoosim.MinStars, "max", zoosim.MaxStars)
		if h.Stars, err = AskInt(p, label, zoosim.MinStars, zoosim.MinStars, zoosim.MaxStars); err != nil {
			return tile, err
		}
		tile.Enclosures = append(tile.Enclosures, h)
		categories = slices.Delete(slices.Clone(categories), i, i+1)
	}
	var err error
	tile.Bushes, err = AskInt(p, msg(p, "zoosim.ask.bushes", "auction", where, "max", zoosim.MaxBushes), 0, 0, zoosim.MaxBushes)
	return tile, err
}

// askBids asks every player's bid, from 0 to the coins the player has; a
// player without coins can only bid 0, which is entered without a question.
func askBids(p Prompter, t *zoosim.Tracker, where int) (map[string]int, error) {
	bids := map[string]int{}
	for _, s := range t.Standings() {
		if s.Coins == 0 {
			p.Say(msg(p, "zoosim.ask.no-coins", "player", s.Name))
			bids[s.Name] = 0
			continue
		}
		b, err := AskInt(p, msg(p, "zoosim.ask.bid", "auction", where, "player", s.Name, "coins", s.Coins), 0, 0, s.Coins)
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
				items[i] = joinItem(localizer(p), h.Animal, j)
			}
			var err error
			label := msg(p, "zoosim.ask.after-placing", "player", winner, "half", zoosim.HalfName(h.Animal))
			if choice, err = p.Select(label, items); err != nil {
				return placed, err
			}
		}
		placed.Enclosures[h.Animal] = joins[choice].Stars
	}
	var err error
	label := msg(p, "zoosim.ask.paths", "player", winner, "max", zoosim.MaxBenchesPerTile)
	placed.Benches, err = AskInt(p, label, 0, 0, zoosim.MaxBenchesPerTile)
	return placed, err
}

// joinItem is one value offered for a half, kept short enough for a
// terminal line: when several groups of enclosures give the value, only the
// smallest is named.
func joinItem(l *i18n.Localizer, category string, j zoosim.Join) string {
	if len(j.Groups) <= 1 {
		return l.Say(zoosim.JoinMsg(category, j, true))
	}
	first := j
	first.Groups = j.Groups[:1]
	return l.T("zoosim.ask.join-more", "join", zoosim.JoinMsg(category, first, true))
}
