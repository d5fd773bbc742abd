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
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
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

// The rulebook sections rules cite: message ids of the catalogs, whose
// English texts name the sections of the English rules.
const (
	srcSetup    = "source.zoosim.setup"
	srcPlaying  = "source.zoosim.playing"
	srcAuction  = "source.zoosim.auction"
	srcPlacing  = "source.zoosim.placing"
	srcVisitors = "source.zoosim.visitors"
	srcTrees    = "source.zoosim.trees"
	srcBenches  = "source.zoosim.benches"
	srcPoints   = "source.zoosim.points"
	srcIncome   = "source.zoosim.income"
	srcGameEnd  = "source.zoosim.game-end"
	srcVariant  = "source.zoosim.variant"
)

// Rules lists every rule id of ZooSim: the checks of per-year counts, the
// checks and announcements of the auction tracker, and the scoring. What
// each guards is the catalogs' "rule.ID".
var Rules = []scorer.Rule{
	{ID: "zoosim.player-count", Source: srcSetup},
	{ID: "zoosim.player-name-empty", Source: srcSetup},
	{ID: "zoosim.player-name-duplicate", Source: srcSetup},
	{ID: "zoosim.player-name-too-long", Source: srcSetup},
	{ID: "zoosim.player-name-invisible", Source: srcSetup},
	{ID: "zoosim.negative-count", Source: srcPoints},
	{ID: "zoosim.too-many-years", Source: srcPlaying},
	{ID: "zoosim.years-differ", Source: srcPoints},
	{ID: "zoosim.visitors-per-year", Source: srcVisitors},
	{ID: "zoosim.visitors-handout", Source: srcVisitors},
	{ID: "zoosim.visitors-decrease", Source: srcVisitors},
	{ID: "zoosim.trees-per-year", Source: srcTrees},
	{ID: "zoosim.trees-need-bushes", Source: srcTrees},
	{ID: "zoosim.zoo-categories", Source: srcVisitors},
	{ID: "zoosim.categories-in-play", Source: srcPlaying},
	{ID: "zoosim.bushes-stay", Source: srcTrees},
	{ID: "zoosim.zoo-visitors", Source: srcVisitors},
	{ID: "zoosim.zoo-trees", Source: srcTrees},
	{ID: "zoosim.zoo-benches", Source: srcBenches},
	{ID: "zoosim.benches-per-year", Source: srcBenches},
	{ID: "zoosim.benches-decrease", Source: srcBenches},
	{ID: "zoosim.game-in-progress", Source: srcGameEnd},
	{ID: "zoosim.score-year", Source: srcPoints},
	{ID: "zoosim.tie-shared", Source: srcGameEnd},

	// The auction tracker (play.go).
	{ID: "zoosim.flagpole", Source: srcSetup},
	{ID: "zoosim.variant", Source: srcVariant},
	{ID: "zoosim.game-over", Source: srcGameEnd},
	{ID: "zoosim.script-length", Source: srcSetup},
	// A tile's halves, their categories and stars: the rulebook's page of
	// components is missing, and its visitors section is the one that
	// tells them ("half to half, like dominos", "the sum of the stars").
	{ID: "zoosim.tile-halves", Source: srcVisitors},
	{ID: "zoosim.unknown-animal", Source: srcVisitors},
	{ID: "zoosim.foreign-word", Source: srcVisitors},
	{ID: "zoosim.same-category", Source: srcVisitors},
	{ID: "zoosim.tile-stars", Source: srcVisitors},
	{ID: "zoosim.tile-bushes", Source: srcTrees},
	{ID: "zoosim.bid-missing", Source: srcAuction},
	{ID: "zoosim.bid-unknown-player", Source: srcAuction},
	{ID: "zoosim.bid-twice", Source: srcAuction},
	{ID: "zoosim.bid-negative", Source: srcAuction},
	{ID: "zoosim.bid-over-coins", Source: srcAuction},
	{ID: "zoosim.highest-bid", Source: srcAuction},
	{ID: "zoosim.flag-tie", Source: srcAuction},
	{ID: "zoosim.payment", Source: srcAuction},
	{ID: "zoosim.placed-categories", Source: srcPlacing},
	{ID: "zoosim.placed-below-half", Source: srcVisitors},
	{ID: "zoosim.placed-above-owned", Source: srcVisitors},
	{ID: "zoosim.placed-join", Source: srcVisitors},
	{ID: "zoosim.placed-benches", Source: srcBenches},
	{ID: "zoosim.placement", Source: srcPlacing},
	{ID: "zoosim.visitors", Source: srcVisitors},
	{ID: "zoosim.trees", Source: srcTrees},
	{ID: "zoosim.bench", Source: srcBenches},
	{ID: "zoosim.year-end", Source: srcPlaying},
	{ID: "zoosim.income", Source: srcIncome},
	{ID: "zoosim.game-end", Source: srcGameEnd},
}

// WordPlaces are where the game's JSON inputs hold game words, which are
// English there (scorer.ForeignWords): the play script's variant and
// categories (sheets hold none).
var WordPlaces = []scorer.WordPlace{
	{Path: "variant", Words: []string{VariantStandard, VariantProfessional}},
	{Path: "auctions[].tile.enclosures[].animal", Words: Categories},
	{Path: "auctions[].placed.enclosures.*", Key: true, Words: Categories},
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
func Parse(data []byte) (Input, error) { return jsonread.Decode(data, quickInput, trimNames) }

func trimNames(in Input) Input {
	for i := range in.Players {
		in.Players[i].Name = strings.TrimSpace(in.Players[i].Name)
	}
	return in
}

// Check lists every rule the input breaks, and the warnings it deserves.
func Check(in Input) (violations, warnings []scorer.Note) {
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	violations = scorer.CheckNames(Game, names, 2, 4)
	for i, p := range in.Players {
		violations = append(violations, checkZoo(i, p)...)
	}
	violations = append(violations, checkAllYears(in)...)
	violations = append(violations, checkYears(in)...)

	if InProgress(in) {
		warnings = append(warnings, scorer.Note{Rule: "zoosim.game-in-progress", Msg: inProgressMsg(playedYears(in))})
	}
	return violations, warnings
}

func inProgressMsg(years int) msg.Msg {
	if years == 0 {
		return msg.M("zoosim.game-in-progress.none")
	}
	return msg.M("zoosim.game-in-progress", "n", years, "years", Years)
}

// InProgress reports whether the input is a game still being played: fewer
// than 5 years are entered.
func InProgress(in Input) bool { return len(in.Players) > 0 && playedYears(in) < Years }

// playedYears is the most years any player has entered.
func playedYears(in Input) int {
	n := 0
	for _, p := range in.Players {
		n = max(n, len(p.Years))
	}
	return n
}

// checkZoo checks one zoo, player i's, on its own: counts, per-zoo limits,
// benches. A zoo without a name is named by its seat in each note.
func checkZoo(i int, p Zoo) []scorer.Note {
	var out []scorer.Note
	add := func(rule, id string, pairs ...any) {
		m := msg.M(id, pairs...)
		if p.Name == "" {
			m = msg.M("zoosim.seat-note", "seat", i+1, "note", m)
		}
		out = append(out, scorer.Note{Player: p.Name, Rule: rule, Msg: m})
	}
	if len(p.Years) > Years {
		add("zoosim.too-many-years", "zoosim.too-many-years", "n", len(p.Years), "years", Years)
	}
	for i, y := range p.Years {
		yr := i + 1
		if y.Visitors < 0 {
			add("zoosim.negative-count", "zoosim.negative-count.visitors", "year", yr, "count", y.Visitors)
		}
		if y.Trees < 0 {
			add("zoosim.negative-count", "zoosim.negative-count.trees", "year", yr, "count", y.Trees)
		}
		if y.Benches < 0 {
			add("zoosim.negative-count", "zoosim.negative-count.benches", "year", yr, "count", y.Benches)
		}
		if y.Visitors > MaxVisitorsPerZoo {
			add("zoosim.zoo-visitors", "zoosim.zoo-visitors", "year", yr, "count", y.Visitors, "max", MaxVisitorsPerZoo)
		}
		if y.Trees > MaxTreesPerZoo {
			add("zoosim.zoo-trees", "zoosim.zoo-trees", "year", yr, "count", y.Trees, "max", MaxTreesPerZoo)
		}
		if y.Benches > MaxBenches {
			add("zoosim.zoo-benches", "zoosim.zoo-benches", "year", yr, "count", y.Benches, "max", MaxBenches,
				"tiles", TileCount, "paths", MaxBenchesPerTile)
		}
		if i > 0 && y.Benches < p.Years[i-1].Benches {
			add("zoosim.benches-decrease", "zoosim.benches-decrease", "year", yr, "benches", parkBenches.of(y.Benches),
				"before", yr-1, "had", p.Years[i-1].Benches)
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
	var short []any
	for i, p := range in.Players {
		if len(p.Years) != n {
			short = append(short, msg.M("zoosim.name-count", "name", label(p.Name, i), "count", len(p.Years)))
		}
	}
	if len(short) == 0 {
		return nil
	}
	return []scorer.Note{{Rule: "zoosim.years-differ",
		Msg: msg.M("zoosim.years-differ", "players", commas(short), "others", n)}}
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

// ScoreZoo gives the breakdown of one legal zoo: one item per year. An
// item says what it is and why it scores as messages, put into words
// where it is shown; scoring builds no text.
func ScoreZoo(p Zoo) []scorer.Item {
	items := make([]scorer.Item, 0, len(p.Years))
	args := make([]msg.Arg, 0, labelArgs*len(p.Years)) // one allocation for every label
	for i, y := range p.Years {
		yr := i + 1
		args = append(args, msg.Arg{Name: "year", Value: yr}, msg.Arg{Name: "visitors", Value: visitorsN.of(y.Visitors)},
			msg.Arg{Name: "trees", Value: treesN.of(y.Trees)}, msg.Arg{Name: "benches", Value: benchesN.of(y.Benches)},
			msg.Arg{Name: "sum", Value: y.Sum()})
		items = append(items, scorer.Item{
			Points: y.Sum() * yr,
			Rule:   "zoosim.score-year",
			Source: srcPoints,
			Label:  msg.Msg{ID: "zoosim.item.year", Args: args[len(args)-labelArgs : len(args) : len(args)]},
			Reason: yearReason(yr),
		})
	}
	return items
}

// labelArgs is the number of arguments of a year's breakdown label.
const labelArgs = 5

// yearReasons say why each year scores what it does; they are the same
// for every zoo, made once.
var yearReasons = func() []msg.Msg {
	out := make([]msg.Msg, Years+1)
	for yr := 1; yr <= Years; yr++ {
		out[yr] = msg.M("zoosim.why.year", "year", yr)
	}
	return out
}()

func yearReason(yr int) msg.Msg {
	if yr < len(yearReasons) {
		return yearReasons[yr]
	}
	return msg.M("zoosim.why.year", "year", yr)
}

// yearCounts are a year's counts as arguments of a message: "5 visitors,
// 1 tree, 1 bench".
func yearCounts(y Year) []any {
	return []any{"visitors", visitorsN.of(y.Visitors), "trees", treesN.of(y.Trees), "benches", benchesN.of(y.Benches), "sum", y.Sum()}
}
