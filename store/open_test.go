package store_test

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// files lists the names in a folder.
func files(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestPathIsAPath: whatever its characters, --db names exactly one file.
// SQLite reads "?" as the start of URI parameters, "#" as a fragment and
// "%41" as "A"; a name with them must still be the file zooscore reads the
// header of and then opens, and a file named like the part before "?" must
// stay untouched.
func TestPathIsAPath(t *testing.T) {
	names := []string{"victim?x.db", "victim?mode=memory", "a%41.db", "h#x.db", "sp ace.db", "ünï€ 象.db", "%3F.db", "x.db?", "v:db"}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			victim := filepath.Join(dir, "victim")
			raw, err := sql.Open("sqlite", victim)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := raw.Exec(`CREATE TABLE mine (x)`); err != nil {
				t.Fatal(err)
			}
			raw.Close()
			before, _ := os.ReadFile(victim)

			path := filepath.Join(dir, name)
			s, err := store.Open(path)
			if err != nil {
				t.Fatalf("open %q: %v", name, err)
			}
			if _, err := s.Save(context.Background(), sampleGame("Ann", "Bob")); err != nil {
				t.Fatal(err)
			}
			s.Close()
			if got, want := files(t, dir), []string{"victim", name}; !slices.Equal(sorted(got), sorted(want)) {
				t.Errorf("files after storing in %q: %q, want %q", name, got, want)
			}
			if after, _ := os.ReadFile(victim); string(after) != string(before) {
				t.Errorf("storing in %q changed the file victim", name)
			}
			r, err := store.OpenReader(path)
			if err != nil {
				t.Fatalf("read %q: %v", name, err)
			}
			defer r.Close()
			if games, err := r.History(context.Background(), store.Filter{}); err != nil || len(games) != 1 {
				t.Errorf("history of %q: %d games, %v", name, len(games), err)
			}
		})
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// TestReaderCreatesNothing: a reading command pointed at a missing file
// says so and creates neither the file nor its folder; an empty file reads
// as an empty database and stays empty.
func TestReaderCreatesNothing(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "typo", "x.db")
	_, err := store.OpenReader(missing)
	if !errors.Is(err, store.ErrNoDatabase) || !strings.Contains(err.Error(), missing) {
		t.Errorf("err = %v, want ErrNoDatabase naming the path", err)
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("a reader created %q", got)
	}
	empty := filepath.Join(dir, "empty.db")
	os.WriteFile(empty, nil, 0o644)
	r, err := store.OpenReader(empty)
	if err != nil {
		t.Fatal(err)
	}
	games, err := r.History(context.Background(), store.Filter{})
	r.Close()
	if err != nil || len(games) != 0 {
		t.Errorf("history of an empty file: %v, %v", games, err)
	}
	if fi, _ := os.Stat(empty); fi.Size() != 0 || len(files(t, dir)) != 1 {
		t.Errorf("reading an empty file changed it (%d bytes) or added files %q", fi.Size(), files(t, dir))
	}
}

// TestReaderLeavesNoFiles: a file at rest is one file. A reader reads it
// without creating -wal or -shm: on its own, next to a writer, and on a
// file an older zooscore left in WAL mode (read as immutable).
func TestReaderLeavesNoFiles(t *testing.T) {
	pgtest.SQLiteOnly(t)
	ctx := context.Background()
	s, path := openTemp(t)
	saveAll(t, s, club()...)
	dir := filepath.Dir(path)
	read := func() {
		t.Helper()
		r, err := store.OpenReader(path)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		if games, err := r.History(ctx, store.Filter{}); err != nil || len(games) != 5 {
			t.Fatalf("history: %d games, %v", len(games), err)
		}
		if _, err := r.Leaderboard(ctx, ""); err != nil {
			t.Fatal(err)
		}
	}
	read() // next to the open writer
	s.Close()
	if got := files(t, dir); !slices.Equal(got, []string{"zooscore.db"}) {
		t.Fatalf("after the writer closed: %q, want the file alone", got)
	}
	read()
	if got := files(t, dir); !slices.Equal(got, []string{"zooscore.db"}) {
		t.Errorf("after a reader: %q", got)
	}
	// An older zooscore left its files in WAL mode.
	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	var mode string
	if err := raw.QueryRow(`PRAGMA journal_mode = WAL`).Scan(&mode); err != nil || mode != "wal" {
		t.Fatalf("journal mode %q, %v", mode, err)
	}
	raw.Close()
	read()
	if got := files(t, dir); !slices.Equal(got, []string{"zooscore.db"}) {
		t.Errorf("after a reader of a file in WAL mode: %q", got)
	}
}

// TestWriterUsesFullSync: every commit of a writer survives a power loss.
func TestWriterUsesFullSync(t *testing.T) {
	pgtest.SQLiteOnly(t)
	s, _ := openTemp(t)
	for range 4 { // every connection of the pool, not just the first
		if v, err := store.Pragma(s, "synchronous"); err != nil || v != "2" {
			t.Fatalf("synchronous = %s, %v; want 2 (FULL)", v, err)
		}
	}
}

// TestDamagedFileRefusedInWords: SQLite's "malformed" becomes ErrDamaged,
// with words that say what to do, for a reader and a writer, and the
// damaged pages are left as they were.
func TestDamagedFileRefusedInWords(t *testing.T) {
	pgtest.SQLiteOnly(t)
	path := damagedDB(t)
	before, _ := os.ReadFile(path)
	ctx := context.Background()
	r, err := store.OpenReader(path)
	if err == nil {
		_, err = r.History(ctx, store.Filter{})
		r.Close()
	}
	checkDamaged(t, "history", err)
	w, err := store.Open(path)
	if err == nil {
		_, err = w.Save(ctx, sampleGame("Ann", "Bob"))
		w.Close()
	}
	checkDamaged(t, "save", err)
	after, _ := os.ReadFile(path)
	// The header may record the journal mode switched and back; nothing
	// after it may change.
	if len(after) != len(before) || string(after[100:]) != string(before[100:]) {
		t.Error("the damaged file was changed")
	}
}

func checkDamaged(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, store.ErrDamaged) {
		t.Fatalf("%s: err = %v, want ErrDamaged", what, err)
	}
	if msg := err.Error(); !strings.Contains(msg, "is damaged: keep a copy; zooscore will not change it") || strings.Contains(msg, "malformed") {
		t.Errorf("%s says %q", what, msg)
	}
}

// damagedDB stores a few games and breaks the root page of every table and
// index (sqlite_schema on page 1 stays, so the file still opens).
func damagedDB(t *testing.T) string {
	t.Helper()
	s, path := openTemp(t)
	saveAll(t, s, club()...)
	s.Close()
	raw, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var size int64
	if err := raw.QueryRow(`PRAGMA page_size`).Scan(&size); err != nil {
		t.Fatal(err)
	}
	rows, err := raw.Query(`SELECT rootpage FROM sqlite_schema WHERE rootpage > 1`)
	if err != nil {
		t.Fatal(err)
	}
	var roots []int64
	for rows.Next() {
		var root int64
		rows.Scan(&root)
		roots = append(roots, root)
	}
	rows.Close()
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, root := range roots {
		if _, err := f.WriteAt([]byte(strings.Repeat("\xff", 64)), (root-1)*size); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// TestReaderRefusesNewerSchema: reading never touches a newer file either.
func TestReaderRefusesNewerSchema(t *testing.T) {
	pgtest.SQLiteOnly(t)
	_, path := openTemp(t)
	newer := filepath.Join(t.TempDir(), "newer.db")
	writeHeader(t, path, newer, func(h []byte) { h[60], h[61], h[62], h[63] = 0, 0, 0, 99 })
	if _, err := store.OpenReader(newer); !errors.Is(err, store.ErrNewer) {
		t.Errorf("err = %v, want ErrNewer", err)
	}
}

// TestUnmarkedZooscoreFileIsTakenBack: an older zooscore, killed while it
// created a file, could leave the tables without the application id (the
// mark rolled back from a hot journal): such a file is recognized and
// marked, while another program's unmarked file stays refused.
func TestUnmarkedZooscoreFileIsTakenBack(t *testing.T) {
	pgtest.SQLiteOnly(t)
	s, path := openTemp(t)
	saveAll(t, s, club()...)
	s.Close()
	lost := filepath.Join(t.TempDir(), "lost.db")
	writeHeader(t, path, lost, func(h []byte) { h[68], h[69], h[70], h[71] = 0, 0, 0, 0 })
	r, err := store.OpenReader(lost)
	if err != nil {
		t.Fatalf("reader: %v", err)
	}
	r.Close()
	w, err := store.Open(lost)
	if err != nil {
		t.Fatalf("writer: %v", err)
	}
	w.Close()
	if h, _ := os.ReadFile(lost); string(h[68:72]) != "ZOOS" {
		t.Errorf("application id = %q, want the mark back", h[68:72])
	}
}
