package main

import (
	"encoding/json"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer/junior"
)

// Zooloretto Junior at the terminal: its sheets, its questions while it is
// tracked (offspring and bonus actions asked where they arise), and how an
// entry reads.

var juniorKind, _ = game.Lookup(junior.Game)

var juniorGame = gameKind{
	Kind: juniorKind, score: sheetsOnly(juniorKind), ask: askWith(prompts.AskJunior),
	review: reviewWith(junior.Parse, prompts.ReviewJunior), describe: describeJunior,
	play: interactor{
		setup: func(p prompts.Prompter, _ gameFlags) (game.Tracked, error) {
			players, err := prompts.AskJuniorSetup(p)
			if err != nil {
				return nil, err
			}
			t, err := junior.NewTracker(players)
			return game.Junior{T: t}, err
		},
		next: func(p prompts.Prompter, t game.Tracked) (json.RawMessage, error) {
			j := t.(game.Junior).T
			if j.CanBonus() {
				last := prompts.JuniorBonusPlayer(j)
				e, err := prompts.AskJuniorBonus(p, j, last)
				if err != nil || e != nil {
					return mustJSON(e), err
				}
				if j.Ended() { // the last take's bonus done without: nothing follows
					return nil, prompts.ErrGameOver
				}
			}
			e, err := prompts.AskJuniorTake(p, j)
			return mustJSON(e), err
		},
		line: func(p prompts.Prompter, t game.Tracked) prompts.PlayLine {
			return prompts.JuniorLine(p, t.(game.Junior).T)
		},
		read: func(p prompts.Prompter, line string, t game.Tracked) (json.RawMessage, error) {
			e, err := prompts.ReadJuniorLine(p, line, t.(game.Junior).T)
			return mustJSON(e), err
		},
		position: func(loc *i18n.Localizer, t game.Tracked) string {
			j := t.(game.Junior).T
			if bonus := t.Pending(); bonus != "" {
				return loc.T("cmd.position.junior.bonus", "round", j.Round(), "player", bonus)
			}
			return loc.T("cmd.position.junior", "round", j.Round(), "names", msg.Names(j.ToTake()))
		},
		board: func(loc *i18n.Localizer, t game.Tracked, width int) []string {
			return prompts.JuniorSummaryIn(loc, t.(game.Junior).T.Input(), width)
		},
	},
}

// describeJunior says what an entry records: a take with where each tile
// went, its bonus action, or the mark of the last round.
func describeJunior(loc *i18n.Localizer, _ game.Tracked, raw json.RawMessage) string {
	e, err := game.DecodeEntry[junior.Entry](raw)
	if err != nil || e.Take == nil {
		if err == nil && e.Last {
			return loc.T("cmd.describe.junior.last", "round", e.Round)
		}
		return string(raw)
	}
	var tiles []string
	for _, tl := range e.Take.Tiles {
		tiles = append(tiles, loc.T("cmd.describe.tile", "tile", tileName(loc, tl.Tile, tl.Fertile), "to", destName(loc, tl.To)))
	}
	id := "cmd.describe.junior"
	switch {
	case len(tiles) == 0:
		id += ".no-tiles"
	case e.Take.Truck != 0:
		id += ".truck"
	}
	parts := []string{loc.T(id, "round", e.Round, "name", e.Take.Player, "tiles", strings.Join(tiles, loc.T("list.comma")), "truck", e.Take.Truck)}
	if u := e.Take.Unclaimed; u != nil {
		parts = append(parts, loc.T("cmd.describe.unclaimed", "n", *u))
	}
	if b := e.Take.Bonus; b != nil {
		tile := tileName(loc, b.Tile, b.Fertile)
		switch {
		case b.Action == "take" && b.From != "":
			parts = append(parts, loc.T("cmd.describe.bonus.take-from", "tile", tile, "from", b.From))
		case b.Action == "take":
			parts = append(parts, loc.T("cmd.describe.bonus.take", "tile", tile))
		default:
			parts = append(parts, loc.T("cmd.describe.bonus.discard", "tile", tile))
		}
	}
	return strings.Join(parts, "; ")
}

// tileName is a Junior tile: its kind or landscape, and whether it is a
// fertile male or female.
func tileName(loc *i18n.Localizer, tile, fertile string) string {
	if fertile == "male" || fertile == "female" {
		return loc.T("cmd.describe.fertile."+fertile, "tile", msg.Word(tile))
	}
	return loc.Word(tile)
}

// destName is where a Junior tile went: an enclosure or the barn.
func destName(loc *i18n.Localizer, d junior.Dest) string {
	if d.Barn {
		return loc.T("cmd.describe.to-barn")
	}
	return loc.T("cmd.describe.to-enclosure", "n", d.Enclosure)
}
