package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"
)

// The kinds of request a phone makes, as the page and its script make
// them; the report gives the figures of each.
const (
	kJoin      = "join"         // GET /join/CODE: sets the cookie
	kStatic    = "static"       // the page's script and style, once per phone
	kHome      = "home"         // GET /
	kNewPage   = "new-page"     // GET /new
	kCreate    = "create-table" // POST /tables: the new game's form
	kTablePage = "table-page"   // GET /tables/ID: pick a name
	kSeatPage  = "seat-page"    // GET /tables/ID/seats/S: the sheet
	kTap       = "sheet-tap"    // POST /tables/ID/seats/S from the script, after a tap
	kDone      = "sheet-done"   // the same, with the button "complete"
	kTablePoll = "table-poll"   // GET /api/tables/ID?seat=S, every poll
	kPlay      = "play-create"  // POST /api/play/GAME: a tracked game's start
	kLivePage  = "live-page"    // GET /games/ID/live
	kLivePoll  = "live-poll"    // GET /api/games/ID/live, every poll
	kEntry     = "entry"        // POST /games/ID/entries: a take typed on the phone
	kHistory   = "history"      // GET /history
	kBoard     = "leaderboard"  // GET /leaderboard
	kGamePage  = "game-page"    // GET /games/ID
)

// sample is one request as the client saw it: when it started and ended
// (since the start of the run), and how it was answered.
type sample struct {
	kind       string
	start, end time.Duration
	status     int    // 0: no answer
	timeout    bool   // the client gave up after -timeout
	err        string // another failure without an answer (a reset, a refused connection)
	path       string
	body       string // the start of a 5xx answer
}

func (s sample) latency() time.Duration { return s.end - s.start }

// answer is a request's answer, read whole.
type answer struct {
	status int
	header http.Header
	body   []byte
}

// client is one phone's browser: its own connections and cookie, and
// the record of its requests.
type client struct {
	base    string
	http    *http.Client
	csrf    string
	bearer  string // set for the requests a script on the host makes
	t0      time.Time
	mu      sync.Mutex // the page's script, its timer and the player ask at once
	samples []sample
}

func newClient(base string, timeout time.Duration, t0 time.Time) *client {
	jar, _ := cookiejar.New(nil)
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: timeout, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConnsPerHost: 4,
		IdleConnTimeout:     90 * time.Second,
	}
	return &client{base: base, t0: t0, http: &http.Client{Jar: jar, Transport: tr, Timeout: timeout,
		// a browser follows a redirect with a request of its own: each is
		// measured on its own
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

func (c *client) close() { c.http.CloseIdleConnections() }

// do sends a request and reads its answer whole, recording it. A request
// is never cancelled by the end of the run: what was sent is answered.
func (c *client) do(kind, method, path string, body io.Reader, header http.Header) (answer, bool) {
	req, err := http.NewRequestWithContext(context.Background(), method, c.base+path, body)
	if err != nil {
		panic(err) // the paths are made here
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if c.bearer != "" {
		req.Header.Set("Authorization", "Bearer "+c.bearer)
	}
	s := sample{kind: kind, path: path, start: time.Since(c.t0)}
	res, err := c.http.Do(req)
	var a answer
	if err == nil {
		a = answer{status: res.StatusCode, header: res.Header}
		a.body, err = io.ReadAll(res.Body)
		res.Body.Close()
	}
	s.end = time.Since(c.t0)
	switch {
	case err != nil && isTimeout(err):
		s.timeout = true
	case err != nil:
		s.err = err.Error()
	default:
		s.status = a.status
		if a.status >= 500 {
			s.body = string(a.body[:min(len(a.body), 300)])
		}
	}
	c.mu.Lock()
	c.samples = append(c.samples, s)
	c.mu.Unlock()
	return a, err == nil
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout() || errors.Is(err, context.DeadlineExceeded)
}

// get is a page or a script's look.
func (c *client) get(kind, path string, json bool) (answer, bool) {
	h := http.Header{}
	if json {
		h.Set("Accept", "application/json")
	}
	return c.do(kind, http.MethodGet, path, nil, h)
}

// script posts a form's fields as the page's script does: JSON asked for,
// the token in its header.
func (c *client) script(kind, path string, fields url.Values) (answer, bool) {
	h := http.Header{"Accept": {"application/json"}, "X-Csrf-Token": {c.csrf},
		"Content-Type": {"application/x-www-form-urlencoded"}}
	return c.do(kind, http.MethodPost, path, strings.NewReader(fields.Encode()), h)
}

// form posts a form as a browser does without the script: the token is one
// of its fields.
func (c *client) form(kind, path string, fields url.Values) (answer, bool) {
	f := url.Values{"csrf": {c.csrf}}
	for k, v := range fields {
		f[k] = v
	}
	h := http.Header{"Content-Type": {"application/x-www-form-urlencoded"}}
	return c.do(kind, http.MethodPost, path, strings.NewReader(f.Encode()), h)
}

// join opens the join link, as the phone that scanned the QR code does: the
// cookie, the home page it leads to (with the token of the page's
// scripts), and the script and style.
func (c *client) join(code string) bool {
	a, ok := c.get(kJoin, "/join/"+code, false)
	if !ok || a.status != http.StatusSeeOther {
		return false
	}
	a, ok = c.get(kHome, "/", false)
	if !ok || a.status != http.StatusOK {
		return false
	}
	c.csrf = attr(a.body, "data-csrf")
	c.get(kStatic, "/static/app.js", false)
	c.get(kStatic, "/static/app.css", false)
	return c.csrf != ""
}

// attr is the value of the first attribute of that name in a page.
func attr(page []byte, name string) string {
	i := bytes.Index(page, []byte(name+`="`))
	if i < 0 {
		return ""
	}
	rest := page[i+len(name)+2:]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return ""
	}
	return html.UnescapeString(string(rest[:j]))
}

var (
	formRe   = regexp.MustCompile(`(?s)<form id="sheet".*?</form>`)
	inputRe  = regexp.MustCompile(`<input\b[^>]*>`)
	selectRe = regexp.MustCompile(`(?s)<select\b[^>]*>.*?</select>`)
	optionRe = regexp.MustCompile(`<option\b[^>]*>`)
	attrRe   = regexp.MustCompile(`([a-zA-Z-]+)(?:="([^"]*)")?`)
)

// sheetForm reads the fields the sheet's form sends, as the browser's
// FormData does: checked boxes and radio buttons, every other input, the
// selected option of each list. ok is false when the page has no sheet
// (the game is scored).
func sheetForm(page []byte) (fields url.Values, ok bool) {
	form := formRe.Find(page)
	if form == nil {
		return nil, false
	}
	fields = url.Values{}
	for _, tag := range inputRe.FindAll(form, -1) {
		a := attrs(tag[len("<input") : len(tag)-1])
		name, kind := a["name"], a["type"]
		if name == "" {
			continue
		}
		if _, checked := a["checked"]; (kind == "radio" || kind == "checkbox") && !checked {
			continue
		}
		fields.Add(name, a["value"])
	}
	for _, sel := range selectRe.FindAll(form, -1) {
		name := attrs(sel[len("<select"):bytes.IndexByte(sel, '>')])["name"]
		value := ""
		for i, opt := range optionRe.FindAll(sel, -1) {
			a := attrs(opt[len("<option") : len(opt)-1])
			if _, selected := a["selected"]; i == 0 || selected {
				value = a["value"]
			}
		}
		fields.Set(name, value)
	}
	return fields, true
}

func attrs(tag []byte) map[string]string {
	out := map[string]string{}
	for _, m := range attrRe.FindAllSubmatch(tag, -1) {
		out[string(m[1])] = html.UnescapeString(string(m[2]))
	}
	return out
}

// sameSheet compares two forms of a sheet for what they store: the token
// and the button pressed left out, an empty count the same as 0, and a
// ZooSim year the sheet does not reach left out (the page shows it, the
// sheet does not keep it).
func sameSheet(a, b url.Values) bool {
	na, nb := stored(a), stored(b)
	if len(na) != len(nb) {
		return false
	}
	for k, v := range na {
		if nb[k] != v {
			return false
		}
	}
	return true
}

func stored(f url.Values) map[string]string {
	years := f.Get("years")
	out := map[string]string{}
	for k, v := range f {
		value := ""
		if len(v) > 0 {
			value = strings.TrimSpace(v[len(v)-1])
		}
		if k == "csrf" || k == "action" || value == "" || value == "0" {
			continue
		}
		if y, ok := strings.CutPrefix(k, "y"); ok && years != "" && len(y) > 1 && y[1] == '-' && y[:1] > years {
			continue
		}
		out[k] = value
	}
	return out
}

var (
	seenRe  = regexp.MustCompile(`name="seen" id="seen" value="([^"]*)"`)
	saidRe  = regexp.MustCompile(`<ol class="said"><li value="(\d+)"><code>([^<]*)</code>`)
	tableRe = regexp.MustCompile(`^/tables/(\d+)$`)
)

// newest is the number and line of the newest entry a live board shows.
func newest(board string) (n int, line string) {
	m := saidRe.FindStringSubmatch(board)
	if m == nil {
		return 0, ""
	}
	for _, d := range m[1] {
		n = n*10 + int(d-'0')
	}
	return n, html.UnescapeString(m[2])
}

// kEvents is the stream of events a page follows (GET /api/events); it is
// open for as long as the page is, so it is not a request with a latency:
// the report counts the streams opened.
const kEvents = "events"

// changes is how a page learns that its table or game changed: the
// server's stream of events (what = "table=ID" or "game=ID"), and once
// when the stream opens, as the page's script does; with -stream=false,
// or when the stream cannot open, every poll instead, as the page did
// before. What comes on the channel is the version the server says the
// table or game changed to ("" when it says none: look anyway), as the
// page's script compares it with the version it shows. The channel is
// closed once quit or stop is.
func (c *client) changes(what string, poll time.Duration, stream bool, quit, stop <-chan struct{}) <-chan string {
	out := make(chan string, 1)
	tell := func(version string) {
		for {
			select {
			case out <- version:
				return
			default:
			}
			select { // a version not yet read is replaced by the newer one
			case <-out:
			default:
			}
		}
	}
	go func() {
		defer close(out)
		for {
			if stream && c.follow(what, tell, quit, stop) {
				continue // the stream ended: open it again, as a browser does
			}
			select { // poll once, then try the stream again
			case <-time.After(poll):
				tell("")
			case <-quit:
				return
			case <-stop:
				return
			}
		}
	}()
	return out
}

// follow reads one stream of events until it ends, quit or stop; false if
// it could not open (or once quit).
func (c *client) follow(what string, tell func(string), quit, stop <-chan struct{}) bool {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-quit:
		case <-stop:
		case <-ctx.Done():
		}
		cancel()
	}()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/api/events?"+what, nil)
	streams := &http.Client{Jar: c.http.Jar, Transport: c.http.Transport} // no timeout: a stream lasts
	s := sample{kind: kEvents, path: req.URL.Path, start: time.Since(c.t0)}
	res, err := streams.Do(req)
	if err != nil {
		return false
	}
	defer res.Body.Close()
	s.status, s.end = res.StatusCode, time.Since(c.t0)
	c.mu.Lock()
	c.samples = append(c.samples, s)
	c.mu.Unlock()
	if res.StatusCode != http.StatusOK {
		return false
	}
	tell("") // something may have changed before the stream opened
	sc := bufio.NewScanner(res.Body)
	event := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: ") && event == "changed":
			var d struct{ Version string }
			json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &d)
			tell(d.Version)
		case line == "":
			event = ""
		}
	}
	return ctx.Err() == nil
}
