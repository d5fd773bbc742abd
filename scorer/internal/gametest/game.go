// Package gametest holds the checks, fuzz invariants and benchmarks that
// the three games' tests share. Each game describes itself once as a Game
// (its types and functions); its test files keep their own inputs, seeds,
// fuzz targets and whatever is the game's own, and call these.
package gametest

import (
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// Tracker is what the checks use of a game's tracker, which takes entries
// of type E and writes its game as a play script S.
type Tracker[S, E any] interface {
	Apply(E) ([]scorer.Note, error)
	Result() (scorer.Result, error)
	Script() S
}

// Funcs are the functions every game has by the same names, bound by
// Bind.
type Funcs[I, S any, T any] struct {
	Parse       func([]byte) (I, error)
	Score       func(I) (scorer.Result, error)
	ParseScript func([]byte) (S, error)
	Play        func(S) (T, error)
	QuickInput  func(*jsonread.Reader, *I) // the quick readers (read.go)
	QuickScript func(*jsonread.Reader, *S)
	IsScript    func([]byte) bool
}

// Bind gathers a game's functions of those names.
func Bind[I, S, T any](
	parse func([]byte) (I, error), score func(I) (scorer.Result, error),
	parseScript func([]byte) (S, error), play func(S) (T, error),
	quickInput func(*jsonread.Reader, *I), quickScript func(*jsonread.Reader, *S), isScript func([]byte) bool,
) Funcs[I, S, T] {
	return Funcs[I, S, T]{parse, score, parseScript, play, quickInput, quickScript, isScript}
}

// Game is a game's input I (finished sheets or zoos), play script S, entry
// E and tracker T, with what the checks need of the game.
type Game[I, S, E any, T Tracker[S, E]] struct {
	Funcs[I, S, T]

	// Rules are every rule id a note may carry, read when a check runs: a
	// game may add to them in an init function, after this is made.
	Rules *[]scorer.Rule

	Players func(I) int   // how many players the input has
	Tracked func(T) int   // how many players the tracker has
	State   func(T) []any // what the tracker shows beyond its script and result

	Unit string // what the benchmarks share a game's time out over: "sheet", "zoo"
}
