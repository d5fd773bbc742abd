package main

import (
	"encoding/json"
	"fmt"

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
}

// replayers rebuild a tracker from a play script; each reports every broken
// rule of the script at once.
var replayers = map[string]func(script []byte) (tracked, error){
	dice.Game:   replayDice,
	junior.Game: replayJunior,
	zoosim.Game: replayZooSim,
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
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

// withoutLast replays a tracked game's script without its last entry (undo).
func withoutLast(game string, t tracked) (tracked, json.RawMessage, error) {
	entries := t.entries()
	if len(entries) == 0 {
		return nil, nil, usagef("the game has no entry to take back")
	}
	last := entries[len(entries)-1]
	var script []byte
	switch tt := t.(type) {
	case diceTracked:
		s := tt.t.Script()
		script = mustJSON(s.WithEntries(s.Entries()[:len(entries)-1]))
	case juniorTracked:
		s := tt.t.Script()
		script = mustJSON(s.WithEntries(s.Entries()[:len(entries)-1]))
	case zoosimTracked:
		s := tt.t.Script()
		s.Auctions = s.Auctions[:len(s.Auctions)-1]
		script = mustJSON(s)
	}
	back, err := replayers[game](script)
	return back, last, err
}
