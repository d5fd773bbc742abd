package notation

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Error is a line of notation that cannot be read. Line is its line in the
// text (0 for a line read on its own, as at a prompt) and Column the
// character (from 1) where the problem is (0 when it is the whole line).
// Message says what is wrong and how to write it instead.
//
// An Error is input that cannot be read, not a broken rule: errors.As finds
// a *scorer.InputError in it.
type Error struct {
	Line    int
	Column  int
	Message string
}

func (e *Error) Error() string {
	var where []string
	if e.Line > 0 {
		where = append(where, fmt.Sprintf("line %d", e.Line))
	}
	if e.Column > 0 {
		where = append(where, fmt.Sprintf("column %d", e.Column))
	}
	if len(where) == 0 {
		return e.Message
	}
	return strings.Join(where, ", ") + ": " + e.Message
}

// Unwrap makes the error an input error for callers that map errors to
// exit statuses.
func (e *Error) Unwrap() error { return &scorer.InputError{Message: e.Error()} }

// Note gives the error as a note of the contract's error list: rule
// input.notation, with the line set and the column in the message.
func (e *Error) Note() scorer.Note {
	msg := e.Message
	if e.Column > 0 {
		msg = fmt.Sprintf("column %d: %s", e.Column, msg)
	}
	return scorer.Note{Rule: RuleUnreadable, Message: msg, Line: e.Line}
}

// RuleUnreadable is the rule id of a line of notation that cannot be read.
const RuleUnreadable = "input.notation"

// Errors lists every line of a text that cannot be read, in line order.
type Errors []*Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap makes the list an input error, as Error does.
func (es Errors) Unwrap() error { return &scorer.InputError{Message: es.Error()} }

// Notes gives every error as a note (see Error.Note).
func (es Errors) Notes() []scorer.Note {
	out := make([]scorer.Note, len(es))
	for i, e := range es {
		out[i] = e.Note()
	}
	return out
}

func errorAt(col int, format string, args ...any) *Error {
	return &Error{Column: col, Message: fmt.Sprintf(format, args...)}
}
