package web

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"html/template"
	"math"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/store"
)

// Joining the table. The join code (128 bits) is in the join link the host
// shows as a QR code, and scripts send it as a bearer token. A person who
// cannot scan types the short code instead at /join, the only page a
// stranger sees: 12 digits, read aloud as three groups of four in any
// language and typed on a phone's keypad. Being short, it can be guessed,
// so every try of it is counted (see guesses). The read code (read.go) is
// the same two kinds of code, for a phone that only looks; a short code
// typed is compared with both, and counts as one try. The codes are kept
// in the database from one start of serve to the next, until the host
// asks for new ones.

// joining is the server's codes and what guards the short one.
type joining struct {
	store.JoinCode // Short and ReadShort are their 12 digits, without spaces
	guesses        *guesses
	style          template.CSS // the join page's styles, in the page (see joinStyle)
	policy         string       // the join page's Content-Security-Policy
}

// shortLen is the number of digits of a short code.
const shortLen = 12

// joinCodes are the codes a server is made with: the ones given, else the
// ones kept in the store (made there on the first start, or replaced when
// o.NewCode asks).
func joinCodes(o Options) (joining, error) {
	var j joining
	switch {
	case o.Code != "":
		if len(o.Code) < 16 {
			return j, errors.New("web: a join code of at least 16 characters (80 bits) is needed")
		}
		j.Long, j.Short, j.ReadLong, j.ReadShort, j.Fresh, j.ReadFresh = o.Code, o.Short, o.ReadCode, o.ReadShort, true, true
		if j.Short == "" {
			j.Short = NewShortCode()
		}
		if j.ReadLong == "" {
			j.ReadLong = NewCode()
		}
		if j.ReadShort == "" {
			j.ReadShort = NewShortCode()
		}
	case o.Store == nil:
		return j, errors.New("web: a join code, or a store to keep one in, is needed")
	default:
		fresh := store.JoinCode{Long: NewCode(), Short: NewShortCode(), ReadLong: NewCode(), ReadShort: NewShortCode()}
		kept, err := o.Store.KeepJoinCode(context.Background(), fresh, o.NewCode)
		if err != nil {
			return j, err
		}
		if len(kept.Long) < 16 || len(kept.ReadLong) < 16 {
			return j, fmt.Errorf("web: the join code kept in %s is too short: start zooscore serve with --new-code", o.Store.Path())
		}
		j.JoinCode = kept
	}
	if len(j.ReadLong) < 16 {
		return j, errors.New("web: a read code of at least 16 characters (80 bits) is needed")
	}
	short, ok := shortDigits(j.Short)
	readShort, readOK := shortDigits(j.ReadShort)
	switch {
	case !ok:
		return j, fmt.Errorf("web: a short code is %d digits, not %q: start zooscore serve with --new-code", shortLen, j.Short)
	case !readOK:
		return j, fmt.Errorf("web: a short code is %d digits, not %q: start zooscore serve with --new-code", shortLen, j.ReadShort)
	case short == readShort || j.Long == j.ReadLong:
		return j, errors.New("web: the read code must differ from the join code: start zooscore serve with --new-code")
	}
	j.Short, j.ReadShort = short, readShort
	now := o.Now
	if now == nil {
		now = time.Now
	}
	j.guesses = newGuesses(now)
	j.style, j.policy = joinStyle()
	return j, nil
}

// NewShortCode makes a short code: 12 random digits.
func NewShortCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(int64(math.Pow10(shortLen))))
	if err != nil {
		panic(err) // crypto/rand does not fail on a supported system
	}
	return fmt.Sprintf("%0*d", shortLen, n)
}

// shortDigits reads a short code as a person types it: the digits, with
// any spaces, dashes or dots between them left out. ok is false unless
// they are exactly shortLen digits.
func shortDigits(typed string) (digits string, ok bool) {
	var b strings.Builder
	for _, c := range typed {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune(c)
		case c == ' ' || c == '-' || c == '.' || c == '\u00a0' || c == '\u202f' || c == '\t':
		default:
			return "", false
		}
	}
	return b.String(), b.Len() == shortLen
}

// grouped writes a short code as it is shown and read aloud: "4821 9930 5172".
func grouped(digits string) string {
	var groups []string
	for i := 0; i < len(digits); i += 4 {
		groups = append(groups, digits[i:min(i+4, len(digits))])
	}
	return strings.Join(groups, " ")
}

// JoinCode is the server's codes: the short ones grouped as they are
// shown, and whether they were made by this start (Fresh, ReadFresh).
func (s *Server) JoinCode() store.JoinCode {
	c := s.codes.JoinCode
	c.Short, c.ReadShort = grouped(c.Short), grouped(c.ReadShort)
	return c
}

// setJoined gives a phone the cookie that lets it in as who: the join
// code's or the read code's. Unreadable by scripts, never sent by another
// site, only over HTTPS when the server is reached so, kept until the host
// gives the server new codes (or as long as a browser keeps a cookie, 400
// days).
func (s *Server) setJoined(w http.ResponseWriter, r *http.Request, who role) {
	code := s.code
	if who == reader {
		code = s.read
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: code, Path: "/", HttpOnly: true, Secure: secureCookies(r),
		SameSite: http.SameSiteStrictMode, MaxAge: 400 * 24 * 60 * 60})
	trustConn(r.Context())
}

// joinData is what the join page shows.
type joinData struct {
	Style   template.CSS
	Typed   string // what the person typed, to correct it
	Problem string // what is wrong with it, "" before a try
	Renewed bool   // the phone showed the code the server had before
	Reader  bool   // the phone joined with the read code: it may type the join code's short code to enter games
}

// joinForm is /join: the form to type the short code in, and its answer.
func (s *Server) joinForm(w http.ResponseWriter, r *http.Request) {
	r = s.withLang(w, r)
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		_, who := s.authorized(r)
		if who == player {
			http.Redirect(w, r, "/", http.StatusSeeOther)
			return
		}
		s.joinPage(w, r, http.StatusOK, joinData{Reader: who == reader})
	case http.MethodPost:
		s.tryShortCode(w, r)
	default:
		w.Header().Set("Allow", "GET, HEAD, POST")
		w.WriteHeader(http.StatusMethodNotAllowed)
	}
}

// tryShortCode answers a short code typed: what is not 12 digits is said at
// once and costs no try; a try over the limits is refused without looking
// at the code; the right code lets the phone in.
func (s *Server) tryShortCode(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	r.Body = http.MaxBytesReader(w, r.Body, 1<<10)
	r.ParseForm() // a form that cannot be read is no code: said below
	d := joinData{Typed: r.PostForm.Get("code")}
	digits, ok := shortDigits(d.Typed)
	if !ok {
		d.Problem = loc.T("web.join.not-digits", "n", shortLen, "example", "1234 5678 9012")
		s.joinPage(w, r, http.StatusBadRequest, d)
		return
	}
	if wait := s.codes.guesses.take(s.proxy.client(r)); wait > 0 {
		secs := int(math.Ceil(wait.Seconds()))
		w.Header().Set("Retry-After", strconv.Itoa(secs))
		d.Problem = loc.T("web.join.wait", "n", secs)
		s.joinPage(w, r, http.StatusTooManyRequests, d)
		return
	}
	enter, read := same(digits, s.codes.Short), same(digits, s.codes.ReadShort)
	if !enter && !read {
		d.Problem = loc.T("web.join.wrong")
		s.joinPage(w, r, http.StatusForbidden, d)
		return
	}
	who := player
	if !enter {
		who = reader
	}
	s.setJoined(w, r, who)
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// stranger answers a request without the code: 401 and nothing else, but
// a phone whose cookie holds a code the server had before (the join code
// or the read code) is told that the server has a new one, and given the
// form to type it.
func (s *Server) stranger(w http.ResponseWriter, r *http.Request, how via) {
	c, err := r.Cookie(cookieName)
	if how != viaCookie || err != nil || c.Value == "" ||
		!same(c.Value, s.codes.Retired) && !same(c.Value, s.codes.ReadRetired) {
		refuse(w)
		return
	}
	w.Header().Set("WWW-Authenticate", `Bearer realm="zooscore"`)
	s.joinPage(w, s.withLang(w, r), http.StatusUnauthorized, joinData{Renewed: true})
}

// joinPage renders the join page: a page of its own, without the menu (a
// stranger may open nothing else) and with its styles in it (a stranger
// gets no file of the server).
func (s *Server) joinPage(w http.ResponseWriter, r *http.Request, status int, d joinData) {
	loc := words(r)
	d.Style = s.codes.style
	v := view{L: loc, Lang: string(loc.Lang()), Langs: i18n.Langs, Title: loc.T("web.join.title"), Data: d}
	var b strings.Builder
	if err := s.pages.parts.ExecuteTemplate(&b, "join-page", v); err != nil {
		s.log.Printf("the join page: %v", err)
		http.Error(w, "500 internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Security-Policy", s.codes.policy)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	fmt.Fprint(w, b.String())
}

// joinStyle is the join page's styles, the site's and its own, and the
// Content-Security-Policy that lets exactly them into the page (by their
// hash) and nothing else.
func joinStyle() (template.CSS, string) {
	var css []byte
	for _, name := range []string{"static/app.css", "static/join.css"} {
		b, err := staticFiles.ReadFile(name)
		if err != nil {
			panic(err) // embedded in the binary
		}
		css = append(css, b...)
	}
	sum := sha256.Sum256(css)
	hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	return template.CSS(css), strings.Replace(pagePolicy, "style-src 'self'", "style-src "+hash, 1)
}

// invite is the control on every page that lets a late-comer in: the join
// link's QR code to scan from this phone, and the short code with the
// address to type it at. A phone that joined with the read code invites
// with the read code: it never shows the join code.
type invite struct {
	Short  string // grouped
	Page   string // the address of the join page, as this phone reached the server
	Reader bool   // the read code's
}

func (s *Server) invite(r *http.Request) *invite {
	if reading(r) {
		return &invite{Short: grouped(s.codes.ReadShort), Page: s.origin(r) + "/join", Reader: true}
	}
	return &invite{Short: grouped(s.codes.Short), Page: s.origin(r) + "/join"}
}

// origin is the server's address as the phone reached it: the address the
// phones at the table can reach too; behind a reverse proxy, the address
// the host gave for it (--behind-proxy).
func (s *Server) origin(r *http.Request) string {
	if s.proxy.public != "" {
		return s.proxy.public
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// inviteQR is the QR code of the join link, or of the read link for a
// phone that joined with the read code, drawn as SVG.
func (s *Server) inviteQR(w http.ResponseWriter, r *http.Request) {
	path := s.JoinPath()
	if reading(r) {
		path = s.ReadPath()
	}
	svg, err := qrSVG(s.origin(r) + path)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Write(svg)
}

// withoutCode is a path as it may be logged: never with the join code.
func withoutCode(path string) string {
	if strings.HasPrefix(path, "/join/") {
		return "/join/…"
	}
	return path
}

// Guessing the short code. It has 12 digits: 10^12 codes. Every try is
// counted twice, with all the tries from every address and with those of
// its own address, and a try over either limit is refused without the
// code being looked at:
//
//   - All addresses together have allTries tries at once, and one more
//     every allEvery (1 s). Finding the code takes 10^12 / 2 tries on
//     average: 5 × 10^11 s, about 15,800 years, however many addresses (or
//     computers) a stranger tries from. Trying for a whole year
//     (3.2 × 10^7 tries) finds it with a chance of 1 in 31,700.
//   - One address has addrTries tries at once, and one more every
//     addrEvery (12 s): a phone with a typo tries again at once, and a
//     stranger needs a dozen addresses to use up the tries of the table
//     (which can then still scan the QR code). An IPv6 address counts by
//     its /64, the block one computer is given.
//
// A code that is not 12 digits costs no try: it is answered without the
// code being looked at.
const (
	allTries   = 60
	allEvery   = time.Second
	addrTries  = 5
	addrEvery  = 12 * time.Second
	maxGuesser = 4096 // addresses remembered at once
)

// guesses counts the tries of the short code.
type guesses struct {
	mu     sync.Mutex
	now    func() time.Time
	all    bucket
	byAddr map[string]*bucket
}

func newGuesses(now func() time.Time) *guesses {
	return &guesses{now: now, all: bucket{tokens: allTries}, byAddr: map[string]*bucket{}}
}

// bucket holds the tries left at a time; they grow again over time, up to
// the bucket's size.
type bucket struct {
	tokens float64
	at     time.Time // zero: as full as the bucket can be
}

func (b bucket) left(now time.Time, size float64, every time.Duration) float64 {
	if b.at.IsZero() {
		return size
	}
	return min(size, b.tokens+float64(now.Sub(b.at))/float64(every))
}

// until is how long until a bucket with left tries has one.
func until(left float64, every time.Duration) time.Duration {
	if left >= 1 {
		return 0
	}
	return time.Duration((1 - left) * float64(every))
}

// take counts a try from the address of a request (host:port) and says how
// long to wait instead when it is over a limit (0: try).
func (g *guesses) take(remote string) time.Duration {
	key := guesser(remote)
	g.mu.Lock()
	defer g.mu.Unlock()
	now := g.now()
	all := g.all.left(now, allTries, allEvery)
	own, known := g.byAddr[key]
	mine := float64(addrTries)
	if known {
		mine = own.left(now, addrTries, addrEvery)
	}
	if wait := max(until(all, allEvery), until(mine, addrEvery)); wait > 0 {
		return wait
	}
	if !known {
		if !g.room(now) {
			return addrEvery
		}
		own = &bucket{}
		g.byAddr[key] = own
	}
	g.all = bucket{tokens: all - 1, at: now}
	*own = bucket{tokens: mine - 1, at: now}
	return 0
}

// room makes room for one more address: the addresses whose tries have
// all grown back are forgotten (the caller holds the lock). With
// maxGuesser addresses trying at once, a new one waits.
func (g *guesses) room(now time.Time) bool {
	if len(g.byAddr) < maxGuesser {
		return true
	}
	for k, b := range g.byAddr {
		if b.left(now, addrTries, addrEvery) >= addrTries {
			delete(g.byAddr, k)
		}
	}
	return len(g.byAddr) < maxGuesser
}

// guesser is the address a try is counted by: an IPv4 address, or the /64
// of an IPv6 one.
func guesser(remote string) string {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.To4() != nil {
		return host
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}
