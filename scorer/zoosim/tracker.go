package zoosim

import (
	"strconv"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// zoo is the tracker's state of one player's zoo.
type zoo struct {
	name  string
	boxed any // the name as a message's argument, boxed once
	coins int
	tiles int
	// Per category, by its place in Categories (an array, not a map: the
	// tracker reads them for every category after every tile).
	pens    [categoryCount]pens // the zoo's enclosures
	best    [categoryCount]int  // best (combined) enclosure reached
	bestAt  [categoryCount]int  // auction in which best was reached
	visit   [categoryCount]int  // visitors
	bushes  int
	bushAt  int // auction in which the bush count was reached
	benches int
	trees   int
	years   []Year
}

func (z *zoo) visitors() int {
	n := 0
	for _, v := range z.visit {
		n += v
	}
	return n
}

// categoryIndex gives a category's place in Categories, -1 for a word that
// is none.
func categoryIndex(c string) int {
	switch c {
	case "sea":
		return 0
	case "birds":
		return 1
	case "apes":
		return 2
	case "mammals":
		return 3
	case "reptiles":
		return 4
	}
	return -1
}

// newZoo starts a zoo: no enclosures of any category yet.
func newZoo(name string) *zoo {
	z := &zoo{name: name, boxed: name, coins: StartCoins}
	for c := range z.pens {
		z.pens[c] = pens{ways: noWays}
	}
	return z
}

// noWays is the one way no enclosures lie; it is only ever read (pens.place
// replaces ways, never changes them).
var noWays = []layout{{}}

// pensOf gives the zoo's enclosures of a category.
func (z *zoo) pensOf(c int) *pens { return &z.pens[c] }

// peekPens gives the zoo's enclosures of a category; a word that is no
// category has none.
func (z *zoo) peekPens(c string) *pens {
	if i := categoryIndex(c); i >= 0 {
		return &z.pens[i]
	}
	return noPens
}

// noPens are the enclosures of a word that is no category; they are only
// ever read.
var noPens = newPens()

// ownedStars gives the stars of every half bought, per category.
func (z *zoo) ownedStars() map[string]int {
	out := map[string]int{}
	for c, p := range z.pens {
		if p.owned > 0 {
			out[Categories[c]] = p.owned
		}
	}
	return out
}

// byCategory gives per-category values as a map by category, without the
// zeros.
func byCategory(values [categoryCount]int) map[string]int {
	out := make(map[string]int, categoryCount)
	for c, v := range values {
		if v != 0 {
			out[Categories[c]] = v
		}
	}
	return out
}

func (z *zoo) now() Year { return Year{Visitors: z.visitors(), Trees: z.trees, Benches: z.benches} }

// Tracker follows a ZooSim game auction by auction: it decides each winner,
// takes payments, moves visitors and trees after every tile, and scores and
// pays income at the end of every year. Its methods never print; every
// decision comes back as a scorer.Note.
type Tracker struct {
	startFlags []string
	flags      []string
	variant    string
	zoos       []*zoo
	index      map[string]int // scorer.NameKey -> zoo
	keys       []string       // each zoo's scorer.NameKey
	auctions   []played       // the legal auctions
	year       int
	inYear     int   // auctions so far in the current year
	bushTiles  int   // tiles with bushes so far in the current year
	shown      uint8 // the categories on the tiles so far, a bit each
	ended      bool
	notes      []scorer.Note
	args       argArena // the arguments of the announcements
	// quiet: the announcements are made without their messages (only
	// their rules, players and auctions), for a replay that only wants
	// the result's numbers (PlayQuiet).
	quiet bool
}

// NewTracker starts a game. It returns scorer.Violations when the players,
// the flagpole or the variant break a rule. An empty variant is standard.
func NewTracker(players, flagpole []string, variant string) (*Tracker, error) {
	players = trimAll(players)
	flagpole = trimAll(flagpole)
	violations := scorer.CheckNames(Game, players, 2, 4)
	if variant == "" {
		variant = VariantStandard
	}
	if variant != VariantStandard && variant != VariantProfessional {
		violations = append(violations, scorer.Note{Rule: "zoosim.variant",
			Msg: msg.M("zoosim.variant", "value", strconv.Quote(variant), "standard", strconv.Quote(VariantStandard),
				"professional", strconv.Quote(VariantProfessional))})
	}
	t := &Tracker{variant: variant, index: map[string]int{}, year: 1}
	for i, p := range players {
		t.zoos = append(t.zoos, newZoo(p))
		key := scorer.NameKey(p)
		t.keys = append(t.keys, key)
		if _, dup := t.index[key]; !dup {
			t.index[key] = i
		}
	}
	flags, fv := t.checkFlagpole(flagpole)
	violations = append(violations, fv...)
	if len(violations) > 0 {
		return nil, scorer.Violations(scorer.Collapse(violations))
	}
	t.flags = flags
	t.startFlags = append([]string(nil), flags...)
	return t, nil
}

// find gives the zoo of a name as typed (any case, spaces around): a
// player's own name, as bids and the flagpole mostly give it, is found
// without making its key.
func (t *Tracker) find(name string) (int, bool) {
	for i, z := range t.zoos {
		if z.name == name {
			return t.index[t.keys[i]], true
		}
	}
	i, ok := t.index[scorer.NameKey(name)]
	return i, ok
}

// checkFlagpole resolves the flagpole to the players' names and checks that
// it holds every player exactly once.
func (t *Tracker) checkFlagpole(flagpole []string) ([]string, []scorer.Note) {
	var out []scorer.Note
	add := func(player, id string, pairs ...any) {
		out = append(out, scorer.Note{Player: player, Rule: "zoosim.flagpole", Msg: msg.M(id, pairs...)})
	}
	var flags []string
	seen := map[int]bool{}
	for _, f := range flagpole {
		i, ok := t.index[scorer.NameKey(f)]
		switch {
		case !ok:
			add("", "zoosim.flagpole.stranger", "value", strconv.Quote(f))
		case seen[i]:
			add(t.zoos[i].name, "zoosim.flagpole.twice", "player", t.zoos[i].name)
		default:
			seen[i] = true
			flags = append(flags, t.zoos[i].name)
		}
	}
	for i, z := range t.zoos {
		// A duplicate or empty name is reported by CheckNames already.
		if j, ok := t.index[scorer.NameKey(z.name)]; !seen[i] && z.name != "" && ok && j == i {
			add(z.name, "zoosim.flagpole.missing", "player", z.name)
		}
	}
	return flags, out
}

// Year is the current year: the year of the next auction, or the last year
// once the game has ended.
func (t *Tracker) Year() int { return t.year }

// AuctionNumber is the number of the next auction, 1-based over the game.
func (t *Tracker) AuctionNumber() int { return len(t.auctions) + 1 }

// Ended reports whether the last auction has been played.
func (t *Tracker) Ended() bool { return t.ended }

// Variant is the variant played.
func (t *Tracker) Variant() string { return t.variant }

// Flagpole gives the flags from the top.
func (t *Tracker) Flagpole() []string { return append([]string(nil), t.flags...) }

// Notes gives every announcement made so far, in order.
func (t *Tracker) Notes() []scorer.Note { return append([]scorer.Note(nil), t.notes...) }

// Script gives the game so far as a play script: replaying it with Play
// rebuilds this tracker.
func (t *Tracker) Script() Script {
	return Script{
		Players:  t.names(),
		Flagpole: append([]string(nil), t.startFlags...),
		Variant:  t.variant,
		Auctions: t.played(),
	}
}

func (t *Tracker) played() []Auction {
	if len(t.auctions) == 0 {
		return nil
	}
	out := make([]Auction, len(t.auctions))
	for i, p := range t.auctions {
		out[i] = p.auction()
	}
	return out
}

func (t *Tracker) names() []string {
	out := make([]string, len(t.zoos))
	for i, z := range t.zoos {
		out[i] = z.name
	}
	return out
}

// Standing is one player's position in a tracked game.
type Standing struct {
	Name       string         `json:"name"`
	Coins      int            `json:"coins"`
	Tiles      int            `json:"tiles"`
	Best       map[string]int `json:"best"`  // best (combined) enclosure per category, in stars
	Owned      map[string]int `json:"owned"` // every star bought per category
	Bushes     int            `json:"bushes"`
	Visitors   int            `json:"visitors"`
	VisitorsBy map[string]int `json:"visitors_by"`
	Trees      int            `json:"trees"`
	Benches    int            `json:"benches"`
	YearScores []int          `json:"year_scores"` // points of each finished year
	Total      int            `json:"total"`       // points of the finished years
}

// Standings gives every player's position, in the players' order.
func (t *Tracker) Standings() []Standing {
	out := make([]Standing, len(t.zoos))
	for i, z := range t.zoos {
		s := Standing{Name: z.name, Coins: z.coins, Tiles: z.tiles, Best: byCategory(z.best), Owned: z.ownedStars(),
			Bushes: z.bushes, Visitors: z.visitors(), VisitorsBy: byCategory(z.visit), Trees: z.trees, Benches: z.benches,
			YearScores: []int{}}
		for y, yr := range z.years {
			s.YearScores = append(s.YearScores, yr.Sum()*(y+1))
			s.Total += yr.Sum() * (y + 1)
		}
		out[i] = s
	}
	return out
}

// Input gives the finished years as per-year counts, so that Score scores
// them.
func (t *Tracker) Input() Input {
	in := Input{Players: make([]Zoo, len(t.zoos))}
	for i, z := range t.zoos {
		in.Players[i] = Zoo{Name: z.name, Years: append([]Year{}, z.years...)}
	}
	return in
}

// Result scores the finished years (Score of Input), with every
// announcement as a decision and, while the game goes on, a warning.
func (t *Tracker) Result() (scorer.Result, error) {
	res, err := Score(t.Input())
	if err != nil {
		return scorer.Result{}, err
	}
	warnings := []scorer.Note{}
	for _, w := range res.Warnings {
		if w.Rule != "zoosim.game-in-progress" {
			warnings = append(warnings, w)
		}
	}
	res.Status = scorer.StatusFinished
	if !t.ended {
		res.Status = scorer.StatusInProgress
		warnings = append(warnings, scorer.Note{Rule: "zoosim.game-in-progress", Msg: msg.M("zoosim.game-in-progress.tracked",
			"year", t.year, "auction", t.AuctionNumber(), "scored", t.year-1)})
	}
	res.Warnings = warnings
	res.Decisions = decisions(t.notes, res.Decisions)
	res.Settings = map[string]any{"variant": t.variant}
	return res, nil
}

// decisions gives the announcements followed by the result's decisions, in
// one new slice (nil when there are none).
func decisions(notes, scored []scorer.Note) []scorer.Note {
	if len(notes)+len(scored) == 0 {
		return nil
	}
	out := make([]scorer.Note, 0, len(notes)+len(scored))
	return append(append(out, notes...), scored...)
}
