package web

import (
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer/profile"
	"github.com/zooscore/zooscore/store"
)

// A player's page (/players/NAME, ?game=GAME for one game's): what
// `zooscore player NAME` prints, for a phone, with a chart of points and
// rating for each game drawn here as SVG. The API's /api/players/NAME is
// `zooscore player NAME --json`.

func (s *Server) playerRoutes() {
	s.mux.HandleFunc("GET /players/{name}", s.playerPage)
	s.mux.HandleFunc("GET /api/players/{name}", s.apiPlayer)
}

// playerPath is the address of a player's page: the name escaped as one
// part of the path ("Ann B." -> /players/Ann%20B.), so that a name with a
// slash, a question mark or a hash is still one name.
func playerPath(name string) string { return "/players/" + url.PathEscape(name) }

// versusPath is the address of head to head between two players.
func versusPath(a, b string) string {
	return "/versus?" + url.Values{"a": {a}, "b": {b}}.Encode()
}

type playerData struct {
	Report  profile.Report
	Game    string // the game chosen, "" for every game
	Kinds   []game.Kind
	Figures []profile.Figures // each game's, then all of them together when more than one
	Charts  []playerChart     // one for each game
	Rivals  []profile.Rival   // the players met most often
	More    int               // players met besides Rivals
	// Asked and Close are what a name nobody played under gets: the name
	// as asked for, and the closest names known.
	Asked string
	Close []string
	// NewBelow is how many games a rating is new for (profile.NewBelow).
	NewBelow int
}

// rivalsShown is how many of the players met most often the page lists.
const rivalsShown = 6

func (s *Server) playerPage(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	name := r.PathValue("name")
	g, err := gameFilter(loc, r.URL.Query().Get("game"))
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	rep, err := s.st.Player(r.Context(), name, g)
	if errors.Is(err, store.ErrNotFound) {
		s.unknownPlayer(w, r, name)
		return
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	d := playerData{Report: rep, Game: g, Kinds: game.Kinds(), Figures: rep.Scopes(), Rivals: rep.Opponents, NewBelow: profile.NewBelow}
	if len(d.Rivals) > rivalsShown {
		d.Rivals, d.More = d.Rivals[:rivalsShown], len(d.Rivals)-rivalsShown
	}
	for _, f := range rep.PerGame {
		d.Charts = append(d.Charts, drawPlayerChart(f.Game, rep.Timeline))
	}
	s.render(w, r, http.StatusOK, "player", rep.Name, "leaderboard", d)
}

// unknownPlayer is the page of a name nobody played under: it says so and
// offers the closest names known (404).
func (s *Server) unknownPlayer(w http.ResponseWriter, r *http.Request, name string) {
	close, err := s.st.CloseNames(r.Context(), name)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	d := playerData{Asked: strings.TrimSpace(name), Close: close}
	s.render(w, r, http.StatusNotFound, "player", words(r).T("web.player.unknown.title"), "leaderboard", d)
}

// apiPlayer is zooscore player NAME --json (?game=GAME as --game): 404
// for a name nobody played under.
func (s *Server) apiPlayer(w http.ResponseWriter, r *http.Request) {
	g, err := gameFilter(words(r), r.URL.Query().Get("game"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	rep, err := s.st.Player(r.Context(), r.PathValue("name"), g)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rep)
}
