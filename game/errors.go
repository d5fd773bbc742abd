package game

import (
	"errors"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
)

// Class is what kind of failure an error is, as the contract's exit
// statuses tell them apart.
type Class int

const (
	OK         Class = iota // no error
	Broken                  // the entries break a rule of the game (exit 1)
	Unreadable              // the input cannot be read (exit 2)
	Other                   // anything else (the database, the system)
)

// Classify tells broken rules from unreadable input and from other errors.
func Classify(err error) Class {
	var (
		v     scorer.Violations
		input *scorer.InputError
	)
	switch {
	case err == nil:
		return OK
	case errors.As(err, &v):
		return Broken
	case errors.As(err, &input):
		return Unreadable
	}
	return Other
}

// ErrorNotes gives a broken rule or an unreadable input as the notes of
// the contract's error object ({"errors": [...]}), in the localizer's
// language: every broken rule (a long list collapsed), every line of
// notation that cannot be read, or one note input.unreadable. ok is false
// for any other error, which the caller reports its own way.
func ErrorNotes(loc *i18n.Localizer, err error) (notes []scorer.Note, ok bool) {
	var v scorer.Violations
	if errors.As(err, &v) {
		return WithLines(loc, scorer.Collapse(loc.Notes(v))), true
	}
	if lines := unreadableLines(err); lines != nil {
		return WithLines(loc, scorer.Collapse(loc.Notes(lines.Notes()))), true // a long text is not read as 90,000 lines
	}
	var input *scorer.InputError
	if errors.As(err, &input) {
		return []scorer.Note{{Rule: "input.unreadable", Message: err.Error()}}, true
	}
	return nil, false
}

// WithLines starts the message of every note about a line of notation with
// that line, so that the message alone says where.
func WithLines(loc *i18n.Localizer, notes []scorer.Note) []scorer.Note {
	out := make([]scorer.Note, len(notes))
	for i, n := range notes {
		if n.Line > 0 {
			sep := ": "
			if strings.HasPrefix(n.Message, "column ") {
				sep = ", "
			}
			n.Message = loc.T("where.line", "n", n.Line) + sep + n.Message
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
