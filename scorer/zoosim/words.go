package zoosim

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/internal/msgarena"
)

// What the package says is a msg.Msg: a message id of the catalogs
// (i18n/catalog/*/zoosim.toml) and its arguments, put into words where it
// is shown. The helpers below give the arguments that recur; the values
// they can give are made once, so that naming a category, a place or a
// small count costs scoring nothing.

// forms name a category in the form each kind of sentence needs, every
// form a message of its own so that each language chooses its grammar:
// the half of a tile ("the sea half"), an enclosure ("a new sea animal
// enclosure"), a zoo's enclosures of it ("their sea animals"), its
// visitors ("2 sea visitors", "a sea visitor").
type forms struct{ half, pen, animals, visitor, aVisitor any }

var categoryForms = func() map[string]forms {
	m := make(map[string]forms, len(Categories))
	for _, c := range Categories {
		m[c] = forms{
			half:     msg.M("zoosim.half." + c),
			pen:      msg.M("zoosim.pen." + c),
			animals:  msg.M("zoosim.animals." + c),
			visitor:  msg.M("zoosim.visitor." + c),
			aVisitor: msg.M("zoosim.a-visitor." + c),
		}
	}
	return m
}()

// formsByIndex are categoryForms by the categories' places in Categories.
var formsByIndex = func() (out [categoryCount]forms) {
	for i, c := range Categories {
		out[i] = categoryForms[c]
	}
	return out
}()

// formOf gives one form of a category; a word that is no category (a
// tile entered with a typo) is shown as it was typed.
func formOf(c string, form func(forms) any) any {
	if i := categoryIndex(c); i >= 0 {
		return form(formsByIndex[i])
	}
	return c
}

func halfOf(c string) any     { return formOf(c, func(f forms) any { return f.half }) }
func penOf(c string) any      { return formOf(c, func(f forms) any { return f.pen }) }
func animalsOf(c string) any  { return formOf(c, func(f forms) any { return f.animals }) }
func visitorOf(c string) any  { return formOf(c, func(f forms) any { return f.visitor }) }
func aVisitorOf(c string) any { return formOf(c, func(f forms) any { return f.aVisitor }) }

// places are "first" to "fifth": a place in a contest, or an auction's
// place in its year.
var places = func() []any {
	out := make([]any, Years+1)
	for n := 1; n <= Years; n++ {
		out[n] = msg.M(placeIDs[n])
	}
	return out
}()

var placeIDs = [...]string{"", "zoosim.place.1", "zoosim.place.2", "zoosim.place.3", "zoosim.place.4", "zoosim.place.5"}

func place(n int) any {
	if n >= 1 && n < len(places) {
		return places[n]
	}
	return n
}

// numbers are the words for how many enclosures of the same stars a group
// holds ("two 1-star birds"); more than six are written in digits.
var numbers = func() []any {
	ids := [...]string{"", "", "zoosim.number.2", "zoosim.number.3", "zoosim.number.4", "zoosim.number.5", "zoosim.number.6"}
	out := make([]any, len(ids))
	for n := 2; n < len(ids); n++ {
		out[n] = msg.M(ids[n])
	}
	return out
}()

func number(n int) any {
	if n >= 2 && n < len(numbers) {
		return numbers[n]
	}
	return n
}

// counted gives a number of things with its noun (msg.Count), boxed
// once for the numbers a zoo can hold.
type counted struct {
	noun  string
	small []any
}

func newCounted(noun string, most int) counted {
	c := counted{noun: noun, small: make([]any, most+1)}
	for n := range c.small {
		c.small[n] = msg.Count{N: n, Noun: noun}
	}
	return c
}

func (c counted) of(n int) any {
	if n >= 0 && n < len(c.small) {
		return c.small[n]
	}
	return msg.Count{N: n, Noun: c.noun}
}

var (
	visitorsN   = newCounted("visitor", MaxVisitorsPerZoo)
	treesN      = newCounted("tree", MaxTreesPerZoo)
	benchesN    = newCounted("bench", MaxBenches)
	parkBenches = newCounted("park-bench", MaxBenches)
	starsN      = newCounted("star", 3*TileCount)
	coinsN      = newCounted("coin", 4*StartCoins)
	bushesN     = newCounted("bush", MaxBushes*TileCount)
	pathsN      = newCounted("path", MaxBenchesPerTile)
	auctionsN   = newCounted("auction", TileCount)
)

// message is msg.M of the name/value pairs of every part in turn, without
// joining the parts into one slice first. Each part holds whole pairs.
func message(id string, parts ...[]any) msg.Msg {
	var a *argArena
	return a.Msg(id, parts...)
}

// argArena hands out the arguments of the tracker's messages (package
// msgarena).
type argArena = msgarena.Arena

// label names a player in a sentence: their name, or their seat when the
// name is missing ("player 2").
func label(name string, i int) any {
	if name == "" {
		return msg.M("zoosim.seat", "seat", i+1)
	}
	return name
}

// commas lists items with commas alone ("Alan 10, Klaus 0"), as a list of
// counts reads.
func commas(items []any) any {
	if len(items) == 0 {
		return ""
	}
	out := items[0]
	for _, it := range items[1:] {
		out = msg.M("zoosim.comma", "head", out, "next", it)
	}
	return out
}

// nameCounts reads "Alan 10, Klaus 0".
func nameCounts(names []any, counts []int) any {
	items := make([]any, len(names))
	for i, n := range names {
		items[i] = msg.M("zoosim.name-count", "name", n, "count", counts[i])
	}
	return commas(items)
}

// namesOf lists players ("Ann, Bob and Cy") whose names or seats are given.
func namesOf(names []any) msg.List { return msg.List{Items: names} }

// HalfName names a category as a tile's half ("the sea half"), as an
// argument of a message.
func HalfName(category string) any { return halfOf(category) }
