package i18n

import (
	"errors"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Note fills in the words of a note (its Message) from its Msg, saying how
// many times it was found when Collapse made one note of several. A note
// that already has words but no message (an error from outside the rules
// engine) keeps them.
func (l *Localizer) Note(n scorer.Note) scorer.Note {
	if !n.Msg.IsZero() {
		n.Message = l.Say(n.Msg)
		if n.Times > 1 {
			n.Message = l.T("note.times", "message", n.Message, "n", n.Times)
		}
	}
	return n
}

// Error gives the words of an error in this language: an error that says a
// message (msg.Sayer: an input error of the rules engine or of the
// notation) is put into words here; any other error keeps its own.
func (l *Localizer) Error(err error) string {
	if err == nil {
		return ""
	}
	if s, ok := err.(msg.Sayer); ok {
		return l.Say(s.Say())
	}
	var s msg.Sayer
	if !errors.As(err, &s) {
		return err.Error()
	}
	// Wrapped in words of a caller: those stay, the message is said here.
	return strings.Replace(err.Error(), s.Error(), l.Say(s.Say()), 1)
}

// InputError gives the words of an input error in this language (see
// Error).
func (l *Localizer) InputError(err *scorer.InputError) string { return l.Say(err.Say()) }

// Notes fills in the words of every note, in a copy.
func (l *Localizer) Notes(ns []scorer.Note) []scorer.Note {
	if ns == nil {
		return nil
	}
	out := make([]scorer.Note, len(ns))
	for i, n := range ns {
		out[i] = l.Note(n)
	}
	return out
}

// Item fills in the words of a breakdown item: what it is, why it scores,
// and the rulebook section its rule comes from.
func (l *Localizer) Item(it scorer.Item) scorer.Item {
	if !it.Label.IsZero() {
		it.Item = l.Say(it.Label)
	}
	if !it.Reason.IsZero() {
		it.Why = l.Say(it.Reason)
	}
	if it.Source != "" && l.Has(it.Source) {
		it.Source = l.T(it.Source)
	}
	return it
}

// Result fills in every word of a result, in a copy: breakdowns, warnings
// and decisions.
func (l *Localizer) Result(r scorer.Result) scorer.Result {
	players := make([]scorer.PlayerResult, len(r.Players))
	for i, p := range r.Players {
		items := make([]scorer.Item, len(p.Breakdown))
		for j, it := range p.Breakdown {
			items[j] = l.Item(it)
		}
		p.Breakdown = items
		players[i] = p
	}
	r.Players = players
	r.Warnings = l.Notes(r.Warnings)
	r.Decisions = l.Notes(r.Decisions)
	return r
}

// The rules engine's Go error strings are English (msg.Msg.String).
func init() {
	msg.SetEnglish(func(m msg.Msg) string { return For(English).Say(m) })
}

// NoteLine gives a note as one line: where, who, the words, the rule id
// ("line 6, Ann, round 3: ... [dice.take-size]").
func (l *Localizer) NoteLine(n scorer.Note) string {
	n = l.Note(n)
	var where []string
	if n.Line > 0 {
		where = append(where, l.T("where.line", "n", n.Line))
	}
	if n.Player != "" {
		where = append(where, n.Player)
	}
	if n.Round > 0 {
		where = append(where, l.T("where.round", "n", n.Round))
	}
	if n.Auction > 0 {
		where = append(where, l.T("where.auction", "n", n.Auction))
	}
	if len(where) == 0 {
		return n.Message + " [" + n.Rule + "]"
	}
	return l.Label(strings.Join(where, ", ")) + " " + n.Message + " [" + n.Rule + "]"
}

// GameName is a game's short name, as tables and titles say it ("Dice
// Game", "Würfelspiel", "Jeu de dés"); a game the catalogs do not know
// keeps its id. Files and flags keep the id (dice).
func (l *Localizer) GameName(id string) string {
	if l.Has("cmd.game.short." + id) {
		return l.T("cmd.game.short." + id)
	}
	return id
}

// Label puts a label before what it names the language's way: "Ann:",
// in French "Ann :".
func (l *Localizer) Label(s string) string { return l.T("label.colon", "label", s) }

// Versus says how the finished games two players played together ended:
// "Ann finished ahead 2 times, Bob never, tied once". A count of none is
// a word ("never", "nie", "jamais"), never "0 times" ("0-mal").
func (l *Localizer) Versus(a, b string, aheadA, aheadB, level int) string {
	tied := msg.M("cmd.versus.level.never")
	if level > 0 {
		tied = msg.M("cmd.versus.level", "n", level)
	}
	return l.T("cmd.versus.ahead", "a", a, "b", b, "ahead_a", times(aheadA), "ahead_b", times(aheadB), "level", tied)
}

// times says how often: "once", "2 times", "never".
func times(n int) msg.Msg {
	if n == 0 {
		return msg.M("cmd.versus.never")
	}
	return msg.M("cmd.versus.times", "n", n)
}

// ResultJSON is a result as --json and the web API give it: in the
// language of l, with empty lists of warnings and winners as [] rather
// than null, so that scripts can read both the same way.
func (l *Localizer) ResultJSON(r scorer.Result) scorer.Result {
	r = l.Result(r)
	if r.Warnings == nil {
		r.Warnings = []scorer.Note{}
	}
	if r.Winners == nil {
		r.Winners = []string{}
	}
	return r
}
