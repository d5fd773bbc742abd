package junior

import "github.com/zooscore/zooscore/scorer/internal/gametest"

// checks are the checks the three games share (package gametest), made
// for Zooloretto Junior.
var checks = gametest.Game[Input, Script, Entry, *Tracker]{
	Funcs:   gametest.Bind(Parse, Score, ParseScript, Play, quickInput, quickScript, IsScript),
	Rules:   &Rules,
	Players: func(in Input) int { return len(in.Players) },
	Tracked: func(tr *Tracker) int { return len(tr.Input().Players) },
	State: func(tr *Tracker) []any {
		kinds, complete := tr.KindsInPlay()
		return []any{tr.Round(), tr.ToTake(), tr.Ended(), tr.CanBonus(), kinds, complete}
	},
	Unit: "zoo",
}
