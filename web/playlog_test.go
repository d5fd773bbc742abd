package web_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/store"
)

// TestNewTableKeepsWhenAndWhere: the time and place given on the form of
// a new table are its game's once the sheets are scored; the game's page
// shows the place, and the next form offers it.
func TestNewTableKeepsWhenAndWhere(t *testing.T) {
	s := newSite(t)
	a := s.do(s.form("/tables", url.Values{"game": {"dice"}, "player": {"Ann", "Bob"},
		"played_at": {"2026-11-20T19:30"}, "location": {" Café <Zoo> "}}))
	if a.status != http.StatusSeeOther {
		t.Fatalf("open a table: %d\n%s", a.status, a.body)
	}
	at := a.header.Get("Location")
	s.do(s.script(at+"/seats/0", url.Values{"enc-lion": {"5"}, "action": {"done"}}))
	s.do(s.script(at+"/seats/1", url.Values{"enc-crocodile": {"1"}, "action": {"done"}}))
	g, err := s.st.Get(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.Log.Location != "Café <Zoo>" || !g.PlayedAt.Equal(time.Date(2026, 11, 20, 19, 30, 0, 0, time.Local)) {
		t.Errorf("stored: %+v at %v", g.Log, g.PlayedAt)
	}
	if body := s.do(s.get("/games/1")).body; !strings.Contains(body, "<dt>Location</dt><dd>Café &lt;Zoo&gt;</dd>") {
		t.Errorf("the game's page does not show its place:\n%s", body)
	}
	for _, page := range []string{"/new", "/play/new"} {
		if body := s.do(s.get(page)).body; !strings.Contains(body, `<datalist id="places"><option value="Café &lt;Zoo&gt;">`) ||
			!strings.Contains(body, `type="datetime-local" name="played_at"`) {
			t.Errorf("%s does not offer the place played at before:\n%s", page, body)
		}
	}
}

// TestNewGameRefusesATimeAhead: a time more than a day ahead is refused
// on both forms, naming the field, with the names' problems, and nothing
// is opened.
func TestNewGameRefusesATimeAhead(t *testing.T) {
	s := newSite(t)
	ahead := time.Now().Add(72 * time.Hour).Format("2006-01-02T15:04")
	for _, path := range []string{"/tables", "/play"} {
		a := s.do(s.form(path, url.Values{"game": {"dice"}, "player": {"Ann", "ann"}, "played_at": {ahead}, "location": {"Club"}}))
		if a.status != http.StatusUnprocessableEntity || !strings.Contains(a.body, "Played at &#34;"+ahead+"&#34; is more than a day ahead") ||
			!strings.Contains(a.body, "dice.player-name-duplicate") || !strings.Contains(a.body, `value="Club"`) {
			t.Errorf("POST %s: %d\n%s", path, a.status, a.body)
		}
	}
	if tables, _ := s.st.OpenTables(context.Background(), 10); len(tables) != 0 {
		t.Errorf("a table was opened: %+v", tables)
	}
	if games, _ := s.st.History(context.Background(), store.Filter{}); len(games) != 0 {
		t.Errorf("a game was started: %+v", games)
	}
}

// TestTrackedGameShowsItsLog: a tracked game started from the phones at a
// place keeps it; a tracked game's page shows who started (its first
// take), how long it took and its note once given.
func TestTrackedGameShowsItsLog(t *testing.T) {
	s := newSite(t)
	id := s.startPlay(t, url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}, "location": {"Club"}})
	ctx := context.Background()
	sg, err := s.st.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if sg.Log.Location != "Club" {
		t.Fatalf("started at %q", sg.Log.Location)
	}
	a := s.do(s.api("POST", "/api/play/dice", `{"players":["Ann","Bob"],"rounds":[[{"player":"Bob","took":["lion","lion"]}]]}`))
	if a.status != http.StatusOK {
		t.Fatalf("a tracked game: %d %s", a.status, a.body)
	}
	if err := s.st.SetLog(ctx, 2, store.Game{Log: store.PlayLog{Location: "Club", Minutes: 75, Note: "Bob's\nbirthday"}}); err != nil {
		t.Fatal(err)
	}
	body := s.do(s.get("/games/2")).body
	for _, want := range []string{"<dt>Location</dt><dd>Club</dd>", "<dt>Duration</dt><dd>1 h 15 min</dd>",
		"<dt>Start player</dt><dd>Bob</dd>", "<dd>Bob&#39;s<br>birthday</dd>"} {
		if !strings.Contains(body, want) {
			t.Errorf("the game's page lacks %s:\n%s", want, body)
		}
	}
}

// TestAPIStoresAndGivesThePlayLog: score and play through the API take
// the play log from the query, as the commands take their flags, and give
// it back as show --json does; a problem is 400 and stores nothing.
func TestAPIStoresAndGivesThePlayLog(t *testing.T) {
	s := newSite(t)
	const sheets = `{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob","coins":1}]}`
	a := s.do(s.api("POST", "/api/score/dice?location=Club&duration=45m&start_player=bob&played_at=2026-11-20T19:00:00Z", sheets))
	got := a.json(t)
	if a.status != http.StatusOK || got["location"] != "Club" || got["duration_minutes"] != float64(45) || got["start_player"] != "Bob" ||
		got["played_at"] != "2026-11-20T19:00:00Z" || got["id"] != float64(1) {
		t.Fatalf("score: %d %s", a.status, a.body)
	}
	a = s.do(s.api("POST", "/api/play/dice?location=Home", `{"players":["Ann","Bob"],"rounds":[[{"player":"Ann","took":["coin"]}]]}`))
	if got := a.json(t); a.status != http.StatusOK || got["location"] != "Home" || got["start_player"] != "Ann" {
		t.Fatalf("play: %d %s", a.status, a.body)
	}
	for _, c := range []struct{ path, want string }{
		{"/api/score/dice?duration=-5", `duration \"-5\" is negative`},
		{"/api/score/dice?start_player=Cy", `start_player \"Cy\" did not play this game`},
		{"/api/play/dice?start_player=Ann", "start_player: a tracked game knows who started"},
	} {
		body := sheets
		if strings.HasPrefix(c.path, "/api/play") {
			body = `{"players":["Ann","Bob"],"rounds":[]}`
		}
		if a := s.do(s.api("POST", c.path, body)); a.status != http.StatusBadRequest || !strings.Contains(a.body, c.want) {
			t.Errorf("POST %s: %d %s", c.path, a.status, a.body)
		}
	}
	if got := s.do(s.get("/api/games/1")).json(t); got["location"] != "Club" || got["played_at"] != "2026-11-20T19:00:00Z" {
		t.Errorf("GET /api/games/1: %v", got)
	}
	a = s.do(s.get("/api/history?location=CLUB"))
	if games := a.json(t)["games"].([]any); len(games) != 1 || games[0].(map[string]any)["location"] != "Club" {
		t.Errorf("GET /api/history?location=CLUB: %s", a.body)
	}
}
