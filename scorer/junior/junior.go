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
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
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

const (
	srcComponents = "Junior rules, Game components"
	srcSetup      = "Junior rules, Game set-up"
	srcEnclosures = "Junior rules, The Enclosures"
	srcBarn       = "Junior rules, The Barn"
	srcOffspring  = "Junior rules, Offspring"
	srcSixTiles   = "Junior rules, Six Tiles in the Enclosure"
	srcCourse     = "Junior rules, Course of the game"
	srcEnd        = "Junior rules, End of the game"
	srcScoring    = "Junior rules, Scoring"
	srcTwoPlayers = "Junior rules, Rule modifications for 2 players"
)

// Rules lists every rule id of Zooloretto Junior, for scoring and tracking.
var Rules = []scorer.Rule{
	// Scoring a finished game.
	{ID: "junior.player-count", Source: srcSetup, Summary: "2 to 5 players"},
	{ID: "junior.player-name-empty", Source: srcSetup, Summary: "every player has a name"},
	{ID: "junior.player-name-duplicate", Source: srcSetup, Summary: "names are unique, letter case aside"},
	{ID: "junior.player-name-too-long", Source: srcSetup, Summary: "a name has at most 40 characters"},
	{ID: "junior.player-name-invisible", Source: srcSetup, Summary: "a name has no control or invisible formatting characters"},
	{ID: "junior.enclosure-count", Source: srcComponents, Summary: "a zoo has at most 3 enclosures"},
	{ID: "junior.enclosure-size", Source: srcEnclosures, Summary: "an enclosure holds at most 6 tiles, animals and landscapes together"},
	{ID: "junior.negative-count", Source: srcComponents, Summary: "tile counts are 0 or more"},
	{ID: "junior.unknown-kind", Source: srcComponents, Summary: "animal kinds are meerkat, giraffe, impala, llama, rhinoceros, ostrich, wolf"},
	{ID: "junior.unknown-landscape", Source: srcComponents, Summary: "landscapes are pond, shrub, rock"},
	{ID: "junior.enclosure-needs-kind", Source: srcEnclosures, Summary: "an enclosure with animals names its one kind"},
	{ID: "junior.offspring-exceeds-animals", Source: srcOffspring, Summary: "offspring are counted among the animal tiles, so never more than them"},
	{ID: "junior.kinds-in-play", Source: srcSetup, Summary: "at most 4/5/6/7 kinds with 2/3/4/5 players"},
	{ID: "junior.animal-supply", Source: srcComponents, Summary: "at most 11 animal tiles (not offspring) of a kind in all zoos, and no barn count over the 13 tiles of a kind"},
	{ID: "junior.offspring-supply", Source: srcComponents, Summary: "at most 2 offspring tiles of a kind, in one place or in all zoos together"},
	{ID: "junior.landscape-supply", Source: srcComponents, Summary: "at most 3 landscape tiles of a type, in one barn or in all zoos together"},
	{ID: "junior.offspring-needs-pair", Source: srcOffspring, Summary: "an offspring in an enclosure was made there by a pair of it, or taken over from another zoo's barn that a full enclosure of that zoo can have sent it to; each pair makes one"},
	{ID: "junior.barn-offspring-needs-full-enclosure", Source: srcOffspring, Summary: "an offspring in a barn came from a pair in a full enclosure of the same zoo, at most one from each full enclosure"},
	{ID: "junior.take-over-needs-bonus", Source: srcSixTiles, Summary: "each offspring taken over needs a bonus action of the taker: another of the taker's enclosures, full before the one it went into"},
	{ID: "junior.score-enclosure", Source: srcScoring, Summary: "an enclosure scores 1,2,3,4,8,12 for 1..6 animal tiles (offspring count, landscapes don't)"},
	{ID: "junior.score-landscape", Source: srcScoring, Summary: "+2 per landscape type in the enclosures"},
	{ID: "junior.barn-kind", Source: srcScoring, Summary: "-2 per animal kind in the barn"},
	{ID: "junior.barn-landscape", Source: srcScoring, Summary: "-2 per landscape type in the barn"},
	{ID: "junior.tie-landscapes", Source: srcScoring, Summary: "a tie goes to the player with more landscape tiles in the enclosures"},
	{ID: "junior.tie-shared", Source: srcScoring, Summary: "players still tied share the win"},
	{ID: "junior.empty-zoo", Source: srcScoring, Summary: "warning: a zoo without any tile"},
	{ID: "junior.offspring-away-from-parents", Source: srcSixTiles, Summary: "warning: an enclosure holds offspring its own animals cannot have made: legal only as a take-over from another zoo's barn, which the sheets cannot show"},
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
func Parse(data []byte) (Input, error) {
	var in Input
	if err := scorer.Decode(data, &in); err != nil {
		return Input{}, err
	}
	for i := range in.Players {
		in.Players[i].Name = strings.TrimSpace(in.Players[i].Name)
	}
	return in, nil
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

// plural names several animals of a kind: "impalas", "wolves".
// tiles counts in words: "1 animal tile", "3 animal tiles".
func tiles(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func plural(kind string) string {
	switch kind {
	case "rhinoceros":
		return "rhinoceroses"
	case "ostrich":
		return "ostriches"
	case "wolf":
		return "wolves"
	}
	return kind + "s"
}

// CountOf names n tiles of a kind or landscape: "1 impala", "4 impalas",
// "2 wolves", "2 rocks".
func CountOf(n int, kind string) string { return countOf(n, kind) }

// countOf names n animals of a kind: "1 impala", "4 impalas".
func countOf(n int, kind string) string {
	if n == 1 {
		return "1 " + kind
	}
	return fmt.Sprintf("%d %s", n, plural(kind))
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
// type in the barn.
func ScoreZoo(z Zoo) []scorer.Item {
	var items []scorer.Item
	for i, e := range z.Enclosures {
		items = append(items, scoreEnclosure(i+1, e))
	}
	seen := map[string]bool{}
	for _, e := range z.Enclosures {
		for _, l := range e.Landscapes {
			seen[l] = true
		}
	}
	for _, l := range Landscapes {
		if seen[l] {
			items = append(items, scorer.Item{Item: l + " in an enclosure", Points: 2, Rule: "junior.score-landscape", Source: srcScoring,
				Why: "each landscape type in the enclosures scores 2 points once, however many tiles of it"})
		}
	}
	for _, k := range Kinds {
		if n := z.Barn.Animals[k]; n > 0 {
			items = append(items, scorer.Item{Item: plural(k) + " in the barn", Points: -2, Rule: "junior.barn-kind", Source: srcScoring,
				Why: fmt.Sprintf("%s in the barn; each animal kind in the barn costs 2 points, however many", countOf(n, k))})
		}
	}
	for _, l := range Landscapes {
		if n := z.Barn.Landscapes[l]; n > 0 {
			items = append(items, scorer.Item{Item: l + " in the barn", Points: -2, Rule: "junior.barn-landscape", Source: srcScoring,
				Why: fmt.Sprintf("%s in the barn; each landscape type in the barn costs 2 points, however many", tiles(n, l+" tile"))})
		}
	}
	return items
}

func scoreEnclosure(n int, e Enclosure) scorer.Item {
	it := scorer.Item{Rule: "junior.score-enclosure", Source: srcScoring}
	if e.Animals <= 0 {
		it.Item = fmt.Sprintf("enclosure %d: no animals", n)
		it.Why = "an enclosure without animal tiles scores nothing; landscapes do not count here"
		return it
	}
	it.Item = fmt.Sprintf("enclosure %d: %s", n, countOf(e.Animals, e.Animal))
	it.Points = EnclosurePoints[min(e.Animals, EnclosureSize)]
	why := tiles(e.Animals, "animal tile")
	if e.Offspring > 0 {
		why += fmt.Sprintf(" (%d offspring among them)", e.Offspring)
	}
	it.Why = why + fmt.Sprintf(" score %d (1, 2, 3, 4, 8, 12 for 1 to 6); landscapes do not count here", it.Points)
	return it
}
