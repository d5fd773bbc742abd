package main

import (
	"encoding/json"
	"errors"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// newScoreCmd builds `score GAME` (store) or `check GAME` (!store).
func (a *app) newScoreCmd(storeIt bool) *cobra.Command {
	var (
		input string
		opts  scoreOptions
	)
	cmd := &cobra.Command{Use: "score GAME", Args: gameArg}
	if !storeIt {
		cmd.Use = "check GAME"
	}
	cmd.Flags().StringVar(&input, "input", "", "")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	cmd.Flags().BoolVar(&opts.explain, "explain", false, "")
	cmd.Flags().StringVar(&opts.bonusHex, "bonus-hex", "", "")
	cmd.RunE = func(c *cobra.Command, args []string) error {
		g, err := gameFor(args[0], opts)
		if err != nil {
			return err
		}
		data, err := a.readOrAsk(g, input, opts)
		if err != nil {
			return err
		}
		res, stored, err := g.score(data, opts)
		if err != nil {
			return playScriptHint(err, data, g)
		}
		if storeIt {
			st, err := a.store()
			if err != nil {
				return err
			}
			id, err := st.Save(c.Context(), store.Game{Game: g.Name, Status: game.SheetStatus(res), Input: stored, Result: res})
			if err != nil {
				return err
			}
			res.ID = id
		}
		if opts.explain {
			return a.explain(res, g, "")
		}
		return a.printResult(res, g)
	}
	return cmd
}

// readOrAsk reads the input file, or asks on the terminal when there is none.
func (a *app) readOrAsk(g gameKind, input string, opts scoreOptions) ([]byte, error) {
	if input != "" {
		return readInput(a.io.In, input)
	}
	p, err := a.ask(scorer.M("cmd.no-terminal.score"))
	if err != nil {
		return nil, err
	}
	return g.ask(p, opts)
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
		return &saidError{msg: scorer.M("cmd.score.is-notation", "game", g.Name), cause: err}
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
	return &saidError{msg: scorer.M("cmd.score.is-script", "game", g.Name), cause: err}
}
