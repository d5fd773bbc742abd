package main

import (
	"encoding/json"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// The Dice Game at the terminal: its sheets and their --bonus-hex, its
// questions while it is tracked, and how an entry reads.

var diceKind, _ = game.Lookup(dice.Game)

var diceGame = gameKind{
	Kind: diceKind, score: scoreDice, ask: askDice, review: reviewWith(dice.Parse, prompts.ReviewDice),
	withOptions: func(script []byte, o gameFlags) ([]byte, error) {
		if o.bonusHex == "" {
			return script, nil
		}
		return diceScriptWithHex(script, o.bonusHex)
	},
	describe: describeDice,
	play: interactor{
		setup: func(p prompts.Prompter, o gameFlags) (game.Tracked, error) {
			in, err := hexFlagToAsk(o.bonusHex)
			if err != nil {
				return nil, err
			}
			players, err := prompts.AskDiceSetup(p)
			if err != nil {
				return nil, err
			}
			t, err := dice.NewTracker(players, in.BonusHex)
			loc := localizerOf(p)
			p.Say(settingsLine(loc, map[string]any{"bonus_hex": in.BonusHex.Resolve()}))
			p.Say(loc.T("cmd.play.other-hex-values"))
			return game.Dice{T: t}, err
		},
		next: func(p prompts.Prompter, t game.Tracked) (json.RawMessage, error) {
			e, err := prompts.AskDiceTake(p, t.(game.Dice).T)
			return mustJSON(e), err
		},
		line: func(p prompts.Prompter, t game.Tracked) prompts.PlayLine { return prompts.DiceLine(p, t.(game.Dice).T) },
		read: func(p prompts.Prompter, line string, t game.Tracked) (json.RawMessage, error) {
			e, err := prompts.ReadDiceLine(p, line, t.(game.Dice).T)
			return mustJSON(e), err
		},
		position: func(loc *i18n.Localizer, t game.Tracked) string {
			d := t.(game.Dice).T
			return loc.T("cmd.position.dice", "round", d.Round(), "names", msg.Names(d.ToTake()), "n", d.DiceLeft())
		},
		board: func(loc *i18n.Localizer, t game.Tracked, width int) []string {
			d := t.(game.Dice).T
			return prompts.DiceSummaryIn(loc, dice.Input{Players: d.Sheets()}, width)
		},
	},
}

func scoreDice(data []byte, o gameFlags) (scorer.Result, []byte, error) {
	res, stored, err := scoreDiceInput(data, o)
	if err != nil {
		err = diceKind.Canonical(data, err)
	}
	return res, stored, err
}

// scoreDiceInput is scoreDice but for the words of other languages in the
// input.
func scoreDiceInput(data []byte, o gameFlags) (scorer.Result, []byte, error) {
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
		return in, &usageError{msg: msg.M("cmd.bonus-hex.bad"), cause: err}
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
		return in, &usageError{msg: msg.M("cmd.bonus-hex.bad"), cause: bad}
	}
	return in, nil
}

func askDice(p prompts.Prompter, o gameFlags) ([]byte, error) {
	in, err := hexFlagToAsk(o.bonusHex)
	if err != nil {
		return nil, err
	}
	if in, err = prompts.AskDice(p, in); err != nil {
		return nil, err
	}
	return scorer.Encode(in)
}

// diceScriptWithHex lays --bonus-hex over a dice play script's values.
func diceScriptWithHex(data []byte, flag string) ([]byte, error) {
	s, err := dice.ParseScript(data)
	if err != nil {
		return nil, err
	}
	in, err := withHexFlag(dice.Input{BonusHex: s.BonusHex}, flag)
	if err != nil {
		return nil, err
	}
	s.BonusHex = in.BonusHex
	return scorer.Encode(s)
}

// describeDice says what a take records: its round, player and faces.
func describeDice(loc *i18n.Localizer, _ game.Tracked, raw json.RawMessage) string {
	e, err := game.DecodeEntry[dice.Entry](raw)
	if err != nil {
		return string(raw)
	}
	faces := make([]string, len(e.Took))
	for i, f := range e.Took {
		faces[i] = loc.Word(f)
	}
	return loc.T("cmd.describe.dice", "round", e.Round, "name", e.Player, "faces", strings.Join(faces, loc.T("list.comma")))
}
