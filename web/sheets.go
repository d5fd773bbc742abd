package web

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

// A sheet at the table is stored as the game's own JSON for one player
// (dice.Sheet, junior.Zoo, zoosim.Zoo) without the name, which the table
// knows: composing the game's input is then a list of them, and checking
// and scoring it is exactly what zooscore score does.

// formReader reads the whole numbers of a sheet's form; the first that
// cannot be read is kept, with its field, as the error.
type formReader struct {
	form url.Values
	loc  *i18n.Localizer
	err  error
}

func (f *formReader) int(name string) int {
	v := strings.TrimSpace(f.form.Get(name))
	if v == "" {
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil && f.err == nil {
		f.err = &scorer.InputError{Message: f.loc.T("web.error.number", "value", v)}
	}
	return n
}

func (f *formReader) on(name string) bool { return f.form.Get(name) != "" }

// sheetFromForm reads one player's sheet from the form of the sheet page.
func sheetFromForm(g string, form url.Values, loc *i18n.Localizer) (json.RawMessage, error) {
	f := &formReader{form: form, loc: loc}
	var v any
	switch g {
	case dice.Game:
		v = diceFromForm(f)
	case junior.Game:
		v = juniorFromForm(f)
	case zoosim.Game:
		v = zoosimFromForm(f)
	default:
		return nil, fmt.Errorf("no sheet for %q", g)
	}
	if f.err != nil {
		return nil, f.err
	}
	return scorer.Encode(v)
}

func diceFromForm(f *formReader) dice.Sheet {
	sh := dice.Sheet{Bonus: []string{}, Barn: []string{}, Coins: f.int("coins")}
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

func juniorFromForm(f *formReader) junior.Zoo {
	z := junior.Zoo{Enclosures: []junior.Enclosure{}, Barn: junior.Barn{Animals: map[string]int{}, Offspring: map[string]int{}, Landscapes: map[string]int{}}}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		p := fmt.Sprintf("e%d-", n)
		e := junior.Enclosure{Animal: f.form.Get(p + "animal"), Animals: f.int(p + "animals"), Offspring: f.int(p + "offspring"), Landscapes: []string{}}
		for _, l := range junior.Landscapes {
			for range min(max(f.int(p+l), 0), junior.EnclosureSize) {
				e.Landscapes = append(e.Landscapes, l)
			}
		}
		z.Enclosures = append(z.Enclosures, e)
	}
	for _, k := range junior.Kinds {
		if n := f.int("barn-" + k); n != 0 {
			z.Barn.Animals[k] = n
		}
		if n := f.int("barnoff-" + k); n != 0 {
			z.Barn.Offspring[k] = n
		}
	}
	for _, l := range junior.Landscapes {
		if n := f.int("barn-" + l); n != 0 {
			z.Barn.Landscapes[l] = n
		}
	}
	return z
}

func zoosimFromForm(f *formReader) zoosim.Zoo {
	z := zoosim.Zoo{Years: []zoosim.Year{}}
	years := min(max(f.int("years"), 0), zoosim.Years)
	for y := 1; y <= years; y++ {
		p := fmt.Sprintf("y%d-", y)
		z.Years = append(z.Years, zoosim.Year{Visitors: f.int(p + "visitors"), Trees: f.int(p + "trees"), Benches: f.int(p + "benches")})
	}
	return z
}

// tableSettings are the values a table chose when it was opened.
type tableSettings struct {
	BonusHex *dice.HexValues `json:"bonus_hex,omitempty"`
}

// composeInput makes the game's input from a table's drafts: what
// zooscore score would be given for these sheets. A seat with nothing
// entered yet has an empty sheet.
func composeInput(t store.Table) ([]byte, error) {
	var set tableSettings
	if len(t.Settings) > 0 {
		if err := json.Unmarshal(t.Settings, &set); err != nil {
			return nil, err
		}
	}
	switch t.Game {
	case dice.Game:
		in := dice.Input{BonusHex: set.BonusHex}
		for i, name := range t.Players {
			sh := dice.Sheet{Bonus: []string{}, Barn: []string{}}
			if err := draft(t, i, &sh); err != nil {
				return nil, err
			}
			sh.Name = name
			in.Players = append(in.Players, sh)
		}
		return scorer.Encode(in)
	case junior.Game:
		in := junior.Input{}
		for i, name := range t.Players {
			z := junior.Zoo{Enclosures: []junior.Enclosure{}}
			if err := draft(t, i, &z); err != nil {
				return nil, err
			}
			z.Name = name
			in.Players = append(in.Players, z)
		}
		return scorer.Encode(in)
	case zoosim.Game:
		in := zoosim.Input{}
		for i, name := range t.Players {
			z := zoosim.Zoo{Years: []zoosim.Year{}}
			if err := draft(t, i, &z); err != nil {
				return nil, err
			}
			z.Name = name
			in.Players = append(in.Players, z)
		}
		return scorer.Encode(in)
	}
	return nil, fmt.Errorf("no sheets for %q", t.Game)
}

func draft(t store.Table, seat int, v any) error {
	if seat >= len(t.Sheets) || len(t.Sheets[seat].Draft) == 0 {
		return nil
	}
	return scorer.Decode(t.Sheets[seat].Draft, v)
}
