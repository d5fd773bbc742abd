package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	clubgen "github.com/zooscore/zooscore/internal/club"
	"github.com/zooscore/zooscore/store"
)

// The benchmarks below run on a club's history (package club): real
// inputs of the three games, a quarter of them play scripts, scored by the
// games' own code, with their breakdowns, warnings and decisions; the
// regular Ann sits in a third of the games. They measure the store alone:
// the games are generated and scored before the clock starts, where
// zooscore import reads and scores each line.

const clubGames = 20_000

var clubHistory = sync.OnceValue(func() []store.Game {
	var games []store.Game
	err := clubgen.Generate(clubgen.Options{Games: clubGames, Seed: 1, Workers: 2, Score: true}, func(g clubgen.Game) error {
		games = append(games, store.Pack(store.Game{UUID: g.UUID, Game: g.Game, Status: g.Result.Status, PlayedAt: g.PlayedAt,
			Input: g.Input, Result: g.Result}))
		return nil
	})
	if err != nil {
		panic(err)
	}
	for i := range games {
		if games[i].Status == "" {
			games[i].Status = "finished"
		}
	}
	return games
})

// BenchmarkImportClub imports the club's scored and packed games (see
// store.Pack) into a fresh file: the share of an import that the one
// writer takes, while the other cores read, score and pack the next lines.
func BenchmarkImportClub(b *testing.B) {
	games := clubHistory()
	b.ReportAllocs()
	var elapsed time.Duration
	for i := range b.N {
		b.StopTimer()
		s, err := store.Open(filepath.Join(b.TempDir(), fmt.Sprintf("club-%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		next := func() (store.Game, bool, error) {
			if n == len(games) {
				return store.Game{}, false, nil
			}
			n++
			return games[n-1], true, nil
		}
		b.StartTimer()
		start := time.Now()
		stats, err := s.Import(context.Background(), next)
		elapsed += time.Since(start)
		b.StopTimer()
		if err != nil || stats.Added != len(games) {
			b.Fatalf("import = %+v, %v", stats, err)
		}
		s.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(len(games)*b.N)/elapsed.Seconds(), "games/s")
}
