package store_test

import (
	"context"
	"errors"
	"os"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// TestFirstImport: an import into a store without games runs in rollback
// mode (a -journal is there while it runs) and builds the index it set
// aside again; an import into a store with games, or into one another
// program has open, runs in WAL as before. Each ends with the schema it
// found, the file sound and back in WAL, whether it stored its games or
// failed and stored nothing.
func TestFirstImport(t *testing.T) {
	pgtest.SQLiteOnly(t)
	games := exported(t, func() *store.Store { s, _ := openTemp(t); saveAll(t, s, club()...); return s }())
	cases := []struct {
		name        string
		stored      int  // games in the store before
		otherOpen   bool // another program's connection is open
		fail        bool // the import fails at its fourth game
		wantJournal bool // the import runs in rollback mode
	}{
		{"first import", 0, false, false, true},
		{"first import that fails", 0, false, true, true},
		{"first import while another has the file open", 0, true, false, false},
		{"import into a store with games", 1, false, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			s, path := openTemp(t)
			if c.stored > 0 {
				saveAll(t, s, sampleGame("Zed", "Yan"))
			}
			if c.otherOpen {
				other, err := store.Open(path)
				if err != nil {
					t.Fatal(err)
				}
				defer other.Close()
				if _, err := other.History(ctx, store.Filter{}); err != nil {
					t.Fatal(err)
				}
			}
			before, err := store.Schema(s)
			if err != nil {
				t.Fatal(err)
			}
			var failWith error
			if c.fail {
				failWith = errBadFile
			}
			next, journal := from(games, 3, failWith), false
			watched := func() (store.Game, bool, error) {
				if _, err := os.Stat(path + "-journal"); err == nil {
					journal = true
				}
				return next()
			}
			stats, err := s.Import(ctx, watched)
			if c.fail != (err != nil) {
				t.Fatalf("import = %+v, %v", stats, err)
			}
			if journal != c.wantJournal {
				t.Errorf("a rollback journal during the import: %v, want %v", journal, c.wantJournal)
			}
			after, err := store.Schema(s)
			if err != nil || after != before {
				t.Errorf("schema after the import (%v):\n%s\nbefore:\n%s", err, after, before)
			}
			if mode, err := store.Pragma(s, "journal_mode"); mode != "wal" || err != nil {
				t.Errorf("journal mode after the import = %q, %v", mode, err)
			}
			if ok, err := store.Integrity(s); ok != "ok" || err != nil {
				t.Errorf("integrity = %q, %v", ok, err)
			}
			want := c.stored
			if !c.fail {
				want += len(games)
			}
			if n := len(exported(t, s)); n != want {
				t.Errorf("%d games stored, want %d", n, want)
			}
			if _, err := os.Stat(path + "-journal"); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("a -journal is left: %v", err)
			}
		})
	}
}
