package web_test

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"rsc.io/qr"

	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/web"
)

// shortCode is the short code of the joining tests' servers.
const shortCode = "482199305172"

// clock is a clock the test moves by hand.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time       { return c.now }
func (c *clock) pass(d time.Duration) { c.now = c.now.Add(d) }
func newClock() *clock                { return &clock{now: time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)} }
func (c *clock) options(st *store.Store) web.Options {
	return web.Options{Store: st, Code: web.NewCode(), Short: shortCode, Now: c.Now}
}

// joinSite is a site whose short code is shortCode, on a clock of the test.
func joinSite(t *testing.T, c *clock, log *strings.Builder) *site {
	t.Helper()
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	o := c.options(st)
	if log != nil {
		o.Log = log
	}
	h, err := web.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return &site{t: t, h: h, st: st, code: o.Code}
}

// typed is the join form posted with a code, from an address.
func typed(code, from string) *http.Request {
	r := httptest.NewRequest("POST", "/join", strings.NewReader(url.Values{"code": {code}}.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.RemoteAddr = from
	return r
}

// TestJoinByShortCode: the short code as a person types it (spaces,
// dashes) lets a phone in with the cookie of the join link; a wrong code
// is said to be wrong, a code that is not 12 digits is said to be so, and
// neither lets anyone in. Nothing of either code is logged.
func TestJoinByShortCode(t *testing.T) {
	var log strings.Builder
	s := joinSite(t, newClock(), &log)
	for _, c := range []struct {
		name, code string
		status     int
		says       string
	}{
		{"too few digits", "4821 9930 517", 400, "A short code is 12 digits, such as 1234 5678 9012"},
		{"a letter", "4821 993O 5172", 400, "A short code is 12 digits"},
		{"nothing", "", 400, "A short code is 12 digits"},
		{"one digit wrong", "4821 9930 5173", 403, "This is not the short code of this server"},
	} {
		a := s.do(typed(c.code, "192.0.2.1:5000"))
		if a.status != c.status || !strings.Contains(a.body, c.says) || a.header.Get("Set-Cookie") != "" {
			t.Errorf("%s: %d, cookie %q\n%s", c.name, a.status, a.header.Get("Set-Cookie"), a.body)
		}
		if !strings.Contains(a.body, `value="`+c.code+`"`) {
			t.Errorf("%s: the page does not keep what was typed", c.name)
		}
	}
	for _, code := range []string{"4821 9930 5172", "4821-9930-5172", " 482199305172 "} {
		a := s.do(typed(code, "192.0.2.2:5000"))
		if a.status != http.StatusSeeOther || a.header.Get("Location") != "/" {
			t.Fatalf("the right code %q: %d to %q\n%s", code, a.status, a.header.Get("Location"), a.body)
		}
		c := (&http.Response{Header: a.header}).Cookies()
		if len(c) != 1 || c[0].Value != s.code || !c[0].HttpOnly || c[0].SameSite != http.SameSiteStrictMode {
			t.Fatalf("the cookie of the short code: %+v", c)
		}
		r := httptest.NewRequest("GET", "/history", nil)
		r.AddCookie(c[0])
		if got := s.do(r); got.status != http.StatusOK {
			t.Errorf("the cookie of the short code does not let the phone in: %d", got.status)
		}
	}
	if strings.Contains(log.String(), s.code) || strings.Contains(log.String(), "4821") {
		t.Errorf("a code is in the log:\n%s", log.String())
	}
}

// TestShortCodeGuessesAreLimited: one address gets 5 tries, then one every
// 12 s; all addresses together get 60, then one a second. A try over a
// limit gets 429 with the seconds to wait, and the code is not looked at:
// even the right code is refused until the wait is over. A code that is
// not 12 digits costs no try.
func TestShortCodeGuessesAreLimited(t *testing.T) {
	c := newClock()
	s := joinSite(t, c, nil)
	const guesser = "198.51.100.7:4000"
	for range 20 {
		if a := s.do(typed("1234", guesser)); a.status != http.StatusBadRequest {
			t.Fatalf("a code too short: %d", a.status)
		}
	}
	for i := range 5 {
		if a := s.do(typed("0000 0000 000"+strconv.Itoa(i), guesser)); a.status != http.StatusForbidden {
			t.Fatalf("wrong try %d: %d", i+1, a.status)
		}
	}
	a := s.do(typed(shortCode, guesser))
	if a.status != http.StatusTooManyRequests || a.header.Get("Retry-After") != "12" || !strings.Contains(a.body, "wait 12 seconds") ||
		a.header.Get("Set-Cookie") != "" {
		t.Fatalf("the sixth try at once: %d, Retry-After %q, cookie %q\n%s", a.status, a.header.Get("Retry-After"), a.header.Get("Set-Cookie"), a.body)
	}
	c.pass(11 * time.Second)
	if a := s.do(typed(shortCode, "198.51.100.7:4001")); a.status != http.StatusTooManyRequests || a.header.Get("Retry-After") != "1" {
		t.Fatalf("11 s later, from another port of the address: %d, Retry-After %q", a.status, a.header.Get("Retry-After"))
	}
	c.pass(time.Second)
	if a := s.do(typed(shortCode, guesser)); a.status != http.StatusSeeOther {
		t.Fatalf("12 s later, the right code: %d\n%s", a.status, a.body)
	}

	// All addresses together: 60 tries at once (one was taken above, 5
	// wrong ones before it, and 54 from 11 addresses now), then one a second.
	c.pass(time.Minute) // the 6 tries above have grown back
	for i := range 60 {
		from := "203.0.113." + strconv.Itoa(10+i/5) + ":1"
		if a := s.do(typed("1111 1111 1111", from)); a.status != http.StatusForbidden {
			t.Fatalf("try %d of the table, from %s: %d", i+1, from, a.status)
		}
	}
	if a := s.do(typed(shortCode, "203.0.113.200:1")); a.status != http.StatusTooManyRequests || a.header.Get("Retry-After") != "1" {
		t.Fatalf("the 61st try, from a new address: %d, Retry-After %q", a.status, a.header.Get("Retry-After"))
	}
	c.pass(time.Second)
	if a := s.do(typed(shortCode, "203.0.113.200:1")); a.status != http.StatusSeeOther {
		t.Fatalf("a second later: %d", a.status)
	}
	// An IPv6 computer has its /64: another address in it is the same one.
	for i := range 5 {
		s.do(typed("2222 2222 222"+strconv.Itoa(i), "[2001:db8:1:2::1]:1"))
	}
	c.pass(time.Minute)
	for i := range 5 {
		s.do(typed("2222 2222 222"+strconv.Itoa(i), "[2001:db8:1:2::1]:1"))
	}
	if a := s.do(typed(shortCode, "[2001:db8:1:2:ffff::9]:1")); a.status != http.StatusTooManyRequests {
		t.Fatalf("another address of the same IPv6 /64: %d", a.status)
	}
	if a := s.do(typed(shortCode, "[2001:db8:1:3::1]:1")); a.status != http.StatusSeeOther {
		t.Fatalf("an address of another /64: %d", a.status)
	}
}

// TestJoinPageForStrangers: /join is the one page a stranger gets: the
// form, in the phone's language, without the menu, its styles in the page
// and let in by their hash (a stranger gets no file of the server), sent
// to nobody as a referrer. A phone that joined is led to the home page.
func TestJoinPageForStrangers(t *testing.T) {
	s := joinSite(t, newClock(), nil)
	a := s.do(httptest.NewRequest("GET", "/join", nil))
	if a.status != http.StatusOK || !strings.Contains(a.body, `<form method="post" action="/join"`) || strings.Contains(a.body, `href="/history"`) {
		t.Fatalf("the join page: %d\n%s", a.status, a.body)
	}
	style := regexp.MustCompile(`(?s)<style>(.*?)</style>`).FindStringSubmatch(a.body)
	if style == nil {
		t.Fatal("the join page has no styles")
	}
	sum := sha256.Sum256([]byte(style[1]))
	if csp := a.header.Get("Content-Security-Policy"); !strings.Contains(csp, "style-src 'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'") ||
		!strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe") {
		t.Errorf("the join page's policy does not let exactly its styles in: %s", csp)
	}
	if a.header.Get("Referrer-Policy") != "no-referrer" || a.header.Get("Set-Cookie") != "" {
		t.Errorf("the join page's headers: %v", a.header)
	}
	if got := s.do(s.get("/join")); got.status != http.StatusSeeOther || got.header.Get("Location") != "/" {
		t.Errorf("a phone that joined, at /join: %d to %q", got.status, got.header.Get("Location"))
	}
	for _, lang := range []string{"de", "fr"} {
		for _, r := range []*http.Request{httptest.NewRequest("GET", "/join", nil), typed("12", "192.0.2.9:1"), typed("1111 2222 3333", "192.0.2.9:1")} {
			r.Header.Set("Accept-Language", lang)
			body := s.do(r).body
			if !strings.Contains(body, `<html lang="`+lang+`">`) {
				t.Errorf("%s %s: the page is not in the phone's language", lang, r.Method)
			}
			text := tagRE.ReplaceAllString(codeRE.ReplaceAllString(body, " "), " ")
			if found := i18ntest.English(text); len(found) > 0 {
				t.Errorf("%s %s /join holds English words %v:\n%s", lang, r.Method, found, strings.Join(strings.Fields(text), " "))
			}
		}
	}
}

// TestInviteShowsTheQRCodeAndShortCode: every page has the invite
// control: the join link's QR code (drawn by the server, for the address
// the phone reached it at) and the short code with the join page's
// address. The QR code is the join link's, module for module, and only a
// phone that joined gets it.
func TestInviteShowsTheQRCodeAndShortCode(t *testing.T) {
	s := joinSite(t, newClock(), nil)
	for _, path := range []string{"/", "/history", "/new", "/no/such/page"} {
		r := s.get(path)
		r.Host = "192.168.1.20:8266"
		body := s.do(r).body
		for _, want := range []string{`<details class="invite">`, `<img src="/invite.svg"`, "http://192.168.1.20:8266/join",
			`<strong class="short-code">4821 9930 5172</strong>`} {
			if !strings.Contains(body, want) {
				t.Errorf("%s: no %q in the page", path, want)
			}
		}
	}
	r := s.get("/invite.svg")
	r.Host = "192.168.1.20:8266"
	a := s.do(r)
	if a.status != http.StatusOK || a.header.Get("Content-Type") != "image/svg+xml" {
		t.Fatalf("the QR code: %d %s", a.status, a.header.Get("Content-Type"))
	}
	want, err := qr.Encode("http://192.168.1.20:8266/join/"+s.code, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	if got := modules(t, a.body, want.Size); got != drawn(want) {
		t.Errorf("the QR code drawn is not the join link's:\n%s\nwant\n%s", got, drawn(want))
	}
	if a := s.do(httptest.NewRequest("GET", "/invite.svg", nil)); a.status != http.StatusUnauthorized || a.body != "" {
		t.Errorf("the QR code for a stranger: %d %q", a.status, a.body)
	}
}

// modules reads the dark modules back from the SVG's path: "M x y h run
// v1 h -run z" per run of a row, the code 4 modules in from the border.
func modules(t *testing.T, svg string, size int) string {
	t.Helper()
	grid := make([][]byte, size)
	for y := range grid {
		grid[y] = []byte(strings.Repeat(".", size))
	}
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`).FindAllStringSubmatch(svg, -1) {
		x, y, run := atoi(m[1])-4, atoi(m[2])-4, atoi(m[3])
		for i := range run {
			grid[y][x+i] = '#'
		}
	}
	var rows []string
	for _, row := range grid {
		rows = append(rows, string(row))
	}
	return strings.Join(rows, "\n")
}

func drawn(c *qr.Code) string {
	var rows []string
	for y := range c.Size {
		var b strings.Builder
		for x := range c.Size {
			if c.Black(x, y) {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		rows = append(rows, b.String())
	}
	return strings.Join(rows, "\n")
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// TestCodesKeptUntilANewOne: a server without a code given keeps its codes
// in the database: the next server on it has the same ones, and a phone's
// cookie still lets it in. NewCode replaces them: the old cookie, bearer
// and short code are refused, and a phone that shows the old cookie is
// told that the server has a new code (a stranger's cookie still gets
// nothing). A code given wins over the kept one, which it leaves alone.
func TestCodesKeptUntilANewOne(t *testing.T) {
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	first, err := web.New(web.Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	code := first.JoinCode()
	if !code.Fresh || code.Retired != "" || !regexp.MustCompile(`^\d{4} \d{4} \d{4}$`).MatchString(code.Short) || len(code.Long) != 26 {
		t.Fatalf("the first codes: %+v", code)
	}
	again, err := web.New(web.Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	if kept := again.JoinCode(); kept.Fresh || kept.Long != code.Long || kept.Short != code.Short {
		t.Fatalf("the codes of the next start: %+v, want %+v kept", kept, code)
	}
	old := &site{t: t, h: again, st: st, code: code.Long}
	if a := old.do(old.get("/history")); a.status != http.StatusOK {
		t.Fatalf("the cookie of the first start, at the next: %d", a.status)
	}
	given, err := web.New(web.Options{Store: st, Code: web.NewCode()})
	if err != nil || given.JoinCode().Long == code.Long {
		t.Fatalf("a code given: %+v, %v", given.JoinCode(), err)
	}

	renewed, err := web.New(web.Options{Store: st, NewCode: true})
	if err != nil {
		t.Fatal(err)
	}
	fresh := renewed.JoinCode()
	if !fresh.Fresh || fresh.Long == code.Long || fresh.Short == code.Short || fresh.Retired != code.Long {
		t.Fatalf("the new codes: %+v after %+v", fresh, code)
	}
	s := &site{t: t, h: renewed, st: st, code: code.Long}
	a := s.do(s.get("/history"))
	if a.status != http.StatusUnauthorized || !strings.Contains(a.body, "This server has a new code since this phone joined") ||
		strings.Contains(a.body, code.Long) || strings.Contains(a.body, fresh.Long) || strings.Contains(a.body, fresh.Short) {
		t.Errorf("the old cookie: %d\n%s", a.status, a.body)
	}
	for name, r := range map[string]*http.Request{
		"the old bearer":      s.api("GET", "/api/history", ""),
		"a stranger's cookie": (&site{t: t, h: renewed, code: web.NewCode()}).get("/history"),
		"the old join link":   httptest.NewRequest("GET", "/join/"+code.Long, nil),
	} {
		if a := s.do(r); a.status != http.StatusUnauthorized || a.body != "" {
			t.Errorf("%s: %d %q, want 401 and nothing else", name, a.status, a.body)
		}
	}
	if a := s.do(typed(code.Short, "192.0.2.1:1")); a.status != http.StatusForbidden {
		t.Errorf("the old short code: %d", a.status)
	}
	if a := s.do(typed(fresh.Short, "192.0.2.1:1")); a.status != http.StatusSeeOther {
		t.Errorf("the new short code: %d", a.status)
	}
}

// TestCodesOfAStoreThatCannotWrite: a server on a store that may not
// write cannot make its first codes, and says so in words.
func TestCodesOfAStoreThatCannotWrite(t *testing.T) {
	path := pgtest.NewDB(t, "zooscore.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	r, err := store.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	_, err = web.New(web.Options{Store: r})
	if !errors.Is(err, store.ErrReadOnly) || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("a server on a read-only store: %v", err)
	}
	if _, err := web.New(web.Options{}); err == nil {
		t.Error("a server without a code or a store to keep one in")
	}
	if _, err := web.New(web.Options{Code: web.NewCode(), Short: "1234"}); err == nil {
		t.Error("a short code of 4 digits")
	}
}
