package store_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

// replayable is one kind of input, scored as the commands score it: the
// result and the entries to store, and how the stored game is scored again
// from its input and from its entries.
type replayable struct {
	game string
	// score gives the result and, for a play script, its entries; ok is
	// false when the commands would store nothing.
	score func(input []byte) (res scorer.Result, entries []json.RawMessage, ok bool)
	// again scores a stored game again from its input and entries.
	again func(input []byte, entries []json.RawMessage) (scorer.Result, error)
}

func fromSheets[In any](game string, parse func([]byte) (In, error), score func(In) (scorer.Result, error)) replayable {
	run := func(input []byte) (scorer.Result, error) {
		in, err := parse(input)
		if err != nil {
			return scorer.Result{}, err
		}
		return score(in)
	}
	return replayable{game: game,
		score: func(input []byte) (scorer.Result, []json.RawMessage, bool) {
			res, err := run(input)
			return res, nil, err == nil
		},
		again: func(input []byte, _ []json.RawMessage) (scorer.Result, error) { return run(input) },
	}
}

// fromScript plays a script as play --input does; entries gives a tracker's
// entries and rebuild its script from the script and the stored entries.
func fromScript[S any, T interface{ Result() (scorer.Result, error) }, E any](game string,
	parse func([]byte) (S, error), play func(S) (T, error),
	entries func(T) []E, rebuild func(S, []E) S) replayable {
	run := func(input []byte) (S, T, error) {
		var t T
		s, err := parse(input)
		if err != nil {
			return s, t, err
		}
		t, err = play(s)
		return s, t, err
	}
	return replayable{game: game,
		score: func(input []byte) (scorer.Result, []json.RawMessage, bool) {
			_, t, err := run(input)
			if err != nil {
				return scorer.Result{}, nil, false
			}
			res, err := t.Result()
			var raw []json.RawMessage
			for _, e := range entries(t) {
				b, _ := scorer.Encode(e)
				raw = append(raw, b)
			}
			return res, raw, err == nil
		},
		again: func(input []byte, stored []json.RawMessage) (scorer.Result, error) {
			s, t, err := run(input)
			if err != nil {
				return scorer.Result{}, err
			}
			fromInput, err := t.Result()
			if err != nil {
				return scorer.Result{}, err
			}
			es := make([]E, len(stored))
			for i, raw := range stored {
				if err := scorer.Decode(raw, &es[i]); err != nil {
					return scorer.Result{}, err
				}
			}
			t2, err := play(rebuild(s, es))
			if err != nil {
				return scorer.Result{}, err
			}
			fromEntries, err := t2.Result()
			if err != nil {
				return scorer.Result{}, err
			}
			if !reflect.DeepEqual(fromInput, fromEntries) {
				return scorer.Result{}, &scorer.InputError{Message: "the stored entries score otherwise than the stored script"}
			}
			return fromInput, nil
		},
	}
}

var replayables = []replayable{
	fromSheets(dice.Game, dice.Parse, dice.Score),
	fromSheets(junior.Game, junior.Parse, junior.Score),
	fromSheets(zoosim.Game, zoosim.Parse, zoosim.Score),
	fromScript(dice.Game, dice.ParseScript, dice.Play,
		func(t *dice.Tracker) []dice.Entry { return t.Script().Entries() },
		func(s dice.Script, es []dice.Entry) dice.Script { return s.WithEntries(es) }),
	fromScript(junior.Game, junior.ParseScript, junior.Play,
		func(t *junior.Tracker) []junior.Entry { return t.Script().Entries() },
		func(s junior.Script, es []junior.Entry) junior.Script { return s.WithEntries(es) }),
	fromScript(zoosim.Game, zoosim.ParseScript, zoosim.Play,
		func(t *zoosim.Tracker) []zoosim.Auction { return t.Script().Auctions },
		func(s zoosim.Script, es []zoosim.Auction) zoosim.Script { s.Auctions = es; return s }),
}

// FuzzStoredGameReplays stores what the commands would store of any input
// (the first byte chooses the game and whether it is sheets or a play
// script) in a SQLite file, reads it back, and scores it again from its
// stored input and entries: the result is the one stored.
func FuzzStoredGameReplays(f *testing.F) {
	st, err := store.Open(filepath.Join(f.TempDir(), "fuzz.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { st.Close() })
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, kind byte, input []byte) {
		r := replayables[int(kind)%len(replayables)]
		res, entries, ok := r.score(input)
		if !ok {
			return
		}
		status := scorer.StatusFinished
		if res.Status != "" {
			status = res.Status
		}
		g := store.Game{Game: r.game, Status: status, Input: input, Result: res}
		var (
			id  int64
			err error
		)
		if entries == nil {
			id, err = st.Save(ctx, g)
		} else {
			id, err = st.SaveTracked(ctx, g, entries)
		}
		if err != nil {
			t.Fatalf("store: %v", err)
		}
		back, err := st.Get(ctx, id)
		if err != nil {
			t.Fatalf("read back: %v", err)
		}
		var stored []json.RawMessage
		if entries != nil {
			if stored, err = st.Entries(ctx, id); err != nil {
				t.Fatalf("read the entries back: %v", err)
			}
		}
		again, err := r.again(back.Input, stored)
		if err != nil {
			t.Fatalf("the stored game does not replay: %v\ninput %s\nstored %s", err, input, back.Input)
		}
		if a, b := numbersJSON(t, again), numbersJSON(t, back.Result); a != b {
			t.Fatalf("the stored game replays to\n%s\nnot the stored\n%s", a, b)
		}
		if a, b := resultJSON(t, again), resultJSON(t, res); a != b {
			t.Fatalf("the stored game replays to\n%s\nnot the first\n%s", a, b)
		}
	})
}

// numbersJSON is a result as the store keeps it: its numbers, without id
// and status (see store.Game.Result).
func numbersJSON(t *testing.T, r scorer.Result) string {
	r.ID, r.Status, r.Settings = 0, "", nil
	r.Players = slices.Clone(r.Players)
	for i, p := range r.Players {
		items := make([]scorer.Item, len(p.Breakdown))
		for j, it := range p.Breakdown {
			items[j] = scorer.Item{Points: it.Points, Rule: it.Rule}
		}
		r.Players[i].Breakdown = items
	}
	notes := func(list []scorer.Note, player bool) []scorer.Note {
		out := make([]scorer.Note, len(list))
		for i, n := range list {
			out[i] = scorer.Note{Rule: n.Rule}
			if player {
				out[i].Player = n.Player
			}
		}
		return out
	}
	r.Warnings, r.Decisions = notes(r.Warnings, true), notes(r.Decisions, false)
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// resultJSON is a result with its words in English, without id and status.
func resultJSON(t *testing.T, r scorer.Result) string {
	r = i18n.For(i18n.English).Result(r)
	r.ID, r.Status = 0, ""
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
