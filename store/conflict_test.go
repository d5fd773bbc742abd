package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// trackedGame starts a tracked game with two entries and returns its id.
func trackedGame(t *testing.T, s *store.Store) int64 {
	t.Helper()
	ctx := context.Background()
	g := sampleGame("Ann", "Bob")
	id, mark, err := s.Start(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range []string{`{"n":1}`, `{"n":2}`} {
		g.Input = json.RawMessage(`{"entries":` + string(rune('1'+i)) + `}`)
		if mark, err = s.AddEntry(ctx, id, mark, json.RawMessage(e), g); err != nil {
			t.Fatal(err)
		}
	}
	return id
}

func stateOf(t *testing.T, s *store.Store, id int64) string {
	t.Helper()
	ctx := context.Background()
	g, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := s.Entries(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	for _, e := range entries {
		parts = append(parts, string(e))
	}
	return string(g.Input) + " " + strings.Join(parts, " ")
}

// TestTwoWindowsNeverOverwrite: two windows read game 5; each entry is
// written against the entry it follows, so the window that writes second
// (an entry, an undo or a correction) is refused with ErrConflict and
// stores nothing, whatever the other did in between: an entry, an undo, an
// undo and a different entry, a correction (one that keeps the script's
// length too: the same number of entries, a script as long), a delete.
func TestTwoWindowsNeverOverwrite(t *testing.T) {
	ctx := context.Background()
	entry := func(s string) json.RawMessage { return json.RawMessage(s) }
	game := func(input string) store.Game {
		g := sampleGame("Ann", "Bob")
		g.Input = json.RawMessage(input)
		return g
	}
	cases := []struct {
		name  string
		other func(s *store.Store, id int64, at store.Mark) error // window A, then B writes
		by    string                                              // what B writes: "" an entry, "undo", "correction"
	}{
		{"A entered", func(s *store.Store, id int64, at store.Mark) error {
			_, err := s.AddEntry(ctx, id, at, entry(`{"n":"A"}`), game(`{"by":"A"}`))
			return err
		}, ""},
		{"A entered, B takes back", func(s *store.Store, id int64, at store.Mark) error {
			_, err := s.AddEntry(ctx, id, at, entry(`{"n":"A"}`), game(`{"by":"A"}`))
			return err
		}, "undo"},
		{"A took back and entered another", func(s *store.Store, id int64, at store.Mark) error {
			_, back, err := s.UndoEntry(ctx, id, at, game(`{"by":"A undo"}`))
			if err == nil {
				_, err = s.AddEntry(ctx, id, back, entry(`{"n":"A2"}`), game(`{"by":"A2"}`))
			}
			return err
		}, ""},
		{"A took back twice and entered", func(s *store.Store, id int64, at store.Mark) error {
			_, at, err := s.UndoEntry(ctx, id, at, game(`{"entries":1}`))
			if err == nil {
				_, at, err = s.UndoEntry(ctx, id, at, game(`{"entries":0}`))
			}
			if err == nil {
				_, err = s.AddEntry(ctx, id, at, entry(`{"n":"A1"}`), game(`{"entries":1}`))
			}
			return err
		}, ""},
		{"A corrected the game", func(s *store.Store, id int64, _ store.Mark) error {
			return s.Update(ctx, id, game(`{"edited":true}`))
		}, ""},
		{"A corrected an entry, the script as long", func(s *store.Store, id int64, at store.Mark) error {
			return s.ReplaceEntries(ctx, id, at, []json.RawMessage{entry(`{"n":1}`), entry(`{"n":9}`)}, game(`{"entries":9}`))
		}, ""},
		{"A corrected an entry, B corrects another", func(s *store.Store, id int64, at store.Mark) error {
			return s.ReplaceEntries(ctx, id, at, []json.RawMessage{entry(`{"n":1}`), entry(`{"n":9}`)}, game(`{"entries":9}`))
		}, "correction"},
		{"A corrected an entry, B takes back", func(s *store.Store, id int64, at store.Mark) error {
			return s.ReplaceEntries(ctx, id, at, []json.RawMessage{entry(`{"n":1}`), entry(`{"n":9}`)}, game(`{"entries":9}`))
		}, "undo"},
		{"A entered, B corrects", func(s *store.Store, id int64, at store.Mark) error {
			_, err := s.AddEntry(ctx, id, at, entry(`{"n":"A"}`), game(`{"by":"A"}`))
			return err
		}, "correction"},
		{"A deleted the game", func(s *store.Store, id int64, _ store.Mark) error {
			return s.Delete(ctx, id)
		}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, _ := openTemp(t)
			id := trackedGame(t, s)
			a, _ := s.Get(ctx, id)
			b, _ := s.Get(ctx, id)
			if err := c.other(s, id, a.Mark); err != nil {
				t.Fatal(err)
			}
			var before string
			if !strings.Contains(c.name, "deleted") {
				before = stateOf(t, s, id)
			}
			var err error
			switch c.by {
			case "undo":
				_, _, err = s.UndoEntry(ctx, id, b.Mark, game(`{"by":"B undo"}`))
			case "correction":
				err = s.ReplaceEntries(ctx, id, b.Mark, []json.RawMessage{entry(`{"n":8}`), entry(`{"n":2}`)}, game(`{"entries":8}`))
			default:
				_, err = s.AddEntry(ctx, id, b.Mark, entry(`{"n":"B"}`), game(`{"by":"B"}`))
			}
			if !errors.Is(err, store.ErrConflict) {
				t.Fatalf("the second window's write: err = %v, want ErrConflict", err)
			}
			if !strings.Contains(err.Error(), "game 1 was ") || !strings.Contains(err.Error(), "in another window") {
				t.Errorf("err says %q", err)
			}
			if before != "" {
				if after := stateOf(t, s, id); after != before {
					t.Errorf("the refused write changed the game:\n%s\nwas\n%s", after, before)
				}
			}
		})
	}
}

// TestWindowGoesOnFromItsOwnWrites: the mark a write returns is the next
// write's, so one window is never refused by its own entries, and a window
// that read the game again goes on from there.
func TestWindowGoesOnFromItsOwnWrites(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id := trackedGame(t, s)
	g, _ := s.Get(ctx, id)
	at := g.Mark
	var err error
	for i, e := range []string{`{"n":3}`, `{"n":4}`} {
		next := sampleGame("Ann", "Bob")
		next.Input = json.RawMessage(`{"entries":` + string(rune('3'+i)) + `}`)
		if at, err = s.AddEntry(ctx, id, at, json.RawMessage(e), next); err != nil {
			t.Fatalf("entry %d: %v", i+3, err)
		}
	}
	removed, at, err := s.UndoEntry(ctx, id, at, sampleGame("Ann", "Bob"))
	if err != nil || string(removed) != `{"n":4}` || at.Seq != 3 {
		t.Fatalf("undo: %s, seq %d, %v", removed, at.Seq, err)
	}
	again, _ := s.Get(ctx, id)
	if again.Mark != at {
		t.Errorf("the mark read again %+v differs from the mark the undo returned %+v", again.Mark, at)
	}
}
