package i18n

import (
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Note fills in the words of a note (its Message) from its Msg. A note
// that already has words (an error from outside the rules engine) keeps
// them.
func (l *Localizer) Note(n scorer.Note) scorer.Note {
	if !n.Msg.IsZero() {
		n.Message = l.Say(n.Msg)
	}
	return n
}

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
	return strings.Join(where, ", ") + ": " + n.Message + " [" + n.Rule + "]"
}
