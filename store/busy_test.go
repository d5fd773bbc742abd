package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// TestReadersAndWritersDuringAnImport: while an import holds the write lock
// (its next game is held back by the test), readers read (history, and a
// leaderboard that cannot save its figures computes them), a new writer
// opens, and a writer's save waits for the import, says that it waits,
// and is stored once the import is done. The busy timeout is shortened so
// that the save waits longer than one attempt.
func TestReadersAndWritersDuringAnImport(t *testing.T) {
	defer store.SetBusyTimeout(20 * time.Millisecond)()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "import.db")
	imp, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer imp.Close()
	saveAll(t, imp, club()...)

	started, release := make(chan struct{}), make(chan struct{})
	h := newHistory(50)
	imported := make(chan error, 1)
	go func() {
		first := true
		_, err := imp.Import(ctx, func() (store.Game, bool, error) {
			if first {
				first = false
				close(started)
				<-release
			}
			return h.next()
		})
		imported <- err
	}()
	<-started

	r, err := store.OpenReader(path)
	if err != nil {
		t.Fatalf("open a reader during the import: %v", err)
	}
	defer r.Close()
	if games, err := r.History(ctx, store.Filter{}); err != nil || len(games) != 5 {
		t.Errorf("history during the import: %d games, %v", len(games), err)
	}
	if rows, err := r.Leaderboard(ctx, ""); err != nil || len(rows) != 3 {
		t.Errorf("leaderboard of a reader during the import: %d rows, %v", len(rows), err)
	}
	w, err := store.Open(path)
	if err != nil {
		t.Fatalf("open a writer during the import: %v", err)
	}
	defer w.Close()
	if rows, err := w.Leaderboard(ctx, "dice"); err != nil || len(rows) != 3 {
		t.Errorf("leaderboard of a writer during the import: %d rows, %v", len(rows), err)
	}
	waiting := make(chan struct{}, 1)
	w.Waiting = func() { waiting <- struct{}{} }
	saved := make(chan error, 1)
	go func() {
		_, err := w.Save(ctx, sampleGame("Zoe", "Ann"))
		saved <- err
	}()
	select {
	case <-waiting:
	case err := <-saved:
		t.Fatalf("the save did not wait for the import: %v", err)
	}
	close(release)
	if err := <-imported; err != nil {
		t.Fatalf("import: %v", err)
	}
	if err := <-saved; err != nil {
		t.Fatalf("the save that waited: %v", err)
	}
	if games, err := w.History(ctx, store.Filter{}); err != nil || len(games) != 5+50+1 {
		t.Errorf("after the import and the save: %d games, %v", len(games), err)
	}
}

// TestReaderOfABusyFile: a reader that finds the file held by another
// program's write (as behind a first import, which holds it to itself)
// past its busy timeout says that nothing was read, not that nothing was
// stored; the error is still ErrBusy.
func TestReaderOfABusyFile(t *testing.T) {
	pgtest.SQLiteOnly(t)
	defer store.SetBusyTimeout(20 * time.Millisecond)()
	ctx := context.Background()
	s, path := openTemp(t)
	saveAll(t, s, club()...)
	s.Close() // the file at rest is in rollback mode
	r, err := store.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	conn, err := rawDB(t, path).Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `BEGIN EXCLUSIVE`); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, `ROLLBACK`)
	_, err = r.History(ctx, store.Filter{})
	var e *store.Error
	if !errors.Is(err, store.ErrBusy) || !errors.As(err, &e) || e.Msg.ID != "store.busy.reading" {
		t.Errorf("history of a busy file = %v (%+v), want store.busy.reading", err, e)
	}
}
