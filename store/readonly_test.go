package store_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// TestOpenReadOnlyNeverCreatesOrWrites: completion reads the database; a
// missing file stays missing, a foreign one is refused, and a real one is
// read without a byte of it changing.
func TestOpenReadOnlyNeverCreatesOrWrites(t *testing.T) {
	ctx := context.Background()
	missing := filepath.Join(t.TempDir(), "sub", "none.db")
	if _, err := store.OpenReadOnly(missing); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: err = %v, want os.ErrNotExist", err)
	}
	if _, err := os.Stat(filepath.Dir(missing)); !errors.Is(err, os.ErrNotExist) {
		t.Error("opening a missing database for reading created its folder")
	}
	foreign := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(foreign, []byte("shopping list\n"), 0o644)
	if _, err := store.OpenReadOnly(foreign); !errors.Is(err, store.ErrForeign) {
		t.Errorf("foreign file: err = %v, want ErrForeign", err)
	}

	s, path := openTemp(t)
	for _, names := range [][]string{{"Ann", "Bob"}, {"annika", "Cy"}, {"Zoë", "Ann"}} {
		if _, err := s.Save(ctx, sampleGame(names...)); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	before, _ := os.ReadFile(path)
	ro, err := store.OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	tests := []struct {
		prefix string
		limit  int
		want   []string
	}{
		{"", 0, []string{"Ann", "annika", "Bob", "Cy", "Zoë"}},
		{"an", 0, []string{"Ann", "annika"}},
		{"ANN", 1, []string{"Ann"}},
		{"zo", 0, []string{"Zoë"}},
		{"x", 0, nil},
	}
	for _, tt := range tests {
		got, err := ro.Names(ctx, tt.prefix, tt.limit)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Names(%q, %d) = %v, %v; want %v", tt.prefix, tt.limit, got, err, tt.want)
		}
	}
	games, err := ro.History(ctx, store.Filter{Limit: 2})
	if err != nil || len(games) != 2 || games[0].ID != 3 {
		t.Errorf("History = %+v, %v", games, err)
	}
	if _, err := ro.Save(ctx, sampleGame("Dee", "Eve")); err == nil {
		t.Error("a read-only store saved a game")
	}
	ro.Close()
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("reading the database changed it")
	}
}

func TestSchemaVersionIsTheNewestMigration(t *testing.T) {
	entries, err := os.ReadDir("migrations")
	if err != nil {
		t.Fatal(err)
	}
	if got := store.SchemaVersion(); got != len(entries) || got < 3 {
		t.Errorf("SchemaVersion() = %d, want %d (one per migration)", got, len(entries))
	}
}
