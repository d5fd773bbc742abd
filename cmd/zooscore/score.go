package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// newScoreCmd builds `score GAME` (store) or `check GAME` (!store).
func (a *app) newScoreCmd(storeIt bool) *cobra.Command {
	var (
		input string
		opts  scoreOptions
	)
	cmd := &cobra.Command{
		Use:   "score GAME",
		Short: "Score a finished game and store it",
		Long: `Score a finished game from what is on the table, check it against the rules,
print every player's points with their explanation and the ranking, and store
the game. Without --input zooscore asks for every sheet or zoo.

GAME is dice, junior or zoosim.`,
		Example: `  zooscore score dice
  zooscore score dice --input sheets.json --json
  zooscore score dice --bonus-hex lion=1,monkey=1`,
		Args: gameArg,
	}
	if !storeIt {
		cmd.Use = "check GAME"
		cmd.Short = "Check and score a game without storing it"
		cmd.Long = `Check and score a game exactly as score does, but store nothing: to settle a
dispute at the table or to try "what if".`
		cmd.Example = `  zooscore check dice --input sheets.json
  zooscore check junior --input - --json < zoo.json`
	}
	cmd.Flags().StringVar(&input, "input", "", "read the sheets from this JSON file (- for standard input) instead of asking")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the result (or the errors) as one JSON object")
	cmd.Flags().BoolVar(&opts.explain, "explain", false, "explain every point and decision with its rule (as zooscore explain does)")
	cmd.Flags().StringVar(&opts.bonusHex, "bonus-hex", "", "dice: bonus hex values, e.g. crocodile=1,lion=2 (default crocodile 1, ostrich 1, monkey 2, elephant 2, lion 2)")
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
			id, err := st.Save(c.Context(), store.Game{Game: g.name, Status: sheetStatus(res), Input: stored, Result: res})
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
	p, err := a.ask(fmt.Sprintf("give the entries as JSON with --input FILE (or --input - to read standard input); see zooscore help %s", "score"))
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
		return &scorer.InputError{Message: fmt.Sprintf("this is a game written in notation, not the sheets of a finished game as JSON: play it with zooscore play %s --input FILE", g.name)}
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
	return &scorer.InputError{Message: fmt.Sprintf("this is a play script, not the sheets of a finished game: play it with zooscore play %s --input FILE (%s)", g.name, input.Message)}
}
