package web_test

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/clubsync"
	"github.com/zooscore/zooscore/store"
)

// syncLine is the line of a change storing a dice game of uuid u.
func syncLine(u, base, sheets string) string { return changeOf(u, base, u, sheets) }

// changeOf is a change of uuid u whose line is a dice game of uuid of.
func changeOf(u, base, of, sheets string) string {
	line := fmt.Sprintf(`{"game":"dice","uuid":%q,"played_at":"2026-11-27T19:00:00Z","input":%s}`, of, strings.Join(strings.Fields(sheets), " "))
	c, _ := json.Marshal(clubsync.Change{UUID: u, Base: base, Line: json.RawMessage(line)})
	return string(c)
}

// TestSyncAPIStoresOnlyAsExpected: the server's end of sync stores a game
// sent where none was expected, scored by the rules; leaves a game whose
// fingerprint is not the one expected; answers a game that breaks a rule
// with its errors, and a line it cannot use with why, storing the rest;
// and its index and games give back what was stored.
func TestSyncAPIStoresOnlyAsExpected(t *testing.T) {
	s := newSite(t)
	a, b, c := store.NewUUID(), store.NewUUID(), store.NewUUID()
	claimed := strings.Replace(diceSheets, `"enclosures": {"ostrich": 2}, "bonus": ["ostrich"]`, `"enclosures": {"lion": 5}, "bonus": ["lion"]`, 1)
	body := strings.Join([]string{
		syncLine(a, "", diceSheets),
		syncLine(b, "0123456789abcdef0123456789abcdef", diceSheets), // the server has no b
		syncLine(c, "", claimed),
		`{"uuid":"` + c + `","base":"","delete":true,"line":{}}`,
		`{"base":"","delete":true}`,
		changeOf(b, "", a, diceSheets),
	}, "\n")
	ans := s.do(s.api("POST", "/api/sync/games", body))
	if ans.status != 200 || ans.header.Get(clubsync.Header) != clubsync.Version {
		t.Fatalf("%d %v\n%s", ans.status, ans.header, ans.body)
	}
	var got struct{ Results []clubsync.Applied }
	if err := json.Unmarshal([]byte(ans.body), &got); err != nil || len(got.Results) != 6 {
		t.Fatalf("%v\n%s", err, ans.body)
	}
	r := got.Results
	rule := func(i int) string {
		if len(r[i].Errors) == 0 {
			return ""
		}
		return r[i].Errors[0].Rule
	}
	if !r[0].Made || len(r[0].Fingerprint) != 32 {
		t.Errorf("a new game: %+v", r[0])
	}
	if r[1].Made || r[1].Fingerprint != "" {
		t.Errorf("a game expected to be there: %+v", r[1])
	}
	if r[2].Made || rule(2) != "dice.bonus-claimed-twice" {
		t.Errorf("a game that breaks a rule: %+v", r[2])
	}
	if r[3].Made || rule(3) != "input.unreadable" || r[4].Made || rule(4) != "input.unreadable" {
		t.Errorf("a game and a deletion at once, a line without uuid: %+v %+v", r[3], r[4])
	}
	if r[5].Made || rule(5) != "input.usage" || !strings.Contains(r[5].Errors[0].Message, "sends the game "+a) {
		t.Errorf("a change of %s sending the game of %s: %+v", b, a, r[5])
	}

	idx := s.do(s.api("GET", "/api/sync/index", ""))
	if want := fmt.Sprintf(`{"uuid":%q,"fingerprint":%q}`+"\n"+`{"end":1}`+"\n", a, r[0].Fingerprint); idx.status != 200 || idx.body != want {
		t.Errorf("index: %d %q, want %q", idx.status, idx.body, want)
	}
	// Gzipped for a client that accepts it, the same lines.
	zr := s.api("GET", "/api/sync/index", "")
	zr.Header.Set("Accept-Encoding", "br, gzip;q=0.8")
	if z := s.do(zr); z.header.Get("Content-Encoding") != "gzip" || gunzip(t, z.body) != idx.body {
		t.Errorf("gzipped index: %v %q", z.header, gunzip(t, z.body))
	}
	zr.Header.Set("Accept-Encoding", "gzip;q=0")
	if z := s.do(zr); z.header.Get("Content-Encoding") != "" || z.body != idx.body {
		t.Errorf("gzip refused, the index: %v", z.header)
	}
	games := s.do(s.api("GET", "/api/sync/games?"+url.Values{"uuid": {a, b}}.Encode(), ""))
	if games.status != 200 || strings.Count(games.body, "\n") != 1 || !strings.Contains(games.body, `"uuid":"`+a+`"`) || strings.Contains(games.body, `"breakdown"`) {
		t.Errorf("games: %d\n%s", games.status, games.body)
	}
}

func gunzip(t *testing.T, body string) string {
	t.Helper()
	zr, err := gzip.NewReader(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSyncAPIBounds: a request of more than clubsync.MaxGames games, or
// lines that are not changes, is refused whole, and stores nothing.
func TestSyncAPIBounds(t *testing.T) {
	s := newSite(t)
	many := url.Values{}
	var lines []string
	for range clubsync.MaxGames + 1 {
		u := store.NewUUID()
		many.Add("uuid", u)
		lines = append(lines, `{"uuid":"`+u+`","base":"","delete":true}`)
	}
	for _, c := range []struct {
		name string
		ans  answer
	}{
		{"too many games asked", s.do(s.api("GET", "/api/sync/games?"+many.Encode(), ""))},
		{"too many changes", s.do(s.api("POST", "/api/sync/games", strings.Join(lines, "\n")))},
		{"not JSON", s.do(s.api("POST", "/api/sync/games", `{"uuid":`))},
	} {
		if c.ans.status != 400 || c.ans.errorRules(t) != "input.usage" {
			t.Errorf("%s: %d %s", c.name, c.ans.status, c.ans.body)
		}
	}
	if idx := s.do(s.api("GET", "/api/sync/index", "")); idx.status != 200 || idx.body != `{"end":0}`+"\n" || idx.header.Get(clubsync.Header) != clubsync.Version {
		t.Errorf("the index of an empty server: %d %q %v", idx.status, idx.body, idx.header)
	}
}
