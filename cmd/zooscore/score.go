package main

import (
	"encoding/json"
	"errors"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/roster"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// scoreOptions is the whole input of score GAME and check GAME.
type scoreOptions struct {
	shared
	Save    bool       // score stores the game; check does not
	Game    string     // GAME, as typed
	Input   string     // --input: a file, or - for standard input; "" asks on the terminal
	Explain bool       // --explain: the explanation instead of the result
	Flags   gameFlags  // the per-game flags (--bonus-hex)
	Log     logOptions // score's play log: --played-at, --location, --duration, --start-player, --note
}

// newCmdScore builds score GAME: the sheets scored and stored.
func newCmdScore(f *factory, runF func(*scoreOptions) error) *cobra.Command {
	return newScoreCmd(f, runF, true)
}

// newCmdCheck builds check GAME: the sheets scored, nothing stored.
func newCmdCheck(f *factory, runF func(*scoreOptions) error) *cobra.Command {
	return newScoreCmd(f, runF, false)
}

func newScoreCmd(f *factory, runF func(*scoreOptions) error, save bool) *cobra.Command {
	opts := &scoreOptions{shared: f.shared(readStore), Save: save}
	cmd := &cobra.Command{Use: "check GAME", Args: gameArg}
	if save {
		opts.shared = f.shared(createStore)
		cmd.Use = "score GAME"
	}
	cmd.RunE = func(c *cobra.Command, args []string) error {
		opts.Ctx, opts.Game = c.Context(), args[0]
		if runF != nil {
			return runF(opts)
		}
		return scoreRun(opts)
	}
	cmd.Flags().StringVar(&opts.Input, "input", "", "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	cmd.Flags().BoolVar(&opts.Explain, "explain", false, "")
	cmd.Flags().StringVar(&opts.Flags.bonusHex, "bonus-hex", "", "")
	if save {
		addLogFlags(cmd, &opts.Log, true)
	}
	return cmd
}

func scoreRun(opts *scoreOptions) error {
	g, err := gameFor(opts.Game, opts.Flags)
	if err != nil {
		return err
	}
	if opts.Save && opts.Input == "" { // a mistyped date is said before the sheets are asked
		if _, _, err := opts.readLog(opts.Log.Log, g.Name, nil, false); err != nil {
			return err
		}
	}
	data, err := opts.readOrAsk(g)
	if err != nil {
		return err
	}
	res, stored, err := g.score(data, opts.Flags)
	if err != nil {
		return playScriptHint(err, data, g)
	}
	if opts.Save {
		at, log, err := opts.readLog(opts.Log.Log, g.Name, seatNames(stored, res), false)
		if err != nil {
			return err
		}
		var alike []roster.Alike
		if opts.Input != "" { // names typed at the prompt were asked about
			alike = opts.lookAlikes(seatNames(stored, res))
		}
		st, err := opts.Store()
		if err != nil {
			return err
		}
		sg := store.Game{Game: g.Name, Status: game.SheetStatus(res), Input: stored, Result: res, PlayedAt: at, Log: log}
		if res.ID, err = st.Save(opts.Ctx, sg); err != nil {
			return err
		}
		opts.warnLookAlikes(alike)
		if !opts.Explain {
			return opts.printSaved(res, sg, g)
		}
	}
	if opts.Explain {
		return opts.explain(res, g, "")
	}
	return opts.printResult(res, g)
}

// readOrAsk reads the input file, or asks on the terminal when there is none.
func (opts *scoreOptions) readOrAsk(g gameKind) ([]byte, error) {
	if opts.Input != "" {
		return readInput(opts.IO.In, opts.Input)
	}
	p, err := opts.ask(msg.M("cmd.no-terminal.score"))
	if err != nil {
		return nil, err
	}
	return g.ask(opts.guard(p), opts.Flags)
}

// playScriptHint adds the right command to an unreadable input that is a play
// script ("rounds" or "auctions"): its decoding error alone names Go types
// ("players must be dice.Sheet") and does not say what was meant.
func playScriptHint(err error, data []byte, g gameKind) error {
	var input *scorer.InputError
	if !errors.As(err, &input) {
		return err
	}
	if looksLikeNotation(data) {
		return &saidError{msg: msg.M("cmd.score.is-notation", "game", g.Name), cause: err}
	}
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return err
	}
	if _, ok := top["rounds"]; !ok {
		if _, ok := top["auctions"]; !ok {
			return err
		}
	}
	return &saidError{msg: msg.M("cmd.score.is-script", "game", g.Name), cause: err}
}
