package store_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// pgOnly skips t unless the tests run on PostgreSQL: it is about
// PostgreSQL itself.
func pgOnly(t *testing.T) string {
	t.Helper()
	if !pgtest.On() {
		t.Skipf("about PostgreSQL: runs with %s (see TestOnPostgres)", pgtest.Var)
	}
	return pgtest.Database(t)
}

// A server that does not answer is said to be unreachable, by a name
// without the password, at once; nothing is waited for.
func TestPostgresUnreachable(t *testing.T) {
	url := "postgres://club:secret@/zooscore?host=" + t.TempDir() // no server listens there
	for name, open := range map[string]func(string, ...store.Option) (*store.Store, error){
		"writer": store.Open, "reader": store.OpenReader,
	} {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			s, err := open(url)
			if err == nil {
				s.Close()
				t.Fatal("opened a database on no server")
			}
			if !errors.Is(err, store.ErrUnreachable) {
				t.Errorf("err = %v, want ErrUnreachable", err)
			}
			if msg := err.Error(); strings.Contains(msg, "secret") || !strings.Contains(msg, "postgres://club@/zooscore") {
				t.Errorf("message %q: want the URL without its password", msg)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v to say so", d)
			}
		})
	}
}

// A database holding another program's tables is refused untouched, as
// is one a newer zooscore made; a reader of an empty database reads no
// games and creates nothing.
func TestPostgresRefusesWhatIsNotOurs(t *testing.T) {
	ctx := context.Background()
	t.Run("another program's", func(t *testing.T) {
		url := pgOnly(t)
		raw := rawDB(t, url)
		exec(t, raw, `CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)`)
		for _, open := range []func(string, ...store.Option) (*store.Store, error){store.Open, store.OpenReader} {
			if s, err := open(url); !errors.Is(err, store.ErrForeign) {
				if s != nil {
					s.Close()
				}
				t.Fatalf("err = %v, want ErrForeign", err)
			}
		}
		if tables := tablesOf(t, raw); tables != "customers" {
			t.Errorf("tables after the refusal: %q, want only customers", tables)
		}
	})
	t.Run("a newer zooscore's", func(t *testing.T) {
		url := pgOnly(t)
		s, err := store.Open(url)
		if err != nil {
			t.Fatal(err)
		}
		saveAll(t, s, sampleGame("Ann", "Bob"))
		s.Close()
		raw := rawDB(t, url)
		exec(t, raw, `UPDATE zooscore_schema SET version = version + 1`)
		for _, open := range []func(string, ...store.Option) (*store.Store, error){store.Open, store.OpenReader} {
			if s, err := open(url); !errors.Is(err, store.ErrNewer) || !strings.Contains(err.Error(), "newer zooscore") {
				if s != nil {
					s.Close()
				}
				t.Fatalf("err = %v, want ErrNewer in words", err)
			}
		}
		var games int
		if err := raw.QueryRow(`SELECT count(*) FROM games`).Scan(&games); err != nil || games != 1 {
			t.Errorf("games after the refusal: %d, %v", games, err)
		}
	})
	t.Run("an empty one, read", func(t *testing.T) {
		url := pgOnly(t)
		r, err := store.OpenReader(url)
		if err != nil {
			t.Fatal(err)
		}
		games, err := r.History(ctx, store.Filter{})
		r.Close()
		if err != nil || len(games) != 0 {
			t.Fatalf("history of an empty database: %v, %v", games, err)
		}
		if tables := tablesOf(t, rawDB(t, url)); tables != "" {
			t.Errorf("a reader created %q", tables)
		}
	})
}

// tablesOf lists the tables of the database, in order of name.
func tablesOf(t *testing.T, raw *sql.DB) string {
	t.Helper()
	var tables string
	err := raw.QueryRow(`SELECT COALESCE(string_agg(tablename, ' ' ORDER BY tablename), '') FROM pg_tables WHERE schemaname = current_schema()`).Scan(&tables)
	if err != nil {
		t.Fatal(err)
	}
	return tables
}

// TestPostgresTwoServersOneClub: two stores on one database (as two
// zooscore serve processes: each has its own connections and its own
// queue of writes) see each other's games at once, are told of each
// other's writes (Watch), and never overwrite each other: of phones on
// both that write the next entry of a tracked game at once, exactly one
// is stored and every other is refused as a conflict.
func TestPostgresTwoServersOneClub(t *testing.T) {
	url := pgOnly(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	servers := make([]*store.Store, 2)
	for i := range servers {
		s, err := store.Open(url)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		servers[i] = s
	}
	a, b := servers[0], servers[1]

	told := make(chan struct{}, 100)
	watching := make(chan error, 1)
	go func() { watching <- b.Watch(ctx, time.Second, func() { told <- struct{}{} }) }()
	time.Sleep(200 * time.Millisecond) // let it listen
	id := saveAll(t, a, sampleGame("Ann", "Bob"))[0]
	select {
	case <-told:
	case <-time.After(5 * time.Second):
		t.Fatal("the other server was not told of the game")
	}
	if g, err := b.Get(ctx, id); err != nil || g.Result.Players[0].Name != "Ann" {
		t.Fatalf("the other server reads %+v, %v", g, err)
	}

	g := sampleGame("Cid", "Dee")
	tracked, mark, err := a.Start(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	const phones = 20
	var stored, refused atomic.Int32
	var wg sync.WaitGroup
	for p := range phones {
		wg.Add(1)
		go func() {
			defer wg.Done()
			next := g
			next.Input = json.RawMessage(`{"by":` + strconv.Itoa(p) + `}`)
			_, err := servers[p%2].AddEntry(ctx, tracked, mark, json.RawMessage(`{"n":1}`), next)
			switch {
			case err == nil:
				stored.Add(1)
			case errors.Is(err, store.ErrConflict):
				refused.Add(1)
			default:
				t.Errorf("phone %d: %v", p, err)
			}
		}()
	}
	wg.Wait()
	if stored.Load() != 1 || refused.Load() != phones-1 {
		t.Errorf("%d stored, %d refused; want 1 and %d", stored.Load(), refused.Load(), phones-1)
	}
	entries, err := b.Entries(ctx, tracked)
	if err != nil || len(entries) != 1 {
		t.Errorf("entries: %d, %v; want 1", len(entries), err)
	}
	cancel()
	if err := <-watching; err != nil {
		t.Errorf("Watch: %v", err)
	}
}

// A write that finds another server's write lock held waits for it, says
// so after a moment (as on SQLite), and is stored when the lock is let go;
// one that waits longer than a writer waits gives up with ErrBusy and
// stores nothing.
func TestPostgresWriteWaitsForAnother(t *testing.T) {
	url := pgOnly(t)
	ctx := context.Background()
	s, err := store.Open(url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var told atomic.Int32
	s.Waiting = func() { told.Add(1) }

	release := holdPostgresLock(t, url)
	done := make(chan error, 1)
	start := time.Now()
	go func() { _, err := s.Save(ctx, sampleGame("Ann", "Bob")); done <- err }()
	time.Sleep(600 * time.Millisecond)
	if told.Load() != 1 {
		t.Errorf("Waiting told %d times while the lock was held, want 1", told.Load())
	}
	release()
	if err := <-done; err != nil {
		t.Fatalf("the write after the wait: %v", err)
	}
	if d := time.Since(start); d < 600*time.Millisecond {
		t.Errorf("stored after %v, before the lock was let go", d)
	}

	release = holdPostgresLock(t, url)
	defer release()
	store.SetMaxWait(s, 300*time.Millisecond)
	if _, err := s.Save(ctx, sampleGame("Cid", "Dee")); !errors.Is(err, store.ErrBusy) {
		t.Errorf("a write waiting past its limit: %v, want ErrBusy", err)
	}
	if games, err := s.History(ctx, store.Filter{}); err != nil || len(games) != 1 {
		t.Errorf("history: %d games, %v; want the first only", len(games), err)
	}
}

// holdPostgresLock holds the write lock of zooscore as another program
// would, until release.
func holdPostgresLock(t *testing.T, url string) (release func()) {
	t.Helper()
	raw := rawDB(t, url)
	conn, err := raw.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(context.Background(), `SELECT pg_advisory_lock(?)`, store.PostgresWriteLock); err != nil {
		t.Fatal(err)
	}
	return func() {
		conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock(?)`, store.PostgresWriteLock)
		conn.Close()
	}
}

// TestPostgresKilledServerLosesNothing: two processes store games on one
// database at once (two servers); one is killed (SIGKILL) while it writes.
// Every game either said was stored is there, the other goes on to its
// end, and the killed one's write lock goes with it: a later write does
// not wait for it.
func TestPostgresKilledServerLosesNothing(t *testing.T) {
	url := pgOnly(t)
	const n = 400
	killed, survivor := startChild(t, "save-each", url, n), startChild(t, "save-each", url, n)
	acked := map[string]bool{}
	for range n / 4 {
		line, ok := killed.await("saved ")
		if !ok {
			t.Fatalf("the first process stopped: %s", killed.stderr.String())
		}
		acked[strings.TrimPrefix(line, "saved ")] = true
	}
	killed.cmd.Process.Signal(syscall.SIGKILL)
	for {
		line, ok := killed.await("saved ") // said before the kill landed
		if !ok {
			break
		}
		acked[strings.TrimPrefix(line, "saved ")] = true
	}
	killed.cmd.Wait()
	for {
		line, ok := survivor.await("saved ")
		if !ok {
			break
		}
		acked[strings.TrimPrefix(line, "saved ")] = true
	}
	if err := survivor.cmd.Wait(); err != nil {
		t.Fatalf("the other process: %v: %s", err, survivor.stderr.String())
	}

	stored := map[string]bool{}
	rows, err := rawDB(t, url).Query(`SELECT uuid FROM games`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			t.Fatal(err)
		}
		stored[u] = true
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	lost := 0
	for u := range acked {
		if !stored[u] {
			lost++
		}
	}
	if lost > 0 || len(acked) < n+n/4 {
		t.Errorf("%d of %d games said stored are not (%d stored)", lost, len(acked), len(stored))
	}
	s, err := store.Open(url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	store.SetMaxWait(s, 5*time.Second)
	if _, err := s.Save(context.Background(), sampleGame("Cid", "Dee")); err != nil {
		t.Errorf("a write after the kill: %v", err)
	}
}

// Processes that start together on a new, empty database all succeed: one
// makes the schema, the others find it made (none takes its tables for
// another program's).
func TestPostgresProcessesStartTogether(t *testing.T) {
	url := pgOnly(t)
	const writers = 6
	var children []*started
	for range writers {
		children = append(children, startChild(t, "save-each", url, 3))
	}
	for i, c := range children {
		if err := c.finish(); err != nil {
			t.Errorf("process %d: %v", i, err)
		}
	}
	s, err := store.Open(url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n, err := store.GameCount(s); err != nil || n != writers*3 {
		t.Errorf("%d games stored, %v; want %d", n, err, writers*3)
	}
}
