package junior

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

func knownRule(id string) bool {
	for _, r := range Rules {
		if r.ID == id {
			return true
		}
	}
	return false
}

func hasRule(notes []scorer.Note, rule, player string) bool {
	for _, n := range notes {
		if n.Rule == rule && (player == "" || n.Player == player) {
			return true
		}
	}
	return false
}

func sum(items []scorer.Item) int {
	total := 0
	for _, it := range items {
		total += it.Points
	}
	return total
}

func playerByName(t *testing.T, r scorer.Result, name string) scorer.PlayerResult {
	t.Helper()
	for _, p := range r.Players {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no player %q in %+v", name, r.Players)
	return scorer.PlayerResult{}
}

// legal is a small legal two-player game that each case below breaks once.
func legal() Input {
	return Input{Players: []Zoo{
		{Name: "Ann", Enclosures: []Enclosure{
			{Animal: "llama", Animals: 4, Offspring: 1, Landscapes: []string{"pond"}},
			{Animal: "impala", Animals: 2},
		}, Barn: Barn{Animals: map[string]int{"wolf": 1}}},
		{Name: "Bob", Enclosures: []Enclosure{
			{Animal: "rhinoceros", Animals: 3, Landscapes: []string{"rock", "rock"}},
		}, Barn: Barn{Landscapes: map[string]int{"shrub": 1}}},
	}}
}

func TestScoringExample(t *testing.T) {
	data, err := os.ReadFile("testdata/scoring-example.json")
	if err != nil {
		t.Fatal(err)
	}
	in, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Score(in)
	if err != nil {
		t.Fatal(err)
	}
	if res.Game != Game {
		t.Errorf("game %q, want %q", res.Game, Game)
	}
	bridget := playerByName(t, res, "Bridget")
	if bridget.Total != 24 || bridget.Rank != 1 {
		t.Errorf("Bridget total %d rank %d, want 24 rank 1", bridget.Total, bridget.Rank)
	}
	want := map[string]int{
		"enclosure 1: 4 impalas":      4,
		"enclosure 2: 6 rhinoceroses": 12,
		"enclosure 3: 5 llamas":       8,
		"pond in an enclosure":        2,
		"shrub in an enclosure":       2,
		"wolves in the barn":          -2,
		"rock in the barn":            -2,
	}
	if len(bridget.Breakdown) != len(want) {
		t.Errorf("breakdown %+v, want %d items", bridget.Breakdown, len(want))
	}
	for _, it := range bridget.Breakdown {
		it = english.Item(it)
		if p, ok := want[it.Item]; !ok || p != it.Points {
			t.Errorf("item %q %d points, want one of %v", it.Item, it.Points, want)
		}
		if !knownRule(it.Rule) || it.Source == "" || it.Why == "" {
			t.Errorf("item %+v lacks a known rule, a source or a reason", it)
		}
	}
	// Carl's example: 3 llamas in the barn lose 2 points, once.
	carl := playerByName(t, res, "Carl")
	if carl.Total != 1 || carl.Rank != 2 {
		t.Errorf("Carl total %d rank %d, want 1 (3 - 2) rank 2", carl.Total, carl.Rank)
	}
	if !(len(carl.Breakdown) == 2 && english.Item(carl.Breakdown[1]).Item == "llamas in the barn" && carl.Breakdown[1].Points == -2) {
		t.Errorf("Carl's breakdown %+v, want the llama enclosure and one -2 for llamas in the barn", carl.Breakdown)
	}
	for _, p := range res.Players {
		if sum(p.Breakdown) != p.Total {
			t.Errorf("%s: breakdown adds up to %d, total %d", p.Name, sum(p.Breakdown), p.Total)
		}
	}
	if len(res.Winners) != 1 || res.Winners[0] != "Bridget" {
		t.Errorf("winners %v, want Bridget", res.Winners)
	}
}

func TestEnclosurePoints(t *testing.T) {
	for animals, want := range []int{0, 1, 2, 3, 4, 8, 12} {
		t.Run(fmt.Sprintf("%d animals", animals), func(t *testing.T) {
			e := Enclosure{Animal: "giraffe", Animals: animals}
			if got := scoreEnclosure(1, e).Points; got != want {
				t.Errorf("%d animals score %d, want %d", animals, got, want)
			}
		})
	}
	// Landscapes never count for the enclosure, offspring do.
	e := Enclosure{Animal: "giraffe", Animals: 5, Offspring: 1, Landscapes: []string{"pond"}}
	if got := scoreEnclosure(1, e).Points; got != 8 {
		t.Errorf("5 animals (1 offspring) + 1 landscape score %d, want 8", got)
	}
}

func TestLegalBase(t *testing.T) {
	v, w := Check(legal())
	if len(v) > 0 || len(w) > 0 {
		t.Fatalf("the base game should be legal and unsuspicious: %v %v", v, w)
	}
}

func TestViolations(t *testing.T) {
	cases := []struct {
		name   string
		change func(in *Input)
		rule   string
		player string
	}{
		{"one player", func(in *Input) { in.Players = in.Players[:1] }, "junior.player-count", ""},
		{"six players", func(in *Input) {
			for _, n := range []string{"Cy", "Di", "Ed", "Flo"} {
				in.Players = append(in.Players, Zoo{Name: n, Enclosures: []Enclosure{{Animal: "llama", Animals: 1}}})
			}
		}, "junior.player-count", ""},
		{"empty name", func(in *Input) { in.Players[1].Name = "" }, "junior.player-name-empty", ""},
		{"duplicate name", func(in *Input) { in.Players[1].Name = "ann" }, "junior.player-name-duplicate", "ann"},
		{"four enclosures", func(in *Input) {
			in.Players[0].Enclosures = append(in.Players[0].Enclosures, Enclosure{}, Enclosure{})
		}, "junior.enclosure-count", "Ann"},
		{"seven tiles", func(in *Input) {
			in.Players[0].Enclosures[0] = Enclosure{Animal: "llama", Animals: 6, Landscapes: []string{"pond"}}
		}, "junior.enclosure-size", "Ann"},
		{"seven animals", func(in *Input) { in.Players[1].Enclosures[0] = Enclosure{Animal: "rhinoceros", Animals: 7} }, "junior.enclosure-size", "Bob"},
		{"negative animals", func(in *Input) { in.Players[0].Enclosures[1].Animals = -1 }, "junior.negative-count", "Ann"},
		{"negative offspring", func(in *Input) { in.Players[0].Enclosures[1].Offspring = -1 }, "junior.negative-count", "Ann"},
		{"negative barn", func(in *Input) { in.Players[1].Barn.Landscapes["shrub"] = -1 }, "junior.negative-count", "Bob"},
		{"unknown enclosure kind", func(in *Input) { in.Players[0].Enclosures[1].Animal = "zebra" }, "junior.unknown-kind", "Ann"},
		{"unknown barn kind", func(in *Input) { in.Players[0].Barn.Animals["lion"] = 1 }, "junior.unknown-kind", "Ann"},
		{"unknown barn offspring kind", func(in *Input) { in.Players[0].Barn.Offspring = map[string]int{"Wolf": 0} }, "junior.unknown-kind", "Ann"},
		{"unknown enclosure landscape", func(in *Input) { in.Players[1].Enclosures[0].Landscapes[0] = "tree" }, "junior.unknown-landscape", "Bob"},
		{"unknown barn landscape", func(in *Input) { in.Players[1].Barn.Landscapes["lake"] = 1 }, "junior.unknown-landscape", "Bob"},
		{"animals without kind", func(in *Input) { in.Players[0].Enclosures[1].Animal = "" }, "junior.enclosure-needs-kind", "Ann"},
		{"offspring over animals in enclosure", func(in *Input) { in.Players[0].Enclosures[1].Offspring = 3 }, "junior.offspring-exceeds-animals", "Ann"},
		{"offspring over animals in barn", func(in *Input) { in.Players[0].Barn.Offspring = map[string]int{"impala": 1} }, "junior.offspring-exceeds-animals", "Ann"},
		{"five kinds with two players", func(in *Input) {
			in.Players[1].Barn.Animals = map[string]int{"meerkat": 1}
		}, "junior.kinds-in-play", ""},
		{"twelve llamas", func(in *Input) {
			in.Players[1].Barn.Animals = map[string]int{"llama": 9} // Ann has 3 that are not offspring
		}, "junior.animal-supply", ""},
		{"three llama offspring", func(in *Input) {
			in.Players[0].Enclosures[0] = Enclosure{Animal: "llama", Animals: 6, Offspring: 1}
			in.Players[0].Enclosures[1] = Enclosure{Animal: "llama", Animals: 6, Offspring: 2}
		}, "junior.offspring-supply", ""},
		{"four rocks", func(in *Input) { in.Players[1].Barn.Landscapes["rock"] = 2 }, "junior.landscape-supply", ""},
		{"offspring without any pair", func(in *Input) { in.Players[0].Enclosures[1].Offspring = 1 }, "junior.offspring-needs-pair", ""},
		{"barn offspring without full enclosure", func(in *Input) {
			in.Players[0].Barn.Animals["llama"] = 1
			in.Players[0].Barn.Offspring = map[string]int{"llama": 1}
		}, "junior.barn-offspring-needs-full-enclosure", "Ann"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := legal()
			c.change(&in)
			v, _ := Check(in)
			if !hasRule(v, c.rule, c.player) {
				t.Fatalf("want %s for %q, got %v", c.rule, c.player, v)
			}
			for _, n := range v {
				if !knownRule(n.Rule) || n.Message == "" && n.Msg.IsZero() {
					t.Errorf("note %+v has an undocumented rule or no message", n)
				}
			}
			_, err := Score(in)
			var vs scorer.Violations
			if !errors.As(err, &vs) || len(vs) != len(v) {
				t.Errorf("Score should refuse with the same violations, got %v", err)
			}
		})
	}
}

// TestBoundaries checks that every limit is legal when reached exactly.
func TestBoundaries(t *testing.T) {
	cases := []struct {
		name   string
		change func(in *Input)
	}{
		{"three enclosures", func(in *Input) { in.Players[0].Enclosures = append(in.Players[0].Enclosures, Enclosure{}) }},
		{"six tiles", func(in *Input) {
			in.Players[0].Enclosures[0] = Enclosure{Animal: "llama", Animals: 5, Offspring: 1, Landscapes: []string{"pond"}}
		}},
		{"offspring equal to its pair count", func(in *Input) {
			in.Players[0].Enclosures[0] = Enclosure{Animal: "llama", Animals: 6, Offspring: 2}
		}},
		{"four kinds with two players", func(in *Input) { in.Players[1].Barn.Animals = map[string]int{"llama": 1} }},
		{"eleven llamas", func(in *Input) { in.Players[1].Barn.Animals = map[string]int{"llama": 8} }},
		{"three rocks", func(in *Input) { in.Players[1].Barn.Landscapes["rock"] = 1 }},
		{"barn offspring from a full enclosure", func(in *Input) {
			in.Players[0].Enclosures[0] = Enclosure{Animal: "llama", Animals: 5, Offspring: 1, Landscapes: []string{"pond"}}
			in.Players[0].Barn.Animals["llama"] = 1
			in.Players[0].Barn.Offspring = map[string]int{"llama": 1}
		}},
		{"zero offspring of an absent kind", func(in *Input) { in.Players[0].Barn.Offspring = map[string]int{"impala": 0} }},
		{"five players, seven kinds", func(in *Input) {
			in.Players = append(in.Players,
				Zoo{Name: "Cy", Barn: Barn{Animals: map[string]int{"meerkat": 1}}},
				Zoo{Name: "Di", Barn: Barn{Animals: map[string]int{"giraffe": 1}}},
				Zoo{Name: "Ed", Barn: Barn{Animals: map[string]int{"ostrich": 1}}})
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := legal()
			c.change(&in)
			if v, _ := Check(in); len(v) > 0 {
				t.Errorf("should be legal, got %v", v)
			}
		})
	}
}

func TestAllViolationsAtOnce(t *testing.T) {
	in := legal()
	in.Players[0].Enclosures[1].Animal = "zebra"
	in.Players[1].Enclosures[0].Animals = 7
	in.Players[1].Barn.Landscapes["rock"] = 5
	v, _ := Check(in)
	for _, rule := range []string{"junior.unknown-kind", "junior.enclosure-size", "junior.landscape-supply"} {
		if !hasRule(v, rule, "") {
			t.Errorf("missing %s in %v", rule, v)
		}
	}
}

func TestWarnings(t *testing.T) {
	cases := []struct {
		name   string
		change func(in *Input)
		rule   string
	}{
		{"empty zoo", func(in *Input) { in.Players[1] = Zoo{Name: "Bob"} }, "junior.empty-zoo"},
		{"offspring taken over", func(in *Input) {
			in.Players[0].Enclosures[0] = Enclosure{Animal: "llama", Animals: 6, Offspring: 1}
			in.Players[1].Enclosures[0].Landscapes = []string{"rock", "rock", "shrub"} // full: Bob's bonus
			in.Players[1].Enclosures = append(in.Players[1].Enclosures, Enclosure{Animal: "llama", Animals: 2, Offspring: 1})
		}, "junior.offspring-away-from-parents"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := legal()
			c.change(&in)
			res, err := Score(in)
			if err != nil {
				t.Fatalf("a warning must not block scoring: %v", err)
			}
			if !hasRule(res.Warnings, c.rule, "") {
				t.Errorf("want warning %s, got %v", c.rule, res.Warnings)
			}
		})
	}
}

func TestTies(t *testing.T) {
	zoo := func(name string, landscapes ...string) Zoo {
		// 4 giraffes score 4; every landscape type scores 2.
		return Zoo{Name: name, Enclosures: []Enclosure{{Animal: "giraffe", Animals: 2, Landscapes: landscapes}}}
	}
	cases := []struct {
		name    string
		players []Zoo
		ranks   []int
		winners []string
		rule    string
	}{
		// Ann: 2 + 2 (pond) = 4 with 2 landscape tiles; Bob 2 + 2 = 4 with 1.
		{"broken by landscape tiles", []Zoo{zoo("Bob", "pond"), zoo("Ann", "pond", "pond")}, []int{1, 2}, []string{"Ann"}, "junior.tie-landscapes"},
		{"shared", []Zoo{zoo("Ann", "pond"), zoo("Bob", "rock"), zoo("Cy")}, []int{1, 1, 3}, []string{"Ann", "Bob"}, "junior.tie-shared"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Score(Input{Players: c.players})
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range res.Players {
				if p.Rank != c.ranks[i] {
					t.Errorf("%s rank %d, want %d", p.Name, p.Rank, c.ranks[i])
				}
			}
			if strings.Join(res.Winners, ",") != strings.Join(c.winners, ",") {
				t.Errorf("winners %v, want %v", res.Winners, c.winners)
			}
			if !hasRule(res.Decisions, c.rule, "") {
				t.Errorf("want decision %s, got %v", c.rule, res.Decisions)
			}
		})
	}
}

func TestParse(t *testing.T) {
	cases := []struct {
		name      string
		json      string
		inputErr  bool
		violation string
	}{
		{"unknown field", `{"players":[{"name":"Ann","zoo":1}]}`, true, ""},
		{"wrong type", `{"players":[{"name":"Ann","enclosures":[{"animals":"four"}]}]}`, true, ""},
		{"unknown barn kind is a violation", `{"players":[{"name":"Ann","barn":{"animals":{"zebra":1}}},{"name":"Bob"}]}`, false, "junior.unknown-kind"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in, err := Parse([]byte(c.json))
			var ie *scorer.InputError
			if c.inputErr {
				if !errors.As(err, &ie) {
					t.Fatalf("want an InputError, got %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if v, _ := Check(in); !hasRule(v, c.violation, "Ann") {
				t.Errorf("want %s, got %v", c.violation, v)
			}
		})
	}
}
