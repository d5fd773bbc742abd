package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/store"
)

// playOptions is the whole input of play GAME.
type playOptions struct {
	shared
	Game  string     // GAME, as typed
	Input string     // --input: a play script (JSON or notation), - for standard input; "" asks on the terminal
	Flags gameFlags  // the per-game flags (--bonus-hex)
	Log   logOptions // the play log: --played-at, --location, --duration, --note
}

func newCmdPlay(f *factory, runF func(*playOptions) error) *cobra.Command {
	opts := &playOptions{shared: f.shared(createStore)}
	cmd := &cobra.Command{
		Use:  "play GAME",
		Args: gameArg,
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.Game = c.Context(), args[0]
			if runF != nil {
				return runF(opts)
			}
			return playRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Input, "input", "", "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	cmd.Flags().StringVar(&opts.Flags.bonusHex, "bonus-hex", "", "")
	addLogFlags(cmd, &opts.Log, false)
	return cmd
}

func playRun(opts *playOptions) error {
	g, err := gameFor(opts.Game, opts.Flags)
	if err != nil {
		return err
	}
	at, log, err := opts.readLog(opts.Log.Log, g.Name, nil, true)
	if err != nil {
		return err
	}
	if opts.Input == "" {
		return opts.playInteractive(opts.Ctx, g, opts.Flags, store.Game{PlayedAt: at, Log: log})
	}
	data, err := readInput(opts.IO.In, opts.Input)
	if err != nil {
		return err
	}
	if !game.IsJSON(data) {
		t, script, err := readNotation(prompts.NotationReader(opts.words(), g.Name), g, data, opts.Flags)
		if err != nil {
			return err
		}
		return opts.storePlayed(opts.Ctx, g, t, script)
	}
	if g.withOptions != nil {
		if data, err = g.withOptions(data, opts.Flags); err != nil {
			return err
		}
	}
	return opts.playScript(opts.Ctx, g, data)
}

// playScript plays a whole script through the tracker and stores it with
// every entry; a script that breaks a rule stores nothing.
func (opts *playOptions) playScript(ctx context.Context, g gameKind, data []byte) error {
	t, err := replay(g.Name, data)
	if err != nil {
		return err
	}
	return opts.storePlayed(ctx, g, t, data)
}

// storePlayed stores a game played through from its script (data, as
// JSON) with every entry, and prints its result so far.
func (opts *playOptions) storePlayed(ctx context.Context, g gameKind, t game.Tracked, data []byte) error {
	res, err := t.Result()
	if err != nil {
		return err
	}
	alike := opts.lookAlikes(seatNames(data, res))
	st, err := opts.Store()
	if err != nil {
		return err
	}
	at, log, err := opts.readLog(opts.Log.Log, g.Name, nil, true)
	if err != nil {
		return err
	}
	sg := store.Game{Game: g.Name, Status: game.Status(t), Input: data, Result: res, PlayedAt: at, Log: log}
	if res.ID, err = st.SaveTracked(ctx, sg, t.Entries()); err != nil {
		return err
	}
	opts.warnLookAlikes(alike)
	res.Status = game.Status(t)
	return opts.printSaved(res, sg, g)
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
