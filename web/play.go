package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// A tracked game is played from the phones: started on a phone (the game,
// its players in seating order and its setup), then played on its live
// page, each entry tapped on the game's own panel (drawn by the game's
// file) or typed as a line of notation, the fast way. Every entry goes
// through the same tracker and rules as zooscore play (game.Tracked.Apply)
// and is written against the game as the phone saw it (store.AddEntry and
// its mark): a phone that did not see the last change is told that the game
// moved on (409), and nothing is overwritten. Every phone that follows the
// game sees each entry at once (events.go). A phone may say which player it
// is (?seat=N, as a table's seat pages do): ZooSim's sealed bids need it
// (bids.go), and the other games offer that player first.

// playHooks are what a game's file gives for playing it from the phones.
type playHooks struct {
	// offer puts the game's own choices of a new tracked game on the form,
	// with their defaults where the form holds none yet.
	offer func(f *newPlayForm)
	// setup makes the play script of a new tracked game, without an entry
	// yet, from the new game's form and the players named on it (seats
	// are the fields they were named in), putting what was chosen back on
	// the form to show again.
	setup func(form url.Values, loc *i18n.Localizer, players []string, seats []int, f *newPlayForm) (json.RawMessage, error)
	// panel is what a phone taps for the game's next entry.
	panel func(loc *i18n.Localizer, t game.Tracked, c playContext) part
	// entry reads the entry the panel's form sent, at this point of the
	// game: JSON, as Apply takes it. ZooSim's comes from its auction
	// (bids.go) and has none.
	entry func(form url.Values, loc *i18n.Localizer, t game.Tracked) (json.RawMessage, error)
}

// playContext is what a game's panel is drawn for besides the game, and
// what its forms send back.
type playContext struct {
	ID   int64
	Seat int    // the phone's player, -1 for a phone that did not say
	Seen string // the game's version as the phone sees it
	// Auction is the ZooSim auction open at the game, nil when none is.
	Auction *store.SealedAuction
}

// playing is what the live page adds for a phone that plays the game.
type playing struct {
	Context playContext
	Seat    int
	Players []string
	Panel   part          // the taps of the next entry; none once the game is over
	Undo    string        // the line of the entry an undo takes back, "" when there is none
	Offer   *rematchOffer // the rematch, once the game is finished
}

// rematchOffer is the button that starts a finished game's rematch, or
// joins the one started.
type rematchOffer struct {
	Action  string
	Started bool
}

// play puts what a phone needs to play the game on its live state: the
// players, the panel of the next entry for the phone's seat, what an undo
// takes back, the rematch; and the version the page follows, which a bid
// or a rematch changes too.
func (s *Server) play(ctx context.Context, loc *i18n.Localizer, st *liveState, sg store.Game, t game.Tracked, seat int) error {
	st.Players = players(t)
	if seat >= len(st.Players) {
		return usage(loc.T("web.play.error.seat", "value", seat))
	}
	a, open, err := s.st.Auction(ctx, sg.ID)
	if err != nil {
		return err
	}
	rm, err := s.st.RematchOf(ctx, sg.ID)
	if err != nil {
		return err
	}
	st.Version = store.PlayVersion(st.Seen, a, rm)
	st.Seat = seat
	st.Context = playContext{ID: sg.ID, Seat: seat, Seen: st.Seen}
	if open {
		st.Context.Auction = &a
	}
	if entries := t.Entries(); len(entries) > 0 {
		st.Undo = t.EntryLine(entries[len(entries)-1])
	}
	if panel := games[sg.Game].play.panel; panel != nil && !st.Ended {
		st.Panel = panel(loc, t, st.Context)
	}
	if sg.Status == scorer.StatusFinished {
		st.Offer = gameOffer(sg.ID, rm)
	}
	return nil
}

// gameOffer is the rematch of a finished tracked game.
func gameOffer(id int64, rm store.Rematch) *rematchOffer {
	return &rematchOffer{Action: "/games/" + strconv.FormatInt(id, 10) + "/rematch", Started: rm.Started()}
}

// newPlayForm is the form of a new tracked game: a table's, and what a
// tracked game's setup chooses beside (ZooSim's flagpole and variant).
type newPlayForm struct {
	newTableForm
	Flags    []int // each seat's flag on the flagpole, 1 at the top
	Places   []int // the places a flag may have
	Variant  string
	Variants []string
}

// playPages are the pages that load play.js and play.css.
var playPages = map[string]bool{"live": true, "playnew": true}

func (s *Server) playRoutes() {
	s.mux.HandleFunc("GET /play/new", s.newPlayPage)
	s.mux.HandleFunc("POST /play", s.createPlay)
	s.mux.HandleFunc("POST /games/{id}/taps", s.tapEntry)
	s.mux.HandleFunc("POST /games/{id}/undo", s.undoLast)
	s.mux.HandleFunc("POST /games/{id}/rematch", s.rematchGame)
	s.mux.HandleFunc("POST /tables/{id}/rematch", s.rematchTable)
	s.mux.HandleFunc("POST /games/{id}/auction", s.openAuction)
	s.mux.HandleFunc("POST /games/{id}/auction/bid", s.bid)
	s.mux.HandleFunc("POST /games/{id}/auction/cancel", s.cancelAuction)
	s.mux.HandleFunc("POST /games/{id}/auction/place", s.placeAuction)
}

func (s *Server) newPlayPage(w http.ResponseWriter, r *http.Request) {
	s.renderNewPlay(w, r, http.StatusOK, newPlayForm{newTableForm: newTableForm{Game: game.Names()[0]}})
}

func (s *Server) renderNewPlay(w http.ResponseWriter, r *http.Request, status int, f newPlayForm) {
	if err := s.fillNewForm(r, &f.newTableForm); err != nil {
		s.pageError(w, r, err)
		return
	}
	for _, k := range f.Games {
		if offer := games[k.Name].play.offer; offer != nil {
			offer(&f)
		}
	}
	for len(f.Flags) < len(f.Seats) {
		f.Flags = append(f.Flags, len(f.Flags)+1)
	}
	s.render(w, r, status, "playnew", words(r).T("web.play.new.title"), "new", f)
}

// createPlay starts a tracked game from the new game's form, through the
// game's tracker (its players and setup checked as zooscore play checks
// them), and leads to its live page.
func (s *Server) createPlay(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	if err := r.ParseForm(); err != nil {
		s.pageError(w, r, err)
		return
	}
	f := newPlayForm{newTableForm: newTableForm{Game: r.PostForm.Get("game")}}
	k, ok := game.Lookup(f.Game)
	if !ok {
		s.pageError(w, r, usage(loc.T("web.error.game", "value", f.Game, "games", strings.Join(game.Names(), ", "))))
		return
	}
	var names []string
	var filled []int
	for i, n := range r.PostForm["player"] {
		f.Players = append(f.Players, n)
		if n = strings.TrimSpace(n); n != "" {
			names, filled = append(names, n), append(filled, i)
		}
	}
	refuse := func(status int, notes []scorer.Note) {
		f.Errors = notes
		s.renderNewPlay(w, r, status, f)
	}
	at, log, problems := readLog(r.PostForm, loc, &f.Log, k.Name, s.st.Now())
	if v := scorer.CheckNames(k.Name, names, k.MinPlayers, k.MaxPlayers); len(v) > 0 || len(problems) > 0 {
		refuse(http.StatusUnprocessableEntity, append(loc.Notes(v), problems...))
		return
	}
	if ask, err := s.lookAlikes(r.Context(), loc, r.PostForm, names, &f.Alike); err != nil || ask {
		if err != nil {
			s.pageError(w, r, err)
			return
		}
		s.renderNewPlay(w, r, http.StatusOK, f)
		return
	}
	script, err := games[k.Name].play.setup(r.PostForm, loc, names, filled, &f)
	var t game.Tracked
	if err == nil {
		t, err = k.Replay(script)
	}
	var res scorer.Result
	if err == nil {
		res, err = t.Result()
	}
	if err != nil {
		status, notes := failure(r, err)
		if status >= 500 {
			s.pageError(w, r, err)
			return
		}
		refuse(status, notes)
		return
	}
	id, _, err := s.st.Start(r.Context(), store.Game{Game: k.Name, Status: game.Status(t), Input: t.Script(), Result: res, PlayedAt: at, Log: log})
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	http.Redirect(w, r, livePath(id, -1), http.StatusSeeOther)
}

// livePath is the address of a game's live page, for a phone that said
// which player it is (seat) or did not (-1).
func livePath(id int64, seat int) string {
	p := "/games/" + strconv.FormatInt(id, 10) + "/live"
	if seat >= 0 {
		p += "?seat=" + strconv.Itoa(seat)
	}
	return p
}

// seatOf reads the seat a phone says it is (?seat=N, or the form's seat),
// -1 when it says none.
func seatOf(r *http.Request) (int, error) {
	v := r.URL.Query().Get("seat")
	if r.Method == http.MethodPost && r.PostForm.Has("seat") {
		v = r.PostForm.Get("seat")
	}
	if v == "" || v == "-1" {
		return -1, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return -1, usage(words(r).T("web.play.error.seat", "value", v))
	}
	return n, nil
}

// players are the names of a tracked game's players, in seating order:
// every game's play script has them first.
func players(t game.Tracked) []string {
	var s struct {
		Players []string `json:"players"`
	}
	json.Unmarshal(t.Script(), &s)
	return s.Players
}

// tapEntry enters the entry a phone tapped on the game's panel, written
// against the game as the phone saw it (seen), as a typed line is.
func (s *Server) tapEntry(w http.ResponseWriter, r *http.Request) {
	s.change(w, r, func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note) {
		entry := games[sg.Game].play.entry
		if entry == nil {
			return http.StatusBadRequest, []scorer.Note{{Rule: "input.usage", Message: words(r).T("web.play.error.no-taps")}}
		}
		if status, notes := s.writable(r, sg, t); status != http.StatusOK {
			return status, notes
		}
		e, err := entry(r.PostForm, words(r), t)
		if err != nil {
			return s.refused(r, err)
		}
		return s.storeEntry(r, sg, t, e)
	})
}

// change answers a phone's change to a tracked game (an entry tapped, a
// bid, an undo): it reads the game as it stands and the phone's seat, lets
// do make the change, and answers with the game as it then stands (JSON for
// the page's script; without scripts, the live page again, or its address
// after a change, so that reloading sends nothing twice).
func (s *Server) change(w http.ResponseWriter, r *http.Request, do func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note)) {
	loc := words(r)
	id, err := s.idFromPath(r)
	if err == nil {
		err = r.ParseForm()
	}
	seat := -1
	if err == nil {
		seat, err = seatOf(r)
	}
	var (
		st liveState
		sg store.Game
		t  game.Tracked
	)
	if err == nil {
		st, sg, t, err = s.live(r.Context(), loc, id, seat)
	}
	if err != nil {
		if wantsJSON(r) {
			s.fail(w, r, err)
		} else {
			s.pageError(w, r, err)
		}
		return
	}
	status, notes := do(sg, t, &st)
	if status == http.StatusOK {
		if st, _, _, err = s.live(r.Context(), loc, id, seat); err != nil {
			s.fail(w, r, err)
			return
		}
	} else {
		st.Errors = notes
		if st.Shown == nil {
			st.Shown = shown(notes)
		}
	}
	if !wantsJSON(r) {
		if status == http.StatusOK {
			http.Redirect(w, r, livePath(id, seat), http.StatusSeeOther)
			return
		}
		s.render(w, r, status, "live", loc.T("web.live.title", "id", id, "game", loc.GameName(st.Game.Name)), "history", st)
		return
	}
	s.liveJSON(w, r, status, st)
}

// refused is how an entry or a bid that cannot be made is answered.
func (s *Server) refused(r *http.Request, err error) (int, []scorer.Note) {
	if errors.Is(err, store.ErrConflict) && !isStoreMessage(err) {
		return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: words(r).T("web.live.moved-on")}}
	}
	status, notes := failure(r, err)
	if status >= 500 {
		s.log.Printf("%s %s: %v", r.Method, r.URL.Path, err)
	}
	return status, notes
}

// isStoreMessage reports whether an error says for itself why it was
// refused (an auction called off meanwhile), rather than only that the game
// moved on.
func isStoreMessage(err error) bool {
	var e *store.Error
	return errors.As(err, &e) && e.Msg.ID != "store.conflict"
}

// storeEntry applies an entry to the game as the phone saw it and stores
// it, against the game's mark (which writable checked first).
func (s *Server) storeEntry(r *http.Request, sg store.Game, t game.Tracked, entry json.RawMessage) (int, []scorer.Note) {
	now, err := applied(sg, t, entry)
	if err == nil {
		_, err = s.st.AddEntry(r.Context(), sg.ID, sg.Mark, entry, now)
	}
	if err != nil {
		return s.refused(r, err)
	}
	return http.StatusOK, nil
}

// writable refuses a change the phone made to a game it did not see as it
// is (the form's seen), and an entry after the end.
func (s *Server) writable(r *http.Request, sg store.Game, t game.Tracked) (int, []scorer.Note) {
	loc := words(r)
	switch {
	case r.PostForm.Get("seen") != sg.Version():
		return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: loc.T("web.live.moved-on")}}
	case t.Ended() && t.Pending() == "":
		return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: loc.T("web.live.ended")}}
	}
	return http.StatusOK, nil
}

// applied applies an entry to the tracker and gives the game as it then
// stands, to store.
func applied(sg store.Game, t game.Tracked, entry json.RawMessage) (store.Game, error) {
	if _, err := t.Apply(entry); err != nil {
		return store.Game{}, err
	}
	res, err := t.Result()
	return store.Game{Game: sg.Game, Status: game.Status(t), Input: t.Script(), Result: res}, err
}

// undoLast takes back the last entry of a tracked game, written against the
// game as the phone saw it: a phone that did not see the last entry takes
// nothing back. A ZooSim auction taken back opens again, revealed, for its
// placement to be entered again (bids.go).
func (s *Server) undoLast(w http.ResponseWriter, r *http.Request) {
	s.change(w, r, func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note) {
		loc := words(r)
		if r.PostForm.Get("seen") != sg.Version() {
			return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: loc.T("web.live.moved-on")}}
		}
		back, last, ok, err := game.WithoutLast(t)
		if err == nil && !ok {
			return http.StatusConflict, []scorer.Note{{Rule: "store.conflict", Message: loc.T("web.play.undo.none")}}
		}
		var res scorer.Result
		if err == nil {
			res, err = back.Result()
		}
		if err != nil {
			return s.refused(r, err)
		}
		now := store.Game{Game: sg.Game, Status: game.Status(back), Input: back.Script(), Result: res}
		if reopen := games[sg.Game].sealed; reopen != nil {
			tile, bids, rerr := reopen.reopen(back, last)
			if rerr != nil {
				return s.refused(r, rerr)
			}
			_, _, _, err = s.st.UndoAuction(r.Context(), sg.ID, sg.Mark, now, tile, bids)
		} else {
			_, _, err = s.st.UndoEntry(r.Context(), sg.ID, sg.Mark, now)
		}
		if err != nil {
			return s.refused(r, err)
		}
		return http.StatusOK, nil
	})
}

// mustEncode is the JSON of an entry made here: it cannot fail.
func mustEncode(v any) json.RawMessage {
	b, err := scorer.Encode(v)
	if err != nil {
		panic(err)
	}
	return b
}

// rematchGame starts the rematch of a finished tracked game: the same game,
// players and setup (the game replayed without its entries), once; every
// phone that asks joins it.
func (s *Server) rematchGame(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	id, err := s.idFromPath(r)
	var sg store.Game
	if err == nil {
		sg, err = s.st.Get(r.Context(), id)
	}
	if err == nil && !game.IsScript(sg.Game, sg.Input) {
		err = usage(loc.T("web.play.rematch.sheets", "id", id))
	}
	if err == nil && sg.Status != scorer.StatusFinished {
		err = usage(loc.T("web.play.rematch.unfinished", "id", id))
	}
	var now store.Game
	if err == nil {
		now, err = fresh(sg)
	}
	var rm store.Rematch
	if err == nil {
		rm, err = s.st.RematchTracked(r.Context(), id, now)
	}
	s.toRematch(w, r, rm, err)
}

// fresh is a tracked game's setup without its entries, as stored when a
// game starts.
func fresh(sg store.Game) (store.Game, error) {
	t, err := game.Replay(sg.Game, sg.Input)
	if err != nil {
		return store.Game{}, err
	}
	if t, err = t.WithEntries(nil); err != nil {
		return store.Game{}, err
	}
	res, err := t.Result()
	return store.Game{Game: sg.Game, Status: game.Status(t), Input: t.Script(), Result: res}, err
}

// rematchTable opens the rematch of a table whose game is scored: a new
// table with the same game, players and choices, once.
func (s *Server) rematchTable(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	t, err := s.tableFromPath(r)
	if err == nil && t.GameID == 0 {
		err = usage(loc.T("web.play.rematch.not-scored"))
	}
	var sg store.Game
	if err == nil {
		sg, err = s.st.Get(r.Context(), t.GameID)
	}
	if err == nil && sg.Status != scorer.StatusFinished {
		err = usage(loc.T("web.play.rematch.unfinished", "id", t.GameID))
	}
	var rm store.Rematch
	if err == nil {
		rm, err = s.st.RematchTable(r.Context(), t.GameID, t.Game, t.Players, t.Settings)
	}
	s.toRematch(w, r, rm, err)
}

// toRematch leads the phone to the rematch (a page's form), or says why
// there is none.
func (s *Server) toRematch(w http.ResponseWriter, r *http.Request, rm store.Rematch, err error) {
	switch {
	case err != nil && wantsJSON(r):
		s.fail(w, r, err)
	case err != nil:
		s.pageError(w, r, err)
	case wantsJSON(r):
		writeJSON(w, http.StatusOK, map[string]any{"table_id": rm.TableID, "game_id": rm.GameID, "location": rematchPath(rm)})
	default:
		http.Redirect(w, r, rematchPath(rm), http.StatusSeeOther)
	}
}

// tableRematch is the rematch a table offers once its game is stored,
// finished.
func (s *Server) tableRematch(ctx context.Context, table int64, stored explanation) (*rematchOffer, error) {
	if stored.Status != scorer.StatusFinished {
		return nil, nil
	}
	rm, err := s.st.RematchOf(ctx, stored.ID)
	if err != nil {
		return nil, err
	}
	return &rematchOffer{Action: "/tables/" + strconv.FormatInt(table, 10) + "/rematch", Started: rm.Started()}, nil
}

// gameRematch is the rematch a finished tracked game's page offers.
func (s *Server) gameRematch(ctx context.Context, e explanation) (*rematchOffer, error) {
	if !e.Tracked || e.Status != scorer.StatusFinished {
		return nil, nil
	}
	rm, err := s.st.RematchOf(ctx, e.ID)
	if err != nil {
		return nil, err
	}
	return gameOffer(e.ID, rm), nil
}

// rematchPath is the address of a rematch: its table, or its live page.
func rematchPath(rm store.Rematch) string {
	if rm.TableID != 0 {
		return "/tables/" + strconv.FormatInt(rm.TableID, 10)
	}
	return livePath(rm.GameID, -1)
}
