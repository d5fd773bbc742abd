package main

import (
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// rescored gives the store the scoring of show and explain (game.Fresh),
// for the upgrade of a file of an older zooscore: a result is kept in the
// English words of the game scored again, and the words an older file kept
// are dropped only where show and explain would not show them.
var rescored = store.WithRescore(func(name string, input []byte, stored scorer.Result) (scorer.Result, bool) {
	res, _, same := game.Fresh(name, input, stored)
	return res, same
})
