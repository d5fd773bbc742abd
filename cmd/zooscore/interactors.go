package main

import (
	"encoding/json"
	"fmt"

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
			p.Say(settingsLine(map[string]any{"bonus_hex": in.BonusHex.Resolve()}))
			p.Say("(another table's values: --bonus-hex crocodile=1,lion=2,...)")
			return diceTracked{t}, err
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
		position: func(t tracked) string {
			d := t.(diceTracked).t
			return fmt.Sprintf("round %d: %s still to take, %d dice left", d.Round(), scorer.JoinNames(d.ToTake()), d.DiceLeft())
		},
		board: func(t tracked, width int) []string {
			d := t.(diceTracked).t
			return prompts.DiceSummary(dice.Input{Players: d.Sheets()}, width)
		},
	},
	junior.Game: {
		setup: func(p prompts.Prompter, _ scoreOptions) (tracked, error) {
			players, err := prompts.AskJuniorSetup(p)
			if err != nil {
				return nil, err
			}
			t, err := junior.NewTracker(players)
			return juniorTracked{t}, err
		},
		next: func(p prompts.Prompter, t tracked) (json.RawMessage, error) {
			j := t.(juniorTracked).t
			if j.CanBonus() {
				last := prompts.JuniorBonusPlayer(j)
				e, err := prompts.AskJuniorBonus(p, j, last)
				if err != nil || e != nil {
					return mustJSON(e), err
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
		position: func(t tracked) string {
			j := t.(juniorTracked).t
			return fmt.Sprintf("round %d: %s still to take a truck", j.Round(), scorer.JoinNames(j.ToTake()))
		},
		board: func(t tracked, width int) []string { return prompts.JuniorSummary(t.(juniorTracked).t.Input(), width) },
	},
	zoosim.Game: {
		setup: func(p prompts.Prompter, _ scoreOptions) (tracked, error) {
			players, flagpole, variant, err := prompts.AskZooSimSetup(p)
			if err != nil {
				return nil, err
			}
			t, err := zoosim.NewTracker(players, flagpole, variant)
			return zoosimTracked{t}, err
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
		position: func(t tracked) string {
			z := t.(zoosimTracked).t
			return fmt.Sprintf("year %d, auction %d; flagpole from the top: %s", z.Year(), z.AuctionNumber(), scorer.JoinNames(z.Flagpole()))
		},
		board: func(t tracked, width int) []string { return zooSimBoard(t.(zoosimTracked).t, width) },
		shown: map[string]bool{"zoosim.highest-bid": true, "zoosim.flag-tie": true},
	},
}
