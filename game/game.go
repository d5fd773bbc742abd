// Package game drives the three games the same way for every front end
// (the commands and the table's web page): their names and titles, the
// scoring of finished sheets, a game tracked entry by entry whose entries go
// in and out as JSON (as they are stored), a game written in notation, and
// the contract's error list. It holds no words of its own: what it reports
// is put in words by package i18n where it is shown.
package game

import (
	"encoding/json"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
)

// Kind is one of the games, and the one door through which the commands,
// the web page and the store reach it: its name, title, rules and player
// counts, and what its rules engine does (score sheets, replay a play
// script, read and write its notation). Each game gives its Kind in a
// file of its own (dice.go, junior.go, zoosim.go); a fourth game is a
// fourth file and a line in kinds.
type Kind struct {
	Name  string // dice, junior, zoosim: the GAME of the commands
	Title string
	// Rules are every rule id of the game, those of sheets and of tracked
	// play, with the rulebook section each comes from.
	Rules      []scorer.Rule
	MinPlayers int
	MaxPlayers int

	score    func(data []byte) (scorer.Result, error)
	isScript func(input []byte) bool
	replay   func(script []byte, quiet bool) (Tracked, error)
	// readNotation reads a play script written in notation and plays it:
	// the tracker, and the script as JSON.
	readNotation  func(rd notation.Reader, src []byte) (Tracked, json.RawMessage, error)
	writeNotation func(script []byte) (string, error)
	// foreignRule is the rule of a German or French word in its JSON, and
	// wordPlaces where that JSON holds game words (see Canonical).
	foreignRule string
	wordPlaces  []scorer.WordPlace
	// starter is where a play script holds who started (see
	// StartPlayer): the name of a member of the script, then the members'
	// names and the lists' indexes on the way.
	starter []any
	// random plays the game at random, and sheets writes a tracked game's
	// sheets (see PlayRandom).
	random func(r *rand.Rand, players []string, stop int) (Tracked, error)
	sheets func(t Tracked) (json.RawMessage, error)
}

// kinds are the games, each given by its own file.
var kinds = []Kind{diceKind, juniorKind, zoosimKind}

// Kinds are every game, sorted by name.
func Kinds() []Kind {
	out := append([]Kind(nil), kinds...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Names are every game's name, sorted.
func Names() []string {
	var names []string
	for _, k := range Kinds() {
		names = append(names, k.Name)
	}
	return names
}

// Lookup finds a game by its name, in any letter case.
func Lookup(name string) (Kind, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, k := range kinds {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}

// Source is the catalog id of the rulebook section a rule comes from, ""
// for a rule the game does not list.
func (k Kind) Source(rule string) string {
	for _, r := range k.Rules {
		if r.ID == rule {
			return r.Source
		}
	}
	return ""
}

// Score reads the finished sheets of a game (the JSON of score and check)
// strictly, checks them and scores them: an unreadable input is a
// *scorer.InputError, broken rules are scorer.Violations (a word of
// another language where a game word belongs among them: see Canonical).
func (k Kind) Score(data []byte) (scorer.Result, error) {
	res, err := k.score(data)
	if err != nil {
		return res, k.Canonical(data, err)
	}
	return res, nil
}

// Score is the Score of the game named (an unknown game is an input
// error).
func Score(name string, data []byte) (scorer.Result, error) {
	k, ok := Lookup(name)
	if !ok {
		return scorer.Result{}, unknown(name)
	}
	return k.Score(data)
}

func unknown(name string) error {
	return &scorer.InputError{Message: "unknown game " + strings.TrimSpace(name) + ": choose one of " + strings.Join(Names(), ", ")}
}

// SheetStatus is the status of a game scored from sheets: finished, unless
// the scorer says it is still being played (a ZooSim game with fewer than 5
// years), which keeps it out of the leaderboards until it is completed.
func SheetStatus(res scorer.Result) string {
	if res.Status == scorer.StatusInProgress {
		return scorer.StatusInProgress
	}
	return scorer.StatusFinished
}

// IsScript tells a stored play script from finished sheets: each parses
// strictly as one shape only, so input that is not sheets is a script. The
// games tell it by the input's shape, without scoring it, and most often
// without reading it as sheets (a name in players is enough). A play
// given as totals (Totals) is neither.
func (k Kind) IsScript(input []byte) bool { return !IsTotals(input) && k.isScript(input) }

// IsScript is the IsScript of the game named; an unknown game's input is
// taken for a script (which then cannot be replayed).
func IsScript(name string, input []byte) bool {
	k, ok := Lookup(name)
	return !ok || k.IsScript(input)
}
