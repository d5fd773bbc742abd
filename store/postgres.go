package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

// A store on PostgreSQL: --db postgres://USER@HOST/DB (or ZOOSCORE_DB) puts
// a club's games on a server that several zooscores share. It is the same
// Store, with the same SQL (see pgdriver.go), and these differences:
//
//   - Writes are serialized, across every process on the database, by a
//     transaction-level advisory lock that each write transaction takes
//     first (PostgresWriteLock): what SQLite's file lock does. So a check made in a
//     write (the version of a tracked game, a seat of a table) holds until
//     its commit, whichever server made it.
//   - Each write transaction sends a notification (pgChannel) delivered at
//     its commit: Watch listens for them, so the phones of every server see
//     a change made on any (SQLite asks the file's data_version instead).
//   - The database is marked as zooscore's by the table zooscore_schema,
//     which holds the schema's version (SQLite keeps both in the header).
//   - Readers and writers share one pool of connections: PostgreSQL's
//     readers never wait for a writer.

// PostgresWriteLock is the key of the advisory lock every write
// transaction takes on PostgreSQL: the application id ("ZOOS"). A
// maintenance script that takes it (pg_advisory_lock) pauses every
// zooscore's writes until it lets go; their reads go on.
const PostgresWriteLock = applicationID

// pgChannel is the channel of the notification each write sends.
const pgChannel = "zooscore"

// pgConnectTimeout is how long an opening waits for the server: a club
// server that does not answer is said to be unreachable, not waited for.
const pgConnectTimeout = 10 * time.Second

// pgConns is the most connections a store holds on the server: a serve's
// reads at once, its writer and its listener.
var pgConns = readers + 2

//go:embed migrations/postgres/*.sql
var pgMigrationFiles embed.FS

// IsURL reports whether a --db names a PostgreSQL database rather than a
// file.
func IsURL(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// pgMigrations are the migrations of PostgreSQL, by version; the first is
// the whole schema at the version it names.
func pgMigrations() []migration { return migrationsIn(pgMigrationFiles, "migrations/postgres") }

// openPostgres opens the database at url; a writer brings its schema up to
// date (creating it in an empty database), a reader of an empty database
// reads no games and creates nothing.
func openPostgres(url string, o options) (*Store, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		// pgx's words leave out a password given in the URL.
		return nil, fail(ErrNoDatabase, err, "store.pg-bad-url", "cause", err.Error())
	}
	if cfg.ConnectTimeout == 0 || cfg.ConnectTimeout > pgConnectTimeout {
		cfg.ConnectTimeout = pgConnectTimeout
	}
	return openPostgresConfig(cfg, o)
}

// openPostgresConfig is openPostgres of a parsed URL (a reader opens a
// writer of its own from its config: see savedByWriter).
func openPostgresConfig(cfg *pgx.ConnConfig, o options) (*Store, error) {
	name := pgName(cfg)
	conf := cfg
	if o.readOnly {
		// A reader's transactions are read-only on the server itself: a
		// write a reader attempts is refused, as SQLite's mode=ro does.
		conf = cfg.Copy()
		conf.RuntimeParams["default_transaction_read_only"] = "on"
	}
	db := pgPool(conf)
	s := &Store{db: db, read: db, pg: true, pgConfig: cfg, gate: make(chan struct{}, 1), path: name, Now: time.Now,
		readOnly: o.readOnly, noWait: o.noWait, maxWait: maxWait, Waiting: o.waiting, rescore: o.rescore}
	ctx, cancel := context.WithTimeout(context.Background(), pgConnectTimeout)
	defer cancel()
	version, err := s.ourVersion(ctx, db)
	switch {
	case err != nil:
	case version == latestVersion():
	case o.readOnly && version == 0:
		db.Close()
		return openEmpty(name)
	case o.readOnly:
		// An older schema is brought up to date by a writer, once.
		var w *Store
		if w, err = openPostgresConfig(cfg, options{rescore: o.rescore}); err == nil {
			err = w.Close()
		}
	default:
		err = s.preparePG(ctx)
	}
	if err != nil {
		db.Close()
		return nil, classify(name, err)
	}
	return s, nil
}

// pgPool is a pool of connections to the database of cfg.
func pgPool(cfg *pgx.ConnConfig) *sql.DB {
	db := sql.OpenDB(numberingConnector{stdlib.GetConnector(*cfg)})
	db.SetMaxOpenConns(pgConns)
	db.SetMaxIdleConns(pgConns)
	return db
}

// pgName is how messages name the database: its URL without a password.
func pgName(cfg *pgx.ConnConfig) string {
	host := cfg.Host
	if strings.HasPrefix(host, "/") {
		return fmt.Sprintf("postgres://%s@/%s?host=%s", cfg.User, cfg.Database, host)
	}
	return fmt.Sprintf("postgres://%s@%s/%s", cfg.User, net.JoinHostPort(host, strconv.Itoa(int(cfg.Port))), cfg.Database)
}

// pgVersion is the schema version of the database: 0 for an empty one.
// A database holding tables of another program, or a schema of a newer
// zooscore, is refused.
func (s *Store) pgVersion(ctx context.Context, q queryer) (int, error) {
	var ours bool
	var tables int
	if err := q.QueryRowContext(ctx, `SELECT to_regclass('zooscore_schema') IS NOT NULL`).Scan(&ours); err != nil {
		return 0, err
	}
	if !ours {
		// Only now the tables are counted (the view of them costs a new
		// connection some 10 ms to plan, at every command), with the mark
		// looked for again in the same scan: another zooscore may have
		// made the schema in between, and its tables are then ours.
		err := q.QueryRowContext(ctx, `SELECT count(*) FILTER (WHERE tablename = 'zooscore_schema') > 0, count(*)
			FROM pg_tables WHERE schemaname = current_schema()`).Scan(&ours, &tables)
		if err != nil {
			return 0, err
		}
	}
	if !ours {
		if tables > 0 {
			return 0, fail(ErrForeign, nil, "store.pg-foreign", "path", s.path)
		}
		return 0, nil
	}
	var version int
	if err := q.QueryRowContext(ctx, `SELECT version FROM zooscore_schema`).Scan(&version); err != nil {
		return 0, err
	}
	if version > latestVersion() {
		return 0, newer(s.path, version)
	}
	return version, nil
}

// ourVersion is pgVersion in one question for a database zooscore made
// (every opening but the first asks it): its version is read at once, and
// only a database without zooscore's mark is looked at further. Outside a
// transaction only, which the error of a missing table would end.
func (s *Store) ourVersion(ctx context.Context, db *sql.DB) (int, error) {
	var version int
	err := db.QueryRowContext(ctx, `SELECT version FROM zooscore_schema`).Scan(&version)
	switch {
	case pgCode(err) == "42P01": // undefined_table: not ours, or empty
		return s.pgVersion(ctx, db)
	case err != nil:
		return 0, err
	case version > latestVersion():
		return 0, newer(s.path, version)
	}
	return version, nil
}

// preparePG brings the schema up to date in one transaction under the
// write lock, reading the version again inside it: of several servers
// starting together on a new database the first creates the schema and
// the others find it made.
func (s *Store) preparePG(ctx context.Context) error {
	return s.inTxOn(ctx, s.db, func(tx *sql.Tx) error {
		version, err := s.pgVersion(ctx, tx)
		if err != nil {
			return err
		}
		for _, m := range pgMigrations() {
			if m.version <= version {
				continue
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration postgres/%s: %w", m.name, err)
			}
			version = m.version
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO zooscore_schema (id, application, version) VALUES (1, 'zooscore', ?)
			ON CONFLICT (id) DO UPDATE SET version = excluded.version`, latestVersion())
		return err
	})
}

// beginWrite makes tx, just begun, the one write of the database on
// PostgreSQL: it asks for the notification that tells every server's Watch
// of the change at commit, and takes the lock every write takes, waiting
// as a write waits on SQLite (see Store.wait): Waiting is told after
// tellWaitingAfter, the write gives up with ErrBusy after maxWait (at once
// for a writer opened not to wait), and ctx calls it off.
func (s *Store) beginWrite(ctx context.Context, tx *sql.Tx) error {
	if !s.pg {
		return nil
	}
	var free bool
	err := tx.QueryRowContext(ctx, `SELECT pg_try_advisory_xact_lock(?), pg_notify(?, '')`, int64(PostgresWriteLock), pgChannel).Scan(&free, new(any))
	if err != nil || free {
		return err
	}
	start := time.Now()
	told := s.Waiting == nil || ctx.Value(quietWait{}) != nil
	for {
		wait := s.maxWait - time.Since(start)
		if !told {
			wait = min(wait, tellWaitingAfter)
		}
		if s.noWait {
			wait = 0
		}
		err := lockWithin(ctx, tx, wait)
		if pgCode(err) != "55P03" { // lock_not_available: the wait ran out
			return err
		}
		if s.noWait || time.Since(start) >= s.maxWait {
			return fail(ErrBusy, err, "store.busy-too-long", "path", s.path, "seconds", int(s.maxWait.Round(time.Second)/time.Second))
		}
		if !told {
			s.Waiting()
			told = true
		}
	}
}

// lockWithin waits up to wait (at least a millisecond) for the write lock.
// The wait runs in a savepoint: when it runs out, the transaction goes on.
func lockWithin(ctx context.Context, tx *sql.Tx, wait time.Duration) error {
	ms := max(wait.Milliseconds(), 1)
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`SAVEPOINT write_lock; SET LOCAL lock_timeout = %d`, ms)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(?)`, int64(PostgresWriteLock)); err != nil {
		if _, undo := tx.ExecContext(ctx, `ROLLBACK TO SAVEPOINT write_lock`); undo != nil {
			return undo
		}
		return err
	}
	_, err := tx.ExecContext(ctx, `RELEASE SAVEPOINT write_lock; SET LOCAL lock_timeout TO DEFAULT`)
	return err
}

// writeNowPG is writeNow on PostgreSQL: done is false, with nothing done,
// when another server's write holds the lock.
func (s *Store) writeNowPG(ctx context.Context, fn func(*sql.Tx) error) (done bool, err error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	if err := tx.QueryRowContext(ctx, `SELECT pg_try_advisory_xact_lock(?)`, int64(PostgresWriteLock)).Scan(&done); err != nil || !done {
		return false, err
	}
	if err := fn(tx); err != nil {
		return false, err
	}
	return true, tx.Commit()
}

// watchPG is Watch on PostgreSQL: it listens, on a connection of its own,
// for the notification of every write, from this process or another
// server's. changed is called at once for a write after a quiet spell, and
// at most once an interval while writes keep coming: each call has a
// server read the version of every table and game its phones follow, and
// a club night at fifty times people's pace writes 200 times a second
// (called for each, that was 30 reads per write: two servers of 50 phones
// each answered 464 requests a second with a p99 of 558 ms, and 507 with
// 491 ms once coalesced; one run each, zooload -servers 2 -pace 0.02).
func (s *Store) watchPG(ctx context.Context, interval time.Duration, changed func()) error {
	conn, err := pgx.ConnectConfig(ctx, s.pgConfig)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+pgChannel); err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	notes := make(chan struct{}, 1) // a write came since the last call
	listening := make(chan error, 1)
	go func() {
		for {
			if _, err := conn.WaitForNotification(ctx); err != nil {
				listening <- err
				return
			}
			select {
			case notes <- struct{}{}:
			default:
			}
		}
	}()
	var last time.Time
	for {
		select {
		case <-ctx.Done():
			<-listening
			return nil
		case err := <-listening:
			if ctx.Err() != nil {
				return nil
			}
			return err
		case <-notes:
		}
		if wait := interval - time.Since(last); wait > 0 {
			select {
			case <-ctx.Done():
				<-listening
				return nil
			case <-time.After(wait):
			}
		}
		last = time.Now()
		changed()
	}
}

// uuidKey is how the store's engine keeps a uuid: PostgreSQL as text.
func (s *Store) uuidKey(u string) any {
	if s.pg {
		return u
	}
	return uuidKey(u)
}

// insertFast begins an insert of many rows in one transaction. On SQLite it
// is INSERT OR FAIL: a failing row ends the statement without undoing the
// rows before it, which spares SQLite a statement journal (the whole
// import is rolled back on any error anyway). PostgreSQL has no such
// clause, nor any journal to spare.
func (s *Store) insertFast() string {
	if s.pg {
		return "INSERT INTO"
	}
	return "INSERT OR FAIL INTO"
}

// pgCode is PostgreSQL's SQLSTATE of err, "" if err is not the server's.
func pgCode(err error) string {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code
	}
	return ""
}

// classifyPG words the server's errors about the database itself; ok is
// false for any other error.
func classifyPG(path string, err error) (_ error, ok bool) {
	var ce *pgconn.ConnectError
	switch code := pgCode(err); {
	case code == "3D000": // invalid_catalog_name: no such database
		return fail(ErrNoDatabase, err, "store.pg-no-database", "path", path), true
	case code == "28000" || code == "28P01": // the server refused who we are
		return fail(ErrUnreachable, err, "store.pg-refused", "path", path, "cause", err.Error()), true
	case code == "25006": // read_only_sql_transaction: a reader's write
		return fail(ErrReadOnly, err, "store.pg-read-only", "path", path), true
	case code == "42501": // insufficient_privilege
		return fail(ErrReadOnly, err, "store.pg-no-permission", "path", path), true
	case code == "53100": // disk_full
		return fail(ErrDiskFull, err, "store.disk-full", "path", path), true
	case errors.As(err, &ce):
		// After the codes: a refusal by the server comes as a ConnectError
		// too. (A request's own deadline, met while waiting for the
		// server, is the caller's to word: it is not a server gone.)
		return fail(ErrUnreachable, err, "store.pg-unreachable", "path", path, "cause", err.Error()), true
	}
	return err, false
}
