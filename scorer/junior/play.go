package junior

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Rule ids of tracking a game as it is played. They are added to Rules.
var playRules = []scorer.Rule{
	{ID: "junior.unknown-player", Source: srcCourse, Summary: "a take or bonus names a player of the game"},
	{ID: "junior.took-twice", Source: srcCourse, Summary: "each player takes exactly one truck per round"},
	{ID: "junior.wrong-round", Source: srcCourse, Summary: "an entry belongs to the round being played"},
	{ID: "junior.round-incomplete", Source: srcCourse, Summary: "a round ends only when every player has taken a truck"},
	{ID: "junior.empty-entry", Source: srcCourse, Summary: "an entry is a take or the mark of the last round"},
	{ID: "junior.take-size", Source: srcCourse, Summary: "a truck taken holds 1 to 3 tiles"},
	{ID: "junior.truck-size", Source: srcTwoPlayers, Summary: "with 2 players the trucks hold 1, 2 and 3 tiles: the two takes of a round differ in size"},
	{ID: "junior.unknown-tile", Source: srcComponents, Summary: "a tile is an animal kind or a landscape type"},
	{ID: "junior.fertile", Source: srcOffspring, Summary: "only animals are fertile, as \"male\" or \"female\""},
	{ID: "junior.destination", Source: srcEnclosures, Summary: "a tile goes to enclosure 1, 2 or 3 or to the barn"},
	{ID: "junior.enclosure-full", Source: srcEnclosures, Summary: "a full enclosure (6 tiles) takes no further tile"},
	{ID: "junior.one-kind-per-enclosure", Source: srcEnclosures, Summary: "an enclosure holds animals of one kind only"},
	{ID: "junior.fertile-supply", Source: srcOffspring, Summary: "each kind has 2 fertile females and 2 fertile males"},
	{ID: "junior.take", Source: srcCourse, Summary: "announcement: the tiles of a take and where they went"},
	{ID: "junior.offspring", Source: srcOffspring, Summary: "announcement: a fertile pair in one enclosure makes an offspring, to the barn when the enclosure is full"},
	{ID: "junior.no-offspring-left", Source: srcOffspring, Summary: "announcement: no offspring tile of the kind is left, so none is made"},
	{ID: "junior.bonus-earned", Source: srcSixTiles, Summary: "announcement: filling the last space of an enclosure gives one bonus action"},
	{ID: "junior.bonus-not-earned", Source: srcSixTiles, Summary: "a bonus action needs a take that filled an enclosure"},
	{ID: "junior.bonus-used", Source: srcSixTiles, Summary: "one bonus action per take; bonus actions do not chain"},
	{ID: "junior.bonus-action", Source: srcSixTiles, Summary: "a bonus action is \"take\" or \"discard\""},
	{ID: "junior.bonus-from", Source: srcSixTiles, Summary: "a take-over names an opponent; a discard is from one's own barn"},
	{ID: "junior.bonus-destination", Source: srcSixTiles, Summary: "a taken-over tile goes into an enclosure; a discard goes nowhere"},
	{ID: "junior.bonus-tile-not-in-barn", Source: srcSixTiles, Summary: "a bonus action moves a tile that really is in that barn"},
	{ID: "junior.bonus-take", Source: srcSixTiles, Summary: "announcement: a tile taken over from an opponent's barn"},
	{ID: "junior.bonus-discard", Source: srcSixTiles, Summary: "announcement: a tile discarded from the barn"},
	{ID: "junior.bonus-no-chain", Source: srcSixTiles, Summary: "announcement: filling an enclosure by a bonus action gives no further bonus"},
	{ID: "junior.last-round", Source: srcEnd, Summary: "announcement: the first tile of the end pile makes this round the last"},
	{ID: "junior.last-round-marked", Source: srcEnd, Summary: "the last round is marked once"},
	{ID: "junior.game-end", Source: srcEnd, Summary: "announcement: every player took in the last round: the game is over"},
	{ID: "junior.game-over", Source: srcEnd, Summary: "nothing is entered after the end of the game"},
	{ID: "junior.game-in-progress", Source: srcEnd, Summary: "warning: the game has not ended yet; the score is the score so far"},
}

func init() { Rules = append(Rules, playRules...) }

// Dest is where a tile goes: enclosure 1, 2 or 3, or the barn. In JSON it is
// the number 1, 2 or 3 or the string "barn".
type Dest struct {
	Enclosure int
	Barn      bool
}

// MarshalJSON writes the enclosure number or "barn".
func (d Dest) MarshalJSON() ([]byte, error) {
	if d.Barn {
		return []byte(`"barn"`), nil
	}
	return json.Marshal(d.Enclosure)
}

// UnmarshalJSON reads 1, 2, 3 or "barn"; anything else is an error, which
// scorer.Decode reports as an InputError.
func (d *Dest) UnmarshalJSON(data []byte) error {
	var n int
	if err := json.Unmarshal(data, &n); err == nil && n >= 1 && n <= MaxEnclosures {
		*d = Dest{Enclosure: n}
		return nil
	}
	var s string
	if err := json.Unmarshal(data, &s); err == nil && s == "barn" {
		*d = Dest{Barn: true}
		return nil
	}
	return fmt.Errorf(`"to" is %s but must be 1, 2, 3 or "barn"`, data)
}

func (d Dest) valid() bool { return d.Barn || (d.Enclosure >= 1 && d.Enclosure <= MaxEnclosures) }

func (d Dest) String() string {
	if d.Barn {
		return "the barn"
	}
	return fmt.Sprintf("enclosure %d", d.Enclosure)
}

// Tile is one tile of a take: an animal kind or a landscape type, Fertile
// "male" or "female" for a fertile animal, and where it went.
type Tile struct {
	Tile    string `json:"tile"`
	Fertile string `json:"fertile,omitempty"`
	To      Dest   `json:"to"`
}

// Bonus is the bonus action of a take that filled an enclosure.
//
// Action "take" moves a tile from the barn of player From into the enclosure
// To of the taker; action "discard" removes a tile from the taker's own barn
// (From empty or the taker, To absent). The tile is named by Tile (kind or
// landscape), Fertile ("male"/"female" for a fertile animal) and Offspring
// (true for an offspring tile, which is never fertile): together they must
// match a tile really in that barn.
type Bonus struct {
	Action    string `json:"action"`
	From      string `json:"from,omitempty"`
	Tile      string `json:"tile"`
	Fertile   string `json:"fertile,omitempty"`
	Offspring bool   `json:"offspring,omitempty"`
	To        *Dest  `json:"to,omitempty"`
}

// Take is one player's truck: its tiles in the order placed, and the bonus
// action if any. A take without tiles but with a bonus is the bonus action of
// the same player's take just before it, entered separately (the
// interactive flow asks for the bonus after the tiles; see CanBonus).
type Take struct {
	Player string `json:"player"`
	Tiles  []Tile `json:"tiles"`
	Bonus  *Bonus `json:"bonus,omitempty"`
}

// Round lists the takes of one round in the order they happened. Last marks
// the round in which the first tile of the end pile was drawn.
type Round struct {
	Last  bool   `json:"last,omitempty"`
	Takes []Take `json:"takes"`
}

// Script is a played game as entered: the players in seating order and the
// rounds.
type Script struct {
	Players []string `json:"players"`
	Rounds  []Round  `json:"rounds"`
}

// Entry is one stored step of a tracked game: a take, or the mark that this
// round is the last. Round is 1-based; 0 means the round being played.
type Entry struct {
	Round int   `json:"round"`
	Take  *Take `json:"take,omitempty"`
	Last  bool  `json:"last,omitempty"`
}

// ParseScript reads a Script from JSON strictly (see scorer.Decode) and trims
// the names.
func ParseScript(data []byte) (Script, error) {
	var s Script
	if err := scorer.Decode(data, &s); err != nil {
		return Script{}, err
	}
	for i := range s.Players {
		s.Players[i] = strings.TrimSpace(s.Players[i])
	}
	for i := range s.Rounds {
		for j := range s.Rounds[i].Takes {
			tk := &s.Rounds[i].Takes[j]
			tk.Player = strings.TrimSpace(tk.Player)
			if tk.Bonus != nil {
				tk.Bonus.From = strings.TrimSpace(tk.Bonus.From)
			}
		}
	}
	return s, nil
}

// Entries flattens the script into entries, in order: per round the last
// mark first (it only says the round is the last), then the takes.
func (s Script) Entries() []Entry {
	var out []Entry
	for i, r := range s.Rounds {
		if r.Last {
			out = append(out, Entry{Round: i + 1, Last: true})
		}
		for j := range r.Takes {
			tk := r.Takes[j]
			out = append(out, Entry{Round: i + 1, Take: &tk})
		}
	}
	return out
}

// WithEntries returns the script with the same players and its rounds
// rebuilt from the entries. Entries with round 0 go to the latest round.
func (s Script) WithEntries(entries []Entry) Script {
	out := Script{Players: append([]string(nil), s.Players...), Rounds: []Round{}}
	for _, e := range entries {
		r := e.Round
		if r <= 0 {
			r = max(len(out.Rounds), 1)
		}
		for len(out.Rounds) < r {
			out.Rounds = append(out.Rounds, Round{Takes: []Take{}})
		}
		if e.Last {
			out.Rounds[r-1].Last = true
		}
		if e.Take != nil {
			out.Rounds[r-1].Takes = append(out.Rounds[r-1].Takes, *e.Take)
		}
	}
	return out
}

// tileKey names a tile in a barn or in the supply.
type tileKey struct {
	Tile      string
	Fertile   string
	Offspring bool
}

func (k tileKey) String() string {
	switch {
	case k.Offspring:
		return k.Tile + " offspring"
	case k.Fertile != "":
		return "fertile " + k.Fertile + " " + k.Tile
	}
	return k.Tile
}

// pen is one enclosure being filled. Free counts the fertile animals that
// have not mated yet, per sex.
type pen struct {
	kind       string
	animals    int
	offspring  int
	landscapes []string
	free       map[string]int
}

func (p pen) tiles() int { return p.animals + len(p.landscapes) }

type zooState struct {
	name  string
	pens  [MaxEnclosures]pen
	barn  map[tileKey]int
	taken int // tiles of this round's take; 0 when not taken yet
}

// Tracker follows a game of Zooloretto Junior entry by entry and applies the
// rules: placement, offspring, bonus actions, rounds and the end.
type Tracker struct {
	zoos      []zooState
	round     int
	last      bool
	ended     bool
	kinds     []string        // kinds in play, in order of arrival
	drawn     map[tileKey]int // tiles drawn from the supply
	born      map[string]int  // offspring made, per kind
	bonusOpen int             // player whose last take earned an unused bonus, or -1
	bonusUsed int             // player whose last take used its bonus, or -1
	bonusRnd  int             // round of that take
	entries   []Entry
	notes     []scorer.Note
}

// NewTracker starts a game with the players in seating order. It returns
// scorer.Violations for a bad player list.
func NewTracker(players []string) (*Tracker, error) {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = strings.TrimSpace(p)
	}
	if v := scorer.CheckNames(Game, names, MinPlayers, MaxPlayers); len(v) > 0 {
		return nil, scorer.Violations(scorer.Collapse(v))
	}
	t := &Tracker{round: 1, drawn: map[tileKey]int{}, born: map[string]int{}, bonusOpen: -1, bonusUsed: -1}
	for _, n := range names {
		z := zooState{name: n, barn: map[tileKey]int{}}
		for i := range z.pens {
			z.pens[i].free = map[string]int{}
		}
		t.zoos = append(t.zoos, z)
	}
	return t, nil
}

func (t *Tracker) clone() *Tracker {
	c := *t
	c.zoos = make([]zooState, len(t.zoos))
	for i, z := range t.zoos {
		nz := z
		nz.barn = copyMap(z.barn)
		for j, p := range z.pens {
			nz.pens[j].landscapes = append([]string(nil), p.landscapes...)
			nz.pens[j].free = copyMap(p.free)
		}
		c.zoos[i] = nz
	}
	c.kinds = append([]string(nil), t.kinds...)
	c.drawn = copyMap(t.drawn)
	c.born = copyMap(t.born)
	c.entries = append([]Entry(nil), t.entries...)
	c.notes = append([]scorer.Note(nil), t.notes...)
	return &c
}

func copyMap[K comparable](m map[K]int) map[K]int {
	out := make(map[K]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// Round is the round being played (the next take belongs to it).
func (t *Tracker) Round() int { return t.round }

// Ended reports whether the game is over.
func (t *Tracker) Ended() bool { return t.ended }

// KindsInPlay lists the animal kinds seen so far, in the order of the kind
// list, and whether they are all the kinds this number of players uses, so
// that no other kind can come.
func (t *Tracker) KindsInPlay() (kinds []string, complete bool) {
	for _, k := range Kinds {
		if indexOf(t.kinds, k) >= 0 {
			kinds = append(kinds, k)
		}
	}
	return kinds, len(kinds) >= KindsInPlay[len(t.zoos)]
}

// CanBonus reports whether the last take filled an enclosure and its bonus
// action was not used yet: a take without tiles carrying the bonus may follow.
func (t *Tracker) CanBonus() bool { return t.bonusOpen >= 0 }

// ToTake lists the players still to take in this round, in seating order
// from the player who took the last truck of the round before (Junior rules,
// End of a round).
func (t *Tracker) ToTake() []string {
	var out []string
	if t.ended {
		return out
	}
	start := t.roundStarter()
	for i := range t.zoos {
		if z := t.zoos[(start+i)%len(t.zoos)]; z.taken == 0 {
			out = append(out, z.name)
		}
	}
	return out
}

// roundStarter is the seat of the last taker of the round before, 0 in the
// first round. A bonus entered on its own is not a truck taken.
func (t *Tracker) roundStarter() int {
	for i := len(t.entries) - 1; i >= 0; i-- {
		e := t.entries[i]
		if e.Round == t.round-1 && e.Take != nil && len(e.Take.Tiles) > 0 {
			if seat := t.player(e.Take.Player); seat >= 0 {
				return seat
			}
		}
	}
	return 0
}

// Script gives everything entered so far.
func (t *Tracker) Script() Script {
	return Script{Players: t.names()}.WithEntries(t.entries)
}

func (t *Tracker) names() []string {
	out := make([]string, len(t.zoos))
	for i, z := range t.zoos {
		out[i] = z.name
	}
	return out
}

func (t *Tracker) player(name string) int {
	for i, z := range t.zoos {
		if scorer.NameKey(z.name) == scorer.NameKey(name) {
			return i
		}
	}
	return -1
}

// Input gives the zoos now, in the scoring input shape.
func (t *Tracker) Input() Input {
	var in Input
	for _, z := range t.zoos {
		zoo := Zoo{Name: z.name, Barn: Barn{Animals: map[string]int{}, Offspring: map[string]int{}, Landscapes: map[string]int{}}}
		for _, p := range z.pens {
			zoo.Enclosures = append(zoo.Enclosures, Enclosure{Animal: p.kind, Animals: p.animals, Offspring: p.offspring,
				Landscapes: append([]string{}, p.landscapes...)})
		}
		for k, n := range z.barn {
			switch {
			case n == 0:
			case isLandscape(k.Tile):
				zoo.Barn.Landscapes[k.Tile] += n
			case k.Offspring:
				zoo.Barn.Offspring[k.Tile] += n
				zoo.Barn.Animals[k.Tile] += n
			default:
				zoo.Barn.Animals[k.Tile] += n
			}
		}
		in.Players = append(in.Players, zoo)
	}
	return in
}

// Result scores the zoos now and adds every announcement as a decision. A
// game not ended yet carries the junior.game-in-progress warning.
func (t *Tracker) Result() (scorer.Result, error) {
	res, err := Score(t.Input())
	if err != nil {
		return scorer.Result{}, err
	}
	res.Decisions = append(append([]scorer.Note{}, t.notes...), res.Decisions...)
	res.Status = scorer.StatusFinished
	if !t.ended {
		// A player who has not taken yet has an empty zoo: no news.
		kept := []scorer.Note{}
		for _, w := range res.Warnings {
			if w.Rule != "junior.empty-zoo" {
				kept = append(kept, w)
			}
		}
		res.Warnings = kept
		res.Status = scorer.StatusInProgress
		res.Warnings = append(res.Warnings, scorer.Note{Rule: "junior.game-in-progress", Round: t.round,
			Message: fmt.Sprintf("the game is still in round %d (to take: %s): the score is the score so far", t.round, scorer.JoinNames(t.ToTake()))})
	}
	return res, nil
}

// Apply enters one step and returns its announcements. On error (a
// scorer.Violations listing every broken rule, with Round set) the tracker is
// unchanged.
func (t *Tracker) Apply(e Entry) ([]scorer.Note, error) {
	c := t.clone()
	if e.Round == 0 {
		e.Round = c.round
		if e.Take != nil && len(e.Take.Tiles) == 0 && e.Take.Bonus != nil && c.bonusOpen >= 0 {
			e.Round = c.bonusRnd
		}
	}
	s := &step{t: c, round: e.Round}
	s.apply(e)
	if len(s.violations) > 0 {
		for i := range s.violations {
			s.violations[i].Round = e.Round
		}
		return nil, scorer.Violations(scorer.Collapse(s.violations))
	}
	for i := range s.notes {
		s.notes[i].Round = e.Round
	}
	c.entries = append(c.entries, e)
	c.notes = append(c.notes, s.notes...)
	*t = *c
	return s.notes, nil
}

// step is one entry being applied to a copy of the tracker.
type step struct {
	t          *Tracker
	round      int
	notes      []scorer.Note
	violations []scorer.Note
}

func (s *step) fail(player, rule, format string, args ...any) {
	s.violations = append(s.violations, scorer.Note{Player: player, Rule: rule, Message: fmt.Sprintf(format, args...)})
}

func (s *step) say(player, rule, format string, args ...any) {
	s.notes = append(s.notes, scorer.Note{Player: player, Rule: rule, Message: fmt.Sprintf(format, args...)})
}

func (s *step) apply(e Entry) {
	t := s.t
	if e.Take == nil && !e.Last {
		s.fail("", "junior.empty-entry", "the entry holds neither a take nor the mark of the last round: give one")
		return
	}
	if e.Take != nil && len(e.Take.Tiles) == 0 && e.Take.Bonus != nil {
		s.lateBonus(*e.Take)
		return
	}
	if t.ended {
		s.fail("", "junior.game-over", "the game is over: every player took in the last round; nothing more can be entered")
		return
	}
	if e.Round != t.round {
		s.fail("", "junior.wrong-round", "the entry is for round %d but round %d is being played (to take: %s): enter it in round %d",
			e.Round, t.round, scorer.JoinNames(t.ToTake()), t.round)
		return
	}
	if e.Last {
		if t.last {
			s.fail("", "junior.last-round-marked", "round %d is already marked as the last: mark it once", t.round)
		} else {
			t.last = true
			s.say("", "junior.last-round", "the first tile of the end pile was drawn: the game ends after this round, once %s %s taken", scorer.JoinNames(t.ToTake()), hasHave(len(t.ToTake())))
		}
	}
	if e.Take != nil {
		s.take(*e.Take)
	}
}

func (s *step) take(tk Take) {
	t := s.t
	p := t.player(tk.Player)
	if p < 0 {
		s.fail(tk.Player, "junior.unknown-player", "%q is not a player of this game (%s): use one of their names", tk.Player, scorer.JoinNames(t.names()))
		return
	}
	z := &t.zoos[p]
	who := z.name
	if z.taken > 0 {
		s.fail(who, "junior.took-twice", "%s already took a truck in round %d; each player takes once per round: enter the next round's takes after %s",
			who, t.round, scorer.JoinNames(t.ToTake()))
	}
	n := len(tk.Tiles)
	if n < 1 || n > 3 {
		s.fail(who, "junior.take-size", "the take holds %d tiles; a truck taken holds 1 to 3: list its tiles", n)
	}
	if len(t.zoos) == 2 && n > 0 {
		other := t.zoos[1-p]
		if other.taken == n {
			s.fail(who, "junior.truck-size", "%s already took the %d-tile truck this round; with 2 players the trucks hold 1, 2 and 3 tiles: check the tiles of both takes",
				other.name, n)
		}
	}
	before := penSizes(z)
	var placed []string
	for i, tile := range tk.Tiles {
		if s.drawTile(p, i+1, tile) {
			placed = append(placed, describeTile(tile))
		}
	}
	if len(s.violations) > 0 {
		return
	}
	z.taken = n
	s.sayFirst(who, "junior.take", "%s takes %s: %s", who, tiles(n, "tile"), strings.Join(placed, "; "))
	filled := filledPens(before, z)
	t.bonusOpen, t.bonusUsed, t.bonusRnd = -1, -1, t.round
	if len(filled) > 0 {
		s.say(who, "junior.bonus-earned", "%s filled %s: one bonus action (take over a tile from an opponent's barn, or discard one from the own barn)",
			who, joinPens(filled))
	}
	switch {
	case tk.Bonus != nil && len(filled) == 0:
		s.fail(who, "junior.bonus-not-earned", "the take filled no enclosure, so it gives no bonus action: remove the bonus")
	case tk.Bonus != nil:
		s.bonus(p, *tk.Bonus)
		t.bonusUsed = p
	case len(filled) > 0:
		t.bonusOpen = p
	}
	if len(s.violations) == 0 {
		s.endOfTake()
	}
}

// sayFirst puts an announcement before the ones the take made so far (the
// offspring), so that they read in order.
func (s *step) sayFirst(player, rule, format string, args ...any) {
	n := scorer.Note{Player: player, Rule: rule, Message: fmt.Sprintf(format, args...)}
	s.notes = append([]scorer.Note{n}, s.notes...)
}

func (s *step) endOfTake() {
	t := s.t
	if len(t.ToTake()) > 0 {
		return
	}
	if t.last {
		t.ended = true
		s.say("", "junior.game-end", "every player took a truck in the last round: the game is over")
		return
	}
	t.round++
	for i := range t.zoos {
		t.zoos[i].taken = 0
	}
}

func (s *step) lateBonus(tk Take) {
	t := s.t
	p := t.player(tk.Player)
	if p < 0 {
		s.fail(tk.Player, "junior.unknown-player", "%q is not a player of this game (%s): use one of their names", tk.Player, scorer.JoinNames(t.names()))
		return
	}
	who := t.zoos[p].name
	switch {
	case t.bonusUsed == p:
		s.fail(who, "junior.bonus-used", "%s already used the bonus action of this take; one per take, and bonus actions do not chain: remove the second bonus", who)
		return
	case t.bonusOpen != p:
		s.fail(who, "junior.bonus-not-earned", "%s's last take filled no enclosure (or another take came after it), so there is no bonus action to use: remove the bonus", who)
		return
	}
	if s.round != t.bonusRnd {
		s.fail(who, "junior.wrong-round", "the bonus belongs to the take of round %d, not round %d: enter it in round %d", t.bonusRnd, s.round, t.bonusRnd)
		return
	}
	s.bonus(p, *tk.Bonus)
	t.bonusOpen, t.bonusUsed = -1, p
}

func penSizes(z *zooState) [MaxEnclosures]int {
	var out [MaxEnclosures]int
	for i, p := range z.pens {
		out[i] = p.tiles()
	}
	return out
}

func filledPens(before [MaxEnclosures]int, z *zooState) []int {
	var out []int
	for i, p := range z.pens {
		if before[i] < EnclosureSize && p.tiles() >= EnclosureSize {
			out = append(out, i+1)
		}
	}
	return out
}

func joinPens(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprintf("enclosure %d", n)
	}
	return scorer.JoinNames(parts)
}

func describeTile(tile Tile) string {
	k := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	return fmt.Sprintf("%s to %s", article(k.String()), tile.To)
}

func article(s string) string {
	if strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// checkName checks the tile's name and fertility; it reports whether the
// tile is usable.
func (s *step) checkName(who, where string, tile, fertile string, offspring bool) bool {
	switch {
	case !isKind(tile) && !isLandscape(tile):
		s.fail(who, "junior.unknown-tile", "%s: %q is neither an animal (%s) nor a landscape (%s): correct the name",
			where, tile, strings.Join(Kinds, ", "), strings.Join(Landscapes, ", "))
		return false
	case fertile != "" && fertile != "male" && fertile != "female":
		s.fail(who, "junior.fertile", "%s: fertile is %q but must be \"male\" or \"female\" (or left out): correct it", where, fertile)
		return false
	case fertile != "" && (isLandscape(tile) || offspring):
		s.fail(who, "junior.fertile", "%s: a %s is never fertile: leave out \"fertile\"", where, map[bool]string{true: "offspring", false: "landscape"}[offspring])
		return false
	case offspring && isLandscape(tile):
		s.fail(who, "junior.fertile", "%s: a landscape is no offspring: leave out \"offspring\"", where)
		return false
	}
	return true
}

// drawTile places a tile of a take, drawn from the supply. It reports
// whether the tile was placed.
func (s *step) drawTile(p, i int, tile Tile) bool {
	t := s.t
	who := t.zoos[p].name
	where := fmt.Sprintf("tile %d", i)
	if !s.checkName(who, where, tile.Tile, tile.Fertile, false) {
		return false
	}
	ok := s.checkSupply(who, where, tile)
	if !tile.To.valid() {
		s.fail(who, "junior.destination", "%s: the destination is missing or wrong: give 1, 2, 3 or \"barn\"", where)
		return false
	}
	if !ok {
		return false
	}
	key := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	t.drawn[key]++
	if isKind(tile.Tile) && indexOf(t.kinds, tile.Tile) < 0 {
		t.kinds = append(t.kinds, tile.Tile)
	}
	if tile.To.Barn {
		t.zoos[p].barn[key]++
		return true
	}
	return s.intoPen(p, tile.To.Enclosure, key, where)
}

// checkSupply checks that the tile is still in the game's supply and that
// its kind may come into play.
func (s *step) checkSupply(who, where string, tile Tile) bool {
	t := s.t
	key := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	limit, what := TilesPerKind-2*FertilePerSex, "animal tiles that are not fertile"
	rule := "junior.animal-supply"
	switch {
	case isLandscape(tile.Tile):
		limit, what, rule = TilesPerLandscape, "tiles", "junior.landscape-supply"
	case tile.Fertile != "":
		limit, what, rule = FertilePerSex, "fertile "+tile.Fertile+"s", "junior.fertile-supply"
	}
	ok := true
	if t.drawn[key] >= limit {
		s.fail(who, rule, "%s: a %s was drawn, but the game has only %d %s %s and all are in play: check the tile", where, key, limit, tile.Tile, what)
		ok = false
	}
	if isKind(tile.Tile) && indexOf(t.kinds, tile.Tile) < 0 && len(t.kinds) >= KindsInPlay[len(t.zoos)] {
		s.fail(who, "junior.kinds-in-play", "%s: a %s would be kind number %d, but a %d-player game uses %d kinds (%s): check the tile",
			where, tile.Tile, len(t.kinds)+1, len(t.zoos), KindsInPlay[len(t.zoos)], strings.Join(t.kinds, ", "))
		ok = false
	}
	return ok
}

// intoPen puts a tile into enclosure n of player p following the placement
// rules, and makes an offspring when a fertile pair meets.
func (s *step) intoPen(p, n int, key tileKey, where string) bool {
	z := &s.t.zoos[p]
	pn := &z.pens[n-1]
	ok := true
	if pn.tiles() >= EnclosureSize {
		s.fail(z.name, "junior.enclosure-full", "%s: enclosure %d is full (%d tiles): put the %s elsewhere or into the barn", where, n, EnclosureSize, key)
		ok = false
	}
	if isKind(key.Tile) && pn.kind != "" && pn.animals > 0 && pn.kind != key.Tile {
		s.fail(z.name, "junior.one-kind-per-enclosure", "%s: enclosure %d holds %s; an enclosure holds one kind: put the %s elsewhere or into the barn",
			where, n, plural(pn.kind), key)
		ok = false
	}
	if !ok {
		return false
	}
	if isLandscape(key.Tile) {
		pn.landscapes = append(pn.landscapes, key.Tile)
		return true
	}
	pn.kind = key.Tile
	pn.animals++
	if key.Offspring {
		pn.offspring++
	}
	if key.Fertile != "" {
		s.mate(p, n, key)
	}
	return true
}

func partner(sex string) string {
	if sex == "male" {
		return "female"
	}
	return "male"
}

// mate pairs a fertile animal just put into enclosure n with a partner there
// that has not mated yet; each fertile animal mates once.
func (s *step) mate(p, n int, key tileKey) {
	t := s.t
	z := &t.zoos[p]
	pn := &z.pens[n-1]
	if pn.free[partner(key.Fertile)] == 0 {
		pn.free[key.Fertile]++
		return
	}
	if t.born[key.Tile] >= OffspringPerKind {
		// Unreachable with 2 fertile animals of each sex, kept as a guard.
		pn.free[key.Fertile]++
		s.say(z.name, "junior.no-offspring-left", "%s's %s pair in enclosure %d would have an offspring, but no %s offspring tile is left", z.name, key.Tile, n, key.Tile)
		return
	}
	pn.free[partner(key.Fertile)]--
	t.born[key.Tile]++
	off := tileKey{Tile: key.Tile, Offspring: true}
	if pn.tiles() < EnclosureSize {
		pn.animals++
		pn.offspring++
		s.say(z.name, "junior.offspring", "%s's %s pair has an offspring: it joins enclosure %d", z.name, key.Tile, n)
		return
	}
	z.barn[off]++
	s.say(z.name, "junior.offspring", "%s's %s pair has an offspring: it goes to the barn, enclosure %d is full", z.name, key.Tile, n)
}

// bonus carries out the bonus action of player p.
func (s *step) bonus(p int, b Bonus) {
	who := s.t.zoos[p].name
	key := tileKey{Tile: b.Tile, Fertile: b.Fertile, Offspring: b.Offspring}
	switch b.Action {
	case "take":
		s.bonusTake(p, b, key)
	case "discard":
		if b.From != "" && s.t.player(b.From) != p {
			s.fail(who, "junior.bonus-from", "a discard removes a tile from %s's own barn, not from %s: leave out \"from\" or take over the tile instead", who, b.From)
		}
		if b.To != nil {
			s.fail(who, "junior.bonus-destination", "a discarded tile leaves the game: leave out \"to\"")
		}
		if !s.checkName(who, "bonus", b.Tile, b.Fertile, b.Offspring) || len(s.violations) > 0 {
			return
		}
		z := &s.t.zoos[p]
		if z.barn[key] == 0 {
			s.fail(who, "junior.bonus-tile-not-in-barn", "%s's barn holds no %s (it holds %s): discard a tile that is there", who, key, barnList(z.barn))
			return
		}
		z.barn[key]--
		s.say(who, "junior.bonus-discard", "%s discards %s from the barn", who, article(key.String()))
	default:
		s.fail(who, "junior.bonus-action", "the bonus action is %q but must be \"take\" (from an opponent's barn) or \"discard\" (from the own barn)", b.Action)
	}
}

func (s *step) bonusTake(p int, b Bonus, key tileKey) {
	who := s.t.zoos[p].name
	from := s.t.player(b.From)
	switch {
	case b.From == "" || from < 0:
		s.fail(who, "junior.bonus-from", "a take-over names the opponent whose barn the tile comes from; %q is not one: use one of %s", b.From, scorer.JoinNames(s.t.names()))
	case from == p:
		s.fail(who, "junior.bonus-from", "a take-over takes from an opponent's barn, not %s's own: name an opponent, or discard instead", who)
	}
	if b.To == nil || b.To.Barn || !b.To.valid() {
		s.fail(who, "junior.bonus-destination", "a taken-over tile goes into one of %s's enclosures: give \"to\" as 1, 2 or 3", who)
	}
	if !s.checkName(who, "bonus", b.Tile, b.Fertile, b.Offspring) || len(s.violations) > 0 {
		return
	}
	src := &s.t.zoos[from]
	if src.barn[key] == 0 {
		s.fail(who, "junior.bonus-tile-not-in-barn", "%s's barn holds no %s (it holds %s): take over a tile that is there", src.name, key, barnList(src.barn))
		return
	}
	before := penSizes(&s.t.zoos[p])
	src.barn[key]--
	s.say(who, "junior.bonus-take", "%s takes over %s from %s's barn into enclosure %d", who, article(key.String()), src.name, b.To.Enclosure)
	if !s.intoPen(p, b.To.Enclosure, key, "bonus") {
		return
	}
	if filled := filledPens(before, &s.t.zoos[p]); len(filled) > 0 {
		s.say(who, "junior.bonus-no-chain", "%s filled %s with the bonus action: bonus actions do not chain, so there is no further bonus", who, joinPens(filled))
	}
}

func barnList(barn map[tileKey]int) string {
	var parts []string
	for _, k := range Kinds {
		for _, key := range []tileKey{{Tile: k}, {Tile: k, Fertile: "female"}, {Tile: k, Fertile: "male"}, {Tile: k, Offspring: true}} {
			if n := barn[key]; n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", n, key))
			}
		}
	}
	for _, l := range Landscapes {
		if n := barn[tileKey{Tile: l}]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, l))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// Play replays a whole script. Illegal entries are skipped (the tracker goes
// on without them) and every violation is collected, with its round; they are
// returned together as scorer.Violations along with the tracker so far.
func Play(s Script) (*Tracker, error) {
	t, err := NewTracker(s.Players)
	if err != nil {
		return nil, err
	}
	var all scorer.Violations
	tried := map[string]bool{} // players with a take entered in the round being played, legal or not
	for i, r := range s.Rounds {
		round := i + 1
		if !t.ended && t.round < round {
			all = append(all, t.skipTo(round, tried)...)
		}
		if t.round == round {
			tried = map[string]bool{}
		}
		var entries []Entry
		if r.Last {
			entries = append(entries, Entry{Round: round, Last: true})
		}
		for j := range r.Takes {
			tk := r.Takes[j]
			entries = append(entries, Entry{Round: round, Take: &tk})
		}
		for _, e := range entries {
			if e.Take != nil {
				tried[scorer.NameKey(e.Take.Player)] = true
			}
			if _, err := t.Apply(e); err != nil {
				if v, ok := err.(scorer.Violations); ok {
					all = append(all, v...)
				} else {
					return t, err
				}
			}
		}
	}
	if len(all) > 0 {
		return t, scorer.Violations(scorer.Collapse(all))
	}
	return t, nil
}

// skipTo ends the unfinished round as if its missing takes had been made, so
// that replaying a script with a rejected take goes on with the later rounds
// instead of rejecting them all. It reports the players who have no take at
// all in that round (a rejected take was reported already).
func (t *Tracker) skipTo(round int, tried map[string]bool) []scorer.Note {
	var missing []string
	for _, n := range t.ToTake() {
		if !tried[scorer.NameKey(n)] {
			missing = append(missing, n)
		}
	}
	var notes []scorer.Note
	if len(missing) > 0 {
		notes = append(notes, scorer.Note{Rule: "junior.round-incomplete", Round: t.round,
			Message: fmt.Sprintf("round %d has no take by %s, but the script goes on with round %d: every player takes once per round; add their takes",
				t.round, scorer.JoinNames(missing), round)})
	}
	if t.last {
		t.ended = true
		return notes
	}
	t.round = round
	for i := range t.zoos {
		t.zoos[i].taken = 0
	}
	t.bonusOpen = -1
	return notes
}

func hasHave(n int) string {
	if n == 1 {
		return "has"
	}
	return "have"
}
