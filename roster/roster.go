// Package roster keeps the players of a club as one person each: it
// renames a player and merges two players who are one person typed two
// ways, rewriting and scoring again every game they played (through
// package store, with the games' knowledge of package game), and it tells
// a name typed for a new game that looks like a player who has played
// before (alike.go). It says no words of its own: its messages are in
// the catalogs (roster.toml).
package roster

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// Error is a rename or a merge that cannot be made as asked (exit 2).
type Error struct{ Msg msg.Msg }

func (e *Error) Error() string { return e.Msg.String() }

// Say is the message of the error.
func (e *Error) Say() msg.Msg { return e.Msg }

// Rename gives the player from the name to (as typed, trimmed) in every
// game they played, in one transaction: the games are scored again, and
// the player keeps their ratings and head-to-head. The new name is checked
// as a name typed for a game is; one that is another player's is refused
// (store.ErrPlayerExists): merge them instead.
func Rename(ctx context.Context, st *store.Store, from, to string) (store.Renamed, error) {
	to = strings.TrimSpace(to)
	if to == "" {
		return store.Renamed{}, &Error{Msg: msg.M("roster.name-empty")}
	}
	if problem := scorer.NameProblem(to); !problem.IsZero() {
		return store.Renamed{}, &Error{Msg: problem}
	}
	return st.RenamePlayer(ctx, from, to, Redo(from, to))
}

// Merge makes the player from the player into, in one transaction: every
// game of from becomes into's, scored again, and the ratings and
// head-to-head are replayed as if into had played them all. Two players
// who played a game together are refused (store.ErrPlayedTogether).
func Merge(ctx context.Context, st *store.Store, from, into string) (store.Renamed, error) {
	stored, _, err := st.PlayerGames(ctx, into)
	if err != nil {
		return store.Renamed{}, err
	}
	return st.MergePlayers(ctx, from, into, Redo(from, stored))
}

// Redo is the store's rewriting of a game (store.Redo) with the player
// from named to: the input and every entry renamed, the result scored
// again from the new input. A game whose stored result a new scoring does
// not give again (stored by a zooscore that scored otherwise) keeps its
// stored result, with the player renamed in it, since that is what the
// table saw and the leaderboard counts.
func Redo(from, to string) store.Redo {
	rename := func(name string) (string, bool) {
		if scorer.NameKey(name) == scorer.NameKey(from) {
			return to, true
		}
		return "", false
	}
	return func(g store.Game, entries []json.RawMessage) (store.Game, []json.RawMessage, error) {
		input, err := game.RenamePlayers(g.Input, rename)
		if err != nil {
			return g, nil, err
		}
		out := make([]json.RawMessage, len(entries))
		for i, e := range entries {
			if out[i], err = game.RenamePlayers(e, rename); err != nil {
				return g, nil, err
			}
		}
		stored := renamedResult(g.Result, rename)
		now, err := exchange.Rescore(g.Game, input)
		if err != nil || !game.SameNumbers(stored, now.Result) {
			now = store.Game{Game: g.Game, Status: g.Status, Made: g.Made, Input: input, Result: stored}
		}
		return now, out, nil
	}
}

// renamedResult is a result with a player renamed where it names players.
func renamedResult(res scorer.Result, rename func(string) (string, bool)) scorer.Result {
	name := func(n string) string {
		if to, ok := rename(n); ok {
			return to
		}
		return n
	}
	out := res
	out.Players = append([]scorer.PlayerResult(nil), res.Players...)
	for i := range out.Players {
		out.Players[i].Name = name(out.Players[i].Name)
	}
	out.Winners = make([]string, len(res.Winners))
	for i, w := range res.Winners {
		out.Winners[i] = name(w)
	}
	for _, notes := range []*[]scorer.Note{&out.Warnings, &out.Decisions} {
		renamed := append([]scorer.Note(nil), (*notes)...)
		for i := range renamed {
			renamed[i].Player = name(renamed[i].Player)
		}
		*notes = renamed
	}
	return out
}
