package web

import (
	"fmt"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/store"
)

// Zooloretto Junior on the pages: its sheet (drawn, read from the seat
// page's form, and put together into the game's input), and its board
// while it is tracked.

var juniorGame = webGame{
	Kind: kindOf(junior.Game),
	sheet: func(t store.Table, seat int) (part, error) {
		zoos, err := drafts(t, emptyJuniorZoo, func(z junior.Zoo, _ string) junior.Zoo { return z })
		if err != nil {
			return part{}, err
		}
		return part{"sheet-junior", juniorSheetView(zoos, seat)}, nil
	},
	fromForm: func(f *formReader) any { return juniorFromForm(f) },
	input: func(t store.Table) (any, error) {
		zoos, err := drafts(t, emptyJuniorZoo, func(z junior.Zoo, name string) junior.Zoo {
			z.Name = name
			return z
		})
		return junior.Input{Players: zoos}, err
	},
	board: juniorBoard,
}

// emptyJuniorZoo is the zoo of a player who entered nothing yet.
func emptyJuniorZoo() junior.Zoo { return junior.Zoo{Enclosures: []junior.Enclosure{}} }

// juniorFromForm reads a zoo from the sheet's form. The barn's kinds come
// in rows of their own (barn-KIND, barnoff-KIND) and in rows whose kind is
// chosen (barnx-N-kind, barnx-N, barnxoff-N), see juniorSheetView.
func juniorFromForm(f *formReader) junior.Zoo {
	z := junior.Zoo{Enclosures: []junior.Enclosure{}, Barn: junior.Barn{Animals: map[string]int{}, Offspring: map[string]int{}, Landscapes: map[string]int{}}}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		p := fmt.Sprintf("e%d-", n)
		e := junior.Enclosure{Animal: f.form.Get(p + "animal"), Animals: f.int(p + "animals"), Offspring: f.int(p + "offspring"), Landscapes: []string{}}
		for _, l := range junior.Landscapes {
			// The landscapes are a list of tiles: a count the enclosure
			// cannot hold is refused here, never cut to fit.
			what := f.loc.T("web.junior.enclosure-count", "n", n, "what", f.loc.Word(l))
			for range f.within(p+l, what, 0, junior.EnclosureSize) {
				e.Landscapes = append(e.Landscapes, l)
			}
		}
		z.Enclosures = append(z.Enclosures, e)
	}
	for _, k := range junior.Kinds {
		putBarn(z.Barn, k, f.int("barn-"+k), f.int("barnoff-"+k))
	}
	for i := range junior.Kinds {
		k := f.form.Get(fmt.Sprintf("barnx-%d-kind", i))
		n, off := f.int(fmt.Sprintf("barnx-%d", i)), f.int(fmt.Sprintf("barnxoff-%d", i))
		switch {
		case n == 0 && off == 0:
		case k == "":
			f.fail(f.loc.T("web.junior.error.no-kind"))
		case z.Barn.Animals[k] != 0 || z.Barn.Offspring[k] != 0:
			f.fail(f.loc.T("web.junior.error.kind-twice", "kind", f.loc.Word(k)))
		default:
			putBarn(z.Barn, k, n, off)
		}
	}
	for _, l := range junior.Landscapes {
		if n := f.int("barn-" + l); n != 0 {
			z.Barn.Landscapes[l] = n
		}
	}
	return z
}

// putBarn puts a kind's tiles into a barn; a kind with none is left out.
func putBarn(b junior.Barn, kind string, animals, offspring int) {
	if animals != 0 {
		b.Animals[kind] = animals
	}
	if offspring != 0 {
		b.Offspring[kind] = offspring
	}
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

// juniorView is a Junior zoo as the pages draw it (sheet-junior, and
// junior-view on the live board).
type juniorView struct {
	Enclosures    []juniorEnclosure
	Kinds         []string
	Size          int
	BarnAnimals   []count
	BarnOffspring []count
	BarnLand      []count

	// The barn on the sheet: a row for each kind in play (BarnKinds), and
	// rows whose kind the player chooses (Spare, their numbers; Choices,
	// the kinds to choose from), folded away (SpareFolded) once the table
	// uses as many kinds as its players play with.
	BarnKinds   []barnKind
	Spare       []int
	Choices     []string
	SpareFolded bool
}

// barnKind is one kind's tiles in a barn.
type barnKind struct {
	Name               string
	Animals, Offspring int
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

// juniorSheetView is a seat's zoo as its sheet draws it, with the barn of
// the kinds in play. Which kinds the players put back in the box is theirs
// to choose (Junior rules, Game set-up); how many are in play follows from
// the number of players (junior.KindsInPlay). So the barn has a row for
// each kind any sheet at the table holds so far (every kind with 5
// players), and rows to choose a kind
// for the kinds still unknown; once the table holds as many kinds as are
// in play, one such row stays, folded away, for a sheet entered wrongly
// somewhere (the rules then say that too many kinds are in play).
func juniorSheetView(zoos []junior.Zoo, seat int) juniorView {
	z := zoos[seat]
	v := juniorZooView(z)
	inPlay := junior.KindsInPlay[len(zoos)]
	if inPlay == 0 {
		inPlay = len(junior.Kinds)
	}
	held := kindsHeld(zoos)
	for _, k := range junior.Kinds {
		if held[k] || inPlay >= len(junior.Kinds) { // with 5 players every kind is in play
			v.BarnKinds = append(v.BarnKinds, barnKind{k, z.Barn.Animals[k], z.Barn.Offspring[k]})
		} else {
			v.Choices = append(v.Choices, k)
		}
	}
	for i := range min(max(inPlay-len(v.BarnKinds), 1), len(v.Choices)) {
		v.Spare = append(v.Spare, i)
	}
	v.SpareFolded = len(v.BarnKinds) >= inPlay
	return v
}

// kindsHeld are the kinds the zoos hold: in an enclosure (chosen, even with
// no tile yet) or in a barn.
func kindsHeld(zoos []junior.Zoo) map[string]bool {
	held := map[string]bool{}
	for _, z := range zoos {
		for _, e := range z.Enclosures {
			if e.Animal != "" {
				held[e.Animal] = true
			}
		}
		for _, m := range []map[string]int{z.Barn.Animals, z.Barn.Offspring} {
			for k, n := range m {
				if n != 0 {
					held[k] = true
				}
			}
		}
	}
	return held
}

// juniorBoard is a tracked Junior game: whose take it is (or whose bonus
// action, the last take's, is still to come), every player's zoo, and a
// take to show how one is written.
func juniorBoard(loc *i18n.Localizer, t game.Tracked) liveBoard {
	j := t.(game.Junior).T
	b := liveBoard{Position: loc.T("web.live.junior.position", "round", j.Round(), "names", scorer.Names(j.ToTake()))}
	var zoos []namedJunior
	for _, z := range j.Input().Players {
		zoos = append(zoos, namedJunior{z.Name, juniorZooView(z)})
	}
	b.Board = part{"board-junior", zoos}
	if to := j.ToTake(); len(to) > 0 {
		b.Example = to[0] + ": " + loc.Word("llama") + " 1, " + loc.Word("pond") + " 2"
	}
	if bonus := t.Pending(); bonus != "" {
		b.Position = loc.T("web.live.junior.bonus-before-end", "player", bonus)
		b.Example = bonus + ": " + loc.Word("bonus") + " " + loc.Word("discard") + " " + loc.Word("pond")
	}
	return b
}

type namedJunior struct {
	Name string
	Zoo  juniorView
}
