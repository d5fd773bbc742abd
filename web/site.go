package web

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/store"
)

func (s *Server) routes() {
	s.apiRoutes()
	s.syncRoutes()
	s.playRoutes()
	s.playerRoutes()
	s.mux.Handle("GET /static/", s.static())
	s.mux.HandleFunc("GET /{$}", s.home)
	s.mux.HandleFunc("GET /new", s.newTablePage)
	s.mux.HandleFunc("POST /tables", s.createTable)
	s.mux.HandleFunc("GET /tables/{id}", s.tablePage)
	s.mux.HandleFunc("GET /tables/{id}/seats/{seat}", s.seatPage)
	s.mux.HandleFunc("POST /tables/{id}/seats/{seat}", s.saveSheet)
	s.mux.HandleFunc("GET /api/tables/{id}", s.apiTable)
	s.mux.HandleFunc("GET /history", s.historyPage)
	s.mux.HandleFunc("GET /games/{id}", s.gamePage)
	s.mux.HandleFunc("GET /games/{id}/live", s.livePage)
	s.mux.HandleFunc("POST /games/{id}/entries", s.addEntry)
	s.mux.HandleFunc("GET /api/games/{id}/live", s.apiLive)
	s.mux.HandleFunc("GET "+eventsPath, s.apiEvents)
	s.mux.HandleFunc("GET /leaderboard", s.leaderboardPage)
	s.mux.HandleFunc("GET /versus", s.versusPage)
	s.mux.HandleFunc("GET /invite.svg", s.inviteQR)
	s.mux.HandleFunc("/", s.notFound)
}

// homeData is the home page: the tables and tracked games under way, and
// the latest games.
type homeData struct {
	Tables  []store.Table
	Tracked []store.Summary
	Latest  []store.Summary
}

func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	var d homeData
	var err error
	if d.Tables, err = s.st.OpenTables(ctx, 10); err == nil {
		d.Tracked, err = s.tracked(ctx)
	}
	if err == nil {
		d.Latest, err = s.st.History(ctx, store.Filter{Limit: 5})
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "home", "zooscore", "home", d)
}

// tracked lists the games in progress that are tracked entry by entry
// (a ZooSim game scored from fewer than 5 years is in progress too, but
// not tracked).
func (s *Server) tracked(ctx context.Context) ([]store.Summary, error) {
	open, err := s.st.History(ctx, store.Filter{Status: "in-progress", Limit: 20})
	if err != nil {
		return nil, err
	}
	var out []store.Summary
	for _, sm := range open {
		g, err := s.st.Get(ctx, sm.ID)
		if err != nil {
			return nil, err
		}
		if game.IsScript(g.Game, g.Input) {
			out = append(out, sm)
		}
	}
	return out, nil
}

type historyData struct {
	Games    []store.Summary
	Filter   store.Filter
	Since    string
	Kinds    []game.Kind
	Known    []string
	Next     string // the address of the next page, "" at the end
	Previous string
}

func (s *Server) historyPage(w http.ResponseWriter, r *http.Request) {
	f, err := historyFilter(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	if r.URL.Query().Get("limit") == "" {
		f.Limit = 20
	}
	games, err := s.st.History(r.Context(), store.Filter{Game: f.Game, Player: f.Player, Since: f.Since, Limit: f.Limit + 1, Offset: f.Offset})
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	known, err := s.st.Names(r.Context(), "", 500)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	d := historyData{Games: games, Filter: f, Since: r.URL.Query().Get("since"), Kinds: game.Kinds(), Known: known}
	if f.Limit > 0 && len(games) > f.Limit {
		d.Games = games[:f.Limit]
		d.Next = pageLink(r, f.Offset+f.Limit)
	}
	if f.Offset > 0 {
		d.Previous = pageLink(r, max(f.Offset-f.Limit, 0))
	}
	s.render(w, r, http.StatusOK, "history", words(r).T("web.history.title"), "history", d)
}

// pageLink is the history's address with another offset.
func pageLink(r *http.Request, offset int) string {
	q := r.URL.Query()
	q.Set("offset", itoa(offset))
	q.Del("lang")
	return "/history?" + q.Encode()
}

func itoa(n int) string { return strconv.Itoa(n) }

func (s *Server) gamePage(w http.ResponseWriter, r *http.Request) {
	id, err := s.idFromPath(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	e, err := s.explain(r.Context(), words(r), id)
	if err == nil {
		e.Offer, err = s.gameRematch(r.Context(), e)
	}
	if err == nil {
		e.BGStats, err = s.bgstatsLink(r.Context(), e)
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "game", words(r).T("web.game.title", "id", id, "game", words(r).GameName(e.Game.Name)), "history", e)
}

type boardData struct {
	Rows     []store.BoardRow
	Game     string
	Kinds    []game.Kind
	Chart    chart
	NewBelow int // a player with fewer finished games is marked new: their rating says little yet
}

// newPlayerGames is how many finished games a player's rating needs before
// the leaderboard stops marking them new: after the first few games the
// rating (which starts at 0) still moves by several points a game.
const newPlayerGames = 5

// chartPlayers is how many of the best rated players the chart draws.
const chartPlayers = 6

func (s *Server) leaderboardPage(w http.ResponseWriter, r *http.Request) {
	g, err := gameFilter(words(r), r.URL.Query().Get("game"))
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	rows, err := s.st.Leaderboard(r.Context(), g)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	c, err := s.charts.get(r.Context(), s.st, g, rows[:min(len(rows), chartPlayers)])
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	d := boardData{Rows: rows, Game: g, Kinds: game.Kinds(), Chart: c, NewBelow: newPlayerGames}
	s.render(w, r, http.StatusOK, "leaderboard", words(r).T("web.board.title"), "leaderboard", d)
}

type versusData struct {
	A, B   string
	Game   string
	Kinds  []game.Kind
	Known  []string
	Asked  bool
	Result store.VersusResult
	Error  string
}

func (s *Server) versusPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	d := versusData{A: q.Get("a"), B: q.Get("b"), Game: q.Get("game"), Kinds: game.Kinds()}
	known, err := s.st.Names(r.Context(), "", 500)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	d.Known = known
	status := http.StatusOK
	if d.A != "" || d.B != "" {
		d.Asked = true
		d.Result, err = s.versus(r)
		if err != nil {
			var notes []string
			st, ns := failure(r, err)
			for _, n := range ns {
				notes = append(notes, n.Message)
			}
			d.Error, d.Asked, status = strings.Join(notes, "\n"), false, st
		}
	}
	s.render(w, r, status, "versus", words(r).T("web.versus.title"), "versus", d)
}
