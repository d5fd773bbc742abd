package web_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/web"
)

// site is a server on a fresh database, called in process.
type site struct {
	t    testing.TB
	h    *web.Server
	st   *store.Store
	code string
	csrf string
}

func newSite(t testing.TB) *site {
	t.Helper()
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	code := web.NewCode()
	h, err := web.New(web.Options{Store: st, Code: code})
	if err != nil {
		t.Fatal(err)
	}
	s := &site{t: t, h: h, st: st, code: code}
	s.csrf = s.token()
	return s
}

// token reads the CSRF token a page carries.
func (s *site) token() string {
	body := s.do(s.get("/")).body
	const attr = `data-csrf="`
	i := strings.Index(body, attr)
	if i < 0 {
		s.t.Fatalf("no CSRF token on the home page:\n%s", body)
	}
	rest := body[i+len(attr):]
	return rest[:strings.IndexByte(rest, '"')]
}

type answer struct {
	status int
	body   string
	header http.Header
}

func (a answer) json(t *testing.T) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(a.body), &v); err != nil {
		t.Fatalf("not JSON (%d): %v\n%s", a.status, err, a.body)
	}
	return v
}

// errorRules lists the rule ids of the contract's error object.
func (a answer) errorRules(t *testing.T) string {
	t.Helper()
	var v struct {
		Errors []struct{ Rule string } `json:"errors"`
	}
	if err := json.Unmarshal([]byte(a.body), &v); err != nil {
		t.Fatalf("not an error object (%d): %v\n%s", a.status, err, a.body)
	}
	var rules []string
	for _, e := range v.Errors {
		rules = append(rules, e.Rule)
	}
	return strings.Join(rules, " ")
}

func (s *site) do(r *http.Request) answer {
	s.t.Helper()
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, r)
	return answer{w.Code, w.Body.String(), w.Header()}
}

// get is a request of a phone that joined: with the cookie.
func (s *site) get(path string) *http.Request {
	r := httptest.NewRequest("GET", path, nil)
	r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: s.code})
	return r
}

// api is a script's request: with the bearer token.
func (s *site) api(method, path, body string) *http.Request {
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	r.Header.Set("Authorization", "Bearer "+s.code)
	return r
}

// form is a form posted by a page, with its token.
func (s *site) form(path string, values url.Values) *http.Request {
	values.Set("csrf", s.csrf)
	r := httptest.NewRequest("POST", path, strings.NewReader(values.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: s.code})
	return r
}

// script is a call of the page's script: the cookie, the token in a header,
// JSON back.
func (s *site) script(path string, values url.Values) *http.Request {
	r := httptest.NewRequest("POST", path, strings.NewReader(values.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Accept", "application/json")
	r.Header.Set("X-CSRF-Token", s.csrf)
	r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: s.code})
	return r
}

const diceSheets = `{"players": [
 {"name": "Ann", "enclosures": {"lion": 5, "crocodile": 1}, "bonus": ["lion", "crocodile"], "coins": 2, "barn": []},
 {"name": "Bob", "enclosures": {"ostrich": 2}, "bonus": ["ostrich"], "coins": 0, "barn": []}]}`

// Every route of the server, and the join link: without the code there is
// 401 and nothing else, whatever the route, the method or a wrong code.
func TestEveryRequestNeedsTheCode(t *testing.T) {
	s := newSite(t)
	routes := [][2]string{
		{"GET", "/"}, {"GET", "/new"}, {"POST", "/tables"}, {"GET", "/tables/1"}, {"GET", "/tables/1/seats/0"},
		{"POST", "/tables/1/seats/0"}, {"GET", "/api/tables/1"}, {"GET", "/history"}, {"GET", "/games/1"},
		{"GET", "/games/1/live"}, {"POST", "/games/1/entries"}, {"GET", "/api/games/1/live"}, {"GET", "/leaderboard"},
		{"GET", "/versus"}, {"GET", "/static/app.css"}, {"GET", "/static/app.js"}, {"POST", "/api/check/dice"},
		{"POST", "/api/score/dice"}, {"POST", "/api/play/dice"}, {"GET", "/api/history"}, {"GET", "/api/games/1"},
		{"GET", "/api/leaderboard"}, {"GET", "/api/versus?a=Ann&b=Bob"}, {"GET", "/no/such/page"},
		{"GET", "/api/events?table=1"}, {"GET", "/invite.svg"}, {"GET", "/play/new"}, {"POST", "/play"}, {"POST", "/games/1/taps"}, {"POST", "/games/1/undo"},
		{"POST", "/games/1/rematch"}, {"POST", "/tables/1/rematch"}, {"POST", "/games/1/auction"}, {"POST", "/games/1/auction/bid"},
		{"POST", "/games/1/auction/cancel"}, {"POST", "/games/1/auction/place"}, {"GET", "/static/play.js"},
		{"GET", "/players/Ann"}, {"GET", "/api/players/Ann"},
	}
	wrong := web.NewCode()
	for _, rt := range routes {
		for how, req := range map[string]func() *http.Request{
			"nothing": func() *http.Request { return httptest.NewRequest(rt[0], rt[1], strings.NewReader(diceSheets)) },
			"a wrong bearer": func() *http.Request {
				r := httptest.NewRequest(rt[0], rt[1], strings.NewReader(diceSheets))
				r.Header.Set("Authorization", "Bearer "+wrong)
				return r
			},
			"a wrong cookie": func() *http.Request {
				r := httptest.NewRequest(rt[0], rt[1], strings.NewReader(diceSheets))
				r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: wrong})
				return r
			},
			"the code as another scheme": func() *http.Request {
				r := httptest.NewRequest(rt[0], rt[1], strings.NewReader(diceSheets))
				r.Header.Set("Authorization", "Basic "+s.code)
				return r
			},
		} {
			a := s.do(req())
			if a.status != http.StatusUnauthorized || a.body != "" {
				t.Errorf("%s %s with %s: %d %q, want 401 and nothing else", rt[0], rt[1], how, a.status, a.body)
			}
			if a.header.Get("Connection") != "close" {
				t.Errorf("%s %s with %s: the connection is kept after the 401", rt[0], rt[1], how)
			}
		}
	}
	if n, _ := s.st.History(context.Background(), store.Filter{}); len(n) != 0 {
		t.Errorf("a request without the code stored %d games", len(n))
	}
	for _, path := range []string{"/join/" + wrong, "/join/", "/join/" + s.code + "x", "/join/" + s.code[:10]} {
		if a := s.do(httptest.NewRequest("GET", path, nil)); a.status != http.StatusUnauthorized || a.header.Get("Set-Cookie") != "" {
			t.Errorf("GET %s: %d, cookie %q", path, a.status, a.header.Get("Set-Cookie"))
		}
	}
}

// The join link sets a cookie scripts cannot read and other sites never
// send, and leads to the home page.
func TestJoinSetsTheCookie(t *testing.T) {
	s := newSite(t)
	a := s.do(httptest.NewRequest("GET", "/join/"+s.code, nil))
	if a.status != http.StatusSeeOther || a.header.Get("Location") != "/" {
		t.Fatalf("join: %d to %q", a.status, a.header.Get("Location"))
	}
	c := (&http.Response{Header: a.header}).Cookies()
	if len(c) != 1 || c[0].Value != s.code || !c[0].HttpOnly || c[0].SameSite != http.SameSiteStrictMode || c[0].Path != "/" {
		t.Fatalf("cookie: %+v", c)
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.AddCookie(c[0])
	if got := s.do(r); got.status != http.StatusOK || !strings.Contains(got.body, "zooscore") {
		t.Errorf("home with the cookie: %d", got.status)
	}
	if got := s.do(s.api("GET", "/api/history", "")); got.status != http.StatusOK {
		t.Errorf("a script with the bearer token: %d", got.status)
	}
}

// Every page answers, and an address the server does not have is 404.
func TestPagesAnswer(t *testing.T) {
	s := newSite(t)
	if a := s.do(s.api("POST", "/api/score/dice", diceSheets)); a.status != 200 {
		t.Fatalf("score: %d %s", a.status, a.body)
	}
	for path, want := range map[string]int{
		"/": 200, "/new": 200, "/history": 200, "/history?game=dice&player=ann&since=2020-01-01": 200,
		"/games/1": 200, "/leaderboard": 200, "/leaderboard?game=dice": 200, "/versus": 200,
		"/versus?a=Ann&b=Bob": 200, "/static/app.css": 200, "/static/app.js": 200,
		"/games/2": 404, "/games/x": 400, "/history?since=yesterday": 400, "/leaderboard?game=chess": 400,
		"/versus?a=Ann&b=ann": 400, "/versus?a=Ann&b=Zed": 404, "/tables/9": 404, "/games/1/live": 400,
		"/no/such/page": 404, "/static/nothing.js": 404, "/play/new": 200, "/static/play.js": 200, "/static/play.css": 200,
		"/players/bob": 200, "/players/Zed": 404, "/players/Ann?game=junior": 200,
	} {
		if a := s.do(s.get(path)); a.status != want {
			t.Errorf("GET %s: %d, want %d\n%.300s", path, a.status, want, a.body)
		}
	}
	// The rating chart is drawn once two players played a finished game.
	if a := s.do(s.get("/leaderboard")); !strings.Contains(a.body, "<polyline") || !strings.Contains(a.body, "<svg") {
		t.Errorf("the leaderboard has no chart:\n%s", a.body)
	}
}

// A request that panics (here: a server without a database) gets 500, and
// the server goes on answering.
func TestAPanicIsOneRequest(t *testing.T) {
	h, err := web.New(web.Options{Code: strings.Repeat("c", 26)})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		r := httptest.NewRequest("GET", "/history", nil)
		r.Header.Set("Authorization", "Bearer "+strings.Repeat("c", 26))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusInternalServerError {
			t.Fatalf("GET /history without a database: %d", w.Code)
		}
	}
	if _, err := web.New(web.Options{Code: "short"}); err == nil {
		t.Error("a join code of 5 characters is refused")
	}
}

func readAll(t *testing.T, r io.Reader) string {
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The scheme of the Authorization header is case-insensitive (RFC 9110):
// a script that writes "bearer" or "BEARER" is let in like "Bearer".
func TestBearerInAnyLetterCase(t *testing.T) {
	s := newSite(t)
	for _, scheme := range []string{"Bearer", "bearer", "BEARER", "bEaReR"} {
		r := httptest.NewRequest("GET", "/api/history", nil)
		r.Header.Set("Authorization", scheme+" "+s.code)
		if a := s.do(r); a.status != http.StatusOK {
			t.Errorf("%s CODE: %d", scheme, a.status)
		}
	}
}

// A form with more fields than any page sends, or one that cannot be
// read, is refused with 400 and the reason, before a handler reads it;
// nothing is logged as an error of the server.
func TestFormsAreBounded(t *testing.T) {
	var log strings.Builder
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	code := web.NewCode()
	h, err := web.New(web.Options{Store: st, Code: code, Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	s := &site{t: t, h: h, st: st, code: code}
	s.csrf = s.token()
	many := url.Values{"game": {"dice"}}
	for i := range 10_001 {
		many.Add("player", fmt.Sprint("P", i))
	}
	for name, body := range map[string]string{
		"10,002 fields":  many.Encode(),
		"201 fields":     strings.Repeat("x=1&", 200) + "x=1",
		"a broken field": "game=%zz&player=Ann",
	} {
		for _, path := range []string{"/tables", "/tables/1/seats/0", "/games/1/entries"} {
			r := httptest.NewRequest("POST", path, strings.NewReader(body))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.Header.Set("Authorization", "Bearer "+code)
			a := s.do(r)
			if a.status != http.StatusBadRequest || a.errorRules(t) != "input.usage" {
				t.Errorf("POST %s with %s: %d %s", path, name, a.status, a.body)
			}
		}
	}
	if log.Len() > 0 {
		t.Errorf("the server logged:\n%s", log.String())
	}
	if h, _ := st.History(context.Background(), store.Filter{}); len(h) != 0 {
		t.Errorf("%d games stored", len(h))
	}
}

// A request that would wait longer than the server lets one wait (here
// for the write lock another program holds) is answered 503 with the
// reason, and stores nothing.
func TestARequestWaitsBoundedly(t *testing.T) {
	path := pgtest.NewDB(t, "zooscore.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	code := web.NewCode()
	h, err := web.New(web.Options{Store: st, Code: code, RequestTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	release := holdWriteLock(t, path)
	defer release()
	s := &site{t: t, h: h, st: st, code: code}
	start := time.Now()
	a := s.do(s.api("POST", "/api/score/dice", diceSheets))
	if a.status != http.StatusServiceUnavailable || a.errorRules(t) != "web.busy" {
		t.Errorf("score while another program writes: %d %s", a.status, a.body)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the request waited %v", took)
	}
	release()
	if h, _ := st.History(context.Background(), store.Filter{}); len(h) != 0 {
		t.Errorf("%d games stored", len(h))
	}
}

// TestOnPostgres stands for the run of these tests on PostgreSQL: it says
// when they ran on SQLite only.
func TestOnPostgres(t *testing.T) { pgtest.Skipped(t) }

// holdWriteLock takes the write lock of the database at path as another
// program would, until release: on SQLite a transaction that has written,
// on PostgreSQL the advisory lock every write of zooscore takes.
func holdWriteLock(t *testing.T, path string) (release func()) {
	t.Helper()
	ctx := context.Background()
	if store.IsURL(path) {
		conn, err := pgx.Connect(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := conn.Begin(ctx)
		if err == nil {
			_, err = tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, store.PostgresWriteLock)
		}
		if err != nil {
			t.Fatal(err)
		}
		return func() { tx.Rollback(ctx); conn.Close(ctx) }
	}
	other, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := other.Begin()
	if err == nil {
		_, err = tx.Exec(`DELETE FROM players WHERE id < 0`) // takes the write lock
	}
	if err != nil {
		t.Fatal(err)
	}
	return func() { tx.Rollback(); other.Close() }
}
