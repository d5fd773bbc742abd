package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// A table is a game scored by every player at once: each opens the table
// on their phone, picks their name and fills in their own sheet. Every
// change is stored as it is made, and the sheets are checked together
// after each change, with the game's own rules (zooscore check). Once
// every player says their sheet is complete and no rule is broken, the
// game is scored and stored, once, and every phone shows the scores.

// newTableForm is what the form of a new game was given, to show it again
// with what is wrong.
type newTableForm struct {
	Games   []game.Kind
	Game    string
	Players []string
	Seats   []seatField // a field for each player's name, from Players
	Counts  string      // how many players each game takes
	Known   []string
	Hex     []hexChoice // the Dice Game's bonus hex values
	Log     logForm     // when and where it is played (playlog.go)
	Alike   alikeForm   // names that look like players who have played (players.go)
	Errors  []scorer.Note
}

// seatField is the field of one player's name on the new game's form.
// The form offers as many as the game with the most players takes; a seat
// that not every game has names the games that have it, and the page's
// script shows it only when one of them is chosen.
type seatField struct {
	Value string
	Label string
	Games string // the names of the games that have the seat, apart by spaces; "" for every game
}

func (s *Server) newTablePage(w http.ResponseWriter, r *http.Request) {
	f := newTableForm{Game: game.Names()[0]} // the form starts with the first game it lists
	s.renderNewTable(w, r, http.StatusOK, f)
}

func (s *Server) renderNewTable(w http.ResponseWriter, r *http.Request, status int, f newTableForm) {
	if err := s.fillNewForm(r, &f); err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, status, "new", words(r).T("web.new.title"), "new", f)
}

// fillNewForm puts on a new game's form what it offers besides what was
// typed: the games, the names known, each game's choices, the seats.
func (s *Server) fillNewForm(r *http.Request, f *newTableForm) error {
	f.Games = game.Kinds()
	known, err := s.st.Names(r.Context(), "", 500)
	if err != nil {
		return err
	}
	f.Known = known
	if f.Log.Places, err = s.st.Locations(r.Context(), 50); err != nil {
		return err
	}
	for _, k := range f.Games {
		if offer := games[k.Name].offer; offer != nil {
			offer(f)
		}
	}
	f.Seats, f.Counts = seats(words(r), f.Players)
	return nil
}

// seats gives a field for each seat any game has, holding the names given
// so far, and says how many players each game takes.
func seats(loc *i18n.Localizer, given []string) ([]seatField, string) {
	most := 0
	var counts []string
	for _, g := range game.Kinds() {
		most = max(most, g.MaxPlayers)
		counts = append(counts, loc.T("web.new.count", "game", loc.GameName(g.Name), "min", g.MinPlayers, "max", g.MaxPlayers))
	}
	out := make([]seatField, max(most, len(given)))
	for i := range out {
		n := i + 1
		if i < len(given) {
			out[i].Value = given[i]
		}
		out[i].Label = loc.T("web.new.player", "n", n)
		var have, titles []string
		for _, g := range game.Kinds() {
			if n <= g.MaxPlayers {
				have, titles = append(have, g.Name), append(titles, loc.GameName(g.Name))
			}
		}
		if len(have) < len(game.Kinds()) {
			out[i].Games = strings.Join(have, " ")
			out[i].Label = loc.T("web.new.player.only", "n", n, "games", strings.Join(titles, ", "))
		}
	}
	return out, strings.Join(counts, " ")
}

// createTable opens a table from the new game's form and leads to it.
func (s *Server) createTable(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	if err := r.ParseForm(); err != nil {
		s.pageError(w, r, err)
		return
	}
	f := newTableForm{Game: r.PostForm.Get("game")}
	g, ok := game.Lookup(f.Game)
	if !ok {
		s.pageError(w, r, usage(loc.T("web.error.game", "value", f.Game, "games", strings.Join(game.Names(), ", "))))
		return
	}
	var names []string
	for _, n := range r.PostForm["player"] {
		f.Players = append(f.Players, n)
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	var settings json.RawMessage
	if choose := games[g.Name].choose; choose != nil {
		var err error
		if settings, err = choose(r.PostForm, loc, &f); err != nil {
			s.pageError(w, r, err)
			return
		}
	}
	at, log, problems := readLog(r.PostForm, loc, &f.Log, g.Name, s.st.Now())
	if v := scorer.CheckNames(g.Name, names, g.MinPlayers, g.MaxPlayers); len(v) > 0 || len(problems) > 0 {
		f.Errors = append(loc.Notes(v), problems...)
		s.renderNewTable(w, r, http.StatusUnprocessableEntity, f)
		return
	}
	if ask, err := s.lookAlikes(r.Context(), loc, r.PostForm, names, &f.Alike); err != nil || ask {
		if err != nil {
			s.pageError(w, r, err)
			return
		}
		s.renderNewTable(w, r, http.StatusOK, f)
		return
	}
	id, err := s.st.OpenTableLogged(r.Context(), g.Name, names, settings, at, log.Location)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	http.Redirect(w, r, "/tables/"+strconv.FormatInt(id, 10), http.StatusSeeOther)
}

// tableState is a table as every phone sees it: who is done, what is
// wrong, and the scores once the game is stored.
type tableState struct {
	ID      int64
	Game    game.Kind
	Version int64
	Seats   []seatState
	Errors  []scorer.Note // every broken rule of the sheets as they stand
	Waiting []string      // the players whose sheet is not complete yet
	GameID  int64
	Result  *explanation // the scores, once the game is stored
	Seat    int          // the phone's own seat, -1 for none
	Mine    []scorer.Note
	Table   []scorer.Note // broken rules about the whole table
	Offer   *rematchOffer // the rematch, once the game is stored and finished (play.go)
}

type seatState struct {
	Seat    int
	Name    string
	Done    bool
	Entered bool
	Errors  int
}

// state checks a table's sheets together and, when every sheet is complete
// and legal, stores its game (once: a second phone that finds the same
// finds it stored).
func (s *Server) state(ctx context.Context, loc *i18n.Localizer, t store.Table, seat int) (tableState, error) {
	g, _ := game.Lookup(t.Game)
	st := tableState{ID: t.ID, Game: g, Version: t.Version, GameID: t.GameID, Seat: seat}
	input, err := composeInput(t)
	if err != nil {
		return st, err
	}
	res, err := game.Score(t.Game, input)
	if notes, ok := game.RuleNotes(loc, err); ok {
		st.Errors = notes
	} else if err != nil {
		return st, err
	}
	all := true
	for i, name := range t.Players {
		sh := t.Sheets[i]
		ss := seatState{Seat: i, Name: name, Done: sh.Done, Entered: sh.Draft != nil}
		for _, n := range st.Errors {
			if scorer.NameKey(n.Player) == scorer.NameKey(name) {
				ss.Errors++
			}
		}
		if !sh.Done {
			all = false
			st.Waiting = append(st.Waiting, name)
		}
		st.Seats = append(st.Seats, ss)
	}
	if !all {
		st.Errors = withoutUnfinished(st.Errors, games[t.Game].unfinished)
	}
	if all && err == nil && t.GameID == 0 {
		id, serr := s.st.ScoreTable(ctx, t.ID, t.Version, store.Game{Game: t.Game, Status: game.SheetStatus(res), Input: input, Result: res})
		switch {
		case serr == nil, errors.Is(serr, store.ErrTableScored):
			st.GameID = id
		case errors.Is(serr, store.ErrConflict):
			// a sheet changed meanwhile: the phone that changed it checks again
		default:
			return st, serr
		}
	}
	if st.GameID != 0 {
		exp, err := s.explain(ctx, loc, st.GameID)
		if err != nil {
			return st, err
		}
		st.Result = &exp
		if st.Offer, err = s.tableRematch(ctx, t.ID, exp); err != nil {
			return st, err
		}
	}
	for _, n := range st.Errors {
		switch {
		case n.Player == "":
			st.Table = append(st.Table, n)
		case seat >= 0 && scorer.NameKey(n.Player) == scorer.NameKey(t.Players[seat]):
			st.Mine = append(st.Mine, n)
		}
	}
	return st, nil
}

// withoutUnfinished leaves out the broken rules that only say the sheets
// are not all in yet (the game's unfinished): they are shown once every
// player says their sheet is complete.
func withoutUnfinished(notes []scorer.Note, unfinished []string) []scorer.Note {
	var out []scorer.Note
	for _, n := range notes {
		if !slices.Contains(unfinished, n.Rule) {
			out = append(out, n)
		}
	}
	return out
}

// tableFromPath reads the table of the path's {id}.
func (s *Server) tableFromPath(r *http.Request) (store.Table, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return store.Table{}, usage(words(r).T("web.error.id", "value", r.PathValue("id")))
	}
	return s.st.Table(r.Context(), id)
}

// seatFromPath reads the path's {seat} of a table.
func seatFromPath(r *http.Request, t store.Table) (int, error) {
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || seat < 0 || seat >= len(t.Players) {
		return 0, usage(words(r).T("web.error.seat", "value", r.PathValue("seat")))
	}
	return seat, nil
}

// tablePage lets a player pick their name, and shows where the table
// stands.
func (s *Server) tablePage(w http.ResponseWriter, r *http.Request) {
	t, err := s.tableFromPath(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	st, err := s.state(r.Context(), words(r), t, -1)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "table", words(r).T("web.table.title", "game", words(r).GameName(st.Game.Name)), "", st)
}

// seatPage is one player's sheet.
type seatPage struct {
	State tableState
	Name  string
	Sheet part
}

func (s *Server) seatPage(w http.ResponseWriter, r *http.Request) {
	t, err := s.tableFromPath(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	seat, err := seatFromPath(r, t)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.renderSeat(w, r, http.StatusOK, t, seat, nil)
}

func (s *Server) renderSeat(w http.ResponseWriter, r *http.Request, status int, t store.Table, seat int, extra []scorer.Note) {
	loc := words(r)
	st, err := s.state(r.Context(), loc, t, seat)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	st.Mine = append(extra, st.Mine...)
	sheet, err := seatSheet(t, seat)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, status, "seat", loc.T("web.seat.title", "name", t.Players[seat]), "",
		seatPage{State: st, Name: t.Players[seat], Sheet: sheet})
}

// saveSheet stores one player's sheet as the form gives it (each change,
// sent by the page's script, or the whole form without scripts) and
// answers with the table as it now stands.
func (s *Server) saveSheet(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	t, err := s.tableFromPath(r)
	if err != nil {
		s.answerTable(w, r, t, -1, err)
		return
	}
	seat, err := seatFromPath(r, t)
	if err != nil {
		s.answerTable(w, r, t, -1, err)
		return
	}
	if err := r.ParseForm(); err != nil {
		s.answerTable(w, r, t, seat, err)
		return
	}
	sheet, err := sheetFromForm(t.Game, r.PostForm, loc)
	if err != nil {
		s.answerTable(w, r, t, seat, err)
		return
	}
	done := t.Sheets[seat].Done
	switch r.PostForm.Get("action") {
	case "done":
		done = true
	case "edit":
		done = false
	default:
		// a change to a sheet said to be complete makes it a draft again:
		// its player says again when it is complete
		done = done && string(sheet) == string(t.Sheets[seat].Draft)
	}
	t, err = s.st.SaveSheet(r.Context(), t.ID, seat, sheet, done)
	s.answerTable(w, r, t, seat, err)
}

// answerTable answers a change to a table: JSON with the state and the
// parts of the page that changed for the page's script, else the sheet
// page again (303 after a change, so that reloading sends nothing twice).
func (s *Server) answerTable(w http.ResponseWriter, r *http.Request, t store.Table, seat int, err error) {
	if err != nil && !wantsJSON(r) {
		if game.Classify(err) != game.Unreadable || t.ID == 0 || seat < 0 {
			s.pageError(w, r, err)
			return
		}
		notes, _ := game.ErrorNotes(words(r), err)
		s.renderSeat(w, r, http.StatusBadRequest, t, seat, notes)
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !wantsJSON(r) {
		http.Redirect(w, r, r.URL.Path, http.StatusSeeOther)
		return
	}
	s.tableJSON(w, r, t, seat)
}

// tableJSON is the table's state for the page's script: the parts of the
// page rendered here (escaped like the page), and the same facts as JSON.
func (s *Server) tableJSON(w http.ResponseWriter, r *http.Request, t store.Table, seat int) {
	st, err := s.state(r.Context(), words(r), t, seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	notes := st.Errors
	if notes == nil {
		notes = []scorer.Note{}
	}
	out := map[string]any{
		"id": st.ID, "game": st.Game.Name, "version": st.Version, "game_id": st.GameID,
		"errors": notes, "waiting": orEmpty(st.Waiting), "scored": st.Result != nil,
		"html": map[string]string{
			"status": s.fragment(r, "table-status", st),
			"mine":   s.fragment(r, "seat-notes", st),
			"result": s.fragment(r, "table-result", st),
		},
	}
	if seat >= 0 {
		out["done"] = t.Sheets[seat].Done
	}
	writeJSON(w, http.StatusOK, out)
}

func orEmpty(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}

// apiTable is the table's state, for the phones that follow it.
func (s *Server) apiTable(w http.ResponseWriter, r *http.Request) {
	t, err := s.tableFromPath(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	seat := -1
	if v := r.URL.Query().Get("seat"); v != "" {
		if seat, err = strconv.Atoi(v); err != nil || seat < 0 || seat >= len(t.Players) {
			s.fail(w, r, usage(words(r).T("web.error.seat", "value", v)))
			return
		}
	}
	s.tableJSON(w, r, t, seat)
}
