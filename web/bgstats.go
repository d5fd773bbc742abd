package web

import (
	"context"
	"time"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// bgstatsLink is the "Add to BG Stats" link of a finished game's page: the
// app's push-a-play link (exchange.BGStatsLink), which a player taps on
// their own phone to open BG Stats with the play filled in; nothing is sent
// anywhere until then. It is made on the server, so that the page's
// template puts it into the page escaped, and the game is found in the app
// by the BoardGameGeek id zooscore knows of it. A play that came from BG
// Stats is not offered to it again, nor a game still being played.
func (s *Server) bgstatsLink(ctx context.Context, e explanation) (string, error) {
	sg := e.stored
	if sg.Status != scorer.StatusFinished || sg.Made == store.MadeTotals {
		return "", nil
	}
	ids, err := s.st.BGGIDs(ctx)
	if err != nil {
		return "", err
	}
	return exchange.BGStatsLink(sg, ids[sg.Game], time.Local)
}

// appOf names the app a play kept as its totals was logged in.
func appOf(sg store.Game) string {
	t, err := game.ReadTotals(sg.Game, sg.Input)
	if err != nil {
		return game.Totals{From: game.FromBGStats}.App() // the one app zooscore imports from
	}
	return t.App()
}
