package main

import (
	"context"
	"errors"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/store"
)

func (a *app) newPlayCmd() *cobra.Command {
	var (
		input string
		opts  scoreOptions
	)
	cmd := &cobra.Command{Use: "play GAME", Args: gameArg}
	cmd.Flags().StringVar(&input, "input", "", "")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	cmd.Flags().StringVar(&opts.bonusHex, "bonus-hex", "", "")
	cmd.RunE = func(c *cobra.Command, args []string) error {
		g, err := gameFor(args[0], opts)
		if err != nil {
			return err
		}
		if input == "" {
			return a.playInteractive(c.Context(), g, opts)
		}
		data, err := readInput(a.io.In, input)
		if err != nil {
			return err
		}
		if !game.IsJSON(data) {
			t, script, err := readNotation(prompts.NotationReader(a.words(), g.Name), g, data, opts)
			if err != nil {
				return err
			}
			return a.storePlayed(c.Context(), g, t, script)
		}
		if g.withOptions != nil {
			if data, err = g.withOptions(data, opts); err != nil {
				return err
			}
		}
		return a.playScript(c.Context(), g, data)
	}
	return cmd
}

// playScript plays a whole script through the tracker and stores it with
// every entry; a script that breaks a rule stores nothing.
func (a *app) playScript(ctx context.Context, g gameKind, data []byte) error {
	t, err := replay(g.Name, data)
	if err != nil {
		return err
	}
	return a.storePlayed(ctx, g, t, data)
}

// storePlayed stores a game played through from its script (data, as
// JSON) with every entry, and prints its result so far.
func (a *app) storePlayed(ctx context.Context, g gameKind, t game.Tracked, data []byte) error {
	res, err := t.Result()
	if err != nil {
		return err
	}
	st, err := a.store()
	if err != nil {
		return err
	}
	res.ID, err = st.SaveTracked(ctx, store.Game{Game: g.Name, Status: game.Status(t), Input: data, Result: res}, t.Entries())
	if err != nil {
		return err
	}
	res.Status = game.Status(t)
	return a.printResult(res, g)
}

// record is what is stored after every entry: the script so far, its status
// and its result so far.
func record(g gameKind, t game.Tracked) (store.Game, error) {
	res, err := t.Result()
	if err != nil {
		return store.Game{}, err
	}
	return store.Game{Game: g.Name, Status: game.Status(t), Input: t.Script(), Result: res}, nil
}

func (a *app) newResumeCmd() *cobra.Command {
	return &cobra.Command{
		Use:  "resume [ID]",
		Args: maxArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := a.trackedID(c.Context(), args)
			if err != nil {
				return err
			}
			return a.resume(c.Context(), id)
		},
	}
}

// trackedID is the game a command about tracked games is given, or
// without one the newest unfinished tracked game (resume, undo).
func (a *app) trackedID(ctx context.Context, args []string) (int64, error) {
	if len(args) == 1 {
		return parseID(args[0])
	}
	st, err := a.store()
	if err != nil {
		return 0, err
	}
	open, err := a.unfinishedTracked(ctx, st, "")
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
func (a *app) loadTracked(ctx context.Context, id int64) (gameKind, game.Tracked, store.Mark, error) {
	sg, g, err := a.get(ctx, id)
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

func (a *app) newUndoCmd() *cobra.Command {
	var yes bool
	cmd := &cobra.Command{
		Use:  "undo [ID]",
		Args: maxArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			ctx := c.Context()
			st, err := a.store()
			if err != nil {
				return err
			}
			id, err := a.trackedID(ctx, args)
			if err != nil {
				return err
			}
			g, t, mark, err := a.loadTracked(ctx, id)
			if err != nil {
				return err
			}
			back, last, err := withoutLast(t)
			if err != nil {
				return err
			}
			if ok, err := a.confirmUndo(id, t, last, yes); err != nil || !ok {
				return a.leftAsItWas(id, err)
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
			if a.jsonOut {
				res := a.words().Result(now.Result)
				res.ID, res.Status = id, now.Status
				writeJSON(a.io.Out, map[string]any{"undone": last, "game": res})
				return nil
			}
			a.println(a.t("cmd.undo.done", "id", int(id), "entry", prompts.Visible(describe(a.words(), t, last))))
			return nil
		},
	}
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	cmd.Flags().BoolVar(&yes, "yes", false, "")
	return cmd
}
