// Package store keeps zooscore's games in an embedded SQLite file: players,
// games with the exact input they were scored from, results per player in
// indexed columns, and every entry of a tracked game.
//
// Open never modifies a file that is not a zooscore database or that a newer
// zooscore made: it reads the SQLite header first and refuses.
package store

import (
	"context"
	"database/sql"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the embedded SQLite driver, no cgo
)

// applicationID marks a SQLite file as a zooscore database ("ZOOS").
const applicationID = 0x5A4F4F53

//go:embed migrations/*.sql
var migrationFiles embed.FS

// ErrNotFound is returned when no stored game has the id asked for, or no
// stored game has a player of the name asked for.
var ErrNotFound = errors.New("not found")

// ErrForeign is returned for a file that is not a zooscore database.
var ErrForeign = errors.New("not a zooscore database")

// ErrNewer is returned for a database made by a newer zooscore.
var ErrNewer = errors.New("made by a newer zooscore")

// Store is an open zooscore database.
type Store struct {
	db   *sql.DB
	path string
	// Now gives the time stored with new games and entries.
	Now func() time.Time
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
				return "", fmt.Errorf("no home directory to keep the database in: give --db PATH or set ZOOSCORE_DB (%w)", err)
			}
			dir = filepath.Join(home, ".local", "share")
		}
	}
	return filepath.Join(dir, "zooscore", "zooscore.db"), nil
}

// Open opens (or creates) the database at path and brings its schema up to
// date. A foreign or newer file is refused untouched.
func Open(path string) (*Store, error) {
	fresh, err := inspect(path)
	if err != nil {
		return nil, err
	}
	if fresh {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, fmt.Errorf("cannot create the folder for the database %s: %w", path, err)
		}
		if err := stamp(path); err != nil {
			return nil, err
		}
	}
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	db.SetMaxOpenConns(4)
	s := &Store{db: db, path: path, Now: time.Now}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

func dsn(path string) string {
	q := url.Values{}
	for _, p := range []string{"busy_timeout(5000)", "journal_mode(WAL)", "foreign_keys(1)", "synchronous(NORMAL)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// inspect reads the file's SQLite header without opening it as a database,
// so that nothing is written to a file that is not ours. It reports whether
// the file is new (absent or empty).
func inspect(path string) (fresh bool, err error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, fmt.Errorf("cannot read the database %s: %w", path, err)
	}
	defer f.Close()
	header := make([]byte, 100)
	n, err := io.ReadFull(f, header)
	if n == 0 && (err == io.EOF || err == nil) {
		return true, nil
	}
	if err != nil || string(header[:16]) != "SQLite format 3\x00" {
		return false, fmt.Errorf("%s is %w (it is not even a SQLite file): give another --db path", path, ErrForeign)
	}
	if id := binary.BigEndian.Uint32(header[68:72]); id != applicationID {
		return false, fmt.Errorf("%s is %w (a SQLite file of another program); it was left untouched: give another --db path", path, ErrForeign)
	}
	if v := int(binary.BigEndian.Uint32(header[60:64])); v > latestVersion() {
		return false, fmt.Errorf("%s was %w (schema %d, this one knows up to %d); it was left untouched: upgrade zooscore", path, ErrNewer, v, latestVersion())
	}
	return false, nil
}

// stamp marks a new file as ours before it switches to WAL, so the mark is
// in the main file even if the process dies right after.
func stamp(path string) error {
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.Exec(fmt.Sprintf("PRAGMA application_id = %d", applicationID)); err != nil {
		return fmt.Errorf("cannot create the database %s: %w", path, err)
	}
	return nil
}

// Path is the file the store was opened from.
func (s *Store) Path() string { return s.path }

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

type migration struct {
	version int
	name    string
	sql     string
}

func migrations() []migration {
	entries, err := migrationFiles.ReadDir("migrations")
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
		body, err := migrationFiles.ReadFile("migrations/" + e.Name())
		if err != nil {
			panic(err)
		}
		out = append(out, migration{version: v, name: e.Name(), sql: string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	return out
}

func latestVersion() int {
	m := migrations()
	return m[len(m)-1].version
}

// migrate applies every migration newer than the file's user_version, each in
// its own transaction together with the version bump.
func (s *Store) migrate() error {
	ctx := context.Background()
	var current int
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
		return fmt.Errorf("read the schema version of %s: %w", s.path, err)
	}
	for _, m := range migrations() {
		if m.version <= current {
			continue
		}
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			_, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.version))
			return err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// inTx runs fn in one transaction: all of it is stored, or nothing.
func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}
