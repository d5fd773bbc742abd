package store

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// BenchmarkTrackedEntry measures what storing one entry of a tracked game
// costs: its own transaction, the entry against the mark, the game's script
// and result rewritten. synchronous=FULL (what a writer uses) syncs the WAL
// at every commit, so an entry shown as stored survives a power loss;
// NORMAL (what zooscore used before) only at checkpoints. The difference is
// the price of that promise. Run on a real disk, not a tmpfs: with
// TMPDIR=/some/disk go test ./store -run '^$' -bench TrackedEntry.
func BenchmarkTrackedEntry(b *testing.B) {
	for _, sync := range []string{"FULL", "NORMAL"} {
		b.Run("synchronous="+sync, func(b *testing.B) {
			s, err := openWriter(filepath.Join(b.TempDir(), "entries.db"), options{synchronous: sync})
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			ctx := context.Background()
			g := Game{Game: "dice", Input: json.RawMessage(`{"players":["Ann","Bob","Cy"],"rounds":[]}`),
				Result: scorer.Result{Game: "dice", Players: []scorer.PlayerResult{
					{Name: "Ann", Total: 12, Rank: 1}, {Name: "Bob", Total: 9, Rank: 2}, {Name: "Cy", Total: 3, Rank: 3}}}}
			id, mark, err := s.Start(ctx, g)
			if err != nil {
				b.Fatal(err)
			}
			entry := json.RawMessage(`{"round":1,"player":"Ann","took":["lion","lion","coin"]}`)
			b.ResetTimer()
			for range b.N {
				if mark, err = s.AddEntry(ctx, id, mark, entry, g); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
