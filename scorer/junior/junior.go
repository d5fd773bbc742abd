// Package junior scores Zooloretto Junior from the players' finished zoos,
// and tracks a game take by take (see tracker.go, script.go and replay.go).
//
// Every check has a stable rule id (see Rules). The rulebook sections cited
// are those of the English rules: "Game components", "Game set-up", "The
// Enclosures", "The Barn", "Offspring", "Six Tiles in the Enclosure",
// "End of the game", "Scoring", "Rule modifications for 2 players"; counts the
// scan garbles come from FACTS.md.
package junior

import (
	"strings"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// Game is the name of this game in commands and stored games.
const Game = "junior"

// Title is the game's full name.
const Title = "Zooloretto Junior"

// Kinds are the animal kinds, in the order used in breakdowns.
var Kinds = []string{"meerkat", "giraffe", "impala", "llama", "rhinoceros", "ostrich", "wolf"}

// Landscapes are the landscape types, in the order used in breakdowns.
var Landscapes = []string{"pond", "shrub", "rock"}

// Limits of the game material (FACTS.md corrects the scan's swapped counts).
const (
	MaxEnclosures     = 3  // enclosures of a zoo board
	EnclosureSize     = 6  // tiles an enclosure holds, landscapes included
	TilesPerKind      = 11 // animal tiles of one kind, fertile ones included
	FertilePerSex     = 2  // fertile females, and fertile males, of one kind
	OffspringPerKind  = 2  // offspring tiles of one kind
	TilesPerLandscape = 3  // landscape tiles of one type
	MinPlayers        = 2
	MaxPlayers        = 5
)

// KindsInPlay is the number of animal kinds used for each number of players.
var KindsInPlay = map[int]int{2: 4, 3: 5, 4: 6, 5: 7}

// EnclosurePoints gives the points of an enclosure by its animal tiles (0..6).
var EnclosurePoints = []int{0, 1, 2, 3, 4, 8, 12}

// The rulebook sections rules come from, as message ids: the catalogs name
// each section in every language ("Junior rules, Scoring").
const (
	srcComponents = "source.junior.components"
	srcSetup      = "source.junior.setup"
	srcEnclosures = "source.junior.enclosures"
	srcBarn       = "source.junior.barn"
	srcOffspring  = "source.junior.offspring"
	srcSixTiles   = "source.junior.six-tiles"
	srcCourse     = "source.junior.course"
	srcEnd        = "source.junior.end"
	srcScoring    = "source.junior.scoring"
	srcTwoPlayers = "source.junior.two-players"
)

// WordPlaces are where the game's JSON inputs, sheets and play scripts,
// hold game words, which are English there (scorer.ForeignWords): kinds,
// landscapes, sexes, the barn and bonus actions.
var WordPlaces = func() []scorer.WordPlace {
	tiles := append(append([]string{}, Kinds...), Landscapes...)
	sexes, barn := []string{"male", "female"}, []string{"barn"}
	return []scorer.WordPlace{
		{Path: "players[].enclosures[].animal", Words: Kinds},
		{Path: "players[].enclosures[].landscapes[]", Words: Landscapes},
		{Path: "players[].barn.animals.*", Key: true, Words: Kinds},
		{Path: "players[].barn.offspring.*", Key: true, Words: Kinds},
		{Path: "players[].barn.landscapes.*", Key: true, Words: Landscapes},
		{Path: "rounds[].takes[].tiles[].tile", Words: tiles},
		{Path: "rounds[].takes[].tiles[].fertile", Words: sexes},
		{Path: "rounds[].takes[].tiles[].to", Words: barn},
		{Path: "rounds[].takes[].bonus.action", Words: []string{"take", "discard"}},
		{Path: "rounds[].takes[].bonus.tile", Words: tiles},
		{Path: "rounds[].takes[].bonus.fertile", Words: sexes},
		{Path: "rounds[].takes[].bonus.to", Words: barn},
	}
}()

// Rules lists every rule id of Zooloretto Junior, for scoring and tracking.
// What each guards is the catalogs' "rule.ID".
var Rules = []scorer.Rule{
	// Scoring a finished game.
	{ID: "junior.player-count", Source: srcSetup},
	{ID: "junior.player-name-empty", Source: srcSetup},
	{ID: "junior.player-name-duplicate", Source: srcSetup},
	{ID: "junior.player-name-too-long", Source: srcSetup},
	{ID: "junior.player-name-invisible", Source: srcSetup},
	{ID: "junior.enclosure-count", Source: srcComponents},
	{ID: "junior.enclosure-size", Source: srcEnclosures},
	{ID: "junior.negative-count", Source: srcComponents},
	{ID: "junior.unknown-kind", Source: srcComponents},
	{ID: "junior.foreign-word", Source: srcComponents},
	{ID: "junior.unknown-landscape", Source: srcComponents},
	{ID: "junior.enclosure-needs-kind", Source: srcEnclosures},
	{ID: "junior.offspring-exceeds-animals", Source: srcOffspring},
	{ID: "junior.kinds-in-play", Source: srcSetup},
	{ID: "junior.animal-supply", Source: srcComponents},
	{ID: "junior.offspring-supply", Source: srcComponents},
	{ID: "junior.landscape-supply", Source: srcComponents},
	{ID: "junior.offspring-needs-pair", Source: srcOffspring},
	{ID: "junior.barn-offspring-needs-full-enclosure", Source: srcOffspring},
	{ID: "junior.take-over-needs-bonus", Source: srcSixTiles},
	{ID: "junior.score-enclosure", Source: srcScoring},
	{ID: "junior.score-landscape", Source: srcScoring},
	{ID: "junior.barn-kind", Source: srcScoring},
	{ID: "junior.barn-landscape", Source: srcScoring},
	{ID: "junior.tie-landscapes", Source: srcScoring},
	{ID: "junior.tie-shared", Source: srcScoring},
	{ID: "junior.empty-zoo", Source: srcScoring},
	{ID: "junior.offspring-away-from-parents", Source: srcSixTiles},
}

// Enclosure is one enclosure of a finished zoo. Animals counts every animal
// tile, offspring included; Offspring says how many of them are offspring.
type Enclosure struct {
	Animal     string   `json:"animal"`
	Animals    int      `json:"animals"`
	Offspring  int      `json:"offspring"`
	Landscapes []string `json:"landscapes"`
}

// Barn holds tiles per kind or type. Animals counts every animal tile of a
// kind, offspring included; Offspring says how many of them are offspring.
type Barn struct {
	Animals    map[string]int `json:"animals"`
	Offspring  map[string]int `json:"offspring"`
	Landscapes map[string]int `json:"landscapes"`
}

// Zoo is one player's finished zoo.
type Zoo struct {
	Name       string      `json:"name"`
	Enclosures []Enclosure `json:"enclosures"`
	Barn       Barn        `json:"barn"`
}

// Input is a finished Zooloretto Junior game as entered.
type Input struct {
	Players []Zoo `json:"players"`
}

// Parse reads an Input from JSON strictly (see scorer.Decode) and trims the
// names. Unknown kinds and landscapes are not decode errors: Check reports
// them as violations.
func Parse(data []byte) (Input, error) { return jsonread.Decode(data, quickInput, trimNames) }

func trimNames(in Input) Input {
	for i := range in.Players {
		in.Players[i].Name = strings.TrimSpace(in.Players[i].Name)
	}
	return in
}

func isKind(k string) bool      { return indexOf(Kinds, k) >= 0 }
func isLandscape(l string) bool { return indexOf(Landscapes, l) >= 0 }

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// Tiles is the number of tiles in the enclosure.
func (e Enclosure) Tiles() int { return e.Animals + len(e.Landscapes) }

// nonOffspring is the number of animal tiles that are not offspring.
func (e Enclosure) nonOffspring() int { return e.Animals - e.Offspring }

// Empty reports whether the zoo holds no tile at all.
func (z Zoo) Empty() bool {
	for _, e := range z.Enclosures {
		if e.Tiles() > 0 {
			return false
		}
	}
	for _, m := range []map[string]int{z.Barn.Animals, z.Barn.Offspring, z.Barn.Landscapes} {
		for _, n := range m {
			if n != 0 {
				return false
			}
		}
	}
	return true
}

// LandscapesInEnclosures counts the landscape tiles in the enclosures, any
// type: the tiebreak.
func (z Zoo) LandscapesInEnclosures() int {
	n := 0
	for _, e := range z.Enclosures {
		n += len(e.Landscapes)
	}
	return n
}

// Score checks the input and scores it. It returns scorer.Violations when a
// rule is broken.
func Score(in Input) (scorer.Result, error) {
	violations, warns := Check(in)
	if len(violations) > 0 {
		return scorer.Result{}, scorer.Violations(scorer.Collapse(violations))
	}
	standings := make([]scorer.Standing, len(in.Players))
	for i, z := range in.Players {
		standings[i] = scorer.Scored(z.Name, ScoreZoo(z), z.LandscapesInEnclosures())
	}
	tiebreaks := []scorer.Tiebreak{{Rule: "junior.tie-landscapes", What: "landscape tiles in the enclosures"}}
	return scorer.NewResult(Game, standings, tiebreaks, "junior.tie-shared", warns), nil
}

// ScoreZoo gives the breakdown of one legal zoo: one item per enclosure, one
// per landscape type in the enclosures, one per animal kind and landscape
// type in the barn. Items carry messages, not words: scoring builds no
// string.
func ScoreZoo(z Zoo) []scorer.Item {
	var seen [landscapeCount]bool // landscape types in the enclosures
	for _, e := range z.Enclosures {
		for _, l := range e.Landscapes {
			if i := indexOf(Landscapes, l); i >= 0 {
				seen[i] = true
			}
		}
	}
	n := len(z.Enclosures)
	for i, l := range Landscapes {
		n += count(seen[i]) + count(z.Barn.Landscapes[l] > 0)
	}
	for _, k := range Kinds {
		n += count(z.Barn.Animals[k] > 0)
	}
	if n == 0 {
		return nil
	}
	items := make([]scorer.Item, 0, n)
	for i, e := range z.Enclosures {
		items = append(items, scoreEnclosure(i+1, e))
	}
	for i := range Landscapes {
		if seen[i] {
			items = append(items, scorer.Item{Points: 2, Rule: "junior.score-landscape", Source: srcScoring,
				Label: landscapeItem[i], Reason: landscapeWhy})
		}
	}
	for i, k := range Kinds {
		if n := z.Barn.Animals[k]; n > 0 {
			items = append(items, scorer.Item{Points: -2, Rule: "junior.barn-kind", Source: srcScoring,
				Label: barnKindItem[i], Reason: barnKind(i, n)})
		}
	}
	for i, l := range Landscapes {
		if n := z.Barn.Landscapes[l]; n > 0 {
			items = append(items, scorer.Item{Points: -2, Rule: "junior.barn-landscape", Source: srcScoring,
				Label: barnLandItem[i], Reason: barnLandscape(i, n)})
		}
	}
	return items
}

func count(b bool) int {
	if b {
		return 1
	}
	return 0
}

func scoreEnclosure(n int, e Enclosure) scorer.Item {
	it := scorer.Item{Rule: "junior.score-enclosure", Source: srcScoring}
	if e.Animals <= 0 {
		it.Label, it.Reason = emptyPenOf(n), emptyPenWhy
		return it
	}
	it.Points = EnclosurePoints[min(e.Animals, EnclosureSize)]
	it.Label, it.Reason = penItemOf(n, e.Animal, e.Animals), penReasonOf(e.Animals, e.Offspring)
	return it
}
