package main

import (
	"errors"

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
// once: sheets and a play script are told apart by their shape. It decides
// as game.IsScript does: input whose sheets cannot be read is tried as a
// script, and that attempt's error is the one reported.
func rescoreStored(g gameKind, input []byte) (store.Game, error) {
	switch game.InputShape(input) {
	case game.ShapeScript:
		return rescore(g, input, true)
	case game.ShapeSheets:
		sg, err := rescore(g, input, false)
		var bad *scorer.InputError
		if errors.As(err, &bad) {
			return rescore(g, input, true)
		}
		return sg, err
	}
	return rescore(g, input, game.IsScript(g.name, input))
}
