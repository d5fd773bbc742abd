package main

import (
	"path/filepath"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// emptyDB is a zooscore database with no game in it: reading commands
// refuse a file that does not exist.
func emptyDB(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "empty.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}
