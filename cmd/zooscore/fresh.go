package main

import (
	"fmt"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// fresh is a stored game's result with its words in the language of the
// table. The store keeps a result's words in English, so show and explain
// score the game again from what it was scored from (its sheets or its
// play script), which gives every word in any language. The numbers must
// be those stored: if they are not (a game stored by a zooscore that
// scored it otherwise), the stored result is shown as it is, with a
// warning, since it is what the table saw and the leaderboard counts.
func (o *shared) fresh(sg store.Game, g gameKind) scorer.Result {
	stored := sg.Result
	stored.ID, stored.Status = sg.ID, sg.Status
	res, _, ok := game.Fresh(g.Name, sg.Input, stored)
	if !ok {
		fmt.Fprintln(o.IO.ErrOut, termtext.Wrap(o.t("cmd.show.stored-differs", "id", int(sg.ID)), o.IO.ErrWidth))
	}
	return res
}
