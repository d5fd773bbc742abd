package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"os/exec"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/zooscore/zooscore/game"
)

// Every write the server acknowledged is recorded as it is answered, and
// looked for afterwards: a table's last acknowledged sheet of every seat,
// the game a table was scored as (with its points), a tracked game and
// every take it acknowledged.

type acks struct {
	mu      sync.Mutex
	tables  map[int64]*tableAck
	tracked map[int64]*trackedAck
	counts  writeCounts
}

// writeCounts are the writes of a run, as the report gives them.
type writeCounts struct {
	TablesOpened   int `json:"tables_opened"`
	SheetSaves     int `json:"sheet_saves_acknowledged"`
	GamesScored    int `json:"games_scored"`
	TrackedStarted int `json:"tracked_games_started"`
	Entries        int `json:"entries_acknowledged"`
	EntryConflicts int `json:"entry_conflicts"`    // 409: another phone's take came first
	StoredUnacked  int `json:"entries_unanswered"` // a take without an answer, found stored
	// Games are the games opened, by game and way: "dice sheets",
	// "zoosim tracked".
	Games map[string]int `json:"games_opened"`
}

type tableAck struct {
	game   *tableGame
	seats  map[int]*seatAck
	gameID int64
}

// seatAck is a seat's last acknowledged sheet, and the sheets sent after
// it that got no answer (any of them may be what is stored).
type seatAck struct {
	acked url.Values
	later []url.Values
}

type trackedAck struct {
	game    *trackedGame
	stored  int // lines known to be stored: acknowledged, or found after no answer
	entered []int
}

func newAcks() *acks {
	return &acks{tables: map[int64]*tableAck{}, tracked: map[int64]*trackedAck{}, counts: writeCounts{Games: map[string]int{}}}
}

func (a *acks) opened(id int64, g *tableGame) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.tables[id] = &tableAck{game: g, seats: map[int]*seatAck{}}
	a.counts.TablesOpened++
	a.counts.Games[g.kind+" sheets"]++
}

func (a *acks) seat(id int64, seat int) *seatAck {
	t := a.tables[id]
	s := t.seats[seat]
	if s == nil {
		s = &seatAck{}
		t.seats[seat] = s
	}
	return s
}

func (a *acks) sending(id int64, seat int, f url.Values) {
	a.mu.Lock()
	defer a.mu.Unlock()
	s := a.seat(id, seat)
	s.later = append(s.later, f)
}

func (a *acks) saved(id int64, seat int, f url.Values) {
	a.mu.Lock()
	defer a.mu.Unlock()
	s := a.seat(id, seat)
	s.acked = f
	for i, sent := range s.later {
		if sameSheet(sent, f) {
			s.later = s.later[i+1:]
			break
		}
	}
	a.counts.SheetSaves++
}

func (a *acks) scored(id, gameID int64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if t := a.tables[id]; t.gameID == 0 {
		t.gameID = gameID
		a.counts.GamesScored++
	}
}

func (a *acks) started(id int64, g *trackedGame) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.tracked[id] = &trackedAck{game: g}
	a.counts.TrackedStarted++
	a.counts.Games[g.kind+" tracked"]++
}

func (a *acks) entered(id int64, line int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	t := a.tracked[id]
	t.stored = line + 1
	t.entered = append(t.entered, line)
	a.counts.Entries++
}

func (a *acks) storedUnacked(id int64, line int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.tracked[id].stored = line + 1
	a.counts.StoredUnacked++
}

func (a *acks) conflict() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.counts.EntryConflicts++
}

// checks is what the checks after the run found.
type checks struct {
	Tables         int      `json:"tables_checked"`
	Seats          int      `json:"sheets_checked"`
	Games          int      `json:"scored_games_checked"`
	Tracked        int      `json:"tracked_games_checked"`
	Entries        int      `json:"entries_checked"`
	InDatabase     bool     `json:"checked_in_database"` // the stored play scripts read from the file too
	Lost           []string `json:"lost"`
	CheckErrors    []string `json:"check_errors,omitempty"` // a check that could not be made
	DatabaseGames  int      `json:"database_games_checked,omitempty"`
	DatabaseReason string   `json:"database_not_checked,omitempty"`
}

func (c *checks) lost(format string, args ...any) {
	c.Lost = append(c.Lost, fmt.Sprintf(format, args...))
}

// checkServed looks for every acknowledged write through the server, with
// the join code as a bearer token.
func (a *acks) checkServed(base, code string, timeout time.Duration) checks {
	c := newClient(base, 3*timeout, time.Now())
	c.bearer = code
	defer c.close()
	out := checks{Lost: []string{}}
	get := func(path string, into any) (int, []byte) {
		ans, ok := c.get("check", path, true)
		if !ok {
			out.CheckErrors = append(out.CheckErrors, "GET "+path+": no answer")
			return 0, nil
		}
		if into != nil && ans.status == http.StatusOK {
			if err := json.Unmarshal(ans.body, into); err != nil {
				out.CheckErrors = append(out.CheckErrors, "GET "+path+": "+err.Error())
			}
		}
		return ans.status, ans.body
	}
	for _, id := range sortedKeys(a.tables) {
		a.checkTable(id, a.tables[id], get, &out)
	}
	for _, id := range sortedKeys(a.tracked) {
		a.checkTracked(id, a.tracked[id], get, &out)
	}
	return out
}

type getter func(path string, into any) (int, []byte)

// storedResult is a stored game as GET /api/games/ID gives it.
type storedResult struct {
	ID      int64 `json:"id"`
	Players []struct {
		Name  string `json:"name"`
		Total int    `json:"total"`
	} `json:"players"`
}

func (r storedResult) totals() totals {
	out := totals{}
	for _, p := range r.Players {
		out[p.Name] = p.Total
	}
	return out
}

func (a *acks) checkTable(id int64, t *tableAck, get getter, out *checks) {
	out.Tables++
	var ta tableAnswer
	status, _ := get(fmt.Sprintf("/api/tables/%d", id), &ta)
	if status != http.StatusOK {
		out.lost("table %d (opened, acknowledged with its address): GET /api/tables/%d answers %d", id, id, status)
		return
	}
	if t.gameID != 0 && ta.GameID != t.gameID {
		out.lost("table %d was scored as game %d, the table now says game %d", id, t.gameID, ta.GameID)
	}
	if ta.GameID != 0 {
		out.Games++
		var res storedResult
		path := fmt.Sprintf("/api/games/%d", ta.GameID)
		if status, _ := get(path, &res); status != http.StatusOK {
			out.lost("game %d of table %d: GET %s answers %d", ta.GameID, id, path, status)
		} else if !maps(res.totals(), t.game.totals) {
			out.lost("game %d of table %d: points %v, the sheets give %v", ta.GameID, id, res.totals(), t.game.totals)
		}
		return
	}
	for _, seat := range sortedKeys(t.seats) {
		s := t.seats[seat]
		if s.acked == nil {
			continue
		}
		out.Seats++
		path := fmt.Sprintf("/tables/%d/seats/%d", id, seat)
		status, page := get(path, nil)
		stored, ok := sheetForm(page)
		if status != http.StatusOK || !ok {
			out.lost("table %d seat %d: GET %s answers %d without the sheet", id, seat, path, status)
			continue
		}
		if !sameSheet(stored, s.acked) && !slices.ContainsFunc(s.later, func(f url.Values) bool { return sameSheet(stored, f) }) {
			out.lost("table %d seat %d: the last acknowledged sheet %v is not stored (stored: %v)", id, seat, storedText(s.acked), storedText(stored))
		}
	}
}

func storedText(f url.Values) string {
	m := stored(f)
	keys := sortedKeys(m)
	var b bytes.Buffer
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(k + "=" + m[k])
	}
	return b.String()
}

var liRe = regexp.MustCompile(`<li value="(\d+)"><code>([^<]*)</code>`)

func (a *acks) checkTracked(id int64, t *trackedAck, get getter, out *checks) {
	out.Tracked++
	g := t.game
	var la liveAnswer
	path := fmt.Sprintf("/api/games/%d/live", id)
	if status, _ := get(path, &la); status != http.StatusOK {
		out.lost("tracked game %d (acknowledged with its id): GET %s answers %d", id, path, status)
		return
	}
	out.Entries += len(t.entered)
	want := g.first + t.stored
	n, _ := newest(la.HTML)
	if n < want {
		out.lost("tracked game %d: %d entries stored, %d acknowledged (the start's %d and %d taken on phones)", id, n, want, g.first, t.stored)
		return
	}
	// The board lists the newest entries: each must be the line typed.
	for _, m := range liRe.FindAllStringSubmatch(la.HTML, -1) {
		k, _ := strconv.Atoi(m[1])
		if i := k - 1 - g.first; i >= 0 && i < t.stored && !sameLine(g, i, html.UnescapeString(m[2])) {
			out.lost("tracked game %d: entry %d is %q, the phone entered %q", id, k, m[2], g.lines[i])
		}
	}
	tr, err := g.replay(n - g.first)
	if err != nil {
		out.CheckErrors = append(out.CheckErrors, fmt.Sprintf("tracked game %d: %v", id, err))
		return
	}
	res, err := tr.Result()
	var sr storedResult
	if status, _ := get(fmt.Sprintf("/api/games/%d", id), &sr); status != http.StatusOK || err != nil {
		out.lost("tracked game %d: GET /api/games/%d answers %d", id, id, status)
	} else if !maps(sr.totals(), totalsOf(res)) {
		out.lost("tracked game %d: points %v, its entries give %v", id, sr.totals(), totalsOf(res))
	}
}

// sameLine compares the line a board shows for an entry with the line the
// phone typed: the board writes the entry again, so both are read.
func sameLine(g *trackedGame, i int, shown string) bool {
	return shown == g.lines[i] || readsSame(g, i, shown)
}

// readsSame plays the game up to line i and reads both lines there: the
// same entry either way.
func readsSame(g *trackedGame, i int, shown string) bool {
	t, err := g.replay(i)
	if err != nil {
		return false
	}
	rd := game.NotationReader(english, g.kind)
	a, err1 := t.ReadLine(rd, g.lines[i])
	b, err2 := t.ReadLine(rd, shown)
	return err1 == nil && err2 == nil && bytes.Equal(compact(a), compact(b))
}

func compact(raw []byte) []byte {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return raw
	}
	return b.Bytes()
}

func maps(a, b totals) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func sortedKeys[K int | int64 | string, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}

// exported is a game as zooscore export writes it.
type exported struct {
	ID      int64           `json:"id"`
	Game    string          `json:"game"`
	Input   json.RawMessage `json:"input"`
	Players []struct {
		Name  string `json:"name"`
		Total int    `json:"total"`
	} `json:"players"`
}

// checkStored reads every game of the file (zooscore export) and looks
// for each acknowledged game in it (checkExport).
func (a *acks) checkStored(binary, db string, out *checks) {
	cmd := exec.Command(binary, "export", "--db", db)
	stdout, err := cmd.StdoutPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err == nil {
		err = cmd.Start()
	}
	if err != nil {
		out.DatabaseReason = "zooscore export: " + err.Error()
		return
	}
	found, err := a.exported(stdout)
	io.Copy(io.Discard, stdout)
	if werr := cmd.Wait(); werr != nil {
		err = fmt.Errorf("%v: %s", werr, stderr.String())
	}
	if err != nil {
		out.DatabaseReason = "zooscore export: " + err.Error()
		return
	}
	a.checkExport(found, out)
}

// exported reads the acknowledged games out of an export.
func (a *acks) exported(r io.Reader) (map[int64]exported, error) {
	want := map[int64]bool{}
	for _, t := range a.tables {
		if t.gameID != 0 {
			want[t.gameID] = true
		}
	}
	for id := range a.tracked {
		want[id] = true
	}
	found := map[int64]exported{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var head struct {
			ID int64 `json:"id"`
		}
		line := sc.Bytes()
		if json.Unmarshal(line, &head) != nil || !want[head.ID] {
			continue
		}
		var e exported
		if err := json.Unmarshal(line, &e); err != nil {
			return nil, fmt.Errorf("game %d: %w", head.ID, err)
		}
		found[e.ID] = e
	}
	return found, sc.Err()
}

// checkExport looks for each acknowledged game among the stored ones: the
// scored games with their points, each tracked game with every
// acknowledged entry in its play script.
func (a *acks) checkExport(found map[int64]exported, out *checks) {
	out.InDatabase = true
	for _, tid := range sortedKeys(a.tables) {
		t := a.tables[tid]
		if t.gameID == 0 {
			continue
		}
		out.DatabaseGames++
		e, ok := found[t.gameID]
		if !ok {
			out.lost("game %d of table %d is not in the file", t.gameID, tid)
			continue
		}
		got := totals{}
		for _, p := range e.Players {
			got[p.Name] = p.Total
		}
		if !maps(got, t.game.totals) {
			out.lost("game %d of table %d in the file: points %v, the sheets give %v", t.gameID, tid, got, t.game.totals)
		}
	}
	for _, id := range sortedKeys(a.tracked) {
		t := a.tracked[id]
		out.DatabaseGames++
		e, ok := found[id]
		if !ok {
			out.lost("tracked game %d is not in the file", id)
			continue
		}
		tr, err := game.Replay(t.game.kind, e.Input)
		if err != nil {
			out.lost("tracked game %d: its stored play script does not play: %v", id, err)
			continue
		}
		stored := tr.Entries()
		acked := slices.Clone(t.entered)
		for k := range t.game.first {
			acked = append(acked, k-t.game.first) // the start's entries
		}
		for _, line := range acked {
			k := t.game.first + line
			if k >= len(stored) || !bytes.Equal(compact(stored[k]), compact(t.game.entries[k])) {
				out.lost("tracked game %d: the acknowledged entry %d is not in its stored play script", id, k+1)
			}
		}
	}
}
