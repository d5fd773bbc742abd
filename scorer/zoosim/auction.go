package zoosim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Winner decides who wins a tile with these bids, without changing the
// tracker. It checks the tile and the bids only.
func (t *Tracker) Winner(tile Tile, bids map[string]int) (winner string, why scorer.Note, err error) {
	v := t.checkOpen()
	v = append(v, checkTile(tile)...)
	byZoo, bv := t.checkBids(bids)
	v = append(v, bv...)
	if len(v) > 0 {
		return "", scorer.Note{}, t.violations(v)
	}
	w, tied := t.decide(byZoo)
	why = t.winNote(w, tied, byZoo[w])
	return t.zoos[w].name, why, nil
}

func (t *Tracker) violations(v []scorer.Note) scorer.Violations {
	for i := range v {
		v[i].Auction = t.AuctionNumber()
	}
	return scorer.Violations(scorer.Collapse(v))
}

func (t *Tracker) checkOpen() []scorer.Note {
	if !t.ended {
		return nil
	}
	return []scorer.Note{{Rule: "zoosim.game-over",
		Message: fmt.Sprintf("the game ended after auction %d (the last of year %d): remove the auctions after it", len(t.auctions), t.year)}}
}

// checkTile checks a tile on its own: two halves of different known
// categories, 1-3 stars each, 0-3 bushes.
func checkTile(tile Tile) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	if len(tile.Enclosures) != 2 {
		add("zoosim.tile-halves", "the tile has %d enclosures; every zoo tile has exactly 2: enter both halves", len(tile.Enclosures))
	}
	for _, h := range tile.Enclosures {
		if !isCategory(h.Animal) {
			add("zoosim.unknown-animal", "%q is not an animal category: use %s", h.Animal, strings.Join(Categories, ", "))
		}
		if h.Stars < MinStars || h.Stars > MaxStars {
			add("zoosim.tile-stars", "the %s half shows %d stars; a half shows %d to %d: correct the stars", h.Animal, h.Stars, MinStars, MaxStars)
		}
	}
	if len(tile.Enclosures) == 2 && tile.Enclosures[0].Animal == tile.Enclosures[1].Animal {
		add("zoosim.same-category", "both halves of the tile are %s; a tile's two enclosures are of different categories: check the tile", tile.Enclosures[0].Animal)
	}
	if tile.Bushes < 0 || tile.Bushes > MaxBushes {
		add("zoosim.tile-bushes", "the tile shows %d bushes; a tile shows 0 to %d: count the bushes again", tile.Bushes, MaxBushes)
	}
	return out
}

func isCategory(a string) bool {
	for _, c := range Categories {
		if c == a {
			return true
		}
	}
	return false
}

// checkBids resolves the bids to zoos and checks them: every player once,
// nobody else, 0 up to the coins that player has.
func (t *Tracker) checkBids(bids map[string]int) (map[int]int, []scorer.Note) {
	var out []scorer.Note
	add := func(player, rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: player, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	byZoo := map[int]int{}
	for _, name := range sortedKeys(bids) {
		b := bids[name]
		i, ok := t.index[scorer.NameKey(name)]
		if !ok {
			add("", "zoosim.bid-unknown-player", "%q bids but is not a player: bid only for %s", name, scorer.JoinNames(t.names()))
			continue
		}
		z := t.zoos[i]
		if _, twice := byZoo[i]; twice {
			add(z.name, "zoosim.bid-twice", "%s has two bids; each player makes one bid per auction: keep one", z.name)
			continue
		}
		byZoo[i] = b
		if b < 0 {
			add(z.name, "zoosim.bid-negative", "%s bids %d coins; a bid is 0 coins or more: enter 0 for no bid", z.name, b)
		} else if b > z.coins {
			add(z.name, "zoosim.bid-over-coins", "%s bids %s but has only %d: bid %d or less", z.name, plural(b, "coin"), z.coins, z.coins)
		}
	}
	for i, z := range t.zoos {
		if _, ok := byZoo[i]; !ok {
			add(z.name, "zoosim.bid-missing", "%s has no bid; every player bids, 0 included: enter %s's bid", z.name, z.name)
		}
	}
	return byZoo, out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// decide gives the winning zoo and the zoos that tied it, if any: the
// highest bid wins; among equal highest bids, the highest flag.
func (t *Tracker) decide(bids map[int]int) (winner int, tied []int) {
	top := -1
	for _, b := range bids {
		top = max(top, b)
	}
	winner = -1
	for _, f := range t.flags {
		i := t.index[scorer.NameKey(f)]
		if bids[i] != top {
			continue
		}
		if winner < 0 {
			winner = i
		} else {
			tied = append(tied, i)
		}
	}
	return winner, tied
}

func (t *Tracker) winNote(w int, tied []int, bid int) scorer.Note {
	name := t.zoos[w].name
	if len(tied) == 0 {
		return scorer.Note{Player: name, Rule: "zoosim.highest-bid", Auction: t.AuctionNumber(),
			Message: fmt.Sprintf("%s wins with the highest bid, %s", name, plural(bid, "coin"))}
	}
	var others []string
	for _, i := range tied {
		others = append(others, t.zoos[i].name+"'s")
	}
	return scorer.Note{Player: name, Rule: "zoosim.flag-tie", Auction: t.AuctionNumber(),
		Message: fmt.Sprintf("%s wins the tie at %s: their flag is above %s and moves to the bottom", name, plural(bid, "coin"), scorer.JoinNames(others))}
}

func (t *Tracker) moveFlagDown(name string) {
	var flags []string
	for _, f := range t.flags {
		if f != name {
			flags = append(flags, f)
		}
	}
	t.flags = append(flags, name)
}

func (t *Tracker) pay(w, bid int) scorer.Note {
	z := t.zoos[w]
	z.coins -= bid
	return scorer.Note{Player: z.name, Rule: "zoosim.payment",
		Message: fmt.Sprintf("%s pays %s and has %s left; the others take their bids back", z.name, plural(bid, "coin"), plural(z.coins, "coin"))}
}
