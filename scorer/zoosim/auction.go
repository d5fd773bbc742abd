package zoosim

import (
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/msg"
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
	why = t.winNote(nil, w, tied, byZoo.bid[w])
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
		Msg: msg.M("zoosim.game-over", "auction", len(t.auctions), "year", t.year)}}
}

// checkTile checks a tile on its own: two halves of different known
// categories, 1-3 stars each, 0-3 bushes.
func checkTile(tile Tile) []scorer.Note {
	var out []scorer.Note
	add := func(rule string, pairs ...any) {
		out = append(out, scorer.Note{Rule: rule, Msg: msg.M(rule, pairs...)})
	}
	if len(tile.Enclosures) != 2 {
		add("zoosim.tile-halves", "n", len(tile.Enclosures))
	}
	for _, h := range tile.Enclosures {
		if !isCategory(h.Animal) {
			add("zoosim.unknown-animal", "value", strconv.Quote(h.Animal), "categories", categoryList)
		}
		if h.Stars < MinStars || h.Stars > MaxStars {
			add("zoosim.tile-stars", "half", halfOf(h.Animal), "count", h.Stars, "min", MinStars, "max", MaxStars)
		}
	}
	if len(tile.Enclosures) == 2 && tile.Enclosures[0].Animal == tile.Enclosures[1].Animal {
		add("zoosim.same-category", "animals", msg.Word(tile.Enclosures[0].Animal))
	}
	if tile.Bushes < 0 || tile.Bushes > MaxBushes {
		add("zoosim.tile-bushes", "count", tile.Bushes, "max", MaxBushes)
	}
	return out
}

// checkCategoriesLeft checks that the tiles can still show every category
// by the game's end: all 25 tiles are auctioned, they show every category
// between them (so the last year has all of them in play), and each shows
// two. A tile is refused once the categories no tile has shown yet
// outnumber what the tiles left after it can show.
func (t *Tracker) checkCategoriesLeft(tile Tile) []scorer.Note {
	shown := shownAfter(t.shown, tile)
	left := TileCount - t.AuctionNumber()
	var missing []any
	for i, c := range Categories {
		if shown&(1<<i) == 0 {
			missing = append(missing, msg.Word(c))
		}
	}
	if len(missing) <= 2*left {
		return nil
	}
	list := msg.List{Items: missing}
	said := msg.M("zoosim.categories-in-play.tiles", "missing", list, "left", msg.Count{N: left, Noun: "tile"}, "most", 2*left, "tiles", TileCount)
	if left == 0 {
		said = msg.M("zoosim.categories-in-play.tiles-last", "n", len(missing), "missing", list, "tiles", TileCount)
	}
	return []scorer.Note{{Rule: "zoosim.categories-in-play", Msg: said}}
}

// shownAfter adds a tile's categories to those shown so far.
func shownAfter(shown uint8, tile Tile) uint8 {
	for _, h := range tile.Enclosures {
		if i := categoryIndex(h.Animal); i >= 0 {
			shown |= 1 << i
		}
	}
	return shown
}

// categoryList names the categories as entries write them.
var categoryList = strings.Join(Categories, ", ")

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
func (t *Tracker) checkBids(bids map[string]int) (bidsOf, []scorer.Note) {
	var out []scorer.Note
	add := func(player, rule string, pairs ...any) {
		out = append(out, scorer.Note{Player: player, Rule: rule, Msg: msg.M(rule, pairs...)})
	}
	if byZoo, ok := t.plainBids(bids); ok {
		return byZoo, nil
	}
	var byZoo bidsOf
	var kbuf [MaxPlayers]string
	keys := kbuf[:0]
	for name := range bids {
		keys = append(keys, name)
	}
	slices.Sort(keys)
	for _, name := range keys {
		b := bids[name]
		i, ok := t.find(name)
		if !ok {
			add("", "zoosim.bid-unknown-player", "value", strconv.Quote(name), "players", msg.Names(t.names()))
			continue
		}
		z := t.zoos[i]
		if byZoo.has[i] {
			add(z.name, "zoosim.bid-twice", "player", z.name)
			continue
		}
		byZoo.bid[i], byZoo.has[i] = b, true
		if b < 0 {
			add(z.name, "zoosim.bid-negative", "player", z.name, "bid", b)
		} else if b > z.coins {
			add(z.name, "zoosim.bid-over-coins", "player", z.name, "bid", coinsN.of(b), "coins", z.coins)
		}
	}
	for i, z := range t.zoos {
		if !byZoo.has[i] {
			add(z.name, "zoosim.bid-missing", "player", z.name)
		}
	}
	return byZoo, out
}

// plainBids reads the bids as most auctions give them: one for each
// player under their own name, each within their coins. Then checkBids
// has nothing to say and needs no sorting; otherwise ok is false.
func (t *Tracker) plainBids(bids map[string]int) (byZoo bidsOf, ok bool) {
	if len(bids) != len(t.zoos) {
		return byZoo, false
	}
	for i, z := range t.zoos {
		b, found := bids[z.name]
		if !found || b < 0 || b > z.coins || t.index[t.keys[i]] != i {
			return byZoo, false
		}
		byZoo.bid[i], byZoo.has[i] = b, true
	}
	return byZoo, true
}

// bidsOf are the bids of an auction by zoo.
type bidsOf struct {
	bid [MaxPlayers]int
	has [MaxPlayers]bool
}

// decide gives the winning zoo and the zoos that tied it, if any: the
// highest bid wins; among equal highest bids, the highest flag.
func (t *Tracker) decide(bids bidsOf) (winner int, tied []int) {
	top := -1
	for i, b := range bids.bid {
		if bids.has[i] {
			top = max(top, b)
		}
	}
	winner = -1
	for _, f := range t.flags {
		i, _ := t.find(f)
		if bids.bid[i] != top {
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

// winNote says who won and why; the arguments of its messages come from a
// (nil: their own, as Winner changes nothing).
func (t *Tracker) winNote(a *argArena, w int, tied []int, bid int) scorer.Note {
	name := t.zoos[w].name
	if len(tied) == 0 {
		return scorer.Note{Player: name, Rule: "zoosim.highest-bid", Auction: t.AuctionNumber(),
			Msg: a.M("zoosim.highest-bid", "player", t.zoos[w].boxed, "bid", coinsN.of(bid))}
	}
	others := make([]any, len(tied))
	for k, i := range tied {
		others[k] = a.M("zoosim.flag-of", "player", t.zoos[i].boxed)
	}
	return scorer.Note{Player: name, Rule: "zoosim.flag-tie", Auction: t.AuctionNumber(),
		Msg: a.M("zoosim.flag-tie", "player", t.zoos[w].boxed, "bid", coinsN.of(bid), "n", len(tied), "others", msg.List{Items: others})}
}

// announceWin is winNote as the tracker announces it.
func (t *Tracker) announceWin(w int, tied []int, bid int) scorer.Note {
	if t.quiet {
		rule := "zoosim.highest-bid"
		if len(tied) > 0 {
			rule = "zoosim.flag-tie"
		}
		return scorer.Note{Player: t.zoos[w].name, Rule: rule, Auction: t.AuctionNumber()}
	}
	return t.winNote(&t.args, w, tied, bid)
}

func (t *Tracker) moveFlagDown(name string) {
	flags := t.flags[:0] // in place: nothing else holds the list
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
	note := scorer.Note{Player: z.name, Rule: "zoosim.payment"}
	if !t.quiet {
		note.Msg = t.args.M("zoosim.payment", "player", z.boxed, "bid", coinsN.of(bid), "coins", coinsN.of(z.coins))
	}
	return note
}
