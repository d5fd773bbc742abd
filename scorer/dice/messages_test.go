package dice

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

var update = flag.Bool("update", false, "rewrite testdata/messages.golden")

// heard is everything a scenario made the package say: notes, breakdown
// items and errors.
type heard struct {
	notes []scorer.Note
	items []scorer.Item
	errs  []error
}

func (h *heard) err(err error) {
	var v scorer.Violations
	if errors.As(err, &v) {
		h.notes = append(h.notes, v...)
		return
	}
	if err != nil {
		h.errs = append(h.errs, err)
	}
}

func (h *heard) result(res scorer.Result) {
	for _, p := range res.Players {
		h.items = append(h.items, p.Breakdown...)
	}
	h.notes = append(h.notes, res.Warnings...)
	h.notes = append(h.notes, res.Decisions...)
}

func (h *heard) score(in Input) {
	res, err := Score(in)
	h.err(err)
	h.result(res)
}

// play applies takes ("round player face,face") one by one, keeping what
// each says, refused or not, then scores the game as it stands.
func (h *heard) play(players []string, takes ...string) {
	tr, err := NewTracker(players, nil)
	if err != nil {
		h.err(err)
		return
	}
	for _, s := range takes {
		f := strings.Fields(s)
		var round int
		fmt.Sscan(f[0], &round)
		took := []string{}
		if f[2] != "-" {
			took = strings.Split(f[2], ",")
		}
		// The announcements of accepted takes are the result's decisions.
		_, err := tr.Apply(Entry{Round: round, Take: Take{Player: f[1], Took: took}})
		h.err(err)
	}
	res, err := tr.Result()
	h.err(err)
	h.result(res)
}

func sheets(s ...Sheet) Input { return Input{Players: s} }

// scenarios drive the package through every rule it checks, every item it
// scores and every announcement it makes.
var scenarios = []struct {
	name string
	run  func(h *heard)
}{
	{"names and hex values", func(h *heard) {
		h.score(Input{BonusHex: &HexValues{Lion: intp(3), Crocodile: intp(0)}, Players: []Sheet{{Name: "Ann"}}})
		h.score(sheets(Sheet{Name: ""}, Sheet{Name: "Bob"}, Sheet{Name: "bob"}))
	}},
	{"sheets out of bounds", func(h *heard) {
		h.score(sheets(Sheet{Name: "Ann", Enclosures: Counts{Lion: 7, Monkey: -1}, Coins: 7}, Sheet{Name: "Bob", Coins: -2}))
	}},
	{"bonus and barn lists", func(h *heard) {
		h.score(sheets(
			Sheet{Name: "Ann", Enclosures: Counts{Lion: 4, Crocodile: 1}, Bonus: []string{"panda", "crocodile", "crocodile"}, Barn: []string{"tiger", "lion", "crocodile", "crocodile"}},
			Sheet{Name: "Bob", Enclosures: Counts{Elephant: 3}, Bonus: []string{"elephant", "crocodile", "ostrich"}, Barn: []string{"crocodile"}}))
	}},
	{"a sheet without a name", func(h *heard) {
		h.score(sheets(Sheet{Name: "Ann", Enclosures: Counts{Crocodile: 1}, Bonus: []string{"crocodile"}}, Sheet{Enclosures: Counts{Crocodile: 2}, Bonus: []string{"crocodile"}}))
	}},
	{"warnings", func(h *heard) {
		h.score(sheets(Sheet{Name: "Ann", Enclosures: Counts{Lion: 5}}, Sheet{Name: "Bob"}))
		h.score(sheets(Sheet{Name: "Ann", Enclosures: Counts{Ostrich: 2}}, Sheet{Name: "Bob", Enclosures: Counts{Ostrich: 2}}))
	}},
	{"every kind of breakdown item", func(h *heard) {
		h.score(sheets(
			Sheet{Name: "Ann", Enclosures: Counts{1, 2, 3, 4, 4}, Bonus: []string{"crocodile", "ostrich", "monkey", "elephant"}, Coins: 6, Barn: []string{"monkey"}},
			Sheet{Name: "Bob", Enclosures: Counts{1, 2, 0, 0, 5}, Bonus: []string{"lion"}, Coins: 2, Barn: []string{"crocodile", "ostrich", "lion"}},
			Sheet{Name: "Cy", Enclosures: Counts{0, 0, 0, 0, 0}, Coins: 1},
			Sheet{Name: "Di", Enclosures: Counts{0, 0, 0, 0, 0}, Coins: 1}))
	}},
	{"a tie broken by coins", func(h *heard) {
		h.score(sheets(Sheet{Name: "Ann", Enclosures: Counts{Lion: 3}, Coins: 1}, Sheet{Name: "Bob", Enclosures: Counts{Lion: 2}, Coins: 3}))
	}},
	{"announcements of a whole game", func(h *heard) {
		h.play([]string{"Ann", "Bob"},
			"1 Ann crocodile,crocodile,crocodile", "1 Bob crocodile,coin,coin",
			"2 Bob coin,coin,coin", "2 Ann ostrich,ostrich,coin",
			"3 Ann coin,coin,coin", "3 Bob coin,coin,lion",
			"4 Bob monkey,monkey,monkey", "4 Ann monkey,monkey,monkey",
			"5 Ann elephant,elephant,elephant", "5 Bob lion,lion",
			"6 Bob ostrich,ostrich", "6 Ann elephant",
			"7 Ann lion")
	}},
	{"the end with players still to take", func(h *heard) {
		h.play([]string{"Ann", "Bob", "Cy"},
			"1 Ann lion,lion,lion", "1 Bob coin", "1 Cy coin",
			"2 Cy coin", "2 Ann lion,lion,elephant", "2 Bob coin",
			"3 Bob coin", "3 Cy coin", "3 Ann elephant,elephant,elephant",
			"4 Ann monkey,monkey,monkey", "4 Bob coin", "4 Cy coin",
			"5 Cy coin", "5 Bob coin", "5 Ann crocodile,ostrich,ostrich")
	}},
	{"every animal to the barn", func(h *heard) {
		h.play([]string{"Ann", "Bob"},
			"1 Ann crocodile,crocodile,crocodile", "1 Bob lion,lion,lion",
			"2 Bob lion,lion,lion", "2 Ann ostrich,ostrich,ostrich",
			"3 Ann monkey,monkey,monkey", "3 Bob coin",
			"4 Bob coin", "4 Ann monkey,elephant,elephant",
			"5 Ann elephant,elephant,elephant", "5 Bob coin")
	}},
	{"refused takes", func(h *heard) {
		h.play([]string{"Ann", "Bob"},
			"1 Ann -", "1 Ann coin,lion,monkey,lion", "1 Ann dragon", "1 Zed coin",
			"3 Ann coin", "1 Ann coin", "1 Ann lion", "2 Ann coin")
		h.play([]string{"Ann", "Bob", "Cy"},
			"1 Ann coin,coin,coin", "1 Bob lion,lion,lion", "1 Cy monkey,monkey,monkey")
		h.play([]string{"Ann", "Bob"},
			"1 Ann crocodile,ostrich,ostrich", "1 Bob coin", "2 Ann monkey,monkey,monkey", "2 Bob coin",
			"3 Ann elephant,elephant,elephant", "3 Bob coin", "4 Ann elephant", "4 Bob coin", "5 Ann coin")
	}},
	{"a script with gaps", func(h *heard) {
		_, err := Play(Script{Players: []string{"Ann", "Bob", "Cy"}, Rounds: [][]Take{
			{{Player: "Ann", Took: []string{"lion"}}},
			{},
			{{Player: "Bob", Took: []string{"coin"}}},
		}})
		h.err(err)
	}},
	{"scripts longer than any game", func(h *heard) {
		long := func(rounds, takes int) string {
			round := `[{"player":"Ann","took":["coin"]}` + strings.Repeat(`,{"player":"Bob","took":["coin"]}`, takes-1) + `]`
			return `{"players":["Ann","Bob"],"rounds":[` + round + strings.Repeat(","+round, rounds-1) + `]}`
		}
		for _, data := range []string{long(MaxRounds+1, 1), long(MaxRounds, MaxPlayers+1)} {
			_, err := ParseScript([]byte(data))
			h.err(err)
		}
	}},
	{"--bonus-hex", func(h *heard) {
		for _, bad := range []string{"panda=1", "lion=1,lion=2", "lion=99999999999999999999999", "lion=x"} {
			_, err := ParseHexValues(bad, nil)
			h.err(err)
		}
	}},
}

// said is one thing said, in words: a note as a line, a breakdown item, an
// error.
type said struct {
	text string
	msgs []msg.Msg // the messages it was made of
}

func (h *heard) said(l *i18n.Localizer) []said {
	var out []said
	for _, n := range h.notes {
		out = append(out, said{l.NoteLine(n), []msg.Msg{n.Msg}})
	}
	for _, it := range h.items {
		w := l.Item(it)
		out = append(out, said{fmt.Sprintf("%+d %s: %s [%s] %s", it.Points, w.Item, w.Why, it.Rule, w.Source), []msg.Msg{it.Label, it.Reason, {ID: it.Source}}})
	}
	for _, err := range h.errs {
		var s msg.Sayer
		errors.As(err, &s)
		out = append(out, said{"! " + l.Error(err), []msg.Msg{s.Say()}})
	}
	return out
}

// TestEveryMessageInEveryLanguage: everything the scenarios make the package
// say reads in English as it always did (testdata/messages.golden), and in
// German and French with no English left and no message missing.
func TestEveryMessageInEveryLanguage(t *testing.T) {
	var golden bytes.Buffer
	for _, sc := range scenarios {
		h := &heard{}
		sc.run(h)
		fmt.Fprintf(&golden, "# %s\n", sc.name)
		once := map[string]bool{}
		for _, s := range h.said(english) {
			if !once[s.text] {
				fmt.Fprintln(&golden, s.text)
			}
			once[s.text] = true
		}
		for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
			for _, s := range h.said(i18n.For(lang)) {
				words := withoutRuleIDs(s.text)
				if left := i18ntest.English(words); len(left) > 0 {
					t.Errorf("%s, %s: English %v left in %q", sc.name, lang, left, s.text)
				}
				if strings.Contains(words, "<no value>") || missingID.MatchString(words) {
					t.Errorf("%s, %s: a message is missing in %q", sc.name, lang, s.text)
				}
			}
		}
	}
	compareGolden(t, filepath.Join("testdata", "messages.golden"), golden.Bytes())
}

// missingID finds a message id in words: a message the catalogs lack is
// shown as its id.
var missingID = regexp.MustCompile(`\b(dice|word|count|source|rule)\.[a-z]`)

var ruleID = regexp.MustCompile(`\[[a-z0-9.-]+\]`)

// withoutRuleIDs drops the rule ids in brackets, the same in every language.
func withoutRuleIDs(s string) string { return ruleID.ReplaceAllString(s, "") }

func compareGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		w, g := "", ""
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			t.Errorf("%s, line %d:\n got %q\nwant %q", path, i+1, g, w)
			return
		}
	}
}

// promptOnly are the messages of the questions (package prompts, tested
// there), not said by this package.
var promptOnly = []string{"dice.ask.", "dice.say.", "dice.head.", "dice.short.", "count.die"}

// TestScenariosSayEveryMessage: the scenarios above reach every message of
// the package's catalog, so that the test of every language covers them
// all; and every rule's summary and rulebook section read in every
// language without English.
func TestScenariosSayEveryMessage(t *testing.T) {
	reached := map[string]bool{}
	for _, sc := range scenarios {
		h := &heard{}
		sc.run(h)
		for _, s := range h.said(english) {
			for _, m := range s.msgs {
				walk(m, reached)
			}
		}
	}
	walk(HexLine(DefaultBonusHex), reached)
	for _, r := range allRules {
		reached["rule."+r.ID], reached[r.Source] = true, true
		for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
			l := i18n.For(lang)
			for _, words := range []string{l.T("rule." + r.ID), l.T(r.Source)} {
				if left := i18ntest.English(words); len(left) > 0 || missingID.MatchString(words) {
					t.Errorf("%s, rule %s: %q (English: %v)", lang, r.ID, words, left)
				}
			}
		}
	}
	var catalog map[string]any
	if _, err := toml.DecodeFile(filepath.Join("..", "..", "i18n", "catalog", "en", "dice.toml"), &catalog); err != nil {
		t.Fatal(err)
	}
	var unsaid []string
	for id := range catalog {
		if !reached[id] && !hasPrefix(id, promptOnly) {
			unsaid = append(unsaid, id)
		}
	}
	sort.Strings(unsaid)
	if len(unsaid) > 0 {
		t.Errorf("no scenario says %v", unsaid)
	}
}

// walk marks a message and the messages of its arguments as said.
func walk(v any, reached map[string]bool) {
	switch x := v.(type) {
	case msg.Msg:
		reached[x.ID] = true
		for _, a := range x.Args {
			walk(a.Value, reached)
		}
	case msg.List:
		for _, it := range x.Items {
			walk(it, reached)
		}
	case msg.Count:
		reached["count."+x.Noun] = true
	}
}

func hasPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
