package web_test

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/web"
)

// proxied is the join form posted through the proxy on this computer for
// a phone at from, with the X-Forwarded-For the proxy wrote.
func proxied(code, forwarded string) *http.Request {
	r := typed(code, "127.0.0.1:50000")
	if forwarded != "" {
		r.Header.Set("X-Forwarded-For", forwarded)
	}
	return r
}

// Behind a proxy (Options.Public) the short code's tries are counted by the
// last address of X-Forwarded-For, the one the proxy wrote: a stranger's
// own X-Forwarded-For before it changes nothing. Without Public the header
// is never read: every try counts by the connection's address. Cookies
// are Secure over HTTPS, directly or through an https proxy, and the
// invite control shows the proxy's address.
func TestBehindAProxy(t *testing.T) {
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	c := newClock()
	o := c.options(st)
	o.Public = "https://zoo.example.org"
	h, err := web.New(o)
	if err != nil {
		t.Fatal(err)
	}
	s := &site{t: t, h: h, st: st, code: o.Code}
	for i := range 5 {
		if a := s.do(proxied("0000 0000 000"+string(rune('0'+i)), "203.0.113.9, 198.51.100.7")); a.status != http.StatusForbidden {
			t.Fatalf("wrong try %d: %d", i+1, a.status)
		}
	}
	if a := s.do(proxied(shortCode, "198.51.100.7")); a.status != http.StatusTooManyRequests {
		t.Errorf("the sixth try of the phone at 198.51.100.7: %d", a.status)
	}
	if a := s.do(proxied(shortCode, "192.0.2.44, 198.51.100.7")); a.status != http.StatusTooManyRequests {
		t.Errorf("the same phone with an X-Forwarded-For of its own: %d", a.status)
	}
	a := s.do(proxied(shortCode, "198.51.100.8"))
	cookies := (&http.Response{Header: a.header}).Cookies()
	if a.status != http.StatusSeeOther || len(cookies) != 1 || !cookies[0].Secure {
		t.Errorf("another phone through the same proxy: %d, cookies %+v", a.status, cookies)
	}
	if body := s.do(s.get("/")).body; !strings.Contains(body, "Or opens https://zoo.example.org/join and types") {
		t.Errorf("the invite control does not show the proxy's address")
	}

	// Without a proxy, X-Forwarded-For is nobody's word.
	direct := joinSite(t, newClock(), nil)
	for i := range 5 {
		r := typed("0000 0000 000"+string(rune('0'+i)), "198.51.100.7:1")
		r.Header.Set("X-Forwarded-For", "192.0.2."+string(rune('1'+i)))
		direct.do(r)
	}
	r := typed(shortCode, "198.51.100.7:1")
	r.Header.Set("X-Forwarded-For", "192.0.2.99")
	if a := direct.do(r); a.status != http.StatusTooManyRequests {
		t.Errorf("without a proxy, an X-Forwarded-For of its own gave a stranger new tries: %d", a.status)
	}
	r = httptest.NewRequest("GET", "/join/"+direct.code, nil)
	if c := (&http.Response{Header: direct.do(r).header}).Cookies(); len(c) != 1 || c[0].Secure {
		t.Errorf("over plain HTTP: cookies %+v, want one, not Secure (a phone would never send it)", c)
	}
	r = httptest.NewRequest("GET", "/join/"+direct.code+"?lang=de", nil)
	r.TLS = &tls.ConnectionState{}
	for _, c := range (&http.Response{Header: direct.do(r).header}).Cookies() {
		if !c.Secure {
			t.Errorf("over HTTPS: the cookie %s is not Secure", c.Name)
		}
	}
	for _, bad := range []string{"zoo.example.org", "ftp://zoo.example.org", "https://zoo.example.org/club", "https://"} {
		if _, err := web.New(web.Options{Code: web.NewCode(), Public: bad}); err == nil {
			t.Errorf("Public %q: no error", bad)
		}
	}
}
