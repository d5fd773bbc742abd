package store

import (
	"context"
	"time"
)

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
