package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// A phone does what a player's phone at a club night does: it opens the
// join link, finds its table, and either fills in its player's sheet tap
// by tap (the page's script sends the form after each tap and looks at the
// table every poll) or follows a tracked game and types its player's takes;
// between games it reads the scores, the history and the leaderboard.
// Everything waits as a person does, for a random while.

// table is the phones of one table and the games they play, one after
// another: the phone at seat 0 opens each.
type table struct {
	n       int
	phones  int
	tracked bool
	rng     *rand.Rand // the host's draws
	mu      sync.Mutex
	games   map[int]*round
}

// round is one game of a table.
type round struct {
	ready  chan struct{} // closed once opened (or given up)
	id     int64         // the table's id, or the tracked game's
	sheets *tableGame
	track  *trackedGame

	mu      sync.Mutex
	moved   chan struct{} // closed (and made again) when the game moves on
	next    int           // tracked: the line to type next
	gameID  int64         // a table: its stored game, once scored
	done    map[int]bool  // a table: the seats whose "complete" was answered
	allDone time.Time     // when the last of them was
	over    bool          // the game ended, or was given up
}

func (t *table) round(k int) *round {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.games == nil {
		t.games = map[int]*round{}
	}
	rd := t.games[k]
	if rd == nil {
		rd = &round{ready: make(chan struct{}), moved: make(chan struct{}), done: map[int]bool{}}
		t.games[k] = rd
	}
	return rd
}

// players is how many of the table's phones play the round's game; the
// others watch.
func (rd *round) players() int {
	if rd.sheets != nil {
		return len(rd.sheets.players)
	}
	return len(rd.track.players)
}

// change records a change of the game under its lock and wakes every phone
// that waits for one.
func (rd *round) change(f func()) {
	rd.mu.Lock()
	defer rd.mu.Unlock()
	f()
	close(rd.moved)
	rd.moved = make(chan struct{})
}

func (rd *round) state() (next int, gameID int64, over bool, moved chan struct{}) {
	rd.mu.Lock()
	defer rd.mu.Unlock()
	return rd.next, rd.gameID, rd.over, rd.moved
}

type phone struct {
	r    *run
	c    *client
	rng  *rand.Rand
	t    *table
	seat int
}

// live is the phone's evening.
func (p *phone) live() {
	defer p.c.close()
	for !p.c.join(p.r.code) {
		if !p.pause(time.Second, 3*time.Second) {
			return
		}
	}
	for k := 0; !p.r.over(); k++ {
		rd := p.t.round(k)
		if p.seat == 0 {
			p.open(rd)
		} else if !p.await(rd) {
			return
		}
		if rd.id == 0 {
			return
		}
		if p.t.tracked {
			p.follow(rd)
		} else {
			p.enter(rd)
		}
		p.linger(rd)
	}
}

// await waits for the host to open the table's next game, looking at the
// home page now and then as a person does who waits for it to appear
// there; false when the run ended first.
func (p *phone) await(rd *round) bool {
	for {
		d := time.Duration(float64(2*time.Second+time.Duration(p.rng.Int64N(int64(3*time.Second)))) * p.r.cfg.pace)
		select {
		case <-rd.ready:
			return true
		case <-p.r.stop:
			return false
		case <-time.After(d):
			p.c.get(kHome, "/", false)
		}
	}
}

// pause waits as a person does, between lo and hi (scaled by -pace); false
// when the run ended meanwhile.
func (p *phone) pause(lo, hi time.Duration) bool {
	d := lo + time.Duration(p.rng.Int64N(int64(hi-lo)+1))
	d = time.Duration(float64(d) * p.r.cfg.pace)
	select {
	case <-time.After(d):
		return !p.r.over()
	case <-p.r.stop:
		return false
	}
}

// open opens the round's game: the new game's page and its form for a
// table, the start of the play script for a tracked game (the host's
// computer does that, with the join code as a bearer token).
func (p *phone) open(rd *round) {
	defer close(rd.ready)
	kind := drawGame(p.t.rng)
	players := drawNames(p.t.rng, seatsFor(kind, p.t.phones))
	for !p.r.over() {
		if p.t.tracked {
			if p.openTracked(rd, kind, players) {
				return
			}
		} else if p.openTable(rd, kind, players) {
			return
		}
		p.pause(time.Second, 3*time.Second)
	}
}

func (p *phone) openTable(rd *round, kind string, players []string) bool {
	tg, err := newTableGame(p.t.rng, kind, players)
	if err != nil {
		p.r.anomaly("a random %s game: %v", kind, err)
		return false
	}
	if a, ok := p.c.get(kNewPage, "/new", false); !ok || a.status != http.StatusOK {
		return false
	}
	if !p.pause(2*time.Second, 6*time.Second) { // the names are typed
		return false
	}
	a, ok := p.c.form(kCreate, "/tables", tg.form)
	if !ok || a.status != http.StatusSeeOther {
		if ok {
			p.r.anomaly("a new %s table for %s: %d %.200s", kind, strings.Join(players, ", "), a.status, a.body)
		}
		return false
	}
	m := tableRe.FindStringSubmatch(a.header.Get("Location"))
	if m == nil {
		p.r.anomaly("a new table leads to %q", a.header.Get("Location"))
		return false
	}
	rd.id, _ = strconv.ParseInt(m[1], 10, 64)
	rd.sheets = &tg
	p.r.acks.opened(rd.id, &tg)
	return true
}

func (p *phone) openTracked(rd *round, kind string, players []string) bool {
	tg, err := newTrackedGame(p.t.rng, kind, players)
	if err != nil {
		p.r.anomaly("a random tracked %s game: %v", kind, err)
		return false
	}
	p.c.bearer = p.r.code // no page of this phone is open meanwhile
	a, ok := p.c.do(kPlay, http.MethodPost, "/api/play/"+kind, strings.NewReader(tg.start),
		http.Header{"Content-Type": {"text/plain; charset=utf-8"}})
	p.c.bearer = ""
	if !ok || a.status != http.StatusOK {
		if ok {
			p.r.anomaly("a tracked %s game's start: %d %.300s", kind, a.status, a.body)
		}
		return false
	}
	var res struct{ ID int64 }
	if json.Unmarshal(a.body, &res) != nil || res.ID == 0 {
		p.r.anomaly("a tracked game's start answers without an id: %.200s", a.body)
		return false
	}
	rd.id, rd.track = res.ID, &tg
	p.r.acks.started(rd.id, &tg)
	return true
}

// tableAnswer is what the page's script reads of a table's state.
type tableAnswer struct {
	Version json.RawMessage `json:"version"`
	Scored  bool            `json:"scored"`
	GameID  int64           `json:"game_id"`
	Done    *bool           `json:"done"`
}

// version is the table's version as the stream of events writes it.
func (ta tableAnswer) version() string { return strings.Trim(string(ta.Version), `"`) }

// enter fills in the phone's sheet at a table, tap by tap, says it is
// complete, and waits for the scores.
func (p *phone) enter(rd *round) {
	tablePath := "/tables/" + strconv.FormatInt(rd.id, 10)
	if p.seat > 0 {
		p.c.get(kHome, "/", false) // the table is found on the home page
	}
	p.c.get(kTablePage, tablePath, false)
	if p.seat >= rd.players() {
		p.watch(rd, "/api/tables/"+strconv.FormatInt(rd.id, 10))
		return
	}
	sp := p.openSeat(rd)
	if sp == nil {
		return
	}
	for _, tp := range rd.sheets.taps[p.seat] {
		if !p.pause(300*time.Millisecond, 2500*time.Millisecond) {
			sp.leave()
			return
		}
		if p.rng.IntN(40) == 0 { // a look at the history or the leaderboard, and back
			sp.leave()
			p.detour()
			if sp = p.openSeat(rd); sp == nil {
				return
			}
		}
		sp.tap(tp)
	}
	for try := 0; try < 3 && p.pause(time.Second, 3*time.Second); try++ {
		if sp.complete() {
			break
		}
	}
	p.awaitScores(rd)
	sp.leave()
}

// awaitScores waits until the table is scored: every phone says its sheet
// is complete, and the request that finds them all complete stores the
// game.
func (p *phone) awaitScores(rd *round) {
	for {
		rd.mu.Lock()
		scored, all, moved := rd.gameID != 0, rd.allDone, rd.moved
		rd.mu.Unlock()
		if scored {
			return
		}
		if !all.IsZero() && time.Since(all) > 30*time.Second {
			p.r.anomaly("table %d: every sheet is complete, but no game is stored after 30 s", rd.id)
			rd.change(func() { rd.over = true })
			return
		}
		select {
		case <-moved:
		case <-time.After(time.Second):
		case <-p.r.stop:
			return
		}
	}
}

// watch is a phone at the table without a sheet of its own: it follows
// the table's page until the game is scored.
func (p *phone) watch(rd *round, look string) {
	quit := make(chan struct{})
	defer close(quit)
	changed := p.changes(fmt.Sprint("table=", rd.id), quit)
	shown := ""
	for {
		v, ok := <-changed
		if !ok {
			return
		}
		if v != "" && v == shown {
			continue // the page shows that version already
		}
		a, ok := p.c.get(kTablePoll, look, true)
		var ta tableAnswer
		if ok && a.status == http.StatusOK && json.Unmarshal(a.body, &ta) == nil {
			shown = ta.version()
			if ta.Scored {
				return
			}
		}
		if _, _, over, _ := rd.state(); over {
			return
		}
	}
}

// seatPage is the sheet page open on a phone: its form as the player
// changed it, sent after each change (one request at a time, the latest
// form when several taps came meanwhile, as the page's script does), and
// the table looked at every poll.
type seatPage struct {
	p       *phone
	rd      *round
	path    string
	mu      sync.Mutex
	sent    sync.Cond
	fields  url.Values
	action  string
	busy    bool // a request is under way
	again   bool // a change came while it was
	done    bool // "complete" was answered
	version string
	quit    chan struct{}
	polling sync.WaitGroup
}

// openSeat opens the phone's sheet: the page with the form as stored, and
// the timer that looks at the table.
func (p *phone) openSeat(rd *round) *seatPage {
	path := fmt.Sprintf("/tables/%d/seats/%d", rd.id, p.seat)
	a, ok := p.c.get(kSeatPage, path, false)
	if !ok || a.status != http.StatusOK {
		return nil
	}
	fields, ok := sheetForm(a.body)
	if !ok {
		return nil // scored already
	}
	sp := &seatPage{p: p, rd: rd, path: path, fields: fields, version: attr(a.body, "data-version"), quit: make(chan struct{})}
	sp.sent.L = &sp.mu
	sp.polling.Add(1)
	go sp.poll()
	return sp
}

// leave leaves the page: no more looks; a request under way is answered.
func (sp *seatPage) leave() {
	close(sp.quit)
	sp.polling.Wait()
	sp.wait()
}

func (sp *seatPage) poll() {
	defer sp.polling.Done()
	look := fmt.Sprintf("/api/tables/%d?seat=%d", sp.rd.id, sp.p.seat)
	changed := sp.p.changes(fmt.Sprint("table=", sp.rd.id), sp.quit)
	for {
		v, ok := <-changed
		if !ok {
			return
		}
		if v != "" && v == sp.shown() {
			continue // the page shows that version already (its own change)
		}
		a, ok := sp.p.c.get(kTablePoll, look, true)
		if ok && a.status == http.StatusOK {
			sp.show(sp.p.sawTable(sp.rd, a.body))
		}
	}
}

// shown is the version of the table the page shows.
func (sp *seatPage) shown() string {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	return sp.version
}

// show takes the version of a table's state the page was given.
func (sp *seatPage) show(ta tableAnswer) {
	if v := ta.version(); v != "" {
		sp.mu.Lock()
		sp.version = v
		sp.mu.Unlock()
	}
}

// sawTable takes note of a table's state as an answer gives it: once the
// game is stored, the answer is the acknowledgement that it is.
func (p *phone) sawTable(rd *round, body []byte) tableAnswer {
	var ta tableAnswer
	if json.Unmarshal(body, &ta) != nil {
		return ta
	}
	if ta.Scored && ta.GameID != 0 {
		if _, id, _, _ := rd.state(); id == 0 {
			rd.change(func() { rd.gameID = ta.GameID })
			p.r.acks.scored(rd.id, ta.GameID)
		}
	}
	return ta
}

// tap changes the form as the tap does and sends it.
func (sp *seatPage) tap(t tap) {
	sp.mu.Lock()
	for k, v := range t {
		sp.fields.Set(k, v)
	}
	sp.changed()
	sp.mu.Unlock()
}

// complete presses the button that says the sheet is complete, and waits
// for its answer: true once it was answered.
func (sp *seatPage) complete() bool {
	sp.mu.Lock()
	sp.action = "done"
	sp.changed()
	sp.mu.Unlock()
	sp.wait()
	sp.mu.Lock()
	defer sp.mu.Unlock()
	return sp.done
}

// changed sends the form, or has it sent again after the request under
// way; it holds sp.mu.
func (sp *seatPage) changed() {
	sp.again = true
	if !sp.busy {
		sp.busy = true
		go sp.flush()
	}
}

func (sp *seatPage) wait() {
	sp.mu.Lock()
	for sp.busy {
		sp.sent.Wait()
	}
	sp.mu.Unlock()
}

func (sp *seatPage) flush() {
	acks := sp.p.r.acks
	for {
		sp.mu.Lock()
		if !sp.again {
			sp.busy = false
			sp.sent.Broadcast()
			sp.mu.Unlock()
			return
		}
		sp.again = false
		fields := url.Values{}
		for k, v := range sp.fields {
			fields[k] = append([]string(nil), v...)
		}
		kind, action := kTap, sp.action
		if action != "" {
			fields.Set("action", action)
			kind = kDone
		}
		sp.action = ""
		sp.mu.Unlock()

		acks.sending(sp.rd.id, sp.p.seat, fields)
		a, ok := sp.p.c.script(kind, sp.path, fields)
		if ok && a.status == http.StatusConflict && bytes.Contains(a.body, []byte(`"table.scored"`)) {
			// a "complete" that got no answer was the last one: the table
			// is scored, and its timer shows the scores
			sp.mu.Lock()
			sp.done = true
			sp.mu.Unlock()
			continue
		}
		if !ok || a.status != http.StatusOK {
			if ok && a.status < 500 {
				sp.p.r.anomaly("table %d seat %d: a change is refused: %d %.300s", sp.rd.id, sp.p.seat, a.status, a.body)
			}
			continue
		}
		acks.saved(sp.rd.id, sp.p.seat, fields)
		ta := sp.p.sawTable(sp.rd, a.body)
		sp.show(ta)
		if action == "done" && ta.Done != nil && *ta.Done {
			sp.mu.Lock()
			sp.done = true
			sp.mu.Unlock()
			sp.rd.change(func() {
				sp.rd.done[sp.p.seat] = true
				if len(sp.rd.done) == sp.rd.players() {
					sp.rd.allDone = time.Now()
				}
			})
		}
	}
}

// liveAnswer is what the page's script reads of a tracked game.
type liveAnswer struct {
	Version string `json:"version"`
	Ended   bool   `json:"ended"`
	HTML    string `json:"html"`
	Errors  []struct {
		Rule string `json:"rule"`
	} `json:"errors"`
}

// follow follows a tracked game on the live page, and types the player's
// takes when they come.
func (p *phone) follow(rd *round) {
	id := strconv.FormatInt(rd.id, 10)
	a, ok := p.c.get(kLivePage, "/games/"+id+"/live", false)
	if !ok || a.status != http.StatusOK {
		return
	}
	lp := &livePage{p: p, rd: rd, id: id, quit: make(chan struct{})}
	if m := seenRe.FindSubmatch(a.body); m != nil {
		lp.version = string(m[1])
	}
	lp.polling.Add(1)
	go lp.poll()
	defer lp.leave()
	for {
		next, _, over, moved := rd.state()
		if over || next >= len(rd.track.lines) {
			return
		}
		if rd.track.seats[next] != p.seat {
			select {
			case <-moved:
				continue
			case <-p.r.stop:
				return
			}
		}
		if !p.pause(1500*time.Millisecond, 6*time.Second) || !lp.enter(next) {
			return
		}
	}
}

type livePage struct {
	p       *phone
	rd      *round
	id      string
	mu      sync.Mutex
	version string
	quit    chan struct{}
	polling sync.WaitGroup
}

func (lp *livePage) leave() {
	close(lp.quit)
	lp.polling.Wait()
}

func (lp *livePage) seen() string {
	lp.mu.Lock()
	defer lp.mu.Unlock()
	return lp.version
}

func (lp *livePage) apply(body []byte) (liveAnswer, bool) {
	var la liveAnswer
	if json.Unmarshal(body, &la) != nil || la.Version == "" {
		return la, false
	}
	lp.mu.Lock()
	lp.version = la.Version
	lp.mu.Unlock()
	return la, true
}

func (lp *livePage) poll() {
	defer lp.polling.Done()
	changed := lp.p.changes("game="+lp.id, lp.quit)
	for {
		v, ok := <-changed
		if !ok {
			return
		}
		if v != "" && v == lp.seen() {
			continue // the page shows that version already
		}
		if a, ok := lp.p.c.get(kLivePoll, "/api/games/"+lp.id+"/live", true); ok && a.status == http.StatusOK {
			lp.apply(a.body)
		}
	}
}

// enter types the line of the next take and sends it as the page's form,
// with the version of the game the page shows: when another phone's entry
// came first the game moved on (409), the page shows it, and the player
// sends the take again. false when the game cannot go on.
func (lp *livePage) enter(next int) bool {
	tg, r := lp.rd.track, lp.p.r
	line := tg.lines[next]
	for try := 0; ; try++ {
		a, ok := lp.p.c.script(kEntry, "/games/"+lp.id+"/entries", url.Values{"csrf": {lp.p.c.csrf}, "seen": {lp.seen()}, "line": {line}})
		switch {
		case ok && a.status == http.StatusOK:
			lp.apply(a.body)
			r.acks.entered(lp.rd.id, next)
			lp.rd.change(func() { lp.rd.next = next + 1 })
			return true
		case ok && a.status == http.StatusConflict:
			r.acks.conflict()
			lp.apply(a.body)
		case ok && a.status < 500:
			r.anomaly("tracked game %s: the take %q is refused: %d %.300s", lp.id, line, a.status, a.body)
			lp.rd.change(func() { lp.rd.over = true })
			return false
		default:
			// no answer: the page shows whether the take is in
			if lp.stored(next) {
				r.acks.storedUnacked(lp.rd.id, next)
				lp.rd.change(func() { lp.rd.next = next + 1 })
				return true
			}
		}
		if try == 20 {
			r.anomaly("tracked game %s: the take %q is not entered after 20 tries", lp.id, line)
			lp.rd.change(func() { lp.rd.over = true })
			return false
		}
		if !lp.p.pause(500*time.Millisecond, 1500*time.Millisecond) {
			return false
		}
	}
}

// stored looks at the game to tell whether a take whose request got no
// answer is in.
func (lp *livePage) stored(next int) bool {
	a, ok := lp.p.c.get(kLivePoll, "/api/games/"+lp.id+"/live", true)
	if !ok || a.status != http.StatusOK {
		return false
	}
	la, _ := lp.apply(a.body)
	n, _ := newest(la.HTML)
	return n == lp.rd.track.first+next+1
}

// linger is the time after a game: the scores read, now and then the
// game's page, the history or the leaderboard.
func (p *phone) linger(rd *round) {
	if !p.pause(2*time.Second, 6*time.Second) {
		return
	}
	_, gameID, _, _ := rd.state()
	if p.t.tracked {
		gameID = rd.id
	}
	if gameID != 0 && p.rng.IntN(2) == 0 {
		p.c.get(kGamePage, "/games/"+strconv.FormatInt(gameID, 10), false)
		if !p.pause(2*time.Second, 5*time.Second) {
			return
		}
	}
	if p.rng.IntN(2) == 0 {
		p.detour()
	}
}

// detour reads the history or the leaderboard.
func (p *phone) detour() {
	if p.rng.IntN(2) == 0 {
		p.c.get(kHistory, "/history", false)
	} else {
		p.c.get(kBoard, "/leaderboard", false)
	}
	p.pause(time.Second, 4*time.Second)
}

// changes tells the phone's page when what it shows changed (see
// client.changes).
func (p *phone) changes(what string, quit <-chan struct{}) <-chan string {
	return p.c.changes(what, p.r.cfg.poll, p.r.cfg.stream, quit, p.r.stop)
}
