// Package junior scores Zooloretto Junior from the players' finished zoos,
// and tracks a game take by take (see play.go).
//
// Every check has a stable rule id (see Rules). The rulebook sections cited
// are those of the English rules: "Game components", "Game set-up", "The
// Enclosures", "The Barn", "Offspring", "Six Tiles in the Enclosure",
// "End of the game", "Scoring", "Rule modifications for 2 players"; counts the
// scan garbles come from FACTS.md.
package junior

import (
	"fmt"
	"sort"
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
	{ID: "junior.animal-supply", Source: srcComponents, Summary: "at most 11 animal tiles (not offspring) of a kind in all zoos"},
	{ID: "junior.offspring-supply", Source: srcComponents, Summary: "at most 2 offspring tiles of a kind in all zoos"},
	{ID: "junior.landscape-supply", Source: srcComponents, Summary: "at most 3 landscape tiles of a type in all zoos"},
	{ID: "junior.offspring-needs-pair", Source: srcOffspring, Summary: "every offspring of a kind was made by a pair still in an enclosure of that kind"},
	{ID: "junior.barn-offspring-needs-full-enclosure", Source: srcOffspring, Summary: "an offspring goes to the barn only from a full enclosure of its kind holding its parents"},
	{ID: "junior.score-enclosure", Source: srcScoring, Summary: "an enclosure scores 1,2,3,4,8,12 for 1..6 animal tiles (offspring count, landscapes don't)"},
	{ID: "junior.score-landscape", Source: srcScoring, Summary: "+2 per landscape type in the enclosures"},
	{ID: "junior.barn-kind", Source: srcScoring, Summary: "-2 per animal kind in the barn"},
	{ID: "junior.barn-landscape", Source: srcScoring, Summary: "-2 per landscape type in the barn"},
	{ID: "junior.tie-landscapes", Source: srcScoring, Summary: "a tie goes to the player with more landscape tiles in the enclosures"},
	{ID: "junior.tie-shared", Source: srcScoring, Summary: "players still tied share the win"},
	{ID: "junior.empty-zoo", Source: srcScoring, Summary: "warning: a zoo without any tile"},
	{ID: "junior.offspring-away-from-parents", Source: srcSixTiles, Summary: "warning: an enclosure holds offspring but no pair of its kind (legal only through a take-over bonus)"},
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

func playerLabel(name string, i int) string {
	if name == "" {
		return fmt.Sprintf("player %d", i+1)
	}
	return name
}

// Check lists every rule the input breaks, and the warnings it deserves.
func Check(in Input) (violations, warnings []scorer.Note) {
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	violations = scorer.CheckNames(Game, names, MinPlayers, MaxPlayers)
	for i, p := range in.Players {
		who := playerLabel(p.Name, i)
		violations = append(violations, checkZoo(who, p)...)
		warnings = append(warnings, zooWarnings(who, p)...)
	}
	violations = append(violations, checkSupply(in)...)
	return violations, warnings
}

// checkZoo checks what one zoo can break on its own.
func checkZoo(who string, z Zoo) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	if len(z.Enclosures) > MaxEnclosures {
		add("junior.enclosure-count", "%d enclosures entered; a zoo board has %d: merge or remove enclosures", len(z.Enclosures), MaxEnclosures)
	}
	for i, e := range z.Enclosures {
		out = append(out, checkEnclosure(who, i+1, e)...)
	}
	out = append(out, checkBarn(who, z.Barn)...)
	for _, k := range Kinds {
		if z.Barn.Offspring[k] > 0 && !hasFullPairEnclosure(z, k) {
			add("junior.barn-offspring-needs-full-enclosure",
				"%d %s offspring in the barn, but no full enclosure (6 tiles) holds a %s pair; an offspring goes to the barn only when its parents' enclosure is full: check the barn and the %s enclosure",
				z.Barn.Offspring[k], k, k, k)
		}
	}
	return out
}

func checkEnclosure(who string, n int, e Enclosure) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Message: fmt.Sprintf("enclosure %d: ", n) + fmt.Sprintf(format, args...)})
	}
	if e.Animals < 0 {
		add("junior.negative-count", "%d animals entered: enter 0 or more", e.Animals)
	}
	if e.Offspring < 0 {
		add("junior.negative-count", "%d offspring entered: enter 0 or more", e.Offspring)
	}
	if e.Animal != "" && !isKind(e.Animal) {
		add("junior.unknown-kind", "%q is not an animal of this game: use one of %s", e.Animal, strings.Join(Kinds, ", "))
	}
	if e.Animals > 0 && e.Animal == "" {
		add("junior.enclosure-needs-kind", "%d animals but no kind; an enclosure holds animals of one kind: name it in \"animal\"", e.Animals)
	}
	if e.Offspring > e.Animals && e.Offspring > 0 {
		add("junior.offspring-exceeds-animals", "%d offspring but %d animal tiles; offspring are counted among the animal tiles: count every animal tile in \"animals\"", e.Offspring, e.Animals)
	}
	for _, l := range e.Landscapes {
		if !isLandscape(l) {
			add("junior.unknown-landscape", "%q is not a landscape of this game: use one of %s", l, strings.Join(Landscapes, ", "))
		}
	}
	if e.Tiles() > EnclosureSize {
		add("junior.enclosure-size", "%d tiles (%d animals, %d landscapes) but an enclosure holds %d: move the extra tiles to the barn",
			e.Tiles(), e.Animals, len(e.Landscapes), EnclosureSize)
	}
	return out
}

func checkBarn(who string, b Barn) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Message: "barn: " + fmt.Sprintf(format, args...)})
	}
	for _, m := range []struct {
		what   string
		counts map[string]int
		known  func(string) bool
		rule   string
		valid  []string
	}{
		{"animals", b.Animals, isKind, "junior.unknown-kind", Kinds},
		{"offspring", b.Offspring, isKind, "junior.unknown-kind", Kinds},
		{"landscapes", b.Landscapes, isLandscape, "junior.unknown-landscape", Landscapes},
	} {
		for _, key := range sortedKeys(m.counts) {
			if !m.known(key) {
				add(m.rule, "%q in %s is not part of this game: use one of %s", key, m.what, strings.Join(m.valid, ", "))
			}
			if n := m.counts[key]; n < 0 {
				add("junior.negative-count", "%d %s of %q entered: enter 0 or more", n, m.what, key)
			}
		}
	}
	for _, key := range sortedKeys(b.Offspring) {
		if off := b.Offspring[key]; off > 0 && off > b.Animals[key] {
			add("junior.offspring-exceeds-animals", "%d %s offspring but %d %s tiles; offspring are counted among the animal tiles: count them in \"animals\" too",
				off, key, b.Animals[key], key)
		}
	}
	return out
}

// hasFullPairEnclosure reports whether the zoo has a full enclosure of the
// kind holding at least two animals that are not offspring (a possible pair).
func hasFullPairEnclosure(z Zoo, kind string) bool {
	for _, e := range z.Enclosures {
		if e.Animal == kind && e.Tiles() >= EnclosureSize && e.nonOffspring() >= 2 {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// tally counts the tiles of all zoos together.
type tally struct {
	plain      map[string]int // animal tiles that are not offspring, per kind
	offspring  map[string]int // offspring tiles per kind
	landscapes map[string]int // landscape tiles per type
	pairs      map[string]int // possible parent pairs in enclosures, per kind
}

func countAll(in Input) tally {
	t := tally{plain: map[string]int{}, offspring: map[string]int{}, landscapes: map[string]int{}, pairs: map[string]int{}}
	for _, z := range in.Players {
		for _, e := range z.Enclosures {
			if e.Animals > 0 {
				t.plain[e.Animal] += e.nonOffspring()
				t.offspring[e.Animal] += e.Offspring
				if e.nonOffspring() > 0 {
					t.pairs[e.Animal] += e.nonOffspring() / 2
				}
			}
			for _, l := range e.Landscapes {
				t.landscapes[l]++
			}
		}
		for k, n := range z.Barn.Animals {
			t.plain[k] += n - z.Barn.Offspring[k]
		}
		for k, n := range z.Barn.Offspring {
			t.offspring[k] += n
		}
		for l, n := range z.Barn.Landscapes {
			t.landscapes[l] += n
		}
	}
	return t
}

// checkSupply checks what all zoos together can break: the kinds in play and
// the number of tiles the box holds. Offspring are checked against pairs in
// all enclosures, not only their own: a take-over bonus may move an offspring
// from an opponent's barn into an enclosure without its parents, but parents
// never leave their enclosure.
func checkSupply(in Input) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	t := countAll(in)
	var inPlay []string
	for _, k := range Kinds {
		if t.plain[k]+t.offspring[k] > 0 {
			inPlay = append(inPlay, k)
		}
	}
	if limit, ok := KindsInPlay[len(in.Players)]; ok && len(inPlay) > limit {
		add("junior.kinds-in-play", "%d animal kinds in the zoos (%s) but a %d-player game uses %d kinds: check the kinds entered",
			len(inPlay), strings.Join(inPlay, ", "), len(in.Players), limit)
	}
	for _, k := range Kinds {
		if t.plain[k] > TilesPerKind {
			add("junior.animal-supply", "%d %s tiles (offspring aside) in all zoos together, but the game has %d: check the %s counts",
				t.plain[k], k, TilesPerKind, k)
		}
		if t.offspring[k] > OffspringPerKind {
			add("junior.offspring-supply", "%d %s offspring in all zoos together, but the game has %d: check the %s offspring counts",
				t.offspring[k], k, OffspringPerKind, k)
		}
		if t.offspring[k] > 0 && t.offspring[k] <= OffspringPerKind && t.offspring[k] > t.pairs[k] {
			add("junior.offspring-needs-pair",
				"%d %s offspring in all zoos, but the %s enclosures hold only %d possible parent pairs (2 animals that are not offspring each); parents never leave their enclosure: check the %s counts",
				t.offspring[k], k, k, t.pairs[k], k)
		}
	}
	for _, l := range Landscapes {
		if t.landscapes[l] > TilesPerLandscape {
			add("junior.landscape-supply", "%d %s tiles in all zoos together, but the game has %d: check the %s counts",
				t.landscapes[l], l, TilesPerLandscape, l)
		}
	}
	return out
}

func zooWarnings(who string, z Zoo) []scorer.Note {
	var out []scorer.Note
	if z.Empty() {
		out = append(out, scorer.Note{Player: who, Rule: "junior.empty-zoo",
			Message: "the zoo has no tile at all: was it entered? Every truck taken brings at least one tile"})
	}
	for i, e := range z.Enclosures {
		if e.Offspring > 0 && e.nonOffspring() < 2 && isKind(e.Animal) {
			out = append(out, scorer.Note{Player: who, Rule: "junior.offspring-away-from-parents",
				Message: fmt.Sprintf("enclosure %d holds %d %s offspring but no %s pair: legal only if taken over from an opponent's barn; check the counts", i+1, e.Offspring, e.Animal, e.Animal)})
		}
	}
	return out
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
