package store

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"sync"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// A game's result is kept lean (schema 6): the result object of an export
// line, as JSON in English, packed like the input with a dictionary of its
// own (see pack.go):
//
//	{"players":[{"name":..,"total":..,"rank":..,"breakdown":[{"item":..,"points":..,"rule":..}]}],
//	 "winners":[..],"warnings":[{"player":..,"rule":..,"message":..}]}
//
// every player's name (as the game spells it), total, rank and breakdown
// (each item's words, points and rule), the winners and the warnings (rule,
// the player one is about, and its words). An export writes it out as it is
// between the game, id and status before it and the uuid, time and input
// after it (see ExportStored): nothing is scored or said again. What it
// leaves out (why each item scores, its rulebook section, the decisions in
// words, the settings) show and explain give by scoring the input again,
// in any language; they compare that scoring with the stored result, which
// wins if the numbers differ (game.Fresh). For that comparison the rules
// of the decisions are kept beside it (the decisions column: the rules
// separated by spaces, packed), since a tracked game makes a decision at
// every take or auction and their words would double an export line.
//
// Leaderboards and the history never read it: they read the ranks column
// and the results rows.

// english says the words of stored results. A memo is for one goroutine:
// each encoding takes its own from the pool.
var english = sync.Pool{New: func() any { return i18n.For(i18n.English).Memo() }}

// leanOf gives the stored forms of a result: its lean JSON and the rules of
// its decisions, each packed.
func leanOf(res scorer.Result) (lean, decisions []byte) {
	loc := english.Get().(*i18n.Localizer)
	defer english.Put(loc)
	text := scratches.Get().(*[]byte)
	defer scratches.Put(text)
	*text = appendLean((*text)[:0], res, loc)
	lean = owned(packResult(*text))
	if len(res.Decisions) > 0 {
		*text = appendDecisions((*text)[:0], res.Decisions)
		decisions = owned(packDecisions(*text))
	}
	return lean, decisions
}

// owned is a packed text in memory of its own: the text itself, when
// packing did not pay, is in the scratch memory it was made in.
func owned(p []byte) []byte {
	if len(p) > 0 && p[0] == packedS2 {
		return p
	}
	return bytes.Clone(p)
}

// appendLean appends the lean JSON of res: its words are those it holds
// (a result read from an older file or export) or said by loc from its
// messages. It writes what encoding/json would write of the same object (a
// test compares), without its reflection.
func appendLean(b []byte, res scorer.Result, loc *i18n.Localizer) []byte {
	b = append(b, `{"players":[`...)
	for i, p := range res.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(append(b, `{"name":`...), p.Name)
		b = strconv.AppendInt(append(b, `,"total":`...), int64(p.Total), 10)
		b = strconv.AppendInt(append(b, `,"rank":`...), int64(p.Rank), 10)
		b = append(b, `,"breakdown":[`...)
		for j, it := range p.Breakdown {
			if j > 0 {
				b = append(b, ',')
			}
			words := it.Item
			if !it.Label.IsZero() {
				words = loc.Say(it.Label)
			}
			b = appendJSONString(append(b, `{"item":`...), words)
			b = strconv.AppendInt(append(b, `,"points":`...), int64(it.Points), 10)
			if it.Rule != "" {
				b = appendJSONString(append(b, `,"rule":`...), it.Rule)
			}
			b = append(b, '}')
		}
		b = append(b, "]}"...)
	}
	b = append(b, `],"winners":[`...)
	for i, w := range res.Winners {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, w)
	}
	b = append(b, `],"warnings":[`...)
	for i, n := range res.Warnings {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		if n.Player != "" {
			b = append(appendJSONString(append(b, `"player":`...), n.Player), ',')
		}
		b = appendJSONString(append(b, `"rule":`...), n.Rule)
		b = appendJSONString(append(b, `,"message":`...), loc.Note(n).Message)
		b = append(b, '}')
	}
	return append(b, "]}"...)
}

// appendDecisions appends the rules of decisions, separated by spaces (a
// rule id has none); nothing for none.
func appendDecisions(b []byte, decisions []scorer.Note) []byte {
	for i, d := range decisions {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, d.Rule...)
	}
	return b
}

// readLean fills res from a stored result: its lean JSON (unpacked) and the
// rules of its decisions (packed).
func readLean(res *scorer.Result, text, decisions []byte) error {
	if err := json.Unmarshal(text, res); err != nil {
		return err
	}
	rules, err := unpackDecisions(nil, decisions)
	if err != nil {
		return err
	}
	res.Decisions = nil
	for rule := range strings.FieldsSeq(string(rules)) {
		res.Decisions = append(res.Decisions, scorer.Note{Rule: rule})
	}
	return nil
}
