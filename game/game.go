// Package game drives the three games the same way for every front end
// (the commands and the table's web page): their names and titles, the
// scoring of finished sheets, a game tracked entry by entry whose entries go
// in and out as JSON (as they are stored), a game written in notation, and
// the contract's error list. It holds no words of its own: what it reports
// is put in words by package i18n where it is shown.
package game

import (
	"sort"
	"strings"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// Kind is one of the games.
type Kind struct {
	Name  string // dice, junior, zoosim: the GAME of the commands
	Title string
	// Rules are every rule id of the game, those of sheets and of tracked
	// play, with the rulebook section each comes from.
	Rules      []scorer.Rule
	MinPlayers int
	MaxPlayers int
}

var kinds = []Kind{
	{Name: dice.Game, Title: dice.Title, Rules: append(append([]scorer.Rule{}, dice.Rules...), dice.PlayRules...), MinPlayers: 2, MaxPlayers: 4},
	{Name: junior.Game, Title: junior.Title, Rules: junior.Rules, MinPlayers: junior.MinPlayers, MaxPlayers: junior.MaxPlayers},
	{Name: zoosim.Game, Title: zoosim.Title, Rules: zoosim.Rules, MinPlayers: 2, MaxPlayers: zoosim.MaxPlayers},
}

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
func Score(name string, data []byte) (scorer.Result, error) {
	res, err := score(name, data)
	if err != nil {
		return res, Canonical(name, data, err)
	}
	return res, nil
}

func score(name string, data []byte) (scorer.Result, error) {
	switch name {
	case dice.Game:
		in, err := dice.Parse(data)
		if err != nil {
			return scorer.Result{}, err
		}
		return dice.Score(in)
	case junior.Game:
		in, err := junior.Parse(data)
		if err != nil {
			return scorer.Result{}, err
		}
		return junior.Score(in)
	case zoosim.Game:
		in, err := zoosim.Parse(data)
		if err != nil {
			return scorer.Result{}, err
		}
		return zoosim.Score(in)
	}
	return scorer.Result{}, unknown(name)
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
// without reading it as sheets (a name in players is enough).
func IsScript(name string, input []byte) bool {
	switch name {
	case dice.Game:
		return dice.IsScript(input)
	case junior.Game:
		return junior.IsScript(input)
	case zoosim.Game:
		return zoosim.IsScript(input)
	}
	return true
}
