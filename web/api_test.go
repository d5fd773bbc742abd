package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// The API answers as the commands exit: 200 (0), 422 with every broken
// rule (1), 400 for input that cannot be read (2); score stores the game,
// check stores nothing.
func TestAPISheets(t *testing.T) {
	s := newSite(t)
	claimed := strings.Replace(diceSheets, `"enclosures": {"ostrich": 2}, "bonus": ["ostrich"]`, `"enclosures": {"lion": 5}, "bonus": ["lion"]`, 1)
	for _, c := range []struct {
		name, path, body string
		status           int
		rules            string
	}{
		{"legal sheets", "/api/check/dice", diceSheets, 200, ""},
		{"both claim the lion bonus", "/api/check/dice", claimed, 422, "dice.bonus-claimed-twice"},
		{"an unknown field", "/api/check/dice", `{"players": [], "extra": 1}`, 400, "input.unreadable"},
		{"not JSON", "/api/check/junior", `{"players": [`, 400, "input.unreadable"},
		{"a key in another case", "/api/score/dice", `{"Players": []}`, 400, "input.unreadable"},
		{"an unknown game", "/api/check/chess", diceSheets, 400, "input.usage"},
		{"broken rules are not stored", "/api/score/dice", claimed, 422, "dice.bonus-claimed-twice"},
	} {
		a := s.do(s.api("POST", c.path, c.body))
		if a.status != c.status {
			t.Errorf("%s: %d, want %d\n%s", c.name, a.status, c.status, a.body)
			continue
		}
		if c.status != 200 {
			if got := a.errorRules(t); got != c.rules {
				t.Errorf("%s: rules %q, want %q", c.name, got, c.rules)
			}
		}
	}
	if games, _ := s.st.History(context.Background(), store.Filter{}); len(games) != 0 {
		t.Fatalf("check and refused scores stored %d games", len(games))
	}
	a := s.do(s.api("POST", "/api/score/dice", diceSheets))
	res := a.json(t)
	if a.status != 200 || res["id"] != float64(1) || res["winners"].([]any)[0] != "Ann" || res["game"] != "dice" {
		t.Fatalf("score: %d %s", a.status, a.body)
	}
	if a := s.do(s.api("GET", "/api/games/1", "")); a.status != 200 || a.json(t)["status"] != "finished" {
		t.Errorf("show: %d %s", a.status, a.body)
	}
	// The language of the words follows the request; rule ids and keys do not.
	r := s.api("POST", "/api/check/dice", diceSheets)
	r.Header.Set("Accept-Language", "de-DE,de;q=0.9")
	if a := s.do(r); a.status != 200 || !strings.Contains(a.body, `"item"`) {
		t.Errorf("check in German: %d %s", a.status, a.body)
	}
}

func TestAPIPlay(t *testing.T) {
	s := newSite(t)
	for _, c := range []struct {
		name, body string
		status     int
		rules      string
	}{
		{"notation", "players: Ann, Bob\nAnn: lion lion coin\nBob: crocodile\n", 200, ""},
		{"JSON", `{"players": ["Ann", "Bob"], "rounds": [[{"player": "Ann", "took": ["lion"]}, {"player": "Bob", "took": ["monkey"]}]]}`, 200, ""},
		{"a take of four dice", "players: Ann, Bob\nAnn: lion lion lion lion\n", 422, "dice.take-size"},
		{"a word that is no face", "players: Ann, Bob\nAnn: lion ???\n", 400, "input.notation"},
		{"sheets are not a play script", diceSheets, 400, "input.unreadable"},
	} {
		a := s.do(s.api("POST", "/api/play/dice", c.body))
		if a.status != c.status {
			t.Errorf("%s: %d, want %d\n%s", c.name, a.status, c.status, a.body)
			continue
		}
		if c.status == 200 && a.json(t)["status"] != "in-progress" {
			t.Errorf("%s: a script that stops early is in progress: %s", c.name, a.body)
		}
		if c.status != 200 && !strings.Contains(a.errorRules(t), c.rules) {
			t.Errorf("%s: rules %q, want %q", c.name, a.errorRules(t), c.rules)
		}
	}
	entries, err := s.st.Entries(context.Background(), 1)
	if err != nil || len(entries) != 2 {
		t.Errorf("the notation's game is stored with its 2 entries: %d %v", len(entries), err)
	}
}

func TestAPIQueries(t *testing.T) {
	s := newSite(t)
	for range 2 {
		if a := s.do(s.api("POST", "/api/score/dice", diceSheets)); a.status != 200 {
			t.Fatal(a.body)
		}
	}
	for path, want := range map[string]int{
		"/api/history": 200, "/api/history?game=dice&player=ANN&since=2000-01-01&limit=1&offset=1": 200,
		"/api/history?game=chess": 400, "/api/history?since=01/02/2026": 400, "/api/history?limit=-1": 400,
		"/api/history?offset=x": 400, "/api/games/1": 200, "/api/games/3": 404, "/api/games/0": 400,
		"/api/games/abc": 400, "/api/leaderboard": 200, "/api/leaderboard?game=junior": 200,
		"/api/leaderboard?game=go": 400, "/api/versus?a=Ann&b=Bob": 200, "/api/versus?a=Ann&b=Bob&game=dice": 200,
		"/api/versus?a=ann&b=ANN": 400, "/api/versus?a=Ann": 400, "/api/versus?a=Ann&b=Zed": 404,
	} {
		if a := s.do(s.api("GET", path, "")); a.status != want {
			t.Errorf("GET %s: %d, want %d\n%s", path, a.status, want, a.body)
		}
	}
	h := s.do(s.api("GET", "/api/history?player=bob&limit=1", "")).json(t)
	if games := h["games"].([]any); len(games) != 1 || games[0].(map[string]any)["id"] != float64(2) {
		t.Errorf("history: %v", h)
	}
	if b := s.do(s.api("GET", "/api/leaderboard", "")).json(t); len(b["players"].([]any)) != 2 {
		t.Errorf("leaderboard: %v", b)
	}
	if v := s.do(s.api("GET", "/api/versus?a=ann&b=bob", "")).json(t); v["games"] != float64(2) || v["ahead_a"] != float64(2) || v["a"] != "Ann" {
		t.Errorf("versus: %v", v)
	}
	// An address the API does not have answers in JSON too.
	if e := s.do(s.api("GET", "/api/nothing", "")); e.status != 404 || !strings.Contains(e.body, `"rule": "web.not-found"`) {
		t.Errorf("GET /api/nothing: %d %s", e.status, e.body)
	}
	if e := s.do(s.api("GET", "/api/history?game=junior", "")).json(t); len(e["games"].([]any)) != 0 {
		t.Errorf("an empty history is [] : %v", e)
	}
}

// ?since=DAY lists the games played from that day's first instant on, in
// the server's local time, as the pages show times: the game played at
// that instant is in it, the one a second before is not.
func TestAPIHistorySinceIncludesTheDaysFirstInstant(t *testing.T) {
	saved := time.Local
	time.Local = time.FixedZone("UTC+2", 2*3600) // the day begins at 22:00 UTC
	t.Cleanup(func() { time.Local = saved })
	s := newSite(t)
	for _, at := range []string{"2026-02-28T21:59:59Z", "2026-02-28T22:00:00Z", "2026-02-28T23:30:00Z"} {
		when, _ := time.Parse(time.RFC3339, at)
		s.st.Now = func() time.Time { return when }
		if a := s.do(s.api("POST", "/api/score/dice", diceSheets)); a.status != 200 {
			t.Fatal(a.body)
		}
	}
	h := s.do(s.api("GET", "/api/history?since=2026-03-01", "")).json(t)
	games := h["games"].([]any)
	if len(games) != 2 || games[0].(map[string]any)["id"] != float64(3) || games[1].(map[string]any)["id"] != float64(2) {
		t.Errorf("?since=2026-03-01 lists %v, want games 3 and 2", games)
	}
}

// A body over 1 MiB gets 413, whether it says its length or not.
func TestBodyOverOneMiB(t *testing.T) {
	s := newSite(t)
	big := `{"players": [], "x": "` + strings.Repeat("a", 1<<20) + `"}`
	for _, path := range []string{"/api/check/dice", "/api/score/dice", "/api/play/dice"} {
		if a := s.do(s.api("POST", path, big)); a.status != http.StatusRequestEntityTooLarge {
			t.Errorf("POST %s with %d bytes: %d", path, len(big), a.status)
		}
		r := s.api("POST", path, big)
		r.ContentLength = -1 // sent in chunks, without a length
		if a := s.do(r); a.status != http.StatusRequestEntityTooLarge {
			t.Errorf("POST %s in chunks: %d", path, a.status)
		}
	}
	r := s.form("/tables", map[string][]string{"game": {"dice"}, "player": {strings.Repeat("n", 1<<20)}})
	if a := s.do(r); a.status != http.StatusRequestEntityTooLarge {
		t.Errorf("a form over 1 MiB: %d", a.status)
	}
	if a := s.do(s.api("POST", "/api/check/dice", diceSheets)); a.status != 200 {
		t.Errorf("the server goes on: %d", a.status)
	}
}

// A request of the history lists at most 500 games (limit=0, which the
// command reads as all, too): a club's history is read a page at a time.
func TestHistoryIsPaged(t *testing.T) {
	s := newSite(t)
	ctx := context.Background()
	for i := range 501 {
		g := store.Game{Game: "dice", Input: json.RawMessage(`{"players": []}`), Status: "finished",
			Result: scorer.Result{Game: "dice", Players: []scorer.PlayerResult{{Name: "Ann", Total: i, Rank: 1}}, Winners: []string{"Ann"}}}
		if _, err := s.st.Save(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	for query, want := range map[string]int{"limit=0": 500, "limit=1000": 500, "": 50, "limit=0&offset=500": 1, "limit=7": 7} {
		h := s.do(s.api("GET", "/api/history?"+query, "")).json(t)
		if got := len(h["games"].([]any)); got != want {
			t.Errorf("?%s: %d games, want %d", query, got, want)
		}
	}
}
