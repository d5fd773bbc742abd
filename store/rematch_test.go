package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// A finished game's rematch is started once: every phone that asks for it
// joins the same table or tracked game; once that one is deleted, another
// may be started. A game that is not stored has none.
func TestRematchIsStartedOnce(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	finished, err := s.Save(ctx, sampleGame("Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.RematchOf(ctx, finished)
	if err != nil || r.Started() {
		t.Fatalf("before any rematch: %+v %v", r, err)
	}
	first, err := s.RematchTracked(ctx, finished, sampleGame("Ann", "Bob"))
	if err != nil || first.GameID == 0 || first.TableID != 0 {
		t.Fatalf("the rematch: %+v %v", first, err)
	}
	again, err := s.RematchTracked(ctx, finished, sampleGame("Ann", "Bob"))
	if err != nil || again != first {
		t.Errorf("a second phone's rematch: %+v %v, want %+v", again, err, first)
	}
	if g, err := s.Get(ctx, first.GameID); err != nil || g.Status != "in-progress" {
		t.Errorf("the rematch is a game in progress: %+v %v", g.Status, err)
	}
	if all, _ := s.History(ctx, store.Filter{}); len(all) != 2 {
		t.Errorf("%d games stored, want 2", len(all))
	}
	if err := s.Delete(ctx, first.GameID); err != nil {
		t.Fatal(err)
	}
	next, err := s.RematchTable(ctx, finished, "dice", []string{"Ann", "Bob"}, json.RawMessage(`{"bonus_hex":{"lion":1}}`))
	if err != nil || next.TableID == 0 || next.GameID != 0 {
		t.Fatalf("a rematch after the first was deleted: %+v %v", next, err)
	}
	tb, err := s.Table(ctx, next.TableID)
	if err != nil || tb.Players[1] != "Bob" || string(tb.Settings) != `{"bonus_hex":{"lion":1}}` {
		t.Errorf("the rematch's table: %+v %v", tb, err)
	}
	if _, err := s.RematchTable(ctx, finished+100, "dice", []string{"Ann", "Bob"}, nil); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the rematch of a game not stored: %v", err)
	}
}

// The table a game was scored at is told of its rematch: its version goes
// up, so that the phones that follow it show the way to the rematch.
func TestRematchTellsTheTable(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, _ := s.OpenTable(ctx, "dice", []string{"Ann", "Bob"}, nil)
	tb, _ := s.SaveSheet(ctx, id, 0, json.RawMessage(`{}`), true)
	gameID, err := s.ScoreTable(ctx, id, tb.Version, sampleGame("Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	before, _ := s.TableVersion(ctx, id)
	if _, err := s.RematchTable(ctx, gameID, "dice", []string{"Ann", "Bob"}, nil); err != nil {
		t.Fatal(err)
	}
	if after, _ := s.TableVersion(ctx, id); after <= before {
		t.Errorf("the table's version %d after the rematch, %d before", after, before)
	}
}
