package junior

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

var barn = Dest{Barn: true}

func in(n int) Dest { return Dest{Enclosure: n} }

func tl(tile string, to Dest) Tile { return Tile{Tile: tile, To: to} }

func fert(tile, sex string, to Dest) Tile { return Tile{Tile: tile, Fertile: sex, To: to} }

func tk(player string, tiles ...Tile) Take { return Take{Player: player, Tiles: tiles} }

func withBonus(t Take, b Bonus) Take { t.Bonus = &b; return t }

// script groups takes into rounds: a round ends when a player comes again.
func script(players []string, takes ...Take) Script {
	s := Script{Players: players}
	seen := map[string]bool{}
	for _, t := range takes {
		if len(s.Rounds) == 0 || (seen[t.Player] && len(t.Tiles) > 0) {
			s.Rounds = append(s.Rounds, Round{})
			seen = map[string]bool{}
		}
		seen[t.Player] = true
		r := &s.Rounds[len(s.Rounds)-1]
		r.Takes = append(r.Takes, t)
	}
	return s
}

var three = []string{"Ann", "Bob", "Cy"}
var two = []string{"Ann", "Bob"}

func violationsOf(t *testing.T, err error) scorer.Violations {
	t.Helper()
	if err == nil {
		return nil
	}
	var v scorer.Violations
	if !errors.As(err, &v) {
		t.Fatalf("want scorer.Violations, got %T %v", err, err)
	}
	return v
}

func TestPlayRules(t *testing.T) {
	llamas := func(n int) []Tile {
		var out []Tile
		for i := 0; i < n; i++ {
			out = append(out, tl("llama", barn))
		}
		return out
	}
	// fill: Ann's enclosure 1 gets 5 llamas over two rounds of a 3-player game.
	fill := []Take{
		tk("Ann", tl("llama", in(1)), tl("llama", in(1)), tl("llama", in(1))), tk("Bob", tl("rock", barn)), tk("Cy", tl("impala", in(1))),
		tk("Ann", tl("llama", in(1)), tl("llama", in(1))), tk("Bob", tl("giraffe", barn)), tk("Cy", tl("impala", in(1))),
	}
	then := func(more ...Take) []Take { return append(append([]Take{}, fill...), more...) }
	cases := []struct {
		name    string
		players []string
		takes   []Take
		rule    string // "" when the script is legal
	}{
		{"unknown player", three, []Take{tk("Dan", tl("llama", in(1)))}, "junior.unknown-player"},
		{"empty take", three, []Take{tk("Ann")}, "junior.take-size"},
		{"four tiles", three, []Take{tk("Ann", llamas(4)...)}, "junior.take-size"},
		{"three tiles", three, []Take{tk("Ann", llamas(3)...)}, ""},
		{"unknown tile", three, []Take{tk("Ann", tl("lion", in(1)))}, "junior.unknown-tile"},
		{"bad fertile value", three, []Take{tk("Ann", fert("llama", "yes", in(1)))}, "junior.fertile"},
		{"fertile landscape", three, []Take{tk("Ann", fert("pond", "male", in(1)))}, "junior.fertile"},
		{"no destination", three, []Take{tk("Ann", Tile{Tile: "llama"})}, "junior.destination"},
		{"second kind in an enclosure", three, []Take{tk("Ann", tl("llama", in(1)), tl("wolf", in(1)))}, "junior.one-kind-per-enclosure"},
		{"landscape with animals", three, []Take{tk("Ann", tl("llama", in(1)), tl("pond", in(1)), tl("llama", in(1)))}, ""},
		{"sixth tile", three, then(tk("Ann", tl("pond", in(1)))), ""},
		{"seventh tile", three, then(tk("Ann", tl("pond", in(1)), tl("llama", in(1)))), "junior.enclosure-full"},
		{"fifth kind with two players", two, []Take{
			tk("Ann", tl("llama", barn), tl("wolf", barn), tl("impala", barn)), tk("Bob", tl("giraffe", barn)),
			tk("Ann", tl("ostrich", barn))}, "junior.kinds-in-play"},
		{"fourth kind with two players", two, []Take{
			tk("Ann", tl("llama", barn), tl("wolf", barn), tl("impala", barn)), tk("Bob", tl("giraffe", barn)),
			tk("Ann", tl("llama", barn))}, ""},
		{"eighth plain llama", three, []Take{
			tk("Ann", llamas(3)...), tk("Bob", llamas(3)...), tk("Cy", tl("wolf", barn)),
			tk("Ann", llamas(2)...)}, "junior.animal-supply"},
		{"seventh plain llama", three, []Take{
			tk("Ann", llamas(3)...), tk("Bob", llamas(3)...), tk("Cy", tl("wolf", barn)),
			tk("Ann", llamas(1)...)}, ""},
		{"third fertile female", three, []Take{tk("Ann", fert("llama", "female", barn), fert("llama", "female", barn), fert("llama", "female", barn))}, "junior.fertile-supply"},
		{"fourth pond", three, []Take{tk("Ann", tl("pond", barn), tl("pond", barn), tl("pond", barn)), tk("Bob", tl("pond", barn))}, "junior.landscape-supply"},
		{"bonus without a full enclosure", three, []Take{withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", Tile: "llama"})}, "junior.bonus-not-earned"},
		{"discard from own barn", three, then(tk("Bob", tl("wolf", barn)), withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn)), Bonus{Action: "discard", Tile: "rock"})), ""},
		{"discard what is not there", three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", Tile: "rock"})), "junior.bonus-tile-not-in-barn"},
		{"discard with a destination", three, then(withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn)), Bonus{Action: "discard", Tile: "rock", To: &barn})), "junior.bonus-destination"},
		{"discard from an opponent", three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", From: "Bob", Tile: "rock"})), "junior.bonus-from"},
		{"unknown bonus action", three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "swap", Tile: "rock"})), "junior.bonus-action"},
		{"take over from oneself", three, then(withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn)), Bonus{Action: "take", From: "Ann", Tile: "rock", To: &Dest{Enclosure: 2}})), "junior.bonus-from"},
		{"take over into the barn", three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Bob", Tile: "rock", To: &barn})), "junior.bonus-destination"},
		{"take over a tile not there", three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Bob", Tile: "pond", To: &Dest{Enclosure: 2}})), "junior.bonus-tile-not-in-barn"},
		{"take over a rock", three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Bob", Tile: "rock", To: &Dest{Enclosure: 2}})), ""},
		{"take over into a full enclosure", three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Bob", Tile: "rock", To: &Dest{Enclosure: 1}})), "junior.enclosure-full"},
		{"take over a giraffe beside llamas", three, then(tk("Bob", tl("wolf", barn)), withBonus(tk("Ann", tl("llama", in(1)), tl("llama", in(2))), Bonus{Action: "take", From: "Bob", Tile: "giraffe", To: &Dest{Enclosure: 2}})), "junior.one-kind-per-enclosure"},
		{"late bonus", three, then(tk("Ann", tl("llama", in(1))), Take{Player: "Ann", Bonus: &Bonus{Action: "take", From: "Bob", Tile: "rock", To: &Dest{Enclosure: 2}}}), ""},
		{"late bonus after another take", three, then(tk("Ann", tl("llama", in(1))), tk("Bob", tl("wolf", barn)), Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "llama"}}), "junior.bonus-not-earned"},
		{"second bonus", three, then(
			withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn), tl("pond", barn)), Bonus{Action: "discard", Tile: "rock"}),
			Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "pond"}}), "junior.bonus-used"},
		{"took twice", three, []Take{tk("Ann", tl("llama", barn)), tk("Bob", tl("wolf", barn)), tk("Bob", tl("wolf", barn)), tk("Cy", tl("wolf", barn))}, "junior.took-twice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := script(c.players, c.takes...)
			if c.name == "took twice" {
				s = Script{Players: c.players, Rounds: []Round{{Takes: c.takes}}}
			}
			_, err := Play(s)
			v := violationsOf(t, err)
			if c.rule == "" {
				if err != nil {
					t.Fatalf("should be legal, got %v", err)
				}
				return
			}
			if !hasRule(v, c.rule, "") {
				t.Fatalf("want %s, got %v", c.rule, v)
			}
			for _, n := range v {
				if !knownRule(n.Rule) || n.Round == 0 || n.Msg.IsZero() {
					t.Errorf("violation %+v lacks a documented rule, a round or a message", n)
				}
			}
		})
	}
}

func TestApplyErrors(t *testing.T) {
	cases := []struct {
		name  string
		setup []Entry
		entry Entry
		rule  string
	}{
		{"empty entry", nil, Entry{Round: 1}, "junior.empty-entry"},
		{"wrong round", nil, Entry{Round: 2, Take: &Take{Player: "Ann", Tiles: []Tile{tl("llama", barn)}}}, "junior.wrong-round"},
		{"last marked twice", []Entry{{Last: true}}, Entry{Last: true}, "junior.last-round-marked"},
		{"after the end", []Entry{{Last: true}, {Take: &Take{Player: "Ann", Tiles: []Tile{tl("pond", barn)}}}, {Take: &Take{Player: "Bob", Tiles: []Tile{tl("rock", barn), tl("shrub", barn)}}}},
			Entry{Take: &Take{Player: "Ann", Tiles: []Tile{tl("pond", barn)}}}, "junior.game-over"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, _ := filler(t, two) // round 7, the first that may be the last
			for _, e := range c.setup {
				if _, err := tr.Apply(e); err != nil {
					t.Fatalf("setup: %v", err)
				}
			}
			before := tr.clone()
			_, err := tr.Apply(c.entry)
			v := violationsOf(t, err)
			if !hasRule(v, c.rule, "") {
				t.Fatalf("want %s, got %v", c.rule, err)
			}
			if !reflect.DeepEqual(before, tr) {
				t.Errorf("a rejected entry changed the tracker")
			}
		})
	}
}

func TestNewTracker(t *testing.T) {
	for _, players := range [][]string{{"Ann"}, {"Ann", "ann"}, {"Ann", " "}, {"A", "B", "C", "D", "E", "F"}} {
		t.Run(strings.Join(players, ","), func(t *testing.T) {
			if _, err := NewTracker(players); len(violationsOf(t, err)) == 0 {
				t.Errorf("want violations for %v", players)
			}
		})
	}
}

func TestRejectedTakeLeavesTrackerUnchanged(t *testing.T) {
	tr, _ := NewTracker(three)
	if _, err := tr.Apply(Entry{Round: 1, Take: &Take{Player: "Ann", Tiles: []Tile{fert("llama", "female", in(1)), tl("pond", in(1))}}}); err != nil {
		t.Fatal(err)
	}
	before := tr.clone()
	// The first tile is legal, the second is not: nothing of the take stays.
	_, err := tr.Apply(Entry{Round: 1, Take: &Take{Player: "Bob", Tiles: []Tile{fert("llama", "male", in(1)), tl("lion", in(1))}}})
	if err == nil {
		t.Fatal("want an error")
	}
	if !reflect.DeepEqual(before, tr) {
		t.Errorf("the tracker changed: %+v", tr.Input())
	}
}

func TestOffspring(t *testing.T) {
	cases := []struct {
		name       string
		takes      []Take
		wantEncl   Enclosure // Ann's enclosure 1
		barnOff    int       // llama offspring in Ann's barn
		announce   string
		noOffsring bool
	}{
		{"pair in one enclosure", []Take{tk("Ann", fert("llama", "female", in(1)), tl("llama", in(1)), fert("llama", "male", in(1)))},
			Enclosure{Animal: "llama", Animals: 4, Offspring: 1, Landscapes: []string{}}, 0, "Ann's llama pair has an offspring: it joins enclosure 1", false},
		{"pair in different enclosures", []Take{tk("Ann", fert("llama", "female", in(1)), fert("llama", "male", in(2)))},
			Enclosure{Animal: "llama", Animals: 1, Landscapes: []string{}}, 0, "", true},
		{"no mating in the barn", []Take{tk("Ann", fert("llama", "female", barn), fert("llama", "male", barn))},
			Enclosure{Landscapes: []string{}}, 0, "", true},
		{"each fertile animal mates once", []Take{tk("Ann", fert("llama", "female", in(1)), fert("llama", "male", in(1)), fert("llama", "male", in(1)))},
			Enclosure{Animal: "llama", Animals: 4, Offspring: 1, Landscapes: []string{}}, 0, "", false},
		{"two pairs", []Take{tk("Ann", fert("llama", "female", in(1)), fert("llama", "male", in(1)), fert("llama", "male", in(1))), tk("Bob", tl("wolf", barn)), tk("Cy", tl("wolf", barn)),
			tk("Ann", fert("llama", "female", in(1)))},
			Enclosure{Animal: "llama", Animals: 6, Offspring: 2, Landscapes: []string{}}, 0, "", false},
		{"full enclosure sends it to the barn", []Take{
			tk("Ann", fert("llama", "female", in(1)), tl("llama", in(1)), tl("llama", in(1))), tk("Bob", tl("wolf", barn)), tk("Cy", tl("wolf", barn)),
			tk("Ann", tl("pond", in(1)), tl("llama", in(1)), fert("llama", "male", in(1)))},
			Enclosure{Animal: "llama", Animals: 5, Landscapes: []string{"pond"}}, 1, "Ann's llama pair has an offspring: it goes to the barn, enclosure 1 is full", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := Play(script(three, c.takes...))
			if err != nil {
				t.Fatal(err)
			}
			zoo := tr.Input().Players[0]
			if !reflect.DeepEqual(zoo.Enclosures[0], c.wantEncl) {
				t.Errorf("enclosure 1 is %+v, want %+v", zoo.Enclosures[0], c.wantEncl)
			}
			if zoo.Barn.Offspring["llama"] != c.barnOff {
				t.Errorf("barn offspring %d, want %d", zoo.Barn.Offspring["llama"], c.barnOff)
			}
			var said []string
			for _, n := range tr.notes {
				if n.Rule == "junior.offspring" {
					said = append(said, english.Note(n).Message)
				}
			}
			if c.noOffsring && len(said) > 0 {
				t.Errorf("no offspring expected, got %v", said)
			}
			if c.announce != "" && !contains(said, c.announce) {
				t.Errorf("want announcement %q, got %v", c.announce, said)
			}
			if v, _ := Check(tr.Input()); len(v) > 0 {
				t.Errorf("the tracked zoos fail the scoring checks: %v", v)
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestFAQBonusChain plays the rulebook's last FAQ answer: a llama fills
// enclosure 3, the bonus takes a fertile male rhino from Bob's barn into
// enclosure 2, which fills it; the rhino pair's offspring goes to the barn
// and no second bonus follows.
func TestFAQBonusChain(t *testing.T) {
	takes := []Take{
		tk("Ann", tl("impala", in(1)), tl("impala", in(1)), tl("impala", in(1))), tk("Bob", fert("rhinoceros", "male", barn)), tk("Cy", tl("wolf", barn)),
		tk("Ann", tl("shrub", in(1)), tl("shrub", in(1)), fert("rhinoceros", "female", in(2))), tk("Bob", tl("wolf", barn)), tk("Cy", tl("wolf", barn)),
		tk("Ann", tl("rhinoceros", in(2)), tl("rhinoceros", in(2)), tl("rhinoceros", in(2))), tk("Bob", tl("wolf", barn)), tk("Cy", tl("giraffe", barn)),
		tk("Ann", tl("rhinoceros", in(2)), tl("llama", in(3)), tl("llama", in(3))), tk("Bob", tl("giraffe", barn)), tk("Cy", tl("giraffe", barn)),
		tk("Ann", tl("llama", in(3)), tl("llama", in(3)), tl("pond", in(3))), tk("Bob", tl("giraffe", barn)), tk("Cy", tl("giraffe", barn)),
	}
	tr, err := Play(script(three, takes...))
	if err != nil {
		t.Fatalf("setting up the FAQ position: %v", err)
	}
	zoo := tr.Input().Players[0]
	want := []Enclosure{
		{Animal: "impala", Animals: 3, Landscapes: []string{"shrub", "shrub"}},
		{Animal: "rhinoceros", Animals: 5, Landscapes: []string{}},
		{Animal: "llama", Animals: 4, Landscapes: []string{"pond"}},
	}
	if !reflect.DeepEqual(zoo.Enclosures, want) {
		t.Fatalf("position %+v, want the FAQ's %+v", zoo.Enclosures, want)
	}
	notes, err := tr.Apply(Entry{Round: 6, Take: ptr(withBonus(tk("Ann", tl("llama", in(3))),
		Bonus{Action: "take", From: "Bob", Tile: "rhinoceros", Fertile: "male", To: &Dest{Enclosure: 2}}))})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"junior.take", "junior.bonus-earned", "junior.bonus-take", "junior.offspring", "junior.bonus-no-chain"} {
		if !hasRule(notes, want, "Ann") {
			t.Errorf("missing announcement %s in %v", want, notes)
		}
	}
	if said := english.Note(notes[3]).Message; !strings.Contains(said, "it goes to the barn, enclosure 2 is full") {
		t.Errorf("offspring announcement %q", said)
	}
	zoo = tr.Input().Players[0]
	if zoo.Enclosures[1].Animals != 6 || zoo.Enclosures[2].Animals != 5 || zoo.Barn.Offspring["rhinoceros"] != 1 {
		t.Errorf("after the bonus: %+v, barn %+v", zoo.Enclosures, zoo.Barn)
	}
	if tr.Input().Players[1].Barn.Animals["rhinoceros"] != 0 {
		t.Errorf("Bob's rhino is still in his barn")
	}
	if tr.CanBonus() {
		t.Errorf("CanBonus after a used bonus")
	}
	if v, w := Check(tr.Input()); len(v) > 0 || len(w) > 0 {
		t.Errorf("the FAQ's zoos as sheets: %v %v", v, w)
	}
	_, err = tr.Apply(Entry{Round: 6, Take: &Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "rhinoceros", Offspring: true}}})
	if !hasRule(violationsOf(t, err), "junior.bonus-used", "Ann") {
		t.Errorf("a second bonus must be refused with junior.bonus-used, got %v", err)
	}
}

func ptr[T any](v T) *T { return &v }

func TestGamesToTheEnd(t *testing.T) {
	cases := []struct {
		name    string
		file    string
		totals  map[string]int
		winners []string
	}{
		// Ann: 4 llamas and their offspring (8), 4 impalas (4), pond, rock
		// and shrub (6), giraffe and wolf in the barn (-4); Bob: 2 wolves
		// (2), 5 giraffes (8), 3 impalas (3), wolf in the barn (-2).
		{"two players", "testdata/play-2p.json", map[string]int{"Ann": 14, "Bob": 11}, []string{"Ann"}},
		// Ann: 6 impalas (12), 5 llamas (8), 4 wolves (4), rock and pond
		// (4); Bob: 5 giraffes (8), 6 meerkats (12), 4 impalas (4), shrub
		// and rock (4), and 3 landscape tiles to Ann's 2; Cy: 4 giraffes
		// (4), 2 llamas (2), 2 wolves (2), pond (2), wolf, meerkat and
		// shrub in the barn (-6). The last round is marked after Bob's take.
		{"three players", "testdata/play-3p.json", map[string]int{"Ann": 28, "Bob": 28, "Cy": 4}, []string{"Bob"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data, err := os.ReadFile(c.file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := ParseScript(data)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := Play(s)
			if err != nil {
				t.Fatal(err)
			}
			if !tr.Ended() || len(tr.ToTake()) != 0 {
				t.Errorf("the game should be over")
			}
			res, err := tr.Result()
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != scorer.StatusFinished || hasRule(res.Warnings, "junior.game-in-progress", "") {
				t.Errorf("status %q, warnings %v", res.Status, res.Warnings)
			}
			for _, p := range res.Players {
				if p.Total != c.totals[p.Name] {
					t.Errorf("%s: %d points, want %d (%+v)", p.Name, p.Total, c.totals[p.Name], p.Breakdown)
				}
			}
			if strings.Join(res.Winners, ",") != strings.Join(c.winners, ",") {
				t.Errorf("winners %v, want %v", res.Winners, c.winners)
			}
			if !hasRule(res.Decisions, "junior.game-end", "") || !hasRule(res.Decisions, "junior.last-round", "") {
				t.Errorf("decisions lack the end: %v", res.Decisions)
			}
			// Replaying the stored entries gives the same script.
			again, err := Play(s.WithEntries(s.Entries()))
			if err != nil || !reflect.DeepEqual(again.Input(), tr.Input()) {
				t.Errorf("replay differs: %v", err)
			}
			if got := tr.Script(); !reflect.DeepEqual(got.Entries(), s.Entries()) {
				t.Errorf("Script() %+v differs from the input", got)
			}
		})
	}
}

func TestInProgress(t *testing.T) {
	tr, err := Play(script(two, tk("Ann", tl("llama", in(1)))))
	if err != nil {
		t.Fatal(err)
	}
	if tr.Ended() || tr.Round() != 1 || strings.Join(tr.ToTake(), ",") != "Bob" {
		t.Errorf("round %d, to take %v", tr.Round(), tr.ToTake())
	}
	res, err := tr.Result()
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != scorer.StatusInProgress || !hasRule(res.Warnings, "junior.game-in-progress", "") {
		t.Errorf("want an in-progress warning, got %q %v", res.Status, res.Warnings)
	}
	if hasRule(res.Warnings, "junior.empty-zoo", "") {
		t.Errorf("Bob has not taken yet: his empty zoo is no warning in a game in progress: %v", res.Warnings)
	}
}

func TestPlayCollectsEveryViolation(t *testing.T) {
	s := Script{Players: three, Rounds: []Round{
		{Takes: []Take{tk("Ann", tl("lion", barn)), tk("Bob", tl("wolf", barn))}}, // Ann's take is rejected, Cy never takes
		{Takes: []Take{tk("Ann", tl("wolf", in(1))), tk("Bob", tl("llama", in(4-3)), tl("wolf", in(1))), tk("Cy", tl("wolf", barn))}},
	}}
	_, err := Play(s)
	v := violationsOf(t, err)
	for _, want := range []struct {
		rule  string
		round int
	}{{"junior.unknown-tile", 1}, {"junior.round-incomplete", 1}, {"junior.one-kind-per-enclosure", 2}} {
		found := false
		for _, n := range v {
			found = found || (n.Rule == want.rule && n.Round == want.round)
		}
		if !found {
			t.Errorf("missing %s in round %d: %v", want.rule, want.round, v)
		}
	}
	if len(v) != 3 {
		t.Errorf("want exactly 3 violations (no cascade), got %v", v)
	}
}

func TestDestJSON(t *testing.T) {
	cases := []struct {
		json string
		want Dest
		ok   bool
	}{
		{`1`, Dest{Enclosure: 1}, true},
		{`3`, Dest{Enclosure: 3}, true},
		{`"barn"`, Dest{Barn: true}, true},
		{`0`, Dest{}, false},
		{`4`, Dest{}, false},
		{`"Barn"`, Dest{}, false},
		{`1.5`, Dest{}, false},
		{`true`, Dest{}, false},
	}
	for _, c := range cases {
		t.Run(c.json, func(t *testing.T) {
			s, err := ParseScript([]byte(`{"players":["Ann","Bob"],"rounds":[{"takes":[{"player":"Ann","tiles":[{"tile":"llama","to":` + c.json + `}]}]}]}`))
			if !c.ok {
				var ie *scorer.InputError
				if !errors.As(err, &ie) {
					t.Fatalf("want an InputError, got %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := s.Rounds[0].Takes[0].Tiles[0].To
			if got != c.want {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
			out, _ := json.Marshal(got)
			if string(out) != c.json {
				t.Errorf("marshals to %s, want %s", out, c.json)
			}
		})
	}
}

// TestContractExample plays the contract's example script. It shows the
// format: its second round is marked as the last, which no game can reach
// (Junior rules, End of the game: the end pile comes after the 38 tiles of
// the normal piles), so that mark alone is refused, and the rest stands.
func TestContractExample(t *testing.T) {
	data := `{"players": ["Ann", "Bob"], "rounds": [
	  {"takes": [
	    {"player": "Ann", "tiles": [{"tile": "llama", "fertile": "female", "to": 1}, {"tile": "pond", "to": "barn"}]},
	    {"player": "Bob", "tiles": [{"tile": "llama", "to": 2}],
	     "bonus": {"action": "take", "from": "Ann", "tile": "pond", "to": 2}}
	  ]},
	  {"last": true, "takes": []}]}`
	s, err := ParseScript([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := Play(s)
	v := violationsOf(t, err)
	if len(v) != 2 || !hasRule(v, "junior.bonus-not-earned", "Bob") || !hasRule(v, "junior.end-pile-early", "") {
		t.Fatalf("want Bob's unearned bonus and the early end refused, got %v", v)
	}
	if tr.Ended() || tr.Round() != 2 || tr.last {
		t.Errorf("want round 2 not marked, got round %d ended %v", tr.Round(), tr.Ended())
	}
}

func TestEveryRuleDocumented(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules {
		if seen[r.ID] || !strings.HasPrefix(r.ID, Game+".") || !english.Has(r.Source) || !english.Has("rule."+r.ID) {
			t.Errorf("rule %+v is a duplicate or incomplete", r)
		}
		seen[r.ID] = true
	}
}

// TestRoundStartsWithLastTaker: a round begins with the player who took the
// last truck of the round before (Junior rules, End of a round).
func TestRoundStartsWithLastTaker(t *testing.T) {
	tr, _ := NewTracker(three)
	if got := tr.ToTake(); !reflect.DeepEqual(got, three) {
		t.Fatalf("round 1 order = %v, want seating order %v", got, three)
	}
	for _, who := range []string{"Cy", "Ann", "Bob"} {
		if _, err := tr.Apply(Entry{Round: 1, Take: &Take{Player: who, Tiles: []Tile{tl("pond", barn)}}}); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"Bob", "Cy", "Ann"}
	if got := tr.ToTake(); !reflect.DeepEqual(got, want) {
		t.Errorf("round 2 order = %v, want %v (Bob took last)", got, want)
	}
}

func TestKindsInPlay(t *testing.T) {
	tr, _ := NewTracker([]string{"Ann", "Bob"})
	if kinds, complete := tr.KindsInPlay(); len(kinds) != 0 || complete {
		t.Fatalf("new game: %v %v", kinds, complete)
	}
	tr.Apply(Entry{Round: 1, Take: &Take{Player: "Ann", Tiles: []Tile{tl("wolf", barn), tl("llama", barn), tl("pond", barn)}}})
	if kinds, complete := tr.KindsInPlay(); !reflect.DeepEqual(kinds, []string{"llama", "wolf"}) || complete {
		t.Errorf("after 2 kinds: %v %v", kinds, complete)
	}
	tr.Apply(Entry{Round: 1, Take: &Take{Player: "Bob", Tiles: []Tile{tl("meerkat", barn), tl("impala", barn)}}})
	if kinds, complete := tr.KindsInPlay(); len(kinds) != 4 || !complete {
		t.Errorf("after 4 kinds in a 2-player game: %v %v", kinds, complete)
	}
}
