package game

import (
	"slices"

	"github.com/zooscore/zooscore/scorer"
)

// Rescore works a stored game's result out again from what it was scored
// from: its sheets, or its play script (tracked says which it was).
func Rescore(name string, input []byte) (res scorer.Result, tracked bool, err error) {
	if !IsScript(name, input) {
		res, err = Score(name, input)
		return res, false, err
	}
	t, err := Replay(name, input)
	if err == nil {
		res, err = t.Result()
	}
	return res, true, err
}

// Fresh is a stored game's result with its words to be put in any
// language. The store keeps a result's words in English, so the game is
// scored again from its input, which gives messages for every word. The
// numbers must be those stored: if they are not (a game stored by a
// zooscore that scored it otherwise), the stored result is given as it is,
// and ok is false, since it is what the table saw and the leaderboard
// counts.
func Fresh(name string, input []byte, stored scorer.Result) (res scorer.Result, tracked, ok bool) {
	now, tracked, err := Rescore(name, input)
	if err != nil || !SameNumbers(stored, now) {
		return stored, tracked, false
	}
	now.ID, now.Status = stored.ID, stored.Status
	return now, tracked, true
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
