package game

import (
	"errors"
	"slices"

	"github.com/zooscore/zooscore/scorer"
)

// Rescore works a stored game's result out again from what it was scored
// from: its sheets, or its play script (tracked says which it was), once
// (see ScoreOnce); a play given as totals is ranked again from them.
func Rescore(name string, input []byte) (res scorer.Result, tracked bool, err error) {
	if IsTotals(input) {
		t, err := ReadTotals(name, input)
		if err != nil {
			return scorer.Result{}, false, err
		}
		return t.Result(name), false, nil
	}
	res, err = ScoreOnce(name, input,
		func() (scorer.Result, error) { return Score(name, input) },
		func() (scorer.Result, error) {
			tracked = true
			t, err := Replay(name, input)
			if err != nil {
				return scorer.Result{}, err
			}
			return t.Result()
		})
	return res, tracked, err
}

// ScoreOnce scores a stored or imported game's input with sheets or with
// script, calling only one of them in all but rare cases: sheets and a play
// script are told apart by their shape, deciding as IsScript does (input
// whose sheets cannot be read is tried as a script, and that attempt's
// error is the one reported).
func ScoreOnce[T any](name string, input []byte, sheets, script func() (T, error)) (T, error) {
	switch InputShape(input) {
	case ShapeSheets:
		v, err := sheets()
		var bad *scorer.InputError
		if !errors.As(err, &bad) {
			return v, err
		}
	case ShapeUnknown:
		if !IsScript(name, input) {
			return sheets()
		}
	}
	return script()
}

// Fresh is a stored game's result with its words to be put in any
// language. The store keeps a result in English words (as an export line
// holds it), so the game is scored again from its input, which gives
// messages for every word. The numbers must be those stored: if they
// are not (a game stored by a zooscore that scored it otherwise), the
// stored result is given as it is, its items without words named by their
// rule, and ok is false, since it is what the table saw and the
// leaderboard counts.
func Fresh(name string, input []byte, stored scorer.Result) (res scorer.Result, tracked, ok bool) {
	now, tracked, err := Rescore(name, input)
	if err != nil || !SameNumbers(stored, now) {
		return withRuleWords(stored), tracked, false
	}
	now.ID, now.Status = stored.ID, stored.Status
	return now, tracked, true
}

// withRuleWords names the items of a stored result kept without words
// (a file of an older zooscore kept only the numbers of some) by their
// rule, the one thing known of them besides their points.
func withRuleWords(res scorer.Result) scorer.Result {
	for i, p := range res.Players {
		for j, it := range p.Breakdown {
			if it.Item == "" && it.Label.IsZero() {
				res.Players[i].Breakdown[j].Item = it.Rule
			}
		}
	}
	return res
}

// SameNumbers reports whether two results of a game agree in everything
// but their words: the players, their ranks and totals, every item's
// points and rule, the winners, and the rules of the warnings and
// decisions.
func SameNumbers(a, b scorer.Result) bool {
	if a.Game != b.Game || len(a.Players) != len(b.Players) || !slices.Equal(a.Winners, b.Winners) ||
		!slices.Equal(rules(a.Warnings), rules(b.Warnings)) || !slices.Equal(rules(a.Decisions), rules(b.Decisions)) {
		return false
	}
	for i, p := range a.Players {
		q := b.Players[i]
		if p.Name != q.Name || p.Total != q.Total || p.Rank != q.Rank || len(p.Breakdown) != len(q.Breakdown) {
			return false
		}
		for j, it := range p.Breakdown {
			if it.Points != q.Breakdown[j].Points || it.Rule != q.Breakdown[j].Rule {
				return false
			}
		}
	}
	return true
}

func rules(notes []scorer.Note) []string {
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = n.Rule
	}
	return out
}
