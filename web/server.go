// Package web is the table's web page (zooscore serve): every player at the
// table opens it on a phone, enters their own sheet or zoo while the others
// do theirs, sees it checked across every sheet with the rules and words of
// the commands, and sees the scores, a tracked game as it is played, the
// history, the leaderboard and head to head. A JSON API mirrors the
// commands with the same objects.
//
// Everything is behind the join code the server prints: a request without
// it gets 401 and nothing else, but for the join page, where a person
// types the short code instead (join.go). The read code lets a phone or a
// script in to look only: every request of it that would change something
// gets 403 (read.go). Pages, scripts and styles are
// embedded in the binary; nothing is fetched from elsewhere, so a table
// without internet works.
//
// What differs from game to game (its sheet, read and drawn, its table's
// input and choices, its live board) is in the game's own file, dice.go,
// junior.go and zoosim.go, reached through the map of games.go; the rest of
// the package is the same for every game, and imports none of them.
package web

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/zooscore/zooscore/store"
)

// MaxBody is the largest request body read, as the commands read at most
// 1 MiB of input: a larger one gets 413.
const MaxBody = 1 << 20

// Options configure a Server.
type Options struct {
	Store *store.Store
	// Code is the join code; every request must carry it, or have joined
	// with it (NewCode makes one). Without it, the code kept in the store
	// is used, made on the first start (see joinCodes).
	Code string
	// Short is the short code a person types at /join, 12 digits (spaces
	// allowed); one is made when Code is given without it.
	Short string
	// ReadCode and ReadShort are the read code, long and short: a phone
	// or script that joined with it reads and changes nothing. Made when
	// Code is given without them; else kept in the store beside Code.
	ReadCode, ReadShort string
	// NewCode replaces the codes kept in the store by new ones (serve
	// --new-code); the phones that joined with the old one must join again.
	NewCode bool
	// Public is the address the phones open when a reverse proxy stands
	// in front of the server (serve --behind-proxy): the invite control
	// shows it, cookies are Secure when it is https, and the short code's
	// tries are counted by the address the proxy names in
	// X-Forwarded-For. "" when the phones reach the server directly: no
	// X-Forwarded-* header is then read.
	Public string
	// Now is the clock of the limits on guessing the short code
	// (time.Now when nil).
	Now func() time.Time
	// Log receives what goes wrong inside the server (a panic, the
	// database); nil discards it.
	Log io.Writer
	// Poll is how often the pages ask whether something changed when
	// their stream of events cannot stay open (2 s when zero).
	Poll time.Duration
	// RequestTimeout bounds how long one request waits (RequestTimeout
	// when zero).
	RequestTimeout time.Duration
}

// Server answers the table's requests.
type Server struct {
	st     *store.Store
	code   string // the join code: it enters games
	read   string // the read code: it only looks
	csrf   string
	proxy  proxy // the reverse proxy in front, if any (read.go)
	codes  joining
	log    *log.Logger
	poll   time.Duration
	wait   time.Duration // the longest a request waits
	mux    *router
	pages  *pages
	events *events
	charts charts
}

// New makes the server of a store.
func New(o Options) (*Server, error) {
	j, err := joinCodes(o)
	if err != nil {
		return nil, err
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Poll == 0 {
		o.Poll = 2 * time.Second
	}
	if o.RequestTimeout == 0 {
		o.RequestTimeout = RequestTimeout
	}
	px, err := newProxy(o.Public)
	if err != nil {
		return nil, err
	}
	p, err := loadPages()
	if err != nil {
		return nil, err
	}
	s := &Server{st: o.Store, code: j.Long, read: j.ReadLong, csrf: csrfToken(j.Long), proxy: px, codes: j, log: log.New(o.Log, "zooscore serve: ", log.LstdFlags),
		poll: o.Poll, wait: o.RequestTimeout, mux: &router{ServeMux: http.NewServeMux()}, pages: p}
	s.events = newEvents(s)
	s.routes()
	return s, nil
}

// Close ends the streams of events and lets go of the database's watcher;
// Serve calls it when it stops.
func (s *Server) Close() { s.events.close() }

// NewCode makes a join code: 128 random bits, written in 26 lower-case
// letters and digits (base32), easy to read out if a phone cannot scan.
func NewCode() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on a supported system
	}
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

// JoinPath is the path of the join link.
func (s *Server) JoinPath() string { return "/join/" + s.code }

// ReadPath is the path of the read link: the join link of the read code.
func (s *Server) ReadPath() string { return "/join/" + s.read }

// ServeHTTP answers one request: a request that panics gets 500 and the
// server goes on; one without the join code gets 401; a body over MaxBody
// gets 413; a form or an API call made with the cookie needs the CSRF
// token; one made with the read code that would change something gets 403.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer s.recover(w, r)
	secure(w)
	r = s.proxy.mark(r)
	switch {
	case r.URL.Path == "/join":
		s.joinForm(w, r)
		return
	case strings.HasPrefix(r.URL.Path, "/join/"):
		s.join(w, r)
		return
	}
	via, who := s.authorized(r)
	if who == nobody {
		s.stranger(w, r, via)
		return
	}
	trustConn(r.Context())
	r = s.withLang(w, r)
	if who == reader {
		// A reader's request that would change something is refused
		// before its body is read: whatever its route, now or later.
		if unsafe(r.Method) {
			s.readOnly(w, r)
			return
		}
		r = asReader(r)
	}
	if r.ContentLength > MaxBody {
		tooLarge(w)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	if r.URL.Path != eventsPath {
		// What one request may cost: a request that waits longer (for
		// the database, behind another program's import) gives up and
		// the phone is told to try again. A stream of events lasts.
		ctx, cancel := context.WithTimeout(r.Context(), s.wait)
		defer cancel()
		r = r.WithContext(ctx)
	}
	if unsafe(r.Method) && !s.formOK(w, r) {
		return
	}
	if unsafe(r.Method) && via == viaCookie && !s.csrfOK(w, r) {
		return
	}
	s.mux.ServeHTTP(w, r)
	if unsafe(r.Method) {
		s.events.changed() // the phones that follow what changed are told at once
	}
}

// maxFormFields is more fields than any form of the pages has (a Junior
// sheet has about 60): a form with more is refused before a handler reads
// it.
const maxFormFields = 200

// formOK reads the form of a request that posts one, once, for the CSRF
// check and the handler; a form that cannot be read, or has more fields
// than any page sends, is answered here (400, or 413 when too large).
func (s *Server) formOK(w http.ResponseWriter, r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	if !strings.HasPrefix(ct, "application/x-www-form-urlencoded") {
		return true
	}
	loc := words(r)
	err := r.ParseForm()
	switch {
	case err != nil && isTooLarge(err):
		tooLarge(w)
		return false
	case err != nil:
		s.fail(w, r, usage(loc.T("web.error.form")))
		return false
	}
	n := 0
	for _, vs := range r.PostForm {
		n += len(vs)
	}
	if n > maxFormFields {
		s.fail(w, r, usage(loc.T("web.error.form-fields", "n", n, "max", maxFormFields)))
		return false
	}
	return true
}

// recover turns a panic while answering into 500, so that bad input never
// stops the server.
func (s *Server) recover(w http.ResponseWriter, r *http.Request) {
	v := recover()
	if v == nil || v == http.ErrAbortHandler {
		if v != nil {
			panic(v)
		}
		return
	}
	s.log.Printf("%s %s: panic: %v", r.Method, withoutCode(r.URL.Path), v)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusInternalServerError)
	fmt.Fprintln(w, "500 internal error")
}

// pagePolicy lets nothing into a page but the server's own scripts,
// styles and images.
const pagePolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// secure sets the headers every answer carries: nothing but the server's
// own scripts and styles run, the page is never framed, no address (with
// the join code) is sent to anyone as a referrer, and nothing is cached.
func secure(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Security-Policy", pagePolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cache-Control", "no-store")
}

// refuse answers a request without the code, and closes its connection:
// a stranger keeps nothing open on the server.
func refuse(w http.ResponseWriter) {
	w.Header().Set("WWW-Authenticate", `Bearer realm="zooscore"`)
	w.Header().Set("Connection", "close")
	w.WriteHeader(http.StatusUnauthorized)
}

func tooLarge(w http.ResponseWriter) {
	w.Header().Set("Connection", "close")
	w.WriteHeader(http.StatusRequestEntityTooLarge)
}

func unsafe(method string) bool {
	return method != http.MethodGet && method != http.MethodHead && method != http.MethodOptions
}

// Timeouts of the HTTP server: a slow client cannot hold it. Scores and
// pages are small; the longest request is a play script of 1 MiB, which a
// phone on a table's Wi-Fi sends in well under a second. A phone between
// two taps keeps its connection for IdleTimeout; a phone that follows a
// table keeps its stream of events open, which the write timeout does not
// cut (see apiEvents).
const (
	ReadHeaderTimeout = 5 * time.Second
	ReadTimeout       = 15 * time.Second
	WriteTimeout      = 30 * time.Second
	IdleTimeout       = 30 * time.Second
	// RequestTimeout is the longest a request waits for the database
	// before it gives up (503): longer than a write waits behind an
	// import of 100,000 games beside the server.
	RequestTimeout = 20 * time.Second
	shutdownGrace  = 10 * time.Second
)

// NewHTTPServer wraps a handler in an http.Server with the timeouts set.
func NewHTTPServer(h http.Handler, errLog io.Writer) *http.Server {
	if errLog == nil {
		errLog = io.Discard
	}
	return &http.Server{Handler: h, ReadHeaderTimeout: ReadHeaderTimeout, ReadTimeout: ReadTimeout,
		WriteTimeout: WriteTimeout, IdleTimeout: IdleTimeout, MaxHeaderBytes: 64 << 10,
		ConnContext: withConn, ErrorLog: log.New(errLog, "zooscore serve: ", log.LstdFlags)}
}

// Serve answers on ln until ctx is done, then stops cleanly: it takes no
// new request, ends the streams of events, lets the requests under way
// finish (each entry they store is committed before it is acknowledged),
// and returns. Strangers' connections are kept few (see guard).
func Serve(ctx context.Context, ln net.Listener, h *Server, errLog io.Writer) error {
	return serve(ctx, newGuard(ln), h, errLog)
}

// ServeTLS is Serve over HTTPS, with the certificate cert (see TLSConfig):
// for a server that phones reach over the internet.
func ServeTLS(ctx context.Context, ln net.Listener, h *Server, cert tls.Certificate, errLog io.Writer) error {
	return serveWith(ctx, newGuard(ln), h, TLSConfig(cert), errLog)
}

// TLSConfig is the TLS of ServeTLS: TLS 1.2 at least (every phone of the
// last ten years has it; 1.0 and 1.1 are broken), Go's own choice of
// ciphers above that.
func TLSConfig(cert tls.Certificate) *tls.Config {
	return &tls.Config{MinVersion: tls.VersionTLS12, Certificates: []tls.Certificate{cert}}
}

func serve(ctx context.Context, g *guard, h *Server, errLog io.Writer) error {
	return serveWith(ctx, g, h, nil, errLog)
}

// serveWith serves over TLS with cfg, or plain HTTP when cfg is nil.
func serveWith(ctx context.Context, g *guard, h *Server, cfg *tls.Config, errLog io.Writer) error {
	srv := NewHTTPServer(h, errLog)
	srv.RegisterOnShutdown(h.Close)
	defer h.Close()
	done := make(chan error, 1)
	if cfg != nil {
		// The guard counts the connections as they come, before their
		// handshake; a request knows its connection through withConn.
		srv.TLSConfig = cfg
		go func() { done <- srv.ServeTLS(g, "", "") }()
	} else {
		go func() { done <- srv.Serve(g) }()
	}
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	stop, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	err := srv.Shutdown(stop)
	if served := <-done; !errors.Is(served, http.ErrServerClosed) && err == nil {
		err = served
	}
	return err
}
