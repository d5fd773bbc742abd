package zoosim

import "github.com/zooscore/zooscore/scorer/internal/gametest"

// checks are the checks the three games share (package gametest), made
// for ZooSim.
var checks = gametest.Game[Input, Script, Auction, *Tracker]{
	Funcs:   gametest.Bind(Parse, Score, ParseScript, Play, quickInput, quickScript, IsScript),
	Rules:   &Rules,
	Players: func(in Input) int { return len(in.Players) },
	Tracked: func(tr *Tracker) int { return len(tr.Input().Players) },
	State: func(tr *Tracker) []any {
		return []any{tr.Standings(), tr.Year(), tr.AuctionNumber(), tr.Ended(), tr.Flagpole()}
	},
	Unit: "zoo",
}
