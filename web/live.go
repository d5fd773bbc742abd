package web

import (
	"context"
	"net/http"
	"strconv"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/store"
)

// A tracked game (zooscore play on the host's computer, or started on a
// phone: play.go) can be followed on every phone: the board, what each
// entry announced, and who leads, read from the stored game as it changes.
// A phone may enter the next take too, tapped (play.go) or as a line of
// notation: it goes through the same tracker, and is written against the
// game as the phone saw it (the store's mark), so that the host's window
// and the phone never overwrite each other.

// liveAnnounced is how many entries the page lists, newest first.
const liveAnnounced = 12

type liveState struct {
	ID     int64
	Game   game.Kind
	Status string
	// Version changes whenever what the page shows does (store.PlayVersion):
	// the game, a bid that comes in, a rematch; Seen is the game's own
	// version, which an entry is written against.
	Version   string
	Seen      string
	Ended     bool   // no entry can come: over, and no bonus action of the last take to make
	Bonus     string // the player whose bonus action the game's last take earned, still to come
	liveBoard        // where the game stands, the players' zoos and an example line: the game's own
	Standings []scorer.PlayerResult
	Leaders   []string
	Entries   []liveEntry   // newest first
	Line      string        // the line the phone typed, shown again after a mistake
	Errors    []scorer.Note // why the entry was not made, as the contract's notes
	Shown     []shownNote   // the same as the page shows it
	playing                 // the phone's player, its taps, undo and rematch (play.go)
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

// live reads a tracked game and where it stands, for the phone of a player
// (seat; -1 for a phone that did not say).
func (s *Server) live(ctx context.Context, loc *i18n.Localizer, id int64, seat int) (liveState, store.Game, game.Tracked, error) {
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
	st := liveState{ID: id, Game: g, Status: sg.Status, Seen: sg.Version(), Ended: t.Ended() && bonus == "", Bonus: bonus}
	if res, err := t.Result(); err == nil {
		res = loc.Result(res)
		st.Standings, st.Leaders = res.Players, res.Winners
	}
	said, err := game.Announced(t)
	if err != nil {
		return st, sg, t, err
	}
	wg, err := gameOf(t.Game())
	if err != nil {
		return st, sg, t, err
	}
	entries := t.Entries()
	for i := len(entries) - 1; i >= 0 && len(st.Entries) < liveAnnounced; i-- {
		e := liveEntry{N: i + 1, Line: t.EntryLine(entries[i])}
		for _, n := range wg.secret(said[i], !t.Ended()) {
			e.Notes = append(e.Notes, loc.Note(n).Message)
		}
		st.Entries = append(st.Entries, e)
	}
	st.liveBoard = wg.board(loc, t)
	if st.Ended {
		st.Position = loc.T("web.live.ended")
	}
	if err := s.play(ctx, loc, &st, sg, t, seat); err != nil {
		return st, sg, t, err
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
	seat := -1
	if err == nil {
		seat, err = seatOf(r)
	}
	var st liveState
	if err == nil {
		st, _, _, err = s.live(r.Context(), words(r), id, seat)
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	phoneOf(w, r) // a phone that may bid has its name before it does
	s.render(w, r, http.StatusOK, "live", words(r).T("web.live.title", "id", id, "game", words(r).GameName(st.Game.Name)), "history", st)
}

func (s *Server) apiLive(w http.ResponseWriter, r *http.Request) {
	id, err := s.idFromPath(r)
	seat := -1
	if err == nil {
		seat, err = seatOf(r)
	}
	var st liveState
	if err == nil {
		st, _, _, err = s.live(r.Context(), words(r), id, seat)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.liveJSON(w, r, http.StatusOK, st)
}

// liveJSON is the live page's state for its script: the board and the
// panel of taps rendered here (escaped like the page). Nothing in it tells
// a sealed bid, or another player's coins while the game goes on.
func (s *Server) liveJSON(w http.ResponseWriter, r *http.Request, status int, st liveState) {
	errs := st.Errors
	if errs == nil {
		errs = []scorer.Note{}
	}
	writeJSON(w, status, map[string]any{"id": st.ID, "game": st.Game.Name, "status": st.Status, "version": st.Version,
		"seen": st.Seen, "ended": st.Ended, "errors": errs, "html": s.fragment(r, "live-board", st),
		"errors_html": s.fragment(r, "entry-errors", st), "panel": s.fragment(r, "play-panel", st)})
}

// addEntry enters one take typed on a phone, as a line of notation. The
// page sends the version of the game it showed: a phone that did not see
// the last entry is told the game moved on, and nothing is entered.
func (s *Server) addEntry(w http.ResponseWriter, r *http.Request) {
	s.change(w, r, func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note) {
		st.Line = r.PostForm.Get("line")
		if status, notes := s.writable(r, sg, t); status != http.StatusOK {
			return status, notes
		}
		entry, err := t.ReadLine(game.NotationReader(words(r), sg.Game), st.Line)
		if err != nil {
			status, notes := s.refused(r, err)
			st.Shown = entryShown(words(r), notes, err)
			return status, notes
		}
		return s.storeEntry(r, sg, t, entry)
	})
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
