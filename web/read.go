package web

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Reading only. A club shows its leaderboard on a TV, and lets people look
// at its history without entering or changing games: the read code (long
// in the read link and for scripts, short to type at /join, its tries
// counted with the join code's) lets a phone or a script in as a reader.
// A reader sees every page and reads every API; every request of a reader
// that would change something (any method but GET, HEAD and OPTIONS, on
// any route) is refused with 403 and the rule web.read-only, before its
// body is read, so a route added later cannot be forgotten. The pages a
// reader sees offer no form that would be refused, and say that the phone
// reads only. A reader never sees the join code: its invite control shows
// the read code.

// readOnlyRule is the rule id of a reader's request that was refused.
const readOnlyRule = "web.read-only"

type readerKey struct{}

// asReader marks a request made with the read code.
func asReader(r *http.Request) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), readerKey{}, true))
}

// reading says whether a request was made with the read code.
func reading(r *http.Request) bool {
	v, _ := r.Context().Value(readerKey{}).(bool)
	return v
}

// readOnly refuses a reader's request that would change something: the
// contract's error object, or, for a form a browser posted without its
// script, the error page with the same words.
func (s *Server) readOnly(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	message := loc.T("web.read-only")
	if !wantsJSON(r) && !strings.HasPrefix(r.URL.Path, "/api/") &&
		strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		s.render(w, r, http.StatusForbidden, "error", loc.T("web.read-only.title"), "", message)
		return
	}
	writeJSON(w, http.StatusForbidden, map[string]any{"errors": []scorer.Note{{Rule: readOnlyRule, Message: message}}})
}

// router is the server's ServeMux, with the patterns it was given: the
// tests go through every route (a route that writes must refuse a reader).
type router struct {
	*http.ServeMux
	patterns []string
}

func (m *router) Handle(pattern string, h http.Handler) {
	m.patterns = append(m.patterns, pattern)
	m.ServeMux.Handle(pattern, h)
}

func (m *router) HandleFunc(pattern string, h func(http.ResponseWriter, *http.Request)) {
	m.Handle(pattern, http.HandlerFunc(h))
}

// A reverse proxy (Caddy, nginx) in front of the server, on the same
// computer, serves HTTPS to the phones: serve --behind-proxy URL, with
// --addr on the loopback. Every request then comes from the proxy's
// address; the server reads the phone's address from the last entry of
// X-Forwarded-For (the one the proxy itself wrote: the entries before it
// are what the phone sent, and may be anything) to count the tries of the
// short code by it, and nothing else of X-Forwarded-*: the scheme and the
// host are those of URL. Without --behind-proxy no X-Forwarded-* header is
// read at all: a stranger could write one to get tries of his own.
type proxy struct {
	public string // the address the phones open, "" without a proxy
	https  bool
}

// ErrPublic is a --behind-proxy address that is not one: it is a URL of
// http or https with a host, and no more.
var ErrPublic = errors.New("web: the address behind the proxy is http:// or https:// and a host, such as https://zoo.example.org")

// CheckPublic checks an address for Options.Public: ErrPublic when it is
// not one.
func CheckPublic(public string) error {
	_, err := newProxy(public)
	return err
}

func newProxy(public string) (proxy, error) {
	if public == "" {
		return proxy{}, nil
	}
	u, err := url.Parse(public)
	if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.User != nil ||
		u.Path != "" && u.Path != "/" || u.RawQuery != "" || u.Fragment != "" {
		return proxy{}, ErrPublic
	}
	return proxy{public: u.Scheme + "://" + u.Host, https: u.Scheme == "https"}, nil
}

type httpsKey struct{}

// mark notes on a request that the phone reached the server over HTTPS
// through the proxy.
func (p proxy) mark(r *http.Request) *http.Request {
	if !p.https {
		return r
	}
	return r.WithContext(context.WithValue(r.Context(), httpsKey{}, true))
}

// secureCookies says whether the cookies set for a request must be Secure:
// the phone reached the server over HTTPS, directly or through the proxy.
func secureCookies(r *http.Request) bool {
	behind, _ := r.Context().Value(httpsKey{}).(bool)
	return r.TLS != nil || behind
}

// client is the address a request is counted by (host:port, or a host):
// the connection's, or behind the proxy the last of X-Forwarded-For.
func (p proxy) client(r *http.Request) string {
	if p.public == "" {
		return r.RemoteAddr
	}
	fwd := r.Header.Values("X-Forwarded-For")
	if len(fwd) == 0 {
		return r.RemoteAddr
	}
	entries := strings.Split(fwd[len(fwd)-1], ",")
	last := strings.TrimSpace(entries[len(entries)-1])
	if net.ParseIP(last) == nil {
		return r.RemoteAddr
	}
	return last
}
