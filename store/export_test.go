package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// RawDB opens the database at path (a file, or a PostgreSQL URL) beside
// the store, for what a test does that the API cannot: its SQL is the
// store's, with SQLite's placeholders on both engines.
func RawDB(path string) (*sql.DB, error) {
	if !IsURL(path) {
		return sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	}
	cfg, err := pgx.ParseConfig(path)
	if err != nil {
		return nil, err
	}
	return sql.OpenDB(numberingConnector{stdlib.GetConnector(*cfg)}), nil
}

// SetBusyTimeout shortens how long one attempt to lock the file waits, so
// that a test sees a writer wait without waiting seconds; it returns the
// function that puts the default back.
func SetBusyTimeout(d time.Duration) (restore func()) {
	old := busyTimeout
	busyTimeout = d
	return func() { busyTimeout = old }
}

// Pragma reads one pragma on a connection of the store.
func Pragma(s *Store, name string) (string, error) {
	var v string
	err := s.db.QueryRowContext(context.Background(), "PRAGMA "+name).Scan(&v)
	return v, err
}

// Integrity runs SQLite's integrity check: "ok" when the file is sound.
func Integrity(s *Store) (string, error) { return Pragma(s, "integrity_check") }

// Schema gives every table, index and trigger of the store with its
// definition, a line each, in order of name.
func Schema(s *Store) (string, error) {
	rows, err := s.db.QueryContext(context.Background(), `SELECT type, name, coalesce(sql, '') FROM sqlite_schema ORDER BY name`)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var out string
	for rows.Next() {
		var typ, name, def string
		if err := rows.Scan(&typ, &name, &def); err != nil {
			return "", err
		}
		out += typ + " " + name + ": " + def + "\n"
	}
	return out, rows.Err()
}

// CompactBatch is how many games the migrations read at a time: a test of
// an upgrade writes more than two batches.
const CompactBatch = compactBatch

// CopyBatch is how many games an import into PostgreSQL stores by one
// COPY: a test of duplicates across batches imports more than one.
const CopyBatch = copyBatch

// GameCount counts the stored games.
func GameCount(s *Store) (int, error) {
	var n int
	err := s.db.QueryRowContext(context.Background(), `SELECT count(*) FROM games`).Scan(&n)
	return n, err
}

// SetSlices sets how long an import beside another program writes at a
// time and pauses between slices; it returns the function that puts the
// defaults back.
func SetSlices(work, pause time.Duration) (restore func()) {
	w, p := sliceWork, slicePause
	sliceWork, slicePause = work, pause
	return func() { sliceWork, slicePause = w, p }
}

// HoldLease takes an import's lease, as a slice of an import does.
func HoldLease(s *Store) error {
	return s.inTx(context.Background(), func(tx *sql.Tx) error { return holdLease(context.Background(), tx) })
}

// GiveBackLease ends it.
func GiveBackLease(s *Store) { s.giveBackLease() }

// SetMaxWait changes how long a writer of s waits for another's write.
func SetMaxWait(s *Store, d time.Duration) { s.maxWait = d }
