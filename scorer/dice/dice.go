// Package dice scores Zooloretto: The Dice Game (Würfelspiel) from the
// players' finished score sheets, and tracks a game take by take.
//
// Every check has a stable rule id (see Rules). The rulebook sections cited
// are those of the English rules: "Game setup", "Gameplay", "Game end",
// "Scoring".
package dice

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/scorer"
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

const (
	srcSetup    = "Dice Game rules, Game setup"
	srcAnimals  = "Dice Game rules, Gameplay: Animal symbols"
	srcCoins    = "Dice Game rules, Gameplay: Coin symbols"
	srcGameEnd  = "Dice Game rules, Game end"
	srcScoring  = "Dice Game rules, Scoring"
	srcGameplay = "Dice Game rules, Gameplay"
)

// Rules lists every rule id of the Dice Game.
var Rules = []scorer.Rule{
	{ID: "dice.player-count", Source: srcSetup, Summary: "2 to 4 players"},
	{ID: "dice.player-name-empty", Source: srcSetup, Summary: "every player has a name"},
	{ID: "dice.player-name-duplicate", Source: srcSetup, Summary: "names are unique, letter case aside"},
	{ID: "dice.player-name-too-long", Source: srcSetup, Summary: "a name has at most 40 characters"},
	{ID: "dice.player-name-invisible", Source: srcSetup, Summary: "a name has no control or invisible formatting characters"},
	{ID: "dice.unknown-animal", Source: srcAnimals, Summary: "animals are crocodile, ostrich, monkey, elephant, lion"},
	{ID: "dice.enclosure-size", Source: srcAnimals, Summary: "an enclosure has 0 up to its size (1-5) crossed spaces"},
	{ID: "dice.barn-needs-full-enclosure", Source: srcAnimals, Summary: "a barn space is crossed only once that enclosure is full"},
	{ID: "dice.bonus-needs-full-enclosure", Source: srcAnimals, Summary: "a bonus hex is crossed only by filling that enclosure"},
	{ID: "dice.bonus-claimed-twice", Source: srcAnimals, Summary: "only the first player to fill an enclosure crosses its bonus"},
	{ID: "dice.listed-twice", Source: srcAnimals, Summary: "a bonus hex or barn space is crossed at most once"},
	{ID: "dice.coin-spaces", Source: srcCoins, Summary: "the ticket office has 0 to 6 crossed coin spaces"},
	{ID: "dice.bonus-hex-value", Source: srcScoring, Summary: "a bonus hex is worth 1 or 2 points"},
	{ID: "dice.score-animal", Source: srcScoring, Summary: "1 point per crossed animal space"},
	{ID: "dice.score-bonus", Source: srcScoring, Summary: "a crossed bonus hex scores its value"},
	{ID: "dice.coin-group", Source: srcScoring, Summary: "a full coin group scores 1 point or removes one barn animal type; removing is used first"},
	{ID: "dice.barn-penalty", Source: srcScoring, Summary: "-2 per animal type left in the barn"},
	{ID: "dice.tie-coins", Source: srcScoring, Summary: "a tie goes to the player with more crossed coin spaces"},
	{ID: "dice.tie-shared", Source: srcScoring, Summary: "players still tied share the win"},
	{ID: "dice.game-not-ended", Source: srcGameEnd, Summary: "warning: no sheet meets the end-of-game condition"},
	{ID: "dice.bonus-unclaimed", Source: srcAnimals, Summary: "warning: an enclosure is full but nobody crossed its bonus; the first to fill it should have (score asks who)"},
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

// Resolve returns the value of every bonus hex: the given ones, the default
// for the rest.
func (h *HexValues) Resolve() map[string]int {
	out := make(map[string]int, len(Animals))
	for _, a := range Animals {
		out[a] = DefaultBonusHex[a]
		if h != nil {
			if v := *h.field(a); v != nil {
				out[a] = *v
			}
		}
	}
	return out
}

// ParseHexValues reads "crocodile=1,lion=2" (the --bonus-hex flag). An
// animal named twice is refused, whatever its values: which one the table
// meant cannot be told.
func ParseHexValues(s string) (*HexValues, error) {
	h := &HexValues{}
	seen := map[string]string{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, val, ok := strings.Cut(part, "=")
		name = strings.ToLower(strings.TrimSpace(name))
		f := h.field(name)
		if !ok || f == nil {
			return nil, fmt.Errorf("bonus hex %q: write ANIMAL=VALUE with an animal of %s", part, strings.Join(Animals, ", "))
		}
		if first, twice := seen[name]; twice {
			return nil, fmt.Errorf("bonus hex %q: the %s hex is already given (%q): give each animal once", part, name, first)
		}
		seen[name] = part
		v, err := strconv.Atoi(strings.TrimSpace(val))
		if errors.Is(err, strconv.ErrRange) {
			return nil, fmt.Errorf("bonus hex %q: the value is too large: a bonus hex shows 1 or 2", part)
		}
		if err != nil || strconv.Itoa(v) != strings.TrimSpace(val) {
			return nil, fmt.Errorf("bonus hex %q: the value must be a whole number (1 or 2)", part)
		}
		*f = &v
	}
	return h, nil
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

func isAnimal(a string) bool { _, ok := Size[a]; return ok }

// Check lists every rule the input breaks, and the warnings it deserves.
func Check(in Input) (violations, warnings []scorer.Note) {
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	violations = scorer.CheckNames(Game, names, 2, 4)
	hex := in.BonusHex.Resolve()
	for _, a := range Animals {
		if v := hex[a]; v != 1 && v != 2 {
			violations = append(violations, scorer.Note{Rule: "dice.bonus-hex-value",
				Message: fmt.Sprintf("the %s bonus hex is set to %d; a bonus hex shows 1 or 2 points: give 1 or 2", a, v)})
		}
	}
	claimed := map[string][]string{}
	for i, p := range in.Players {
		who := playerLabel(p.Name, i)
		violations = append(violations, checkSheet(who, p)...)
		for _, a := range dedupe(p.Bonus) {
			if isAnimal(a) {
				claimed[a] = append(claimed[a], who)
			}
		}
	}
	for _, a := range Animals {
		if len(claimed[a]) > 1 {
			violations = append(violations, scorer.Note{Rule: "dice.bonus-claimed-twice",
				Message: fmt.Sprintf("the %s bonus is crossed by %s; only the first player to fill the %s enclosure crosses it: keep it on that player's sheet only",
					a, scorer.JoinNames(claimed[a]), a)})
		}
	}
	return violations, checkWarnings(in, claimed)
}

func spaces(n int) string {
	if n == 1 {
		return "1 space"
	}
	return fmt.Sprintf("%d spaces", n)
}

func playerLabel(name string, i int) string {
	if name == "" {
		return fmt.Sprintf("player %d", i+1)
	}
	return name
}

func checkSheet(who string, p Sheet) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	for _, a := range Animals {
		if n := p.Enclosures.Of(a); n < 0 || n > Size[a] {
			add("dice.enclosure-size", "the %s enclosure has %d crossed spaces but only %s: enter 0 to %d", a, n, spaces(Size[a]), Size[a])
		}
	}
	for _, list := range []struct {
		what  string
		items []string
	}{{"bonus", p.Bonus}, {"barn", p.Barn}} {
		seen := map[string]bool{}
		for _, a := range list.items {
			if !isAnimal(a) {
				add("dice.unknown-animal", "%q in the %s is not an animal of this game: use %s", a, list.what, strings.Join(Animals, ", "))
				continue
			}
			if seen[a] {
				add("dice.listed-twice", "the %s is listed twice in the %s; each space is crossed once: list it once", a, list.what)
			}
			seen[a] = true
		}
	}
	for _, a := range dedupe(p.Barn) {
		if isAnimal(a) && !p.Full(a) {
			add("dice.barn-needs-full-enclosure", "the %s is crossed in the barn but the %s enclosure has %d of %d spaces; an animal goes to the barn only once its enclosure is full: fill the enclosure or uncross the barn", a, a, p.Enclosures.Of(a), Size[a])
		}
	}
	for _, a := range dedupe(p.Bonus) {
		if isAnimal(a) && !p.Full(a) {
			add("dice.bonus-needs-full-enclosure", "the %s bonus is crossed but the %s enclosure has %d of %d spaces; the bonus goes to the first player to fill it: fill the enclosure or uncross the bonus", a, a, p.Enclosures.Of(a), Size[a])
		}
	}
	if p.Coins < 0 || p.Coins > CoinSpaces {
		add("dice.coin-spaces", "%d coin spaces are crossed but the ticket office has %d: enter 0 to %d", p.Coins, CoinSpaces, CoinSpaces)
	}
	return out
}

func checkWarnings(in Input, claimed map[string][]string) []scorer.Note {
	var out []scorer.Note
	hex := in.BonusHex.Resolve()
	ended := false
	for _, p := range in.Players {
		ended = ended || p.MeetsEnd()
	}
	if !ended && len(in.Players) > 0 {
		out = append(out, scorer.Note{Rule: "dice.game-not-ended",
			Message: "no sheet meets the end of the game (all enclosures full, or free spaces in one enclosure only): is the game finished?"})
	}
	for _, a := range Animals {
		if len(claimed[a]) > 0 {
			continue
		}
		var full []string
		for i, p := range in.Players {
			if p.Full(a) {
				full = append(full, playerLabel(p.Name, i))
			}
		}
		if len(full) > 0 {
			out = append(out, scorer.Note{Rule: "dice.bonus-unclaimed", Message: unclaimedText(a, hex[a], full)})
		}
	}
	return out
}

// unclaimedText says what the table forgot: the first player to fill an
// enclosure crosses its bonus hex, so when the enclosure is full on some
// sheet one of those players should have crossed it.
func unclaimedText(animal string, value int, full []string) string {
	where := fmt.Sprintf("on %s's sheet", full[0])
	if len(full) > 1 {
		where = "on " + scorer.JoinPossessive(full) + " sheets"
	}
	forgot := fmt.Sprintf("the %s bonus hex (%s) is crossed on no sheet, yet the %s enclosure is full %s", animal, points(value), animal, where)
	if len(full) == 1 {
		return forgot + fmt.Sprintf("; the first player to fill an enclosure crosses its bonus, and only %s filled it, so the bonus is %s's and was forgotten: cross it on that sheet",
			full[0], full[0])
	}
	return forgot + "; the first player to fill an enclosure crosses its bonus, so the table forgot to cross it for whichever of them filled it first: cross it on that sheet (zooscore score asks who it was)"
}

func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, a := range list {
		if !seen[a] {
			seen[a] = true
			out = append(out, a)
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
	hex := in.BonusHex.Resolve()
	standings := make([]scorer.Standing, len(in.Players))
	for i, p := range in.Players {
		standings[i] = scorer.Scored(p.Name, ScoreSheet(p, hex), p.Coins)
	}
	tiebreaks := []scorer.Tiebreak{{Rule: "dice.tie-coins", What: "crossed coin spaces"}}
	res := scorer.NewResult(Game, standings, tiebreaks, "dice.tie-shared", warns)
	res.Decisions = append(coinDecisions(res.Players), res.Decisions...)
	res.Settings = map[string]any{"bonus_hex": hex}
	return res, nil
}

// coinDecisions repeats, per player, how the coin groups were used.
func coinDecisions(players []scorer.PlayerResult) []scorer.Note {
	var out []scorer.Note
	for _, p := range players {
		for _, it := range p.Breakdown {
			if it.Rule == "dice.coin-group" {
				out = append(out, scorer.Note{Player: p.Name, Rule: it.Rule, Message: it.Item + ": " + it.Why})
			}
		}
	}
	return out
}

// ScoreSheet gives the breakdown of one legal sheet with the given bonus hex
// values. The coin groups are used in the best way: each removes a barn
// animal type (worth 2) while any is left, and scores 1 point otherwise.
func ScoreSheet(p Sheet, hex map[string]int) []scorer.Item {
	var items []scorer.Item
	for _, a := range Animals {
		n := p.Enclosures.Of(a)
		items = append(items, scorer.Item{Item: a + " enclosure", Points: n, Rule: "dice.score-animal", Source: srcScoring,
			Why: fmt.Sprintf("%d of %s, 1 point each", n, spaces(Size[a]))})
	}
	bonus := dedupe(p.Bonus)
	for _, a := range Animals {
		if contains(bonus, a) {
			items = append(items, scorer.Item{Item: a + " bonus hex", Points: hex[a], Rule: "dice.score-bonus", Source: srcScoring,
				Why: fmt.Sprintf("first to fill it; the hex shows %d", hex[a])})
		}
	}
	barn := inSheetOrder(dedupe(p.Barn))
	groups := p.Coins / coinGroupSize
	if groups > CoinSpaces/coinGroupSize {
		groups = CoinSpaces / coinGroupSize
	}
	removed := 0
	for g := 1; g <= groups; g++ {
		it := scorer.Item{Item: fmt.Sprintf("coin group %d", g), Rule: "dice.coin-group", Source: srcScoring}
		if removed < len(barn) {
			it.Item = fmt.Sprintf("coin group %d removes the %s from the barn", g, barn[removed])
			it.Why = fmt.Sprintf("spaces %d-%d; removing saves 2 points, the group's point is only 1", 2*g-1, 2*g)
			removed++
		} else {
			it.Points = 1
			it.Why = fmt.Sprintf("spaces %d-%d; no barn animal left to remove, so 1 point", 2*g-1, 2*g)
		}
		items = append(items, it)
	}
	for _, a := range barn[removed:] {
		items = append(items, scorer.Item{Item: a + " in the barn", Points: -2, Rule: "dice.barn-penalty", Source: srcScoring,
			Why: "an animal type left in the barn: -2"})
	}
	return items
}

func contains(list []string, a string) bool {
	for _, x := range list {
		if x == a {
			return true
		}
	}
	return false
}

// inSheetOrder sorts animal names in score sheet order, dropping unknown ones.
func inSheetOrder(list []string) []string {
	var out []string
	for _, a := range list {
		if isAnimal(a) {
			out = append(out, a)
		}
	}
	pos := map[string]int{}
	for i, a := range Animals {
		pos[a] = i
	}
	sort.Slice(out, func(i, j int) bool { return pos[out[i]] < pos[out[j]] })
	return out
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
