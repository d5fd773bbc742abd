// Package exchange holds zooscore's file formats for moving games in and
// out of a store: the JSON lines of export and import (one game a line:
// its lean result, uuid, time and input) and the CSV rows of an export for
// spreadsheets. It reads and writes through package store and scores
// through package game; it prints nothing and says nothing in words: what
// it reports is an error with a message of the catalogs, put into words by
// the command that shows it. The BG Stats play files go both ways here
// too (bgstats.go), with the app's push-a-play link.
package exchange

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// Line is one line of an export: the result object plus what it takes to
// store the game again elsewhere.
type Line struct {
	scorer.Result
	UUID     string    `json:"uuid"`
	PlayedAt time.Time `json:"played_at"`
	// The play log (store.PlayLog), each member only when known: an
	// export of an older zooscore has none.
	Location    string          `json:"location,omitempty"`
	Minutes     int             `json:"duration_minutes,omitempty"`
	StartPlayer string          `json:"start_player,omitempty"`
	Note        string          `json:"note,omitempty"`
	Input       json.RawMessage `json:"input"`
}

// LineError is a line of an import that cannot be read or stored, and
// why (Err). Unreadable tells a line that is not a game's line (bad JSON,
// a member missing, an unknown game: the input cannot be read) from a game
// that failed otherwise. A line whose game breaks rules is
// scorer.Violations instead, each naming its line.
type LineError struct {
	Line       int
	Err        error
	Unreadable bool
}

func (e *LineError) Error() string { return e.Err.Error() }
func (e *LineError) Unwrap() error { return e.Err }

// lineError names the line of an error, keeping its kind.
func lineError(n int, err error) error {
	var (
		v     scorer.Violations
		input *scorer.InputError
	)
	switch {
	case errors.As(err, &v):
		out := make(scorer.Violations, len(v))
		for i, x := range v {
			x.Line = n // shown as "line N" with the note, in every language
			out[i] = x
		}
		return out
	case errors.As(err, &input):
		return &LineError{Line: n, Err: err, Unreadable: true}
	}
	return &LineError{Line: n, Err: err}
}

// Rescore scores a stored or imported game again from its input, once
// (game.ScoreOnce), for what the store keeps of its result: a play script
// is replayed without the messages of its announcements
// (game.ReplayQuiet), which only their rules are kept of. An unknown game
// is input that cannot be read. A play another app logged, kept as its
// totals (game.Totals), is ranked again from them and stays made so.
func Rescore(name string, input []byte) (store.Game, error) {
	k, ok := game.Lookup(name)
	if !ok {
		return store.Game{}, &scorer.InputError{Msg: msg.M("cmd.unknown-game", "game", name,
			"games", msg.List{Items: anyList(game.Names()), Or: true})}
	}
	name = k.Name
	if game.IsTotals(input) {
		t, err := game.ReadTotals(name, input)
		if err != nil {
			return store.Game{}, err
		}
		return store.Game{Game: name, Status: scorer.StatusFinished, Input: input, Result: t.Result(name), Made: store.MadeTotals}, nil
	}
	return game.ScoreOnce(name, input,
		func() (store.Game, error) {
			res, err := game.Score(name, input)
			return store.Game{Game: name, Status: game.SheetStatus(res), Input: input, Result: res}, err
		},
		func() (store.Game, error) {
			t, err := game.ReplayQuiet(name, input)
			if err != nil {
				return store.Game{}, err
			}
			res, err := t.Result()
			return store.Game{Game: name, Status: game.Status(t), Input: input, Result: res}, err
		})
}

func anyList(names []string) []any {
	out := make([]any, len(names))
	for i, n := range names {
		out[i] = n
	}
	return out
}
