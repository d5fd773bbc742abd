package junior

import (
	"sort"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Most tiles of one sort the box holds (FACTS.md corrects the scan).
const (
	maxBarnAnimals   = TilesPerKind + OffspringPerKind // a kind's animal and offspring tiles
	maxBarnOffspring = OffspringPerKind
	maxLandscapes    = TilesPerLandscape
)

// zooName is how notes name a zoo: by its player's name, or by its seat
// when the name is missing (which scorer.CheckNames reports).
type zooName struct {
	name string
	seat int // 1-based
}

func zooNameOf(name string, i int) zooName { return zooName{name: name, seat: i + 1} }

// arg names the zoo inside a message: the name, or "player 2".
func (z zooName) arg() any {
	if z.name != "" {
		return z.name
	}
	return msg.M("junior.seat", "seat", z.seat)
}

// note makes a note about the zoo: its player, and for a zoo without a
// name a message that says which seat it is about ("player 2: ...").
func (z zooName) note(rule string, m msg.Msg) scorer.Note {
	if z.name == "" {
		m = msg.M("junior.unnamed", "seat", z.seat, "note", m)
	}
	return scorer.Note{Player: z.name, Rule: rule, Msg: m}
}

// Check lists every rule the input breaks, and the warnings it deserves.
//
// Counts come from people and files, so any of them may be absurd: negative,
// or 2^63-1. Each count is first checked on its own against what the box
// holds (checkZoo); every check that adds counts up then works on a copy in
// which each count is held to one more than its limit (bounded), so that no
// sum can wrap, and a sort of tile with a count over the box in some zoo is
// left out of the sums (it was reported, by the zoo that holds it).
func Check(in Input) (violations, warnings []scorer.Note) {
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	violations = scorer.CheckNames(Game, names, MinPlayers, MaxPlayers)
	for i, p := range in.Players {
		who := zooNameOf(p.Name, i)
		violations = append(violations, checkZoo(who, p)...)
		warnings = append(warnings, zooWarnings(who, p)...)
	}
	safe, over := bounded(in)
	violations = append(violations, checkSupply(safe, over)...)
	v, w := checkOffspring(safe, over)
	return append(violations, v...), append(warnings, w...)
}

// checkZoo checks what one zoo can break on its own.
func checkZoo(who zooName, z Zoo) []scorer.Note {
	var out []scorer.Note
	if len(z.Enclosures) > MaxEnclosures {
		out = append(out, who.note("junior.enclosure-count", msg.M("junior.enclosure-count", "n", len(z.Enclosures), "most", MaxEnclosures)))
	}
	for i, e := range z.Enclosures {
		out = append(out, checkEnclosure(who, i+1, e)...)
	}
	return append(out, checkBarn(who, z.Barn)...)
}

func checkEnclosure(who zooName, n int, e Enclosure) []scorer.Note {
	var out []scorer.Note
	add := func(rule, id string, pairs ...any) {
		out = append(out, who.note(rule, msg.M(id, append([]any{"enclosure", n}, pairs...)...)))
	}
	if e.Animals < 0 {
		add("junior.negative-count", "junior.negative-count.animals", "count", e.Animals)
	}
	if e.Offspring < 0 {
		add("junior.negative-count", "junior.negative-count.offspring", "count", e.Offspring)
	}
	if e.Animal != "" && !isKind(e.Animal) {
		add("junior.unknown-kind", "junior.unknown-kind", "typed", quoted(e.Animal), "valid", kindsJSON)
	}
	if e.Animals > 0 && e.Animal == "" {
		add("junior.enclosure-needs-kind", "junior.enclosure-needs-kind", "animals", msg.Count{N: e.Animals, Noun: "animal"})
	}
	if e.Offspring > e.Animals && e.Offspring > 0 {
		add("junior.offspring-exceeds-animals", "junior.offspring-exceeds-animals",
			"offspring", msg.Count{N: e.Offspring, Noun: "offspring"}, "animals", msg.Count{N: e.Animals, Noun: "animal-tile"})
	}
	if e.Offspring > OffspringPerKind {
		add("junior.offspring-supply", "junior.offspring-supply", "offspring", msg.Count{N: e.Offspring, Noun: "offspring"}, "most", OffspringPerKind)
	}
	for _, l := range e.Landscapes {
		if !isLandscape(l) {
			add("junior.unknown-landscape", "junior.unknown-landscape", "typed", quoted(l), "valid", landscapesJSON)
		}
	}
	// Compared without adding: the animal count may be as large as an int.
	if e.Animals > EnclosureSize-len(e.Landscapes) {
		add("junior.enclosure-size", "junior.enclosure-size", "animals", msg.Count{N: e.Animals, Noun: "animal"},
			"landscapes", msg.Count{N: len(e.Landscapes), Noun: "landscape"}, "most", EnclosureSize)
	}
	return out
}

// barnSort is one sort of tile a barn counts (animals, offspring or
// landscapes): its counts, its rules and their messages.
type barnSort struct {
	counts   map[string]int
	known    func(string) bool
	valid    string // the names a file may use
	most     int    // the tiles of one name the box holds
	unknown  rule   // a name not in the game
	negative string // the message of a count below 0
	supply   rule   // a count over the box
	many     func(n int, key string) any
}

// rule is a rule id with the message a check of it says.
type rule struct{ id, said string }

func checkBarn(who zooName, b Barn) []scorer.Note {
	var out []scorer.Note
	add := func(r rule, pairs ...any) {
		out = append(out, who.note(r.id, msg.M(r.said, pairs...)))
	}
	for _, m := range []barnSort{
		{b.Animals, isKind, kindsJSON, maxBarnAnimals, rule{"junior.unknown-kind", "junior.unknown-kind.barn-animals"},
			"junior.negative-count.barn-animals", rule{"junior.animal-supply", "junior.animal-supply.barn"}, animalTiles},
		{b.Offspring, isKind, kindsJSON, maxBarnOffspring, rule{"junior.unknown-kind", "junior.unknown-kind.barn-offspring"},
			"junior.negative-count.barn-offspring", rule{"junior.offspring-supply", "junior.offspring-supply.barn"}, offspringOf},
		{b.Landscapes, isLandscape, landscapesJSON, maxLandscapes, rule{"junior.unknown-landscape", "junior.unknown-landscape.barn"},
			"junior.negative-count.barn-landscapes", rule{"junior.landscape-supply", "junior.landscape-supply.barn"}, landscapeTiles},
	} {
		if !m.anyWrong() {
			continue
		}
		for _, key := range sortedKeys(m.counts) {
			if !m.known(key) {
				add(m.unknown, "typed", quoted(key), "valid", m.valid)
			}
			switch n := m.counts[key]; {
			case n < 0:
				add(rule{"junior.negative-count", m.negative}, "count", n, "typed", quoted(key))
			case n > m.most:
				add(m.supply, "tiles", m.many(n, key), "most", m.most)
			}
		}
	}
	if !moreOffspringThanAnimals(b) {
		return out
	}
	for _, key := range sortedKeys(b.Offspring) {
		if off := b.Offspring[key]; off > 0 && off > b.Animals[key] {
			add(rule{"junior.offspring-exceeds-animals", "junior.offspring-exceeds-animals.barn"},
				"offspring", offspringOf(off, key), "animals", animalTiles(b.Animals[key], key))
		}
	}
	return out
}

// anyWrong reports whether some count of the sort is wrong, before its
// names are sorted to say which.
func (m barnSort) anyWrong() bool {
	for key, n := range m.counts {
		if !m.known(key) || n < 0 || n > m.most {
			return true
		}
	}
	return false
}

func moreOffspringThanAnimals(b Barn) bool {
	for key, off := range b.Offspring {
		if off > 0 && off > b.Animals[key] {
			return true
		}
	}
	return false
}

// animalTiles says n animal tiles of a kind: "14 wolf tiles".
func animalTiles(n int, kind string) any {
	return msg.M("junior.animal-tiles", "n", n, "kind", msg.Word(kind))
}

// offspringOf says n offspring of a kind: "2 llama offspring".
func offspringOf(n int, kind string) any {
	return msg.M("junior.kind-offspring", "n", n, "kind", msg.Word(kind))
}

// landscapeTiles says n tiles of a landscape: "4 pond tiles".
func landscapeTiles(n int, landscape string) any {
	return msg.M("junior.landscape-tiles", "n", n, "landscape", msg.Word(landscape))
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// hold keeps a count within 0 and one more than the box holds.
func hold(n, most int) int { return min(max(n, 0), most+1) }

// bounded returns a copy of the input in which every count lies between 0
// and one more than the box holds, so that sums of them stay small, and the
// kinds and landscapes of which some single count is over the box. When
// every count lies there already, the input itself is returned.
func bounded(in Input) (Input, map[string]bool) {
	var over map[string]bool
	mark := func(k string) {
		if over == nil {
			over = map[string]bool{}
		}
		over[k] = true
	}
	held := true
	for _, z := range in.Players {
		for _, e := range z.Enclosures {
			if e.Animals > EnclosureSize || e.Offspring > OffspringPerKind {
				mark(e.Animal)
			}
			held = held && e.Animals == hold(e.Animals, EnclosureSize) && e.Offspring == hold(e.Offspring, EnclosureSize)
		}
		for _, m := range barnLimits(z.Barn) {
			for k, n := range m.counts {
				if n > m.most {
					mark(k)
				}
				held = held && n == hold(n, m.most)
			}
		}
	}
	if held {
		return in, over
	}
	out := Input{Players: make([]Zoo, len(in.Players))}
	for i, z := range in.Players {
		c := Zoo{Name: z.Name, Barn: Barn{Animals: map[string]int{}, Offspring: map[string]int{}, Landscapes: map[string]int{}}}
		for _, e := range z.Enclosures {
			c.Enclosures = append(c.Enclosures, Enclosure{Animal: e.Animal, Animals: hold(e.Animals, EnclosureSize),
				Offspring: hold(e.Offspring, EnclosureSize), Landscapes: e.Landscapes})
		}
		for j, m := range barnLimits(z.Barn) {
			to := barnLimits(c.Barn)[j].counts
			for k, n := range m.counts {
				to[k] = hold(n, m.most)
			}
		}
		out.Players[i] = c
	}
	return out, over
}

// barnLimit is one sort of tile a barn counts, with the most tiles of one
// name the box holds.
type barnLimit struct {
	counts map[string]int
	most   int
}

func barnLimits(b Barn) [3]barnLimit {
	return [3]barnLimit{{b.Animals, maxBarnAnimals}, {b.Offspring, maxBarnOffspring}, {b.Landscapes, maxLandscapes}}
}

// tally counts the tiles of all zoos together, per kind (in the order of
// Kinds) or landscape type (in the order of Landscapes).
type tally struct {
	plain      [kindCount]int      // animal tiles that are not offspring
	offspring  [kindCount]int      // offspring tiles
	landscapes [landscapeCount]int // landscape tiles
}

const (
	kindCount      = 7 // len(Kinds)
	landscapeCount = 3 // len(Landscapes)
)

// countAll adds up bounded counts (see bounded): at most 5 zoos of a few
// tiles of at most 14 each, far from any overflow. Names that are not of
// the game are not counted (checkZoo reports them).
func countAll(in Input) tally {
	var t tally
	for _, z := range in.Players {
		for _, e := range z.Enclosures {
			if k := indexOf(Kinds, e.Animal); k >= 0 && e.Animals > 0 {
				t.plain[k] += e.nonOffspring()
				t.offspring[k] += e.Offspring
			}
			for _, l := range e.Landscapes {
				if i := indexOf(Landscapes, l); i >= 0 {
					t.landscapes[i]++
				}
			}
		}
		for k, n := range z.Barn.Animals {
			if i := indexOf(Kinds, k); i >= 0 {
				t.plain[i] += n - z.Barn.Offspring[k]
			}
		}
		for k, n := range z.Barn.Offspring {
			if i := indexOf(Kinds, k); i >= 0 {
				t.offspring[i] += n
			}
		}
		for l, n := range z.Barn.Landscapes {
			if i := indexOf(Landscapes, l); i >= 0 {
				t.landscapes[i] += n
			}
		}
	}
	return t
}

// checkSupply checks what all zoos together can break: the kinds in play and
// the number of tiles the box holds. A sort of tile with a count over the
// box in one zoo was reported there and is not added up again.
func checkSupply(in Input, over map[string]bool) []scorer.Note {
	var out []scorer.Note
	add := func(rule, id string, pairs ...any) {
		out = append(out, scorer.Note{Rule: rule, Msg: msg.M(id, pairs...)})
	}
	t := countAll(in)
	var inPlay []string
	for i, k := range Kinds {
		if t.plain[i]+t.offspring[i] > 0 {
			inPlay = append(inPlay, k)
		}
	}
	if limit, ok := KindsInPlay[len(in.Players)]; ok && len(inPlay) > limit {
		add("junior.kinds-in-play", "junior.kinds-in-play", "n", len(inPlay), "kinds", chain("junior.comma", words(inPlay)),
			"players", len(in.Players), "most", limit)
	}
	for i, k := range Kinds {
		if over[k] {
			continue
		}
		if t.plain[i] > TilesPerKind {
			add("junior.animal-supply", "junior.animal-supply.all", "tiles", animalTiles(t.plain[i], k), "kind", msg.Word(k), "most", TilesPerKind)
		}
		if t.offspring[i] > OffspringPerKind {
			add("junior.offspring-supply", "junior.offspring-supply.all", "offspring", offspringOf(t.offspring[i], k), "kind", msg.Word(k), "most", OffspringPerKind)
		}
	}
	for i, l := range Landscapes {
		if !over[l] && t.landscapes[i] > TilesPerLandscape {
			add("junior.landscape-supply", "junior.landscape-supply.all", "tiles", landscapeTiles(t.landscapes[i], l), "landscape", msg.Word(l), "most", TilesPerLandscape)
		}
	}
	return out
}

func zooWarnings(who zooName, z Zoo) []scorer.Note {
	if !z.Empty() {
		return nil
	}
	return []scorer.Note{who.note("junior.empty-zoo", msg.M("junior.empty-zoo"))}
}
