package notation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Error is a line of notation that cannot be read. Line is its line in the
// text (0 for a line read on its own, as at a prompt) and Column the
// character (from 1) where the problem is (0 when it is the whole line).
// Msg says what is wrong and how to write it instead; it is put into words
// where it is shown, in the language of the table (Error() is English).
//
// An Error is input that cannot be read, not a broken rule: errors.As finds
// a *scorer.InputError in it.
type Error struct {
	Line   int
	Column int
	Msg    msg.Msg
}

func (e *Error) Error() string { return e.Say().String() }

// Say is what the error says with where it is: "line 7, column 6: ...".
func (e *Error) Say() msg.Msg {
	switch {
	case e.Line > 0 && e.Column > 0:
		return msg.M("notation.at.line-column", "line", digits(e.Line), "column", digits(e.Column), "problem", e.Msg)
	case e.Line > 0:
		return msg.M("notation.at.line", "line", digits(e.Line), "problem", e.Msg)
	case e.Column > 0:
		return msg.M("notation.at.column", "column", digits(e.Column), "problem", e.Msg)
	}
	return e.Msg
}

// Unwrap makes the error an input error for callers that map errors to
// exit statuses.
func (e *Error) Unwrap() error { return &scorer.InputError{Msg: e.Say()} }

// Note gives the error as a note of the contract's error list: rule
// input.notation, with the line set and the column in the message.
func (e *Error) Note() scorer.Note {
	said := e.Msg
	if e.Column > 0 {
		said = msg.M("notation.at.column", "column", digits(e.Column), "problem", e.Msg)
	}
	return scorer.Note{Rule: RuleUnreadable, Msg: said, Line: e.Line}
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

// Say is what the errors say in one sentence: the first, and how many
// more lines cannot be read (Notes gives each of them).
func (es Errors) Say() msg.Msg {
	if len(es) == 1 {
		return es[0].Say()
	}
	if len(es) == 0 {
		return msg.Msg{}
	}
	return msg.M("notation.and-more", "first", es[0].Say(), "n", len(es)-1)
}

// Unwrap makes the list an input error, as Error does.
func (es Errors) Unwrap() error { return &scorer.InputError{Msg: es.Say()} }

// Notes gives every error as a note (see Error.Note).
func (es Errors) Notes() []scorer.Note {
	out := make([]scorer.Note, len(es))
	for i, e := range es {
		out[i] = e.Note()
	}
	return out
}

func errorAt(col int, id string, pairs ...any) *Error {
	return &Error{Column: col, Msg: msg.M(id, pairs...)}
}

// digits writes a line or column as an editor shows it, without a
// thousands separator.
func digits(n int) string { return strconv.Itoa(n) }

// quoted writes a token or a typed word in double quotes for a message.
func quoted(s string) string { return fmt.Sprintf("%q", s) }
