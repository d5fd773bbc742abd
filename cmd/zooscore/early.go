package main

import (
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/store"
)

// earlyReaders are the commands that only read the database (readStore),
// named by the first word of their command line: the commands a club runs
// on its server's history most often.
var earlyReaders = map[string]bool{
	"leaderboard": true, "history": true, "player": true, "versus": true, "show": true, "export": true,
}

// earlyStore is a database being opened in the background before the
// command asks for it.
type earlyStore struct {
	path string
	done chan struct{} // closed once st or err is set
	st   *store.Store
	err  error
}

// openEarly starts opening the database of a command that reads a
// PostgreSQL server, before the command's words and commands are made:
// the server starts a process for each new connection and reads its
// catalogs (15-20 ms of a leaderboard's 100 at 1,000,000 games), while
// the command's own start is its work, not waiting. On the 2-core machine
// of docs/postgres.md it saves 3% (the two starts compete for the cores),
// more where cores are free. The command is told by the first word of
// the arguments, the database by --db or ZOOSCORE_DB, as cobra will read
// them; the opening is used only by a command that asks for that database
// to read, and closed otherwise (see take), so a wrong guess costs the
// server a connection and changes nothing. A file is not opened early:
// opening SQLite waits for nothing.
func (f *factory) openEarly(args []string, lang i18n.Lang) {
	path, ok := flagArg(args, "--db")
	if !ok {
		path = f.env("ZOOSCORE_DB")
	}
	if !store.IsURL(path) || !earlyReaders[commandName(args)] || flagGiven(args, "--help") || flagGiven(args, "-h") {
		return
	}
	e := &earlyStore{path: path, done: make(chan struct{})}
	go func() {
		defer close(e.done)
		e.st, e.err = openStore(path, readStore, lang, f.io)
	}()
	f.early = e
}

// take gives the early opening to a command that asks for the same
// database in the same mode, waiting for it to finish (its error is the
// command's: the opening it would have made itself); ok is false, and the
// early opening closed, otherwise.
func (e *earlyStore) take(path string, mode storeMode) (_ *store.Store, _ error, ok bool) {
	if e == nil {
		return nil, nil, false
	}
	if path != e.path || mode != readStore {
		e.discard()
		return nil, nil, false
	}
	<-e.done
	return e.st, e.err, true
}

// discard closes the early opening once it is done, without waiting for
// it: a command that did not take it (--help, a usage error) is not held
// up by a server slow to answer.
func (e *earlyStore) discard() {
	if e == nil {
		return
	}
	go func() {
		<-e.done
		if e.st != nil {
			e.st.Close()
		}
	}()
}

// commandName is the first word of the arguments that is neither a flag
// nor the value of one of zooscore's own flags (--db, --lang): the
// command cobra will run.
func commandName(args []string) string {
	for i := 0; i < len(args); i++ {
		switch arg := args[i]; {
		case arg == "--":
			return ""
		case arg == "--db" || arg == "--lang":
			i++
		case strings.HasPrefix(arg, "-"):
		default:
			return arg
		}
	}
	return ""
}
