package web_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// scoreDice stores a finished Dice Game of the players, the first best.
func (s *site) scoreDice(t *testing.T, players ...string) {
	t.Helper()
	var sheets []string
	for i, name := range players {
		sheets = append(sheets, `{"name": `+strings.TrimSpace(string(mustJSON(t, name)))+`, "enclosures": {"lion": `+string(rune('5'-i))+`}}`)
	}
	if a := s.do(s.api("POST", "/api/score/dice", `{"players": [`+strings.Join(sheets, ", ")+`]}`)); a.status != http.StatusOK {
		t.Fatalf("score: %d %s", a.status, a.body)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestPlayerPage: a player's page answers for the name in any letter
// case, with each game's figures, head to head and a chart; a game not
// played says so; a name nobody played under is 404 with the closest
// names as links.
func TestPlayerPage(t *testing.T) {
	s := newSite(t)
	s.scoreDice(t, "Ann", "Bob", "Cy")
	s.scoreDice(t, "Bob", "Ann")
	tests := []struct {
		path   string
		status int
		has    []string
	}{
		{"/players/ann", 200, []string{"<title>Ann</title>", "2 finished games, 1 won (50%)", "Most often beaten: Bob and Cy, once each",
			`href="/versus?a=Ann&amp;b=Bob"`, "<svg", "<polyline", "<rect", "new: 2 games, rating still settling", `href="/history?player=Ann"`}},
		{"/players/Ann?game=zoosim", 200, []string{"Ann has no finished game of ZooSim yet.", `href="/history?game=zoosim&amp;player=Ann"`}},
		{"/players/Anne", 404, []string{"Nobody named “Anne” has played a stored game.", `href="/players/Ann"`}},
		{"/players/Ann?game=chess", 400, []string{"chess"}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			a := s.do(s.get(tt.path))
			if a.status != tt.status {
				t.Fatalf("%d, want %d\n%s", a.status, tt.status, a.body)
			}
			for _, want := range tt.has {
				if !strings.Contains(a.body, want) {
					t.Errorf("the page lacks %q:\n%s", want, a.body)
				}
			}
		})
	}
}

// TestPlayerLinks: the leaderboard, head to head and the history of a
// player link to the player's page, whatever the name holds (a slash, a
// question mark, a space), and the link leads to that player.
func TestPlayerLinks(t *testing.T) {
	s := newSite(t)
	odd := "Cy/Dee? #1"
	s.scoreDice(t, odd, "Ann")
	link := `href="/players/` + strings.ReplaceAll(url.PathEscape(odd), "#", "%23") + `"`
	for _, path := range []string{"/leaderboard", "/versus?a=Ann&b=" + url.QueryEscape(odd), "/history?player=" + url.QueryEscape(odd)} {
		if a := s.do(s.get(path)); a.status != 200 || !strings.Contains(a.body, link) {
			t.Errorf("%s: %d, no link %s:\n%s", path, a.status, link, a.body)
		}
	}
	if a := s.do(s.get("/players/" + url.PathEscape(odd))); a.status != 200 || !strings.Contains(a.body, "<title>Cy/Dee? #1</title>") {
		t.Errorf("the odd name's page: %d\n%.400s", a.status, a.body)
	}
}

// TestPlayerAPI: /api/players/NAME is zooscore player NAME --json; an
// unknown name is 404 with the contract's error object.
func TestPlayerAPI(t *testing.T) {
	s := newSite(t)
	s.scoreDice(t, "Ann", "Bob")
	a := s.do(s.api("GET", "/api/players/BOB?game=dice", ""))
	var r struct {
		Name      string
		Game      string
		Games     int
		MostAhead []struct{ Name string } `json:"most_ahead"`
		Timeline  []struct{ Total int }
	}
	if err := json.Unmarshal([]byte(a.body), &r); err != nil || a.status != 200 {
		t.Fatalf("%d %v\n%s", a.status, err, a.body)
	}
	if r.Name != "Bob" || r.Game != "dice" || r.Games != 1 || len(r.MostAhead) != 1 || r.MostAhead[0].Name != "Ann" || len(r.Timeline) != 1 {
		t.Errorf("Bob: %s", a.body)
	}
	if a := s.do(s.api("GET", "/api/players/Bobby", "")); a.status != http.StatusNotFound || a.errorRules(t) != "store.not-found" || !strings.Contains(a.body, "Bob?") {
		t.Errorf("an unknown player: %d %s", a.status, a.body)
	}
	if a := s.do(s.api("GET", "/api/players/Bob?game=chess", "")); a.status != http.StatusBadRequest {
		t.Errorf("an unknown game: %d %s", a.status, a.body)
	}
}
