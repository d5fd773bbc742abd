package exchange

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// exports holds the exports of every version of zooscore that the
// commands' tests import, and a club's games of every kind.
const exports = "../cmd/zooscore/testdata/"

// imported is a new store holding the games of an export file, imported
// as zooscore import does.
func imported(t *testing.T, file string) *store.Store {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	next, stop := ReadLines(f)
	defer stop()
	if _, err := st.Import(context.Background(), next); err != nil {
		t.Fatal(err)
	}
	return st
}

// failingWriter takes n writes, then fails.
type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.n == 0 {
		return 0, errors.New("disk full")
	}
	w.n--
	return len(p), nil
}

// TestExportStopsOnError: an export whose output fails, or that is
// cancelled (Ctrl-C), stops with that error, whichever line it was at, and
// leaves no goroutine waiting.
func TestExportStopsOnError(t *testing.T) {
	st := imported(t, exports+"club-mix.jsonl")
	defer func(size int) { chunkSize = size }(chunkSize)
	chunkSize = 1 // a line a write
	for n := range 21 {
		if err := WriteJSONL(context.Background(), st, &failingWriter{n: n}); n < 20 && (err == nil || err.Error() != "disk full") {
			t.Errorf("output failing after %d lines: %v, want disk full", n, err)
		} else if n == 20 && err != nil {
			t.Errorf("20 lines written: %v", err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := WriteJSONL(ctx, st, io.Discard); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled export: %v, want context.Canceled", err)
	}
}
