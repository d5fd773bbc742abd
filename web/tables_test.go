package web_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// openDice opens a Dice table for Ann and Bob from the form of a new game.
func (s *site) openDice(names ...string) string {
	s.t.Helper()
	if len(names) == 0 {
		names = []string{"Ann", "Bob"}
	}
	a := s.do(s.form("/tables", url.Values{"game": {"dice"}, "player": names, "hex-lion": {"2"}}))
	if a.status != http.StatusSeeOther {
		s.t.Fatalf("open a table: %d\n%s", a.status, a.body)
	}
	return a.header.Get("Location")
}

// Two phones fill their sheets; the rules are checked across the sheets
// after every change; the game is stored once both say they are complete.
func TestTableFromTwoPhones(t *testing.T) {
	s := newSite(t)
	at := s.openDice()
	if at != "/tables/1" {
		t.Fatalf("the table is at %s", at)
	}
	ann := url.Values{"enc-lion": {"5"}, "bonus-lion": {"1"}, "enc-crocodile": {"1"}, "coins": {"2"}}
	bob := url.Values{"enc-lion": {"5"}, "bonus-lion": {"1"}, "enc-ostrich": {"2"}, "bonus-ostrich": {"1"}}
	s.do(s.script(at+"/seats/0", ann))
	a := s.do(s.script(at+"/seats/1", bob))
	st := a.json(t)
	if a.status != 200 || !strings.Contains(a.errorRules(t), "dice.bonus-claimed-twice") || st["scored"] != false {
		t.Fatalf("the lion bonus claimed twice: %d %s", a.status, a.body)
	}
	if html := st["html"].(map[string]any)["mine"].(string); !strings.Contains(html, "dice.bonus-claimed-twice") {
		t.Errorf("the table's part shows the error to Bob:\n%s", html)
	}
	// Both say done: a broken rule keeps the game from being stored.
	s.do(s.script(at+"/seats/0", with(ann, "action", "done")))
	if a := s.do(s.script(at+"/seats/1", with(bob, "action", "done"))); a.json(t)["scored"] != false {
		t.Fatalf("stored with a broken rule: %s", a.body)
	}
	// Bob fixes his sheet: that change makes it a draft again.
	delete(bob, "bonus-lion")
	if a := s.do(s.script(at+"/seats/1", bob)); a.json(t)["done"] != false || a.json(t)["scored"] != false {
		t.Fatalf("a changed sheet is a draft again: %s", a.body)
	}
	a = s.do(s.script(at+"/seats/1", with(bob, "action", "done")))
	st = a.json(t)
	if st["scored"] != true || st["game_id"] != float64(1) || !strings.Contains(st["html"].(map[string]any)["result"].(string), "Ann") {
		t.Fatalf("scored: %s", a.body)
	}
	// The game is stored once, and the table takes no more changes.
	if a := s.do(s.script(at+"/seats/0", ann)); a.status != http.StatusConflict {
		t.Errorf("a change after the scores: %d", a.status)
	}
	s.do(s.get("/api/tables/1"))
	games, _ := s.st.History(context.Background(), store.Filter{})
	if len(games) != 1 || games[0].Players[0].Name != "Ann" {
		t.Fatalf("stored: %+v", games)
	}
	if a := s.do(s.get(at)); !strings.Contains(a.body, "Stored as game 1") {
		t.Errorf("the table's page shows the scores:\n%s", a.body)
	}
}

func with(v url.Values, key, value string) url.Values {
	out := url.Values{}
	for k, x := range v {
		out[k] = x
	}
	out.Set(key, value)
	return out
}

// Without scripts, the forms post and the server answers with pages.
func TestTableWithoutScripts(t *testing.T) {
	s := newSite(t)
	at := s.openDice()
	for _, path := range []string{at, at + "/seats/0", at + "/seats/1"} {
		if a := s.do(s.get(path)); a.status != 200 {
			t.Fatalf("GET %s: %d", path, a.status)
		}
	}
	a := s.do(s.form(at+"/seats/0", url.Values{"enc-monkey": {"3"}, "action": {"done"}}))
	if a.status != http.StatusSeeOther || a.header.Get("Location") != at+"/seats/0" {
		t.Fatalf("a sheet posted by a form: %d %s", a.status, a.header.Get("Location"))
	}
	if a := s.do(s.get(at + "/seats/0")); !strings.Contains(a.body, `id="enc-monkey-3" value="3" checked`) {
		t.Errorf("the sheet page shows what was stored:\n%s", a.body)
	}
	a = s.do(s.form(at+"/seats/1", url.Values{"coins": {"two"}}))
	if a.status != http.StatusBadRequest || !strings.Contains(a.body, "two") {
		t.Errorf("a count that is no number: %d\n%s", a.status, a.body)
	}
	for path, want := range map[string]int{at + "/seats/2": 400, at + "/seats/x": 400, "/tables/x": 400, "/tables/7/seats/0": 404} {
		if a := s.do(s.get(path)); a.status != want {
			t.Errorf("GET %s: %d, want %d", path, a.status, want)
		}
	}
	if a := s.do(s.form(at+"/seats/5", url.Values{})); a.status != 400 {
		t.Errorf("POST to a seat the table does not have: %d", a.status)
	}
}

// A new game with names the rules refuse shows the form again with why.
func TestNewGameChecksTheNames(t *testing.T) {
	s := newSite(t)
	for _, c := range []struct {
		name   string
		values url.Values
		status int
		says   string
	}{
		{"one player", url.Values{"game": {"dice"}, "player": {"Ann", " ", ""}}, 422, "dice.player-count"},
		{"the same name twice", url.Values{"game": {"junior"}, "player": {"Ann", "ann"}}, 422, "junior.player-name-duplicate"},
		{"an invisible character", url.Values{"game": {"zoosim"}, "player": {"Ann", "B\u202eob"}}, 422, "zoosim.player-name-invisible"},
		{"an unknown game", url.Values{"game": {"chess"}, "player": {"Ann", "Bob"}}, 400, "chess"},
		{"a bonus hex of 3", url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}, "hex-lion": {"3"}}, 400, "3"},
	} {
		a := s.do(s.form("/tables", c.values))
		if a.status != c.status || !strings.Contains(a.body, c.says) {
			t.Errorf("%s: %d, want %d and %q\n%.400s", c.name, a.status, c.status, c.says, a.body)
		}
	}
	if open, _ := s.st.OpenTables(context.Background(), 10); len(open) != 0 {
		t.Errorf("%d tables opened from refused forms", len(open))
	}
}

// The new game's form offers each game's player counts (2 to 4 for the
// Dice Game and ZooSim, 2 to 5 for Junior: a fifth seat for Junior only)
// and refuses any other count, as the API does.
func TestNewGamePlayerCountsOfEachGame(t *testing.T) {
	s := newSite(t)
	page := s.do(s.get("/new")).body
	if n := strings.Count(page, `name="player"`); n != 5 {
		t.Errorf("the form offers %d seats, want 5", n)
	}
	fifth := regexp.MustCompile(`<input [^>]*id="player-4"[^>]*>`).FindString(page)
	if !strings.Contains(fifth, `data-games="junior"`) || !strings.Contains(fifth, "Player 5 (Junior only)") {
		t.Errorf("the fifth seat is not Junior's alone: %s", fifth)
	}
	if strings.Count(page, "data-games=") != 1 {
		t.Errorf("seats 1 to 4 are not every game's:\n%s", page)
	}
	if !strings.Contains(page, "2 to 4 players for Dice Game. 2 to 5 players for Junior. 2 to 4 players for ZooSim.") {
		t.Errorf("the form does not say how many play each game:\n%s", page)
	}
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"}
	for _, c := range []struct {
		game     string
		min, max int
	}{{"dice", 2, 4}, {"junior", 2, 5}, {"zoosim", 2, 4}} {
		for n := 1; n <= 6; n++ {
			want := http.StatusSeeOther
			if n < c.min || n > c.max {
				want = http.StatusUnprocessableEntity
			}
			a := s.do(s.form("/tables", url.Values{"game": {c.game}, "player": names[:n]}))
			if a.status != want || want != http.StatusSeeOther && !strings.Contains(a.body, c.game+".player-count") {
				t.Errorf("%s with %d players: %d, want %d\n%.400s", c.game, n, a.status, want, a.body)
			}
			var zoos []string
			for _, name := range names[:n] {
				zoos = append(zoos, `{"name":"`+name+`"}`)
			}
			a = s.do(s.api("POST", "/api/check/"+c.game, `{"players":[`+strings.Join(zoos, ",")+`]}`))
			if got := a.status == http.StatusOK; got != (want == http.StatusSeeOther) {
				t.Errorf("the API checks %s sheets of %d players: %d\n%.300s", c.game, n, a.status, a.body)
			}
		}
	}
}

// A form or a script's call made with the cookie needs the page's token:
// another site cannot make a phone post anything.
func TestCSRF(t *testing.T) {
	s := newSite(t)
	at := s.openDice()
	for name, r := range map[string]*http.Request{
		"a form without the token": func() *http.Request {
			r := s.form("/tables", url.Values{"game": {"dice"}, "player": {"Eve", "Mal"}})
			r.Body = http.NoBody
			r.ContentLength = 0
			return r
		}(),
		"a form with a wrong token": func() *http.Request {
			r := httptest.NewRequest("POST", at+"/seats/0", strings.NewReader("csrf=0000&coins=6"))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: s.code})
			return r
		}(),
		"a script's call without the header": func() *http.Request {
			r := httptest.NewRequest("POST", "/api/score/dice", strings.NewReader(diceSheets))
			r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: s.code})
			return r
		}(),
		"a script's call with the token of another server": func() *http.Request {
			r := httptest.NewRequest("POST", "/api/score/dice", strings.NewReader(diceSheets))
			r.Header.Set("X-CSRF-Token", strings.Repeat("ab", 32))
			r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: s.code})
			return r
		}(),
	} {
		if a := s.do(r); a.status != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", name, a.status)
		}
	}
	tb, _ := s.st.Table(context.Background(), 1)
	open, _ := s.st.OpenTables(context.Background(), 10)
	games, _ := s.st.History(context.Background(), store.Filter{})
	if tb.Sheets[0].Draft != nil || len(open) != 1 || len(games) != 0 {
		t.Errorf("a refused request changed something: %+v, %d tables, %d games", tb.Sheets[0], len(open), len(games))
	}
	// A script with the bearer token needs no page token: no browser sends
	// that header by itself.
	if a := s.do(s.api("POST", "/api/score/dice", diceSheets)); a.status != 200 {
		t.Errorf("a script with the bearer token: %d", a.status)
	}
}
