package web

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/store"
)

// Zooloretto: The Dice Game on the pages: the bonus hex values a table
// chooses when it opens, its sheet (drawn, read from the seat page's form,
// and put together with those values into the game's input), and its board
// while it is tracked.

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
	offer: func(f *newTableForm) {
		if len(f.Hex) == 0 {
			for _, a := range dice.Animals {
				f.Hex = append(f.Hex, hexChoice{a, dice.DefaultBonusHex[a]})
			}
		}
	},
	choose: func(form url.Values, loc *i18n.Localizer, f *newTableForm) (json.RawMessage, error) {
		settings, hex, err := hexFromForm(form, loc)
		f.Hex = hex
		return settings, err
	},
	explain: func(e *explanation) { e.Hex = hexOf(e.Settings) },
	play:    playHooks{setup: diceSetup, panel: dicePanelOf, entry: diceEntry},
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

// hexChoice is the value of an animal's bonus hex at a table.
type hexChoice struct {
	Animal string
	Value  int
}

// hexFromForm reads the values a Dice table chose for its bonus hexes (1
// or 2 each) from the new game's form.
func hexFromForm(form url.Values, loc *i18n.Localizer) (json.RawMessage, []hexChoice, error) {
	var hex []hexChoice
	var parts []string
	for _, a := range dice.Animals {
		v := form.Get("hex-" + a)
		if v == "" {
			v = strconv.Itoa(dice.DefaultBonusHex[a])
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 2 {
			return nil, hex, usage(loc.T("web.error.hex", "animal", msg.Word(a), "value", v))
		}
		hex = append(hex, hexChoice{a, n})
		parts = append(parts, a+"="+strconv.Itoa(n))
	}
	values, err := dice.ParseHexValues(strings.Join(parts, ","), func(w string) string { return w }) // the form sends the English words
	if err != nil {
		return nil, hex, err
	}
	settings, err := scorer.Encode(diceSettings{BonusHex: values})
	return settings, hex, err
}

// hexOf reads the bonus hex values out of a result's settings, as the
// engine gives them or as they come back from the stored JSON.
func hexOf(settings map[string]any) []hexChoice {
	var out []hexChoice
	switch hex := settings["bonus_hex"].(type) {
	case map[string]int:
		for _, a := range dice.Animals {
			out = append(out, hexChoice{a, hex[a]})
		}
	case map[string]any:
		for _, a := range dice.Animals {
			f, _ := hex[a].(float64)
			out = append(out, hexChoice{a, int(f)})
		}
	}
	return out
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
	b := liveBoard{Position: loc.T("web.live.dice.position", "round", d.Round(), "names", msg.Names(d.ToTake()), "n", d.DiceLeft())}
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

// Played from the phones (play.go): a new game's bonus hex values, as a
// table chooses them, and a take tapped: who takes (the players still to
// take this round) and how many dice of each face they took from the
// truck.

// diceSetup is the play script of a new tracked Dice Game.
func diceSetup(form url.Values, loc *i18n.Localizer, players []string, _ []int, f *newPlayForm) (json.RawMessage, error) {
	_, hex, err := hexFromForm(form, loc)
	f.Hex = hex
	if err != nil {
		return nil, err
	}
	values := &dice.HexValues{}
	for _, h := range hex {
		values.Give(h.Animal, h.Value)
	}
	return scorer.Encode(dice.Script{BonusHex: values, Players: players, Rounds: [][]dice.Take{}})
}

// dicePanel is the taps of a take (play-dice).
type dicePanel struct {
	playContext
	Round   int
	Left    int // dice left in the round
	ToTake  []string
	Checked string // the player offered first: the phone's own, when they are to take
	Faces   []string
}

func dicePanelOf(loc *i18n.Localizer, t game.Tracked, c playContext) part {
	d := t.(game.Dice).T
	p := dicePanel{playContext: c, Round: d.Round(), Left: d.DiceLeft(), ToTake: d.ToTake(), Faces: dice.Faces}
	p.Checked = offered(p.ToTake, d.Script().Players, c.Seat)
	return part{"play-dice", p}
}

// offered is the player a panel offers first: the phone's own when they
// are among those to take, else the first of them.
func offered(toTake, players []string, seat int) string {
	if seat >= 0 && seat < len(players) && slices.Contains(toTake, players[seat]) {
		return players[seat]
	}
	if len(toTake) > 0 {
		return toTake[0]
	}
	return ""
}

// diceEntry reads a tapped take: the player, and the dice of each face
// (n-lion, n-coin...), crossed in the order of the faces.
func diceEntry(form url.Values, loc *i18n.Localizer, t game.Tracked) (json.RawMessage, error) {
	d := t.(game.Dice).T
	e := dice.Entry{Round: d.Round(), Take: dice.Take{Player: strings.TrimSpace(form.Get("player")), Took: []string{}}}
	if e.Player == "" {
		return nil, usage(loc.T("web.play.dice.no-player"))
	}
	for _, f := range dice.Faces {
		v := strings.TrimSpace(form.Get("n-" + f))
		if v == "" {
			continue
		}
		n, err := whole(v, 0, dice.MaxTake, loc)
		if err != nil {
			return nil, usage(loc.T("web.play.dice.count", "face", msg.Word(f), "value", v, "max", dice.MaxTake))
		}
		for range n {
			e.Took = append(e.Took, f)
		}
	}
	return scorer.Encode(e)
}
