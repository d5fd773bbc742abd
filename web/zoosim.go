package web

import (
	"fmt"
	"strconv"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

// ZooSim on the pages: its sheet (drawn, read from the seat page's form,
// and put together into the game's input), and its board while it is
// tracked.

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
	board:      zoosimBoard,
	unfinished: []string{"zoosim.years-differ"},
}

// emptyZooSimZoo is the zoo of a player who entered nothing yet.
func emptyZooSimZoo() zoosim.Zoo { return zoosim.Zoo{Years: []zoosim.Year{}} }

func zoosimFromForm(f *formReader) zoosim.Zoo {
	z := emptyZooSimZoo()
	years := f.within("years", f.loc.T("web.zoosim.played"), 0, zoosim.Years)
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

// zoosimBoard is a tracked ZooSim game: the year and auction, the
// flagpole, every player's standing, and an auction to show how one is
// written.
func zoosimBoard(loc *i18n.Localizer, t game.Tracked) liveBoard {
	z := t.(game.ZooSim).T
	return liveBoard{
		Position: loc.T("web.live.zoosim.position", "year", z.Year(), "auction", z.AuctionNumber(), "flags", scorer.Names(z.Flagpole())),
		Board:    part{"board-zoosim", z.Standings()},
		Example:  loc.Word("sea") + " 2, " + loc.Word("birds") + " 1 | " + bidsExample(z.Script().Players) + " | " + loc.Word("sea") + " 2, " + loc.Word("birds") + " 1",
	}
}

func bidsExample(players []string) string {
	out := ""
	for i, p := range players {
		if i > 0 {
			out += ", "
		}
		out += p + " " + strconv.Itoa(i%3)
	}
	return out
}
