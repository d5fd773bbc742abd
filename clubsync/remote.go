package clubsync

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Remote is a club's server as sync reaches it: its address and the code
// its requests carry.
type Remote struct {
	// Base is the server's address without the join link's path
	// (https://zoo.example.org): what the laptop remembers its syncs with.
	Base string
	Code string
	HTTP *http.Client
	// Lang is the language the server's messages are asked in (the
	// broken rules of a game it will not store): the laptop's; "" for
	// English.
	Lang string
}

// ParseRemote reads the address sync is given: the join link the server
// prints (http(s)://HOST/join/CODE), or the server's address with the
// code given apart (code, "" when the link carries it).
func ParseRemote(address, code string) (Remote, error) {
	u, err := url.Parse(strings.TrimSpace(address))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return Remote{}, given(fail("sync.address", nil, "address", address))
	}
	path := strings.TrimSuffix(u.Path, "/")
	if before, linked, ok := strings.Cut(path, "/join/"); ok && !strings.Contains(linked, "/") {
		path = before
		if code == "" {
			code = linked
		}
	}
	if code == "" {
		return Remote{}, given(fail("sync.no-code", nil, "address", address))
	}
	if isShortCode(code) {
		return Remote{}, given(fail("sync.short-code", nil, "address", address))
	}
	base := u.Scheme + "://" + strings.ToLower(u.Host) + path
	return Remote{Base: base, Code: code, HTTP: newClient()}, nil
}

// isShortCode reports whether a code is written as a short code is (12
// digits, in groups or not): a person's code for the join page, which
// scripts and sync cannot use (it is guessed in far fewer tries, so only
// the join page takes it, under its limits).
func isShortCode(code string) bool {
	digits := 0
	for _, c := range code {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == ' ' || c == '-':
		default:
			return false
		}
	}
	return digits == 12
}

// newClient gives up on a server that does not answer: a laptop on a
// club's Wi-Fi that drops says so instead of waiting for ever. A stream of
// the index has no limit of its own (a club of a million games takes some
// seconds); its context ends it.
func newClient() *http.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.DialContext = (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	t.TLSHandshakeTimeout = 10 * time.Second
	t.ResponseHeaderTimeout = 60 * time.Second
	return &http.Client{Transport: t}
}

// Error is what keeps a sync from going on: the server cannot be reached,
// refuses the code, is no zooscore server, or answers with an error. Its
// message is in the catalogs; Rule is its stable id.
type Error struct {
	Msg   msg.Msg
	Rule  string
	Cause error
	// Given: the address or code given cannot be used (a usage error,
	// exit status 2); else the server is at fault (exit status 3).
	Given bool
}

func (e *Error) Error() string {
	if e.Cause != nil {
		return e.Rule + ": " + e.Cause.Error()
	}
	return e.Rule
}

func (e *Error) Unwrap() error { return e.Cause }

func fail(rule string, cause error, pairs ...any) *Error {
	return &Error{Msg: msg.M(rule, pairs...), Rule: rule, Cause: cause}
}

func given(e *Error) *Error {
	e.Given = true
	return e
}

// errReadOnly is the server's refusal of a change sent with the read code.
var errReadOnly = errors.New("the code only reads")

// do sends a request of the sync API and checks the answer: 200 with the
// protocol's header, else the error that says why not.
func (r Remote) do(ctx context.Context, method, path string, body []byte) (*http.Response, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, r.Base+path, rd)
	if err != nil {
		return nil, fail("sync.address", err, "address", r.Base)
	}
	req.Header.Set("Authorization", "Bearer "+r.Code)
	if r.Lang != "" {
		req.Header.Set("Accept-Language", r.Lang) // the words of a game's broken rules, said as the server says them
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/x-ndjson")
	}
	resp, err := r.HTTP.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		cause := err
		var ue *url.Error
		if errors.As(err, &ue) {
			cause = ue.Err // the address is said already
		}
		return nil, fail("sync.unreachable", err, "address", r.Base, "cause", cause.Error())
	}
	if resp.StatusCode == http.StatusOK && resp.Header.Get(Header) == Version {
		return resp, nil
	}
	defer resp.Body.Close()
	return nil, r.refusal(resp)
}

// refusal says why the server did not answer as sync asks.
func (r Remote) refusal(resp *http.Response) error {
	var answer struct {
		Errors []scorer.Note `json:"errors"`
	}
	json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&answer)
	rule := ""
	if len(answer.Errors) > 0 {
		rule = answer.Errors[0].Rule
	}
	cause := fmt.Errorf("%s %s", resp.Status, rule)
	switch {
	case resp.StatusCode == http.StatusUnauthorized:
		return fail("sync.refused", cause, "address", r.Base)
	case resp.StatusCode == http.StatusForbidden && rule == "web.read-only":
		return errReadOnly
	case resp.StatusCode == http.StatusOK, resp.StatusCode == http.StatusNotFound && rule == "":
		// Not our server, or one from before sync.
		return fail("sync.not-zooscore", cause, "address", r.Base)
	case resp.Header.Get(Header) != "" && resp.Header.Get(Header) != Version:
		return fail("sync.other-version", cause, "address", r.Base)
	case resp.StatusCode == http.StatusServiceUnavailable:
		return fail("sync.busy", cause, "address", r.Base)
	}
	return fail("sync.server-error", cause, "address", r.Base, "status", resp.Status)
}

// index reads the server's index, giving fn every game's uuid and
// fingerprint as they come. An index without its last line, {"end": N}
// with N the games given, was cut short: an error, and nothing is to be
// changed (a game not read would pass for one deleted on the server).
func (r Remote) index(ctx context.Context, fn func(uuid, fingerprint string) error) error {
	resp, err := r.do(ctx, http.MethodGet, "/api/sync/index", nil)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	games, end := 0, -1
	for sc.Scan() {
		var row struct {
			UUID        string `json:"uuid"`
			Fingerprint string `json:"fingerprint"`
			End         *int   `json:"end"`
		}
		err := json.Unmarshal(sc.Bytes(), &row)
		switch {
		case err == nil && end >= 0:
			err = errors.New("a line after the index's end")
		case err == nil && row.End != nil:
			end = *row.End
			continue
		case err == nil && row.UUID == "":
			err = errors.New("a line without uuid")
		case err == nil:
			games++
			err = fn(row.UUID, row.Fingerprint)
		}
		if err != nil {
			return fail("sync.bad-answer", err, "address", r.Base)
		}
	}
	if err := sc.Err(); err != nil {
		return fail("sync.unreachable", err, "address", r.Base, "cause", err.Error())
	}
	if end != games {
		return fail("sync.index-cut", fmt.Errorf("%d games read, the end says %d", games, end), "address", r.Base)
	}
	return nil
}

// games asks for the games of uuids (at most MaxGames): the body
// of the answer is their lines, to be read by exchange.ReadLines.
func (r Remote) games(ctx context.Context, uuids []string) (io.ReadCloser, error) {
	q := url.Values{"uuid": uuids}
	resp, err := r.do(ctx, http.MethodGet, "/api/sync/games?"+q.Encode(), nil)
	if err != nil {
		return nil, err
	}
	return resp.Body, nil
}

// send sends changes (lines of Change) and reads what came of
// each.
func (r Remote) send(ctx context.Context, body []byte) ([]Applied, error) {
	resp, err := r.do(ctx, http.MethodPost, "/api/sync/games", body)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var answer struct {
		Results []Applied `json:"results"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&answer); err != nil {
		return nil, fail("sync.bad-answer", err, "address", r.Base)
	}
	return answer.Results, nil
}
