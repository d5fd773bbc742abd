package web

import (
	"encoding/json"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/store"
)

// Zooloretto: The Dice Game on the pages: its sheet (drawn, read from the
// seat page's form, and put together with the bonus hex values the table
// chose into the game's input), and its board while it is tracked.

var diceGame = webGame{
	Kind: kindOf(dice.Game),
	sheet: func(t store.Table, seat int) (part, error) {
		sh, err := seatDraft(t, seat, emptyDiceSheet)
		if err != nil {
			return part{}, err
		}
		set, _ := diceSettingsOf(t) // read when the table was opened
		return part{"sheet-dice", diceSheetView(sh, set.BonusHex.Resolve())}, nil
	},
	fromForm: func(f *formReader) any { return diceFromForm(f) },
	input: func(t store.Table) (any, error) {
		set, err := diceSettingsOf(t)
		if err != nil {
			return nil, err
		}
		sheets, err := drafts(t, emptyDiceSheet, func(sh dice.Sheet, name string) dice.Sheet {
			sh.Name = name
			return sh
		})
		return dice.Input{BonusHex: set.BonusHex, Players: sheets}, err
	},
	board: diceBoard,
}

// diceSettings are the values a Dice table chose when it was opened.
type diceSettings struct {
	BonusHex *dice.HexValues `json:"bonus_hex,omitempty"`
}

func diceSettingsOf(t store.Table) (diceSettings, error) {
	var set diceSettings
	if len(t.Settings) == 0 {
		return set, nil
	}
	err := json.Unmarshal(t.Settings, &set)
	return set, err
}

// emptyDiceSheet is the sheet of a player who entered nothing yet.
func emptyDiceSheet() dice.Sheet { return dice.Sheet{Bonus: []string{}, Barn: []string{}} }

func diceFromForm(f *formReader) dice.Sheet {
	sh := emptyDiceSheet()
	sh.Coins = f.int("coins")
	for _, a := range dice.Animals {
		sh.Enclosures.Set(a, f.int("enc-"+a))
		if f.on("bonus-" + a) {
			sh.Bonus = append(sh.Bonus, a)
		}
		if f.on("barn-" + a) {
			sh.Barn = append(sh.Barn, a)
		}
	}
	return sh
}

// diceRow is an animal's row of the sheet: its enclosure, its bonus hex
// and its space in the barn.
type diceRow struct {
	Animal  string
	Size    int
	Crossed int
	Bonus   bool
	Hex     int // what the bonus hex is worth at this table
	Barn    bool
}

// diceView is a Dice Game sheet as the pages draw it (sheet-dice, and
// dice-view on the live board).
type diceView struct {
	Rows  []diceRow
	Coins int
	Max   int // coin spaces
}

func diceSheetView(sh dice.Sheet, hex map[string]int) diceView {
	v := diceView{Coins: sh.Coins, Max: dice.CoinSpaces}
	for _, a := range dice.Animals {
		v.Rows = append(v.Rows, diceRow{Animal: a, Size: dice.Size[a], Crossed: sh.Enclosures.Of(a),
			Bonus: has(sh.Bonus, a), Hex: hex[a], Barn: has(sh.Barn, a)})
	}
	return v
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// diceBoard is a tracked Dice Game: whose take it is, every player's sheet
// as the takes so far crossed it, and a take to show how one is written.
func diceBoard(loc *i18n.Localizer, t game.Tracked) liveBoard {
	d := t.(game.Dice).T
	b := liveBoard{Position: loc.T("web.live.dice.position", "round", d.Round(), "names", scorer.Names(d.ToTake()), "n", d.DiceLeft())}
	hex := d.Script().BonusHex.Resolve()
	var sheets []namedDice
	for _, sh := range d.Sheets() {
		sheets = append(sheets, namedDice{sh.Name, diceSheetView(sh, hex)})
	}
	b.Board = part{"board-dice", sheets}
	if to := d.ToTake(); len(to) > 0 {
		b.Example = to[0] + ": " + loc.Word("lion") + " " + loc.Word("lion") + " " + loc.Word("coin")
	}
	return b
}

type namedDice struct {
	Name  string
	Sheet diceView
}
