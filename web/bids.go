package web

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// ZooSim's bids are sealed, on the phones as in closed fists: a phone
// enters the tile being auctioned, for every phone to see (it opens the
// auction); each player bids on their own phone, which says which player
// it is (?seat=N), and may change their bid until the last one is in; the
// store keeps every bid sealed and reveals them all together with the last
// (store.Bid). No answer of the server tells a bid before that, not even
// to the phone that made it (a phone remembers its own), nor a player's
// coins to another phone. Once revealed, the tracker decides the auction
// (the flagpole on a tie), and the winner's placement makes its entry
// (store.CloseAuction). A host may still type the whole auction as a line
// (the fast way): that entry takes the open auction away, as any entry
// does. An undo of an auction opens it again, revealed: its bids were
// shown already.

// sealedHooks are what a game whose bids are sealed gives (zoosim.go).
type sealedHooks struct {
	// tile reads the tile of the next auction from the panel's form and
	// checks it as the tracker will: JSON, as the auction's entry holds
	// it.
	tile func(form url.Values, loc *i18n.Localizer, t game.Tracked) (json.RawMessage, error)
	// coins are what a seat has to bid with.
	coins func(t game.Tracked, seat int) int
	// entry makes the auction's entry from its tile, its bids (by seat)
	// and the winner's placement on the panel's form.
	entry func(form url.Values, loc *i18n.Localizer, t game.Tracked, tile json.RawMessage, bids []int) (json.RawMessage, error)
	// reopen gives the tile and the bids (by seat) of an auction's entry,
	// to open it again once it is taken back.
	reopen func(t game.Tracked, entry json.RawMessage) (json.RawMessage, []int, error)
}

// sealedOf gives the sealed hooks of a game, or the answer to a phone
// that asks a game without sealed bids for them.
func sealedOf(r *http.Request, name string) (*sealedHooks, []scorer.Note) {
	if h := games[name].sealed; h != nil {
		return h, nil
	}
	return nil, []scorer.Note{{Rule: "input.usage", Message: words(r).T("web.play.error.no-auction", "game", words(r).GameName(name))}}
}

// openAuction opens the auction of the tile a phone entered, written
// against the game as the phone saw it.
func (s *Server) openAuction(w http.ResponseWriter, r *http.Request) {
	s.change(w, r, func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note) {
		h, notes := sealedOf(r, sg.Game)
		if h == nil {
			return http.StatusBadRequest, notes
		}
		if status, notes := s.writable(r, sg, t); status != http.StatusOK {
			return status, notes
		}
		tile, err := h.tile(r.PostForm, words(r), t)
		if err == nil {
			_, err = s.st.OpenAuction(r.Context(), sg.ID, sg.Mark, tile, nil)
		}
		if err != nil {
			return s.refused(r, err)
		}
		return http.StatusOK, nil
	})
}

// phoneCookie tells one phone at the table from another: a random name the
// live page gives each browser once, so that a player's sealed bid is
// changed only from the phone it came from, never behind their back.
const phoneCookie = "zooscore_phone"

// phoneOf is the name of the phone a request comes from, given to it now
// if it has none yet.
func phoneOf(w http.ResponseWriter, r *http.Request) string {
	if c, err := r.Cookie(phoneCookie); err == nil && len(c.Value) == 32 {
		return c.Value
	}
	var b [16]byte
	rand.Read(b[:])
	name := hex.EncodeToString(b[:])
	http.SetCookie(w, &http.Cookie{Name: phoneCookie, Value: name, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: 30 * 24 * 60 * 60})
	return name
}

// bid stores the sealed bid of the phone's player in the open auction. It
// is checked against that player's coins here, so that a refusal tells
// them only to that phone; the answer says that the bid is in, never what
// it is.
func (s *Server) bid(w http.ResponseWriter, r *http.Request) {
	phone := phoneOf(w, r)
	s.change(w, r, func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note) {
		loc := words(r)
		h, notes := sealedOf(r, sg.Game)
		if h == nil {
			return http.StatusBadRequest, notes
		}
		if st.Seat < 0 {
			return http.StatusBadRequest, []scorer.Note{{Rule: "input.usage", Message: loc.T("web.play.zoosim.who")}}
		}
		auction, err := auctionOf(r)
		if err != nil {
			return s.refused(r, err)
		}
		coins, v := h.coins(t, st.Seat), r.PostForm.Get("bid")
		bid, err := strconv.Atoi(v)
		if err != nil {
			return http.StatusBadRequest, []scorer.Note{{Rule: "input.usage", Message: loc.T("web.play.zoosim.bid-range", "value", v, "coins", coins)}}
		}
		if rule := bidRule(bid, coins); rule != "" {
			return http.StatusUnprocessableEntity, []scorer.Note{{Player: st.Players[st.Seat], Rule: rule,
				Message: loc.T("web.play.zoosim.bid-range", "value", v, "coins", coins)}}
		}
		if _, err := s.st.Bid(r.Context(), auction, st.Seat, bid, len(st.Players), phone); err != nil {
			return s.refused(r, err)
		}
		return http.StatusOK, nil
	})
}

// cancelAuction calls the open auction off, with its bids unseen.
func (s *Server) cancelAuction(w http.ResponseWriter, r *http.Request) {
	s.change(w, r, func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note) {
		auction, err := auctionOf(r)
		if err == nil {
			err = s.st.CancelAuction(r.Context(), sg.ID, auction)
		}
		if err != nil {
			return s.refused(r, err)
		}
		return http.StatusOK, nil
	})
}

// placeAuction enters the auction whose bids are revealed, with the
// winner's placement a phone tapped: its entry, written against the game as
// the phone saw it, closes the auction.
func (s *Server) placeAuction(w http.ResponseWriter, r *http.Request) {
	s.change(w, r, func(sg store.Game, t game.Tracked, st *liveState) (int, []scorer.Note) {
		h, notes := sealedOf(r, sg.Game)
		if h == nil {
			return http.StatusBadRequest, notes
		}
		if status, notes := s.writable(r, sg, t); status != http.StatusOK {
			return status, notes
		}
		id, err := auctionOf(r)
		if err != nil {
			return s.refused(r, err)
		}
		a := st.Context.Auction
		switch {
		case a == nil || a.ID != id:
			return s.refused(r, &store.Error{Msg: msg.M("store.auction-gone"), Kind: store.ErrConflict})
		case !a.Revealed():
			return s.refused(r, &store.Error{Msg: msg.M("store.auction-sealed"), Kind: store.ErrConflict})
		}
		entry, err := h.entry(r.PostForm, words(r), t, a.Tile, a.Bids)
		var now store.Game
		if err == nil {
			now, err = applied(sg, t, entry)
		}
		if err == nil {
			_, err = s.st.CloseAuction(r.Context(), sg.ID, sg.Mark, id, entry, now)
		}
		if err != nil {
			return s.refused(r, err)
		}
		return http.StatusOK, nil
	})
}

// bidRule is the rule a bid breaks, "" for none: 0 up to the coins the
// player has.
func bidRule(bid, coins int) string {
	switch {
	case bid < 0:
		return "zoosim.bid-negative"
	case bid > coins:
		return "zoosim.bid-over-coins"
	}
	return ""
}

// auctionOf reads the auction a form is for.
func auctionOf(r *http.Request) (int64, error) {
	v := r.PostForm.Get("auction")
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id <= 0 {
		return 0, usage(words(r).T("web.play.error.auction", "value", v))
	}
	return id, nil
}

// whole reads a whole number from min to max, as a form gives it; a value
// out of range is refused with the range, never cut to it.
func whole(v string, min, max int, loc *i18n.Localizer) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < min || n > max {
		return 0, usage(loc.T("web.play.error.whole", "value", v, "min", min, "max", max))
	}
	return n, nil
}
