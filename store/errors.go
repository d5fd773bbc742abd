package store

import (
	"errors"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
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

// ErrUnreachable is returned when the PostgreSQL server of a --db URL
// does not answer, or refuses the user.
var ErrUnreachable = errors.New("unreachable")

// ErrConflict is returned when a tracked game was changed by another window
// after this one read it: the write is refused, nothing is overwritten.
var ErrConflict = errors.New("was changed in another window")

// Error is a failure of the store that a person reads: what happened and
// what to do, as a message of the catalogs (i18n/catalog/*/store.toml)
// that the command line puts into words in the language of the table.
// errors.Is finds both its kind (ErrDamaged, ErrNotFound...) and the error
// of SQLite or of the system it comes from.
type Error struct {
	Msg   msg.Msg
	Kind  error
	Cause error
}

// Error is the message in English, for logs and for callers that do not
// choose a language.
func (e *Error) Error() string { return i18n.For(i18n.English).Say(e.Msg) }

func (e *Error) Unwrap() []error {
	var out []error
	for _, err := range []error{e.Kind, e.Cause} {
		if err != nil {
			out = append(out, err)
		}
	}
	return out
}

// fail is an Error of a kind, caused by cause (nil for none), with the
// message id and its arguments. A cause's own words are the argument
// "cause" when the message has one.
func fail(kind, cause error, id string, pairs ...any) *Error {
	return &Error{Msg: msg.M(id, pairs...), Kind: kind, Cause: cause}
}

// notFound says that no game has the id.
func notFound(id int64) *Error { return fail(ErrNotFound, nil, "store.game-not-found", "id", id) }

// conflict says that another window changed the game.
func conflict(id int64) *Error { return fail(ErrConflict, nil, "store.conflict", "id", id) }

// sqliteCode is SQLite's extended result code of err, 0 if err is not
// SQLite's.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code()
	}
	return 0
}

// isUniqueViolation reports a row refused for a key already taken, on
// either engine.
func isUniqueViolation(err error) bool {
	c := sqliteCode(err)
	return c == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY || c == sqlite3.SQLITE_CONSTRAINT_UNIQUE || pgCode(err) == "23505"
}

func isBusy(err error) bool {
	c := sqliteCode(err) & 0xff
	return c == sqlite3.SQLITE_BUSY || c == sqlite3.SQLITE_LOCKED
}

// classify turns SQLite's errors about the file itself (and PostgreSQL's
// about the database, see classifyPG) into errors that say
// what happened and what to do; other errors are returned as they are.
func classify(path string, err error) error {
	var known *Error
	if err == nil || errors.As(err, &known) {
		return err
	}
	if worded, ok := classifyPG(path, err); ok {
		return worded
	}
	code := sqliteCode(err)
	switch code & 0xff {
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return damaged(path, err)
	case sqlite3.SQLITE_READONLY:
		return readOnly(path, code, err)
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return fail(ErrBusy, err, "store.busy", "path", path)
	case sqlite3.SQLITE_FULL:
		return fail(ErrDiskFull, err, "store.disk-full", "path", path)
	case sqlite3.SQLITE_CANTOPEN:
		return fail(ErrNoDatabase, err, "store.cannot-open", "path", path)
	case sqlite3.SQLITE_IOERR:
		return fail(ErrDamaged, err, "store.io-error", "path", path)
	}
	return err
}

func damaged(path string, cause error) error {
	return fail(ErrDamaged, cause, "store.damaged", "path", path)
}

func readOnly(path string, code int, cause error) error {
	id := "store.read-only"
	switch code {
	case sqlite3.SQLITE_READONLY_DIRECTORY:
		id = "store.read-only.folder"
	case sqlite3.SQLITE_READONLY_ROLLBACK, sqlite3.SQLITE_READONLY_RECOVERY:
		id = "store.read-only.repair"
	}
	return fail(ErrReadOnly, cause, id, "path", path)
}

// check classifies the error a public method is about to return.
func (s *Store) check(err *error) {
	*err = classify(s.path, *err)
	if s.readOnly {
		*err = asReader(*err)
	}
}

// asReader words a busy file for a command that only reads: nothing was
// read (saying that nothing was stored would be true, and beside the
// point). A reader meets it behind a first import (see Store.Import).
func asReader(err error) error {
	e, ok := err.(*Error)
	if !ok {
		return err
	}
	reading := *e
	switch e.Msg.ID {
	case "store.busy":
		reading.Msg.ID = "store.busy.reading"
	case "store.busy-too-long":
		reading.Msg.ID = "store.busy-too-long.reading"
	default:
		return err
	}
	return &reading
}
