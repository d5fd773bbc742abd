package web

import (
	"encoding/json"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

// The sheets as the pages draw them: the paper sheet's spaces, each with
// the value the player entered so far.

type diceRow struct {
	Animal  string
	Size    int
	Crossed int
	Bonus   bool
	Hex     int // what the bonus hex is worth at this table
	Barn    bool
}

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

type juniorEnclosure struct {
	N          int
	Animal     string
	Animals    int
	Offspring  int
	Landscapes []count // per landscape type
}

type count struct {
	Name string
	N    int
}

type juniorView struct {
	Enclosures    []juniorEnclosure
	Kinds         []string
	Size          int
	BarnAnimals   []count
	BarnOffspring []count
	BarnLand      []count
}

func juniorZooView(z junior.Zoo) juniorView {
	v := juniorView{Kinds: junior.Kinds, Size: junior.EnclosureSize}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		e := junior.Enclosure{}
		if n <= len(z.Enclosures) {
			e = z.Enclosures[n-1]
		}
		je := juniorEnclosure{N: n, Animal: e.Animal, Animals: e.Animals, Offspring: e.Offspring}
		for _, l := range junior.Landscapes {
			k := 0
			for _, x := range e.Landscapes {
				if x == l {
					k++
				}
			}
			je.Landscapes = append(je.Landscapes, count{l, k})
		}
		v.Enclosures = append(v.Enclosures, je)
	}
	for _, k := range junior.Kinds {
		v.BarnAnimals = append(v.BarnAnimals, count{k, z.Barn.Animals[k]})
		v.BarnOffspring = append(v.BarnOffspring, count{k, z.Barn.Offspring[k]})
	}
	for _, l := range junior.Landscapes {
		v.BarnLand = append(v.BarnLand, count{l, z.Barn.Landscapes[l]})
	}
	return v
}

type zoosimYear struct {
	N                        int
	Visitors, Trees, Benches int
	Shown                    bool
}

type zoosimView struct {
	Years  []zoosimYear
	Played int
	Max    int
}

func zoosimZooView(z zoosim.Zoo) zoosimView {
	v := zoosimView{Played: len(z.Years), Max: zoosim.Years}
	if v.Played == 0 {
		v.Played = 1 // a new zoo starts with its first year to fill in
	}
	for y := 1; y <= zoosim.Years; y++ {
		zy := zoosimYear{N: y, Shown: y <= v.Played}
		if y <= len(z.Years) {
			zy.Visitors, zy.Trees, zy.Benches = z.Years[y-1].Visitors, z.Years[y-1].Trees, z.Years[y-1].Benches
		}
		v.Years = append(v.Years, zy)
	}
	return v
}

// sheetView is one seat's sheet ready to draw, whatever the game.
type sheetView struct {
	Game   string
	Dice   diceView
	Junior juniorView
	ZooSim zoosimView
}

func seatSheet(t store.Table, seat int) (sheetView, error) {
	v := sheetView{Game: t.Game}
	switch t.Game {
	case dice.Game:
		var sh dice.Sheet
		if err := draft(t, seat, &sh); err != nil {
			return v, err
		}
		var set tableSettings
		if len(t.Settings) > 0 {
			_ = json.Unmarshal(t.Settings, &set) // read when the table was opened
		}
		v.Dice = diceSheetView(sh, set.BonusHex.Resolve())
	case junior.Game:
		var z junior.Zoo
		if err := draft(t, seat, &z); err != nil {
			return v, err
		}
		v.Junior = juniorZooView(z)
	case zoosim.Game:
		var z zoosim.Zoo
		if err := draft(t, seat, &z); err != nil {
			return v, err
		}
		v.ZooSim = zoosimZooView(z)
	}
	return v, nil
}
