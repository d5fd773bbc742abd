package main

import (
	"encoding/json"
	"errors"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// undoOptions is the whole input of undo.
type undoOptions struct {
	shared
	ID     string // ID, as typed
	Latest bool   // no ID given: the newest unfinished tracked game
	Yes    bool   // --yes: take back the end of a finished game without asking
}

func newCmdUndo(f *factory, runF func(*undoOptions) error) *cobra.Command {
	opts := &undoOptions{shared: f.shared(changeStore)}
	cmd := &cobra.Command{
		Use:  "undo [ID]",
		Args: maxArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			opts.ID, opts.Latest = idArg(args)
			if runF != nil {
				return runF(opts)
			}
			return undoRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "")
	return cmd
}

func undoRun(opts *undoOptions) error {
	ctx := opts.Ctx
	st, err := opts.Store()
	if err != nil {
		return err
	}
	id, err := opts.trackedID(ctx, opts.ID, opts.Latest)
	if err != nil {
		return err
	}
	g, t, mark, err := opts.loadTracked(ctx, id)
	if err != nil {
		return err
	}
	back, last, err := withoutLast(t)
	if err != nil {
		return err
	}
	if ok, err := opts.confirmUndo(id, t, last); err != nil || !ok {
		return opts.leftAsItWas(id, err)
	}
	now, err := record(g, back)
	if err != nil {
		return err
	}
	if _, _, err := st.UndoEntry(ctx, id, mark, now); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return said(err, "cmd.undo.conflict", "id", int(id))
		}
		return err
	}
	if opts.JSON {
		res := opts.words().Result(now.Result)
		res.ID, res.Status = id, now.Status
		writeJSON(opts.IO.Out, map[string]any{"undone": last, "game": res})
		return nil
	}
	opts.println(opts.t("cmd.undo.done", "id", int(id), "entry", termtext.Visible(describe(opts.words(), t, last))))
	return nil
}

// confirmUndo asks before the last entry of a finished game is taken back:
// the game is in progress again and leaves the leaderboard.
func (opts *undoOptions) confirmUndo(id int64, t game.Tracked, last json.RawMessage) (bool, error) {
	if !t.Ended() {
		return true, nil
	}
	lost := msg.M("cmd.undo.reopens", "id", int(id), "entry", describe(opts.words(), t, last))
	return opts.confirmLoss([]msg.Msg{lost}, opts.Yes, msg.M("cmd.undo.anyway"))
}
