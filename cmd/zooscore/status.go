package main

import (
	"context"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/store"
)

// unfinishedTracked lists the games of one kind ("" for all) in progress that
// were tracked entry by entry, newest first: a ZooSim game scored from its
// years is in progress too, but is completed with edit, not resumed.
func unfinishedTracked(ctx context.Context, st *store.Store, kind string) ([]store.Summary, error) {
	open, err := st.Unfinished(ctx, kind)
	if err != nil {
		return nil, err
	}
	var out []store.Summary
	for _, s := range open {
		g, err := st.Get(ctx, s.ID)
		if err != nil {
			return nil, err
		}
		if game.IsScript(g.Game, g.Input) {
			out = append(out, s)
		}
	}
	return out, nil
}
