package main

import (
	"encoding/json"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
)

// gameKind is one game as the commands drive it: its door in package game
// (name, title, rules, rules engine), and what the terminal adds, each
// given by the game's own file (dice.go, junior.go, zoosim.go).
type gameKind struct {
	game.Kind
	// score reads sheets (JSON) and scores them; it returns the input to
	// store, which includes every value the table chose.
	score func(data []byte, o gameFlags) (scorer.Result, []byte, error)
	// ask asks for the sheets and returns them as JSON input.
	ask func(p prompts.Prompter, o gameFlags) ([]byte, error)
	// review shows stored sheets for correction and returns them.
	review func(p prompts.Prompter, input []byte) ([]byte, error)
	// withOptions lays the per-game flags over a play script (JSON): the
	// script to play.
	withOptions func(script []byte, o gameFlags) ([]byte, error)
	// play asks the game's questions while it is tracked.
	play interactor
	// describe says in a line what an entry records.
	describe func(loc *i18n.Localizer, t game.Tracked, entry json.RawMessage) string
}

// gameFlags are the per-game flags of score, check and play.
type gameFlags struct {
	bonusHex string // dice: --bonus-hex crocodile=1,...
}

// games are the games the commands know, by name.
var games = byName(diceGame, juniorGame, zoosimGame)

func byName(kinds ...gameKind) map[string]gameKind {
	out := map[string]gameKind{}
	for _, g := range kinds {
		out[g.Name] = g
	}
	return out
}

// gameNameList is every game's name, sorted.
func gameNameList() []string {
	var names []string
	for n := range games {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func lookupGame(name string) (gameKind, error) {
	g, ok := games[strings.ToLower(name)]
	if !ok {
		return gameKind{}, usage("cmd.unknown-game", "game", name, "games", msg.List{Items: anyList(gameNameList()), Or: true})
	}
	return g, nil
}

// gameFor looks the game up and checks that the per-game flags given are
// that game's.
func gameFor(name string, o gameFlags) (gameKind, error) {
	g, err := lookupGame(name)
	if err == nil && o.bonusHex != "" && g.withOptions == nil {
		err = usage("cmd.bonus-hex.dice-only")
	}
	return g, err
}

// sheetsOnly scores a game that takes no per-game flag: the input is stored
// as it was given.
func sheetsOnly(k game.Kind) func(data []byte, _ gameFlags) (scorer.Result, []byte, error) {
	return func(data []byte, _ gameFlags) (scorer.Result, []byte, error) {
		res, err := k.Score(data)
		return res, data, err
	}
}

// askWith builds a game's questions for its sheets from its question flow.
func askWith[T any](ask func(prompts.Prompter) (T, error)) func(prompts.Prompter, gameFlags) ([]byte, error) {
	return func(p prompts.Prompter, _ gameFlags) ([]byte, error) {
		in, err := ask(p)
		if err != nil {
			return nil, err
		}
		return scorer.Encode(in)
	}
}

// reviewWith builds a game's review from its parser and its question flow.
func reviewWith[T any](parse func([]byte) (T, error), review func(prompts.Prompter, T) (T, error)) func(prompts.Prompter, []byte) ([]byte, error) {
	return func(p prompts.Prompter, input []byte) ([]byte, error) {
		in, err := parse(input)
		if err != nil {
			return nil, err
		}
		if in, err = review(p, in); err != nil {
			return nil, err
		}
		return scorer.Encode(in)
	}
}

// describe says in a line what an entry of a tracked game records.
func describe(loc *i18n.Localizer, t game.Tracked, entry json.RawMessage) string {
	return games[t.Game()].describe(loc, t, entry)
}

// replay rebuilds a tracker from a play script; it reports every broken
// rule of the script at once.
func replay(name string, data []byte) (game.Tracked, error) { return game.Replay(name, data) }

// withoutLast replays a tracked game without its last entry (undo).
func withoutLast(t game.Tracked) (game.Tracked, json.RawMessage, error) {
	back, last, ok, err := game.WithoutLast(t)
	if !ok {
		return nil, nil, usage("cmd.undo.nothing")
	}
	return back, last, err
}

func mustJSON(v any) json.RawMessage {
	b, err := scorer.Encode(v)
	if err != nil {
		panic(err)
	}
	return b
}

// localizerOf is the language a prompter asks in: the table's, or English
// for a prompter that has none.
func localizerOf(p prompts.Prompter) *i18n.Localizer {
	if s, ok := p.(prompts.Speaker); ok && s.Localizer() != nil {
		return s.Localizer()
	}
	return i18n.For(i18n.English)
}
