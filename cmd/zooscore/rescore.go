package main

import (
	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

func init() {
	// The store drops the English words of a result migrated from an
	// older zooscore only where show and explain would not show them.
	store.SetRescoreCheck(func(name string, input []byte, stored scorer.Result) bool {
		now, err := exchange.Rescore(name, input)
		return err == nil && game.SameNumbers(stored, now.Result)
	})
}
