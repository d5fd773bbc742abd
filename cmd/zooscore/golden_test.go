package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that records failures instead of ending the
// test, to test a helper that must fail.
type recorder struct {
	testing.TB
	failed bool
	msgs   []string
}

func (r *recorder) Helper()                      {}
func (r *recorder) Errorf(f string, args ...any) { r.failed = true; r.msgs = append(r.msgs, f) }
func (r *recorder) Fatalf(f string, args ...any) { r.failed = true; r.msgs = append(r.msgs, f) }
func (r *recorder) Fatal(args ...any)            { r.failed = true }

// TestGoldenUpdateFailsWhenItRewrites: a golden test run with -update
// compares before it writes, so a changed output fails (and is rewritten)
// instead of passing against the file it just wrote; an unchanged one
// passes and leaves the file alone.
func TestGoldenUpdateFailsWhenItRewrites(t *testing.T) {
	defer func(was bool) { *update = was }(*update)
	tests := []struct {
		name      string
		update    bool
		file, got string
		fails     bool
		after     string
	}{
		{"same, update", true, "a\n", "a\n", false, "a\n"},
		{"changed, update", true, "a\n", "b\n", true, "b\n"},
		{"changed", false, "a\n", "b\n", true, "a\n"},
		{"same", false, "a\n", "a\n", false, "a\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "x.golden")
			os.WriteFile(path, []byte(tt.file), 0o644)
			*update = tt.update
			r := &recorder{TB: t}
			goldenFile(r, path, tt.got)
			if r.failed != tt.fails {
				t.Errorf("failed = %v, want %v (%s)", r.failed, tt.fails, strings.Join(r.msgs, "; "))
			}
			if b, _ := os.ReadFile(path); string(b) != tt.after {
				t.Errorf("file = %q, want %q", b, tt.after)
			}
		})
	}
}
