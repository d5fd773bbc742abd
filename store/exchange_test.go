package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// exported returns every game of a store, as Export streams them.
func exported(t *testing.T, s *store.Store) []store.Game {
	t.Helper()
	var out []store.Game
	if err := s.Export(context.Background(), func(g store.Game) error {
		out = append(out, g)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// from feeds games to Import one at a time; fail, when set, is returned
// instead of the game of that index.
func from(games []store.Game, failAt int, fail error) func() (store.Game, bool, error) {
	i := 0
	return func() (store.Game, bool, error) {
		if fail != nil && i == failAt {
			return store.Game{}, false, fail
		}
		if i == len(games) {
			return store.Game{}, false, nil
		}
		i++
		return games[i-1], true, nil
	}
}

func TestExportOldestFirstAsGet(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	saveAll(t, s, club()...)
	games := exported(t, s)
	if len(games) != 5 {
		t.Fatalf("exported %d games, want 5", len(games))
	}
	for i, g := range games {
		if i > 0 && g.PlayedAt.Before(games[i-1].PlayedAt) {
			t.Errorf("game %d is older than the one before it", i)
		}
		want, err := s.Get(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		want.Mark = store.Mark{} // only a window tracking the game needs it
		if !reflect.DeepEqual(g, want) {
			t.Errorf("exported %+v\nGet gives %+v", g, want)
		}
	}
	stop := errors.New("disk full")
	n := 0
	err := s.Export(ctx, func(store.Game) error { n++; return stop })
	if err != stop || n != 1 {
		t.Errorf("export after fn failed: err %v after %d games, want the error after 1", err, n)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	src, _ := openTemp(t)
	dst, _ := openTemp(t)
	ctx := context.Background()
	saveAll(t, src, club()...)
	games := exported(t, src)
	stats, err := dst.Import(ctx, from(games, 0, nil))
	if err != nil {
		t.Fatal(err)
	}
	if stats != (store.ImportStats{Added: 5}) {
		t.Errorf("stats = %+v, want 5 added", stats)
	}
	back := exported(t, dst)
	if len(back) != len(games) {
		t.Fatalf("%d games back, want %d", len(back), len(games))
	}
	for i, g := range back {
		want, err := src.Get(ctx, games[i].ID)
		if err != nil {
			t.Fatal(err)
		}
		if g, err = dst.Get(ctx, g.ID); err != nil {
			t.Fatal(err)
		}
		// Ids are the new database's own; everything else comes through.
		g.ID, g.Result.ID, want.ID, want.Result.ID = 0, 0, 0, 0
		if !reflect.DeepEqual(g, want) {
			t.Errorf("game %d:\n got %+v\nwant %+v", i, g, want)
		}
	}
	for _, kind := range []string{"", "dice"} {
		a, _ := src.Leaderboard(ctx, kind)
		b, _ := dst.Leaderboard(ctx, kind)
		// A player's shown name is the first spelling stored; the import
		// stores oldest first, so "ANN" may now be the first one.
		for i := range a {
			a[i].Name = scorer.NameKey(a[i].Name)
		}
		for i := range b {
			b[i].Name = scorer.NameKey(b[i].Name)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("leaderboard %q differs after the round trip:\n%+v\n%+v", kind, a, b)
		}
	}

	t.Run("importing twice changes nothing", func(t *testing.T) {
		stats, err := dst.Import(ctx, from(games, 0, nil))
		if err != nil || stats != (store.ImportStats{Skipped: 5}) {
			t.Errorf("second import = %+v, %v; want 5 skipped", stats, err)
		}
		if again := exported(t, dst); !reflect.DeepEqual(again, back) {
			t.Errorf("the second import changed the games")
		}
	})
}

func TestImportAllOrNothing(t *testing.T) {
	src, _ := openTemp(t)
	saveAll(t, src, club()...)
	games := exported(t, src)
	broken := played("dice", 7, scorer.StatusFinished, seat{"Eve", 3, 1}, seat{"eve", 2, 2})
	cases := []struct {
		name   string
		next   func() (store.Game, bool, error)
		wantIs error
	}{
		{"reading fails at the first game", from(games, 0, errBadFile), errBadFile},
		{"reading fails at game 4", from(games, 3, errBadFile), errBadFile},
		{"storing fails at the last game", from(append(games[:4:4], broken), 0, nil), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dst, _ := openTemp(t)
			ctx := context.Background()
			stats, err := dst.Import(ctx, c.next)
			if err == nil {
				t.Fatalf("import succeeded: %+v", stats)
			}
			if c.wantIs != nil && err != c.wantIs {
				t.Errorf("err = %v, want the reader's error as is", err)
			}
			if left := exported(t, dst); len(left) != 0 {
				t.Errorf("%d games stored by a failed import", len(left))
			}
			if _, err := dst.Versus(ctx, "Ann", "Bob", ""); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("players stored by a failed import: %v", err)
			}
			if stats != (store.ImportStats{}) {
				t.Errorf("stats of a failed import = %+v", stats)
			}
		})
	}
}

var errBadFile = errors.New("line 3: not a game")

// TestExportStoredIsWhatExportGives: the games ExportStored makes again
// in the memory of the one before (more players, fewer, other breakdowns,
// in the order of the club's history) are, while fn has them, those Export
// gives, their result the lean JSON of Export's without its decisions.
func TestExportStoredIsWhatExportGives(t *testing.T) {
	s, _ := openTemp(t)
	saveAll(t, s, club()...)
	saveAll(t, s, club()[2:]...)
	want := exported(t, s)
	i := 0
	err := s.ExportStored(context.Background(), func(g store.Game, lean []byte) error {
		if i >= len(want) {
			t.Fatalf("row %d: more rows than Export gives", i)
		}
		w := want[i]
		var res scorer.Result
		if err := json.Unmarshal(lean, &res); err != nil {
			t.Fatalf("row %d: %v: %s", i, err, lean)
		}
		res.Game, res.ID, res.Status, res.Decisions = w.Game, w.ID, w.Status, w.Result.Decisions
		g.Result = res
		if !reflect.DeepEqual(g, w) {
			t.Errorf("row %d: %+v\nwant %+v", i, g, w)
		}
		i++
		return nil
	})
	if err != nil || i != len(want) {
		t.Errorf("ExportStored: %d games, %v; want %d", i, err, len(want))
	}
}

// TestExportAcrossBatches: rows are read ahead in batches (readahead.go);
// an export of several batches gives every game once, in order, each as
// Get gives it, and one stopped in the middle of a batch returns the
// error at once.
func TestExportAcrossBatches(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	games := v3History(700)
	if _, err := s.Import(ctx, from(games, 0, nil)); err != nil {
		t.Fatal(err)
	}
	got := exported(t, s)
	if len(got) != len(games) {
		t.Fatalf("exported %d games, want %d", len(got), len(games))
	}
	for i, g := range got {
		if i > 0 && (g.PlayedAt.Before(got[i-1].PlayedAt) || g.PlayedAt.Equal(got[i-1].PlayedAt) && g.ID < got[i-1].ID) {
			t.Fatalf("game %d comes before the one before it", g.ID)
		}
		if i%97 == 0 {
			want, err := s.Get(ctx, g.ID)
			if err != nil {
				t.Fatal(err)
			}
			want.Mark = store.Mark{}
			if !reflect.DeepEqual(g, want) {
				t.Errorf("exported %+v\nGet gives %+v", g, want)
			}
		}
	}
	stop := errors.New("disk full")
	n := 0
	err := s.ExportStored(ctx, func(store.Game, []byte) error {
		if n++; n == 300 {
			return stop
		}
		return nil
	})
	if err != stop || n != 300 {
		t.Errorf("export stopped at game 300: err %v after %d games", err, n)
	}
}

// TestImportSkipsKnownAndRepeatedUUIDs: a game whose uuid is stored is
// skipped even when all its players are known already (the import then
// takes the insert's conflict, not a lookup), and so is a uuid met twice in
// one file: the first is kept, nothing is replaced.
func TestImportSkipsKnownAndRepeatedUUIDs(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	known := sampleGame("Ann", "Bob")
	known.UUID = "known"
	knownID, err := s.Save(ctx, known)
	if err != nil {
		t.Fatal(err)
	}
	fresh := sampleGame("Ann", "Bob") // brings Ann and Bob into the import's cache
	fresh.UUID = "fresh"
	knownAgain := sampleGame("Bob", "Ann")
	knownAgain.UUID = "known"
	freshAgain := sampleGame("Bob", "Ann")
	freshAgain.UUID = "fresh"
	stats, err := s.Import(ctx, from([]store.Game{fresh, knownAgain, freshAgain}, -1, nil))
	if err != nil {
		t.Fatal(err)
	}
	if stats != (store.ImportStats{Added: 1, Skipped: 2}) {
		t.Errorf("import = %+v, want 1 added, 2 skipped", stats)
	}
	games := exported(t, s)
	if len(games) != 2 {
		t.Fatalf("%d games stored, want 2", len(games))
	}
	for _, g := range games {
		if g.Result.Players[0].Name != "Ann" {
			t.Errorf("game %s (id %d) was replaced: %s comes first", g.UUID, g.ID, g.Result.Players[0].Name)
		}
		if g.UUID == "known" && g.ID != knownID {
			t.Errorf("the known game moved from id %d to %d", knownID, g.ID)
		}
	}
}

// TestImportAcrossCopyBatches: an import longer than a batch of COPY (on
// PostgreSQL) skips a uuid stored before it and one met in an earlier
// batch of the same file, and stores the rest in the order of the file.
func TestImportAcrossCopyBatches(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	known := sampleGame("Ann", "Bob")
	known.UUID = "known"
	saveAll(t, s, known)
	n := store.CopyBatch + 100
	games := make([]store.Game, n)
	for i := range games {
		games[i] = sampleGame("Ann", fmt.Sprintf("Player %d", i%7))
		games[i].UUID = fmt.Sprintf("game-%05d", i)
		games[i].PlayedAt = time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Minute)
	}
	games[store.CopyBatch+10].UUID = "game-00003" // met in the first batch
	games[store.CopyBatch+20].UUID = "known"
	stats, err := s.Import(ctx, from(games, -1, nil))
	if err != nil {
		t.Fatal(err)
	}
	if stats != (store.ImportStats{Added: n - 2, Skipped: 2}) {
		t.Errorf("import = %+v, want %d added, 2 skipped", stats, n-2)
	}
	stored := exported(t, s)
	if len(stored) != n-1 {
		t.Fatalf("%d games stored, want %d", len(stored), n-1)
	}
	var last int64
	for _, g := range stored {
		if g.UUID == "known" {
			continue
		}
		if g.ID <= last {
			t.Errorf("game %s has id %d, after id %d: not in the order of the file", g.UUID, g.ID, last)
		}
		last = g.ID
	}
}
