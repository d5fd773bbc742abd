package main

import (
	"encoding/json"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/termtext"
)

// ZooSim at the terminal: its years as sheets, its auctions while it is
// tracked, where every zoo stands, and how an entry reads.

var zoosimKind, _ = game.Lookup(zoosim.Game)

var zoosimGame = gameKind{
	Kind: zoosimKind, score: sheetsOnly(zoosimKind), ask: askWith(prompts.AskZooSim),
	review: reviewWith(zoosim.Parse, prompts.EditZooSim), describe: describeZooSim,
	play: interactor{
		setup: func(p prompts.Prompter, _ gameFlags) (game.Tracked, error) {
			players, flagpole, variant, err := prompts.AskZooSimSetup(p)
			if err != nil {
				return nil, err
			}
			t, err := zoosim.NewTracker(players, flagpole, variant)
			return game.ZooSim{T: t}, err
		},
		next: func(p prompts.Prompter, t game.Tracked) (json.RawMessage, error) {
			a, err := prompts.AskAuction(p, t.(game.ZooSim).T)
			return mustJSON(a), err
		},
		line: func(p prompts.Prompter, t game.Tracked) prompts.PlayLine {
			return prompts.ZooSimLine(p, t.(game.ZooSim).T)
		},
		read: func(p prompts.Prompter, line string, t game.Tracked) (json.RawMessage, error) {
			a, err := prompts.ReadZooSimLine(p, line, t.(game.ZooSim).T)
			return mustJSON(a), err
		},
		position: func(loc *i18n.Localizer, t game.Tracked) string {
			z := t.(game.ZooSim).T
			return loc.T("cmd.position.zoosim", "year", z.Year(), "auction", z.AuctionNumber(), "names", msg.Names(z.Flagpole()))
		},
		board: func(loc *i18n.Localizer, t game.Tracked, width int) []string {
			return zooSimBoard(loc, t.(game.ZooSim).T, width)
		},
		shown: map[string]bool{"zoosim.highest-bid": true, "zoosim.flag-tie": true},
	},
}

// describeZooSim says what an auction records: the tile and the bids.
func describeZooSim(loc *i18n.Localizer, t game.Tracked, raw json.RawMessage) string {
	a, err := game.DecodeEntry[zoosim.Auction](raw)
	if err != nil {
		return string(raw)
	}
	var halves, bids []string
	for _, h := range a.Tile.Enclosures {
		halves = append(halves, loc.T("cmd.describe.half", "animals", msg.Word(h.Animal), "stars", h.Stars))
	}
	for _, name := range t.(game.ZooSim).T.Script().Players {
		bids = append(bids, loc.T("cmd.describe.bid", "name", name, "bid", a.Bids[name]))
	}
	return loc.T("cmd.describe.zoosim", "halves", strings.Join(halves, " + "), "n", a.Tile.Bushes, "bids", strings.Join(bids, loc.T("list.comma")))
}

// zooSimBoard is where every zoo of a tracked ZooSim game stands, as a
// table fitted to the terminal.
func zooSimBoard(loc *i18n.Localizer, t *zoosim.Tracker, width int) []string {
	tb := table{header: headings(loc, "cmd.board.", "player", "coins", "tiles", "visitors", "trees", "benches", "bushes", "best"), words: loc,
		right: map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 6: true}, wrap: map[int]bool{0: true, 7: true}}
	for _, s := range t.Standings() {
		best := termtext.List{}
		for _, c := range zoosim.Categories {
			if s.Best[c] > 0 {
				best = append(best, loc.T("cmd.board.best-one", "animals", msg.Word(c), "stars", s.Best[c]))
			}
		}
		if len(best) == 0 {
			best = termtext.List{"-"}
		}
		tb.add(s.Name, s.Coins, s.Tiles, s.Visitors, s.Trees, s.Benches, s.Bushes, best)
	}
	head, rows := tb.layout().Lines(width)
	return append(head, rows...)
}
