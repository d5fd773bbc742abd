package junior

import (
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// tileKey names a tile in a barn or in the supply.
type tileKey struct {
	Tile      string
	Fertile   string
	Offspring bool
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
	first int // the first zoo whose name has the same scorer.NameKey (itself, names being checked)
	key   string
	pens  [MaxEnclosures]pen
	barn  map[tileKey]int
	taken int // tiles of this round's take; 0 when not taken yet
	truck int // the truck that take named (its boxes), 0 when it named none
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
	drawnAll  int             // the tiles of drawn together
	born      map[string]int  // offspring made, per kind
	bonusOpen int             // player whose last take earned an unused bonus, or -1
	bonusUsed int             // player whose last take used its bonus, or -1
	bonusRnd  int             // round of that take
	leftLeast int             // fewest tiles left on trucks nobody took (2 players), in rounds ended
	leftMost  int             // most tiles left on trucks nobody took (2 players), in rounds ended
	entries   []Entry
	notes     []scorer.Note
	room      *zoosRoom // room for the next entry's copy of zoos (share), reused
}

// zoosRoom is where a tracker makes each entry's copy of its zoos. Only its
// owner uses it: a copy of the tracker (clone) makes its own.
type zoosRoom struct {
	owner *Tracker
	zoos  []zooState
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
	for i, n := range names {
		z := zooState{name: n, key: scorer.NameKey(n), first: i, barn: map[tileKey]int{}}
		for j := range t.zoos {
			if t.zoos[j].key == z.key {
				z.first = j
				break
			}
		}
		for i := range z.pens {
			z.pens[i].free = map[string]int{}
		}
		t.zoos = append(t.zoos, z)
	}
	t.room = &zoosRoom{owner: t, zoos: make([]zooState, len(t.zoos))}
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

// share copies the tracker for one entry, sharing what the entry can only
// add to (entries, notes, kinds, landscapes) and the maps, which the entry's
// step changes with a journal or copies before it first changes one (see
// step): an entry that is refused leaves the tracker as it was.
func (t *Tracker) share() Tracker {
	c := *t
	if r := t.room; r != nil && r.owner == t && len(r.zoos) == len(t.zoos) {
		c.zoos = r.zoos
		copy(c.zoos, t.zoos)
	} else {
		c.zoos = append([]zooState(nil), t.zoos...)
	}
	return c
}

// commit makes the entry's copy the tracker; the zoos it leaves are the
// room for the next copy.
func (t *Tracker) commit(c *Tracker) {
	old := t.zoos
	*t = *c
	if r := t.room; r != nil && r.owner == t {
		r.zoos = old
	}
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
	for _, z := range t.zoos {
		if z.name == name { // as typed: no key to make
			return z.first
		}
	}
	key := scorer.NameKey(name)
	for i, z := range t.zoos {
		if z.key == key {
			return i
		}
	}
	return -1
}

// someToTake reports whether a player is still to take in this round
// (ToTake is not empty).
func (t *Tracker) someToTake() bool {
	if t.ended {
		return false
	}
	for _, z := range t.zoos {
		if z.taken == 0 {
			return true
		}
	}
	return false
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

// Notes gives every announcement made so far, in order.
func (t *Tracker) Notes() []scorer.Note { return append([]scorer.Note(nil), t.notes...) }

// Result scores the zoos now and adds every announcement as a decision. A
// game not ended yet carries the junior.game-in-progress warning.
func (t *Tracker) Result() (scorer.Result, error) {
	res, err := Score(t.Input())
	if err != nil {
		return scorer.Result{}, err
	}
	res.Decisions = append(append([]scorer.Note{}, t.notes...), res.Decisions...)
	res.Status = scorer.StatusFinished
	// The tracker saw every take-over, announced among the decisions, so
	// the sheets' doubt about offspring away from their parents is no news;
	// nor, before the end, is the empty zoo of a player yet to take.
	kept := []scorer.Note{}
	for _, w := range res.Warnings {
		if w.Rule != "junior.offspring-away-from-parents" && (t.ended || w.Rule != "junior.empty-zoo") {
			kept = append(kept, w)
		}
	}
	res.Warnings = kept
	if !t.ended {
		res.Status = scorer.StatusInProgress
		res.Warnings = append(res.Warnings, scorer.Note{Rule: "junior.game-in-progress", Round: t.round,
			Msg: msg.M("junior.game-in-progress", "round", t.round, "players", msg.Names(t.ToTake()))})
	}
	return res, nil
}
