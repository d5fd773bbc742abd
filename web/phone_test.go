package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// What a newcomer found on the phone pages (issue 22), checked on the
// pages the server sends; browser_layout_test.go checks them as laid out.

// open opens a table of a game for the players from the new game's form
// and gives its address.
func (s *site) open(game string, players ...string) string {
	s.t.Helper()
	a := s.do(s.form("/tables", url.Values{"game": {game}, "player": players}))
	if a.status != http.StatusSeeOther {
		s.t.Fatalf("open a %s table: %d\n%s", game, a.status, a.body)
	}
	return a.header.Get("Location")
}

// draft is a seat's sheet as stored, or "" while it has none.
func (s *site) draft(id int64, seat int) string {
	s.t.Helper()
	tb, err := s.st.Table(context.Background(), id)
	if err != nil {
		s.t.Fatal(err)
	}
	return string(tb.Sheets[seat].Draft)
}

// text is what a page says, without its tags.
func text(body string) string {
	return html.UnescapeString(strings.Join(strings.Fields(tagRE.ReplaceAllString(codeRE.ReplaceAllString(body, " "), " ")), " "))
}

// A count the sheet's form bounds is refused, with why, when it is out of
// them: never cut to fit and stored (a typed 7 ponds was stored as 6).
// Everything wrong with the form is said at once, and nothing is stored.
func TestSheetRefusesCountsOutOfRange(t *testing.T) {
	s := newSite(t)
	junior := s.open("junior", "Ann", "Bob")
	zoosim := s.open("zoosim", "Ann", "Bob")
	llama := url.Values{"e1-animal": {"llama"}, "e1-animals": {"3"}}
	with := func(base url.Values, kv ...string) url.Values {
		v := url.Values{}
		for k, vs := range base {
			v[k] = vs
		}
		for i := 0; i+1 < len(kv); i += 2 {
			v.Set(kv[i], kv[i+1])
		}
		return v
	}
	for _, c := range []struct {
		name   string
		path   string
		values url.Values
		says   []string
	}{
		{"7 ponds in an enclosure", junior + "/seats/0", with(llama, "e1-pond", "7"),
			[]string{"Enclosure 1, pond: 7 cannot be entered: give a whole number from 0 to 6"}},
		{"a negative count of rocks", junior + "/seats/0", with(llama, "e2-rock", "-1"),
			[]string{"Enclosure 2, rock: -1 cannot be entered"}},
		{"three mistakes at once", junior + "/seats/1", with(llama, "e1-pond", "7", "e3-shrub", "9", "barn-wolf", "two"),
			[]string{"Enclosure 1, pond: 7", "Enclosure 3, shrub: 9", "two is not a whole number"}},
		{"6 years of ZooSim", zoosim + "/seats/0", url.Values{"years": {"6"}, "y1-visitors": {"2"}},
			[]string{"Years played: 6 cannot be entered: give a whole number from 0 to 5"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			id := tableID(t, c.path)
			seat := int(c.path[len(c.path)-1] - '0')
			// A form posted without the page's script: the sheet again, with why.
			a := s.do(s.form(c.path, c.values))
			// The page's script: the contract's error object.
			j := s.do(s.script(c.path, c.values))
			for _, w := range c.says {
				if a.status != http.StatusBadRequest || !strings.Contains(text(a.body), w) {
					t.Errorf("the form: %d, want 400 saying %q:\n%s", a.status, w, text(a.body))
				}
				if j.status != http.StatusBadRequest || !strings.Contains(j.body, w) || j.errorRules(t) != "input.unreadable" {
					t.Errorf("the script: %d, want 400 saying %q:\n%s", j.status, w, j.body)
				}
			}
			if d := s.draft(id, seat); d != "" {
				t.Errorf("a refused sheet was stored: %s", d)
			}
		})
	}
	// What is in range is stored as typed.
	s.do(s.form(junior+"/seats/0", with(llama, "e1-pond", "2")))
	if d := s.draft(tableID(t, junior), 0); !strings.Contains(d, `"landscapes":["pond","pond"]`) {
		t.Errorf("2 ponds stored as %s", d)
	}
}

func tableID(t *testing.T, path string) int64 {
	var id int64
	if _, err := fmt.Sscanf(strings.TrimPrefix(path, "/tables/"), "%d", &id); err != nil {
		t.Fatalf("no table in %s", path)
	}
	return id
}

// The Junior barn has the kinds in play: as many as the players play with
// (4 kinds with 2 players, all 7 with 5). Which kinds is the table's
// choice: a row for each kind some sheet holds, and rows to choose the
// kind of for the kinds not known yet; once the table holds as many kinds
// as are in play, one such row stays, folded away.
func TestJuniorBarnHasTheKindsInPlay(t *testing.T) {
	s := newSite(t)
	two := s.open("junior", "Ann", "Bob")
	five := s.open("junior", "Ann", "Bob", "Cy", "Dee", "Eve")
	rows := regexp.MustCompile(`name="barn-([a-z]+)"`)
	barn := func(path string) (kinds []string, choose int, folded bool) {
		body := s.do(s.get(path)).body
		for _, m := range rows.FindAllStringSubmatch(body, -1) {
			if m[1] != "pond" && m[1] != "shrub" && m[1] != "rock" {
				kinds = append(kinds, m[1])
			}
		}
		return kinds, strings.Count(body, `name="barnx-`), strings.Contains(body, `class="other-kinds"`)
	}
	check := func(when, path string, wantKinds string, wantChoose int, wantFolded bool) {
		t.Helper()
		kinds, choose, folded := barn(path)
		choose /= 2 // a row to choose: its kind and its animals (barnx-N-kind, barnx-N), their offspring (barnxoff-N)
		if strings.Join(kinds, " ") != wantKinds || choose != wantChoose || folded != wantFolded {
			t.Errorf("%s: kinds %v, %d rows to choose a kind (folded %v); want %q, %d (folded %v)",
				when, kinds, choose, folded, wantKinds, wantChoose, wantFolded)
		}
	}
	check("2 players, nothing entered", two+"/seats/1", "", 4, false)
	check("5 players, nothing entered", five+"/seats/0", "meerkat giraffe impala llama rhinoceros ostrich wolf", 0, false)
	s.do(s.form(two+"/seats/0", url.Values{"e1-animal": {"llama"}, "e1-animals": {"4"}, "e2-animal": {"impala"}, "barn-wolf": {"1"}}))
	check("2 players, Ann's sheet holds 3 kinds", two+"/seats/1", "impala llama wolf", 1, false)
	// Bob puts a meerkat in his barn, in a row whose kind he chooses.
	s.do(s.form(two+"/seats/1", url.Values{"barnx-0-kind": {"meerkat"}, "barnx-0": {"2"}, "barnxoff-0": {"1"}}))
	if d := s.draft(tableID(t, two), 1); !strings.Contains(d, `"animals":{"meerkat":2},"offspring":{"meerkat":1}`) {
		t.Errorf("Bob's barn stored as %s", d)
	}
	check("2 players, 4 kinds held", two+"/seats/1", "meerkat impala llama wolf", 1, true)

	for _, c := range []struct {
		name   string
		values url.Values
		says   string
	}{
		{"tiles of no kind", url.Values{"barnx-0": {"2"}}, "the barn has animal tiles of a kind not chosen"},
		{"a kind in two rows", url.Values{"barn-wolf": {"1"}, "barnx-0-kind": {"wolf"}, "barnx-0": {"1"}}, "the barn has the wolf in two rows"},
	} {
		if a := s.do(s.script(two+"/seats/0", c.values)); a.status != http.StatusBadRequest || !strings.Contains(a.body, c.says) {
			t.Errorf("%s: %d, want 400 saying %q\n%s", c.name, a.status, c.says, a.body)
		}
	}
}

// The newcomer's list: the menu marks the page it is on; the empty home
// page welcomes and says what to do first; rule ids and a line's column
// are for the curious only (a title), and stay in the JSON; the rating
// says what it is; the chart's time axis has dates; a scored sheet no
// longer asks to tap its spaces; the head to head keeps a date whole.
func TestNewcomersList(t *testing.T) {
	s := newSite(t)
	home := text(s.do(s.get("/")).body)
	if !strings.Contains(home, "Welcome! Nothing is stored here yet.") || strings.Contains(home, "No game matches") {
		t.Errorf("the empty home page: %s", home)
	}
	at := s.openDice()
	claim := url.Values{"enc-lion": {"5"}, "bonus-lion": {"1"}}
	s.do(s.script(at+"/seats/0", claim))
	s.do(s.script(at+"/seats/1", claim))
	current := regexp.MustCompile(`<a href="([^"]*)"[^>]*aria-current="page"`)
	for path, want := range map[string]string{"/new": "/new", at: "", at + "/seats/0": "", "/history": "/history"} {
		got := ""
		if m := current.FindStringSubmatch(s.do(s.get(path)).body); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("%s: the menu marks %q as the current page, want %q", path, got, want)
		}
	}
	for _, path := range []string{at, at + "/seats/0"} {
		body := s.do(s.get(path)).body
		if strings.Contains(text(body), "dice.bonus-claimed-twice") || !strings.Contains(body, `title="dice.bonus-claimed-twice"`) {
			t.Errorf("%s shows the rule's id, or hides it from the curious:\n%s", path, text(body))
		}
	}
	if a := s.do(s.get("/api/tables/1")); !strings.Contains(a.body, `"rule": "dice.bonus-claimed-twice"`) {
		t.Errorf("the table's JSON lost the rule's id: %s", a.body)
	}

	// A line of notation that cannot be read says why; where (its column)
	// only in the title; the JSON keeps the column in the message.
	s.do(s.api("POST", "/api/play/dice", "players: Ann, Bob\nAnn: lion lion coin\n"))
	live := "/games/1/live"
	var seen struct{ Version string }
	json.Unmarshal([]byte(s.do(s.get("/api"+live)).body), &seen)
	line := url.Values{"line": {"Bob: monkey monky"}, "seen": {seen.Version}}
	page := s.do(s.form("/games/1/entries", line)).body
	if strings.Contains(text(page), "column") || !strings.Contains(text(page), `"monky" is not a die face`) || !strings.Contains(page, `title="input.notation, column 13"`) {
		t.Errorf("the live page's mistake:\n%s", text(page))
	}
	if a := s.do(s.script("/games/1/entries", line)); !strings.Contains(a.body, `"message": "column 13: \"monky\" is not a die face`) {
		t.Errorf("the JSON's mistake: %s", a.body)
	}

	// Bob and Ann finish; the game is scored.
	s.do(s.script(at+"/seats/1", url.Values{"enc-lion": {"5"}, "action": {"done"}}))
	s.do(s.script(at+"/seats/0", url.Values{"enc-lion": {"5"}, "bonus-lion": {"1"}, "action": {"done"}}))
	if sheet := s.do(s.get(at + "/seats/1")).body; !strings.Contains(sheet, `id="lead-enter" hidden`) || strings.Contains(sheet, `id="lead-scored" hidden`) {
		t.Errorf("the scored sheet still asks to tap its spaces:\n%s", sheet)
	}
	game := s.do(s.get("/games/2")).body
	if strings.Contains(text(game), "dice.") {
		t.Errorf("the game's page shows rule ids: %s", text(game))
	}
	if games, _ := s.st.History(context.Background(), store.Filter{}); len(games) != 2 {
		t.Fatalf("%d games stored, want 2", len(games))
	}
	board := s.do(s.get("/leaderboard")).body
	for _, w := range []string{"Rating", "new player", "fewer than 5 finished games", `class="tick date"`} {
		if !strings.Contains(board, w) {
			t.Errorf("the leaderboard does not hold %q:\n%s", w, board)
		}
	}
	if v := s.do(s.get("/versus?a=Ann&b=Bob")).body; !strings.Contains(v, `<time datetime="`) {
		t.Errorf("the head to head's dates:\n%s", v)
	}
}
