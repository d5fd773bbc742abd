package main

import (
	"encoding/json"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

var interactors = map[string]interactor{
	dice.Game: {
		setup: func(p prompts.Prompter, o scoreOptions) (tracked, error) {
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
			return withTerminal(game.Dice{T: t}), err
		},
		next: func(p prompts.Prompter, t tracked) (json.RawMessage, error) {
			e, err := prompts.AskDiceTake(p, t.(diceTracked).t)
			return mustJSON(e), err
		},
		line: func(p prompts.Prompter, t tracked) prompts.PlayLine { return prompts.DiceLine(p, t.(diceTracked).t) },
		read: func(p prompts.Prompter, line string, t tracked) (json.RawMessage, error) {
			e, err := prompts.ReadDiceLine(p, line, t.(diceTracked).t)
			return mustJSON(e), err
		},
		echo: func(entry json.RawMessage, _ tracked) string {
			var e dice.Entry
			json.Unmarshal(entry, &e)
			return notation.DiceLine(e.Take)
		},
		position: func(loc *i18n.Localizer, t tracked) string {
			d := t.(diceTracked).t
			return loc.T("cmd.position.dice", "round", d.Round(), "names", scorer.Names(d.ToTake()), "n", d.DiceLeft())
		},
		board: func(loc *i18n.Localizer, t tracked, width int) []string {
			d := t.(diceTracked).t
			return prompts.DiceSummaryIn(loc, dice.Input{Players: d.Sheets()}, width)
		},
	},
	junior.Game: {
		setup: func(p prompts.Prompter, _ scoreOptions) (tracked, error) {
			players, err := prompts.AskJuniorSetup(p)
			if err != nil {
				return nil, err
			}
			t, err := junior.NewTracker(players)
			return withTerminal(game.Junior{T: t}), err
		},
		next: func(p prompts.Prompter, t tracked) (json.RawMessage, error) {
			j := t.(juniorTracked).t
			if j.CanBonus() {
				last := prompts.JuniorBonusPlayer(j)
				e, err := prompts.AskJuniorBonus(p, j, last)
				if err != nil || e != nil {
					return mustJSON(e), err
				}
				if j.Ended() { // the last take's bonus done without: nothing follows
					return nil, prompts.ErrGameOver
				}
			}
			e, err := prompts.AskJuniorTake(p, j)
			return mustJSON(e), err
		},
		line: func(p prompts.Prompter, t tracked) prompts.PlayLine {
			return prompts.JuniorLine(p, t.(juniorTracked).t)
		},
		read: func(p prompts.Prompter, line string, t tracked) (json.RawMessage, error) {
			e, err := prompts.ReadJuniorLine(p, line, t.(juniorTracked).t)
			return mustJSON(e), err
		},
		echo: func(entry json.RawMessage, _ tracked) string {
			var e junior.Entry
			json.Unmarshal(entry, &e)
			return notation.JuniorLine(e)
		},
		position: func(loc *i18n.Localizer, t tracked) string {
			j := t.(juniorTracked).t
			if bonus := game.BonusAfterEnd(t.engine()); bonus != "" {
				return loc.T("cmd.position.junior.bonus", "round", j.Round(), "player", bonus)
			}
			return loc.T("cmd.position.junior", "round", j.Round(), "names", scorer.Names(j.ToTake()))
		},
		board: func(loc *i18n.Localizer, t tracked, width int) []string {
			return prompts.JuniorSummaryIn(loc, t.(juniorTracked).t.Input(), width)
		},
	},
	zoosim.Game: {
		setup: func(p prompts.Prompter, _ scoreOptions) (tracked, error) {
			players, flagpole, variant, err := prompts.AskZooSimSetup(p)
			if err != nil {
				return nil, err
			}
			t, err := zoosim.NewTracker(players, flagpole, variant)
			return withTerminal(game.ZooSim{T: t}), err
		},
		next: func(p prompts.Prompter, t tracked) (json.RawMessage, error) {
			a, err := prompts.AskAuction(p, t.(zoosimTracked).t)
			return mustJSON(a), err
		},
		line: func(p prompts.Prompter, t tracked) prompts.PlayLine {
			return prompts.ZooSimLine(p, t.(zoosimTracked).t)
		},
		read: func(p prompts.Prompter, line string, t tracked) (json.RawMessage, error) {
			a, err := prompts.ReadZooSimLine(p, line, t.(zoosimTracked).t)
			return mustJSON(a), err
		},
		echo: func(entry json.RawMessage, t tracked) string {
			var a zoosim.Auction
			json.Unmarshal(entry, &a)
			return notation.ZooSimLine(a, t.(zoosimTracked).t.Script().Players)
		},
		position: func(loc *i18n.Localizer, t tracked) string {
			z := t.(zoosimTracked).t
			return loc.T("cmd.position.zoosim", "year", z.Year(), "auction", z.AuctionNumber(), "names", scorer.Names(z.Flagpole()))
		},
		board: func(loc *i18n.Localizer, t tracked, width int) []string {
			return zooSimBoard(loc, t.(zoosimTracked).t, width)
		},
		shown: map[string]bool{"zoosim.highest-bid": true, "zoosim.flag-tie": true},
	},
}

// localizerOf is the language a prompter asks in: the table's, or English
// for a prompter that has none.
func localizerOf(p prompts.Prompter) *i18n.Localizer {
	if s, ok := p.(prompts.Speaker); ok && s.Localizer() != nil {
		return s.Localizer()
	}
	return i18n.For(i18n.English)
}
