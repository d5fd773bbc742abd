package web

import (
	"context"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// explanation is a stored game as its page shows it: every point of every
// player with why it was given and the rulebook section it comes from, and
// every decision the rules took, for settling "why did Ann get 2 here?".
type explanation struct {
	ID        int64
	Game      game.Kind
	Status    string
	PlayedAt  time.Time
	Tracked   bool
	Hex       []hexChoice // a Dice Game's bonus hex values
	Settings  map[string]any
	AsStored  bool // scored again, the game gives other points: shown as stored, in English
	Players   []scorer.PlayerResult
	Winners   []string
	Decisions []explainedNote
	Warnings  []explainedNote
	Offer     *rematchOffer // a finished tracked game's rematch (play.go)
	Log       shownLog      // where, how long, who started, a note (playlog.go)
	// Totals is a play another app logged, kept as its totals (its one
	// item a player says so, and a warning that no rule was checked);
	// App names the app.
	Totals bool
	App    string
	// BGStats is the "Add to BG Stats" link of a finished game's page
	// (bgstats.go), "" where it is not offered.
	BGStats string

	stored store.Game // the game as the store gave it
}

type explainedNote struct {
	scorer.Note
	Source string
}

// explain reads a stored game and puts its result into the words of the
// table: worked out again from the game's input (the sheets or the play
// script), so that every word follows the phone's language, as zooscore
// show does (game.Fresh).
func (s *Server) explain(ctx context.Context, loc *i18n.Localizer, id int64) (explanation, error) {
	sg, err := s.st.Get(ctx, id)
	if err != nil {
		return explanation{}, err
	}
	return explainGame(loc, sg), nil
}

func explainGame(loc *i18n.Localizer, sg store.Game) explanation {
	g, _ := game.Lookup(sg.Game)
	stored := sg.Result
	stored.ID, stored.Status = sg.ID, sg.Status
	res, tracked, fresh := game.Fresh(sg.Game, sg.Input, stored)
	res.Decisions = games[g.Name].secret(res.Decisions, tracked && sg.Status == scorer.StatusInProgress)
	res = loc.Result(res)
	e := explanation{ID: sg.ID, Game: g, Status: sg.Status, PlayedAt: sg.PlayedAt, Tracked: tracked,
		Winners: res.Winners, Settings: res.Settings, AsStored: !fresh, Players: res.Players, stored: sg, Log: showLog(loc, sg)}
	if sg.Made == store.MadeTotals {
		e.Totals, e.App = true, appOf(sg)
	}
	source := func(rule string) string {
		if src := g.Source(rule); src != "" && loc.Has(src) {
			return loc.T(src)
		}
		return g.Source(rule)
	}
	for _, d := range res.Decisions {
		e.Decisions = append(e.Decisions, explainedNote{d, source(d.Rule)})
	}
	for _, w := range res.Warnings {
		e.Warnings = append(e.Warnings, explainedNote{w, source(w.Rule)})
	}
	if explain := games[g.Name].explain; explain != nil {
		explain(&e)
	}
	return e
}
