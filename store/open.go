package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/zooscore/zooscore/scorer"
)

// How a file is opened, and why:
//
//   - The path is a path: it is made absolute and written into a file: URI
//     with every byte but letters, digits and "-._~/:" percent-encoded, so
//     that "?", "#" or "%" in a name are part of the name, and the header
//     check and SQLite read the same file.
//   - A writer (Open) runs in WAL while it is open, so that readers go on
//     during a long import, and puts the file back in rollback mode when it
//     closes as the only connection. A file at rest is then one file that a
//     reader can open read-only (mode=ro) in a read-only folder, without the
//     -wal and -shm files SQLite would otherwise create, and leave, as the
//     reader's. While a writer is open, readers use the writer's -wal and
//     -shm. A file left in WAL without its -wal (an older zooscore, or a
//     writer stopped between its checkpoint and the switch) has nothing in
//     a WAL and nobody connected: a reader reads it as immutable.
//   - Every writer commit is synchronous=FULL: an entry reported as stored
//     survives a power loss.
//   - The busy timeout is the first pragma of every connection; a write
//     transaction that still finds the file locked waits again (see begin).

// busyTimeout is how long one attempt to lock the file waits.
var busyTimeout = 5 * time.Second

// writeAttempt is how long one attempt of a writer to take the write lock
// waits inside SQLite, whose wait nothing can call off: between attempts
// the writer's own loop (wait) gives up as soon as its request or a
// Ctrl-C does. It is short because of how SQLite waits: its busy handler
// looks at the lock after 1, 2, 5, 10, 15, 20, 25 ... 50, 100 ms, so a
// long attempt looks only every 50 to 100 ms and misses a lock that was
// free for less (an import beside a serve lets go between its slices for
// 15 ms, see sliced.go). Attempts of 20 ms look at least every 10 ms.
const writeAttempt = 20 * time.Millisecond

// tellWaitingAfter is how long a write waits for another program's
// before Waiting is told: a wait shorter than that is a server's write
// or an import's slice, not worth a word.
const tellWaitingAfter = 250 * time.Millisecond

// defaultIdleConns is database/sql's number of idle connections kept open.
const defaultIdleConns = 2

// readers is the most connections a store reads through at once. Reads
// run on the processor (SQLite is Go code here), so more than a few per
// core only queue inside the pool instead of in front of it.
var readers = max(4, 2*runtime.NumCPU())

// busyTimeout is the busy timeout of s's writer connection (see dsn).
func (s *Store) busyTimeout() time.Duration {
	return attempt(options{noWait: s.noWait})
}

// attempt is the busy timeout of the connections o opens.
func attempt(o options) time.Duration {
	switch {
	case o.noWait:
		return 0
	case o.readOnly || o.reader:
		return busyTimeout
	}
	return min(busyTimeout, writeAttempt)
}

// maxWait is how long a writer waits, attempt after attempt, for another
// program's write (a large import) to end before it gives up.
const maxWait = 15 * time.Minute

// options say how a Store is opened.
type options struct {
	readOnly    bool
	immutable   bool   // read-only file in WAL without a -wal: nobody is connected
	noCreate    bool   // a writer for a file that must exist already
	mustExist   bool   // the same, asked by a command: a missing file is a mistyped path
	reader      bool   // a writer's connections that only read
	noWait      bool   // give up at once when the file is locked
	synchronous string // FULL unless a benchmark compares
	waiting     func() // Store.Waiting, from the opening on
	rescore     Rescore
}

// An Option changes how a Store is opened.
type Option func(*options)

// WhileWaiting gives the Store its Waiting from the start, so that a wait
// at the opening itself is told too: another program's first import holds
// the file to itself (see Import), and a program started meanwhile waits
// for it from its first read.
func WhileWaiting(fn func()) Option { return func(o *options) { o.waiting = fn } }

// MustExist opens a writer only on a file that exists: a command that
// changes stored games (undo, resume, edit, delete) has nothing to change
// in a file it would create, so a missing file is a path to correct.
func MustExist() Option { return func(o *options) { o.mustExist = true } }

// Rescore scores a stored game again from its input, as show and explain
// do (game.Fresh): res is the result with its messages when same, the
// numbers scored again being those stored, else stored as it is.
type Rescore func(game string, input []byte, stored scorer.Result) (res scorer.Result, same bool)

// WithRescore gives the store the scoring of a stored game (the store
// cannot score: that takes the games' knowledge of sheets and play
// scripts). An upgrade of an older file uses it to keep a result lean in
// English words and to drop the words an older zooscore kept only where
// the check passes, so that show and explain print what they printed
// before; a game that fails it keeps its words. Without it every game
// keeps them. It must be safe to call from several goroutines at once.
func WithRescore(fn Rescore) Option { return func(o *options) { o.rescore = fn } }

func optionsOf(opts []Option) options {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// Open opens the database at path for writing, creating it (and its folder)
// if needed, and brings its schema up to date. A foreign or newer file is
// refused untouched.
func Open(path string, opts ...Option) (*Store, error) {
	if IsURL(path) {
		return openPostgres(path, optionsOf(opts))
	}
	return openWriter(path, optionsOf(opts))
}

// OpenReader opens an existing database for reading only: it never creates
// a file or a folder, and works on a read-only file or folder. A missing
// file gives ErrNoDatabase; an empty file reads as an empty database. A file
// made by an older zooscore is upgraded first if it can be written.
func OpenReader(path string, opts ...Option) (*Store, error) {
	o := optionsOf(opts)
	if IsURL(path) {
		o.readOnly = true
		return openPostgres(path, o)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	h, err := inspect(path, abs)
	if err != nil {
		return nil, err
	}
	switch {
	case h.missing:
		return nil, fail(ErrNoDatabase, os.ErrNotExist, "store.missing", "path", path)
	case h.empty:
		return openEmpty(path)
	case h.id == 0:
		empty, err := probeUnmarked(path, abs)
		if err != nil {
			return nil, err
		}
		if empty {
			return openEmpty(path)
		}
		fallthrough
	case h.version < latestVersion():
		if err := upgrade(path, abs, h, o.rescore); err != nil {
			return nil, err
		}
	}
	s, err := openRead(path, abs, o)
	if errors.Is(err, ErrReadOnly) && sqliteCode(err) != 0 {
		// A hot journal left by a writer that was stopped: a connection
		// that may write rolls it back, then the file reads as it was.
		if recoverErr := recoverFile(path, o.rescore); recoverErr == nil {
			s, err = openRead(path, abs, o)
		}
	}
	return s, err
}

// OpenEmpty gives a read-only empty database in memory that stands for the
// missing file at path: reading commands show "no games" and create nothing.
func OpenEmpty(path string) (*Store, error) { return openEmpty(path) }

func openEmpty(path string) (*Store, error) {
	name := "file:zooscore-empty-" + rand.Text() + "?mode=memory"
	db, err := sql.Open("sqlite", name)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // the only connection holds the database in memory
	s := &Store{db: db, read: db, gate: make(chan struct{}, 1), path: path, Now: time.Now, maxWait: maxWait}
	if err := s.prepare(context.Background()); err != nil {
		db.Close()
		return nil, err
	}
	s.readOnly = true
	return s, nil
}

func openRead(path, abs string, o options) (*Store, error) {
	o.readOnly = true
	if walLeftAlone(abs) {
		o.immutable = true
	}
	db, err := sql.Open("sqlite", dsn(abs, o))
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(readers)
	s := &Store{db: db, read: db, gate: make(chan struct{}, 1), path: path, Now: time.Now, readOnly: true, maxWait: maxWait, Waiting: o.waiting}
	// The header was read before SQLite opened the file; what SQLite sees
	// (with its WAL) decides. The first read waits for a first import.
	var id, version int64
	err = s.wait(context.Background(), func() error {
		return db.QueryRow(`SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version)`).Scan(&id, &version)
	})
	if err == nil && version > int64(latestVersion()) {
		err = newer(path, int(version))
	}
	if err != nil {
		db.Close()
		return nil, asReader(classify(path, err))
	}
	return s, nil
}

// walLeftAlone reports a file in WAL mode with nothing in a WAL and nobody
// connected: there is no -wal, or an empty one without its -shm (an open
// WAL connection keeps both). mode=ro would create both files and leave
// them; immutable reads the file as it is. A -wal with content is read
// through SQLite even if that creates the -shm: what it holds was committed.
func walLeftAlone(abs string) bool {
	h, err := readHeader(abs)
	if err != nil || len(h) < 100 || h[18] != 2 {
		return false
	}
	wal, err := os.Stat(abs + "-wal")
	if err != nil {
		return true
	}
	_, err = os.Stat(abs + "-shm")
	return wal.Size() == 0 && err != nil
}

// writable reports whether this process may write the file. A writer
// opened on a file it may not write would still open it (SQLite falls back
// to reading), and in WAL mode leave a -wal and -shm of this user's.
func writable(path string) bool {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// upgrade brings an older (or unmarked) file up to date with a writer, for
// a reader. A file this process may not write is read as it is when it
// needs no new table.
func upgrade(path, abs string, h header, rescore Rescore) error {
	if !writable(abs) {
		if h.version == latestVersion() {
			return nil
		}
		return fail(ErrReadOnly, os.ErrPermission, "store.older-read-only", "path", path)
	}
	w, err := openWriter(path, options{noCreate: true, rescore: rescore})
	if err != nil {
		return err
	}
	return w.Close()
}

// recoverFile lets a writer roll back what a stopped writer left.
func recoverFile(path string, rescore Rescore) error {
	if !writable(path) {
		return os.ErrPermission
	}
	w, err := openWriter(path, options{noCreate: true, rescore: rescore})
	if err != nil {
		return err
	}
	return w.Close()
}

func openWriter(path string, o options) (*Store, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	h, err := inspect(path, abs)
	if err != nil {
		return nil, err
	}
	switch {
	case h.missing && o.mustExist:
		return nil, fail(ErrNoDatabase, os.ErrNotExist, "store.missing", "path", path)
	case h.missing && o.noCreate:
		return nil, fail(ErrNoDatabase, os.ErrNotExist, "store.missing.short", "path", path)
	case h.missing:
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			return nil, fail(nil, err, "store.cannot-create-folder", "path", path, "cause", err.Error())
		}
	case h.id == 0 && !h.empty:
		if _, err := probeUnmarked(path, abs); err != nil {
			return nil, err
		}
	}
	if o.synchronous == "" {
		o.synchronous = "FULL"
	}
	db, err := sql.Open("sqlite", dsn(abs, o))
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	ro := o
	ro.reader = true
	read, err := sql.Open("sqlite", dsn(abs, ro))
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	read.SetMaxOpenConns(readers)
	s := &Store{db: db, read: read, gate: make(chan struct{}, 1), path: path, Now: time.Now, noWait: o.noWait, maxWait: maxWait, Waiting: o.waiting, rescore: o.rescore}
	ctx := context.Background()
	if err := s.prepare(ctx); err != nil {
		read.Close()
		db.Close()
		return nil, classify(path, err)
	}
	if err := s.useWAL(ctx); err != nil {
		s.Close()
		return nil, classify(path, err)
	}
	return s, nil
}

// dsn is the connection string of the file at abs: a file: URI whose path
// holds the name byte for byte.
func dsn(abs string, o options) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", attempt(o).Milliseconds()))
	switch {
	case o.readOnly:
		q.Set("mode", "ro")
		if o.immutable {
			q.Set("immutable", "1")
		}
	case o.reader:
		// A writer's readers: the file as the writer opened it, never
		// created (rw) and never written (query_only).
		q.Set("mode", "rw")
		q.Add("_pragma", "query_only(1)")
	default:
		q.Set("mode", "rwc")
		q.Add("_pragma", "foreign_keys(1)")
		q.Add("_pragma", "synchronous("+o.synchronous+")")
		q.Set("_txlock", "immediate")
	}
	return "file:" + uriPath(abs) + "?" + q.Encode()
}

// uriPath writes an absolute path as the path of a file: URI.
func uriPath(abs string) string {
	p := filepath.ToSlash(abs)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive: file:/C:/...
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~/:", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// header is what the first 100 bytes of a file say, read without SQLite so
// that nothing is written to a file that is not ours.
type header struct {
	missing, empty bool
	id             uint32 // application id; 0 for an unmarked SQLite file
	version        int    // user_version
}

func readHeader(abs string) ([]byte, error) {
	f, err := os.Open(abs)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	h := make([]byte, 100)
	n, err := io.ReadFull(f, h)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		return h[:n], nil
	}
	return h, err
}

// inspect reads the header of the file and refuses a file that is not a
// zooscore database, or that a newer zooscore made.
func inspect(path, abs string) (header, error) {
	if fi, err := os.Stat(abs); err == nil && fi.IsDir() {
		return header{}, fail(ErrForeign, nil, "store.folder", "path", path)
	}
	raw, err := readHeader(abs)
	if errors.Is(err, os.ErrNotExist) {
		return header{missing: true}, nil
	}
	if errors.Is(err, os.ErrPermission) {
		return header{}, fail(ErrReadOnly, err, "store.no-permission", "path", path)
	}
	if err != nil {
		return header{}, fail(nil, err, "store.cannot-read", "path", path, "cause", err.Error())
	}
	if len(raw) == 0 {
		return header{empty: true}, nil
	}
	if len(raw) < 100 || string(raw[:16]) != "SQLite format 3\x00" {
		return header{}, fail(ErrForeign, nil, "store.not-sqlite", "path", path)
	}
	h := header{id: binary.BigEndian.Uint32(raw[68:72]), version: int(binary.BigEndian.Uint32(raw[60:64]))}
	if h.id != applicationID && h.id != 0 {
		return header{}, foreign(path)
	}
	if h.version > latestVersion() {
		return header{}, newer(path, h.version)
	}
	return h, nil
}

func foreign(path string) error {
	return fail(ErrForeign, nil, "store.foreign", "path", path)
}

func newer(path string, version int) error {
	return fail(ErrNewer, nil, "store.newer", "path", path, "schema", version, "known", latestVersion())
}

// probeUnmarked looks, read-only and immutable (nothing written, no lock
// taken), into a SQLite file without an application id: an empty database,
// or one a zooscore created whose mark was lost, may be used; anything else
// is another program's. It reports whether the database is empty.
func probeUnmarked(path, abs string) (empty bool, err error) {
	db, err := sql.Open("sqlite", dsn(abs, options{readOnly: true, immutable: true}))
	if err != nil {
		return false, err
	}
	defer db.Close()
	ok, empty, err := claimable(context.Background(), db)
	if err != nil {
		return false, classify(path, err)
	}
	if !ok {
		return false, foreign(path)
	}
	return empty, nil
}

type queryer interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

// claimable reports whether an unmarked database may be used: it is empty,
// or holds the tables of a zooscore schema at a version this zooscore knows.
func claimable(ctx context.Context, q queryer) (ok, empty bool, err error) {
	var objects, ours, version int
	err = q.QueryRowContext(ctx, `SELECT count(*), count(*) FILTER (WHERE type = 'table' AND name IN ('players', 'games', 'results', 'entries')),
		(SELECT user_version FROM pragma_user_version) FROM sqlite_schema`).Scan(&objects, &ours, &version)
	if err != nil {
		return false, false, err
	}
	empty = objects == 0 && version == 0
	return empty || (ours == 4 && version >= 1 && version <= latestVersion()), empty, nil
}

// prepare brings the schema up to date. Creation and every migration run
// in one IMMEDIATE transaction that reads the mark and the version again
// inside it: the application id, the schema and the version commit
// together or not at all, and of several processes starting together on a
// new file the first does the work and the others find it done. The
// transaction runs with foreign keys off (see migrate.go), on a connection
// of its own.
func (s *Store) prepare(ctx context.Context) error {
	var id, version int64
	// The first read waits, like a write, for a first import (see
	// alone), which holds the file to itself.
	err := s.wait(ctx, func() error {
		return s.db.QueryRowContext(ctx, `SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version)`).Scan(&id, &version)
	})
	if err != nil {
		return err
	}
	if id == applicationID && version == int64(latestVersion()) {
		return nil
	}
	var rebuilt bool
	err = s.withoutForeignKeys(ctx, func(conn *sql.Conn) error {
		return s.inTxOn(ctx, conn, func(tx *sql.Tx) error {
			if err := tx.QueryRowContext(ctx, `SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version)`).Scan(&id, &version); err != nil {
				return err
			}
			if id != applicationID {
				ok, _, err := claimable(ctx, tx)
				if err != nil {
					return err
				}
				if id != 0 || !ok {
					return foreign(s.path)
				}
				if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", applicationID)); err != nil {
					return err
				}
			}
			if version > int64(latestVersion()) {
				return newer(s.path, int(version))
			}
			for _, m := range migrations() {
				if int64(m.version) <= version {
					continue
				}
				if err := s.migrate(ctx, tx, m); err != nil {
					return fmt.Errorf("migration %s: %w", m.name, err)
				}
				rebuilt = rebuilt || version > 0 && m.rebuilds()
			}
			_, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", latestVersion()))
			return err
		})
	})
	if err == nil && rebuilt {
		err = s.compactFile(ctx)
	}
	return err
}

// useWAL switches the file to WAL for as long as this writer is open.
func (s *Store) useWAL(ctx context.Context) error {
	var mode string
	err := s.wait(ctx, func() error {
		return s.db.QueryRowContext(ctx, `PRAGMA journal_mode = WAL`).Scan(&mode)
	})
	if err != nil {
		return err
	}
	if mode != "wal" {
		return fail(nil, nil, "store.no-wal", "path", s.path, "mode", mode)
	}
	return nil
}

// Close closes the database. A writer that is the file's only connection
// checkpoints and puts the file back in rollback mode, so that no -wal or
// -shm file stays and a reader needs nothing but the file; if another
// process is connected, the switch fails at once and is left to the last.
func (s *Store) Close() error {
	if s.readOnly || s.pg {
		return s.db.Close()
	}
	s.read.Close() // our readers count as connections to the file too
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if conn, err := s.db.Conn(ctx); err == nil {
		s.db.SetMaxIdleConns(0) // close every other connection of ours
		var mode string
		conn.QueryRowContext(ctx, `PRAGMA journal_mode = DELETE`).Scan(&mode)
		conn.Close()
	}
	return s.db.Close()
}
