package main

import (
	"sort"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// gameKind wires one game's rules engine and questions to the commands.
type gameKind struct {
	name  string
	title string
	rules []scorer.Rule
	// score reads sheets (JSON) and scores them; it returns the input to
	// store, which includes every value the table chose.
	score func(data []byte, o scoreOptions) (scorer.Result, []byte, error)
	// ask asks for the sheets and returns them as JSON input.
	ask func(p prompts.Prompter, o scoreOptions) ([]byte, error)
	// review shows stored sheets for correction and returns them.
	review func(p prompts.Prompter, input []byte) ([]byte, error)
}

// scoreOptions are the per-game flags of score and check.
type scoreOptions struct {
	bonusHex string // dice: --bonus-hex crocodile=1,...
	explain  bool   // print the explanation instead of the result
}

var games = map[string]gameKind{
	dice.Game: {name: dice.Game, title: dice.Title, rules: gameRules(dice.Game), score: scoreDice, ask: askDice,
		review: reviewWith(dice.Parse, prompts.ReviewDice)},
	junior.Game: {name: junior.Game, title: junior.Title, rules: gameRules(junior.Game), score: scoreJunior, ask: askJunior,
		review: reviewWith(junior.Parse, prompts.ReviewJunior)},
	zoosim.Game: {name: zoosim.Game, title: zoosim.Title, rules: gameRules(zoosim.Game), score: scoreZooSim, ask: askZooSim,
		review: reviewWith(zoosim.Parse, prompts.EditZooSim)},
}

// gameRules are every rule of a game, of its sheets and of tracked play.
func gameRules(name string) []scorer.Rule {
	k, _ := game.Lookup(name)
	return k.Rules
}

// gameNameList is every game's name, sorted.
func gameNameList() []string {
	var names []string
	for n := range games {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func lookupGame(name string) (gameKind, error) {
	g, ok := games[strings.ToLower(name)]
	if !ok {
		return gameKind{}, usage("cmd.unknown-game", "game", name, "games", scorer.List{Items: anyList(gameNameList()), Or: true})
	}
	return g, nil
}

// gameFor looks the game up and checks that the per-game flags given are
// that game's.
func gameFor(name string, o scoreOptions) (gameKind, error) {
	g, err := lookupGame(name)
	if err == nil && o.bonusHex != "" && g.name != dice.Game {
		err = usage("cmd.bonus-hex.dice-only")
	}
	return g, err
}

func scoreDice(data []byte, o scoreOptions) (scorer.Result, []byte, error) {
	res, stored, err := scoreDiceInput(data, o)
	if err != nil {
		err = game.Canonical(dice.Game, data, err)
	}
	return res, stored, err
}

// scoreDiceInput is scoreDice but for the words of other languages in the
// input.
func scoreDiceInput(data []byte, o scoreOptions) (scorer.Result, []byte, error) {
	in, err := dice.Parse(data)
	if err != nil {
		return scorer.Result{}, nil, err
	}
	if o.bonusHex != "" {
		if in, err = withHexFlag(in, o.bonusHex); err != nil {
			return scorer.Result{}, nil, err
		}
		if data, err = scorer.Encode(in); err != nil {
			return scorer.Result{}, nil, err
		}
	}
	res, err := dice.Score(in)
	return res, data, err
}

// withHexFlag lays the --bonus-hex values over those of the input. The
// animals are read in any of the three languages (löwe=2).
func withHexFlag(in dice.Input, flag string) (dice.Input, error) {
	animals := i18n.Reading(dice.Animals)
	over, err := dice.ParseHexValues(flag, func(w string) string { return animals[i18n.Fold(w)] })
	if err != nil {
		return in, &usageError{msg: scorer.M("cmd.bonus-hex.bad"), cause: err}
	}
	if in.BonusHex == nil {
		in.BonusHex = &dice.HexValues{}
	}
	in.BonusHex.Merge(over)
	return in, nil
}

// hexFlagToAsk reads --bonus-hex for a game whose sheets or takes are still
// to be asked: a value the rules refuse (lion=3) is a usage error before the
// first question, not a violation found once every sheet is typed, when the
// flag can no longer be corrected.
func hexFlagToAsk(flag string) (dice.Input, error) {
	in, err := withHexFlag(dice.Input{}, flag)
	if err != nil {
		return in, err
	}
	violations, _ := dice.Check(in)
	var bad scorer.Violations
	for _, v := range violations {
		if v.Rule == "dice.bonus-hex-value" {
			bad = append(bad, v)
		}
	}
	if len(bad) > 0 {
		return in, &usageError{msg: scorer.M("cmd.bonus-hex.bad"), cause: bad}
	}
	return in, nil
}

func askDice(p prompts.Prompter, o scoreOptions) ([]byte, error) {
	in, err := hexFlagToAsk(o.bonusHex)
	if err != nil {
		return nil, err
	}
	if in, err = prompts.AskDice(p, in); err != nil {
		return nil, err
	}
	return scorer.Encode(in)
}

func scoreJunior(data []byte, _ scoreOptions) (scorer.Result, []byte, error) {
	res, err := game.Score(junior.Game, data)
	return res, data, err
}

func askJunior(p prompts.Prompter, _ scoreOptions) ([]byte, error) {
	in, err := prompts.AskJunior(p)
	if err != nil {
		return nil, err
	}
	return scorer.Encode(in)
}

func scoreZooSim(data []byte, _ scoreOptions) (scorer.Result, []byte, error) {
	res, err := game.Score(zoosim.Game, data)
	return res, data, err
}

func askZooSim(p prompts.Prompter, _ scoreOptions) ([]byte, error) {
	in, err := prompts.AskZooSim(p)
	if err != nil {
		return nil, err
	}
	return scorer.Encode(in)
}

// reviewWith builds a game's review from its parser and its question flow.
func reviewWith[T any](parse func([]byte) (T, error), review func(prompts.Prompter, T) (T, error)) func(prompts.Prompter, []byte) ([]byte, error) {
	return func(p prompts.Prompter, input []byte) ([]byte, error) {
		in, err := parse(input)
		if err != nil {
			return nil, err
		}
		if in, err = review(p, in); err != nil {
			return nil, err
		}
		return scorer.Encode(in)
	}
}
