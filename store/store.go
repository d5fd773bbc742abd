// Package store keeps zooscore's games in an embedded SQLite file: players,
// games with the exact input they were scored from, results per player in
// indexed columns, and every entry of a tracked game.
//
// Open (for commands that store) and OpenReader (for commands that only
// read) never modify a file that is not a zooscore database or that a newer
// zooscore made: they read the SQLite header first and refuse. A reader
// never creates or writes anything; see open.go for how.
package store

import (
	"context"
	"database/sql"
	"embed"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	_ "modernc.org/sqlite" // the embedded SQLite driver, no cgo
)

// applicationID marks a SQLite file as a zooscore database ("ZOOS").
const applicationID = 0x5A4F4F53

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Store is an open zooscore database.
type Store struct {
	// db writes: one connection, taken by one write at a time (see
	// gate). read reads: a pool of connections that never write, so a
	// page read never waits for a write in this process, and a write never
	// waits for a reader's connection. A read-only store has one pool for
	// both.
	db   *sql.DB
	read *sql.DB
	// gate is held, in this process, by the one write that is running or
	// about to begin; it is taken before the writer's connection and never
	// while anything else is held, so writes queue here (giving up when
	// their request does) instead of inside SQLite's busy handler, and
	// SQLITE_BUSY means another program holds the file.
	gate     chan struct{}
	queue    queue // writes waiting for the gate, committed together (see group.go)
	path     string
	readOnly bool          // opened by OpenReader (or OpenEmpty): nothing is written
	noWait   bool          // a writer that gives up at once when the file is locked
	maxWait  time.Duration // how long a writer waits for another's write to end
	// Now gives the time stored with new games and entries.
	Now func() time.Time
	// Waiting, if set, is called once when a write has to wait for
	// another program's write to end (a large import), so that the person
	// waiting is told why nothing happens.
	Waiting func()
	// Beside, if set, is called when an import finds another program
	// with the file open (a running serve) and goes in slices (see
	// sliced.go), before it reads its input.
	Beside func()

	rescore Rescore // see WithRescore

	pg       bool            // the database is on PostgreSQL (see postgres.go)
	pgConfig *pgx.ConnConfig // how to connect to it, for Watch's listener
}

// DefaultPath is the database used when neither --db nor ZOOSCORE_DB is
// given: zooscore/zooscore.db in the user's data directory
// ($XDG_DATA_HOME, else ~/.local/share; %LocalAppData% on Windows).
func DefaultPath() (string, error) {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" {
		if local := os.Getenv("LOCALAPPDATA"); local != "" {
			dir = local
		} else {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", fail(nil, err, "store.no-home", "cause", err.Error())
			}
			dir = filepath.Join(home, ".local", "share")
		}
	}
	return filepath.Join(dir, "zooscore", "zooscore.db"), nil
}

// Path is the file the store was opened from, or its PostgreSQL URL
// without the password (as messages name it).
func (s *Store) Path() string { return s.path }

type migration struct {
	version int
	name    string
	sql     string
}

func migrations() []migration { return migrationsIn(migrationFiles, "migrations") }

// migrationsIn reads the migrations of dir in fsys, by version: each file
// is named NNN_what.sql.
func migrationsIn(fsys embed.FS, dir string) []migration {
	entries, err := fsys.ReadDir(dir)
	if err != nil {
		panic(err)
	}
	var out []migration
	for _, e := range entries {
		num, _, _ := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if err != nil {
			panic("migration without a number: " + e.Name())
		}
		body, err := fsys.ReadFile(dir + "/" + e.Name())
		if err != nil {
			panic(err)
		}
		out = append(out, migration{version: v, name: e.Name(), sql: string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	return out
}

// latestVersion is the schema version this zooscore makes: its last
// migration's. Read from the files' names once: reading the migrations
// themselves, several times at every opening, took a millisecond of every
// command's start.
var latestVersion = sync.OnceValue(func() int {
	entries, err := migrationFiles.ReadDir("migrations")
	if err != nil {
		panic(err)
	}
	latest := 0
	for _, e := range entries {
		num, _, _ := strings.Cut(e.Name(), "_")
		if v, err := strconv.Atoi(num); err == nil {
			latest = max(latest, v)
		}
	}
	return latest
})

// takeGate waits for this process's other writes to end (or ctx to be
// done) and gives the function that lets the next one in.
func (s *Store) takeGate(ctx context.Context) (release func(), err error) {
	select {
	case s.gate <- struct{}{}:
		return func() { <-s.gate }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// tryGate takes the gate if no other write of this process holds it.
func (s *Store) tryGate() (release func(), ok bool) {
	select {
	case s.gate <- struct{}{}:
		return func() { <-s.gate }, true
	default:
		return nil, false
	}
}

type beginner interface {
	BeginTx(ctx context.Context, opts *sql.TxOptions) (*sql.Tx, error)
}

func (s *Store) inTxOn(ctx context.Context, on beginner, fn func(*sql.Tx) error) error {
	var tx *sql.Tx
	err := s.wait(ctx, func() (err error) {
		tx, err = on.BeginTx(ctx, nil)
		return err
	})
	if err != nil {
		return err
	}
	if err := s.beginWrite(ctx, tx); err != nil {
		tx.Rollback()
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// wait runs try until the file is not locked by another program: each try
// waits up to the busy timeout; after tellWaitingAfter, Waiting is told
// (unless ctx says to keep quiet, see quietWait), and after
// maxWait the write gives up with ErrBusy (a writer opened not to wait gives
// up at once). So a score waits behind a large import instead of failing
// with a raw SQLITE_BUSY.
func (s *Store) wait(ctx context.Context, try func() error) error {
	start := time.Now()
	told := false
	for {
		err := try()
		if err == nil || !isBusy(err) || s.noWait {
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if time.Since(start) >= s.maxWait {
			return fail(ErrBusy, err, "store.busy-too-long", "path", s.path, "seconds", int(s.maxWait.Round(time.Second)/time.Second))
		}
		if !told && s.Waiting != nil && time.Since(start) >= tellWaitingAfter && ctx.Value(quietWait{}) == nil {
			s.Waiting()
			told = true
		}
	}
}

// quietWait, as a value of a write's context, says that the write knows
// why it may wait (an import's slice, waiting for the server beside it):
// Waiting is not told.
type quietWait struct{}
