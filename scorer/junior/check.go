package junior

import (
	"fmt"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Most tiles of one sort the box holds (FACTS.md corrects the scan).
const (
	maxBarnAnimals   = TilesPerKind + OffspringPerKind // a kind's animal and offspring tiles
	maxBarnOffspring = OffspringPerKind
	maxLandscapes    = TilesPerLandscape
)

func playerLabel(name string, i int) string {
	if name == "" {
		return fmt.Sprintf("player %d", i+1)
	}
	return name
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
		who := playerLabel(p.Name, i)
		violations = append(violations, checkZoo(who, p)...)
		warnings = append(warnings, zooWarnings(who, p)...)
	}
	safe, over := bounded(in)
	violations = append(violations, checkSupply(safe, over)...)
	v, w := checkOffspring(safe, over)
	return append(violations, v...), append(warnings, w...)
}

// checkZoo checks what one zoo can break on its own.
func checkZoo(who string, z Zoo) []scorer.Note {
	var out []scorer.Note
	if len(z.Enclosures) > MaxEnclosures {
		out = append(out, scorer.Note{Player: who, Rule: "junior.enclosure-count",
			Message: fmt.Sprintf("%d enclosures entered; a zoo board has %d: merge or remove enclosures", len(z.Enclosures), MaxEnclosures)})
	}
	for i, e := range z.Enclosures {
		out = append(out, checkEnclosure(who, i+1, e)...)
	}
	return append(out, checkBarn(who, z.Barn)...)
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
		add("junior.enclosure-needs-kind", "%s but no kind; an enclosure holds animals of one kind: name it in \"animal\"", scorer.Plural(e.Animals, "animal", "animals"))
	}
	if e.Offspring > e.Animals && e.Offspring > 0 {
		add("junior.offspring-exceeds-animals", "%d offspring but %d animal tiles; offspring are counted among the animal tiles: count every animal tile in \"animals\"", e.Offspring, e.Animals)
	}
	if e.Offspring > OffspringPerKind {
		add("junior.offspring-supply", "%d offspring, but the game has %d offspring tiles of each kind: check the offspring count", e.Offspring, OffspringPerKind)
	}
	for _, l := range e.Landscapes {
		if !isLandscape(l) {
			add("junior.unknown-landscape", "%q is not a landscape of this game: use one of %s", l, strings.Join(Landscapes, ", "))
		}
	}
	// Compared without adding: the animal count may be as large as an int.
	if e.Animals > EnclosureSize-len(e.Landscapes) {
		add("junior.enclosure-size", "%s and %s, but an enclosure holds %d tiles: move the extra tiles to the barn",
			scorer.Plural(e.Animals, "animal", "animals"), scorer.Plural(len(e.Landscapes), "landscape", "landscapes"), EnclosureSize)
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
		most   int
		supply string
		box    string // how to name n tiles of a sort: "%d %s tiles"
	}{
		{"animals", b.Animals, isKind, "junior.unknown-kind", Kinds, maxBarnAnimals, "junior.animal-supply", "%d %s tiles"},
		{"offspring", b.Offspring, isKind, "junior.unknown-kind", Kinds, maxBarnOffspring, "junior.offspring-supply", "%d %s offspring"},
		{"landscapes", b.Landscapes, isLandscape, "junior.unknown-landscape", Landscapes, maxLandscapes, "junior.landscape-supply", "%d %s tiles"},
	} {
		for _, key := range sortedKeys(m.counts) {
			if !m.known(key) {
				add(m.rule, "%q in %s is not part of this game: use one of %s", key, m.what, strings.Join(m.valid, ", "))
			}
			switch n := m.counts[key]; {
			case n < 0:
				add("junior.negative-count", "%d %s of %q entered: enter 0 or more", n, m.what, key)
			case n > m.most:
				add(m.supply, fmt.Sprintf(m.box, n, key)+" entered, but the game has only %d: check the count", m.most)
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
// kinds and landscapes of which some single count is over the box.
func bounded(in Input) (Input, map[string]bool) {
	over := map[string]bool{}
	out := Input{Players: make([]Zoo, len(in.Players))}
	for i, z := range in.Players {
		c := Zoo{Name: z.Name, Barn: Barn{Animals: map[string]int{}, Offspring: map[string]int{}, Landscapes: map[string]int{}}}
		for _, e := range z.Enclosures {
			if e.Animals > EnclosureSize || e.Offspring > OffspringPerKind {
				over[e.Animal] = true
			}
			c.Enclosures = append(c.Enclosures, Enclosure{Animal: e.Animal, Animals: hold(e.Animals, EnclosureSize),
				Offspring: hold(e.Offspring, EnclosureSize), Landscapes: e.Landscapes})
		}
		for _, m := range []struct {
			from, to map[string]int
			most     int
		}{{z.Barn.Animals, c.Barn.Animals, maxBarnAnimals}, {z.Barn.Offspring, c.Barn.Offspring, maxBarnOffspring}, {z.Barn.Landscapes, c.Barn.Landscapes, maxLandscapes}} {
			for k, n := range m.from {
				if n > m.most {
					over[k] = true
				}
				m.to[k] = hold(n, m.most)
			}
		}
		out.Players[i] = c
	}
	return out, over
}

// tally counts the tiles of all zoos together.
type tally struct {
	plain      map[string]int // animal tiles that are not offspring, per kind
	offspring  map[string]int // offspring tiles per kind
	landscapes map[string]int // landscape tiles per type
}

// countAll adds up bounded counts (see bounded): at most 5 zoos of a few
// tiles of at most 14 each, far from any overflow.
func countAll(in Input) tally {
	t := tally{plain: map[string]int{}, offspring: map[string]int{}, landscapes: map[string]int{}}
	for _, z := range in.Players {
		for _, e := range z.Enclosures {
			if e.Animals > 0 {
				t.plain[e.Animal] += e.nonOffspring()
				t.offspring[e.Animal] += e.Offspring
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
// the number of tiles the box holds. A sort of tile with a count over the
// box in one zoo was reported there and is not added up again.
func checkSupply(in Input, over map[string]bool) []scorer.Note {
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
		if over[k] {
			continue
		}
		if t.plain[k] > TilesPerKind {
			add("junior.animal-supply", "%d %s tiles (offspring aside) in all zoos together, but the game has %d: check the %s counts",
				t.plain[k], k, TilesPerKind, k)
		}
		if t.offspring[k] > OffspringPerKind {
			add("junior.offspring-supply", "%d %s offspring in all zoos together, but the game has %d: check the %s offspring counts",
				t.offspring[k], k, OffspringPerKind, k)
		}
	}
	for _, l := range Landscapes {
		if !over[l] && t.landscapes[l] > TilesPerLandscape {
			add("junior.landscape-supply", "%d %s tiles in all zoos together, but the game has %d: check the %s counts",
				t.landscapes[l], l, TilesPerLandscape, l)
		}
	}
	return out
}

func zooWarnings(who string, z Zoo) []scorer.Note {
	if !z.Empty() {
		return nil
	}
	return []scorer.Note{{Player: who, Rule: "junior.empty-zoo",
		Message: "the zoo has no tile at all: was it entered? Every truck taken brings at least one tile"}}
}
