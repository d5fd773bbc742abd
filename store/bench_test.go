package store_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// The benchmarks run on a generated club history: games of 2 to 5 players
// drawn from a pool of 2,000, all three game kinds, totals in each game's
// usual range driven by a hidden skill per player, so that ratings mean
// something, and shared ranks when totals tie. The seed is fixed: every run
// sees the same history.

const (
	poolSize  = 2000
	small100k = 100_000
	large1M   = 1_000_000
)

var firstNames = []string{
	"Ann", "Bob", "Cy", "Dora", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jade",
	"Kai", "Lena", "Milo", "Nora", "Otto", "Pia", "Quinn", "Rosa", "Sam", "Tess",
	"Uma", "Vik", "Wren", "Xena", "Yuri", "Zoe", "Abe", "Bea", "Cal", "Dee",
	"Emil", "Flo", "Gil", "Hedy", "Ines", "Joss", "Kit", "Lou", "Max", "Nell",
}

// kinds are the three games with the range of a typical total.
var kinds = []struct {
	name     string
	base, sd float64
}{
	{"dice", 55, 14},
	{"junior", 22, 6},
	{"zoosim", 95, 22},
}

// history generates games one at a time, as Import's next wants them.
type history struct {
	rng   *rand.Rand
	names []string
	skill []float64
	at    time.Time
	left  int
}

func newHistory(games int) *history {
	h := &history{rng: rand.New(rand.NewPCG(2026, 11)), left: games,
		at: time.Date(2016, 1, 1, 18, 0, 0, 0, time.UTC)}
	for i := range poolSize {
		h.names = append(h.names, fmt.Sprintf("%s %d", firstNames[i%len(firstNames)], i/len(firstNames)+1))
		h.skill = append(h.skill, h.rng.NormFloat64())
	}
	return h
}

func (h *history) next() (store.Game, bool, error) {
	if h.left == 0 {
		return store.Game{}, false, nil
	}
	h.left--
	// Games follow each other by a few minutes; some start in the same
	// second, so that the id has to break the tie.
	if h.rng.IntN(20) > 0 {
		h.at = h.at.Add(time.Duration(1+h.rng.IntN(300)) * time.Second)
	}
	kind := kinds[h.rng.IntN(len(kinds))]
	n := 2 + h.rng.IntN(4)
	seats := h.pick(n)
	players := make([]scorer.PlayerResult, n)
	for i, p := range seats {
		total := int(kind.base + kind.sd*(0.6*h.skill[p]+0.8*h.rng.NormFloat64()))
		players[i] = scorer.PlayerResult{Name: h.names[p], Total: max(total, 0),
			Breakdown: []scorer.Item{
				{Item: "animals", Points: max(total, 0) * 2 / 3, Rule: kind.name + ".animals"},
				{Item: "bonus", Points: max(total, 0) - max(total, 0)*2/3, Rule: kind.name + ".bonus"},
			}}
	}
	rankByTotal(players)
	status := scorer.StatusFinished
	if h.rng.IntN(100) == 0 {
		status = scorer.StatusInProgress
	}
	g := store.Game{
		UUID:     fmt.Sprintf("%016x-%016x", h.rng.Uint64(), h.rng.Uint64()),
		Game:     kind.name,
		Status:   status,
		PlayedAt: h.at,
		Input:    sheets(players),
		Result: scorer.Result{Game: kind.name, Players: players, Winners: winners(players),
			Warnings: []scorer.Note{}},
	}
	return g, true, nil
}

// pick draws n distinct players.
func (h *history) pick(n int) []int {
	out := make([]int, 0, n)
	for len(out) < n {
		p := h.rng.IntN(poolSize)
		dup := false
		for _, q := range out {
			dup = dup || q == p
		}
		if !dup {
			out = append(out, p)
		}
	}
	return out
}

// rankByTotal orders the players by total and gives standard competition
// ranks (1, 1, 3), as scorer.Rank does when no tiebreak applies.
func rankByTotal(ps []scorer.PlayerResult) {
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Total > ps[j].Total })
	for i := range ps {
		ps[i].Rank = i + 1
		if i > 0 && ps[i].Total == ps[i-1].Total {
			ps[i].Rank = ps[i-1].Rank
		}
	}
}

func winners(ps []scorer.PlayerResult) []string {
	var w []string
	for _, p := range ps {
		if p.Rank == 1 {
			w = append(w, p.Name)
		}
	}
	return w
}

// sheets builds an input of the size of real score sheets.
func sheets(ps []scorer.PlayerResult) json.RawMessage {
	b := []byte(`{"players":[`)
	for i, p := range ps {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"name":`...)
		b = strconv.AppendQuote(b, p.Name)
		b = append(b, `,"animals":`...)
		b = strconv.AppendInt(b, int64(p.Breakdown[0].Points), 10)
		b = append(b, `,"bonus":`...)
		b = strconv.AppendInt(b, int64(p.Breakdown[1].Points), 10)
		b = append(b, '}')
	}
	return append(b, "]}"...)
}

// cached holds the generated databases, each built once per run of the
// test binary: one per size shared by every benchmark that only reads, and
// the templates that tests copy (see generated).
var cached struct {
	once sync.Once
	dir  string
	mu   sync.Mutex
	dbs  map[string]string
}

// TestMain runs a child's work when the binary was started as one (see
// process_test.go), and removes the cached databases after a run.
//
// The tests that take longest and touch only files of their own call
// t.Parallel: they run after the others, two at once on two cores (no
// test that sets a package variable, such as the busy timeout, runs then).
func TestMain(m *testing.M) {
	if code, ok := runChild(); ok {
		os.Exit(code)
	}
	code := m.Run()
	if cached.dir != "" {
		os.RemoveAll(cached.dir)
	}
	os.Exit(code)
}

// generated returns the path of the cached file called name, holding the
// generated history of that many games, imported the first time it is
// asked for.
func generated(tb testing.TB, name string, games int) string {
	tb.Helper()
	cached.once.Do(func() {
		dir, err := os.MkdirTemp("", "zooscore-bench-")
		if err != nil {
			panic(err)
		}
		cached.dir, cached.dbs = dir, map[string]string{}
	})
	cached.mu.Lock()
	defer cached.mu.Unlock()
	path, ok := cached.dbs[name]
	if !ok {
		path = filepath.Join(cached.dir, name)
		start := time.Now()
		s, err := store.Open(path)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := s.Import(context.Background(), newHistory(games).next); err != nil {
			tb.Fatal(err)
		}
		if err := s.Close(); err != nil {
			tb.Fatal(err)
		}
		tb.Logf("generated %d games in %v", games, time.Since(start))
		cached.dbs[name] = path
	}
	return path
}

// historyDB returns a store on the generated history of that many games,
// importing it the first time it is asked for.
func historyDB(b *testing.B, games int) (*store.Store, string) {
	b.Helper()
	if games >= large1M && testing.Short() {
		b.Skip("1,000,000 games are skipped with -short")
	}
	path := generated(b, fmt.Sprintf("history-%d.db", games), games)
	s, err := store.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s, path
}

var sizes = []struct {
	name  string
	games int
}{{"games=100k", small100k}, {"games=1M", large1M}}

// BenchmarkImport imports the whole generated history into a fresh database
// per op, in one transaction, and reports games per second.
func BenchmarkImport(b *testing.B) {
	for _, size := range sizes {
		b.Run(size.name, func(b *testing.B) {
			if size.games >= large1M && testing.Short() {
				b.Skip("1,000,000 games are skipped with -short")
			}
			b.ReportAllocs()
			var elapsed time.Duration
			for i := range b.N {
				b.StopTimer()
				s, err := store.Open(filepath.Join(b.TempDir(), fmt.Sprintf("import-%d.db", i)))
				if err != nil {
					b.Fatal(err)
				}
				h := newHistory(size.games)
				b.StartTimer()
				start := time.Now()
				stats, err := s.Import(context.Background(), h.next)
				elapsed += time.Since(start)
				b.StopTimer()
				if err != nil || stats.Added != size.games {
					b.Fatalf("import = %+v, %v", stats, err)
				}
				s.Close()
				b.StartTimer()
			}
			b.ReportMetric(float64(size.games*b.N)/elapsed.Seconds(), "games/s")
		})
	}
}

// BenchmarkGenerate measures the generator alone, to tell its share of the
// import figures.
func BenchmarkGenerate(b *testing.B) {
	b.ReportAllocs()
	h := newHistory(b.N)
	for range b.N {
		if _, ok, _ := h.next(); !ok {
			b.Fatal("generator ended early")
		}
	}
}

// BenchmarkLeaderboard asks for the leaderboard of an up-to-date history,
// of every game kind and of one.
func BenchmarkLeaderboard(b *testing.B) {
	for _, size := range sizes {
		for _, kind := range []string{"", "zoosim"} {
			b.Run(size.name+"/game="+kind, func(b *testing.B) {
				s, _ := historyDB(b, size.games)
				ctx := context.Background()
				if _, err := s.Leaderboard(ctx, kind); err != nil { // brings the scope up to date
					b.Fatal(err)
				}
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					rows, err := s.Leaderboard(ctx, kind)
					if err != nil || len(rows) != poolSize {
						b.Fatalf("leaderboard: %d rows, %v", len(rows), err)
					}
				}
			})
		}
	}
}

// BenchmarkLeaderboardRebuild replays the whole history from the stored
// ranks, as after a change to a past game (or the first leaderboard of a
// database).
func BenchmarkLeaderboardRebuild(b *testing.B) {
	for _, size := range sizes {
		b.Run(size.name, func(b *testing.B) {
			s, path := historyDB(b, size.games)
			raw, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
			if err != nil {
				b.Fatal(err)
			}
			defer raw.Close()
			ctx := context.Background()
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				if _, err := raw.Exec(`UPDATE board_state SET stale = 1`); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if _, err := s.Leaderboard(ctx, ""); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLeaderboardPastChange re-scores the first game of the history
// (two players swap places) and asks for the leaderboard: the worst change,
// which replays every game, timed with the edit itself.
func BenchmarkLeaderboardPastChange(b *testing.B) {
	for _, size := range sizes {
		b.Run(size.name, func(b *testing.B) {
			s, _ := historyDB(b, size.games)
			ctx := context.Background()
			first, err := s.Get(ctx, 1) // the generator's games come in time order
			if err != nil {
				b.Fatal(err)
			}
			first.Status = scorer.StatusFinished
			ps := first.Result.Players
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				ps[0].Rank, ps[1].Rank = ps[1].Rank, ps[0].Rank
				if err := s.Update(ctx, first.ID, first); err != nil {
					b.Fatal(err)
				}
				if _, err := s.Leaderboard(ctx, ""); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// lastSaved is the time of the newest game BenchmarkSaveThenLeaderboard
// saved: the benchmark function runs several times on the same database, and
// a game saved before the newest would (rightly) make the leaderboard replay
// everything.
var lastSaved = time.Date(2040, 1, 1, 0, 0, 0, 0, time.UTC)

// BenchmarkSaveThenLeaderboard saves one new game and asks for the
// leaderboard: the usual evening, caught up one game at a time.
func BenchmarkSaveThenLeaderboard(b *testing.B) {
	for _, size := range sizes {
		b.Run(size.name, func(b *testing.B) {
			s, _ := historyDB(b, size.games)
			ctx := context.Background()
			if _, err := s.Leaderboard(ctx, ""); err != nil {
				b.Fatal(err)
			}
			h := newHistory(1)
			h.at = lastSaved // after the whole history and the games of earlier rounds
			defer func() { lastSaved = h.at }()
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				h.left = 1
				g, _, _ := h.next()
				g.Status, g.UUID = scorer.StatusFinished, ""
				if _, err := s.Save(ctx, g); err != nil {
					b.Fatal(err)
				}
				if _, err := s.Leaderboard(ctx, ""); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkHistory reads the first page of the history, unfiltered, of one
// game kind and of one player.
func BenchmarkHistory(b *testing.B) {
	filters := []struct {
		name string
		f    store.Filter
	}{
		{"all", store.Filter{Limit: 50}},
		{"game", store.Filter{Game: "junior", Limit: 50}},
		{"player", store.Filter{Player: "nora 7", Limit: 50}},
	}
	for _, size := range sizes {
		for _, f := range filters {
			b.Run(size.name+"/"+f.name, func(b *testing.B) {
				s, _ := historyDB(b, size.games)
				ctx := context.Background()
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					page, err := s.History(ctx, f.f)
					if err != nil || len(page) != 50 {
						b.Fatalf("history: %d games, %v", len(page), err)
					}
				}
			})
		}
	}
}
