package main

import (
	"context"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// sheetStatus is the status of a game scored from sheets: finished, unless
// the scorer says it is still being played (a ZooSim game with fewer than 5
// years), which keeps it out of the leaderboards until edit completes it.
func sheetStatus(res scorer.Result) string {
	if res.Status == scorer.StatusInProgress {
		return scorer.StatusInProgress
	}
	return scorer.StatusFinished
}

// unfinishedTracked lists the games of one kind ("" for all) in progress that
// were tracked entry by entry, newest first: a ZooSim game scored from its
// years is in progress too, but is completed with edit, not resumed.
func (a *app) unfinishedTracked(ctx context.Context, st *store.Store, game string) ([]store.Summary, error) {
	open, err := st.Unfinished(ctx, game)
	if err != nil {
		return nil, err
	}
	var out []store.Summary
	for _, s := range open {
		g, err := st.Get(ctx, s.ID)
		if err != nil {
			return nil, err
		}
		if isScript(g.Game, g.Input) {
			out = append(out, s)
		}
	}
	return out, nil
}
