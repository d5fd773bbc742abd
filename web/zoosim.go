package web

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

// ZooSim on the pages: its sheet (drawn, read from the seat page's form,
// and put together into the game's input), and its board while it is
// tracked.

var zoosimGame = webGame{
	Kind: kindOf(zoosim.Game),
	sheet: func(t store.Table, seat int) (part, error) {
		z, err := seatDraft(t, seat, emptyZooSimZoo)
		if err != nil {
			return part{}, err
		}
		return part{"sheet-zoosim", zoosimZooView(z)}, nil
	},
	fromForm: func(f *formReader) any { return zoosimFromForm(f) },
	input: func(t store.Table) (any, error) {
		zoos, err := drafts(t, emptyZooSimZoo, func(z zoosim.Zoo, name string) zoosim.Zoo {
			z.Name = name
			return z
		})
		return zoosim.Input{Players: zoos}, err
	},
	board:      zoosimBoard,
	unfinished: []string{"zoosim.years-differ"},
	play:       playHooks{offer: zoosimOffer, setup: zoosimSetup, panel: zoosimPanelOf},
	sealed: &sealedHooks{tile: zoosimTile, entry: zoosimEntry, reopen: zoosimReopen,
		coins: func(t game.Tracked, seat int) int { return t.(game.ZooSim).T.Standings()[seat].Coins }},
	hide: hideCoins,
}

// emptyZooSimZoo is the zoo of a player who entered nothing yet.
func emptyZooSimZoo() zoosim.Zoo { return zoosim.Zoo{Years: []zoosim.Year{}} }

func zoosimFromForm(f *formReader) zoosim.Zoo {
	z := emptyZooSimZoo()
	years := f.within("years", f.loc.T("web.zoosim.played"), 0, zoosim.Years)
	for y := 1; y <= years; y++ {
		p := fmt.Sprintf("y%d-", y)
		z.Years = append(z.Years, zoosim.Year{Visitors: f.int(p + "visitors"), Trees: f.int(p + "trees"), Benches: f.int(p + "benches")})
	}
	return z
}

type zoosimYear struct {
	N                        int
	Visitors, Trees, Benches int
	Shown                    bool
}

// zoosimView is a ZooSim zoo's years as the seat page draws them
// (sheet-zoosim).
type zoosimView struct {
	Years  []zoosimYear
	Played int
	Max    int
}

func zoosimZooView(z zoosim.Zoo) zoosimView {
	v := zoosimView{Played: len(z.Years), Max: zoosim.Years}
	if v.Played == 0 {
		v.Played = 1 // a new zoo starts with its first year to fill in
	}
	for y := 1; y <= zoosim.Years; y++ {
		zy := zoosimYear{N: y, Shown: y <= v.Played}
		if y <= len(z.Years) {
			zy.Visitors, zy.Trees, zy.Benches = z.Years[y-1].Visitors, z.Years[y-1].Trees, z.Years[y-1].Benches
		}
		v.Years = append(v.Years, zy)
	}
	return v
}

// zoosimBoard is a tracked ZooSim game: the year and auction, the
// flagpole, every player's standing, and an auction to show how one is
// written. Each zoo's coins are behind its entrance while the game goes on
// (the phone of its player shows them, when it bids): the board shows them
// once it is over.
func zoosimBoard(loc *i18n.Localizer, t game.Tracked) liveBoard {
	z := t.(game.ZooSim).T
	var rows []zoosimRow
	for _, st := range z.Standings() {
		row := zoosimRow{Standing: st, Coins: strconv.Itoa(st.Coins)}
		if !z.Ended() {
			row.Coins = loc.T("web.play.zoosim.coins-hidden")
		}
		rows = append(rows, row)
	}
	return liveBoard{
		Position: loc.T("web.live.zoosim.position", "year", z.Year(), "auction", z.AuctionNumber(), "flags", msg.Names(z.Flagpole())),
		Board:    part{"board-zoosim", rows},
		Example:  loc.Word("sea") + " 2, " + loc.Word("birds") + " 1 | " + bidsExample(z.Script().Players) + " | " + loc.Word("sea") + " 2, " + loc.Word("birds") + " 1",
	}
}

// zoosimRow is a player's standing as the board shows it: the coins said,
// or hidden.
type zoosimRow struct {
	zoosim.Standing
	Coins string
}

func bidsExample(players []string) string {
	out := ""
	for i, p := range players {
		if i > 0 {
			out += ", "
		}
		out += p + " " + strconv.Itoa(i%3)
	}
	return out
}

// Played from the phones (play.go, bids.go): a new game's flagpole and
// variant; an auction's tile, entered for every phone to see; each
// player's sealed bid, on their own phone; once all are revealed, the
// winner's placement.

func zoosimOffer(f *newPlayForm) {
	if len(f.Places) == 0 {
		for n := 1; n <= zoosim.MaxPlayers; n++ {
			f.Places = append(f.Places, n)
		}
	}
	f.Variants = []string{zoosim.VariantStandard, zoosim.VariantProfessional}
	if f.Variant == "" {
		f.Variant = zoosim.VariantStandard
	}
}

// zoosimSetup is the play script of a new tracked ZooSim game: its
// players, the flagpole (each player's flag by its place, 1 at the top)
// and the variant.
func zoosimSetup(form url.Values, loc *i18n.Localizer, players []string, seats []int, f *newPlayForm) (json.RawMessage, error) {
	f.Variant = form.Get("variant")
	for i := range form["player"] {
		n, err := strconv.Atoi(form.Get(fmt.Sprintf("flag-%d", i)))
		if err != nil {
			n = i + 1
		}
		f.Flags = append(f.Flags, n)
	}
	flagpole := make([]string, len(players))
	for i, seat := range seats {
		v := form.Get(fmt.Sprintf("flag-%d", seat))
		place, err := whole(v, 1, len(players), loc)
		if err != nil {
			return nil, usage(loc.T("web.play.zoosim.flag-range", "player", players[i], "value", v, "n", len(players)))
		}
		if other := flagpole[place-1]; other != "" {
			return nil, usage(loc.T("web.play.zoosim.flag-twice", "a", other, "b", players[i], "place", place))
		}
		flagpole[place-1] = players[i]
	}
	return scorer.Encode(zoosim.Script{Players: players, Flagpole: flagpole, Variant: f.Variant, Auctions: []zoosim.Auction{}})
}

// zoosimPanel is the taps of an auction (play-zoosim): its tile while
// none is open; then the bids (the phone's own player's, sealed, and who
// has bid); once revealed, the bids, the winner and the placement.
type zoosimPanel struct {
	playContext
	Year, Auction int
	Halves        []zoosimHalf
	Categories    []choice
	Stars         []int
	Bushes        []int
	Benches       []int
	Open          *zoosimOpen
}

type zoosimHalf struct {
	N     int
	Label string
}

// zoosimOpen is the auction open, as every phone may see it.
type zoosimOpen struct {
	ID       int64
	Tile     string
	Bidders  []zoosimBidder
	Mine     *zoosimMine
	Revealed bool
	Bids     []zoosimBid
	Winner   string
	Why      string
	Halves   []zoosimPlaced
}

type zoosimBidder struct {
	Name string
	In   bool
}

// zoosimMine is the phone's own player in a sealed auction: their coins,
// and whether their bid is in (never what it is).
type zoosimMine struct {
	Name    string
	Coins   int
	Choices []int
	In      bool
}

type zoosimBid struct {
	Name string
	Bid  int
}

// zoosimPlaced offers what a half of the tile now belongs to in the
// winner's zoo: the stars of each (combined) enclosure it can make.
type zoosimPlaced struct {
	Category string
	Half     any
	Choices  []choice
}

func zoosimPanelOf(loc *i18n.Localizer, t game.Tracked, c playContext) part {
	z := t.(game.ZooSim).T
	p := zoosimPanel{playContext: c, Year: z.Year(), Auction: z.AuctionNumber(), Stars: seqInts(zoosim.MinStars, zoosim.MaxStars),
		Bushes: seqInts(0, zoosim.MaxBushes), Benches: seqInts(0, zoosim.MaxBenchesPerTile)}
	for _, cat := range zoosim.Categories {
		p.Categories = append(p.Categories, choice{Value: cat, Label: loc.Word(cat)})
	}
	p.Halves = []zoosimHalf{{1, loc.T("web.play.zoosim.half", "n", 1)}, {2, loc.T("web.play.zoosim.half", "n", 2)}}
	if c.Auction != nil {
		p.Open = zoosimOpenOf(loc, z, *c.Auction, c.Seat)
	}
	return part{"play-zoosim", p}
}

func seqInts(from, to int) []int {
	var out []int
	for n := from; n <= to; n++ {
		out = append(out, n)
	}
	return out
}

// zoosimOpenOf is the open auction as a phone may see it: every bid once
// revealed, and before that only who has bid, and the phone's own
// player's coins.
func zoosimOpenOf(loc *i18n.Localizer, z *zoosim.Tracker, a store.SealedAuction, seat int) *zoosimOpen {
	names := z.Script().Players
	o := &zoosimOpen{ID: a.ID, Revealed: a.Revealed()}
	tile, err := game.DecodeEntry[zoosim.Tile](a.Tile)
	if err != nil || len(tile.Enclosures) != 2 {
		return o
	}
	o.Tile = loc.T("web.play.zoosim.tile", "first", msg.Word(tile.Enclosures[0].Animal), "a", msg.Count{N: tile.Enclosures[0].Stars, Noun: "star"},
		"second", msg.Word(tile.Enclosures[1].Animal), "b", msg.Count{N: tile.Enclosures[1].Stars, Noun: "star"},
		"bushes", msg.Count{N: tile.Bushes, Noun: "bush"})
	if !o.Revealed {
		standings := z.Standings()
		for i, n := range names {
			in := slices.Contains(a.Bidders, i)
			o.Bidders = append(o.Bidders, zoosimBidder{n, in})
			if i == seat {
				o.Mine = &zoosimMine{Name: n, Coins: standings[i].Coins, Choices: seqInts(0, standings[i].Coins), In: in}
			}
		}
		return o
	}
	bids := map[string]int{}
	for i, n := range names {
		if i < len(a.Bids) {
			bids[n] = a.Bids[i]
			o.Bids = append(o.Bids, zoosimBid{n, a.Bids[i]})
		}
	}
	winner, why, err := z.Winner(tile, bids)
	if err != nil {
		return o
	}
	o.Winner, o.Why = winner, loc.Note(why).Message
	for _, h := range tile.Enclosures {
		ph := zoosimPlaced{Category: h.Animal, Half: zoosim.HalfName(h.Animal)}
		for _, j := range z.Joins(winner, h) {
			ph.Choices = append(ph.Choices, choice{Value: strconv.Itoa(j.Stars), Label: loc.Say(zoosim.JoinMsg(h.Animal, j, false))})
		}
		o.Halves = append(o.Halves, ph)
	}
	return o
}

// zoosimTile reads the tile of the next auction (cat-1, stars-1, cat-2,
// stars-2, bushes) and checks it as the tracker will: an auction of it,
// with every bid 0 and each half on its own, is tried on a copy of the
// game, so that a tile the game cannot have is refused before anyone bids.
func zoosimTile(form url.Values, loc *i18n.Localizer, t game.Tracked) (json.RawMessage, error) {
	var tile zoosim.Tile
	for n := 1; n <= 2; n++ {
		cat := form.Get(fmt.Sprintf("cat-%d", n))
		if cat == "" {
			return nil, usage(loc.T("web.play.zoosim.no-category", "n", n))
		}
		stars, err := whole(form.Get(fmt.Sprintf("stars-%d", n)), zoosim.MinStars, zoosim.MaxStars, loc)
		if err != nil {
			return nil, err
		}
		tile.Enclosures = append(tile.Enclosures, zoosim.Half{Animal: cat, Stars: stars})
	}
	bushes, err := whole(form.Get("bushes"), 0, zoosim.MaxBushes, loc)
	if err != nil {
		return nil, err
	}
	tile.Bushes = bushes
	trial := zoosim.Auction{Tile: tile, Bids: map[string]int{}, Placed: zoosim.Placed{Enclosures: map[string]int{}}}
	for _, n := range t.(game.ZooSim).T.Script().Players {
		trial.Bids[n] = 0
	}
	for _, h := range tile.Enclosures {
		trial.Placed.Enclosures[h.Animal] = h.Stars
	}
	copied, err := t.WithEntries(t.Entries())
	if err == nil {
		_, err = copied.Apply(mustEncode(trial))
	}
	if err != nil {
		return nil, err
	}
	return scorer.Encode(tile)
}

// zoosimEntry is the auction's entry: its tile, its bids (by seat) and
// the winner's placement (placed-CATEGORY for each half, benches).
func zoosimEntry(form url.Values, loc *i18n.Localizer, t game.Tracked, tile json.RawMessage, bids []int) (json.RawMessage, error) {
	tl, err := game.DecodeEntry[zoosim.Tile](tile)
	if err != nil {
		return nil, err
	}
	a := zoosim.Auction{Tile: tl, Bids: map[string]int{}, Placed: zoosim.Placed{Enclosures: map[string]int{}}}
	for i, n := range t.(game.ZooSim).T.Script().Players {
		if i < len(bids) {
			a.Bids[n] = bids[i]
		}
	}
	for _, h := range tl.Enclosures {
		v := form.Get("placed-" + h.Animal)
		stars, err := strconv.Atoi(v)
		if err != nil {
			return nil, usage(loc.T("web.play.zoosim.no-placed", "half", zoosim.HalfName(h.Animal)))
		}
		a.Placed.Enclosures[h.Animal] = stars
	}
	if a.Placed.Benches, err = whole(form.Get("benches"), 0, zoosim.MaxBenchesPerTile, loc); err != nil {
		return nil, err
	}
	return scorer.Encode(a)
}

// zoosimReopen gives the tile and the bids, by seat, of an auction taken
// back.
func zoosimReopen(t game.Tracked, entry json.RawMessage) (json.RawMessage, []int, error) {
	a, err := game.DecodeEntry[zoosim.Auction](entry)
	if err != nil {
		return nil, nil, err
	}
	tile, err := scorer.Encode(a.Tile)
	if err != nil {
		return nil, nil, err
	}
	names := t.(game.ZooSim).T.Script().Players
	bids := make([]int, len(names))
	for name, b := range a.Bids {
		for i, n := range names {
			if scorer.NameKey(n) == scorer.NameKey(name) {
				bids[i] = b
			}
		}
	}
	return tile, bids, nil
}

// hideCoins keeps each zoo's coins behind its entrance while the game goes
// on: what a payment or an income leaves is not said (what was paid and
// earned is, as at the table).
func hideCoins(notes []scorer.Note) []scorer.Note {
	out := make([]scorer.Note, len(notes))
	for i, n := range notes {
		switch n.Msg.ID {
		case "zoosim.payment":
			n.Msg = msg.M("web.play.zoosim.payment", "player", n.Msg.Arg("player"), "bid", n.Msg.Arg("bid"))
		case "zoosim.income":
			n.Msg = msg.M("web.play.zoosim.income", "player", n.Msg.Arg("player"), "income", n.Msg.Arg("income"), "tiles", n.Msg.Arg("tiles"))
		}
		out[i] = n
	}
	return out
}
