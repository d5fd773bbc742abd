package junior

import (
	"maps"
	"math/rand"
	"slices"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// zooOf is a zoo with these enclosures and offspring in its barn.
func zooOf(name string, barnOffspring map[string]int, pens ...Enclosure) Zoo {
	z := Zoo{Name: name, Enclosures: pens, Barn: Barn{Animals: map[string]int{}, Offspring: barnOffspring, Landscapes: map[string]int{}}}
	for k, n := range barnOffspring {
		z.Barn.Animals[k] += n
	}
	return z
}

// encl is an enclosure of animals (offspring among them) and landscapes.
func encl(kind string, animals, offspring int, landscapes ...string) Enclosure {
	return Enclosure{Animal: kind, Animals: animals, Offspring: offspring, Landscapes: landscapes}
}

// TestOffspringOrigin: each offspring on the sheets needs a pair that can
// have made it, zoo by zoo (Junior rules, Offspring: a pair makes one
// offspring, into its enclosure or, when that is full, into the barn; Six
// Tiles in the Enclosure and I. Take over a Tile: only a bonus action moves
// an offspring, from a barn into another player's enclosure). Fertile
// markings are not on the sheets, so any two animals that are not
// offspring may be a pair.
func TestOffspringOrigin(t *testing.T) {
	none := map[string]int{}
	llamaBarn := func(n int) map[string]int { return map[string]int{"llama": n} }
	cases := []struct {
		name    string
		zoos    []Zoo
		rule    string // the violation or warning expected, "" for none
		player  string
		warning bool
	}{
		{"a pair's offspring beside it", []Zoo{
			zooOf("Ann", none, encl("llama", 3, 1)), zooOf("Bob", none, encl("wolf", 1, 0))}, "", "", false},
		{"two pairs, two offspring", []Zoo{
			zooOf("Ann", none, encl("llama", 6, 2)), zooOf("Bob", none, encl("wolf", 1, 0))}, "", "", false},
		{"an enclosure's second offspring without a second pair", []Zoo{
			zooOf("Ann", none, encl("llama", 4, 2)), zooOf("Bob", none, encl("llama", 4, 0))}, "junior.offspring-needs-pair", "Ann", false},
		{"the FAQ: an offspring in the barn from a full enclosure", []Zoo{
			zooOf("Ann", map[string]int{"rhinoceros": 1}, encl("impala", 3, 0, "shrub", "shrub"), encl("rhinoceros", 6, 0), encl("llama", 5, 0, "pond")),
			zooOf("Bob", none, encl("wolf", 1, 0))}, "", "", false},
		{"an offspring in the barn, the enclosure not full", []Zoo{
			zooOf("Ann", llamaBarn(1), encl("llama", 5, 0)), zooOf("Bob", none, encl("wolf", 1, 0))}, "junior.barn-offspring-needs-full-enclosure", "Ann", false},
		{"two offspring in the barn from one full enclosure", []Zoo{
			zooOf("Ann", llamaBarn(2), encl("llama", 4, 0, "pond", "rock")), zooOf("Bob", none, encl("llama", 6, 0))}, "junior.barn-offspring-needs-full-enclosure", "Ann", false},
		{"two offspring in the barn from two full enclosures", []Zoo{
			zooOf("Ann", llamaBarn(2), encl("llama", 4, 0, "pond", "rock"), encl("llama", 6, 0)), zooOf("Bob", none, encl("wolf", 1, 0))}, "", "", false},
		{"one pair for the enclosure's offspring and the barn's", []Zoo{
			zooOf("Ann", llamaBarn(1), encl("llama", 4, 1, "pond", "rock")), zooOf("Bob", none, encl("wolf", 1, 0))}, "junior.offspring-needs-pair", "", false},
		{"taken over from a barn that can have held it", []Zoo{
			zooOf("Ann", none, encl("llama", 6, 1)),
			zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0))}, "junior.offspring-away-from-parents", "Bob", true},
		{"taken over without a bonus action: no full enclosure", []Zoo{
			zooOf("Ann", none, encl("llama", 6, 1)),
			zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 5, 0))}, "junior.take-over-needs-bonus", "Bob", false},
		{"taken over into the only full enclosure", []Zoo{
			zooOf("Ann", none, encl("llama", 6, 1)),
			zooOf("Bob", none, encl("llama", 1, 1, "pond", "pond", "pond", "rock"))}, "junior.take-over-needs-bonus", "Bob", false},
		{"no barn can have held it", []Zoo{
			zooOf("Ann", none, encl("llama", 5, 0)),
			zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0))}, "junior.offspring-needs-pair", "Bob", false},
		{"the other zoo's full enclosure used its pair at home", []Zoo{
			zooOf("Ann", none, encl("llama", 3, 1, "pond", "pond", "rock")),
			zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0))}, "junior.offspring-needs-pair", "", false},
		// Bob's offspring in enclosures 1 and 2, both full, each needs the
		// other filled first: only a third full enclosure can give both.
		{"two take-overs, each needing the other enclosure full first", []Zoo{
			zooOf("Ann", none, encl("llama", 6, 1), encl("wolf", 6, 1)),
			zooOf("Bob", none, encl("llama", 1, 1, "pond", "pond", "pond", "rock", "rock"), encl("wolf", 2, 1, "shrub", "shrub", "shrub", "rock"))}, "junior.take-over-needs-bonus", "Bob", false},
		{"two take-overs with a third full enclosure", []Zoo{
			zooOf("Ann", none, encl("llama", 6, 1), encl("wolf", 6, 1)),
			zooOf("Bob", none, encl("llama", 1, 1, "pond", "pond", "pond", "rock", "rock"), encl("wolf", 2, 1, "shrub", "shrub", "shrub", "rock"), encl("impala", 6, 0))}, "junior.offspring-away-from-parents", "Bob", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, w := Check(Input{Players: c.zoos})
			got := v
			if c.warning {
				got = w
				if len(v) > 0 {
					t.Fatalf("want only a warning, got violations %v", v)
				}
			}
			if c.rule == "" {
				if len(v) > 0 || len(w) > 0 {
					t.Fatalf("want no note, got %v %v", v, w)
				}
				return
			}
			if !hasRule(got, c.rule, c.player) {
				t.Fatalf("want %s for %q, got %v %v", c.rule, c.player, v, w)
			}
			for _, n := range append(v, w...) {
				if !knownRule(n.Rule) || (n.Msg.IsZero() && n.Message == "") {
					t.Errorf("note %+v has an undocumented rule or no message", n)
				}
			}
		})
	}
}

// TestBonusesFor: rule 4 of the offspring's origin, enclosure by
// enclosure (Junior rules, Six Tiles in the Enclosure).
func TestBonusesFor(t *testing.T) {
	cases := []struct {
		name  string
		full  [MaxEnclosures]bool
		dests []int
		want  bool
	}{
		{"no take-over", [3]bool{}, nil, true},
		{"no full enclosure", [3]bool{}, []int{0}, false},
		{"into the only full one", [3]bool{true}, []int{0}, false},
		{"into another", [3]bool{true}, []int{1}, true},
		{"two into one, one full", [3]bool{true}, []int{1, 1}, false},
		{"two into one, two full", [3]bool{true, true}, []int{2, 2}, true},
		{"crosswise between two full", [3]bool{true, true}, []int{0, 1}, false},
		{"crosswise with a third full", [3]bool{true, true, true}, []int{0, 1}, true},
		{"a circle of three", [3]bool{true, true, true}, []int{0, 1, 2}, false},
		{"four take-overs", [3]bool{true, true, true}, []int{0, 1, 2, 0}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := bonusesFor(c.full, c.dests); got != c.want {
				t.Errorf("bonusesFor(%v, %v) = %v, want %v", c.full, c.dests, got, c.want)
			}
		})
	}
}

// TestTrackedZoosPassTheSheetChecks plays random games through the tracker,
// which applies the rules tile by tile, and checks that the zoos it ends
// with pass every check of finished sheets: those checks must never refuse
// what a game can produce.
func TestTrackedZoosPassTheSheetChecks(t *testing.T) {
	for seed := int64(1); seed <= 300; seed++ {
		r := rand.New(rand.NewSource(seed))
		players := []string{"Ann", "Bob", "Cy", "Di", "Ed"}[:2+r.Intn(4)]
		bag := pool(len(players))
		if seed%2 == 0 {
			// Two kinds only: enclosures fill fast, pairs meet as the
			// last tile, offspring go to barns and get taken over.
			bag = append(append([]Tile{}, bag[:2*TilesPerKind]...), bag[len(bag)-TilesPerLandscape*len(Landscapes):]...)
		}
		tr := randomGame(t, r, players, bag)
		if v, _ := Check(tr.Input()); len(v) > 0 {
			t.Fatalf("seed %d: a tracked game fails the sheet checks: %v\nscript %+v", seed, v, tr.Script())
		}
	}
}

// randomGame plays a random game: tiles drawn from a shuffled box, mostly
// placed into enclosures of their kind (so that enclosures fill, pairs meet
// and offspring go to barns), and bonus actions that mostly take offspring
// over, until the end pile is reached.
func randomGame(t *testing.T, r *rand.Rand, players []string, bag []Tile) *Tracker {
	t.Helper()
	tr, err := NewTracker(players)
	if err != nil {
		t.Fatal(err)
	}
	r.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	bag = bag[:min(len(bag), NormalPile[len(players)])]
	for len(bag) > 0 && !tr.Ended() {
		who := tr.ToTake()[r.Intn(len(tr.ToTake()))]
		sizes := tr.TakeSizes(who)
		n := min(sizes[r.Intn(len(sizes))], len(bag))
		zoo := tr.Input().Players[tr.player(who)]
		take := Take{Player: who}
		for _, tile := range bag[:n] {
			tile.To = randomPlace(r, &zoo, tile, tr.zoos[tr.player(who)].pens)
			take.Tiles = append(take.Tiles, tile)
		}
		if _, err := tr.Apply(Entry{Round: tr.Round(), Take: &take}); err != nil {
			// An offspring filled a place the take counted on.
			for i := range take.Tiles {
				take.Tiles[i].To = Dest{Barn: true}
			}
			if _, err := tr.Apply(Entry{Round: tr.Round(), Take: &take}); err != nil {
				t.Fatalf("a take into the barn was refused: %v", err)
			}
		}
		bag = bag[n:]
		if tr.CanBonus() {
			randomBonus(r, tr, who)
		}
	}
	return tr
}

// randomPlace picks where a tile goes: mostly an enclosure of its kind or an
// empty one with room, sometimes the barn; it counts the tile in zoo (an
// offspring it may cause is left out, so an enclosure may look emptier than
// it is: the caller then puts the take into the barn).
func randomPlace(r *rand.Rand, zoo *Zoo, drawn Tile, pens [MaxEnclosures]pen) Dest {
	tile := drawn.Tile
	var fits []int
	for i, e := range zoo.Enclosures {
		if e.Tiles() < EnclosureSize && (isLandscape(tile) || e.Animals == 0 || e.Animal == tile) {
			fits = append(fits, i)
		}
	}
	if len(fits) == 0 || r.Intn(8) == 0 {
		return Dest{Barn: true}
	}
	waiting := func(j int) bool { return drawn.Fertile != "" && pens[j].free[partner(drawn.Fertile)] > 0 }
	var calm []int // where the tile meets no partner before the enclosure's last tile
	for _, j := range fits {
		if waiting(j) && zoo.Enclosures[j].Tiles() == EnclosureSize-1 {
			return placeIn(zoo, j, tile) // the pair meets with the last tile: its offspring goes to the barn
		}
		// keep an enclosure of 5 tiles with a fertile animal waiting for
		// its partner
		saved := zoo.Enclosures[j].Tiles() == EnclosureSize-1 && pens[j].free["male"]+pens[j].free["female"] > 0
		if !waiting(j) && !saved {
			calm = append(calm, j)
		}
	}
	if len(calm) == 0 {
		return Dest{Barn: true}
	}
	i := calm[r.Intn(len(calm))]
	for _, j := range calm {
		if isKind(tile) && zoo.Enclosures[j].Animal == tile && r.Intn(4) > 0 {
			i = j
		}
	}
	return placeIn(zoo, i, tile)
}

// placeIn counts a tile in enclosure i of the zoo.
func placeIn(zoo *Zoo, i int, tile string) Dest {
	e := &zoo.Enclosures[i]
	if isLandscape(tile) {
		e.Landscapes = append(e.Landscapes, tile)
	} else {
		e.Animal, e.Animals = tile, e.Animals+1
	}
	return Dest{Enclosure: i + 1}
}

// randomBonus tries a few random bonus actions, mostly taking an offspring
// over from a barn that holds one; the tracker refuses those that do not
// fit.
func randomBonus(r *rand.Rand, tr *Tracker, who string) {
	in := tr.Input()
	for try := 0; try < 20; try++ {
		from := in.Players[r.Intn(len(in.Players))]
		b := Bonus{Action: "take", From: from.Name, To: &Dest{Enclosure: 1 + r.Intn(MaxEnclosures)}}
		mine := in.Players[tr.player(who)]
		if scorer.NameKey(from.Name) == scorer.NameKey(who) {
			b = Bonus{Action: "discard"}
		}
		kinds := append(append([]string{}, Kinds...), Landscapes...)
		b.Tile = kinds[r.Intn(len(kinds))]
		for _, k := range slices.Sorted(maps.Keys(from.Barn.Offspring)) { // in one order, so that a seed makes one game
			if from.Barn.Offspring[k] > 0 && r.Intn(3) > 0 {
				b.Tile, b.Offspring = k, true
			}
		}
		if !b.Offspring && isKind(b.Tile) && r.Intn(2) == 0 {
			b.Fertile = []string{"male", "female"}[r.Intn(2)]
		}
		for i, e := range mine.Enclosures {
			if b.To != nil && e.Tiles() < EnclosureSize && (e.Animals == 0 || e.Animal == b.Tile) && r.Intn(2) == 0 {
				b.To = &Dest{Enclosure: i + 1}
			}
		}
		if _, err := tr.Apply(Entry{Take: &Take{Player: who, Bonus: &b}}); err == nil {
			return
		}
	}
}

// TestTrackedOffspringOrigins plays the ways an offspring can travel and
// checks what the sheets of the resulting zoos say: the FAQ's offspring in
// the barn passes without a word; an offspring taken over from that barn
// into an enclosure without its parents passes with a warning, since the
// sheets cannot show the take-over (Junior rules, Offspring; I. Take over a
// Tile).
func TestTrackedOffspringOrigins(t *testing.T) {
	takes := []Take{
		tk("Ann", tl("impala", in(1)), tl("impala", in(1)), tl("impala", in(1))),
		tk("Bob", fert("llama", "female", in(1)), tl("llama", in(1)), tl("llama", in(1))),
		tk("Cy", tl("pond", barn)),
		tk("Cy", tl("wolf", barn)),
		tk("Ann", tl("impala", in(1)), tl("impala", in(1))),
		// Bob's male completes the pair as the enclosure's last tile: the
		// offspring goes to his barn.
		tk("Bob", tl("llama", in(1)), tl("llama", in(1)), fert("llama", "male", in(1))),
	}
	tr, err := Play(script(three, takes...))
	if err != nil {
		t.Fatal(err)
	}
	if v, w := Check(tr.Input()); len(v) > 0 || len(w) > 0 {
		t.Fatalf("an offspring in the barn of a full enclosure: %v %v", v, w)
	}
	more := []Entry{
		{Round: 3, Take: &Take{Player: "Bob", Tiles: []Tile{tl("giraffe", in(2))}}},
		{Round: 3, Take: &Take{Player: "Cy", Tiles: []Tile{tl("wolf", barn)}}},
		{Round: 3, Take: ptr(withBonus(tk("Ann", tl("impala", in(1))),
			Bonus{Action: "take", From: "Bob", Tile: "llama", Offspring: true, To: &Dest{Enclosure: 2}}))},
	}
	applyAll(t, tr, more)
	v, w := Check(tr.Input())
	if len(v) > 0 || !hasRule(w, "junior.offspring-away-from-parents", "Ann") {
		t.Fatalf("the offspring taken over: want only Ann's warning, got %v %v", v, w)
	}
}

// TestTrackedGameKnowsItsTakeOvers: a tracked game saw the take-over, so
// its result carries the announcement and not the sheets' doubt.
func TestTrackedGameKnowsItsTakeOvers(t *testing.T) {
	tr, err := Play(script(three,
		tk("Ann", tl("impala", in(1)), tl("impala", in(1)), tl("impala", in(1))),
		tk("Bob", fert("llama", "female", in(1)), tl("llama", in(1)), tl("llama", in(1))),
		tk("Cy", tl("pond", barn)),
		tk("Cy", tl("wolf", barn)),
		tk("Ann", tl("impala", in(1)), tl("impala", in(1))),
		tk("Bob", tl("llama", in(1)), tl("llama", in(1)), fert("llama", "male", in(1))),
		tk("Bob", tl("giraffe", in(2))),
		tk("Cy", tl("wolf", barn)),
		withBonus(tk("Ann", tl("impala", in(1))), Bonus{Action: "take", From: "Bob", Tile: "llama", Offspring: true, To: &Dest{Enclosure: 2}})))
	if err != nil {
		t.Fatal(err)
	}
	res, err := tr.Result()
	if err != nil {
		t.Fatal(err)
	}
	if hasRule(res.Warnings, "junior.offspring-away-from-parents", "") || !hasRule(res.Decisions, "junior.bonus-take", "Ann") {
		t.Errorf("warnings %v, decisions %v", res.Warnings, res.Decisions)
	}
}

// BenchmarkOffspringOrigin checks five zoos whose offspring all lie away
// from their parents, with every other enclosure full of possible parents:
// many take-overs for the search to share out (the supply is broken too,
// which the search does not mind).
func BenchmarkOffspringOrigin(b *testing.B) {
	none := map[string]int{}
	in := Input{Players: []Zoo{
		zooOf("Ann", none, encl("llama", 1, 1, "pond", "pond", "pond", "rock", "rock"), encl("wolf", 6, 0), encl("giraffe", 6, 0)),
		zooOf("Bob", none, encl("wolf", 1, 1, "shrub", "shrub", "shrub", "rock", "pond"), encl("llama", 6, 0), encl("impala", 6, 0)),
		zooOf("Cy", none, encl("giraffe", 2, 1), encl("llama", 6, 0), encl("wolf", 6, 0)),
		zooOf("Di", none, encl("impala", 2, 1), encl("giraffe", 6, 0), encl("meerkat", 6, 0)),
		zooOf("Ed", none, encl("meerkat", 2, 1), encl("impala", 6, 0), encl("ostrich", 6, 0)),
	}}
	if _, w := Check(in); len(w) < 5 {
		b.Fatalf("want a take-over warning for every zoo, got %v", w)
	}
	for i := 0; i < b.N; i++ {
		Check(in)
	}
}
