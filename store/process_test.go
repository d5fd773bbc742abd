package store_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	execpkg "os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/zooscore/zooscore/store"

	"github.com/zooscore/zooscore/internal/longtest"
)

// The tests in this file run the test binary again as other processes
// (children) on one file: processes that start together, processes killed
// with SIGKILL at many points, a reader of another user. A child is told
// what to do by the environment; see runChild.

const (
	childAction = "ZOOSCORE_STORE_CHILD"
	childDB     = "ZOOSCORE_STORE_DB"
	childN      = "ZOOSCORE_STORE_N"
	childBusy   = "ZOOSCORE_STORE_BUSY_MS" // a shorter busy timeout: waits go round the loop
	childSlices = "ZOOSCORE_STORE_SLICES"  // an import in slices of 32 games 5 ms apart: a kill finds it between slices
)

// crashRuns is how many kills a crash test makes: a modest count by
// default, ZOOSCORE_CRASH_RUNS for a long run (hundreds).
func crashRuns(def int) int {
	return envInt("ZOOSCORE_CRASH_RUNS", def)
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// runChild does what a child was started for and returns its exit status;
// ok is false in the test binary itself.
func runChild() (code int, ok bool) {
	action := os.Getenv(childAction)
	if action == "" {
		return 0, false
	}
	path := os.Getenv(childDB)
	n, _ := strconv.Atoi(os.Getenv(childN))
	if ms, err := strconv.Atoi(os.Getenv(childBusy)); err == nil {
		store.SetBusyTimeout(time.Duration(ms) * time.Millisecond)
	}
	if os.Getenv(childSlices) != "" {
		store.SetSlices(0, 5*time.Millisecond)
	}
	if err := child(action, path, n); err != nil {
		fmt.Fprintln(os.Stderr, err)
		if errors.Is(err, store.ErrReadOnly) {
			return 3, true
		}
		return 1, true
	}
	return 0, true
}

// sayWaiting makes a child say when it waits for another's write.
var sayWaiting = store.WhileWaiting(func() { fmt.Println("waiting") })

func child(action, path string, n int) error {
	ctx := context.Background()
	if strings.HasPrefix(action, "wait-") { // start together: wait for a byte on stdin
		action = strings.TrimPrefix(action, "wait-")
		os.Stdin.Read(make([]byte, 1))
	}
	start := time.Now()
	fmt.Println("go")
	switch action {
	case "create", "save":
		s, err := store.Open(path, sayWaiting)
		if err != nil {
			return err
		}
		for range max(n, 1) {
			if _, err := s.Save(ctx, sampleGame("Ann", "Bob")); err != nil {
				s.Close()
				return err
			}
		}
		if err := s.Close(); err != nil {
			return err
		}
	case "import", "import-hold":
		s, err := store.Open(path)
		if err != nil {
			return err
		}
		fmt.Println("importing")
		start = time.Now()
		next := newHistory(n).next
		if action == "import-hold" { // halfway, wait for a byte on stdin
			h, i := next, 0
			next = func() (store.Game, bool, error) {
				if i++; i == n/2 {
					fmt.Println("holding")
					os.Stdin.Read(make([]byte, 1))
				}
				return h()
			}
		}
		if _, err := s.Import(ctx, next); err != nil {
			s.Close()
			return err
		}
		if err := s.Close(); err != nil {
			return err
		}
	case "save-each": // n games, each said with its uuid once stored
		s, err := store.Open(path)
		if err != nil {
			return err
		}
		defer s.Close()
		for range n {
			g := sampleGame("Ann", "Bob")
			g.UUID = store.NewUUID()
			if _, err := s.Save(ctx, g); err != nil {
				return err
			}
			fmt.Println("saved", g.UUID)
		}
	case "hold": // keep the file open; save a game for each line on stdin
		s, err := store.Open(path)
		if err != nil {
			return err
		}
		defer s.Close()
		// A serve reads at once; a connection that has read holds the
		// file open in WAL (one that has only opened it holds nothing).
		if _, err := store.GameCount(s); err != nil {
			return err
		}
		fmt.Println("open")
		in := bufio.NewScanner(os.Stdin)
		for in.Scan() {
			if _, err := s.Save(ctx, sampleGame("Zoe", "Ann")); err != nil {
				return err
			}
			n, err := store.GameCount(s)
			if err != nil {
				return err
			}
			fmt.Println("saved", n)
		}
	case "upgrade": // an older file: opening it upgrades it
		s, err := store.Open(path)
		if err != nil {
			return err
		}
		if err := s.Close(); err != nil {
			return err
		}
	case "read":
		s, err := store.OpenReader(path, sayWaiting)
		if errors.Is(err, store.ErrNoDatabase) {
			return nil // not created yet
		}
		if err != nil {
			return err
		}
		defer s.Close()
		games, err := s.History(ctx, store.Filter{})
		if err != nil {
			return err
		}
		if _, err := s.Leaderboard(ctx, ""); err != nil {
			return err
		}
		fmt.Println(len(games))
	default:
		return fmt.Errorf("unknown child action %q", action)
	}
	fmt.Println("done", time.Since(start).Nanoseconds())
	return nil
}

// binaryFor returns the test binary's path; for a child of another user, a
// copy in a folder that user can reach (the build folder is the owner's).
var otherUserBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "zooscore-store-child-")
	if err != nil {
		return "", err
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		return "", err
	}
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "store.test")
	return path, os.WriteFile(path, data, 0o755)
})

// childCmd prepares a child; asOther runs it as another user (nobody) when
// the tests run as root, for whom no file is read-only.
func childCmd(t *testing.T, action, path string, n int, asOther bool) *execpkg.Cmd {
	t.Helper()
	bin := os.Args[0]
	var attr *syscall.SysProcAttr
	if asOther && os.Geteuid() == 0 {
		var err error
		if bin, err = otherUserBinary(); err != nil {
			t.Fatal(err)
		}
		attr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	cmd := execpkg.Command(bin, "-test.run=^$")
	cmd.SysProcAttr = attr
	cmd.Env = append(os.Environ(), childAction+"="+action, childDB+"="+path, childN+"="+strconv.Itoa(n))
	return cmd
}

// started is a running child whose output is read line by line.
type started struct {
	cmd    *execpkg.Cmd
	lines  *bufio.Scanner
	stderr strings.Builder
}

func startChild(t *testing.T, action, path string, n int) *started {
	t.Helper()
	c := &started{cmd: childCmd(t, action, path, n, false)}
	out, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	c.cmd.Stderr = &c.stderr
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c.lines = bufio.NewScanner(out)
	return c
}

// await reads lines until one starts with prefix and returns it.
func (c *started) await(prefix string) (string, bool) {
	for c.lines.Scan() {
		if strings.HasPrefix(c.lines.Text(), prefix) {
			return c.lines.Text(), true
		}
	}
	return "", false
}

// finish waits for the child, draining its output.
func (c *started) finish() error {
	for c.lines.Scan() {
	}
	err := c.cmd.Wait()
	if err != nil {
		return fmt.Errorf("%v: %s", err, c.stderr.String())
	}
	return nil
}

// elapsed runs a child to the end and returns the time it reported for its
// work after the line starting with mark.
func elapsed(t *testing.T, action, path string, n int, mark string) time.Duration {
	t.Helper()
	c := startChild(t, action, path, n)
	c.await(mark)
	line, _ := c.await("done ")
	if err := c.finish(); err != nil {
		t.Fatal(err)
	}
	ns, err := strconv.ParseInt(strings.TrimPrefix(line, "done "), 10, 64)
	if err != nil {
		t.Fatalf("child said %q", line)
	}
	return time.Duration(ns)
}

// killAfter kills a child with SIGKILL the delay after it printed mark.
func killAfter(t *testing.T, c *started, mark string, delay time.Duration) {
	t.Helper()
	c.await(mark)
	time.Sleep(delay)
	c.cmd.Process.Signal(syscall.SIGKILL)
	c.finish()
}

// TestKilledWhileCreatingNeverRefused kills the first run on a new file at
// points spread over the whole creation (open, marking, schema, version,
// switch to WAL, the first game, the close): the file is then either
// absent, or opens for reading and writing, is sound, and takes a game.
// An older zooscore left, about once in 40 kills, a file every later run
// refused as another program's.
func TestKilledWhileCreatingNeverRefused(t *testing.T) {
	longtest.Series(t)
	runs := crashRuns(40)
	dir := t.TempDir()
	whole := elapsed(t, "create", filepath.Join(dir, "calibrate.db"), 1, "go")
	states := map[string]int{}
	refused := 0
	for i := range runs {
		path := filepath.Join(dir, fmt.Sprintf("new-%d.db", i))
		delay := time.Duration(int64(whole) * int64(i) / int64(runs) * 11 / 10)
		killAfter(t, startChild(t, "create", path, 1), "go", delay)
		state, err := afterKill(t, path)
		if err != nil {
			t.Errorf("kill %d (%v into the creation): %v", i, delay, err)
			refused++
		}
		states[state]++
	}
	t.Logf("%d kills over %v of creation, %d refused; files found: %v", runs, whole, refused, states)
}

// afterKill checks a file after a kill: a reader and a writer open it, it
// passes SQLite's integrity check, and it takes a game.
func afterKill(t *testing.T, path string) (state string, err error) {
	t.Helper()
	ctx := context.Background()
	fi, statErr := os.Stat(path)
	switch {
	case statErr != nil:
		state = "none"
	case fi.Size() == 0:
		state = "empty"
	default:
		state = "database"
	}
	r, err := store.OpenReader(path)
	if err == nil {
		_, err = r.History(ctx, store.Filter{})
		r.Close()
	}
	if err != nil && !(state == "none" && errors.Is(err, store.ErrNoDatabase)) {
		return state, fmt.Errorf("reader: %w", err)
	}
	s, err := store.Open(path)
	if err != nil {
		return state, fmt.Errorf("writer: %w", err)
	}
	defer s.Close()
	if ok, err := store.Integrity(s); err != nil || ok != "ok" {
		return state, fmt.Errorf("integrity: %s, %v", ok, err)
	}
	_, err = s.Save(ctx, sampleGame("Ann", "Bob"))
	return state, err
}

// TestKilledImportAllOrNothing kills an import of 1,000 games at points
// spread over it (and over the close that follows it): the file is sound,
// holds all of the import or none of it, and a later import of the same
// file completes it. It does so for an import into a store with games (in
// WAL) and for a first import (in rollback mode, see Store.Import).
func TestKilledImportAllOrNothing(t *testing.T) {
	longtest.Series(t)
	for _, c := range []struct {
		name  string
		games []store.Game
	}{{"into a store with games", club()}, {"first import", nil}} {
		t.Run(c.name, func(t *testing.T) { killImports(t, c.games) })
	}
}

func killImports(t *testing.T, stored []store.Game) {
	const n = 1000
	runs := crashRuns(6)
	ctx := context.Background()
	dir := t.TempDir()
	base := filepath.Join(dir, "base.db")
	s, err := store.Open(base)
	if err != nil {
		t.Fatal(err)
	}
	saveAll(t, s, stored...)
	s.Close()
	before, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	calibrate := filepath.Join(dir, "calibrate.db")
	os.WriteFile(calibrate, before, 0o644)
	whole := elapsed(t, "import", calibrate, n, "importing")
	outcomes := map[string]int{}
	for i := range runs {
		path := filepath.Join(dir, fmt.Sprintf("run-%d.db", i))
		if err := os.WriteFile(path, before, 0o644); err != nil {
			t.Fatal(err)
		}
		// Up to half as long again: a loaded machine stretches the import.
		delay := time.Duration(int64(whole) * int64(i) / int64(runs) * 3 / 2)
		killAfter(t, startChild(t, "import", path, n), "importing", delay)
		got, err := afterImportKill(ctx, path, len(stored), n, false)
		if err != nil {
			t.Errorf("kill %d (%v into the import): %v", i, delay, err)
		}
		outcomes[got]++
	}
	t.Logf("%d kills over %v of an import of %d games: %v", runs, whole, n, outcomes)
}

// afterImportKill checks a file after a killed import of n games into a
// store of before games: sound, holding none of the import or all of it
// (or, for an import in slices, part of it); the next import completes it.
func afterImportKill(ctx context.Context, path string, before, n int, inSlices bool) (string, error) {
	s, err := store.Open(path)
	if err != nil {
		return "", err
	}
	defer s.Close()
	if ok, err := store.Integrity(s); err != nil || ok != "ok" {
		return "", fmt.Errorf("integrity: %s, %v", ok, err)
	}
	count, err := store.GameCount(s)
	if err != nil {
		return "", err
	}
	outcome := "part imported"
	switch imported := count - before; {
	case imported == 0:
		outcome = "none imported"
	case imported == n:
		outcome = "all imported"
	case !inSlices:
		return "", fmt.Errorf("%d games: the import was neither whole nor absent", imported)
	case imported < 0 || imported > n:
		return "", fmt.Errorf("%d games, want %d to %d", count, before, before+n)
	}
	stats, err := s.Import(ctx, newHistory(n).next)
	if err != nil {
		return "", fmt.Errorf("the next import: %w", err)
	}
	if stats.Added != before+n-count || stats.Added+stats.Skipped != n {
		return "", fmt.Errorf("the next import: %+v after %d of %d", stats, count-before, n)
	}
	if _, err := s.Leaderboard(ctx, ""); err != nil {
		return "", err
	}
	return outcome, nil
}

// together starts children that each wait for a byte on stdin, then
// releases them at once and waits for all.
func together(t *testing.T, cmds []*execpkg.Cmd) []error {
	t.Helper()
	var pipes []io.WriteCloser
	outs := make([]*strings.Builder, len(cmds))
	for i, cmd := range cmds {
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		outs[i] = &strings.Builder{}
		cmd.Stderr = outs[i]
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		pipes = append(pipes, in)
	}
	for _, in := range pipes {
		in.Write([]byte{1})
		in.Close()
	}
	errs := make([]error, len(cmds))
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			errs[i] = fmt.Errorf("%v: %s", err, outs[i].String())
		}
	}
	return errs
}

// TestProcessesStartTogetherOnNewFile: four writers and two readers start
// at once on a file that does not exist: every one succeeds, and every
// game is stored. (An older zooscore failed 29 runs of 40: "table players
// already exists", "database is locked".)
func TestProcessesStartTogetherOnNewFile(t *testing.T) {
	const writers, readers = 4, 2
	rounds := envInt("ZOOSCORE_CONCURRENCY_RUNS", longtest.Count(1, 3))
	dir := t.TempDir()
	for r := range rounds {
		path := filepath.Join(dir, fmt.Sprintf("new-%d.db", r))
		var cmds []*execpkg.Cmd
		for i := range writers + readers {
			action := "wait-save"
			if i%3 == 2 {
				action = "wait-read"
			}
			cmds = append(cmds, childCmd(t, action, path, 2, false))
		}
		for i, err := range together(t, cmds) {
			if err != nil {
				t.Errorf("round %d, process %d: %v", r, i, err)
			}
		}
		checkGames(t, path, 2*writers)
	}
	t.Logf("%d rounds of %d writers and %d readers on a new file", rounds, writers, readers)
}

func checkGames(t *testing.T, path string, want int) {
	t.Helper()
	s, err := store.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	games, err := s.History(context.Background(), store.Filter{})
	if err != nil || len(games) != want {
		t.Errorf("%d games stored, %v; want %d", len(games), err, want)
	}
}

// TestProcessesDuringAnImport: another process imports 5,000 games into a
// store that holds a game, and holds its transaction halfway; meanwhile
// three readers read to the end, and three writers wait for the import,
// saying so (their busy timeout is 50 ms, so the wait goes round the loop
// that outlasts a busy timeout, as behind an import of a million games).
// Once the import goes on, every writer stores its games; nobody fails.
func TestProcessesDuringAnImport(t *testing.T) {
	longtest.Series(t)
	const n = 5000
	path := filepath.Join(t.TempDir(), "import.db")
	if err := childCmd(t, "save", path, 1, false).Run(); err != nil {
		t.Fatal(err)
	}
	release := holdImport(t, path, n)
	writers := startWriters(t, path)
	for i := range 3 {
		out, err := childCmd(t, "read", path, 0, false).CombinedOutput()
		if err != nil || !strings.HasPrefix(string(out), "go\n1\n") {
			t.Errorf("reader %d during the import: %v\n%s", i, err, out)
		}
	}
	awaitAll(t, writers, "waiting")
	release()
	finishAll(t, writers)
	checkGames(t, path, 1+n+9)
}

// TestProcessesDuringAFirstImport: a first import (into a store without
// games) holds the file to itself from the moment its pages no longer fit
// its cache (see Store.Import). It is held there, halfway through 60,000
// games; three readers and three writers started meanwhile wait for it
// from their first read, saying so, and go on once it is done: the
// readers read every game it brought, the writers store theirs.
func TestProcessesDuringAFirstImport(t *testing.T) {
	longtest.Series(t)
	const n = 60000
	path := filepath.Join(t.TempDir(), "first.db")
	release := holdImport(t, path, n)
	procs := startWriters(t, path)
	for range 3 {
		procs = append(procs, startChild(t, "read", path, 0))
	}
	awaitAll(t, procs, "waiting")
	release()
	for i, r := range procs[3:] {
		line, _ := r.await("")
		if got, err := strconv.Atoi(line); err != nil || got < n {
			t.Errorf("reader %d read %q games after the import, want at least %d", i, line, n)
		}
	}
	finishAll(t, procs)
	checkGames(t, path, n+9)
}

// holdImport starts a child importing n games into path and holding its
// transaction halfway; release lets it go on and waits for its end.
func holdImport(t *testing.T, path string, n int) (release func()) {
	t.Helper()
	imp := &started{cmd: childCmd(t, "import-hold", path, n, false)}
	in, err := imp.cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := imp.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	imp.cmd.Stderr = &imp.stderr
	if err := imp.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	imp.lines = bufio.NewScanner(out)
	if _, ok := imp.await("holding"); !ok {
		t.Fatalf("the import did not start: %v", imp.finish())
	}
	return func() {
		in.Write([]byte{1})
		in.Close()
		if err := imp.finish(); err != nil {
			t.Fatalf("import: %v", err)
		}
	}
}

// startWriters starts three children storing three games each, with a
// busy timeout of 50 ms.
func startWriters(t *testing.T, path string) []*started {
	t.Helper()
	var writers []*started
	for range 3 {
		w := &started{cmd: childCmd(t, "save", path, 3, false)}
		w.cmd.Env = append(w.cmd.Env, childBusy+"=50")
		out, err := w.cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		w.cmd.Stderr = &w.stderr
		if err := w.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.lines = bufio.NewScanner(out)
		writers = append(writers, w)
	}
	return writers
}

func awaitAll(t *testing.T, procs []*started, line string) {
	t.Helper()
	for i, p := range procs {
		if _, ok := p.await(line); !ok {
			t.Errorf("process %d did not say %q: %v", i, line, p.finish())
		}
	}
}

func finishAll(t *testing.T, procs []*started) {
	t.Helper()
	for i, p := range procs {
		if err := p.finish(); err != nil {
			t.Errorf("process %d: %v", i, err)
		}
	}
}

// TestReadOnlyFileAndFolder: a reader of another user (nobody, when the
// tests run as root) reads a read-only file, a file in a read-only folder,
// and a file an older zooscore left in WAL mode, and leaves no file behind;
// a writer says in words that it cannot write.
func TestReadOnlyFileAndFolder(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name              string
		fileMode, dirMode os.FileMode
		legacyWAL         bool
		writeErr          string
	}{
		{"read-only file", 0o444, 0o777, false, "the file"},
		{"read-only folder", 0o666, 0o555, false, "the folder of"},
		{"left in WAL mode, read-only file", 0o444, 0o777, true, "the file"},
		{"left in WAL mode, read-only folder", 0o666, 0o555, true, "the folder of"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := reachableDir(t)
			path := filepath.Join(dir, "club.db")
			s, err := store.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			saveAll(t, s, club()...)
			s.Close()
			if c.legacyWAL {
				leaveInWAL(t, path)
			}
			os.Chmod(path, c.fileMode)
			os.Chmod(dir, c.dirMode)
			defer os.Chmod(dir, 0o755)
			before := files(t, dir)

			out, err := childCmd(t, "read", path, 0, true).CombinedOutput()
			if err != nil || !strings.HasPrefix(string(out), "go\n5\n") {
				t.Errorf("read: %v\n%s", err, out)
			}
			if got := files(t, dir); !slices.Equal(got, before) {
				t.Errorf("files after reading: %q, were %q", got, before)
			}
			out, err = childCmd(t, "save", path, 1, true).CombinedOutput()
			var exit *execpkg.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 3 || !strings.Contains(string(out), c.writeErr) || !strings.Contains(string(out), "read-only") {
				t.Errorf("write: %v\n%s", err, out)
			}
		})
	}
}

// reachableDir is a temporary folder another user can reach.
func reachableDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for d := dir; d != os.TempDir() && d != "/"; d = filepath.Dir(d) {
		os.Chmod(d, 0o755)
	}
	return dir
}

// leaveInWAL switches a closed file to WAL and closes it, as an older
// zooscore left its files.
func leaveInWAL(t *testing.T, path string) {
	t.Helper()
	raw := rawDB(t, path)
	var mode string
	if err := raw.QueryRow(`PRAGMA journal_mode = WAL`).Scan(&mode); err != nil || mode != "wal" {
		t.Fatalf("journal mode %q, %v", mode, err)
	}
	raw.Close()
}

// TestReaderOfAnotherUserNextToAWriter: while a writer has the file open
// (its -wal and -shm exist, the writer's), a reader of another user reads
// it; once the writer closes, the file is alone again.
func TestReaderOfAnotherUserNextToAWriter(t *testing.T) {
	dir := reachableDir(t)
	path := filepath.Join(dir, "club.db")
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	saveAll(t, s, club()...)
	out, err := childCmd(t, "read", path, 0, true).CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "go\n5\n") {
		t.Errorf("read next to a writer: %v\n%s", err, out)
	}
	s.Close()
	if got := files(t, dir); !slices.Equal(got, []string{"club.db"}) {
		t.Errorf("files after the writer closed: %q", got)
	}
}
