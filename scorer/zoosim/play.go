package zoosim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Variants of the game: how a year ends.
const (
	// VariantStandard has 5 auctions in each of the 5 years.
	VariantStandard = "standard"
	// VariantProfessional ends years 1-4 after the auction of the year's
	// third tile with at least one bush; year 5 auctions the rest.
	VariantProfessional = "professional"
)

// Numbers of the game.
const (
	StartCoins       = 8  // coins each player starts with
	TileCount        = 25 // zoo tiles in the game, all auctioned in either variant
	AuctionsPerYear  = 5  // standard variant
	BushTilesPerYear = 3  // professional variant: tiles with bushes that end a year
	MinStars         = 1  // stars of one half of a tile
	MaxStars         = 3
	// MaxBushes is an assumption: the rules give no maximum, and no tile is
	// known to show more than 3.
	MaxBushes = 3
)

// Half is one enclosure of a zoo tile: its category and its stars.
type Half struct {
	Animal string `json:"animal"`
	Stars  int    `json:"stars"`
}

// Tile is a zoo tile as auctioned: two halves and its bushes.
type Tile struct {
	Enclosures []Half `json:"enclosures"`
	Bushes     int    `json:"bushes"`
}

// Placed is what the winner built with the tile: for each half's category
// the stars of the (combined) enclosure that half now belongs to, and the
// number of paths the tile closed.
type Placed struct {
	Enclosures map[string]int `json:"enclosures"`
	Benches    int            `json:"benches"`
}

// Auction is one entry of a tracked game: the tile, every player's bid, and
// the winner's placement.
type Auction struct {
	Tile   Tile           `json:"tile"`
	Bids   map[string]int `json:"bids"`
	Placed Placed         `json:"placed"`
}

// Script is a whole tracked game as a play script (see the contract).
type Script struct {
	Players  []string  `json:"players"`
	Flagpole []string  `json:"flagpole"`
	Variant  string    `json:"variant"`
	Auctions []Auction `json:"auctions"`
}

// ParseScript reads a play script from JSON strictly (see scorer.Decode) and
// trims every name.
func ParseScript(data []byte) (Script, error) {
	var s Script
	if err := scorer.Decode(data, &s); err != nil {
		return Script{}, err
	}
	s.Players = trimAll(s.Players)
	s.Flagpole = trimAll(s.Flagpole)
	for i, a := range s.Auctions {
		bids := make(map[string]int, len(a.Bids))
		for name, b := range a.Bids {
			bids[strings.TrimSpace(name)] = b
		}
		s.Auctions[i].Bids = bids
	}
	return s, nil
}

func trimAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.TrimSpace(n)
	}
	return out
}

// zoo is the tracker's state of one player's zoo.
type zoo struct {
	name    string
	coins   int
	tiles   int
	owned   map[string]int // stars of every half bought, per category
	best    map[string]int // best (combined) enclosure reached, per category
	bestAt  map[string]int // auction in which best was reached
	bushes  int
	bushAt  int // auction in which the bush count was reached
	benches int
	visit   map[string]int // visitors per category
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
	auctions   []Auction
	year       int
	inYear     int // auctions so far in the current year
	bushTiles  int // tiles with bushes so far in the current year
	ended      bool
	notes      []scorer.Note
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
			Message: fmt.Sprintf("the variant %q is unknown: use %q (5 auctions a year) or %q (a year ends with its third tile with bushes)", variant, VariantStandard, VariantProfessional)})
	}
	t := &Tracker{variant: variant, index: map[string]int{}, year: 1}
	for i, p := range players {
		t.zoos = append(t.zoos, &zoo{name: p, coins: StartCoins,
			owned: map[string]int{}, best: map[string]int{}, bestAt: map[string]int{}, visit: map[string]int{}})
		if _, dup := t.index[scorer.NameKey(p)]; !dup {
			t.index[scorer.NameKey(p)] = i
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

// checkFlagpole resolves the flagpole to the players' names and checks that
// it holds every player exactly once.
func (t *Tracker) checkFlagpole(flagpole []string) ([]string, []scorer.Note) {
	var out []scorer.Note
	add := func(player, format string, args ...any) {
		out = append(out, scorer.Note{Player: player, Rule: "zoosim.flagpole", Message: fmt.Sprintf(format, args...)})
	}
	var flags []string
	seen := map[int]bool{}
	for _, f := range flagpole {
		i, ok := t.index[scorer.NameKey(f)]
		switch {
		case !ok:
			add("", "the flagpole holds %q, who is not a player: list only the players' flags", f)
		case seen[i]:
			add(t.zoos[i].name, "%s's flag is on the flagpole twice: list each flag once", t.zoos[i].name)
		default:
			seen[i] = true
			flags = append(flags, t.zoos[i].name)
		}
	}
	for i, z := range t.zoos {
		// A duplicate or empty name is reported by CheckNames already.
		if j, ok := t.index[scorer.NameKey(z.name)]; !seen[i] && z.name != "" && ok && j == i {
			add(z.name, "%s's flag is not on the flagpole: list every player's flag, top first", z.name)
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
		Auctions: append([]Auction(nil), t.auctions...),
	}
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
		s := Standing{Name: z.name, Coins: z.coins, Tiles: z.tiles, Best: copyMap(z.best), Owned: copyMap(z.owned),
			Bushes: z.bushes, Visitors: z.visitors(), VisitorsBy: copyMap(z.visit), Trees: z.trees, Benches: z.benches,
			YearScores: []int{}}
		for y, yr := range z.years {
			s.YearScores = append(s.YearScores, yr.Sum()*(y+1))
			s.Total += yr.Sum() * (y + 1)
		}
		out[i] = s
	}
	return out
}

func copyMap(m map[string]int) map[string]int {
	out := make(map[string]int, len(m))
	for k, v := range m {
		if v != 0 {
			out[k] = v
		}
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
		warnings = append(warnings, scorer.Note{Rule: "zoosim.game-in-progress",
			Message: fmt.Sprintf("the game is in progress (year %d, auction %d is next): only the finished years are scored (%d so far); resume the game to finish it",
				t.year, t.AuctionNumber(), t.year-1)})
	}
	res.Warnings = warnings
	res.Decisions = append(t.Notes(), res.Decisions...)
	res.Settings = map[string]any{"variant": t.variant}
	return res, nil
}

// Play replays a script. Illegal auctions are skipped, and every violation
// of every auction is returned (scorer.Violations, Auction = the auction's
// position in the script), together with the tracker of the legal ones.
func Play(s Script) (*Tracker, error) {
	t, err := NewTracker(s.Players, s.Flagpole, s.Variant)
	if err != nil {
		return nil, err
	}
	var all scorer.Violations
	for i, a := range s.Auctions {
		if _, err := t.Apply(a); err != nil {
			v, ok := err.(scorer.Violations)
			if !ok {
				return t, err
			}
			for _, n := range v {
				n.Auction = i + 1
				all = append(all, n)
			}
		}
	}
	if len(all) > 0 {
		return t, scorer.Violations(scorer.Collapse(all))
	}
	return t, nil
}

// Winner decides who wins a tile with these bids, without changing the
// tracker. It checks the tile and the bids only.
func (t *Tracker) Winner(tile Tile, bids map[string]int) (winner string, why scorer.Note, err error) {
	v := t.checkOpen()
	v = append(v, checkTile(tile)...)
	byZoo, bv := t.checkBids(bids)
	v = append(v, bv...)
	if len(v) > 0 {
		return "", scorer.Note{}, t.violations(v)
	}
	w, tied := t.decide(byZoo)
	why = t.winNote(w, tied, byZoo[w])
	return t.zoos[w].name, why, nil
}

func (t *Tracker) violations(v []scorer.Note) scorer.Violations {
	for i := range v {
		v[i].Auction = t.AuctionNumber()
	}
	return scorer.Violations(scorer.Collapse(v))
}

func (t *Tracker) checkOpen() []scorer.Note {
	if !t.ended {
		return nil
	}
	return []scorer.Note{{Rule: "zoosim.game-over",
		Message: fmt.Sprintf("the game ended after auction %d (the last of year %d): remove the auctions after it", len(t.auctions), t.year)}}
}

// checkTile checks a tile on its own: two halves of different known
// categories, 1-3 stars each, 0-3 bushes.
func checkTile(tile Tile) []scorer.Note {
	var out []scorer.Note
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	if len(tile.Enclosures) != 2 {
		add("zoosim.tile-halves", "the tile has %d enclosures; every zoo tile has exactly 2: enter both halves", len(tile.Enclosures))
	}
	for _, h := range tile.Enclosures {
		if !isCategory(h.Animal) {
			add("zoosim.unknown-animal", "%q is not an animal category: use %s", h.Animal, strings.Join(Categories, ", "))
		}
		if h.Stars < MinStars || h.Stars > MaxStars {
			add("zoosim.tile-stars", "the %s half shows %d stars; a half shows %d to %d: correct the stars", h.Animal, h.Stars, MinStars, MaxStars)
		}
	}
	if len(tile.Enclosures) == 2 && tile.Enclosures[0].Animal == tile.Enclosures[1].Animal {
		add("zoosim.same-category", "both halves of the tile are %s; a tile's two enclosures are of different categories: check the tile", tile.Enclosures[0].Animal)
	}
	if tile.Bushes < 0 || tile.Bushes > MaxBushes {
		add("zoosim.tile-bushes", "the tile shows %d bushes; a tile shows 0 to %d: count the bushes again", tile.Bushes, MaxBushes)
	}
	return out
}

func isCategory(a string) bool {
	for _, c := range Categories {
		if c == a {
			return true
		}
	}
	return false
}

// checkBids resolves the bids to zoos and checks them: every player once,
// nobody else, 0 up to the coins he has.
func (t *Tracker) checkBids(bids map[string]int) (map[int]int, []scorer.Note) {
	var out []scorer.Note
	add := func(player, rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: player, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	byZoo := map[int]int{}
	for _, name := range sortedKeys(bids) {
		b := bids[name]
		i, ok := t.index[scorer.NameKey(name)]
		if !ok {
			add("", "zoosim.bid-unknown-player", "%q bids but is not a player: bid only for %s", name, scorer.JoinNames(t.names()))
			continue
		}
		z := t.zoos[i]
		if _, twice := byZoo[i]; twice {
			add(z.name, "zoosim.bid-twice", "%s has two bids; each player makes one bid per auction: keep one", z.name)
			continue
		}
		byZoo[i] = b
		if b < 0 {
			add(z.name, "zoosim.bid-negative", "%s bids %d coins; a bid is 0 coins or more: enter 0 for no bid", z.name, b)
		} else if b > z.coins {
			add(z.name, "zoosim.bid-over-coins", "%s bids %s but has only %d: bid %d or less", z.name, plural(b, "coin"), z.coins, z.coins)
		}
	}
	for i, z := range t.zoos {
		if _, ok := byZoo[i]; !ok {
			add(z.name, "zoosim.bid-missing", "%s has no bid; every player bids, 0 included: enter %s's bid", z.name, z.name)
		}
	}
	return byZoo, out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// decide gives the winning zoo and the zoos that tied him, if any: the
// highest bid wins; among equal highest bids, the highest flag.
func (t *Tracker) decide(bids map[int]int) (winner int, tied []int) {
	top := -1
	for _, b := range bids {
		top = max(top, b)
	}
	winner = -1
	for _, f := range t.flags {
		i := t.index[scorer.NameKey(f)]
		if bids[i] != top {
			continue
		}
		if winner < 0 {
			winner = i
		} else {
			tied = append(tied, i)
		}
	}
	return winner, tied
}

func (t *Tracker) winNote(w int, tied []int, bid int) scorer.Note {
	name := t.zoos[w].name
	if len(tied) == 0 {
		return scorer.Note{Player: name, Rule: "zoosim.highest-bid", Auction: t.AuctionNumber(),
			Message: fmt.Sprintf("%s wins with the highest bid, %s", name, plural(bid, "coin"))}
	}
	var others []string
	for _, i := range tied {
		others = append(others, t.zoos[i].name+"'s")
	}
	return scorer.Note{Player: name, Rule: "zoosim.flag-tie", Auction: t.AuctionNumber(),
		Message: fmt.Sprintf("%s wins the tie at %s: his flag is above %s; his flag moves to the bottom", name, plural(bid, "coin"), scorer.JoinNames(others))}
}

// checkPlaced checks the winner's placement against the tile: exactly the
// tile's categories, each at least its half's stars and at most the half
// plus every star the winner already owns there. winner < 0 when the bids
// name no winner: the upper bound is then not checked.
func (t *Tracker) checkPlaced(tile Tile, p Placed, winner int) []scorer.Note {
	var out []scorer.Note
	who := ""
	if winner >= 0 {
		who = t.zoos[winner].name
	}
	add := func(rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: who, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	onTile := map[string]bool{}
	for _, h := range tile.Enclosures {
		onTile[h.Animal] = true
		got, ok := p.Enclosures[h.Animal]
		if !ok {
			add("zoosim.placed-categories", "the placement gives no value for the tile's %s half: give the stars of the enclosure it now belongs to", h.Animal)
			continue
		}
		if got < h.Stars {
			add("zoosim.placed-below-half", "the %s half (%s) is placed in an enclosure of %s; an enclosure is worth at least the half in it: give %d or more",
				h.Animal, plural(h.Stars, "star"), plural(got, "star"), h.Stars)
		} else if winner >= 0 {
			owned := t.zoos[winner].owned[h.Animal]
			if limit := h.Stars + owned; got > limit {
				add("zoosim.placed-above-owned", "the %s half (%s) is placed in an enclosure of %s, but with the %s %s already owns in %s it can reach at most %d: give %d or less",
					h.Animal, plural(h.Stars, "star"), plural(got, "star"), plural(owned, "star"), who, h.Animal, limit, limit)
			}
		}
	}
	for _, c := range sortedKeys(p.Enclosures) {
		if !onTile[c] {
			add("zoosim.placed-categories", "the placement names %q, which is not a half of this tile: give only the tile's categories", c)
		}
	}
	if p.Benches < 0 {
		add("zoosim.placed-benches", "the tile closed %d paths; a tile closes 0 paths or more: enter the closed paths", p.Benches)
	}
	return out
}

// Apply plays one auction: it checks everything, then decides the winner,
// takes his payment, places the tile, moves visitors and trees, and ends the
// year or the game when it is time. It returns every announcement. On a
// violation (scorer.Violations, Auction = this auction's number) the tracker
// is unchanged.
func (t *Tracker) Apply(a Auction) ([]scorer.Note, error) {
	v := t.checkOpen()
	v = append(v, checkTile(a.Tile)...)
	byZoo, bv := t.checkBids(a.Bids)
	v = append(v, bv...)
	winner, tied := -1, []int(nil)
	if len(bv) == 0 {
		winner, tied = t.decide(byZoo)
	}
	v = append(v, t.checkPlaced(a.Tile, a.Placed, winner)...)
	if len(v) > 0 {
		return nil, t.violations(v)
	}

	n := t.AuctionNumber()
	notes := []scorer.Note{t.winNote(winner, tied, byZoo[winner])}
	if len(tied) > 0 {
		t.moveFlagDown(t.zoos[winner].name)
	}
	notes = append(notes, t.pay(winner, byZoo[winner]))
	before := t.snapshot()
	notes = append(notes, t.place(winner, a.Tile, a.Placed)...)
	t.award()
	notes = append(notes, t.visitorNotes(before)...)
	notes = append(notes, t.treeNotes(before)...)
	t.auctions = append(t.auctions, cloneAuction(a))
	notes = append(notes, t.advance(a.Tile)...)
	for i := range notes {
		notes[i].Auction = n
	}
	t.notes = append(t.notes, notes...)
	return notes, nil
}

func cloneAuction(a Auction) Auction {
	c := a
	c.Tile.Enclosures = append([]Half(nil), a.Tile.Enclosures...)
	c.Bids = make(map[string]int, len(a.Bids))
	for k, v := range a.Bids {
		c.Bids[k] = v
	}
	c.Placed.Enclosures = make(map[string]int, len(a.Placed.Enclosures))
	for k, v := range a.Placed.Enclosures {
		c.Placed.Enclosures[k] = v
	}
	return c
}

func (t *Tracker) moveFlagDown(name string) {
	var flags []string
	for _, f := range t.flags {
		if f != name {
			flags = append(flags, f)
		}
	}
	t.flags = append(flags, name)
}

func (t *Tracker) pay(w, bid int) scorer.Note {
	z := t.zoos[w]
	z.coins -= bid
	return scorer.Note{Player: z.name, Rule: "zoosim.payment",
		Message: fmt.Sprintf("%s pays %s and has %s left; the others take their bids back", z.name, plural(bid, "coin"), plural(z.coins, "coin"))}
}

// place adds the tile to the winner's zoo. A best enclosure counts as
// reached in this auction only when it grows: an equal one elsewhere in the
// same zoo does not make the zoo's best newer.
func (t *Tracker) place(w int, tile Tile, p Placed) []scorer.Note {
	z := t.zoos[w]
	n := t.AuctionNumber()
	z.tiles++
	var parts []string
	for _, h := range tile.Enclosures {
		got := p.Enclosures[h.Animal]
		z.owned[h.Animal] += h.Stars
		old := z.best[h.Animal]
		desc := fmt.Sprintf("the %s half (%s) makes a new %s enclosure", h.Animal, plural(h.Stars, "star"), noun(h.Animal))
		if got > h.Stars {
			desc = fmt.Sprintf("the %s half (%s) joins a combined %s enclosure of %s", h.Animal, plural(h.Stars, "star"), noun(h.Animal), plural(got, "star"))
		}
		switch {
		case old == 0:
			desc += " (his first)"
		case got > old:
			desc += fmt.Sprintf(" (his best, up from %d)", old)
		default:
			desc += fmt.Sprintf(" (his best stays %d)", old)
		}
		if got > old {
			z.best[h.Animal] = got
			z.bestAt[h.Animal] = n
		}
		parts = append(parts, desc)
	}
	if tile.Bushes > 0 {
		z.bushes += tile.Bushes
		z.bushAt = n
		parts = append(parts, fmt.Sprintf("%s %s, %d in his zoo", plural(tile.Bushes, "bush"), isAre(tile.Bushes), z.bushes))
	}
	notes := []scorer.Note{{Player: z.name, Rule: "zoosim.placement",
		Message: fmt.Sprintf("%s places the tile: %s", z.name, strings.Join(parts, "; "))}}
	if p.Benches > 0 {
		z.benches += p.Benches
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.bench",
			Message: fmt.Sprintf("%s closes %s and gets %s; %s in his zoo for the rest of the game",
				z.name, plural(p.Benches, "path"), plural(p.Benches, "park bench"), plural(z.benches, "bench"))})
	}
	return notes
}

func isAre(n int) string {
	if n == 1 {
		return "is new"
	}
	return "are new"
}

// noun names a category in a sentence: "sea animals", "birds".
func noun(c string) string {
	if c == "sea" {
		return "sea animal"
	}
	return strings.TrimSuffix(c, "s")
}

// rival is one zoo's value in a contest for visitors or trees.
type rival struct {
	zoo, value, at int
}

// standings orders the zoos with a positive value: highest first, and on
// equal values the one that reached it later first.
func standings(values, ats []int) []rival {
	var out []rival
	for i, v := range values {
		if v > 0 {
			out = append(out, rival{zoo: i, value: v, at: ats[i]})
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].value != out[b].value {
			return out[a].value > out[b].value
		}
		return out[a].at > out[b].at
	})
	return out
}

func (t *Tracker) categoryStandings(c string) []rival {
	values, ats := make([]int, len(t.zoos)), make([]int, len(t.zoos))
	for i, z := range t.zoos {
		values[i], ats[i] = z.best[c], z.bestAt[c]
	}
	return standings(values, ats)
}

func (t *Tracker) bushStandings() []rival {
	values, ats := make([]int, len(t.zoos)), make([]int, len(t.zoos))
	for i, z := range t.zoos {
		values[i], ats[i] = z.bushes, z.bushAt
	}
	return standings(values, ats)
}

// award hands out every visitor and tree anew: per category 2 visitors to
// the best enclosure and 1 to the second, or 1 to a zoo alone in it; 2
// trees to the most bushes and 1 to the second.
func (t *Tracker) award() {
	for _, z := range t.zoos {
		z.visit = map[string]int{}
		z.trees = 0
	}
	for _, c := range Categories {
		r := t.categoryStandings(c)
		switch {
		case len(r) == 1:
			t.zoos[r[0].zoo].visit[c] = 1
		case len(r) >= 2:
			t.zoos[r[0].zoo].visit[c] = 2
			t.zoos[r[1].zoo].visit[c] = 1
		}
	}
	r := t.bushStandings()
	if len(r) >= 1 {
		t.zoos[r[0].zoo].trees = 2
	}
	if len(r) >= 2 {
		t.zoos[r[1].zoo].trees = 1
	}
}

// snap is what each zoo had before a tile: visitors per category, trees.
type snap struct {
	visit []map[string]int
	trees []int
}

func (t *Tracker) snapshot() snap {
	var s snap
	for _, z := range t.zoos {
		s.visit = append(s.visit, copyMap(z.visit))
		s.trees = append(s.trees, z.trees)
	}
	return s
}

// visitorNotes announces every change of visitors since the snapshot, per
// category, with the reason.
func (t *Tracker) visitorNotes(before snap) []scorer.Note {
	var notes []scorer.Note
	for _, c := range Categories {
		r := t.categoryStandings(c)
		word := strings.TrimSuffix(c, "s") + " visitor"
		var losers []string
		for i, z := range t.zoos {
			if z.visit[c] < before.visit[i][c] {
				losers = append(losers, z.name)
			}
		}
		for _, i := range gainersFirst(before.visit, t.zoos, c) {
			z := t.zoos[i]
			was, now := before.visit[i][c], z.visit[c]
			why := t.visitorReason(r, i, c)
			msg := changeText(z.name, word, was, now, losers)
			notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.visitors", Message: msg + ": " + why})
		}
	}
	return notes
}

// visitorReason says where zoo i's best enclosure of category c stands.
func (t *Tracker) visitorReason(r []rival, i int, c string) string {
	subject := fmt.Sprintf("his %ss (%s)", noun(c), plural(t.zoos[i].best[c], "star"))
	if len(r) == 1 {
		return fmt.Sprintf("%s are the only %ss in any zoo, which draws just 1 visitor", subject, noun(c))
	}
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case above != "":
		return fmt.Sprintf("%s tie %s's but are older, so %s", subject, above, ordinal(pos+1))
	case below != "":
		return fmt.Sprintf("%s tie %s's and are newer%s", subject, below, soPlace(pos))
	case pos == 0:
		return subject + " are the most attractive"
	}
	return fmt.Sprintf("%s are the %s most attractive", subject, ordinal(pos+1))
}

// treeReason says where zoo i's bushes stand.
func (t *Tracker) treeReason(r []rival, i int) string {
	subject := plural(t.zoos[i].bushes, "bush")
	pos := position(r, i)
	above, below := t.tied(r, pos)
	switch {
	case pos < 0:
		return "no bushes, no tree"
	case len(r) == 1:
		return subject + ", the only zoo with bushes"
	case above != "":
		return fmt.Sprintf("%s, as many as %s but reached earlier, so %s", subject, above, ordinal(pos+1))
	case below != "":
		return fmt.Sprintf("%s, as many as %s but reached later%s", subject, below, soPlace(pos))
	case pos == 0:
		return subject + ", the most"
	}
	return fmt.Sprintf("%s, the %s most", subject, ordinal(pos+1))
}

// tied names the zoo just above place pos with the same value (it reached
// it later and wins the tie) and the one just below (reached earlier).
func (t *Tracker) tied(r []rival, pos int) (above, below string) {
	if pos < 0 {
		return "", ""
	}
	if pos > 0 && r[pos-1].value == r[pos].value {
		above = t.zoos[r[pos-1].zoo].name
	}
	if pos+1 < len(r) && r[pos+1].value == r[pos].value {
		below = t.zoos[r[pos+1].zoo].name
	}
	return above, below
}

// soPlace adds the place when a won tie is not for first place.
func soPlace(pos int) string {
	if pos == 0 {
		return ""
	}
	return ", so " + ordinal(pos+1)
}

func position(r []rival, zoo int) int {
	for p, e := range r {
		if e.zoo == zoo {
			return p
		}
	}
	return -1
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return "fourth"
}

// changeText reads "Reiner takes 2 bird visitors from Alan and Klaus",
// "Alan keeps 1 of his 2 bird visitors", "Klaus loses his bird visitor".
func changeText(name, word string, was, now int, losers []string) string {
	switch {
	case now > was:
		from := ""
		if others := without(losers, name); len(others) > 0 {
			from = " from " + scorer.JoinNames(others)
		}
		switch {
		case was == 0:
			return fmt.Sprintf("%s takes %s%s", name, count(now, word), from)
		case now-was == 1:
			return fmt.Sprintf("%s takes another %s%s (%d in all)", name, word, from, now)
		}
		return fmt.Sprintf("%s takes %d more %ss%s (%d in all)", name, now-was, word, from, now)
	case now == 0 && was == 1:
		return fmt.Sprintf("%s loses his %s", name, word)
	case now == 0:
		return fmt.Sprintf("%s loses his %d %ss", name, was, word)
	}
	return fmt.Sprintf("%s keeps %d of his %d %ss", name, now, was, word)
}

// count reads "a tree", "2 trees", "2 bird visitors".
func count(n int, word string) string {
	if n == 1 && strings.IndexByte("aeiou", word[0]) >= 0 {
		return "an " + word
	}
	if n == 1 {
		return "a " + word
	}
	return plural(n, word)
}

// gainersFirst lists the zoos whose visitors of category c changed: those
// who gained first, then those who lost, each in the players' order.
func gainersFirst(before []map[string]int, zoos []*zoo, c string) []int {
	was, now := make([]int, len(zoos)), make([]int, len(zoos))
	for i, z := range zoos {
		was[i], now[i] = before[i][c], z.visit[c]
	}
	return changedGainersFirst(was, now)
}

func (t *Tracker) treeGainersFirst(before []int) []int {
	now := make([]int, len(t.zoos))
	for i, z := range t.zoos {
		now[i] = z.trees
	}
	return changedGainersFirst(before, now)
}

func changedGainersFirst(was, now []int) []int {
	var up, down []int
	for i := range was {
		switch {
		case now[i] > was[i]:
			up = append(up, i)
		case now[i] < was[i]:
			down = append(down, i)
		}
	}
	return append(up, down...)
}

func without(names []string, name string) []string {
	var out []string
	for _, n := range names {
		if n != name {
			out = append(out, n)
		}
	}
	return out
}

// treeNotes announces every change of trees since the snapshot.
func (t *Tracker) treeNotes(before snap) []scorer.Note {
	r := t.bushStandings()
	var losers []string
	for i, z := range t.zoos {
		if z.trees < before.trees[i] {
			losers = append(losers, z.name)
		}
	}
	var notes []scorer.Note
	for _, i := range t.treeGainersFirst(before.trees) {
		z := t.zoos[i]
		msg := changeText(z.name, "tree", before.trees[i], z.trees, losers)
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.trees", Message: msg + ": " + t.treeReason(r, i)})
	}
	return notes
}

// advance counts the auction into its year and, when the year is over,
// scores it, pays income, and ends the game after the last year or the
// last tile.
func (t *Tracker) advance(tile Tile) []scorer.Note {
	t.inYear++
	if tile.Bushes > 0 {
		t.bushTiles++
	}
	last := len(t.auctions) >= TileCount
	if !last && !t.yearOver() {
		return nil
	}
	notes := []scorer.Note{{Rule: "zoosim.year-end", Message: t.yearEndText()}}
	notes = append(notes, t.endYear()...)
	if last || t.year == Years {
		t.ended = true
		msg := fmt.Sprintf("the game ends after auction %d, the last of year %d", len(t.auctions), t.year)
		if t.year < Years {
			msg = fmt.Sprintf("all %d tiles are auctioned in year %d: the game ends after auction %d", TileCount, t.year, len(t.auctions))
		}
		return append(notes, scorer.Note{Rule: "zoosim.game-end", Message: msg})
	}
	t.year++
	t.inYear, t.bushTiles = 0, 0
	return notes
}

// yearOver reports whether the auction just played ends the current year
// (the last tile is handled by the caller).
func (t *Tracker) yearOver() bool {
	if t.variant == VariantProfessional {
		return t.year < Years && t.bushTiles >= BushTilesPerYear
	}
	return t.inYear >= AuctionsPerYear
}

func (t *Tracker) yearEndText() string {
	if t.variant == VariantProfessional && t.year < Years {
		return fmt.Sprintf("year %d ends after auction %d: it was the year's third tile with bushes (%s this year)", t.year, len(t.auctions), plural(t.inYear, "auction"))
	}
	if t.variant == VariantProfessional {
		return fmt.Sprintf("year %d ends after auction %d: every tile is auctioned", t.year, len(t.auctions))
	}
	return fmt.Sprintf("year %d ends after auction %d, its %s", t.year, len(t.auctions), ordinal5(t.inYear))
}

func ordinal5(n int) string {
	if n == 5 {
		return "fifth"
	}
	return ordinal(n)
}

// endYear scores the year for every zoo, then pays income.
func (t *Tracker) endYear() []scorer.Note {
	var notes []scorer.Note
	for _, z := range t.zoos {
		y := z.now()
		z.years = append(z.years, y)
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.score-year",
			Message: fmt.Sprintf("%s scores year %d: %s = %d x %d = %d", z.name, t.year, describeYear(y), y.Sum(), t.year, y.Sum()*t.year)})
	}
	for _, z := range t.zoos {
		z.coins += z.tiles
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.income",
			Message: fmt.Sprintf("%s takes %s income, 1 for each zoo tile bought (%d), and has %s", z.name, plural(z.tiles, "coin"), z.tiles, plural(z.coins, "coin"))})
	}
	return notes
}
