package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// factory is what the commands of one run share, made by Main: the
// streams, the prompter, the clock, the environment, the language, and
// the database, opened on first use as the command that runs needs it.
// Each command takes what it needs into its own options (see shared).
type factory struct {
	io       IO
	prompter prompts.Prompter    // nil: no terminal to ask on
	now      func() time.Time    // the clock games are stored with
	getenv   func(string) string // the environment (language, ZOOSCORE_DB); nil: nothing set
	words    *i18n.Localizer     // the language, chosen before the commands are built
	dbPath   string              // --db
	st       *store.Store        // the database, once opened
	early    *earlyStore         // the database being opened before the command asks (see openEarly)
	// localizeHelp puts the help of the commands into words (see
	// prepareHelp); newRoot sets it.
	localizeHelp func()
}

// storeMode is how a command opens the database.
type storeMode int

const (
	// readStore opens it read-only and never creates anything: a default
	// file that does not exist yet reads as an empty database.
	readStore storeMode = iota
	// createStore opens it for writing, creating the file (and its folder)
	// when it is missing: the command stores something (score, play,
	// import, serve).
	createStore
	// changeStore opens it for writing but never creates it: the command
	// changes games already stored (resume, undo, edit, delete). A missing
	// file at a path given is a mistyped path (exit 3, as for show); a
	// missing default file holds no game to change.
	changeStore
)

// shared gives a command what every command's options hold, with the
// database opened as mode says.
func (f *factory) shared(mode storeMode) shared {
	return shared{IO: f.io, Words: f.words, Prompter: f.prompter, Now: f.now, Known: f.knownNames,
		Store: func() (*store.Store, error) { return f.store(mode) }}
}

// env reads the environment; nothing is set without one.
func (f *factory) env(key string) string {
	if f.getenv == nil {
		return ""
	}
	return f.getenv(key)
}

// dbFile is the database's path: --db, else ZOOSCORE_DB, else the default
// path; given says it was named (by the flag or the environment).
func (f *factory) dbFile() (path string, given bool, err error) {
	path = f.dbPath
	if path == "" {
		path = f.env("ZOOSCORE_DB")
	}
	if path != "" {
		return path, true, nil
	}
	path, err = store.DefaultPath()
	return path, false, err
}

// store opens the database on first use, as mode says (see storeMode),
// and gives the same one to every later call of the run.
func (f *factory) store(mode storeMode) (*store.Store, error) {
	if f.st != nil {
		return f.st, nil
	}
	path, given, err := f.dbFile()
	if err != nil {
		return nil, err
	}
	st, err, ok := f.early.take(path, mode)
	f.early = nil
	if !ok {
		st, err = openStore(path, mode, f.words.Lang(), f.io)
	}
	if !given && mode != createStore && errors.Is(err, store.ErrNoDatabase) && errors.Is(err, os.ErrNotExist) {
		st, err = store.OpenEmpty(path)
	}
	if err != nil {
		return nil, err
	}
	st.Now = f.now
	f.st = st
	return st, nil
}

// openStore opens the database at path as mode says; a wait for another
// program's write is told on standard error in lang (its words are found
// only then: an early opening must not wait for them, see openEarly).
func openStore(path string, mode storeMode, lang i18n.Lang, io IO) (*store.Store, error) {
	waiting := store.WhileWaiting(func() {
		fmt.Fprintln(io.ErrOut, termtext.Wrap(i18n.For(lang).T("cmd.waiting"), io.ErrWidth))
	})
	switch mode {
	case changeStore:
		return store.Open(path, waiting, rescored, store.MustExist())
	case createStore:
		return store.Open(path, waiting, rescored)
	default:
		return store.OpenReader(path, waiting, rescored)
	}
}

// close closes the database if the run opened it, and one opened early
// that no command took.
func (f *factory) close() {
	if f.st != nil {
		f.st.Close()
	}
	f.early.discard()
}

// speak gives the prompter the language of the table, unless a test gave
// it one already.
func (f *factory) speak() {
	switch p := f.prompter.(type) {
	case *prompts.Terminal:
		if p.Words == nil {
			p.Words = f.words
		}
	case *prompts.Fake:
		if p.Words == nil {
			p.Words = f.words
		}
	}
}

// shared is what every command's options hold besides its flags and
// arguments, given by the factory: where it reads and writes, the
// language, the prompter, the database, the context Ctrl-C cancels, and
// whether --json was asked for. Tests fill it themselves (a real store in
// a temporary folder, a scripted prompter). The helpers every command
// uses (printResult, ask, stored, ...) are its methods.
type shared struct {
	IO       IO
	Words    *i18n.Localizer
	Prompter prompts.Prompter               // nil: no terminal to ask on
	Store    func() (*store.Store, error)   // opens the database on first use
	Ctx      context.Context                // the run's, cancelled by Ctrl-C
	JSON     bool                           // --json
	Now      func() time.Time               // the clock a play log's time is checked against; nil: time.Now
	Known    func(context.Context) []string // the players who have played (alike.go); nil: none known
}

// words is the language everything is said in: --lang, else the
// environment (LC_ALL, LC_MESSAGES, LANG), else English.
func (o *shared) words() *i18n.Localizer {
	if o.Words == nil {
		return i18n.For(i18n.English)
	}
	return o.Words
}

// t says a message of the catalogs in the language of the table.
func (o *shared) t(id string, pairs ...any) string { return o.words().T(id, pairs...) }
