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
		z, err := seatDraft(t, seat, emptyJuniorZoo)
		if err != nil {
			return part{}, err
		}
		return part{"sheet-junior", juniorZooView(z)}, nil
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
