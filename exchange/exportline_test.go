package exchange

import (
	"bytes"
	"context"
	"encoding/json"
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
// cancelled (Ctrl-C), stops with that error, whichever line it was at.
func TestExportStopsOnError(t *testing.T) {
	st := imported(t, exports+"club-mix.jsonl") // 20 games, a line a write
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

// TestQuotedIsEncodingJSON: the texts of an export line (game, status,
// uuid) are written as encoding/json writes them.
func TestQuotedIsEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "dice", "in-progress", "0d0ebc1e-1d6e-4f0e-9b0a-2b8f3c0e7a11", "Game 11 from another club",
		`quote " and \ backslash`, "tab\tline\n", "\x00\x7f", "bad \xff utf-8", "line\u2028para", "Zoë & <Łukasz>"} {
		want, _ := json.Marshal(s)
		want = bytes.ReplaceAll(bytes.ReplaceAll(bytes.ReplaceAll(want, []byte(`\u003c`), []byte("<")), []byte(`\u003e`), []byte(">")), []byte(`\u0026`), []byte("&"))
		if got := appendQuoted(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q written %s, want %s", s, got, want)
		}
	}
}
