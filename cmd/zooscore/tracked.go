package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// tracked is a game's tracker as the play commands see it: entries go in as
// JSON (as they are stored), the script comes out as JSON (as it is stored).
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
}

// replayers rebuild a tracker from a play script; each reports every broken
// rule of the script at once.
var replayers = map[string]func(script []byte) (tracked, error){
	dice.Game:   replayDice,
	junior.Game: replayJunior,
	zoosim.Game: replayZooSim,
}

func mustJSON(v any) json.RawMessage {
	b, err := scorer.Encode(v)
	if err != nil {
		panic(fmt.Sprintf("encode %T: %v", v, err))
	}
	return b
}

func marshalAll[T any](list []T) []json.RawMessage {
	out := make([]json.RawMessage, len(list))
	for i, x := range list {
		out[i] = mustJSON(x)
	}
	return out
}

// decodeAll reads stored entries strictly.
func decodeAll[T any](raw []json.RawMessage) ([]T, error) {
	out := make([]T, len(raw))
	for i, r := range raw {
		var err error
		if out[i], err = decodeEntry[T](r); err != nil {
			return nil, said(err, "cmd.entry-unreadable", "n", i+1)
		}
	}
	return out, nil
}

// decodeEntry reads a stored or typed entry strictly.
func decodeEntry[T any](raw json.RawMessage) (T, error) {
	var e T
	err := scorer.Decode(raw, &e)
	return e, err
}

type diceTracked struct{ t *dice.Tracker }

func replayDice(data []byte) (tracked, error) {
	s, err := dice.ParseScript(data)
	if err != nil {
		return nil, err
	}
	t, err := dice.Play(s)
	return diceTracked{t}, err
}

func (d diceTracked) apply(raw json.RawMessage) ([]scorer.Note, error) {
	e, err := decodeEntry[dice.Entry](raw)
	if err != nil {
		return nil, err
	}
	return d.t.Apply(e)
}
func (d diceTracked) ended() bool                    { return d.t.Ended() }
func (d diceTracked) result() (scorer.Result, error) { return d.t.Result() }
func (d diceTracked) script() json.RawMessage        { return mustJSON(d.t.Script()) }
func (d diceTracked) entries() []json.RawMessage     { return marshalAll(d.t.Script().Entries()) }

func (d diceTracked) withEntries(raw []json.RawMessage) (tracked, error) {
	es, err := decodeAll[dice.Entry](raw)
	if err != nil {
		return nil, err
	}
	t, err := dice.Play(d.t.Script().WithEntries(es))
	return diceTracked{t}, err
}

func (d diceTracked) describe(loc *i18n.Localizer, raw json.RawMessage) string {
	e, err := decodeEntry[dice.Entry](raw)
	if err != nil {
		return string(raw)
	}
	faces := make([]string, len(e.Took))
	for i, f := range e.Took {
		faces[i] = loc.Word(f)
	}
	return loc.T("cmd.describe.dice", "round", e.Round, "name", e.Player, "faces", strings.Join(faces, loc.T("list.comma")))
}

type juniorTracked struct{ t *junior.Tracker }

func replayJunior(data []byte) (tracked, error) {
	s, err := junior.ParseScript(data)
	if err != nil {
		return nil, err
	}
	t, err := junior.Play(s)
	return juniorTracked{t}, err
}

func (j juniorTracked) apply(raw json.RawMessage) ([]scorer.Note, error) {
	e, err := decodeEntry[junior.Entry](raw)
	if err != nil {
		return nil, err
	}
	return j.t.Apply(e)
}
func (j juniorTracked) ended() bool                    { return j.t.Ended() }
func (j juniorTracked) result() (scorer.Result, error) { return j.t.Result() }
func (j juniorTracked) script() json.RawMessage        { return mustJSON(j.t.Script()) }
func (j juniorTracked) entries() []json.RawMessage     { return marshalAll(j.t.Script().Entries()) }

func (j juniorTracked) withEntries(raw []json.RawMessage) (tracked, error) {
	es, err := decodeAll[junior.Entry](raw)
	if err != nil {
		return nil, err
	}
	t, err := junior.Play(j.t.Script().WithEntries(es))
	return juniorTracked{t}, err
}

func (j juniorTracked) describe(loc *i18n.Localizer, raw json.RawMessage) string {
	e, err := decodeEntry[junior.Entry](raw)
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

type zoosimTracked struct{ t *zoosim.Tracker }

func replayZooSim(data []byte) (tracked, error) {
	s, err := zoosim.ParseScript(data)
	if err != nil {
		return nil, err
	}
	t, err := zoosim.Play(s)
	return zoosimTracked{t}, err
}

func (z zoosimTracked) apply(raw json.RawMessage) ([]scorer.Note, error) {
	a, err := decodeEntry[zoosim.Auction](raw)
	if err != nil {
		return nil, err
	}
	return z.t.Apply(a)
}
func (z zoosimTracked) ended() bool                    { return z.t.Ended() }
func (z zoosimTracked) result() (scorer.Result, error) { return z.t.Result() }
func (z zoosimTracked) script() json.RawMessage        { return mustJSON(z.t.Script()) }
func (z zoosimTracked) entries() []json.RawMessage     { return marshalAll(z.t.Script().Auctions) }

func (z zoosimTracked) withEntries(raw []json.RawMessage) (tracked, error) {
	as, err := decodeAll[zoosim.Auction](raw)
	if err != nil {
		return nil, err
	}
	s := z.t.Script()
	s.Auctions = as
	t, err := zoosim.Play(s)
	return zoosimTracked{t}, err
}

func (z zoosimTracked) describe(loc *i18n.Localizer, raw json.RawMessage) string {
	a, err := decodeEntry[zoosim.Auction](raw)
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
