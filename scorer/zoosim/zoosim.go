// Package zoosim scores ZooSim (Cwali, Corné van Moorsel) from the players'
// counts at the end of each year, and tracks a game auction by auction (see
// Tracker in play.go).
//
// Every check has a stable rule id (see Rules). The rulebook sections cited
// are those of the English rules: "Setup", "Playing the game", "The auction
// of a zoo tile", "Placing a zoo tile", "How do visitors come to the zoos?",
// "How do trees come to the zoos?", "How do park benches come to the zoos?",
// "Points at the end of each year", "Income at the end of the year", "Game
// end and the winner" and "Variants for professional zoo directors".
package zoosim

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Game is the name of this game in commands and stored games.
const Game = "zoosim"

// Title is the game's full name.
const Title = "ZooSim"

// Years is the number of years in a game; year y scores its counts y times.
const Years = 5

// Categories are the five animal categories (colours) in a fixed order: sea
// animals (blue), birds (red), apes (orange), other mammals (yellow) and
// reptiles (grey).
var Categories = []string{"sea", "birds", "apes", "mammals", "reptiles"}

// Limits of the counts of one year. Each category has 3 visitors (2 for the
// best enclosure, 1 for the second); 3 trees are handed out (2 for the most
// bushes, 1 for the second).
const (
	VisitorsPerCategory = 3
	MaxVisitorsPerYear  = VisitorsPerCategory * 5 // 15, all zoos together
	MaxVisitorsPerZoo   = 2 * 5                   // 10, the best enclosure of every category
	MaxTreesPerYear     = 3
	MaxTreesPerZoo      = 2
	// MaxBenchesPerTile is an assumption: a tile is 2 squares with 6 outer
	// sides, a path crosses a side at most once, so a tile meets the paths
	// around it in at most 6 places and closes at most 5 new paths (the
	// first joins it to the zoo, each further one closes a path).
	MaxBenchesPerTile = 5
	// MaxBenches bounds the park benches of one zoo, and of all zoos
	// together: the game's 25 tiles, each closing at most 5 paths.
	MaxBenches = TileCount * MaxBenchesPerTile
)

const (
	srcSetup    = "ZooSim rules, Setup"
	srcPlaying  = "ZooSim rules, Playing the game"
	srcAuction  = "ZooSim rules, The auction of a zoo tile"
	srcPlacing  = "ZooSim rules, Placing a zoo tile in a player's zoo"
	srcVisitors = "ZooSim rules, How do visitors come to the zoos?"
	srcTrees    = "ZooSim rules, How do trees come to the zoos?"
	srcBenches  = "ZooSim rules, How do park benches come to the zoos?"
	srcPoints   = "ZooSim rules, Points at the end of each year"
	srcIncome   = "ZooSim rules, Income at the end of the year"
	srcGameEnd  = "ZooSim rules, Game end and the winner"
	srcVariant  = "ZooSim rules, Variants for professional zoo directors"
)

// Rules lists every rule id of ZooSim: the checks of per-year counts, the
// checks and announcements of the auction tracker, and the scoring.
var Rules = []scorer.Rule{
	{ID: "zoosim.player-count", Source: srcSetup, Summary: "2 to 4 players"},
	{ID: "zoosim.player-name-empty", Source: srcSetup, Summary: "every player has a name"},
	{ID: "zoosim.player-name-duplicate", Source: srcSetup, Summary: "names are unique, letter case aside"},
	{ID: "zoosim.player-name-too-long", Source: srcSetup, Summary: "a name has at most 40 characters"},
	{ID: "zoosim.player-name-invisible", Source: srcSetup, Summary: "a name has no control or invisible formatting characters"},
	{ID: "zoosim.negative-count", Source: srcPoints, Summary: "visitors, trees and benches are never negative"},
	{ID: "zoosim.too-many-years", Source: srcPlaying, Summary: "a game lasts 5 years"},
	{ID: "zoosim.years-differ", Source: srcPoints, Summary: "every player scores the same years"},
	{ID: "zoosim.visitors-per-year", Source: srcVisitors, Summary: "a year's visitors in all zoos add up to 0-13 or 15: each category hands out 0, 1 or 3"},
	{ID: "zoosim.visitors-handout", Source: srcVisitors, Summary: "a year's visitors come from the 5 categories, each giving none, 1 to a lone zoo, or 2 to the best and 1 to the second"},
	{ID: "zoosim.visitors-decrease", Source: srcVisitors, Summary: "enclosures stay: no category hands out fewer visitors than the year before"},
	{ID: "zoosim.trees-per-year", Source: srcTrees, Summary: "a year's trees are none, 2 for one zoo, or 2 and 1 for two zoos"},
	{ID: "zoosim.trees-need-bushes", Source: srcTrees, Summary: "a zoo with trees has bushes, on a tile of two enclosures, whose categories draw visitors"},
	{ID: "zoosim.bushes-stay", Source: srcTrees, Summary: "bushes stay: a zoo that had trees still competes for them every later year"},
	{ID: "zoosim.zoo-visitors", Source: srcVisitors, Summary: "at most 10 visitors in one zoo (2 per category)"},
	{ID: "zoosim.zoo-trees", Source: srcTrees, Summary: "at most 2 trees in one zoo"},
	{ID: "zoosim.zoo-benches", Source: srcBenches, Summary: "at most 125 park benches in one zoo: 25 tiles, each closing at most 5 paths (assumed)"},
	{ID: "zoosim.benches-per-year", Source: srcBenches, Summary: "at most 125 park benches in all zoos together"},
	{ID: "zoosim.benches-decrease", Source: srcBenches, Summary: "park benches stay for the whole game: a zoo never has fewer than the year before"},
	{ID: "zoosim.game-in-progress", Source: srcGameEnd, Summary: "warning: fewer than 5 years are finished, the score is the score so far"},
	{ID: "zoosim.score-year", Source: srcPoints, Summary: "each year scores (visitors + trees + benches) x year number"},
	{ID: "zoosim.tie-shared", Source: srcGameEnd, Summary: "the rules name no tiebreak: tied players share the rank"},

	// The auction tracker (play.go).
	{ID: "zoosim.flagpole", Source: srcSetup, Summary: "the flagpole holds every player's flag exactly once"},
	{ID: "zoosim.variant", Source: srcVariant, Summary: `the variant is "standard" or "professional"`},
	{ID: "zoosim.game-over", Source: srcGameEnd, Summary: "no auction after the last auction of year 5"},
	{ID: "zoosim.tile-halves", Source: srcPlaying, Summary: "a zoo tile has exactly two enclosures"},
	{ID: "zoosim.unknown-animal", Source: srcPlaying, Summary: "categories are sea, birds, apes, mammals, reptiles"},
	{ID: "zoosim.same-category", Source: srcPlaying, Summary: "the two enclosures of a tile are of different categories"},
	{ID: "zoosim.tile-stars", Source: srcPlaying, Summary: "an enclosure of a tile has 1 to 3 stars"},
	{ID: "zoosim.tile-bushes", Source: srcTrees, Summary: "a tile shows 0 to 3 bushes (assumed maximum)"},
	{ID: "zoosim.bid-missing", Source: srcAuction, Summary: "every player bids (0 is a bid)"},
	{ID: "zoosim.bid-unknown-player", Source: srcAuction, Summary: "only the game's players bid"},
	{ID: "zoosim.bid-twice", Source: srcAuction, Summary: "a player bids once per auction"},
	{ID: "zoosim.bid-negative", Source: srcAuction, Summary: "a bid is 0 or more coins"},
	{ID: "zoosim.bid-over-coins", Source: srcAuction, Summary: "a bid is at most the coins the player has"},
	{ID: "zoosim.highest-bid", Source: srcAuction, Summary: "the highest bid wins the tile"},
	{ID: "zoosim.flag-tie", Source: srcAuction, Summary: "a tie for the highest bid goes to the highest flag, which then moves to the bottom"},
	{ID: "zoosim.payment", Source: srcAuction, Summary: "the winner pays the bid; the others keep theirs"},
	{ID: "zoosim.placed-categories", Source: srcPlacing, Summary: "the placement names exactly the tile's two categories"},
	{ID: "zoosim.placed-below-half", Source: srcVisitors, Summary: "an enclosure is worth at least the stars of the half in it"},
	{ID: "zoosim.placed-above-owned", Source: srcVisitors, Summary: "a combined enclosure is worth at most the half plus every star the winner owns in that category"},
	{ID: "zoosim.placed-join", Source: srcVisitors, Summary: "a combined enclosure is the half plus some of the winner's enclosures of that category: their stars must add up"},
	{ID: "zoosim.placed-benches", Source: srcBenches, Summary: "a tile closes 0 to 5 paths, one bench each (it meets the paths around it in at most 6 places)"},
	{ID: "zoosim.placement", Source: srcPlacing, Summary: "the winner adds the tile to their zoo; each half joins an enclosure of the stars given"},
	{ID: "zoosim.visitors", Source: srcVisitors, Summary: "per category: best enclosure 2 visitors, second 1, a lone zoo 1; a tie, for first or second, goes to the newest of the tied enclosures"},
	{ID: "zoosim.trees", Source: srcTrees, Summary: "most bushes 2 trees, second 1, none without bushes; a tie goes to the zoo that reached the count later"},
	{ID: "zoosim.bench", Source: srcBenches, Summary: "each closed path gives a park bench for the rest of the game"},
	{ID: "zoosim.year-end", Source: srcPlaying, Summary: "a year has 5 auctions (professional: until the 3rd tile with bushes)"},
	{ID: "zoosim.income", Source: srcIncome, Summary: "at each year's end, 1 coin per zoo tile bought"},
	{ID: "zoosim.game-end", Source: srcGameEnd, Summary: "the game ends after the last auction of year 5 (25 tiles)"},
}

// Year is what one zoo had at the end of one year.
type Year struct {
	Visitors int `json:"visitors"`
	Trees    int `json:"trees"`
	Benches  int `json:"benches"`
}

// Sum is the number of things that score in the year.
func (y Year) Sum() int { return y.Visitors + y.Trees + y.Benches }

// Zoo is one player's zoo: Years[i] is what it had at the end of year i+1.
type Zoo struct {
	Name  string `json:"name"`
	Years []Year `json:"years"`
}

// Input is a ZooSim game as entered: every player's per-year counts.
type Input struct {
	Players []Zoo `json:"players"`
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

// Check lists every rule the input breaks, and the warnings it deserves.
func Check(in Input) (violations, warnings []scorer.Note) {
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	violations = scorer.CheckNames(Game, names, 2, 4)
	for i, p := range in.Players {
		violations = append(violations, checkZoo(playerLabel(p.Name, i), p)...)
	}
	violations = append(violations, checkAllYears(in)...)
	violations = append(violations, checkYears(in)...)

	if InProgress(in) {
		warnings = append(warnings, scorer.Note{Rule: "zoosim.game-in-progress",
			Message: inProgressText(playedYears(in))})
	}
	return violations, warnings
}

func inProgressText(years int) string {
	entered := fmt.Sprintf("only %d of %d years are entered", years, Years)
	if years == 1 {
		entered = fmt.Sprintf("only 1 of %d years is entered", Years)
	}
	if years == 0 {
		entered = "no year is entered yet"
	}
	return entered + ": the scores are the scores so far, and the game is kept as a game in progress, out of the leaderboards, until its last year is added (zooscore edit)"
}

// InProgress reports whether the input is a game still being played: fewer
// than 5 years are entered.
func InProgress(in Input) bool { return len(in.Players) > 0 && playedYears(in) < Years }

func playerLabel(name string, i int) string {
	if name == "" {
		return fmt.Sprintf("player %d", i+1)
	}
	return name
}

// playedYears is the most years any player has entered.
func playedYears(in Input) int {
	n := 0
	for _, p := range in.Players {
		n = max(n, len(p.Years))
	}
	return n
}

// checkZoo checks one zoo on its own: counts, per-zoo limits, benches.
func checkZoo(who string, p Zoo) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	if len(p.Years) > Years {
		add("zoosim.too-many-years", "%d years are entered but a game lasts %d years: remove the extra years", len(p.Years), Years)
	}
	for i, y := range p.Years {
		yr := i + 1
		for _, c := range []struct {
			what string
			n    int
		}{{"visitors", y.Visitors}, {"trees", y.Trees}, {"benches", y.Benches}} {
			if c.n < 0 {
				add("zoosim.negative-count", "year %d has %d %s; a zoo cannot have fewer than none: enter 0 or more", yr, c.n, c.what)
			}
		}
		if y.Visitors > MaxVisitorsPerZoo {
			add("zoosim.zoo-visitors", "year %d has %d visitors but one zoo can draw at most %d (2 for the best enclosure of each of the 5 categories): check the count", yr, y.Visitors, MaxVisitorsPerZoo)
		}
		if y.Trees > MaxTreesPerZoo {
			add("zoosim.zoo-trees", "year %d has %d trees but one zoo gets at most %d (for the most bushes): check the count", yr, y.Trees, MaxTreesPerZoo)
		}
		if y.Benches > MaxBenches {
			add("zoosim.zoo-benches", "year %d has %d park benches but one zoo has at most %d (%d tiles, each closing at most %d paths): check the count",
				yr, y.Benches, MaxBenches, TileCount, MaxBenchesPerTile)
		}
		if i > 0 && y.Benches < p.Years[i-1].Benches {
			add("zoosim.benches-decrease", "year %d has %s but year %d had %d; benches stay for the whole game: enter at least %d", yr, plural(y.Benches, "park bench"), yr-1, p.Years[i-1].Benches, p.Years[i-1].Benches)
		}
	}
	return out
}

// checkAllYears checks that every player has the same number of years.
func checkAllYears(in Input) []scorer.Note {
	if len(in.Players) == 0 {
		return nil
	}
	n := playedYears(in)
	var short []string
	for i, p := range in.Players {
		if len(p.Years) != n {
			short = append(short, fmt.Sprintf("%s %d", playerLabel(p.Name, i), len(p.Years)))
		}
	}
	if len(short) == 0 {
		return nil
	}
	return []scorer.Note{{Rule: "zoosim.years-differ",
		Message: fmt.Sprintf("players have different numbers of years (%s, others %d); every zoo scores at the end of every year: give every player the same years", strings.Join(short, ", "), n)}}
}

// Score checks the input and scores it. It returns scorer.Violations when a
// rule is broken. Ties are shared: the rules name no tiebreak.
func Score(in Input) (scorer.Result, error) {
	violations, warns := Check(in)
	if len(violations) > 0 {
		return scorer.Result{}, scorer.Violations(scorer.Collapse(violations))
	}
	standings := make([]scorer.Standing, len(in.Players))
	for i, p := range in.Players {
		standings[i] = scorer.Scored(p.Name, ScoreZoo(p))
	}
	res := scorer.NewResult(Game, standings, nil, "zoosim.tie-shared", warns)
	if InProgress(in) {
		res.Status = scorer.StatusInProgress
	}
	return res, nil
}

// ScoreZoo gives the breakdown of one legal zoo: one item per year.
func ScoreZoo(p Zoo) []scorer.Item {
	items := make([]scorer.Item, 0, len(p.Years))
	for i, y := range p.Years {
		yr := i + 1
		items = append(items, scorer.Item{
			Item:   fmt.Sprintf("year %d: %s = %d x %d", yr, describeYear(y), y.Sum(), yr),
			Points: y.Sum() * yr,
			Rule:   "zoosim.score-year",
			Source: srcPoints,
			Why:    fmt.Sprintf("every visitor, tree and park bench at the end of year %d scores %d", yr, yr),
		})
	}
	return items
}

// describeYear reads "5 visitors, 1 tree, 1 bench".
func describeYear(y Year) string {
	return fmt.Sprintf("%s, %s, %s", plural(y.Visitors, "visitor"), plural(y.Trees, "tree"), plural(y.Benches, "bench"))
}

// plural reads "1 tree", "2 trees", "2 benches".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	if strings.HasSuffix(word, "ch") || strings.HasSuffix(word, "sh") {
		return fmt.Sprintf("%d %ses", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
