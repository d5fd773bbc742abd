package web

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// A game's play log on the pages (package playlog): the new game's forms
// ask when and where it is played (a table's game is stored with them,
// a tracked game starts with them), and a stored game's page shows the
// whole log.

// logFields are the form's fields of the play log, named in its problems
// by their labels.
func logFields(loc *i18n.Localizer) playlog.Fields {
	return playlog.Fields{PlayedAt: loc.T("web.log.played-at"), Location: loc.T("web.log.location")}
}

// logForm is what the new game's forms hold of the play log, to show
// again with what is wrong.
type logForm struct {
	PlayedAt string   // as typed (a datetime-local field: 2026-11-26T20:00); empty: now
	Location string   // as typed
	Places   []string // the places played at before, offered
}

// readLog reads the time and place from a new game's form; a problem is
// a note, naming the field by its label. Times are the server's local
// time, which is the table's.
func readLog(form url.Values, loc *i18n.Localizer, f *logForm, kind string, now time.Time) (time.Time, store.PlayLog, []scorer.Note) {
	f.PlayedAt, f.Location = form.Get("played_at"), form.Get("location")
	at, log, err := playlog.Read(playlog.Given{PlayedAt: f.PlayedAt, Location: f.Location}, logFields(loc), kind, nil, false, now, time.Local)
	if e, ok := err.(*playlog.Error); ok {
		var notes []scorer.Note
		for _, p := range e.Problems {
			notes = append(notes, loc.Note(scorer.Note{Rule: "input.play-log", Msg: p}))
		}
		return at, log, notes
	}
	return at, log, nil
}

// shownLog is a stored game's play log as its page shows it.
type shownLog struct {
	store.PlayLog
	Duration string   // said: 1 h 30 min
	Note     []string // its lines
}

func showLog(loc *i18n.Localizer, sg store.Game) shownLog {
	l := shownLog{PlayLog: playlog.Of(sg)}
	if l.Minutes != 0 {
		l.Duration = loc.Say(playlog.Minutes(l.Minutes))
	}
	if l.PlayLog.Note != "" {
		l.Note = strings.Split(l.PlayLog.Note, "\n")
	}
	return l
}

// loggedJSON is a stored game as the API gives it, as zooscore show --json
// does: the result object with the time it was played and its play log.
type loggedJSON struct {
	scorer.Result
	PlayedAt time.Time `json:"played_at"`
	store.PlayLog
}

// storedJSON is the object of a stored game whose result is res.
func storedJSON(loc *i18n.Localizer, res scorer.Result, sg store.Game) loggedJSON {
	return loggedJSON{Result: loc.ResultJSON(res), PlayedAt: sg.PlayedAt.UTC(), PlayLog: playlog.Of(sg)}
}

// queryLog reads the play log of a game stored by the API from the query,
// as the commands read their flags (played_at, location, duration,
// start_player, note), for a game of kind with these players: a problem
// is input that cannot be stored (400), and nothing is.
func queryLog(r *http.Request, kind string, players []string, tracked bool, now time.Time) (time.Time, store.PlayLog, error) {
	q := r.URL.Query()
	given := playlog.Given{PlayedAt: q.Get("played_at"), Location: q.Get("location"), Duration: q.Get("duration"),
		StartPlayer: q.Get("start_player"), Note: q.Get("note")}
	f := playlog.Members
	f.Duration = "duration"
	at, log, err := playlog.Read(given, f, kind, players, tracked, now, time.Local)
	if e, ok := err.(*playlog.Error); ok {
		return at, log, usage(words(r).Say(e.Say()))
	}
	return at, log, err
}

// playerNames are the players of a result, in its order.
func playerNames(res scorer.Result) []string {
	out := make([]string, len(res.Players))
	for i, p := range res.Players {
		out[i] = p.Name
	}
	return out
}
