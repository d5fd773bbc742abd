package web

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/store"
)

// A tracked game (zooscore play on the host's computer) can be followed on
// every phone: the board, what each entry announced, and who leads, read
// from the stored game as it changes. A phone may enter the next take too,
// as a line of notation: it goes through the same tracker, and is written
// against the game as the phone saw it (the store's mark), so that the
// host's window and the phone never overwrite each other.

// liveAnnounced is how many entries the page lists, newest first.
const liveAnnounced = 12

type liveState struct {
	ID        int64
	Game      game.Kind
	Status    string
	Version   string // changes whenever the stored game does
	Ended     bool   // no entry can come: over, and no bonus action of the last take to make
	Bonus     string // the player whose bonus action the game's last take earned, still to come
	liveBoard        // where the game stands, the players' zoos and an example line: the game's own
	Standings []scorer.PlayerResult
	Leaders   []string
	Entries   []liveEntry   // newest first
	Line      string        // the line the phone typed, shown again after a mistake
	Errors    []scorer.Note // why the line was not entered, as the contract's notes
	Shown     []shownNote   // the same as the page shows it
}

type liveEntry struct {
	N     int
	Line  string // the entry in notation
	Notes []string
}

// liveBoard is what the live page shows of a tracked game the game's own
// way, given by the game's file.
type liveBoard struct {
	Position string // where the game stands
	Board    part   // the players' zoos
	Example  string // a line of notation to show how the next entry is written
}

// live reads a tracked game and where it stands.
func (s *Server) live(ctx context.Context, loc *i18n.Localizer, id int64) (liveState, store.Game, game.Tracked, error) {
	sg, err := s.st.Get(ctx, id)
	if err != nil {
		return liveState{}, sg, nil, err
	}
	g, _ := game.Lookup(sg.Game)
	if !game.IsScript(sg.Game, sg.Input) {
		return liveState{}, sg, nil, usage(loc.T("web.live.not-tracked", "id", id))
	}
	t, err := game.Replay(sg.Game, sg.Input)
	if err != nil {
		return liveState{}, sg, nil, err
	}
	bonus := t.Pending()
	st := liveState{ID: id, Game: g, Status: sg.Status, Version: sg.Version(), Ended: t.Ended() && bonus == "", Bonus: bonus}
	if res, err := t.Result(); err == nil {
		res = loc.Result(res)
		st.Standings, st.Leaders = res.Players, res.Winners
	}
	said, err := game.Announced(t)
	if err != nil {
		return st, sg, t, err
	}
	entries := t.Entries()
	for i := len(entries) - 1; i >= 0 && len(st.Entries) < liveAnnounced; i-- {
		e := liveEntry{N: i + 1, Line: t.EntryLine(entries[i])}
		for _, n := range said[i] {
			e.Notes = append(e.Notes, loc.Note(n).Message)
		}
		st.Entries = append(st.Entries, e)
	}
	wg, err := gameOf(t.Game())
	if err != nil {
		return st, sg, t, err
	}
	st.liveBoard = wg.board(loc, t)
	if st.Ended {
		st.Position = loc.T("web.live.ended")
	}
	return st, sg, t, nil
}

func (s *Server) idFromPath(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, usage(words(r).T("web.error.id", "value", r.PathValue("id")))
	}
	return id, nil
}

func (s *Server) livePage(w http.ResponseWriter, r *http.Request) {
	id, err := s.idFromPath(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	st, _, _, err := s.live(r.Context(), words(r), id)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "live", words(r).T("web.live.title", "id", id, "game", words(r).GameName(st.Game.Name)), "history", st)
}

func (s *Server) apiLive(w http.ResponseWriter, r *http.Request) {
	id, err := s.idFromPath(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	st, _, _, err := s.live(r.Context(), words(r), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.liveJSON(w, r, http.StatusOK, st)
}

func (s *Server) liveJSON(w http.ResponseWriter, r *http.Request, status int, st liveState) {
	errs := st.Errors
	if errs == nil {
		errs = []scorer.Note{}
	}
	writeJSON(w, status, map[string]any{"id": st.ID, "game": st.Game.Name, "status": st.Status, "version": st.Version,
		"ended": st.Ended, "errors": errs, "html": s.fragment(r, "live-board", st), "errors_html": s.fragment(r, "entry-errors", st)})
}

// addEntry enters one take typed on a phone, as a line of notation. The
// page sends the version of the game it showed: a phone that did not see
// the last entry is told the game moved on, and nothing is entered.
func (s *Server) addEntry(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	id, err := s.idFromPath(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, err)
		return
	}
	line := r.PostForm.Get("line")
	st, sg, t, err := s.live(r.Context(), loc, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	status, notes, why := s.enter(r, sg, t, line, r.PostForm.Get("seen"))
	if status == http.StatusOK {
		st, _, _, err = s.live(r.Context(), loc, id)
		if err != nil {
			s.fail(w, r, err)
			return
		}
	} else {
		st.Line, st.Errors, st.Shown = line, notes, why
	}
	if !wantsJSON(r) {
		if status == http.StatusOK {
			http.Redirect(w, r, "/games/"+strconv.FormatInt(id, 10)+"/live", http.StatusSeeOther)
			return
		}
		s.render(w, r, status, "live", loc.T("web.live.title", "id", id, "game", loc.GameName(st.Game.Name)), "history", st)
		return
	}
	s.liveJSON(w, r, status, st)
}

// enter reads, checks and stores one entry; it gives the status to answer
// with and, when nothing was entered, why: as the contract's notes, and as
// the page shows them.
func (s *Server) enter(r *http.Request, sg store.Game, t game.Tracked, line, seen string) (int, []scorer.Note, []shownNote) {
	status, notes, err := s.tryEntry(r, sg, t, line, seen)
	return status, notes, entryShown(words(r), notes, err)
}

// entryShown is why a line was not entered, as the page shows it: a line
// of notation that cannot be read says what is wrong with it, and where
// in the line (its column) only in the note's title.
func entryShown(loc *i18n.Localizer, notes []scorer.Note, err error) []shownNote {
	lines := game.UnreadableLines(err)
	if lines == nil {
		return shown(notes)
	}
	out := make([]shownNote, len(lines))
	for i, e := range lines {
		n := loc.Note(scorer.Note{Rule: notation.RuleUnreadable, Msg: e.Msg})
		out[i] = shownNote{Message: n.Message, Title: n.Rule + ", " + loc.T("web.note.column", "column", e.Column)}
	}
	return out
}

func (s *Server) tryEntry(r *http.Request, sg store.Game, t game.Tracked, line, seen string) (int, []scorer.Note, error) {
	loc := words(r)
	switch {
	case seen != sg.Version():
		return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: loc.T("web.live.moved-on")}}, nil
	case t.Ended() && t.Pending() == "":
		return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: loc.T("web.live.ended")}}, nil
	}
	entry, err := t.ReadLine(game.NotationReader(loc, sg.Game), line)
	if err == nil {
		_, err = t.Apply(entry)
	}
	var res scorer.Result
	if err == nil {
		res, err = t.Result()
	}
	if err == nil {
		now := store.Game{Game: sg.Game, Status: game.Status(t), Input: t.Script(), Result: res}
		_, err = s.st.AddEntry(r.Context(), sg.ID, sg.Mark, entry, now)
	}
	if err == nil {
		return http.StatusOK, nil, nil
	}
	if errors.Is(err, store.ErrConflict) {
		return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: loc.T("web.live.moved-on")}}, nil
	}
	status, notes := failure(r, err)
	if status >= 500 {
		s.log.Printf("%s %s: %v", r.Method, r.URL.Path, err)
	}
	return status, notes, err
}
