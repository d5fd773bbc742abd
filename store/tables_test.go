package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// A draft entered at the table is in the file once SaveSheet returns: a
// server stopped and started again finds every sheet as it was entered.
func TestTableDraftsSurviveReopening(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	id, err := s.OpenTable(ctx, "dice", []string{"Ann", "Bob"}, json.RawMessage(`{"bonus_hex": {"lion": 1}}`))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := s.SaveSheet(ctx, id, 1, json.RawMessage(`{"coins": 3}`), true)
	if err != nil || tb.Version != 2 || !tb.Sheets[1].Done || tb.Sheets[0].Draft != nil {
		t.Fatalf("SaveSheet: %+v %v", tb, err)
	}
	s.Close()
	again, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	tb, err = again.Table(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if tb.Game != "dice" || len(tb.Players) != 2 || tb.Players[1] != "Bob" || string(tb.Sheets[1].Draft) != `{"coins":3}` ||
		!tb.Sheets[1].Done || tb.Version != 2 || string(tb.Settings) != `{"bonus_hex":{"lion":1}}` {
		t.Fatalf("reopened table: %+v", tb)
	}
	open, err := again.OpenTables(ctx, 10)
	if err != nil || len(open) != 1 || open[0].ID != id {
		t.Fatalf("OpenTables: %+v %v", open, err)
	}
	if _, err := again.SaveSheet(ctx, id, 2, json.RawMessage(`{}`), false); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a seat the table does not have: %v", err)
	}
	if _, err := again.Table(ctx, id+1); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a table that does not exist: %v", err)
	}
}

// The game of a table is stored once, from the drafts it was scored from:
// a sheet changed in between, or a second phone that scores it too, stores
// nothing more.
func TestScoreTableStoresOnce(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, _ := s.OpenTable(ctx, "dice", []string{"Ann", "Bob"}, nil)
	tb, _ := s.SaveSheet(ctx, id, 0, json.RawMessage(`{}`), true)
	if _, err := s.ScoreTable(ctx, id, tb.Version-1, sampleGame("Ann", "Bob")); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("scored from an older version: %v", err)
	}
	gid, err := s.ScoreTable(ctx, id, tb.Version, sampleGame("Ann", "Bob"))
	if err != nil || gid == 0 {
		t.Fatal(err)
	}
	again, err := s.ScoreTable(ctx, id, tb.Version+1, sampleGame("Ann", "Bob"))
	if !errors.Is(err, store.ErrTableScored) || again != gid {
		t.Fatalf("scored twice: %d %v", again, err)
	}
	if _, err := s.SaveSheet(ctx, id, 1, json.RawMessage(`{}`), true); !errors.Is(err, store.ErrTableScored) {
		t.Errorf("a sheet changed after the game was stored: %v", err)
	}
	games, _ := s.History(ctx, store.Filter{})
	open, _ := s.OpenTables(ctx, 10)
	tb, _ = s.Table(ctx, id)
	if len(games) != 1 || len(open) != 0 || tb.GameID != gid {
		t.Fatalf("%d games, %d open tables, table's game %d", len(games), len(open), tb.GameID)
	}
}

// The chart of ratings ends where the leaderboard stands.
func TestRatingsEndAtTheLeaderboard(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	for _, names := range [][]string{{"Ann", "Bob"}, {"Bob", "Ann", "Cy"}, {"Ann", "Cy"}} {
		if _, err := s.Save(ctx, sampleGame(names...)); err != nil {
			t.Fatal(err)
		}
	}
	series, err := s.Ratings(ctx, "", []string{"ann", "Cy", "Nobody"})
	if err != nil {
		t.Fatal(err)
	}
	board, _ := s.Leaderboard(ctx, "")
	rating := map[string]float64{}
	for _, r := range board {
		rating[r.Name] = r.Rating
	}
	if series[0].Name != "Ann" || len(series[0].Points) != 3 || len(series[1].Points) != 2 || len(series[2].Points) != 0 {
		t.Fatalf("series: %+v", series)
	}
	for _, sr := range series[:2] {
		if last := sr.Points[len(sr.Points)-1].Rating; last != rating[sr.Name] {
			t.Errorf("%s ends at %v, the leaderboard says %v", sr.Name, last, rating[sr.Name])
		}
	}
}

// Deleting a table's game deletes the table too: it is not scored and
// stored again from its drafts.
func TestDeletedGameTakesItsTable(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, _ := s.OpenTable(ctx, "dice", []string{"Ann", "Bob"}, nil)
	tb, _ := s.SaveSheet(ctx, id, 0, json.RawMessage(`{}`), true)
	gid, err := s.ScoreTable(ctx, id, tb.Version, sampleGame("Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, gid); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Table(ctx, id); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the table of a deleted game: %v", err)
	}
}
