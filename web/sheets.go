package web

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// A sheet at the table is stored as the game's own JSON for one player
// (dice.Sheet, junior.Zoo, zoosim.Zoo) without the name, which the table
// knows: composing the game's input is then a list of them, and checking
// and scoring it is exactly what zooscore score does. Each game's file says
// how its sheet is read from the seat page's form and drawn.

// formReader reads the whole numbers of a sheet's form. What cannot be
// read, or is out of the range the form gives a field, is kept as the
// error, all of it: the sheet is then refused, as typed, and nothing of it
// is stored.
type formReader struct {
	form url.Values
	loc  *i18n.Localizer
	errs []string
}

func (f *formReader) int(name string) int {
	v := strings.TrimSpace(f.form.Get(name))
	if v == "" {
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		f.fail(f.loc.T("web.error.number", "value", v))
		return 0
	}
	return n
}

// within reads a whole number the form bounds (from..most, both included):
// one out of them is refused with why, never cut to fit; it reads as 0.
func (f *formReader) within(name, what string, from, most int) int {
	n := f.int(name)
	if n < from || n > most {
		f.fail(f.loc.T("web.error.range", "what", what, "value", n, "min", from, "max", most))
		return 0
	}
	return n
}

func (f *formReader) fail(msg string) { f.errs = append(f.errs, msg) }

// err is what the form got wrong, or nil.
func (f *formReader) err() error {
	if len(f.errs) == 0 {
		return nil
	}
	return &scorer.InputError{Message: strings.Join(f.errs, "; ")}
}

func (f *formReader) on(name string) bool { return f.form.Get(name) != "" }

// sheetFromForm reads one player's sheet from the form of the sheet page.
func sheetFromForm(name string, form url.Values, loc *i18n.Localizer) (json.RawMessage, error) {
	g, err := gameOf(name)
	if err != nil {
		return nil, err
	}
	f := &formReader{form: form, loc: loc}
	v := g.fromForm(f)
	if err := f.err(); err != nil {
		return nil, err
	}
	return scorer.Encode(v)
}

// composeInput makes the game's input from a table's drafts: what
// zooscore score would be given for these sheets. A seat with nothing
// entered yet has an empty sheet.
func composeInput(t store.Table) ([]byte, error) {
	g, err := gameOf(t.Game)
	if err != nil {
		return nil, err
	}
	in, err := g.input(t)
	if err != nil {
		return nil, err
	}
	return scorer.Encode(in)
}

// seatSheet is one seat's sheet ready to draw, whatever the game.
func seatSheet(t store.Table, seat int) (part, error) {
	g, err := gameOf(t.Game)
	if err != nil {
		return part{}, err
	}
	return g.sheet(t, seat)
}

// drafts are a table's sheets, one a seat in the order of its players:
// each seat's draft read over the game's empty sheet, then named after its
// player.
func drafts[S any](t store.Table, empty func() S, named func(S, string) S) ([]S, error) {
	var out []S
	for i, name := range t.Players {
		s, err := seatDraft(t, i, empty)
		if err != nil {
			return nil, err
		}
		out = append(out, named(s, name))
	}
	return out, nil
}

// seatDraft is one seat's sheet as stored so far, read over the game's
// empty sheet (which it is while the seat has entered nothing).
func seatDraft[S any](t store.Table, seat int, empty func() S) (S, error) {
	s := empty()
	err := draft(t, seat, &s)
	return s, err
}

func draft(t store.Table, seat int, v any) error {
	if seat >= len(t.Sheets) || len(t.Sheets[seat].Draft) == 0 {
		return nil
	}
	return scorer.Decode(t.Sheets[seat].Draft, v)
}
