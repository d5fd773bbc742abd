package store_test

import (
	"context"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// TestNamesByPrefix: completion finds players by the start of their name,
// in any letter case, through a reader that changes nothing in the file.
func TestNamesByPrefix(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	for _, names := range [][]string{{"Ann", "Bob"}, {"annika", "Cy"}, {"Zoë", "Ann"}} {
		if _, err := s.Save(ctx, sampleGame(names...)); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	before, _ := os.ReadFile(path)
	ro, err := store.OpenReader(path)
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
	ro.Close()
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("reading the names changed the database")
	}
}

func TestSchemaVersionIsTheNewestMigration(t *testing.T) {
	entries, err := os.ReadDir("migrations")
	if err != nil {
		t.Fatal(err)
	}
	newest := 0
	for _, e := range entries {
		n, _ := strconv.Atoi(strings.SplitN(e.Name(), "_", 2)[0])
		newest = max(newest, n)
	}
	if got := store.SchemaVersion(); got != newest || got < 5 {
		t.Errorf("SchemaVersion() = %d, want %d (the newest migration)", got, newest)
	}
}
