package web

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// The JSON API mirrors the commands: the same input, the same objects as
// their --json output, and for their exit statuses 200 (0), 422 (1: a
// broken rule) and 400 (2: input that cannot be read).

func (s *Server) apiRoutes() {
	s.mux.HandleFunc("POST /api/check/{game}", func(w http.ResponseWriter, r *http.Request) { s.apiSheets(w, r, false) })
	s.mux.HandleFunc("POST /api/score/{game}", func(w http.ResponseWriter, r *http.Request) { s.apiSheets(w, r, true) })
	s.mux.HandleFunc("POST /api/play/{game}", s.apiPlay)
	s.mux.HandleFunc("GET /api/history", s.apiHistory)
	s.mux.HandleFunc("GET /api/games/{id}", s.apiGame)
	s.mux.HandleFunc("GET /api/leaderboard", s.apiLeaderboard)
	s.mux.HandleFunc("GET /api/versus", s.apiVersus)
}

// apiSheets is check (storeIt false) and score: the sheets of a finished
// game, scored; score stores it as zooscore score does.
func (s *Server) apiSheets(w http.ResponseWriter, r *http.Request, storeIt bool) {
	loc := words(r)
	g, ok := s.gameParam(w, r)
	if !ok {
		return
	}
	data, ok := readBody(w, r)
	if !ok {
		return
	}
	res, err := game.Score(g.Name, data)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if storeIt {
		sg := store.Game{Game: g.Name, Status: game.SheetStatus(res), Input: data, Result: res}
		if sg.PlayedAt, sg.Log, err = queryLog(r, g.Name, playerNames(res), false, s.st.Now()); err == nil {
			res.ID, err = s.st.Save(r.Context(), sg)
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		if sg.PlayedAt.IsZero() {
			sg.PlayedAt = s.st.Now().Truncate(time.Second)
		}
		writeJSON(w, http.StatusOK, storedJSON(loc, res, sg))
		return
	}
	writeJSON(w, http.StatusOK, loc.ResultJSON(res))
}

// apiPlay plays a whole play script (JSON or notation) through the tracker
// and stores it with every entry, as zooscore play --input does.
func (s *Server) apiPlay(w http.ResponseWriter, r *http.Request) {
	g, ok := s.gameParam(w, r)
	if !ok {
		return
	}
	data, ok := readBody(w, r)
	if !ok {
		return
	}
	t, script, err := game.ReadScript(words(r), g.Name, data)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res, err := t.Result()
	sg := store.Game{Game: g.Name, Status: game.Status(t), Input: script, Result: res}
	if err == nil {
		sg.PlayedAt, sg.Log, err = queryLog(r, g.Name, playerNames(res), true, s.st.Now())
	}
	if err == nil {
		res.ID, err = s.st.SaveTracked(r.Context(), sg, t.Entries())
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res.Status = game.Status(t)
	if sg.PlayedAt.IsZero() {
		sg.PlayedAt = s.st.Now().Truncate(time.Second)
	}
	writeJSON(w, http.StatusOK, storedJSON(words(r), res, sg))
}

func (s *Server) apiHistory(w http.ResponseWriter, r *http.Request) {
	f, err := historyFilter(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	games, err := s.st.History(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if games == nil {
		games = []store.Summary{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": games})
}

// maxPage is the most games one request of the history lists: a club's
// history of a million games is read a page at a time (offset), so that
// what one phone asks for costs the server little.
const maxPage = 500

// historyFilter reads the filters of history from the query, as the
// command reads its flags: game, player, location, since (YYYY-MM-DD), limit
// (50 unless given; 0, all, and more than maxPage are maxPage) and
// offset.
func historyFilter(r *http.Request) (store.Filter, error) {
	loc := words(r)
	q := r.URL.Query()
	f := store.Filter{Player: q.Get("player"), Location: q.Get("location"), Limit: 50}
	var err error
	if f.Game, err = gameFilter(loc, q.Get("game")); err != nil {
		return f, err
	}
	if v := q.Get("since"); v != "" {
		// Midnight where the pages show their times (the server's local
		// time), as the command reads --since.
		if f.Since, err = time.ParseInLocation("2006-01-02", v, time.Local); err != nil {
			return f, usage(loc.T("web.error.since", "value", v))
		}
	}
	for _, p := range []struct {
		name string
		to   *int
	}{{"limit", &f.Limit}, {"offset", &f.Offset}} {
		v := q.Get(p.name)
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return f, usage(loc.T("web.error.whole", "name", p.name, "value", v))
		}
		*p.to = n
	}
	if f.Limit == 0 || f.Limit > maxPage {
		f.Limit = maxPage
	}
	return f, nil
}

// gameFilter reads a game given to narrow a listing: "" is every game.
func gameFilter(loc *i18n.Localizer, name string) (string, error) {
	if name == "" {
		return "", nil
	}
	g, ok := game.Lookup(name)
	if !ok {
		return "", usage(loc.T("web.error.game", "value", name, "games", strings.Join(game.Names(), ", ")))
	}
	return g.Name, nil
}

// apiGame is zooscore show ID --json: the stored result, plus status, the
// time it was played and its play log.
func (s *Server) apiGame(w http.ResponseWriter, r *http.Request) {
	sg, ok := s.storedGame(w, r)
	if !ok {
		return
	}
	writeJSON(w, http.StatusOK, storedJSON(words(r), sg.Result, sg))
}

func (s *Server) apiLeaderboard(w http.ResponseWriter, r *http.Request) {
	g, err := gameFilter(words(r), r.URL.Query().Get("game"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	rows, err := s.st.Leaderboard(r.Context(), g)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if rows == nil {
		rows = []store.BoardRow{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"players": rows})
}

func (s *Server) apiVersus(w http.ResponseWriter, r *http.Request) {
	v, err := s.versus(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// versus compares the players a and b of the query (game narrows it).
func (s *Server) versus(r *http.Request) (store.VersusResult, error) {
	loc := words(r)
	q := r.URL.Query()
	a, b := strings.TrimSpace(q.Get("a")), strings.TrimSpace(q.Get("b"))
	g, err := gameFilter(loc, q.Get("game"))
	switch {
	case err != nil:
		return store.VersusResult{}, err
	case a == "" || b == "":
		return store.VersusResult{}, usage(loc.T("web.error.versus-names"))
	case scorer.NameKey(a) == scorer.NameKey(b):
		return store.VersusResult{}, usage(loc.T("web.error.versus-same", "name", a))
	}
	v, err := s.st.Versus(r.Context(), a, b, g)
	if v.Recent == nil {
		v.Recent = []store.VersusRow{}
	}
	return v, err
}

// storedGame reads the game of the path's {id}, answering 400 or 404
// itself.
func (s *Server) storedGame(w http.ResponseWriter, r *http.Request) (store.Game, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, usage(words(r).T("web.error.id", "value", r.PathValue("id"))))
		return store.Game{}, false
	}
	sg, err := s.st.Get(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return sg, false
	}
	return sg, true
}

// gameParam reads the path's {game}, answering 400 for an unknown game.
func (s *Server) gameParam(w http.ResponseWriter, r *http.Request) (game.Kind, bool) {
	g, ok := game.Lookup(r.PathValue("game"))
	if !ok {
		loc := words(r)
		s.fail(w, r, usage(loc.T("web.error.game", "value", r.PathValue("game"), "games", strings.Join(game.Names(), ", "))))
	}
	return g, ok
}

// readBody reads a request's body, at most MaxBody: a larger one gets 413.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	data, err := io.ReadAll(r.Body)
	if isTooLarge(err) {
		tooLarge(w)
		return nil, false
	}
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"errors": []scorer.Note{{Rule: "input.unreadable", Message: err.Error()}}})
		return nil, false
	}
	return data, true
}

func isTooLarge(err error) bool {
	var big *http.MaxBytesError
	return errors.As(err, &big)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}
