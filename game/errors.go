package game

import (
	"errors"
	"strconv"

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

// RuleNotes gives broken rules, or lines of notation that cannot be read,
// as the notes of the contract's error object ({"errors": [...]}), in the
// localizer's language: every broken rule and every line (a long list
// collapsed), each message starting with its line when it has one. ok is
// false for any other error.
func RuleNotes(loc *i18n.Localizer, err error) (notes []scorer.Note, ok bool) {
	var v scorer.Violations
	if errors.As(err, &v) {
		return WithLines(loc, loc.Notes(scorer.Collapse(v))), true
	}
	if lines := UnreadableLines(err); lines != nil {
		return NotationNotes(loc, lines), true // a long text is not read as 90,000 lines
	}
	return nil, false
}

// ErrorNotes is RuleNotes, and for any other input that cannot be read one
// note input.unreadable that says why. ok is false for an error that is
// neither, which the caller reports its own way.
func ErrorNotes(loc *i18n.Localizer, err error) (notes []scorer.Note, ok bool) {
	if notes, ok := RuleNotes(loc, err); ok {
		return notes, true
	}
	var input *scorer.InputError
	if errors.As(err, &input) {
		return []scorer.Note{{Rule: "input.unreadable", Message: loc.InputError(input)}}, true
	}
	return nil, false
}

// WithLines starts the message of every note about a line of notation with
// that line, as the text output does, so that the message alone says
// where.
func WithLines(loc *i18n.Localizer, notes []scorer.Note) []scorer.Note {
	out := make([]scorer.Note, len(notes))
	for i, n := range notes {
		if n.Line > 0 {
			n.Message = loc.T("cmd.error.at-line", "line", n.Line, "message", n.Message)
		}
		out[i] = n
	}
	return out
}

// NotationNotes are the lines of notation that cannot be read, as notes
// whose message says where: "line 2, column 6: ...". The same mistake
// repeated on many lines (at the same column) is one note with a count,
// at its first line.
func NotationNotes(loc *i18n.Localizer, lines notation.Errors) []scorer.Note {
	notes := make([]scorer.Note, len(lines))
	for i, e := range lines {
		// Collapse counts notes of the same player, rule and message:
		// the column stands in for the player (a line of notation has
		// none) so that only the same mistake at the same place counts.
		notes[i] = scorer.Note{Rule: notation.RuleUnreadable, Line: e.Line, Player: strconv.Itoa(e.Column), Msg: e.Msg}
	}
	notes = scorer.Collapse(notes)
	for i, n := range notes {
		column, _ := strconv.Atoi(n.Player)
		n.Player = ""
		n = loc.Note(n)
		switch {
		case n.Line > 0 && column > 0:
			n.Message = loc.T("cmd.error.at-line-column", "line", n.Line, "column", column, "message", n.Message)
		case n.Line > 0:
			n.Message = loc.T("cmd.error.at-line", "line", n.Line, "message", n.Message)
		case column > 0:
			n.Message = loc.T("cmd.error.at-column", "column", column, "message", n.Message)
		}
		notes[i] = n
	}
	return notes
}

// UnreadableLines gives the lines of notation an error reports, or nil.
func UnreadableLines(err error) notation.Errors {
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
