package store_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"

	"github.com/zooscore/zooscore/internal/longtest"
)

// holder is a child process that keeps a store's file open, as a running
// serve does, and saves a game whenever it is told.
type holder struct {
	*started
	in io.WriteCloser
}

func startHolder(t *testing.T, path string) *holder {
	t.Helper()
	h := &holder{started: &started{cmd: childCmd(t, "hold", path, 0, false)}}
	var err error
	if h.in, err = h.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := h.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	h.cmd.Stderr = &h.stderr
	if err := h.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	h.lines = bufio.NewScanner(out)
	if _, ok := h.await("open"); !ok {
		t.Fatalf("the other program did not open the file: %v", h.finish())
	}
	t.Cleanup(func() {
		h.in.Close()
		if err := h.finish(); err != nil {
			t.Errorf("the other program: %v", err)
		}
	})
	return h
}

// save has the holder save a game and returns how many games the file
// held right after.
func (h *holder) save(t *testing.T) int {
	t.Helper()
	fmt.Fprintln(h.in, "save")
	line, ok := h.await("saved ")
	if !ok {
		t.Fatalf("the other program did not save: %v", h.finish())
	}
	n, _ := strconv.Atoi(strings.TrimPrefix(line, "saved "))
	return n
}

// TestImportBesideAnotherProgramGoesInSlices: an import into a file that
// another program has open (a running serve) lets that program's writes
// in while it writes, instead of holding the write lock for the whole
// import: a game the other program saves once the import has begun
// writing is stored before the import's last game. One transaction (the
// old way) stored it only after every imported game.
func TestImportBesideAnotherProgramGoesInSlices(t *testing.T) {
	pgtest.SQLiteOnly(t)
	defer store.SetSlices(0, 20*time.Millisecond)()
	const n = 960 // 30 slices of 32 games, 20 ms apart
	ctx := context.Background()
	s, path := openTemp(t)
	saveAll(t, s, club()...)
	h := startHolder(t, path)

	read := make(chan struct{})
	imported := make(chan error, 1)
	var stats store.ImportStats
	go func() {
		next := newHistory(n).next
		var err error
		stats, err = s.Import(ctx, func() (store.Game, bool, error) {
			g, ok, err := next()
			if !ok {
				close(read) // the input is read: writing begins
			}
			return g, ok, err
		})
		imported <- err
	}()
	<-read
	during := h.save(t)
	if err := <-imported; err != nil {
		t.Fatal(err)
	}
	if stats.Added != n || stats.Skipped != 0 {
		t.Errorf("import: %+v, want %d added", stats, n)
	}
	if all := 5 + n + 1; during >= all {
		t.Errorf("the other program's game was stored after the whole import (%d games then), want it between slices", during)
	}
	if got, err := store.GameCount(s); err != nil || got != 5+n+1 {
		t.Errorf("after the import: %d games, %v; want %d", got, err, 5+n+1)
	}
}

// TestImportBesideAnotherProgramStoresTheSame: the games an import stores
// in slices, beside another program, are the games one transaction
// stores into a file of its own, with their results, logs and players.
func TestImportBesideAnotherProgramStoresTheSame(t *testing.T) {
	defer store.SetSlices(0, time.Millisecond)()
	const n = 200
	ctx := context.Background()
	alone, _ := openTemp(t)
	beside, path := openTemp(t)
	startHolder(t, path)
	for _, s := range []*store.Store{alone, beside} {
		// Twice: the second import skips every game.
		for round, want := range []store.ImportStats{{Added: n}, {Skipped: n}} {
			stats, err := s.Import(ctx, withLogs(newHistory(n).next))
			if err != nil || stats != want {
				t.Fatalf("import %d: %+v, %v; want %+v", round+1, stats, err, want)
			}
		}
	}
	a, b := storedLines(t, alone), storedLines(t, beside)
	if len(a) != n || !slices.Equal(a, b) {
		t.Errorf("in slices the store holds %d games, alone %d; first difference:\n%s", len(b), len(a), firstDiff(a, b))
	}
	la, err := alone.Leaderboard(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	lb, err := beside.Leaderboard(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(la, lb) {
		t.Errorf("leaderboard after the import in slices differs from the one alone")
	}
}

// TestBrokenImportBesideAnotherProgramStoresNothing: a game refused
// halfway through the input stores nothing, in slices as in one
// transaction, since the input is read whole before anything is written.
func TestBrokenImportBesideAnotherProgramStoresNothing(t *testing.T) {
	defer store.SetSlices(0, time.Millisecond)()
	ctx := context.Background()
	s, path := openTemp(t)
	saveAll(t, s, club()...)
	startHolder(t, path)
	broken := errors.New("line 300: not a game")
	next, i := newHistory(400).next, 0
	_, err := s.Import(ctx, func() (store.Game, bool, error) {
		if i++; i == 300 {
			return store.Game{}, false, broken
		}
		return next()
	})
	if !errors.Is(err, broken) {
		t.Fatalf("import: %v, want the reader's error", err)
	}
	if got, err := store.GameCount(s); err != nil || got != 5 {
		t.Errorf("after a broken import: %d games, %v; want the 5 before it", got, err)
	}
}

// withLogs gives every third game a play log.
func withLogs(next func() (store.Game, bool, error)) func() (store.Game, bool, error) {
	i := 0
	return func() (store.Game, bool, error) {
		g, ok, err := next()
		if i++; ok && i%3 == 0 {
			g.Log = store.PlayLog{Location: "Club room", Minutes: 30 + i%60, StartPlayer: g.Result.Players[0].Name, Note: "night " + strconv.Itoa(i)}
		}
		return g, ok, err
	}
}

// storedLines is every stored game as a line of its own: its UUID, kind,
// status, time, input, result and play log.
func storedLines(t *testing.T, s *store.Store) []string {
	t.Helper()
	var lines []string
	err := s.Export(context.Background(), func(g store.Game) error {
		lines = append(lines, fmt.Sprintf("%s %s %s %s %s %+v %+v %s", g.UUID, g.Game, g.Status,
			g.PlayedAt.UTC().Format(time.RFC3339), g.Input, g.Result, g.Log, g.Made))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(lines)
	return lines
}

func firstDiff(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return "alone:     " + a[i] + "\nin slices: " + b[i]
		}
	}
	return "(one is longer)"
}

// TestLeaderboardWhileAnImportHoldsItsLease: while an import in slices
// holds its lease, the leaderboard shows the saved figures and the games
// played after them, without replaying every game for each slice; a game
// it added into the past counts once the lease is given back.
func TestLeaderboardWhileAnImportHoldsItsLease(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	saveAll(t, s, club()...)
	board := func() map[string]int {
		t.Helper()
		rows, err := s.Leaderboard(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		games := map[string]int{}
		for _, r := range rows {
			games[r.Name] = r.Games
		}
		return games
	}
	before := board()
	if err := store.HoldLease(s); err != nil {
		t.Fatal(err)
	}
	fin := scorer.StatusFinished
	saveAll(t, s, played("dice", -100, fin, seat{"Dee", 9, 1}, seat{"Ann", 1, 2})) // into the past: waits
	saveAll(t, s, played("dice", 100, fin, seat{"Eve", 9, 1}, seat{"Bob", 1, 2}))  // tonight's: counts
	for range 2 {                                                                  // the second time from the figures as the first left them
		got := board()
		if got["Dee"] != 0 || got["Ann"] != before["Ann"] || got["Eve"] != 1 || got["Bob"] != before["Bob"]+1 {
			t.Errorf("during the import: %v, want %v with Eve and Bob's game only", got, before)
		}
	}
	store.GiveBackLease(s)
	if got := board(); got["Dee"] != 1 || got["Ann"] != before["Ann"]+1 || got["Eve"] != 1 {
		t.Errorf("after the import: %v, want Dee's game counted", got)
	}
}

// TestKilledImportBesideAnotherProgram kills imports made in slices, beside
// another program that has the file open, at points spread over the whole
// import: the file is sound after each, holds the games before it and
// part of the import or all of it, and the next import completes it.
func TestKilledImportBesideAnotherProgram(t *testing.T) {
	longtest.Series(t)
	const n = 1000
	runs := crashRuns(6)
	ctx := context.Background()
	dir := t.TempDir()
	calibrate := filepath.Join(dir, "calibrate.db")
	s, err := store.Open(calibrate)
	if err != nil {
		t.Fatal(err)
	}
	saveAll(t, s, club()...)
	s.Close()
	startHolder(t, calibrate)
	t.Setenv(childSlices, "1")
	whole := elapsed(t, "import", calibrate, n, "importing")
	outcomes := map[string]int{}
	for i := range runs {
		path := filepath.Join(dir, fmt.Sprintf("run-%d.db", i))
		s, err := store.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		saveAll(t, s, club()...)
		s.Close()
		h := startHolder(t, path)
		delay := time.Duration(int64(whole) * int64(i) / int64(runs) * 3 / 2)
		killAfter(t, startChild(t, "import", path, n), "importing", delay)
		h.save(t) // the other program writes on
		got, err := afterImportKill(ctx, path, 5+1, n, true)
		if err != nil {
			t.Errorf("kill %d (%v into the import): %v", i, delay, err)
		}
		outcomes[got]++
	}
	t.Logf("%d kills over %v of an import of %d games in slices: %v", runs, whole, n, outcomes)
}
