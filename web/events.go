package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// The phones follow a table or a tracked game by a stream of events
// (Server-Sent Events, GET /api/events?table=ID or ?game=ID): the server
// says "changed" once what they show changes, and each then reads its
// page's state once. The server learns of every write to the file, its own
// and those of other programs (the host's zooscore play), from one
// question to SQLite a few times a second (store.Watch), and tells only the
// phones whose table or game changed. A phone whose browser cannot keep
// the stream asks on a timer instead, as every phone did before: 30
// requests a minute each, where a phone on the stream makes one request
// per change it is shown.

// eventsPath is the address of the streams.
const eventsPath = "/api/events"

const (
	// watchInterval is how often the server asks SQLite whether anything
	// was written.
	watchInterval = 250 * time.Millisecond
	// heartbeat keeps a quiet stream open through proxies and tells the
	// server that a phone that went away is gone.
	heartbeat = 25 * time.Second
	// maxFollowers bounds the streams held at once: each is a connection
	// and a goroutine (a room of 200 phones holds 200).
	maxFollowers = 2000
	// streamWrite is how long one event may take to reach a phone before
	// the stream is given up (the phone will open another).
	streamWrite = 10 * time.Second
	// tellGap is the least time between two events of one stream: at a
	// table where someone taps every few hundred milliseconds, the other
	// phones read the table at most every 2 s, as often as they asked on
	// their timers before (the first change after a quiet spell at once,
	// the last one at the end of the gap), instead of once per tap.
	tellGap = 2 * time.Second
)

// events keeps who follows what, and what each followed thing looked like
// when last told.
type events struct {
	s      *Server
	mu     sync.Mutex
	topics map[topic]*followers
	count  int
	poke   chan struct{} // something was written: look at every topic
	start  sync.Once
	stop   context.CancelFunc
	done   chan struct{} // closed once the server stops: every stream ends
	closed sync.Once
}

// A topic is a table or a tracked game.
type topic struct {
	kind string // "table" or "game"
	id   int64
}

type followers struct {
	chans   map[chan struct{}]struct{}
	version string // as last told
}

func newEvents(s *Server) *events {
	return &events{s: s, topics: map[topic]*followers{}, poke: make(chan struct{}, 1), done: make(chan struct{})}
}

// changed tells the watcher to look now (a write of this server), without
// waiting for its next question to SQLite.
func (e *events) changed() {
	select {
	case e.poke <- struct{}{}:
	default:
	}
}

// follow adds a follower of t; it fails when too many follow already.
func (e *events) follow(ctx context.Context, t topic) (ch chan struct{}, ok bool) {
	e.start.Do(e.run)
	// Read before the lock, which is never held while reading.
	v, _ := e.read(ctx, t)
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.count >= maxFollowers {
		return nil, false
	}
	f := e.topics[t]
	if f == nil {
		f = &followers{chans: map[chan struct{}]struct{}{}, version: v}
		e.topics[t] = f
	}
	ch = make(chan struct{}, 1)
	f.chans[ch] = struct{}{}
	e.count++
	return ch, true
}

func (e *events) unfollow(t topic, ch chan struct{}) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if f := e.topics[t]; f != nil {
		delete(f.chans, ch)
		e.count--
		if len(f.chans) == 0 {
			delete(e.topics, t)
		}
	}
}

// run starts the watcher: store.Watch pokes on every write, and each poke
// looks at the topics followed.
func (e *events) run() {
	ctx, cancel := context.WithCancel(context.Background())
	e.stop = cancel
	go func() {
		for ctx.Err() == nil {
			err := e.s.st.Watch(ctx, watchInterval, e.changed)
			if err != nil && ctx.Err() == nil {
				e.s.log.Printf("watching the database: %v", err)
				select { // the phones ask on their timers meanwhile
				case <-ctx.Done():
				case <-time.After(time.Second):
				}
			}
		}
	}()
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-e.poke:
				e.look(ctx)
			}
		}
	}()
}

// look reads the version of every followed topic, without the lock, and
// tells the followers of those that changed.
func (e *events) look(ctx context.Context) {
	e.mu.Lock()
	ts := make([]topic, 0, len(e.topics))
	for t := range e.topics {
		ts = append(ts, t)
	}
	e.mu.Unlock()
	for _, t := range ts {
		v, err := e.read(ctx, t)
		if err != nil {
			continue
		}
		e.mu.Lock()
		if f := e.topics[t]; f != nil && f.version != v {
			f.version = v
			for ch := range f.chans {
				select {
				case ch <- struct{}{}:
				default: // told already, not yet sent
				}
			}
		}
		e.mu.Unlock()
	}
}

// read is a topic's version: a table's, or what the phones that play a
// game follow (store.PlayVersion: its entries, a bid, a rematch).
func (e *events) read(ctx context.Context, t topic) (string, error) {
	if t.kind == "table" {
		v, err := e.s.st.TableVersion(ctx, t.id)
		return strconv.FormatInt(v, 10), err
	}
	return e.s.st.GamePlayVersion(ctx, t.id)
}

// stopped reports that the server is stopping: no stream opens.
func (e *events) stopped() bool {
	select {
	case <-e.done:
		return true
	default:
		return false
	}
}

// version is the version of a followed topic as last told.
func (e *events) version(t topic) string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if f := e.topics[t]; f != nil {
		return f.version
	}
	return ""
}

// close ends every stream and the watcher.
func (e *events) close() {
	e.closed.Do(func() {
		close(e.done)
		e.start.Do(func() {}) // nothing to start any more
		if e.stop != nil {
			e.stop()
		}
	})
}

// apiEvents is the stream of one table or tracked game.
func (s *Server) apiEvents(w http.ResponseWriter, r *http.Request) {
	t, err := topicOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var (
		ch chan struct{}
		ok bool
	)
	if !s.events.stopped() {
		ch, ok = s.events.follow(r.Context(), t)
	}
	if !ok {
		w.Header().Set("Retry-After", "30")
		http.Error(w, words(r).T("web.events.full"), http.StatusServiceUnavailable)
		return
	}
	defer s.events.unfollow(t, ch)
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no") // a proxy in front passes each event at once
	send := func(text string) bool {
		rc.SetWriteDeadline(time.Now().Add(streamWrite))
		if _, err := fmt.Fprint(w, text); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	// retry: how long a browser waits before it opens the stream again.
	if !send("retry: 3000\n\n") {
		return
	}
	beat := time.NewTicker(heartbeat)
	defer beat.Stop()
	// An event carries the version: the phone whose own change it was has
	// that version already and reads nothing.
	tell := func() bool {
		v, _ := json.Marshal(map[string]string{"version": s.events.version(t)})
		return send("event: changed\ndata: " + string(v) + "\n\n")
	}
	var (
		told  time.Time
		later <-chan time.Time // the end of the gap, when a change waits for it
	)
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.events.done:
			return
		case <-ch:
			if wait := tellGap - time.Since(told); wait > 0 {
				if later == nil {
					later = time.After(wait)
				}
				continue
			}
			if !tell() {
				return
			}
			told = time.Now()
		case <-later:
			later = nil
			if !tell() {
				return
			}
			told = time.Now()
		case <-beat.C:
			if !send(": still here\n\n") {
				return
			}
		}
	}
}

// topicOf reads what a stream follows: ?table=ID or ?game=ID.
func topicOf(r *http.Request) (topic, error) {
	q := r.URL.Query()
	for _, kind := range []string{"table", "game"} {
		if v := q.Get(kind); v != "" {
			id, err := strconv.ParseInt(v, 10, 64)
			if err != nil || id <= 0 {
				return topic{}, usage(words(r).T("web.error.id", "value", v))
			}
			return topic{kind, id}, nil
		}
	}
	return topic{}, usage(words(r).T("web.events.what"))
}
