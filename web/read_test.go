package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"rsc.io/qr"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/web"
)

// readShort is the short read code of the reading tests' servers.
const readShort = "135724680246"

// readSite is a joining site (join code, shortCode) with a read code of
// the test's, and the read code.
func readSite(t *testing.T, c *clock) (*site, string) {
	t.Helper()
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	o := c.options(st)
	o.ReadCode, o.ReadShort = web.NewCode(), readShort
	h, err := web.New(o)
	if err != nil {
		t.Fatal(err)
	}
	s := &site{t: t, h: h, st: st, code: o.Code}
	s.csrf = s.token()
	return s, o.ReadCode
}

// A reader's three ways to ask: a script's bearer token, the page's script
// (cookie, JSON, the token a player's page carries: a reader has none, and
// a player's does not help), and a form posted without the script.
func readerRequests(s *site, read, method, path string) map[string]*http.Request {
	bearer := httptest.NewRequest(method, path, strings.NewReader(diceSheets))
	bearer.Header.Set("Authorization", "Bearer "+read)
	script := httptest.NewRequest(method, path, strings.NewReader("seat=0"))
	script.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	script.Header.Set("Accept", "application/json")
	script.Header.Set("X-CSRF-Token", s.csrf)
	script.AddCookie(&http.Cookie{Name: "zooscore_join", Value: read})
	form := httptest.NewRequest(method, path, strings.NewReader(url.Values{"csrf": {s.csrf}, "seat": {"0"}}.Encode()))
	form.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	form.AddCookie(&http.Cookie{Name: "zooscore_join", Value: read})
	return map[string]*http.Request{"bearer": bearer, "script": script, "form": form}
}

// concrete is a route's pattern as a request: its method ("" for any) and
// a path that reaches it on the reading tests' site (table 1, game 1
// scored, game 2 tracked).
func concrete(pattern string) (method, path string) {
	method, path, ok := strings.Cut(pattern, " ")
	if !ok {
		method, path = "", pattern
	}
	path = strings.NewReplacer("{$}", "", "{seat}", "0", "{name}", "Ann", "{game}", "dice").Replace(path)
	switch {
	case strings.HasPrefix(path, "/tables/{id}"), strings.HasPrefix(path, "/api/tables/{id}"):
		path = strings.Replace(path, "{id}", "1", 1)
	default:
		path = strings.Replace(path, "{id}", "2", 1)
	}
	switch {
	case path == "/":
		if method == "" {
			path = "/no/such/page"
		}
	case strings.HasSuffix(path, "/"):
		path += "app.css" // /static/
	case path == "/api/events":
		path += "?table=1"
	case path == "/api/versus", path == "/versus":
		path += "?a=Ann&b=Bob"
	}
	return method, path
}

// safe is a method that changes nothing.
func safe(method string) bool {
	return method == http.MethodGet || method == http.MethodHead || method == http.MethodOptions
}

// dump is everything the store holds that a request could change: every
// game with its input and status, and every table with its sheets.
func dump(t *testing.T, st *store.Store) string {
	t.Helper()
	ctx := context.Background()
	var b strings.Builder
	if err := st.Export(ctx, func(g store.Game) error {
		return json.NewEncoder(&b).Encode(g)
	}); err != nil {
		t.Fatal(err)
	}
	tables, err := st.OpenTables(ctx, 100)
	if err != nil {
		t.Fatal(err)
	}
	json.NewEncoder(&b).Encode(tables)
	for _, tb := range tables {
		state, err := st.Table(ctx, tb.ID)
		if err != nil {
			t.Fatal(err)
		}
		json.NewEncoder(&b).Encode(state)
	}
	return b.String()
}

// TestReaderReadsEverythingAndChangesNothing goes through every route of
// the server's router: the read code GETs each route that reads, and each
// request that would change something (its own method, and POST, PUT,
// PATCH and DELETE on every route, so that a route added later is covered
// too) is refused with 403 and the rule web.read-only, by bearer token,
// from the page's script and as a form, before anything is stored. The
// store holds exactly what it held before.
func TestReaderReadsEverythingAndChangesNothing(t *testing.T) {
	s, read := readSite(t, newClock())
	if a := s.do(s.api("POST", "/api/score/dice", diceSheets)); a.status != http.StatusOK {
		t.Fatalf("score a game: %d\n%s", a.status, a.body)
	}
	if a := s.do(s.api("POST", "/api/play/dice", "players: Ann, Bob\nAnn: lion lion coin\n")); a.status != http.StatusOK {
		t.Fatalf("track a game: %d\n%s", a.status, a.body)
	}
	if a := s.do(s.form("/tables", url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}})); a.status != http.StatusSeeOther {
		t.Fatalf("a new table: %d\n%s", a.status, a.body)
	}
	before := dump(t, s.st)

	patterns := web.Patterns(s.h)
	writing := 0
	for _, p := range patterns {
		method, path := concrete(p)
		if method != "" && safe(method) {
			for _, how := range []string{"bearer", "cookie"} {
				r := httptest.NewRequest(method, path, nil)
				if how == "bearer" {
					r.Header.Set("Authorization", "Bearer "+read)
				} else {
					r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: read})
				}
				if strings.HasPrefix(path, "/api/events") { // a stream: looked at for a moment
					ctx, cancel := context.WithTimeout(r.Context(), 100*time.Millisecond)
					defer cancel()
					r = r.WithContext(ctx)
				}
				a := s.do(r)
				if a.status == http.StatusUnauthorized || a.status == http.StatusForbidden || a.status >= 500 ||
					a.status != http.StatusOK && path != "/no/such/page" {
					t.Errorf("%s (%s %s) read with the read code's %s: %d\n%.300s", p, method, path, how, a.status, a.body)
				}
			}
			continue
		}
		methods := []string{http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete}
		if method != "" && !safe(method) {
			writing++
		}
		for _, m := range methods {
			for how, r := range readerRequests(s, read, m, path) {
				a := s.do(r)
				if a.status != http.StatusForbidden {
					t.Errorf("%s: %s %s by a reader's %s: %d, want 403\n%.300s", p, m, path, how, a.status, a.body)
					continue
				}
				if how == "form" && !strings.HasPrefix(path, "/api/") { // under /api/ every answer is JSON
					if !strings.Contains(a.body, "This phone joined with the read code") || a.header.Get("Content-Type") != "text/html; charset=utf-8" {
						t.Errorf("%s: %s %s by a reader's form: not the page that says why\n%.300s", p, m, path, a.body)
					}
					continue
				}
				if rules := a.errorRules(t); rules != "web.read-only" {
					t.Errorf("%s: %s %s by a reader's %s: rules %q, want web.read-only", p, m, path, how, rules)
				}
				if !strings.Contains(a.body, "joined with the read code") || !strings.Contains(a.body, "join with the join code") {
					t.Errorf("%s: %s %s by a reader's %s: the message does not say why and what to do\n%s", p, m, path, how, a.body)
				}
			}
		}
	}
	// The router is the one the server serves: it holds the routes that
	// write, each of which was refused above.
	if writing < 15 || !contains(patterns, "POST /tables/{id}/seats/{seat}") || !contains(patterns, "POST /api/score/{game}") {
		t.Errorf("%d routes that write among %v", writing, patterns)
	}
	if after := dump(t, s.st); after != before {
		t.Errorf("a reader changed the store:\nbefore %s\nafter  %s", before, after)
	}
	// The same requests with the join code are not refused: the routes
	// were reached, and the refusal was the reader's.
	if a := s.do(s.api("POST", "/api/score/dice", diceSheets)); a.status != http.StatusOK {
		t.Errorf("the join code's score: %d\n%s", a.status, a.body)
	}
	if a := s.do(s.form("/tables", url.Values{"game": {"dice"}, "player": {"Cy", "Di"}})); a.status != http.StatusSeeOther {
		t.Errorf("the join code's new table: %d\n%s", a.status, a.body)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// postForm matches a form of a page that would post (the filters of the
// history and head to head are GET forms).
var postForm = regexp.MustCompile(`<form[^>]*method="post"`)

// TestReaderPagesOfferNothingToEnter: every page a reader opens says that
// the phone reads only, offers no form that posts, carries no CSRF token
// and never shows the join code, long or short: its invite control shows
// the read code, and its QR code is the read link's. The same pages of a
// player offer the forms (the check can fail).
func TestReaderPagesOfferNothingToEnter(t *testing.T) {
	s, read := readSite(t, newClock())
	s.do(s.api("POST", "/api/score/dice", diceSheets))
	if a := s.do(s.api("POST", "/api/play/dice", "players: Ann, Bob\nAnn: lion lion coin\n")); a.status != http.StatusOK {
		t.Fatalf("track a game: %d\n%s", a.status, a.body)
	}
	if a := s.do(s.form("/tables", url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}})); a.status != http.StatusSeeOther {
		t.Fatalf("a new table: %d\n%s", a.status, a.body)
	}
	pages := []string{"/", "/new", "/play/new", "/tables/1", "/tables/1/seats/0", "/games/1", "/games/2", "/games/2/live",
		"/games/2/live?seat=0", "/history", "/leaderboard", "/versus?a=Ann&b=Bob", "/players/Ann", "/no/such/page"}
	forms := 0
	for _, path := range pages {
		asPlayer := s.do(s.get(path)).body
		forms += len(postForm.FindAllString(asPlayer, -1))
		r := httptest.NewRequest("GET", path, nil)
		r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: read})
		r.Host = "192.168.1.20:8266"
		a := s.do(r)
		if a.status >= 400 && path != "/no/such/page" {
			t.Errorf("%s for a reader: %d\n%.300s", path, a.status, a.body)
		}
		if f := postForm.FindAllString(a.body, -1); len(f) > 0 {
			t.Errorf("%s offers a reader %d forms that post: %v", path, len(f), f)
		}
		for what, secret := range map[string]string{"the join code": s.code, "the short code": "4821 9930 5172", "the CSRF token": s.csrf} {
			if strings.Contains(a.body, secret) {
				t.Errorf("%s shows a reader %s", path, what)
			}
		}
		for _, want := range []string{`class="read-only" role="note"`, "This phone joined to read", `data-csrf=""`,
			`<strong class="short-code">1357 2468 0246</strong>`, "QR code of the read link"} {
			if !strings.Contains(a.body, want) {
				t.Errorf("%s for a reader: no %q", path, want)
			}
		}
		if strings.Contains(a.body, `href="/new"`) || strings.Contains(a.body, `href="/play/new"`) {
			t.Errorf("%s offers a reader a new game", path)
		}
	}
	if forms < 8 {
		t.Errorf("the players' pages have %d forms that post: the check above sees nothing", forms)
	}
	r := httptest.NewRequest("GET", "/invite.svg", nil)
	r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: read})
	r.Host = "192.168.1.20:8266"
	a := s.do(r)
	want, err := qr.Encode("http://192.168.1.20:8266/join/"+read, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	if a.status != http.StatusOK || modules(t, a.body, want.Size) != drawn(want) {
		t.Errorf("a reader's invite is not the read link's QR code (%d)", a.status)
	}
}

// TestReaderCannotBecomeAPlayer: the read link and the short read code
// give the read code's cookie, never the join code's; a reader's /join
// offers the form (to type the join code's short code), and only the join
// code's short code makes the phone a player's.
func TestReaderCannotBecomeAPlayer(t *testing.T) {
	s, read := readSite(t, newClock())
	cookieOf := func(a answer) string {
		c := (&http.Response{Header: a.header}).Cookies()
		if a.status != http.StatusSeeOther || len(c) != 1 {
			t.Fatalf("joining: %d, cookies %v\n%s", a.status, c, a.body)
		}
		return c[0].Value
	}
	if got := cookieOf(s.do(httptest.NewRequest("GET", "/join/"+read, nil))); got != read {
		t.Errorf("the read link's cookie is not the read code")
	}
	if got := cookieOf(s.do(typed("1357-2468-0246", "198.51.100.7:1"))); got != read {
		t.Errorf("the short read code's cookie is not the read code")
	}
	r := httptest.NewRequest("GET", "/join", nil)
	r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: read})
	a := s.do(r)
	if a.status != http.StatusOK || !strings.Contains(a.body, "This phone joined with the read code") || !strings.Contains(a.body, `name="code"`) {
		t.Errorf("a reader's /join: %d\n%s", a.status, a.body)
	}
	p := s.get("/join")
	if a := s.do(p); a.status != http.StatusSeeOther {
		t.Errorf("a player's /join: %d, want the home page", a.status)
	}
	j := typed(shortCode, "198.51.100.7:1")
	j.AddCookie(&http.Cookie{Name: "zooscore_join", Value: read})
	if got := cookieOf(s.do(j)); got != s.code {
		t.Errorf("the join code's short code typed on a reader's phone does not make it a player's")
	}
	// A reader's cookie with the player's token in every place a token
	// goes is still a reader's.
	for how, r := range readerRequests(s, read, "POST", "/tables") {
		if how == "bearer" {
			continue
		}
		if a := s.do(r); a.status != http.StatusForbidden {
			t.Errorf("a reader's %s with a player's token: %d", how, a.status)
		}
	}
}

// TestReadShortCodeGuessesAreLimited: a try of the short read code is a
// try of the short code: the tries of an address are counted together,
// whichever code they aim at, and the right read code waits like the
// join code's.
func TestReadShortCodeGuessesAreLimited(t *testing.T) {
	c := newClock()
	s, read := readSite(t, c)
	const guesser = "198.51.100.7:4000"
	for i := range 5 {
		if a := s.do(typed("0000 0000 000"+string(rune('0'+i)), guesser)); a.status != http.StatusForbidden {
			t.Fatalf("wrong try %d: %d", i+1, a.status)
		}
	}
	a := s.do(typed(readShort, guesser))
	if a.status != http.StatusTooManyRequests || a.header.Get("Retry-After") != "12" || a.header.Get("Set-Cookie") != "" {
		t.Fatalf("the short read code, sixth try at once: %d, Retry-After %q, cookie %q", a.status, a.header.Get("Retry-After"), a.header.Get("Set-Cookie"))
	}
	c.pass(12 * time.Second)
	a = s.do(typed(readShort, guesser))
	if c := (&http.Response{Header: a.header}).Cookies(); a.status != http.StatusSeeOther || len(c) != 1 || c[0].Value != read {
		t.Fatalf("12 s later, the short read code: %d, %v", a.status, c)
	}
	// All addresses together: the read code's tries are the table's.
	c.pass(time.Minute)
	for i := range 60 {
		from := "203.0.113." + string(rune('0'+i/10)) + string(rune('0'+i%10)) + ":1"
		if i%2 == 0 {
			s.do(typed("1111 1111 1111", from))
		} else {
			s.do(typed("2222 2222 2222", from))
		}
	}
	if a := s.do(typed(readShort, "203.0.113.200:1")); a.status != http.StatusTooManyRequests {
		t.Fatalf("the 61st try of the table, the short read code from a new address: %d", a.status)
	}
}

// TestReadCodeKeptAndRenewed: the read code is kept in the store beside
// the join code: a server started again on the same store has the same
// one, and a reader's cookie still lets it in; NewCode replaces both, and
// the reader's old cookie is told that the server has a new code.
func TestReadCodeKeptAndRenewed(t *testing.T) {
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	first, err := web.New(web.Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	one := first.JoinCode()
	if !one.ReadFresh || len(one.ReadLong) != 26 || one.ReadLong == one.Long || one.ReadShort == one.Short ||
		!regexp.MustCompile(`^\d{4} \d{4} \d{4}$`).MatchString(one.ReadShort) || first.ReadPath() != "/join/"+one.ReadLong {
		t.Fatalf("the first codes: %+v, read path %s", one, first.ReadPath())
	}
	first.Close()
	again, err := web.New(web.Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	two := again.JoinCode()
	again.Close()
	if two.ReadFresh || two.ReadLong != one.ReadLong || two.ReadShort != one.ReadShort || two.Long != one.Long {
		t.Fatalf("started again: %+v, want the read code of %+v kept", two, one)
	}
	reader := func(h *web.Server) answer {
		r := httptest.NewRequest("GET", "/history", nil)
		r.AddCookie(&http.Cookie{Name: "zooscore_join", Value: one.ReadLong})
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return answer{w.Code, w.Body.String(), w.Header()}
	}
	if a := reader(again); a.status != http.StatusOK || !strings.Contains(a.body, "This phone joined to read") {
		t.Errorf("the reader after the restart: %d", a.status)
	}
	renewed, err := web.New(web.Options{Store: st, NewCode: true})
	if err != nil {
		t.Fatal(err)
	}
	defer renewed.Close()
	three := renewed.JoinCode()
	if three.ReadLong == one.ReadLong || three.ReadShort == one.ReadShort || three.Long == one.Long || !three.ReadFresh ||
		three.ReadRetired != one.ReadLong || three.Retired != one.Long {
		t.Fatalf("NewCode: %+v, was %+v", three, one)
	}
	if a := reader(renewed); a.status != http.StatusUnauthorized || !strings.Contains(a.body, "This server has a new code") {
		t.Errorf("the reader's old cookie after NewCode: %d\n%.300s", a.status, a.body)
	}
}

// TestReadCodeGivenMustDiffer: a server cannot be given a read code that is
// its join code, long or short: a reader would enter games.
func TestReadCodeGivenMustDiffer(t *testing.T) {
	code := web.NewCode()
	for name, o := range map[string]web.Options{
		"the same long code":  {Code: code, ReadCode: code},
		"the same short code": {Code: code, Short: shortCode, ReadShort: "4821-9930-5172"},
		"a short read code":   {Code: code, ReadCode: "abc"},
	} {
		if _, err := web.New(o); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
