package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"sync"
	"testing"

	"github.com/zooscore/zooscore/store"
)

const tile = `{"enclosures": [{"animal": "sea", "stars": 2}, {"animal": "birds", "stars": 1}], "bushes": 1}`

// openAuction starts a tracked game of three players and opens an auction
// at it, as the phone that saw it last did.
func openAuction(t *testing.T, s *store.Store) (int64, store.SealedAuction) {
	t.Helper()
	ctx := context.Background()
	id, _, err := s.Start(ctx, sampleGame("Ann", "Bob", "Cy"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	a, err := s.OpenAuction(ctx, id, g.Mark, json.RawMessage(tile), nil)
	if err != nil {
		t.Fatal(err)
	}
	return id, a
}

// The bids of an auction stay sealed until every player's is in: what
// anyone reads says who has bid, never how much, and a player who changes
// a bid tells nobody; the last bid reveals all of them together, in seat
// order, and after that no bid changes.
func TestSealedBidsAreRevealedTogether(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, a := openAuction(t, s)
	if a.Revealed() || len(a.Bidders) != 0 || a.Stamp() == "" {
		t.Fatalf("a new auction: %+v", a)
	}
	steps := []struct {
		seat, bid int
		bidders   []int
		revealed  []int
	}{
		{1, 3, []int{1}, nil},
		{1, 5, []int{1}, nil}, // Bob changes his mind
		{0, 2, []int{0, 1}, nil},
		{2, 5, []int{0, 1, 2}, []int{2, 5, 5}},
	}
	stamp := a.Stamp()
	for i, st := range steps {
		got, err := s.Bid(ctx, a.ID, st.seat, st.bid, 3, "phone")
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		read, ok, err := s.Auction(ctx, id)
		if err != nil || !ok {
			t.Fatalf("step %d: the auction as read: %v %v", i, ok, err)
		}
		for _, x := range []store.SealedAuction{got, read} {
			if !reflect.DeepEqual(x.Bidders, st.bidders) || !reflect.DeepEqual(x.Bids, st.revealed) || string(x.Tile) != string(compactJSON(t, json.RawMessage(tile))) {
				t.Errorf("step %d: %+v, want bidders %v and bids %v", i, x, st.bidders, st.revealed)
			}
		}
		if changed := read.Stamp() != stamp; changed != (i != 1) {
			t.Errorf("step %d: the stamp changed %v (%s to %s)", i, changed, stamp, read.Stamp())
		}
		stamp = read.Stamp()
	}
	if _, err := s.Bid(ctx, a.ID, 0, 1, 3, "phone"); !errors.Is(err, store.ErrConflict) || !says(err, "store.auction-revealed") {
		t.Errorf("a bid changed after the reveal: %v", err)
	}
	if _, err := s.Bid(ctx, a.ID, 3, 1, 3, "phone"); !errors.Is(err, store.ErrConflict) {
		t.Errorf("a fourth bid after the reveal: %v", err)
	}
}

// says reports whether err is a store error of the message id.
func says(err error, id string) bool {
	var e *store.Error
	return errors.As(err, &e) && e.Msg.ID == id
}

// A seat's bid is changed only from the phone it came from: another phone
// cannot change a player's bid behind their back.
func TestABidIsChangedOnlyFromItsPhone(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	_, a := openAuction(t, s)
	if _, err := s.Bid(ctx, a.ID, 0, 5, 3, "Ann's phone"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Bid(ctx, a.ID, 0, 0, 3, "Bob's phone"); !errors.Is(err, store.ErrConflict) || !says(err, "store.auction-other-phone") {
		t.Errorf("Ann's bid changed from Bob's phone: %v", err)
	}
	if _, err := s.Bid(ctx, a.ID, 0, 4, 3, "Ann's phone"); err != nil {
		t.Errorf("Ann changes her bid: %v", err)
	}
	s.Bid(ctx, a.ID, 1, 1, 3, "Bob's phone")
	read, err := s.Bid(ctx, a.ID, 2, 1, 3, "Bob's phone") // Bob's phone bids for Cy, who has none
	if err != nil || !reflect.DeepEqual(read.Bids, []int{4, 1, 1}) {
		t.Errorf("the reveal: %+v %v", read, err)
	}
}

// A bid acknowledged is in the file: a server stopped and started again
// finds it, still sealed.
func TestSealedBidSurvivesReopening(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	id, a := openAuction(t, s)
	if _, err := s.Bid(ctx, a.ID, 2, 4, 3, "phone"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	again, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	read, ok, err := again.Auction(ctx, id)
	if err != nil || !ok || !reflect.DeepEqual(read.Bidders, []int{2}) || read.Revealed() {
		t.Fatalf("after reopening: %+v %v %v", read, ok, err)
	}
	for seat, bid := range []int{0, 1} {
		if read, err = again.Bid(ctx, a.ID, seat, bid, 3, "phone"); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(read.Bids, []int{0, 1, 4}) {
		t.Errorf("revealed after reopening: %v, want [0 1 4]", read.Bids)
	}
}

// What an auction refuses, and why: one opened against a game that moved
// on, a second one, a seat the game does not have, a bid for an auction
// called off (even when the next one is open: ids are never given again),
// a placement before every bid is in.
func TestAuctionRefusals(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, a := openAuction(t, s)
	g, _ := s.Get(ctx, id)
	if _, err := s.OpenAuction(ctx, id, g.Mark, json.RawMessage(tile), nil); !errors.Is(err, store.ErrConflict) || !says(err, "store.auction-open") {
		t.Errorf("a second auction: %v", err)
	}
	if _, err := s.Bid(ctx, a.ID, 3, 1, 3, "phone"); !errors.Is(err, store.ErrNotFound) || !says(err, "store.auction-seat") {
		t.Errorf("a fourth seat of three: %v", err)
	}
	if _, err := s.CloseAuction(ctx, id, g.Mark, a.ID, json.RawMessage(`{}`), g); !errors.Is(err, store.ErrConflict) || !says(err, "store.auction-sealed") {
		t.Errorf("a placement before every bid is in: %v", err)
	}
	if err := s.CancelAuction(ctx, id, a.ID); err != nil {
		t.Fatal(err)
	}
	next, err := s.OpenAuction(ctx, id, g.Mark, json.RawMessage(tile), nil)
	if err != nil || next.ID == a.ID {
		t.Fatalf("the next auction: %+v %v (the one called off was %d)", next, err, a.ID)
	}
	if _, err := s.Bid(ctx, a.ID, 0, 1, 3, "phone"); !errors.Is(err, store.ErrConflict) || !says(err, "store.auction-gone") {
		t.Errorf("a bid for the auction called off: %v", err)
	}
	if err := s.CancelAuction(ctx, id, a.ID); !errors.Is(err, store.ErrConflict) {
		t.Errorf("calling off an auction called off already: %v", err)
	}
	if read, _, _ := s.Auction(ctx, id); len(read.Bidders) != 0 {
		t.Errorf("the next auction holds the bid for the one called off: %+v", read)
	}
	other := g
	other.Input = json.RawMessage(`{"moved": "on"}`)
	if _, err := s.AddEntry(ctx, id, g.Mark, json.RawMessage(`{"n": 1}`), other); err != nil {
		t.Fatal(err)
	}
	if _, err := s.OpenAuction(ctx, id, g.Mark, json.RawMessage(tile), nil); !errors.Is(err, store.ErrConflict) {
		t.Errorf("an auction opened against the game before its last entry: %v", err)
	}
}

// Any change to a game's entries takes its open auction away, with its
// sealed bids: an entry (the host typed the auction as a line), an undo, a
// correction, a deletion.
func TestAnEntryTakesTheAuctionAway(t *testing.T) {
	ctx := context.Background()
	changes := map[string]func(s *store.Store, id int64, g store.Game) error{
		"an entry": func(s *store.Store, id int64, g store.Game) error {
			_, err := s.AddEntry(ctx, id, g.Mark, json.RawMessage(`{"n": 1}`), g)
			return err
		},
		"an undo": func(s *store.Store, id int64, g store.Game) error {
			_, _, err := s.UndoEntry(ctx, id, g.Mark, g)
			return err
		},
		"a correction": func(s *store.Store, id int64, g store.Game) error {
			return s.ReplaceEntries(ctx, id, g.Mark, nil, g)
		},
		"a deletion": func(s *store.Store, id int64, g store.Game) error { return s.Delete(ctx, id) },
	}
	for name, change := range changes {
		t.Run(name, func(t *testing.T) {
			s, _ := openTemp(t)
			id, a := openAuction(t, s)
			if _, err := s.Bid(ctx, a.ID, 0, 4, 3, "phone"); err != nil {
				t.Fatal(err)
			}
			g, _ := s.Get(ctx, id)
			if err := change(s, id, g); err != nil {
				t.Fatal(err)
			}
			if _, ok, err := s.Auction(ctx, id); ok || err != nil {
				t.Errorf("the auction is still open: %v", err)
			}
			if _, err := s.Bid(ctx, a.ID, 1, 1, 3, "phone"); !errors.Is(err, store.ErrConflict) {
				t.Errorf("a bid after the change: %v", err)
			}
		})
	}
}

// The winner's placement makes the auction's entry and closes it, once;
// the same placement again, from a second phone, is refused.
func TestCloseAuctionOnce(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, a := openAuction(t, s)
	for seat := range 3 {
		if _, err := s.Bid(ctx, a.ID, seat, seat, 3, "phone"); err != nil {
			t.Fatal(err)
		}
	}
	g, _ := s.Get(ctx, id)
	now := g
	now.Input = json.RawMessage(`{"auctions": 1}`)
	if _, err := s.CloseAuction(ctx, id+1, g.Mark, a.ID, json.RawMessage(`{"n": 1}`), now); !errors.Is(err, store.ErrConflict) {
		t.Errorf("the auction closed at another game: %v", err)
	}
	if _, err := s.CloseAuction(ctx, id, g.Mark, a.ID, json.RawMessage(`{"n": 1}`), now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.CloseAuction(ctx, id, g.Mark, a.ID, json.RawMessage(`{"n": 1}`), now); !errors.Is(err, store.ErrConflict) {
		t.Errorf("the same placement again: %v", err)
	}
	if entries, _ := s.Entries(ctx, id); len(entries) != 1 {
		t.Errorf("%d entries, want 1", len(entries))
	}
	if _, ok, _ := s.Auction(ctx, id); ok {
		t.Error("the auction is still open after its entry")
	}
}

// An auction taken back opens again with its tile and its bids, revealed,
// in the transaction that takes it back.
func TestUndoAuctionOpensItAgain(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, _, _ := s.Start(ctx, sampleGame("Ann", "Bob"))
	g, _ := s.Get(ctx, id)
	mark, err := s.AddEntry(ctx, id, g.Mark, json.RawMessage(`{"n": 1}`), g)
	if err != nil {
		t.Fatal(err)
	}
	removed, _, a, err := s.UndoAuction(ctx, id, mark, g, json.RawMessage(tile), []int{3, 1})
	if err != nil || string(removed) != `{"n":1}` {
		t.Fatalf("undo: %s %v", removed, err)
	}
	read, ok, err := s.Auction(ctx, id)
	if err != nil || !ok || read.ID != a.ID || !reflect.DeepEqual(read.Bids, []int{3, 1}) || !reflect.DeepEqual(read.Bidders, []int{0, 1}) {
		t.Errorf("the auction opened again: %+v %v %v", read, ok, err)
	}
	if _, _, _, err := s.UndoAuction(ctx, id, mark, g, json.RawMessage(tile), []int{3, 1}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("the same undo again: %v", err)
	}
}

// Two phones send the last two bids at once: one of them reveals, with
// both bids; neither is lost.
func TestTheLastTwoBidsAtOnce(t *testing.T) {
	ctx := context.Background()
	for range 10 {
		s, _ := openTemp(t)
		_, a := openAuction(t, s)
		if _, err := s.Bid(ctx, a.ID, 0, 1, 3, "phone"); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		got := make([]store.SealedAuction, 2)
		for i := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var err error
				if got[i], err = s.Bid(ctx, a.ID, i+1, 5+i, 3, "phone"); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if got[0].Revealed() == got[1].Revealed() {
			t.Fatalf("revealed by both or neither: %+v", got)
		}
		for _, g := range got {
			if g.Revealed() && !reflect.DeepEqual(g.Bids, []int{1, 5, 6}) {
				t.Errorf("revealed %v, want [1 5 6]", g.Bids)
			}
		}
	}
}

// What the phones that play a game follow changes with a bid that comes
// in, with the reveal, and with a rematch started, and is the game's own
// version while nothing is under way.
func TestPlayVersion(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, _, _ := s.Start(ctx, sampleGame("Ann", "Bob"))
	plain, _ := s.GameVersion(ctx, id)
	seen := map[string]string{}
	look := func(what string) {
		t.Helper()
		v, err := s.GamePlayVersion(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if before, ok := seen[v]; ok {
			t.Errorf("%s: the version is the one of %s", what, before)
		}
		seen[v] = what
	}
	if v, _ := s.GamePlayVersion(ctx, id); v != plain {
		t.Errorf("nothing under way: %q, want the game's version %q", v, plain)
	}
	look("nothing")
	g, _ := s.Get(ctx, id)
	a, _ := s.OpenAuction(ctx, id, g.Mark, json.RawMessage(tile), nil)
	look("an auction")
	s.Bid(ctx, a.ID, 0, 1, 2, "phone")
	look("a bid")
	s.Bid(ctx, a.ID, 1, 1, 2, "phone")
	look("the reveal")
	if _, err := s.RematchTracked(ctx, id, sampleGame("Ann", "Bob")); err != nil {
		t.Fatal(err)
	}
	look("a rematch")
	if v, _ := s.GamePlayVersion(ctx, id+100); v != "" {
		t.Errorf("a game not stored: %q", v)
	}
}
