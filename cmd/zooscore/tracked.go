package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// tracked is a game's tracker as the play commands see it: package game
// drives it (entries go in as JSON, as they are stored, and the script
// comes out as JSON, as it is stored); this side adds how the terminal
// describes an entry.
type tracked interface {
	apply(entry json.RawMessage) ([]scorer.Note, error)
	ended() bool
	result() (scorer.Result, error)
	script() json.RawMessage
	entries() []json.RawMessage
	// withEntries replays the same setup with other entries (undo, edit).
	withEntries(entries []json.RawMessage) (tracked, error)
	// describe says in a line what an entry records.
	describe(loc *i18n.Localizer, entry json.RawMessage) string
	// engine is the tracker of package game (game.Dice, game.Junior,
	// game.ZooSim), for the questions of each game.
	engine() game.Tracked
}

// replay rebuilds a tracker from a play script; it reports every broken
// rule of the script at once.
func replay(name string, data []byte) (tracked, error) {
	t, err := game.Replay(name, data)
	return withTerminal(t), err
}

// withTerminal gives a tracker of package game the describing of the terminal; nil
// stays nil.
func withTerminal(t game.Tracked) tracked {
	switch g := t.(type) {
	case game.Dice:
		return diceTracked{engineTracked{g}, g.T}
	case game.Junior:
		return juniorTracked{engineTracked{g}, g.T}
	case game.ZooSim:
		return zoosimTracked{engineTracked{g}, g.T}
	}
	return nil
}

func mustJSON(v any) json.RawMessage {
	b, err := scorer.Encode(v)
	if err != nil {
		panic(fmt.Sprintf("encode %T: %v", v, err))
	}
	return b
}

// engineTracked is what the three trackers share: package game's methods
// under the names the commands use.
type engineTracked struct{ g game.Tracked }

func (e engineTracked) apply(raw json.RawMessage) ([]scorer.Note, error) { return e.g.Apply(raw) }
func (e engineTracked) ended() bool                                      { return e.g.Ended() }
func (e engineTracked) result() (scorer.Result, error)                   { return e.g.Result() }
func (e engineTracked) script() json.RawMessage                          { return e.g.Script() }
func (e engineTracked) entries() []json.RawMessage                       { return e.g.Entries() }
func (e engineTracked) engine() game.Tracked                             { return e.g }

func (e engineTracked) withEntries(raw []json.RawMessage) (tracked, error) {
	t, err := e.g.WithEntries(raw)
	return withTerminal(t), err
}

// diceTracked, juniorTracked and zoosimTracked are the trackers of each
// game, t the rules engine's own for the questions of that game.
type diceTracked struct {
	engineTracked
	t *dice.Tracker
}

func (d diceTracked) describe(loc *i18n.Localizer, raw json.RawMessage) string {
	e, err := game.DecodeEntry[dice.Entry](raw)
	if err != nil {
		return string(raw)
	}
	faces := make([]string, len(e.Took))
	for i, f := range e.Took {
		faces[i] = loc.Word(f)
	}
	return loc.T("cmd.describe.dice", "round", e.Round, "name", e.Player, "faces", strings.Join(faces, loc.T("list.comma")))
}

type juniorTracked struct {
	engineTracked
	t *junior.Tracker
}

func (j juniorTracked) describe(loc *i18n.Localizer, raw json.RawMessage) string {
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
		return loc.T("cmd.describe.fertile."+fertile, "tile", scorer.Word(tile))
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

type zoosimTracked struct {
	engineTracked
	t *zoosim.Tracker
}

func (z zoosimTracked) describe(loc *i18n.Localizer, raw json.RawMessage) string {
	a, err := game.DecodeEntry[zoosim.Auction](raw)
	if err != nil {
		return string(raw)
	}
	var halves, bids []string
	for _, h := range a.Tile.Enclosures {
		halves = append(halves, loc.T("cmd.describe.half", "animals", scorer.Word(h.Animal), "stars", h.Stars))
	}
	for _, name := range z.t.Script().Players {
		bids = append(bids, loc.T("cmd.describe.bid", "name", name, "bid", a.Bids[name]))
	}
	return loc.T("cmd.describe.zoosim", "halves", strings.Join(halves, " + "), "n", a.Tile.Bushes, "bids", strings.Join(bids, loc.T("list.comma")))
}

// withoutLast replays a tracked game without its last entry (undo).
func withoutLast(t tracked) (tracked, json.RawMessage, error) {
	entries := t.entries()
	if len(entries) == 0 {
		return nil, nil, usage("cmd.undo.nothing")
	}
	back, err := t.withEntries(entries[:len(entries)-1])
	return back, entries[len(entries)-1], err
}
