package main

import (
	"fmt"
	"slices"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// fresh is a stored game's result with its words in the language of the
// table. The store keeps a result's words in English, so show and explain
// score the game again from what it was scored from (its sheets or its
// play script), which gives every word in any language. The numbers must
// be those stored: if they are not (a game stored by a zooscore that
// scored it otherwise), the stored result is shown as it is, with a
// warning, since it is what the table saw and the leaderboard counts.
func (a *app) fresh(sg store.Game, g gameKind) scorer.Result {
	stored := sg.Result
	stored.ID, stored.Status = sg.ID, sg.Status
	now, err := rescore(g, sg.Input, game.IsScript(g.name, sg.Input))
	if err != nil || !sameNumbers(stored, now.Result) {
		fmt.Fprintln(a.io.ErrOut, prompts.Wrap(a.t("cmd.show.stored-differs", "id", int(sg.ID)), a.io.ErrWidth))
		return stored
	}
	res := now.Result
	res.ID, res.Status = sg.ID, sg.Status
	return res
}

// sameNumbers reports whether two results of a game agree in everything
// but their words: the players, their ranks and totals, every item's
// points and rule, the winners, and the rules of the warnings and
// decisions.
func sameNumbers(a, b scorer.Result) bool {
	if a.Game != b.Game || len(a.Players) != len(b.Players) || !slices.Equal(a.Winners, b.Winners) ||
		!slices.Equal(rulesOf(a.Warnings), rulesOf(b.Warnings)) || !slices.Equal(rulesOf(a.Decisions), rulesOf(b.Decisions)) {
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

func rulesOf(notes []scorer.Note) []string {
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = n.Rule
	}
	return out
}
