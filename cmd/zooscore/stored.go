package main

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/store"
)

// The stored games as the commands name them: an id typed by a player,
// a --game value, the players of a listed game.

// gameFlag checks a --game value and gives the game's canonical name; ""
// stays "" (every game).
func gameFlag(name string) (string, error) {
	if name == "" {
		return "", nil
	}
	g, err := lookupGame(name)
	return g.Name, err
}

// get reads a stored game with its kind.
func (o *shared) get(ctx context.Context, id int64) (store.Game, gameKind, error) {
	st, err := o.Store()
	if err != nil {
		return store.Game{}, gameKind{}, err
	}
	sg, err := st.Get(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return sg, gameKind{}, said(err, "cmd.game-not-found")
	}
	if err != nil {
		return sg, gameKind{}, err
	}
	g, err := lookupGame(sg.Game)
	return sg, g, err
}

// stored reads the stored game whose id a player typed.
func (o *shared) stored(ctx context.Context, arg string) (store.Game, gameKind, error) {
	id, err := parseID(arg)
	if err != nil {
		return store.Game{}, gameKind{}, err
	}
	return o.get(ctx, id)
}

func parseID(s string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimPrefix(s, "#"), 10, 64)
	if errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(s, "-") {
		return 0, usage("cmd.id.too-large", "id", s)
	}
	if err != nil || id <= 0 {
		return 0, usage("cmd.id.not-an-id", "id", s)
	}
	return id, nil
}

// seatedNames are the players of a listed game in seating order, as its play
// script lists them; a game scored from sheets (or one that cannot be read)
// keeps the order of the listing, which is the ranking.
func seatedNames(ctx context.Context, st *store.Store, s store.Summary) []string {
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	g, err := st.Get(ctx, s.ID)
	if err != nil {
		return names
	}
	var script struct{ Players []string }
	if json.Unmarshal(g.Input, &script) != nil || len(script.Players) != len(names) {
		return names
	}
	return script.Players
}
