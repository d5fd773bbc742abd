package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// openTemp opens a store on a real SQLite file in a temp dir: a copy of
// a new store's file, made once (creating a file runs every migration,
// a fifth of this package's time under the race detector). The tests of
// creation itself open a path of their own.
func openTemp(t testing.TB) (*store.Store, string) {
	t.Helper()
	if pgtest.On() {
		url := pgtest.Database(t)
		s, err := store.Open(url)
		if err != nil {
			t.Fatalf("open: %v", err)
		}
		t.Cleanup(func() { s.Close() })
		return s, url
	}
	empty, err := emptyStore()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "zooscore.db")
	if err := os.WriteFile(path, empty, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(path)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

// emptyStore is the file of a new store, as Open leaves it once closed.
var emptyStore = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "zooscore-empty-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "zooscore.db")
	s, err := store.Open(path)
	if err != nil {
		return nil, err
	}
	if err := s.Close(); err != nil {
		return nil, err
	}
	return os.ReadFile(path)
})

func sampleGame(names ...string) store.Game {
	r := scorer.Result{Game: "dice", Winners: []string{names[0]}, Warnings: []scorer.Note{},
		Settings: map[string]any{"bonus_hex": map[string]int{"lion": 2}}}
	for i, n := range names {
		r.Players = append(r.Players, scorer.PlayerResult{Name: n, Total: 10 - i, Rank: i + 1,
			Breakdown: []scorer.Item{{Item: "lion enclosure", Points: 10 - i}}})
	}
	return store.Game{Game: "dice", Input: json.RawMessage(`{"players": [ ]}`), Result: r}
}

// TestOnPostgres stands for the run of these tests on PostgreSQL: it says
// when they ran on SQLite only.
func TestOnPostgres(t *testing.T) { pgtest.Skipped(t) }

func TestSaveReopenGet(t *testing.T) {
	_, path := openTemp(t)
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 21, 18, 3, 0, 0, time.UTC)
	g := sampleGame("Ann", "Bob")
	g.PlayedAt = at
	id, err := s.Save(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()

	s2, err := store.Open(path)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer s2.Close()
	got, err := s2.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != scorer.StatusFinished || !got.PlayedAt.Equal(at) || got.UUID == "" {
		t.Errorf("stored game = %+v", got)
	}
	if string(got.Input) != `{"players":[]}` {
		t.Errorf("input = %s, want the compacted input", got.Input)
	}
	if got.Result.ID != id || got.Result.Players[0].Name != "Ann" || got.Result.Players[1].Total != 9 {
		t.Errorf("result = %+v", got.Result)
	}
	// The settings are the input's: they are scored again with it. The
	// words are kept, in English.
	if got.Result.Settings != nil || got.Result.Players[0].Breakdown[0].Item != "lion enclosure" || got.Result.Players[0].Breakdown[0].Points != 10 {
		t.Errorf("stored words or settings: %+v", got.Result)
	}
}

func TestGetMissing(t *testing.T) {
	s, _ := openTemp(t)
	if _, err := s.Get(context.Background(), 99); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("err = %v, want ErrNotFound", err)
	}
}

func TestPlayersAreEntities(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	for _, names := range [][]string{{"Ann", "Bob"}, {"ann", "Cy"}, {" ANN ", "bob"}} {
		if _, err := s.Save(ctx, sampleGame(names...)); err != nil {
			t.Fatal(err)
		}
	}
	games, err := s.History(ctx, store.Filter{Player: "aNN"})
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 3 {
		t.Fatalf("games of Ann = %d, want 3", len(games))
	}
	bob, _ := s.History(ctx, store.Filter{Player: "BOB"})
	if len(bob) != 2 {
		t.Errorf("games of Bob = %d, want 2", len(bob))
	}
}

func TestHistoryNewestFirstAndFilters(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	base := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for i, game := range []string{"dice", "junior", "dice"} {
		g := sampleGame("Ann", "Bob")
		g.Game, g.Result.Game = game, game
		g.PlayedAt = base.Add(time.Duration(i) * time.Hour)
		if _, err := s.Save(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	all, err := s.History(ctx, store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 3 || all[0].ID != 3 || all[2].ID != 1 {
		t.Fatalf("history order = %+v", all)
	}
	if all[0].Players[0] != (store.Standing{Name: "Ann", Total: 10, Rank: 1}) {
		t.Errorf("standing = %+v", all[0].Players[0])
	}
	dice, _ := s.History(ctx, store.Filter{Game: "dice"})
	if len(dice) != 2 {
		t.Errorf("dice games = %d, want 2", len(dice))
	}
	since, _ := s.History(ctx, store.Filter{Since: base.Add(90 * time.Minute)})
	if len(since) != 1 || since[0].ID != 3 {
		t.Errorf("since = %+v", since)
	}
	page, _ := s.History(ctx, store.Filter{Limit: 1, Offset: 1})
	if len(page) != 1 || page[0].ID != 2 {
		t.Errorf("page = %+v", page)
	}
}

// A listing by status holds the games of that status only, newest first,
// read from either index (games, or a player's results): the unfinished
// games that resume and undo offer, and the finished ones.
func TestHistoryStatusFilter(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	base := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	statuses := []string{scorer.StatusFinished, scorer.StatusInProgress, scorer.StatusFinished, scorer.StatusInProgress}
	for i, status := range statuses {
		g := sampleGame("Ann", "Bob")
		g.Status, g.PlayedAt = status, base.Add(time.Duration(i)*time.Hour)
		if i == 3 {
			g.Game, g.Result.Game = "junior", "junior"
		}
		if _, err := s.Save(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	ids := func(list []store.Summary) (out []int64) {
		for _, g := range list {
			out = append(out, g.ID)
		}
		return out
	}
	for _, c := range []struct {
		f    store.Filter
		want []int64
	}{
		{store.Filter{Status: scorer.StatusInProgress}, []int64{4, 2}},
		{store.Filter{Status: scorer.StatusInProgress, Player: "bob"}, []int64{4, 2}},
		{store.Filter{Status: scorer.StatusInProgress, Game: "dice"}, []int64{2}},
		{store.Filter{Status: scorer.StatusFinished}, []int64{3, 1}},
		{store.Filter{Status: scorer.StatusFinished, Player: "ann"}, []int64{3, 1}},
		{store.Filter{}, []int64{4, 3, 2, 1}},
	} {
		got, err := s.History(ctx, c.f)
		if err != nil || !slices.Equal(ids(got), c.want) {
			t.Errorf("History(%+v) = %v, %v; want %v", c.f, ids(got), err, c.want)
		}
	}
	open, err := s.Unfinished(ctx, "dice")
	if err != nil || !slices.Equal(ids(open), []int64{2}) {
		t.Errorf("Unfinished(dice) = %v, %v; want [2]", ids(open), err)
	}
}

// A listing since an instant holds the games played at that instant and
// after it, not those a second before, for each index it is read from
// (games, or a player's results).
func TestHistorySinceIncludesTheInstant(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	since := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	for _, at := range []time.Time{since.Add(-time.Second), since, since.Add(time.Second)} {
		g := sampleGame("Ann", "Bob")
		g.PlayedAt = at
		if _, err := s.Save(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []store.Filter{{Since: since}, {Since: since, Player: "Ann"}, {Since: since, Game: "dice"}} {
		got, err := s.History(ctx, f)
		if err != nil || len(got) != 2 || got[0].ID != 3 || got[1].ID != 2 {
			t.Errorf("History(%+v) = %+v, %v; want games 3 and 2", f, got, err)
		}
	}
}

func TestRefusesForeignFile(t *testing.T) {
	dir := t.TempDir()
	cases := map[string][]byte{
		"text":    []byte("hello, this is not a database\n"),
		"garbage": make([]byte, 4096),
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name)
			os.WriteFile(path, content, 0o644)
			_, err := store.Open(path)
			if !errors.Is(err, store.ErrForeign) {
				t.Fatalf("err = %v, want ErrForeign", err)
			}
			after, _ := os.ReadFile(path)
			if string(after) != string(content) {
				t.Error("the foreign file was modified")
			}
		})
	}
}

func TestRefusesOtherSQLiteAndNewerSchema(t *testing.T) {
	pgtest.SQLiteOnly(t)
	_, path := openTemp(t)
	// Another program's SQLite file: same format, other application id.
	other := filepath.Join(t.TempDir(), "other.db")
	writeHeader(t, path, other, func(h []byte) { h[68], h[69], h[70], h[71] = 0, 0, 0, 1 })
	if _, err := store.Open(other); !errors.Is(err, store.ErrForeign) {
		t.Errorf("other program's file: err = %v, want ErrForeign", err)
	}
	newer := filepath.Join(t.TempDir(), "newer.db")
	writeHeader(t, path, newer, func(h []byte) { h[60], h[61], h[62], h[63] = 0, 0, 0, 99 })
	before, _ := os.ReadFile(newer)
	if _, err := store.Open(newer); !errors.Is(err, store.ErrNewer) {
		t.Errorf("newer file: err = %v, want ErrNewer", err)
	}
	after, _ := os.ReadFile(newer)
	if string(before) != string(after) {
		t.Error("the newer file was modified")
	}
}

// writeHeader copies a closed zooscore database and changes its header.
func writeHeader(t *testing.T, from, to string, change func([]byte)) {
	t.Helper()
	s, err := store.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	data, err := os.ReadFile(from)
	if err != nil || len(data) < 100 {
		t.Fatalf("read %s: %v (%d bytes)", from, err, len(data))
	}
	change(data[:100])
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestTrackedEntriesAndUndo(t *testing.T) {
	s, path := openTemp(t)
	ctx := context.Background()
	g := sampleGame("Ann", "Bob")
	id, mark, err := s.Start(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []string{`{"n":1}`, `{"n":2}`} {
		if mark, err = s.AddEntry(ctx, id, mark, json.RawMessage(e), g); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s2, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	entries, _ := s2.Entries(ctx, id)
	if len(entries) != 2 || string(entries[1]) != `{"n":2}` {
		t.Fatalf("entries after reopen = %s", entries)
	}
	got, _ := s2.Get(ctx, id)
	if got.Status != scorer.StatusInProgress || got.Mark.Seq != 2 {
		t.Errorf("status = %q, want in-progress", got.Status)
	}
	got, _ = s2.Get(ctx, id)
	removed, _, err := s2.UndoEntry(ctx, id, got.Mark, g)
	if err != nil || string(removed) != `{"n":2}` {
		t.Fatalf("undo = %s, %v", removed, err)
	}
	entries, _ = s2.Entries(ctx, id)
	if len(entries) != 1 {
		t.Errorf("entries after undo = %d, want 1", len(entries))
	}
	g.Status = scorer.StatusFinished
	if err := s2.Update(ctx, id, g); err != nil {
		t.Fatal(err)
	}
	got, _ = s2.Get(ctx, id)
	if got.Status != scorer.StatusFinished {
		t.Errorf("status after finish = %q", got.Status)
	}
}
