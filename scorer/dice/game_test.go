package dice

import (
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/gametest"
)

// allRules are the rule ids of the sheets and of the tracker.
var allRules = append(append([]scorer.Rule{}, Rules...), PlayRules...)

// checks are the checks the three games share (package gametest), made
// for the Dice Game.
var checks = gametest.Game[Input, Script, Entry, *Tracker]{
	Funcs:   gametest.Bind(Parse, Score, ParseScript, Play, quickInput, quickScript, IsScript),
	Rules:   &allRules,
	Players: func(in Input) int { return len(in.Players) },
	Tracked: func(tr *Tracker) int { return len(tr.Sheets()) },
	State:   func(tr *Tracker) []any { return []any{tr.Round(), tr.ToTake(), tr.Ended(), tr.DiceLeft()} },
	Unit:    "sheet",
}
