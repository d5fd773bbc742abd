package web

import (
	"encoding/json"
	"fmt"
	"net/url"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// webGame is one game as the pages show it: its door in package game
// (name, title, rules, rules engine), and what the pages add, each given by
// the game's own file (dice.go, junior.go, zoosim.go). A fourth game is a
// fourth file, a line in games and the templates its file names.
type webGame struct {
	game.Kind
	// sheet is one seat's sheet as its page draws it: the paper sheet's
	// spaces, each with what the player entered so far.
	sheet func(t store.Table, seat int) (part, error)
	// fromForm reads one player's sheet from the form of the seat page:
	// the game's JSON for one player (dice.Sheet, junior.Zoo, zoosim.Zoo)
	// without the name, which the table knows.
	fromForm func(f *formReader) any
	// input is the game's input made from a table's sheets: what zooscore
	// score would be given for them.
	input func(t store.Table) (any, error)
	// board is what the live page shows of a game of it being tracked:
	// where it stands, the players' zoos, and an example of the next line.
	board func(loc *i18n.Localizer, t game.Tracked) liveBoard
	// unfinished are the rules that only say a table's sheets are not all
	// in yet (ZooSim's years entered by some players and not yet by
	// others): the table shows them once every player says their sheet is
	// complete.
	unfinished []string

	// What a table chooses for the game when it opens (the Dice Game's
	// bonus hex values); all three nil for a game with nothing to choose.
	// offer puts the choices on the new game's form, with their defaults
	// where the form holds none yet: the form offers every game's, and its
	// script shows those of the game chosen.
	offer func(f *newTableForm)
	// choose reads what the table chose from the new game's form, as the
	// table keeps it (its settings), and puts it on the form, to show again.
	choose func(form url.Values, loc *i18n.Localizer, f *newTableForm) (json.RawMessage, error)
	// explain shows the choices in the explanation of a stored game, read
	// from its result's settings.
	explain func(e *explanation)

	// play is how a game of it is played from the phones, tap by tap
	// (play.go); sealed are the hooks of a game whose bids are sealed
	// (ZooSim's auctions: bids.go), nil for the others.
	play   playHooks
	sealed *sealedHooks
	// hide keeps from the pages what the game keeps hidden while it goes
	// on (ZooSim: the coins behind each zoo's entrance): it gives the
	// notes as they may be shown. Nil for a game that hides nothing.
	hide func(notes []scorer.Note) []scorer.Note
}

// secret gives a game's notes as the pages may show them: what the game
// hides while it goes on (going) left out.
func (g webGame) secret(notes []scorer.Note, going bool) []scorer.Note {
	if !going || g.hide == nil {
		return notes
	}
	return g.hide(notes)
}

// games are the games the pages know, by name.
var games = byName(diceGame, juniorGame, zoosimGame)

func byName(kinds ...webGame) map[string]webGame {
	out := map[string]webGame{}
	for _, g := range kinds {
		out[g.Name] = g
	}
	return out
}

// kindOf gives a game's Kind to its file: every game the pages know is one
// of package game's.
func kindOf(name string) game.Kind {
	k, ok := game.Lookup(name)
	if !ok {
		panic("web: no game " + name + " in package game")
	}
	return k
}

// gameOf is the game of a table or of a stored game. The store holds only
// games zooscore knows, so an unknown one is a fault, not the user's.
func gameOf(name string) (webGame, error) {
	g, ok := games[name]
	if !ok {
		return g, fmt.Errorf("web: no game %q", name)
	}
	return g, nil
}
