package store

import (
	"errors"
	"fmt"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// ErrNotFound is returned when no stored game has the id asked for, or no
// stored game has a player of the name asked for.
var ErrNotFound = errors.New("not found")

// ErrForeign is returned for a file that is not a zooscore database.
var ErrForeign = errors.New("not a zooscore database")

// ErrNewer is returned for a database made by a newer zooscore.
var ErrNewer = errors.New("made by a newer zooscore")

// ErrNoDatabase is returned when a command that only reads is pointed at a
// file that does not exist: reading never creates anything.
var ErrNoDatabase = errors.New("no database")

// ErrReadOnly is returned when something must be stored in a file (or a
// folder) this process may only read.
var ErrReadOnly = errors.New("read-only")

// ErrDamaged is returned when SQLite finds the file damaged. Nothing is
// written to it after that.
var ErrDamaged = errors.New("damaged")

// ErrBusy is returned when another program kept the database locked for
// longer than a writer waits.
var ErrBusy = errors.New("busy")

// ErrDiskFull is returned when the disk has no room for what is stored.
var ErrDiskFull = errors.New("disk full")

// ErrConflict is returned when a tracked game was changed by another window
// after this one read it: the write is refused, nothing is overwritten.
var ErrConflict = errors.New("was changed in another window")

// dbError says in words why the database cannot be used; errors.Is finds
// both its kind (ErrDamaged, ErrReadOnly...) and SQLite's own error.
type dbError struct {
	msg   string
	kind  error
	cause error
}

func (e *dbError) Error() string   { return e.msg }
func (e *dbError) Unwrap() []error { return []error{e.kind, e.cause} }

// sqliteCode is SQLite's extended result code of err, 0 if err is not
// SQLite's.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code()
	}
	return 0
}

func isBusy(err error) bool {
	c := sqliteCode(err) & 0xff
	return c == sqlite3.SQLITE_BUSY || c == sqlite3.SQLITE_LOCKED
}

// classify turns SQLite's errors about the file itself into errors that say
// what happened and what to do; other errors are returned as they are.
func classify(path string, err error) error {
	var known *dbError
	if err == nil || errors.As(err, &known) {
		return err
	}
	code := sqliteCode(err)
	switch code & 0xff {
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return damaged(path, err)
	case sqlite3.SQLITE_READONLY:
		return readOnly(path, code, err)
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return &dbError{fmt.Sprintf("%s is in use: another zooscore is writing to it; nothing was stored: try again in a moment", path), ErrBusy, err}
	case sqlite3.SQLITE_FULL:
		return &dbError{fmt.Sprintf("the disk of %s is full: nothing was stored; make room and try again", path), ErrDiskFull, err}
	case sqlite3.SQLITE_CANTOPEN:
		return &dbError{fmt.Sprintf("cannot open %s: check that its folder exists and that you may read it", path), ErrNoDatabase, err}
	case sqlite3.SQLITE_IOERR:
		return &dbError{fmt.Sprintf("cannot read or write %s (the disk reported an error): nothing was stored; keep a copy of the file", path), ErrDamaged, err}
	}
	return err
}

func damaged(path string, cause error) error {
	return &dbError{fmt.Sprintf("the file %s is damaged: keep a copy; zooscore will not change it", path), ErrDamaged, cause}
}

func readOnly(path string, code int, cause error) error {
	what := "the file " + path + " is read-only"
	switch code {
	case sqlite3.SQLITE_READONLY_DIRECTORY:
		what = "the folder of " + path + " is read-only (SQLite keeps its journal next to the file)"
	case sqlite3.SQLITE_READONLY_ROLLBACK, sqlite3.SQLITE_READONLY_RECOVERY:
		what = "an earlier zooscore was stopped while writing to " + path + " and its repair needs write access, but the file is read-only"
	}
	return &dbError{what + ": zooscore can read what it holds but cannot store anything in it; nothing was stored", ErrReadOnly, cause}
}

// check classifies the error a public method is about to return.
func (s *Store) check(err *error) {
	*err = classify(s.path, *err)
}
