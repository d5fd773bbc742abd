package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/store"
)

// resumeOptions is the whole input of resume.
type resumeOptions struct {
	shared
	ID     string // ID, as typed
	Latest bool   // no ID given: the newest unfinished tracked game
}

func newCmdResume(f *factory, runF func(*resumeOptions) error) *cobra.Command {
	opts := &resumeOptions{shared: f.shared(changeStore)}
	return &cobra.Command{
		Use:  "resume [ID]",
		Args: maxArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			opts.ID, opts.Latest = idArg(args)
			if runF != nil {
				return runF(opts)
			}
			return resumeRun(opts)
		},
	}
}

func resumeRun(opts *resumeOptions) error {
	id, err := opts.trackedID(opts.Ctx, opts.ID, opts.Latest)
	if err != nil {
		return err
	}
	return opts.resume(opts.Ctx, id)
}

// idArg is the optional ID of resume and undo: latest when none is given
// (an empty ID given is not an id, and said so).
func idArg(args []string) (id string, latest bool) {
	if len(args) == 0 {
		return "", true
	}
	return args[0], false
}

// trackedID is the game a command about tracked games is given, or
// with latest the newest unfinished tracked game (resume, undo).
func (o *shared) trackedID(ctx context.Context, arg string, latest bool) (int64, error) {
	if !latest {
		return parseID(arg)
	}
	st, err := o.Store()
	if err != nil {
		return 0, err
	}
	open, err := unfinishedTracked(ctx, st, "")
	if err != nil {
		return 0, err
	}
	if len(open) == 0 {
		return 0, usage("cmd.no-game-in-progress")
	}
	return open[0].ID, nil
}

// loadTracked rebuilds the tracker of a stored game from its script, with
// the mark its next entry is written against.
func (o *shared) loadTracked(ctx context.Context, id int64) (gameKind, game.Tracked, store.Mark, error) {
	sg, g, err := o.get(ctx, id)
	if err != nil {
		return g, nil, sg.Mark, err
	}
	if game.IsTotals(sg.Input) {
		return g, nil, sg.Mark, usage("cmd.not-tracked.totals", "id", int(id))
	}
	if !game.IsScript(g.Name, sg.Input) {
		return g, nil, sg.Mark, usage("cmd.not-tracked", "id", int(id))
	}
	t, err := replay(g.Name, sg.Input)
	if err != nil {
		return g, nil, sg.Mark, said(err, "cmd.cannot-replay", "id", int(id))
	}
	return g, t, sg.Mark, nil
}
