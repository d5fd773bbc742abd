package main

import (
	"encoding/json"
	"fmt"
	"strings"

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
	describe(entry json.RawMessage) string
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
			return nil, fmt.Errorf("entry %d: %w", i+1, err)
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

func (d diceTracked) describe(raw json.RawMessage) string {
	e, err := decodeEntry[dice.Entry](raw)
	if err != nil {
		return string(raw)
	}
	return fmt.Sprintf("round %d: %s took %s", e.Round, e.Player, strings.Join(e.Took, ", "))
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

func (j juniorTracked) describe(raw json.RawMessage) string {
	e, err := decodeEntry[junior.Entry](raw)
	if err != nil || e.Take == nil {
		if err == nil && e.Last {
			return fmt.Sprintf("round %d: the end pile was reached, this round is the last", e.Round)
		}
		return string(raw)
	}
	var tiles []string
	for _, tl := range e.Take.Tiles {
		name := tl.Tile
		if tl.Fertile != "" {
			name = "fertile " + tl.Fertile + " " + name
		}
		tiles = append(tiles, name+" to "+tl.To.String())
	}
	line := fmt.Sprintf("round %d: %s", e.Round, e.Take.Player)
	if len(tiles) > 0 {
		line += " took " + strings.Join(tiles, ", ")
	}
	if e.Take.Truck != 0 {
		line += fmt.Sprintf(" (the %d-box truck)", e.Take.Truck)
	}
	if u := e.Take.Unclaimed; u != nil {
		line += fmt.Sprintf("; %d left on the truck nobody took", *u)
	}
	if b := e.Take.Bonus; b != nil {
		line += "; bonus: " + b.Action + " " + b.Tile
		if b.From != "" {
			line += " from " + b.From
		}
	}
	return line
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

func (z zoosimTracked) describe(raw json.RawMessage) string {
	a, err := decodeEntry[zoosim.Auction](raw)
	if err != nil {
		return string(raw)
	}
	var halves, bids []string
	for _, h := range a.Tile.Enclosures {
		halves = append(halves, fmt.Sprintf("%s %d", h.Animal, h.Stars))
	}
	for _, name := range z.t.Script().Players {
		bids = append(bids, fmt.Sprintf("%s %d", name, a.Bids[name]))
	}
	return fmt.Sprintf("%s, %d %s; bids %s", strings.Join(halves, " + "), a.Tile.Bushes, plural(a.Tile.Bushes, "bush", "bushes"), strings.Join(bids, ", "))
}

// withoutLast replays a tracked game without its last entry (undo).
func withoutLast(t tracked) (tracked, json.RawMessage, error) {
	entries := t.entries()
	if len(entries) == 0 {
		return nil, nil, usagef("the game has no entry to take back")
	}
	back, err := t.withEntries(entries[:len(entries)-1])
	return back, entries[len(entries)-1], err
}
