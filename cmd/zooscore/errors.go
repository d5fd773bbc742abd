package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/zooscore/zooscore/clubsync"
	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// Exit statuses. 0, 1 and 2 are fixed by the scripting contract.
const (
	exitOK        = 0
	exitRules     = 1   // the entries break a rule of the game
	exitInput     = 2   // the input cannot be read, or the command is misused
	exitStore     = 3   // the database cannot be used
	exitCancelled = 130 // the player pressed Ctrl-C or Ctrl-D
)

// usageError is a misused command: an unknown game, a bad flag value. It
// says what is wrong as a message of the catalogs, put into words where it
// is shown. With games the games to choose from are listed under it (on a
// terminal a line each; in one line for --json); help names the command
// whose --help to read.
type usageError struct {
	msg   msg.Msg
	games bool
	help  string
	cause error // said as the message's {{.cause}}
}

// Error is the error in English, for logs; people read it through
// usageText, in the language of the table.
func (e *usageError) Error() string { return usageText(i18n.For(i18n.English), e) }

// usage is a usage error with a message of the catalogs.
func usage(id string, pairs ...any) error { return &usageError{msg: msg.M(id, pairs...)} }

// usageText says a usage error in one line.
func usageText(loc *i18n.Localizer, e *usageError) string {
	s := loc.Say(withCause(loc, e.msg, e.cause))
	if e.games {
		s += " " + loc.T("cmd.games.brief", "games", gameList(loc))
	}
	if e.help != "" {
		s += " " + loc.T("cmd.see-help", "command", e.help)
	}
	return s
}

// readError is input zooscore cannot read (a file that cannot be opened,
// an input that is too large), said as a message of the catalogs: exit 2,
// as for any input that cannot be read.
type readError struct {
	msg   msg.Msg
	cause error // said as the message's {{.cause}}
}

func (e *readError) Error() string { return errorText(i18n.For(i18n.English), e) }

func unreadable(id string, pairs ...any) error { return &readError{msg: msg.M(id, pairs...)} }

// exitCode maps an error to the process's exit status, in one place.
func exitCode(err error) int {
	var (
		v     scorer.Violations
		input *scorer.InputError
		usage *usageError
		read  *readError
		club  *clubsync.Error
	)
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &v):
		return exitRules
	case errors.As(err, &input), errors.As(err, &usage), errors.As(err, &read), errors.As(err, &club) && club.Given:
		return exitInput
	case errors.Is(err, prompts.ErrCancelled), errors.Is(err, context.Canceled):
		return exitCancelled
	case storeRule(err) != "":
		return exitStore
	case errors.Is(err, store.ErrNotFound):
		return exitInput
	}
	return exitStore // the database, or the club's server (a *clubsync.Error)
}

// storeRule is the rule id of a database that cannot be used as asked, ""
// for any other error. A refused file (not ours, newer, damaged) is never
// changed.
func storeRule(err error) string {
	switch {
	case errors.Is(err, store.ErrForeign), errors.Is(err, store.ErrNewer), errors.Is(err, store.ErrDamaged):
		return "store.refused"
	case errors.Is(err, store.ErrConflict):
		return "store.conflict"
	case errors.Is(err, store.ErrReadOnly):
		return "store.read-only"
	case errors.Is(err, store.ErrNoDatabase):
		return "store.missing"
	case errors.Is(err, store.ErrBusy):
		return "store.busy"
	case errors.Is(err, store.ErrDiskFull):
		return "store.disk-full"
	case errors.Is(err, store.ErrUnreachable):
		return "store.unreachable"
	}
	return ""
}

// errorNotes turns any error into the notes of the contract's error
// object, in the language of the table.
func errorNotes(loc *i18n.Localizer, err error) []scorer.Note {
	if notes, ok := game.RuleNotes(loc, err); ok {
		return notes
	}
	if probs := exchange.FileProblems(err); probs != nil {
		notes := make([]scorer.Note, len(probs))
		for i, m := range probs {
			notes[i] = scorer.Note{Rule: "input.unreadable", Message: loc.Say(m)}
		}
		return notes
	}
	return []scorer.Note{{Rule: errorRule(err), Message: errorText(loc, err)}}
}

// errorRule is the rule id of an error that is not a broken rule.
func errorRule(err error) string {
	var (
		input *scorer.InputError
		usage *usageError
		read  *readError
		club  *clubsync.Error
	)
	switch {
	case errors.As(err, &input), errors.As(err, &read):
		return "input.unreadable"
	case errors.As(err, &usage):
		return "input.usage"
	case storeRule(err) != "":
		return storeRule(err)
	case errors.Is(err, store.ErrNotFound):
		return "store.not-found"
	case errors.Is(err, prompts.ErrCancelled), errors.Is(err, context.Canceled):
		return "zooscore.cancelled"
	case errors.As(err, &club):
		return club.Rule
	}
	return "zooscore.error"
}

// errorText says an error in one line in the language of the table: the
// errors of zooscore's own carry a message of the catalogs; any other
// (a failure of the system, in its own words) is shown as it is, after a
// sentence that says what failed.
func errorText(loc *i18n.Localizer, err error) string {
	var (
		usage *usageError
		read  *readError
		input *scorer.InputError
		said  *saidError
		st    *store.Error
		club  *clubsync.Error
	)
	var v scorer.Violations
	switch {
	case errors.As(err, &v):
		return violationsText(loc, v)
	case errors.As(err, &said):
		return said.text(loc)
	case errors.As(err, &usage):
		return usageText(loc, usage)
	case errors.As(err, &read):
		return loc.Say(withCause(loc, read.msg, read.cause))
	case errors.As(err, &st):
		return loc.Say(st.Msg)
	case errors.As(err, &club):
		return loc.Say(club.Msg)
	case errors.As(err, &input):
		return inputText(loc, input)
	case errors.Is(err, prompts.ErrCancelled), errors.Is(err, context.Canceled):
		return loc.T("cmd.cancelled")
	}
	return loc.T("cmd.error.other", "detail", loc.Error(err))
}

// violationsText says broken rules in one line: "... [rule]; ... [rule]".
func violationsText(loc *i18n.Localizer, v scorer.Violations) string {
	var parts []string
	for _, n := range loc.Notes(scorer.Collapse(v)) {
		parts = append(parts, n.Message+" ["+n.Rule+"]")
	}
	return strings.Join(parts, "; ")
}

// inputText says why an input cannot be read.
func inputText(loc *i18n.Localizer, e *scorer.InputError) string { return loc.InputError(e) }

// saidError is an error of zooscore's own said as a message of the
// catalogs, with the error it comes from (said in its turn after it, when
// the message has a "cause" argument).
type saidError struct {
	msg   msg.Msg
	cause error
}

func (e *saidError) Error() string { return e.text(i18n.For(i18n.English)) }
func (e *saidError) Unwrap() error { return e.cause }

func (e *saidError) text(loc *i18n.Localizer) string { return loc.Say(withCause(loc, e.msg, e.cause)) }

// withCause adds the words of the error it comes from to a message, as
// its argument "cause".
func withCause(loc *i18n.Localizer, m msg.Msg, cause error) msg.Msg {
	if cause == nil {
		return m
	}
	m.Args = append(append([]msg.Arg{}, m.Args...), msg.Arg{Name: "cause", Value: errorText(loc, cause)})
	return m
}

// said wraps an error with a message that says what it means here; the
// message's {{.cause}} is the error's own words.
func said(cause error, id string, pairs ...any) error {
	return &saidError{msg: msg.M(id, pairs...), cause: cause}
}

// printError reports an error once: as the contract's JSON object on
// standard output with --json (exact strings), else as lines on standard
// error, made visible (a name quoted in a message may hold control
// characters) and wrapped at spaces to the terminal's width.
func printError(io IO, loc *i18n.Localizer, err error, asJSON bool) {
	notes := errorNotes(loc, err)
	if asJSON {
		writeJSON(io.Out, map[string]any{"errors": notes})
		return
	}
	say := func(line string) { fmt.Fprintln(io.ErrOut, termtext.Wrap(line, io.ErrWidth)) }
	if errors.Is(err, prompts.ErrCancelled) || errors.Is(err, context.Canceled) { // Ctrl-C, also while waiting for the file
		say(loc.T("cmd.error.cancelled"))
		return
	}
	var v scorer.Violations
	if errors.As(err, &v) {
		v = loc.Notes(scorer.Collapse(v))
		say(loc.T("cmd.error.broken", "n", len(v)))
		for _, n := range v {
			say("  - " + termtext.Visible(loc.NoteLine(n)))
		}
		return
	}
	if lines := game.UnreadableLines(err); lines != nil {
		say(loc.T("cmd.error.lines", "n", len(lines)))
		for _, n := range notes {
			say("  - " + termtext.Visible(n.Message))
		}
		return
	}
	if probs := exchange.FileProblems(err); probs != nil {
		say(loc.T("cmd.error.line-list", "message", loc.Say(probs.Say())))
		for _, n := range notes {
			say("  - " + termtext.Visible(n.Message))
		}
		return
	}
	var u *usageError
	if errors.As(err, &u) && u.games {
		say(loc.T("cmd.error.line-list", "message", termtext.Visible(loc.Say(withCause(loc, u.msg, u.cause)))))
		for _, l := range gameLines(loc) {
			say(termtext.Visible(l))
		}
		if u.help != "" {
			say(loc.T("cmd.see-help", "command", u.help))
		}
		return
	}
	say(loc.T("cmd.error.line", "message", termtext.Visible(notes[0].Message)))
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}
