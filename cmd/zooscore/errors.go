package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/store"
)

// Exit statuses. 0, 1 and 2 are fixed by the scripting contract.
const (
	exitOK        = 0
	exitRules     = 1   // the entries break a rule of the game
	exitInput     = 2   // the input cannot be read, or the command is misused
	exitStore     = 3   // the database cannot be used
	exitCancelled = 130 // the player pressed Ctrl-C or Ctrl-D
)

// usageError is a misused command: an unknown game, a bad flag value.
// more are lines of zooscore's own shown under the message on a terminal
// (the games to choose from); brief says the same in the sentence for
// --json and anything else that takes the error as one line.
type usageError struct {
	msg   string
	more  []string
	brief string
}

func (e *usageError) Error() string {
	if e.brief == "" {
		return e.msg
	}
	return e.msg + " " + e.brief
}

func usagef(format string, args ...any) error { return &usageError{msg: fmt.Sprintf(format, args...)} }

// exitCode maps an error to the process's exit status, in one place.
func exitCode(err error) int {
	var (
		v     scorer.Violations
		input *scorer.InputError
		usage *usageError
	)
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &v):
		return exitRules
	case errors.As(err, &input), errors.As(err, &usage):
		return exitInput
	case errors.Is(err, prompts.ErrCancelled), errors.Is(err, context.Canceled):
		return exitCancelled
	case storeRule(err) != "":
		return exitStore
	case errors.Is(err, store.ErrNotFound):
		return exitInput
	}
	return exitStore
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
	}
	return ""
}

// errorNotes turns any error into the notes of the contract's error object.
func errorNotes(loc *i18n.Localizer, err error) []scorer.Note {
	var v scorer.Violations
	if errors.As(err, &v) {
		return withLines(loc.Notes(scorer.Collapse(v)))
	}
	if lines := unreadableLines(err); lines != nil {
		return withLines(loc.Notes(scorer.Collapse(lines.Notes()))) // a long text is not read as 90,000 lines
	}
	rule := "zooscore.error"
	var input *scorer.InputError
	var usage *usageError
	switch {
	case errors.As(err, &input):
		rule = "input.unreadable"
	case errors.As(err, &usage):
		rule = "input.usage"
	case storeRule(err) != "":
		rule = storeRule(err)
	case errors.Is(err, store.ErrNotFound):
		rule = "store.not-found"
	case errors.Is(err, prompts.ErrCancelled), errors.Is(err, context.Canceled):
		rule = "zooscore.cancelled"
	}
	return []scorer.Note{{Rule: rule, Message: err.Error()}}
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
	say := func(line string) { fmt.Fprintln(io.ErrOut, prompts.Wrap(line, io.ErrWidth)) }
	if errors.Is(err, prompts.ErrCancelled) || errors.Is(err, context.Canceled) { // Ctrl-C, also while waiting for the file
		say("zooscore: cancelled; nothing was stored")
		return
	}
	var v scorer.Violations
	if errors.As(err, &v) {
		v = loc.Notes(scorer.Collapse(v))
		say(fmt.Sprintf("zooscore: %d broken %s; nothing was stored:", len(v), plural(len(v), "rule", "rules")))
		for _, n := range v {
			say("  - " + prompts.Visible(loc.NoteLine(n)))
		}
		return
	}
	if lines := unreadableLines(err); lines != nil {
		say(fmt.Sprintf("zooscore: %d %s cannot be read; nothing was stored:", len(lines), plural(len(lines), "line", "lines")))
		for _, n := range notes {
			say("  - " + prompts.Visible(n.Message))
		}
		return
	}
	var usage *usageError
	if errors.As(err, &usage) && len(usage.more) > 0 {
		say("zooscore: error: " + prompts.Visible(usage.msg) + ":")
		for _, l := range usage.more {
			say(prompts.Visible(l))
		}
		return
	}
	say("zooscore: error: " + prompts.Visible(err.Error()))
}

// withLines starts the message of every note about a line of notation with
// that line, as the text output does, so that the message alone says
// where.
func withLines(notes []scorer.Note) []scorer.Note {
	out := make([]scorer.Note, len(notes))
	for i, n := range notes {
		switch {
		case n.Line > 0 && strings.HasPrefix(n.Message, "column "):
			n.Message = fmt.Sprintf("line %d, %s", n.Line, n.Message)
		case n.Line > 0:
			n.Message = fmt.Sprintf("line %d: %s", n.Line, n.Message)
		}
		out[i] = n
	}
	return out
}

// unreadableLines gives the lines of notation an error reports, or nil.
func unreadableLines(err error) notation.Errors {
	var lines notation.Errors
	if errors.As(err, &lines) {
		return lines
	}
	var line *notation.Error
	if errors.As(err, &line) {
		return notation.Errors{line}
	}
	return nil
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
