package web_test

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/store"
)

// stream is a phone's stream of events, read line by line.
type stream struct {
	t      *testing.T
	events chan string
	cancel context.CancelFunc
}

func openStream(t *testing.T, srv *httptest.Server, code, what string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/events?"+what, nil)
	req.Header.Set("Authorization", "Bearer "+code)
	res, err := srv.Client().Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		cancel()
		t.Fatalf("stream of %s: %d %s", what, res.StatusCode, res.Header.Get("Content-Type"))
	}
	s := &stream{t: t, events: make(chan string, 16), cancel: cancel}
	go func() {
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		for sc.Scan() {
			if name, ok := strings.CutPrefix(sc.Text(), "event: "); ok {
				s.events <- name
			}
		}
		close(s.events)
	}()
	t.Cleanup(cancel)
	return s
}

// next waits for the next event, up to wait.
func (s *stream) next(wait time.Duration) (string, bool) {
	select {
	case e, ok := <-s.events:
		return e, ok
	case <-time.After(wait):
		return "", false
	}
}

// servedSite is a site behind a real HTTP server, for streams.
func servedSite(t *testing.T) (*site, *httptest.Server) {
	s := newSite(t)
	srv := httptest.NewServer(s.h)
	t.Cleanup(func() { s.h.Close(); srv.Close() })
	return s, srv
}

// TestEventsTellTheFollowersOfWhatChanged: a phone that follows a table is
// told when a sheet of it changes, and only then; a phone that follows
// another table is not told.
func TestEventsTellTheFollowersOfWhatChanged(t *testing.T) {
	s, srv := servedSite(t)
	ctx := context.Background()
	one, err := s.st.OpenTable(ctx, "dice", []string{"Ann", "Bob"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	two, err := s.st.OpenTable(ctx, "dice", []string{"Cy", "Di"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	mine := openStream(t, srv, s.code, fmt.Sprint("table=", one))
	other := openStream(t, srv, s.code, fmt.Sprint("table=", two))
	if e, ok := mine.next(600 * time.Millisecond); ok {
		t.Fatalf("told %q before anything changed", e)
	}
	a := s.do(s.script(fmt.Sprintf("/tables/%d/seats/0", one), url.Values{"lion": {"2"}}))
	if a.status != http.StatusOK {
		t.Fatalf("tap: %d %s", a.status, a.body)
	}
	if e, ok := mine.next(5 * time.Second); !ok || e != "changed" {
		t.Fatalf("the follower of table %d was not told of the tap (%q)", one, e)
	}
	if e, ok := other.next(600 * time.Millisecond); ok {
		t.Fatalf("the follower of table %d was told %q of a change of table %d", two, e, one)
	}
}

// TestEventsTellOfAnotherProgramsEntry: the host's zooscore play is
// another program on the same file; a phone that follows the game learns
// of its entry without asking.
func TestEventsTellOfAnotherProgramsEntry(t *testing.T) {
	s, srv := servedSite(t)
	ctx := context.Background()
	g, script, err := game.ReadScript(nil, "dice", []byte("players: Ann, Bob\nAnn: lion lion coin\n"))
	if err != nil {
		t.Fatal(err)
	}
	res, _ := g.Result()
	id, err := s.st.SaveTracked(ctx, store.Game{Game: "dice", Status: "in-progress", Input: script, Result: res}, g.Entries())
	if err != nil {
		t.Fatal(err)
	}
	follow := openStream(t, srv, s.code, fmt.Sprint("game=", id))
	host, err := store.Open(s.st.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	sg, err := host.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := game.Replay("dice", sg.Input)
	if err != nil {
		t.Fatal(err)
	}
	entry, err := tr.ReadLine(game.NotationReader(nil, "dice"), "Bob: monkey monkey")
	if err == nil {
		_, err = tr.Apply(entry)
	}
	if err != nil {
		t.Fatal(err)
	}
	res, _ = tr.Result()
	if _, err := host.AddEntry(ctx, id, sg.Mark, entry, store.Game{Game: "dice", Status: game.Status(tr), Input: tr.Script(), Result: res}); err != nil {
		t.Fatal(err)
	}
	if e, ok := follow.next(5 * time.Second); !ok || e != "changed" {
		t.Fatalf("the phone was not told of the host's entry (%q)", e)
	}
}

// TestEventsRefused: a stream must say what it follows; none opens once
// the server stops.
func TestEventsRefused(t *testing.T) {
	s, srv := servedSite(t)
	for what, want := range map[string]int{"": http.StatusBadRequest, "table=x": http.StatusBadRequest, "game=-1": http.StatusBadRequest} {
		a := s.do(s.api("GET", "/api/events?"+what, ""))
		if a.status != want {
			t.Errorf("?%s: %d, want %d", what, a.status, want)
		}
	}
	s.h.Close()
	req, _ := http.NewRequest("GET", srv.URL+"/api/events?table=1", nil)
	req.Header.Set("Authorization", "Bearer "+s.code)
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("a stream opened on a stopped server: %d", res.StatusCode)
	}
}
