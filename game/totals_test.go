package game

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// ranked is a result's players as "name total rank", in its order.
func ranked(res scorer.Result) []string {
	var out []string
	for _, p := range res.Players {
		out = append(out, fmt.Sprintf("%s %d %d", p.Name, p.Total, p.Rank))
	}
	return out
}

// TestTotalsAreRankedAsThePlaySaid: a play given as totals is ranked by
// its totals as every game is, keeping the winners it marked among those
// tied for the most points (a tie broken at the table), and its ranks
// among equal totals when it ranked every player; without marks its ranks
// or, without them, the totals decide the winners. The result holds to
// what every result holds to (scorer.CheckResult): each player's one item
// adds up to the total, and a warning says no rule was checked.
func TestTotalsAreRankedAsThePlaySaid(t *testing.T) {
	for _, c := range []struct {
		name    string
		players []Given
		order   []string
		winners []string
	}{
		{"highest total without marks or ranks",
			[]Given{{Name: "Ann", Total: 30}, {Name: "Bob", Total: 41}, {Name: "Cy", Total: 35}},
			[]string{"Bob 41 1", "Cy 35 2", "Ann 30 3"}, []string{"Bob"}},
		{"a shared first place by totals",
			[]Given{{Name: "Ann", Total: 41}, {Name: "Bob", Total: 41}, {Name: "Cy", Total: 35}},
			[]string{"Ann 41 1", "Bob 41 1", "Cy 35 3"}, []string{"Ann", "Bob"}},
		{"a winner marked on a tie the rules broke",
			[]Given{{Name: "Ann", Total: 41}, {Name: "Bob", Total: 41, Winner: true}, {Name: "Cy", Total: 35}},
			[]string{"Bob 41 1", "Ann 41 2", "Cy 35 3"}, []string{"Bob"}},
		{"two winners marked on a tie",
			[]Given{{Name: "Ann", Total: 41, Winner: true}, {Name: "Bob", Total: 41, Winner: true}, {Name: "Cy", Total: 35}},
			[]string{"Ann 41 1", "Bob 41 1", "Cy 35 3"}, []string{"Ann", "Bob"}},
		{"ranks telling equal totals apart",
			[]Given{{Name: "Ann", Total: 20, Rank: 3}, {Name: "Bob", Total: 41, Rank: 1, Winner: true}, {Name: "Cy", Total: 20, Rank: 2}},
			[]string{"Bob 41 1", "Cy 20 2", "Ann 20 3"}, []string{"Bob"}},
		{"equal totals without ranks share a place",
			[]Given{{Name: "Ann", Total: 20}, {Name: "Bob", Total: 41}, {Name: "Cy", Total: 20}},
			[]string{"Bob 41 1", "Ann 20 2", "Cy 20 2"}, []string{"Bob"}},
		{"ranks deciding a tie without winners marked",
			[]Given{{Name: "Ann", Total: 18, Rank: 2}, {Name: "Bob", Total: 18, Rank: 1}},
			[]string{"Bob 18 1", "Ann 18 2"}, []string{"Bob"}},
		{"some ranks missing",
			[]Given{{Name: "Ann", Total: 28, Rank: 2}, {Name: "Bob", Total: 28}, {Name: "Cy", Total: 12, Rank: 1}},
			[]string{"Ann 28 1", "Bob 28 1", "Cy 12 3"}, []string{"Ann", "Bob"}},
		{"negative totals",
			[]Given{{Name: "Ann", Total: -2}, {Name: "Bob", Total: -1}},
			[]string{"Bob -1 1", "Ann -2 2"}, []string{"Bob"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			played := Totals{Players: c.players, From: FromBGStats}
			k, _ := Lookup("dice")
			if notes := played.Check(k); len(notes) > 0 {
				t.Fatalf("a play by the rules breaks %v", notes)
			}
			res := played.Result("dice")
			if got := ranked(res); !slices.Equal(got, c.order) || !slices.Equal(res.Winners, c.winners) {
				t.Errorf("ranked %q, winners %q; want %q, %q", got, res.Winners, c.order, c.winners)
			}
			if res.Status != scorer.StatusFinished || res.Game != "dice" {
				t.Errorf("status %q, game %q", res.Status, res.Game)
			}
			if err := scorer.CheckResult(res); err != nil {
				t.Error(err)
			}
			if len(res.Warnings) != 1 || res.Warnings[0].Rule != RuleTotalsUnchecked {
				t.Errorf("warnings %v, want %s", res.Warnings, RuleTotalsUnchecked)
			}
			for _, p := range res.Players {
				if len(p.Breakdown) != 1 || p.Breakdown[0].Rule != RuleTotalsGiven {
					t.Errorf("%s: breakdown %v", p.Name, p.Breakdown)
				}
			}
		})
	}
}

// TestTotalsAreNeitherSheetsNorAScript: a play given as totals is told by
// its shape; it is not taken for a play script (which show --notation,
// resume and the live page would replay), and scoring it again ranks its
// totals again, the same numbers as stored, with the one warning that no
// rule was checked.
func TestTotalsAreNeitherSheetsNorAScript(t *testing.T) {
	input := []byte(`{"totals":[{"name":"Ann","total":12,"seat":2},{"name":"Bob","total":15,"seat":1,"start":true}],"from":"bgstats"}`)
	if InputShape(input) != ShapeTotals || !IsTotals(input) {
		t.Errorf("shape %v", InputShape(input))
	}
	for _, g := range Names() {
		if IsScript(g, input) {
			t.Errorf("%s: totals taken for a play script", g)
		}
		stored, _, err := Rescore(g, input)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		stored.ID = 4
		res, tracked, ok := Fresh(g, input, stored)
		if !ok || tracked || !SameNumbers(res, stored) || len(res.Warnings) != 1 {
			t.Errorf("%s: Fresh %+v ok %v tracked %v", g, res, ok, tracked)
		}
	}
	for _, sheets := range []string{`{"players":[{"name":"Ann"}]}`, `{"bonus_hex":{},"players":[{"name":"Ann"}]}`} {
		if IsTotals([]byte(sheets)) {
			t.Errorf("%s taken for totals", sheets)
		}
	}
}

// TestTotalsAreCheckedAsFarAsTheyCanBe: a play given as totals is read
// strictly, and its players are held to the game's rules of names and
// player counts and its winners to the most points, every broken rule at
// once.
func TestTotalsAreCheckedAsFarAsTheyCanBe(t *testing.T) {
	for _, c := range []struct {
		name, input string
		rules       []string // broken rules; nil: input that cannot be read
	}{
		{"one player", `{"totals":[{"name":"Ann","total":1}],"from":"bgstats"}`, []string{"dice.player-count"}},
		{"too many for junior", `{"totals":[{"name":"A","total":1},{"name":"B","total":1},{"name":"C","total":1},{"name":"D","total":1},{"name":"E","total":1},{"name":"F","total":1}],"from":"bgstats"}`, []string{"junior.player-count"}},
		{"the same player twice", `{"totals":[{"name":"Ann","total":1},{"name":" ann","total":2}],"from":"bgstats"}`, []string{"dice.player-name-duplicate"}},
		{"a name and the count", `{"totals":[{"name":"","total":1}],"from":"bgstats"}`, []string{"dice.player-count", "dice.player-name-empty"}},
		{"an unknown member", `{"totals":[{"name":"Ann","total":1,"colour":"red"},{"name":"Bob","total":2}],"from":"bgstats"}`, nil},
		{"a total that is not whole", `{"totals":[{"name":"Ann","total":1.5},{"name":"Bob","total":2}],"from":"bgstats"}`, nil},
		{"no app", `{"totals":[{"name":"Ann","total":1},{"name":"Bob","total":2}]}`, nil},
		{"an unknown app", `{"totals":[{"name":"Ann","total":1},{"name":"Bob","total":2}],"from":"abacus"}`, nil},
		{"a winner with fewer points", `{"totals":[{"name":"Ann","total":20,"winner":true},{"name":"Bob","total":25}],"from":"bgstats"}`, []string{RuleTotalsWinner}},
		{"rank 1 with fewer points", `{"totals":[{"name":"Ann","total":20,"rank":1},{"name":"Bob","total":25,"rank":2}],"from":"bgstats"}`, []string{RuleTotalsWinner}},
	} {
		t.Run(c.name, func(t *testing.T) {
			game := "dice"
			if c.name == "too many for junior" {
				game = "junior"
			}
			_, err := ReadTotals(game, []byte(c.input))
			var (
				v     scorer.Violations
				input *scorer.InputError
			)
			switch {
			case c.rules == nil && !errors.As(err, &input):
				t.Errorf("got %v, want input that cannot be read", err)
			case c.rules != nil && !errors.As(err, &v):
				t.Errorf("got %v, want broken rules %v", err, c.rules)
			case c.rules != nil:
				var rules []string
				for _, n := range v {
					rules = append(rules, n.Rule)
				}
				if !slices.Equal(rules, c.rules) {
					t.Errorf("broken rules %v, want %v", rules, c.rules)
				}
			}
		})
	}
}
