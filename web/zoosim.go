package web

import (
	"fmt"

	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

// ZooSim on the pages: its sheet (drawn, read from the seat page's form,
// and put together into the game's input).

var zoosimGame = webGame{
	Kind: kindOf(zoosim.Game),
	sheet: func(t store.Table, seat int) (part, error) {
		z, err := seatDraft(t, seat, emptyZooSimZoo)
		if err != nil {
			return part{}, err
		}
		return part{"sheet-zoosim", zoosimZooView(z)}, nil
	},
	fromForm: func(f *formReader) any { return zoosimFromForm(f) },
	input: func(t store.Table) (any, error) {
		zoos, err := drafts(t, emptyZooSimZoo, func(z zoosim.Zoo, name string) zoosim.Zoo {
			z.Name = name
			return z
		})
		return zoosim.Input{Players: zoos}, err
	},
}

// emptyZooSimZoo is the zoo of a player who entered nothing yet.
func emptyZooSimZoo() zoosim.Zoo { return zoosim.Zoo{Years: []zoosim.Year{}} }

func zoosimFromForm(f *formReader) zoosim.Zoo {
	z := emptyZooSimZoo()
	years := min(max(f.int("years"), 0), zoosim.Years)
	for y := 1; y <= years; y++ {
		p := fmt.Sprintf("y%d-", y)
		z.Years = append(z.Years, zoosim.Year{Visitors: f.int(p + "visitors"), Trees: f.int(p + "trees"), Benches: f.int(p + "benches")})
	}
	return z
}

type zoosimYear struct {
	N                        int
	Visitors, Trees, Benches int
	Shown                    bool
}

// zoosimView is a ZooSim zoo's years as the seat page draws them
// (sheet-zoosim).
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
