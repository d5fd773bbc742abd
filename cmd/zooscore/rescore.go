package main

import (
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

func init() {
	// The store drops the English words of a result migrated from an
	// older zooscore only where show and explain would not show them.
	store.SetRescoreCheck(func(name string, input []byte, stored scorer.Result) bool {
		g, err := lookupGame(name)
		if err != nil {
			return false
		}
		now, err := rescoreStored(g, input)
		return err == nil && game.SameNumbers(stored, now.Result)
	})
}

// rescoreStored scores a stored or imported game again from its input,
// once (game.ScoreOnce), for what the store keeps of its result: a play
// script is replayed without the messages of its announcements
// (game.ReplayQuiet), which only their rules are kept of.
func rescoreStored(g gameKind, input []byte) (store.Game, error) {
	return game.ScoreOnce(g.Name, input,
		func() (store.Game, error) { return rescore(g, input, false) },
		func() (store.Game, error) {
			t, err := game.ReplayQuiet(g.Name, input)
			if err != nil {
				return store.Game{}, err
			}
			res, err := t.Result()
			return store.Game{Game: g.Name, Status: game.Status(t), Input: input, Result: res}, err
		})
}
