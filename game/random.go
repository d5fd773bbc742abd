package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// A game played at random: every entry drawn at random among legal ones and
// applied through the game's own tracker, as a table might have played it.
// A club's history made for measuring (internal/club) and the load of a
// club night (cmd/zooload) are such games; the same source r always gives
// the same game.

// PlayRandom plays the game for these players (in seating order) with
// random legal entries, until it ends or stop entries are made, and gives
// its tracker. A game's setup is drawn too (a Dice table's bonus hexes,
// ZooSim's flagpole and variant).
func (k Kind) PlayRandom(r *rand.Rand, players []string, stop int) (Tracked, error) {
	t, err := k.random(r, players, stop)
	if err != nil {
		return nil, fmt.Errorf("a random %s game: %w", k.Name, err)
	}
	return t, nil
}

// Sheets is what a tracked game's players would write on their sheets as
// it stands: the input that scores it from sheets (score, check), as JSON.
func (k Kind) Sheets(t Tracked) (json.RawMessage, error) {
	return k.sheets(t)
}
