package zoosim

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// y builds a year's counts.
func y(v, t, b int) Year { return Year{Visitors: v, Trees: t, Benches: b} }

// zeros gives n empty years.
func zeros(n int) []Year { return make([]Year, n) }

// everyCategory gives n years of a zoo alone in every category: 5 visitors, one
// of each.
func everyCategory(n int) []Year {
	out := make([]Year, n)
	for i := range out {
		out[i] = y(5, 0, 0)
	}
	return out
}

// two gives a two-player input with the given years for Alan, and for
// Klaus as many years alone in every category, so that Alan's years with
// no visitor are legal ones.
func two(years ...Year) Input {
	return Input{Players: []Zoo{{Name: "Alan", Years: years}, {Name: "Klaus", Years: everyCategory(len(years))}}}
}

func rulesOf(notes []scorer.Note) []string {
	var out []string
	for _, n := range notes {
		out = append(out, n.Rule)
	}
	return out
}

func hasRule(notes []scorer.Note, rule string) bool {
	for _, n := range notes {
		if n.Rule == rule {
			return true
		}
	}
	return false
}

// TestRulesAreDocumented: every rule has a zoosim. id, and the catalogs
// say in every language what it guards ("rule.ID") and name its rulebook
// section (Source).
func TestRulesAreDocumented(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules {
		if !strings.HasPrefix(r.ID, Game+".") || !strings.HasPrefix(r.Source, "source.zoosim.") {
			t.Errorf("rule %+v: needs a zoosim. id and a rulebook section", r)
		}
		for _, l := range i18n.Langs {
			if loc := i18n.For(l); !loc.Has("rule."+r.ID) || !loc.Has(r.Source) {
				t.Errorf("%s: rule %s has no summary or no section in the catalogs", l, r.ID)
			}
		}
		if seen[r.ID] {
			t.Errorf("rule %s listed twice", r.ID)
		}
		seen[r.ID] = true
	}
}

// TestEveryRuleIsTested keeps Rules and the tests together: every rule id
// is named in some test.
func TestEveryRuleIsTested(t *testing.T) {
	files, _ := filepath.Glob("*_test.go")
	var all strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all.Write(data)
	}
	text := strings.ReplaceAll(all.String(), "TestEveryRuleIsTested", "")
	for _, r := range Rules {
		if !strings.Contains(text, `"`+r.ID+`"`) {
			t.Errorf("no test names %s", r.ID)
		}
	}
}

// readInput reads a test input from testdata.
func readInput(t *testing.T, name string) Input {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	in, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// TestRulebookYearThree: the counts the rulebook prints after its 14th
// auction ("Example", scored as if year 3 ended) add up to 14 visitors,
// which no year can have; the refusal names the rulebook's example.
func TestRulebookYearThree(t *testing.T) {
	_, err := Score(readInput(t, "rulebook-year-three.json"))
	var v scorer.Violations
	if !errors.As(err, &v) || len(v) != 1 || v[0].Rule != "zoosim.visitors-per-year" {
		t.Fatalf("error %v, want one zoosim.visitors-per-year", err)
	}
	for _, says := range []string{"year 3 has 14 visitors", "never 14", "the rulebook itself prints in its example after the 14th auction"} {
		if !strings.Contains(en(v[0]), says) {
			t.Errorf("message %q does not say %q", en(v[0]), says)
		}
	}
}

// TestRulebookYearThreeCorrected is the rulebook's example with years 1 and
// 2 filled in (as a game can reach them) and Wolfgang's visitors corrected
// to 3 (the acceptance case): year 3 alone scores Alan 12, Klaus 12, Reiner
// 21, Wolfgang 18.
func TestRulebookYearThreeCorrected(t *testing.T) {
	res, err := Score(readInput(t, "rulebook-year-three-corrected.json"))
	if err != nil {
		t.Fatal(err)
	}
	wantTotal := map[string]int{"Alan": 18, "Klaus": 14, "Reiner": 33, "Wolfgang": 22}
	wantYear3 := map[string]int{"Alan": 12, "Klaus": 12, "Reiner": 21, "Wolfgang": 18}
	wantRank := map[string]int{"Reiner": 1, "Wolfgang": 2, "Alan": 3, "Klaus": 4}
	for _, p := range res.Players {
		if p.Total != wantTotal[p.Name] || p.Rank != wantRank[p.Name] || len(p.Breakdown) != 3 || p.Breakdown[2].Points != wantYear3[p.Name] {
			t.Errorf("%s: total %d rank %d breakdown %+v; want %d, rank %d, year 3 %d", p.Name, p.Total, p.Rank, p.Breakdown, wantTotal[p.Name], wantRank[p.Name], wantYear3[p.Name])
		}
		sum := 0
		for _, it := range p.Breakdown {
			sum += it.Points
		}
		if sum != p.Total {
			t.Errorf("%s: breakdown %+v does not make up %d", p.Name, p.Breakdown, p.Total)
		}
	}
	if len(res.Warnings) != 1 || res.Warnings[0].Rule != "zoosim.game-in-progress" || res.Status != scorer.StatusInProgress {
		t.Errorf("warnings %v status %q, want one zoosim.game-in-progress and the game in progress", res.Warnings, res.Status)
	}
	reiner := res.Players[0]
	if reiner.Name != "Reiner" || item(reiner.Breakdown[2]) != "year 3: 5 visitors, 1 tree, 1 bench = 7 x 3" {
		t.Errorf("Reiner's year 3 item %+v", reiner.Breakdown[2])
	}
}

// TestRulebookYearPoints: 3 visitors, 2 trees and 1 bench are 18 points at
// the end of year 3, and 24 at the end of year 4.
func TestRulebookYearPoints(t *testing.T) {
	for _, tc := range []struct {
		name  string
		years []Year
		want  int
	}{
		{"end of year 3", append(zeros(2), y(3, 2, 1)), 18},
		{"end of year 4", append(zeros(3), y(3, 2, 1)), 24},
	} {
		t.Run(tc.name, func(t *testing.T) {
			items := ScoreZoo(Zoo{Name: "Alan", Years: tc.years})
			last := items[len(items)-1]
			if last.Points != tc.want {
				t.Errorf("last year %+v, want %d points", last, tc.want)
			}
		})
	}
}

func TestScoreYears(t *testing.T) {
	in := Input{Players: []Zoo{
		{Name: "Alan", Years: []Year{y(2, 0, 0), y(3, 1, 1), y(2, 2, 1), y(4, 1, 2), y(10, 2, 3)}},
		{Name: "Klaus", Years: []Year{y(0, 0, 0), y(2, 2, 0), y(3, 1, 0), y(4, 2, 0), y(5, 1, 0)}},
	}}
	res, err := Score(in)
	if err != nil {
		t.Fatal(err)
	}
	// 2x1 + 5x2 + 5x3 + 7x4 + 15x5
	if res.Players[0].Name != "Alan" || res.Players[0].Total != 2+10+15+28+75 {
		t.Errorf("players %+v", res.Players)
	}
	if len(res.Warnings) != 0 {
		t.Errorf("a finished game warns %v", res.Warnings)
	}
	for _, it := range res.Players[0].Breakdown {
		if it.Rule != "zoosim.score-year" || it.Source == "" {
			t.Errorf("item %+v does not cite its rule", it)
		}
	}
	want := []string{"year 1: 2 visitors, 0 trees, 0 benches = 2 x 1", "year 2: 3 visitors, 1 tree, 1 bench = 5 x 2"}
	for i, w := range want {
		if got := item(res.Players[0].Breakdown[i]); got != w {
			t.Errorf("item %d %q, want %q", i, got, w)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name   string
		in     Input
		rules  []string // every violation expected, in order
		player string   // the player the first violation names
	}{
		{"legal", Input{Players: []Zoo{{Name: "Alan", Years: []Year{y(10, 2, 0)}}, {Name: "Klaus", Years: []Year{y(5, 1, 0)}}}}, nil, ""},
		{"one player", Input{Players: []Zoo{{Name: "Alan"}}}, []string{"zoosim.player-count"}, ""},
		{"five players", Input{Players: []Zoo{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}}}, []string{"zoosim.player-count"}, ""},
		{"empty name", Input{Players: []Zoo{{Name: "Alan"}, {Name: ""}}}, []string{"zoosim.player-name-empty"}, ""},
		{"duplicate name", Input{Players: []Zoo{{Name: "Alan"}, {Name: "alan"}}}, []string{"zoosim.player-name-duplicate"}, "alan"},
		{"negative visitors", two(y(-1, 0, 0)), []string{"zoosim.negative-count"}, "Alan"},
		{"negative trees and benches", two(y(0, -1, -2)), []string{"zoosim.negative-count", "zoosim.negative-count"}, "Alan"},
		{"five years", two(zeros(5)...), nil, ""},
		{"six years", two(zeros(6)...), []string{"zoosim.too-many-years", "zoosim.too-many-years"}, "Alan"},
		{"years differ", Input{Players: []Zoo{{Name: "Alan", Years: everyCategory(2)}, {Name: "Klaus", Years: zeros(3)}}}, []string{"zoosim.years-differ"}, ""},
		{"15 visitors in a year", Input{Players: []Zoo{{Name: "A", Years: []Year{y(10, 0, 0)}}, {Name: "B", Years: []Year{y(5, 0, 0)}}}}, nil, ""},
		{"16 visitors in a year", Input{Players: []Zoo{{Name: "A", Years: []Year{y(10, 0, 0)}}, {Name: "B", Years: []Year{y(6, 0, 0)}}}}, []string{"zoosim.visitors-per-year"}, ""},
		{"3 trees in a year", Input{Players: []Zoo{{Name: "A", Years: []Year{y(2, 2, 0)}}, {Name: "B", Years: []Year{y(2, 1, 0)}}}}, nil, ""},
		{"4 trees in a year", Input{Players: []Zoo{{Name: "A", Years: []Year{y(2, 2, 0)}}, {Name: "B", Years: []Year{y(2, 2, 0)}}}}, []string{"zoosim.trees-per-year"}, ""},
		{"126 benches", two(y(0, 0, 126)), []string{"zoosim.zoo-benches"}, "Alan"},
		{"11 visitors in a zoo", two(y(11, 0, 0)), []string{"zoosim.zoo-visitors"}, "Alan"},
		{"3 trees in a zoo", two(y(0, 3, 0)), []string{"zoosim.zoo-trees"}, "Alan"},
		{"125 benches", two(y(2, 0, 125)), nil, ""},
		{"benches stay", two(y(2, 0, 2), y(2, 0, 2)), nil, ""},
		{"benches go down", two(y(2, 0, 2), y(2, 0, 1)), []string{"zoosim.benches-decrease"}, "Alan"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := Check(tc.in)
			if got, want := strings.Join(rulesOf(v), " "), strings.Join(tc.rules, " "); got != want {
				t.Fatalf("violations %v, want %s", v, want)
			}
			if len(v) > 0 && v[0].Player != tc.player {
				t.Errorf("first violation names %q, want %q", v[0].Player, tc.player)
			}
			for _, n := range v {
				if !strings.Contains(en(n), ":") {
					t.Errorf("message %q does not say how to fix it", en(n))
				}
			}
		})
	}
}

func TestCheckListsEveryViolation(t *testing.T) {
	in := Input{Players: []Zoo{
		{Name: "Alan", Years: []Year{y(10, 1, 2), y(11, 3, 1), y(-1, 0, 1)}},
		{Name: "Alan", Years: []Year{y(5, 1, 0), y(0, 0, 0)}},
	}}
	v, _ := Check(in)
	for _, r := range []string{"zoosim.player-name-duplicate", "zoosim.zoo-visitors", "zoosim.zoo-trees", "zoosim.negative-count",
		"zoosim.benches-decrease", "zoosim.trees-per-year", "zoosim.years-differ"} {
		if !hasRule(v, r) {
			t.Errorf("%s missing from %v", r, v)
		}
	}
}

// TestGameInProgressWarning: a game lasts 5 years ("Playing the game");
// fewer is the score so far.
func TestGameInProgressWarning(t *testing.T) {
	for _, tc := range []struct {
		name  string
		years int
		warn  bool
	}{
		{"no year", 0, true},
		{"four years", 4, true},
		{"five years", 5, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Score(two(zeros(tc.years)...))
			if err != nil {
				t.Fatal(err)
			}
			if got := hasRule(res.Warnings, "zoosim.game-in-progress"); got != tc.warn {
				t.Errorf("warnings %v, want game-in-progress %v", res.Warnings, tc.warn)
			}
			// Fewer than 5 years: a game in progress, kept out of the
			// leaderboards until edit adds the missing years.
			if inProgress := res.Status == scorer.StatusInProgress; inProgress != tc.warn {
				t.Errorf("status %q, want in progress %v", res.Status, tc.warn)
			}
		})
	}
}

// TestBenchesGoDown is the acceptance case: benches 2 then 1 for Alan is an
// error naming Alan.
func TestBenchesGoDown(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "benches-go-down.json"))
	if err != nil {
		t.Fatal(err)
	}
	in, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Score(in)
	var v scorer.Violations
	if !errors.As(err, &v) || len(v) != 1 || v[0].Player != "Alan" || v[0].Rule != "zoosim.benches-decrease" {
		t.Fatalf("error %v, want one zoosim.benches-decrease naming Alan", err)
	}
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name string
		json string
		ok   bool
	}{
		{"trims names", `{"players":[{"name":" Alan ","years":[{"visitors":1,"trees":0,"benches":0}]}]}`, true},
		{"unknown field", `{"players":[{"name":"Alan","years":[{"visitor":1}]}]}`, false},
		{"wrong type", `{"players":[{"name":"Alan","years":[{"visitors":"one"}]}]}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, err := Parse([]byte(tc.json))
			var ie *scorer.InputError
			if tc.ok {
				if err != nil || in.Players[0].Name != "Alan" {
					t.Errorf("got %+v, %v", in, err)
				}
			} else if !errors.As(err, &ie) {
				t.Errorf("error %v, want *scorer.InputError", err)
			}
		})
	}
}
