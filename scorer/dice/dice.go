// Package dice scores Zooloretto: The Dice Game (Würfelspiel) from the
// players' finished score sheets, and tracks a game take by take.
//
// Every check has a stable rule id (see Rules). The rulebook sections cited
// are those of the English rules: "Game components", "Game setup",
// "Gameplay" (with "Animal symbols" and "Coin symbols"), "Game end",
// "Scoring"; the German summary and the French rules name them in their
// language.
//
// The package says what happened, not how to phrase it: every note,
// breakdown item and error carries a message (msg.Msg) whose words, in
// English, German or French, are the catalogs' (i18n/catalog/*/dice.toml).
package dice

import (
	"math/bits"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// Game is the name of this game in commands and stored games.
const Game = "dice"

// Title is the game's full name.
const Title = "Zooloretto: The Dice Game"

// Animals in the order of the score sheet, top to bottom.
var Animals = []string{"crocodile", "ostrich", "monkey", "elephant", "lion"}

// Size is the number of spaces of each enclosure.
var Size = map[string]int{"crocodile": 1, "ostrich": 2, "monkey": 3, "elephant": 4, "lion": 5}

// DefaultBonusHex holds the bonus hex values used when a table gives none.
// The printed values are not in any rules text (see FACTS.md), so the values
// used are always shown and stored with the game.
var DefaultBonusHex = map[string]int{"crocodile": 1, "ostrich": 1, "monkey": 2, "elephant": 2, "lion": 2}

// CoinSpaces is the size of the ticket office; it fills in groups of two.
const CoinSpaces = 6

// Coin groups: spaces 1-2, 3-4 and 5-6.
const coinGroupSize = 2

// Rules lists every rule id of the Dice Game with the rulebook section it
// comes from (a message id, see words.go). What each rule guards is the
// catalogs' "rule.RULEID".
var Rules = []scorer.Rule{
	{ID: "dice.player-count", Source: srcSetup},
	{ID: "dice.player-name-empty", Source: srcSetup},
	{ID: "dice.player-name-duplicate", Source: srcSetup},
	{ID: "dice.player-name-too-long", Source: srcSetup},
	{ID: "dice.player-name-invisible", Source: srcSetup},
	{ID: "dice.unknown-animal", Source: srcComponents},
	{ID: "dice.foreign-word", Source: srcComponents},
	{ID: "dice.enclosure-size", Source: srcAnimals},
	{ID: "dice.barn-needs-full-enclosure", Source: srcAnimals},
	{ID: "dice.bonus-needs-full-enclosure", Source: srcAnimals},
	{ID: "dice.bonus-claimed-twice", Source: srcAnimals},
	{ID: "dice.listed-twice", Source: srcAnimals},
	{ID: "dice.coin-spaces", Source: srcCoins},
	{ID: "dice.bonus-hex-value", Source: srcScoring},
	{ID: "dice.score-animal", Source: srcScoring},
	{ID: "dice.score-bonus", Source: srcScoring},
	{ID: "dice.coin-group", Source: srcScoring},
	{ID: "dice.barn-penalty", Source: srcScoring},
	{ID: "dice.tie-coins", Source: srcScoring},
	{ID: "dice.tie-shared", Source: srcScoring},
	{ID: "dice.game-not-ended", Source: srcGameEnd},
	{ID: "dice.bonus-unclaimed", Source: srcAnimals},
}

// WordPlaces are where the game's JSON inputs, sheets and play scripts,
// hold game words, which are English there (scorer.ForeignWords).
var WordPlaces = []scorer.WordPlace{
	{Path: "bonus_hex.*", Key: true, Words: Animals},
	{Path: "players[].enclosures.*", Key: true, Words: Animals},
	{Path: "players[].bonus[]", Words: Animals},
	{Path: "players[].barn[]", Words: Animals},
	{Path: "rounds[][].took[]", Words: Faces},
}

// Counts holds a number per animal. It is a struct, not a map, so that an
// unknown animal in JSON is an unknown field.
type Counts struct {
	Crocodile int `json:"crocodile"`
	Ostrich   int `json:"ostrich"`
	Monkey    int `json:"monkey"`
	Elephant  int `json:"elephant"`
	Lion      int `json:"lion"`
}

// Of returns the count of one animal.
func (c Counts) Of(animal string) int {
	switch animal {
	case "crocodile":
		return c.Crocodile
	case "ostrich":
		return c.Ostrich
	case "monkey":
		return c.Monkey
	case "elephant":
		return c.Elephant
	case "lion":
		return c.Lion
	}
	return 0
}

// Set changes the count of one animal.
func (c *Counts) Set(animal string, n int) {
	switch animal {
	case "crocodile":
		c.Crocodile = n
	case "ostrich":
		c.Ostrich = n
	case "monkey":
		c.Monkey = n
	case "elephant":
		c.Elephant = n
	case "lion":
		c.Lion = n
	}
}

// HexValues are bonus hex values given by a table; a nil field takes the
// default.
type HexValues struct {
	Crocodile *int `json:"crocodile,omitempty"`
	Ostrich   *int `json:"ostrich,omitempty"`
	Monkey    *int `json:"monkey,omitempty"`
	Elephant  *int `json:"elephant,omitempty"`
	Lion      *int `json:"lion,omitempty"`
}

func (h *HexValues) field(animal string) **int {
	switch animal {
	case "crocodile":
		return &h.Crocodile
	case "ostrich":
		return &h.Ostrich
	case "monkey":
		return &h.Monkey
	case "elephant":
		return &h.Elephant
	case "lion":
		return &h.Lion
	}
	return nil
}

// Given returns the value a table gave an animal's bonus hex, if it gave
// one.
func (h *HexValues) Given(animal string) (int, bool) {
	if h == nil {
		return 0, false
	}
	if f := h.field(animal); f != nil && *f != nil {
		return **f, true
	}
	return 0, false
}

// Give sets the value of an animal's bonus hex; an unknown animal is
// ignored (its hex is not on the sheet).
func (h *HexValues) Give(animal string, v int) {
	if f := h.field(animal); f != nil {
		*f = &v
	}
}

// Value returns the value of one animal's bonus hex: the given one, else
// the default.
func (h *HexValues) Value(animal string) int {
	if v, ok := h.Given(animal); ok {
		return v
	}
	return DefaultBonusHex[animal]
}

// Resolve returns the value of every bonus hex: the given ones, the default
// for the rest.
func (h *HexValues) Resolve() map[string]int {
	out := make(map[string]int, len(Animals))
	for _, a := range Animals {
		out[a] = h.Value(a)
	}
	return out
}

// Sheet is one player's finished score sheet: what is crossed off.
type Sheet struct {
	Name       string   `json:"name"`
	Enclosures Counts   `json:"enclosures"`
	Bonus      []string `json:"bonus"`
	Coins      int      `json:"coins"`
	Barn       []string `json:"barn"`
}

// Input is a finished Dice Game as entered: the bonus hex values (optional)
// and every player's sheet.
type Input struct {
	BonusHex *HexValues `json:"bonus_hex,omitempty"`
	Players  []Sheet    `json:"players"`
}

// Parse reads an Input from JSON strictly (see scorer.Decode) and trims the
// names.
func Parse(data []byte) (Input, error) { return jsonread.Decode(data, quickInput, trimNames) }

func trimNames(in Input) Input {
	for i := range in.Players {
		in.Players[i].Name = strings.TrimSpace(in.Players[i].Name)
	}
	return in
}

// Full reports whether an enclosure of the sheet is full.
func (s Sheet) Full(animal string) bool { return s.Enclosures.Of(animal) >= Size[animal] }

// MeetsEnd reports whether the sheet meets the end-of-game condition: all
// enclosures full, or free spaces in only one.
func (s Sheet) MeetsEnd() bool {
	open := 0
	for _, a := range Animals {
		if !s.Full(a) {
			open++
		}
	}
	return open <= 1
}

// Score checks the input and scores it. It returns scorer.Violations when a
// rule is broken.
func Score(in Input) (scorer.Result, error) {
	violations, warns := Check(in)
	if len(violations) > 0 {
		return scorer.Result{}, scorer.Violations(scorer.Collapse(violations))
	}
	hex := in.BonusHex.Resolve()
	standings := make([]scorer.Standing, len(in.Players))
	coins := make([]int, len(in.Players)) // the tiebreak of each player
	for i, p := range in.Players {
		coins[i] = p.Coins
		standings[i] = scorer.Scored(p.Name, ScoreSheet(p, hex), coins[i:i+1]...)
	}
	res := scorer.NewResult(Game, standings, tiebreaks, "dice.tie-shared", warns)
	res.Decisions = append(coinDecisions(res.Players, in.Players), res.Decisions...)
	res.Settings = map[string]any{"bonus_hex": hex}
	return res, nil
}

var tiebreaks = []scorer.Tiebreak{{Rule: "dice.tie-coins", What: "crossed coin spaces"}}

// coinDecisions repeats, per player in the order of the ranking, how the
// coin groups were used.
func coinDecisions(players []scorer.PlayerResult, sheets []Sheet) []scorer.Note {
	n := 0
	for _, p := range sheets {
		eachCoinGroup(p, func(int, coinGroupMsgs) { n++ })
	}
	if n == 0 {
		return nil
	}
	out := make([]scorer.Note, 0, n)
	for _, p := range players {
		for _, s := range sheets {
			if s.Name == p.Name { // names are told apart (CheckNames)
				eachCoinGroup(s, func(_ int, m coinGroupMsgs) {
					out = append(out, scorer.Note{Player: p.Name, Rule: "dice.coin-group", Msg: m.decision})
				})
				break
			}
		}
	}
	return out
}

// eachCoinGroup calls fn with each coin group a legal sheet uses (1 to 3),
// in order, and what it says: each removes the next barn animal in sheet
// order while any is left, and scores 1 point otherwise.
func eachCoinGroup(p Sheet, fn func(removed int, m coinGroupMsgs)) {
	barn := setOf(p.Barn)
	next := 0 // the place on the sheet of the next barn animal to remove
	for g := 1; g <= min(p.Coins/coinGroupSize, groups); g++ {
		for next < len(Animals) && !barn.has(next) {
			next++
		}
		if next < len(Animals) {
			fn(next, coinGroup(g, next))
			next++
			continue
		}
		fn(-1, coinGroup(g, -1))
	}
}

// itemsOf is how many items ScoreSheet gives for the sheet: an item is
// large and a sheet has about half of the most it may have, so its slice
// is made no larger than it needs to be.
func itemsOf(p Sheet) int {
	coinGroups := max(0, min(p.Coins/coinGroupSize, groups))
	barn := bits.OnesCount8(uint8(setOf(p.Barn)))
	return len(Animals) + bits.OnesCount8(uint8(setOf(p.Bonus))) + coinGroups + barn - min(coinGroups, barn)
}

// ScoreSheet gives the breakdown of one legal sheet with the given bonus hex
// values. The coin groups are used in the best way: each removes a barn
// animal type (worth 2) while any is left, and scores 1 point otherwise.
// Each item says what it is (Label) and why it scores (Reason) as messages;
// their words are chosen where the breakdown is shown.
func ScoreSheet(p Sheet, hex map[string]int) []scorer.Item {
	items := make([]scorer.Item, 0, itemsOf(p))
	for i, a := range Animals {
		n := p.Enclosures.Of(a)
		items = append(items, scorer.Item{Points: n, Rule: "dice.score-animal", Source: srcScoring,
			Label: Enclosure(a), Reason: enclosureReason(i, n)})
	}
	bonus := setOf(p.Bonus)
	for i, a := range Animals {
		if bonus.has(i) {
			items = append(items, scorer.Item{Points: hex[a], Rule: "dice.score-bonus", Source: srcScoring,
				Label: Hex(a), Reason: bonusReason(hex[a])})
		}
	}
	removed := animalSet(0)
	eachCoinGroup(p, func(i int, m coinGroupMsgs) {
		it := scorer.Item{Rule: "dice.coin-group", Source: srcScoring, Label: m.label, Reason: m.why}
		if i < 0 {
			it.Points = 1
		} else {
			removed |= 1 << i
		}
		items = append(items, it)
	})
	barn := setOf(p.Barn) &^ removed
	for i := range Animals {
		if barn.has(i) {
			items = append(items, scorer.Item{Points: -2, Rule: "dice.barn-penalty", Source: srcScoring,
				Label: barnItem[i], Reason: msg.Msg{ID: "dice.why.barn"}})
		}
	}
	return items
}

// Merge sets every value that over gives.
func (h *HexValues) Merge(over *HexValues) {
	if over == nil {
		return
	}
	for _, a := range Animals {
		if v := *over.field(a); v != nil {
			*h.field(a) = v
		}
	}
}
