package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/zooscore/zooscore/store"
)

// TestHistorySameTimeHigherIDFirst: two games stored at the same second are
// listed newest first by id, with and without filters (each uses another
// index).
func TestHistorySameTimeHigherIDFirst(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	at := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	for range 2 {
		g := sampleGame("Ann", "Bob")
		g.PlayedAt = at
		if _, err := s.Save(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	for name, f := range map[string]store.Filter{"all": {}, "game": {Game: "dice"}, "player": {Player: "bob"}, "page": {Limit: 1}} {
		games, err := s.History(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		if len(games) == 0 || games[0].ID != 2 || (len(games) == 2 && games[1].ID != 1) {
			t.Errorf("%s: ids %v, want 2 first", name, ids(games))
		}
	}
}

func ids(games []store.Summary) []int64 {
	var out []int64
	for _, g := range games {
		out = append(out, g.ID)
	}
	return out
}
