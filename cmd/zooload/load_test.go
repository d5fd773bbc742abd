package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/internal/pgtest"
)

// A small club night against the real binary: every acknowledged write is
// found, nothing fails, the server stops cleanly. People are ten times
// faster than people here, so that games are scored within the run. Then
// the same night on two servers sharing one database (a club's two rooms),
// each table's phones shared among them: each sees the other's writes only
// through the database.
func TestLoadSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds zooscore and runs it for 5 s")
	}
	// Most of the run waits for the paced clients: the tests that play
	// games run meanwhile.
	t.Parallel()
	bin := filepath.Join(t.TempDir(), "zooscore")
	if out, err := exec.Command("go", "build", "-o", bin, "../zooscore").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, servers := range []int{1, 2} {
		t.Run(fmt.Sprintf("servers=%d", servers), func(t *testing.T) {
			t.Parallel()
			loadSmall(t, bin, servers)
		})
	}
}

func loadSmall(t *testing.T, bin string, servers int) {
	var out, errs bytes.Buffer
	status := mainStatus([]string{"-serve", "-servers", strconv.Itoa(servers), "-zooscore", bin, "-db", pgtest.NewDB(t, "club.db"),
		"-clients", "6", "-duration", "5s", "-pace", "0.1", "-tracked", "0.5", "-json",
		// the freezes of issue 20 last 5 to 10 s; a machine busy with other
		// tests may pause a second
		"-max-gap", "2s"}, &out, &errs)
	var rep report
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("exit %d, no report: %v\n%s\n%s", status, err, out.String(), errs.String())
	}
	if status != 0 || !rep.OK {
		rep.writeText(&errs)
		t.Fatalf("exit %d:\n%s", status, errs.String())
	}
	w, c := rep.Writes, rep.Checks
	if w.SheetSaves == 0 || w.GamesScored == 0 || w.TrackedStarted == 0 || w.Entries == 0 {
		t.Errorf("the run did not write every sort of thing: %+v", w)
	}
	if !c.InDatabase || c.Games == 0 || c.Tracked == 0 || len(c.Lost) != 0 {
		t.Errorf("the checks: %+v", c)
	}
	if got := len(rep.servers()); got != servers {
		t.Errorf("%d servers reported, want %d", got, servers)
	}
	for _, s := range rep.servers() {
		if s.Integrity != "ok" && !(pgtest.On() && s.Integrity == onServer) || s.ExitStatus != 0 || s.PeakRSSMB <= 0 {
			t.Errorf("a server: %+v", s)
		}
	}
}

// Every game a table plays is legal: its sheets score, and every line of a
// tracked game is read and played as the server does, for every game and
// number of players.
func TestGamesArePlayedLegally(t *testing.T) {
	t.Parallel() // beside TestLoadSmall's wait
	for _, kind := range game.Names() {
		g, _ := game.Lookup(kind)
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			for seed := range uint64(20) {
				r := rand.New(rand.NewPCG(seed, uint64(n)))
				players := drawNames(r, n)
				tg, err := newTableGame(r, kind, players)
				if err != nil {
					t.Fatalf("%s, %d players, seed %d: %v", kind, n, seed, err)
				}
				if len(tg.taps) != n || len(tg.totals) != n {
					t.Errorf("%s, %d players: %d sheets of taps, %d totals", kind, n, len(tg.taps), len(tg.totals))
				}
				if _, err := newTrackedGame(r, kind, players); err != nil {
					t.Fatalf("tracked %s, %d players, seed %d: %v", kind, n, seed, err)
				}
			}
		}
	}
}

// A player's taps cross a Dice sheet's spaces one by one, each enclosure
// in order, the bonus hex and the barn once the enclosure is full.
func TestDiceTapsCrossInOrder(t *testing.T) {
	var sh sheet
	json.Unmarshal([]byte(`{"enclosures": {"lion": 5, "crocodile": 1, "monkey": 2}, "bonus": ["lion"], "barn": ["crocodile"], "coins": 2}`), &sh)
	taps := tapsFor(rand.New(rand.NewPCG(1, 2)), "dice", sh)
	form := url.Values{}
	var order []string
	for _, tp := range taps {
		for k, v := range tp {
			if prev := form.Get(k); strings.HasPrefix(k, "enc-") && prev != "" && v <= prev {
				t.Errorf("%s goes from %s to %s", k, prev, v)
			}
			form.Set(k, v)
			order = append(order, k+"="+v)
		}
	}
	want := url.Values{"enc-lion": {"5"}, "enc-crocodile": {"1"}, "enc-monkey": {"2"}, "bonus-lion": {"1"}, "barn-crocodile": {"1"}, "coins": {"2"}}
	if !sameSheet(form, want) {
		t.Errorf("the taps give %v, want %v", form, want)
	}
	if slices.Index(order, "bonus-lion=1") < slices.Index(order, "enc-lion=5") || slices.Index(order, "barn-crocodile=1") < slices.Index(order, "enc-crocodile=1") {
		t.Errorf("a hex or the barn before its enclosure is full: %v", order)
	}
}

// The form is read as a browser's FormData: checked boxes and radio
// buttons only, every other input, the selected option (else the first).
func TestSheetFormReadsWhatTheBrowserSends(t *testing.T) {
	page := []byte(`<body data-csrf="tok"><form id="sheet" method="post" action="/tables/1/seats/0" class="sheet dice">
<input type="hidden" name="csrf" value="tok">
<input type="radio" name="enc-lion" id="enc-lion-0" value="0"><input type="radio" name="enc-lion" id="enc-lion-3" value="3" checked>
<input type="checkbox" name="bonus-lion" id="bonus-lion" value="1">
<input type="checkbox" name="barn-lion" id="barn-lion" value="1" checked>
<input type="number" inputmode="numeric" min="0" name="y1-visitors" id="y1-visitors" value="4" aria-label="Visitors">
<select name="e1-animal" id="e1-animal"><option value="">–</option><option value="llama" selected>Llama</option></select>
<select name="e2-animal" id="e2-animal"><option value="">–</option><option value="wolf">Wolf</option></select>
<button class="big save" type="submit" name="action" value="save">Save</button>
</form></body>`)
	got, ok := sheetForm(page)
	want := url.Values{"csrf": {"tok"}, "enc-lion": {"3"}, "barn-lion": {"1"}, "y1-visitors": {"4"}, "e1-animal": {"llama"}, "e2-animal": {""}}
	if !ok || len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k := range want {
		if got.Get(k) != want.Get(k) {
			t.Errorf("%s = %q, want %q", k, got.Get(k), want.Get(k))
		}
	}
	if _, ok := sheetForm([]byte(`<div id="result">scored</div>`)); ok {
		t.Error("a page without the sheet has a form")
	}
	if attr(page, "data-csrf") != "tok" {
		t.Error("the token of the page's scripts")
	}
}

// Two forms store the same sheet when they differ only in what is not
// stored.
func TestSameSheet(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b url.Values
		same bool
	}{
		{"the token and the button", url.Values{"csrf": {"x"}, "enc-lion": {"2"}}, url.Values{"action": {"done"}, "enc-lion": {"2"}}, true},
		{"an empty count is 0", url.Values{"coins": {"0"}, "y1-trees": {""}}, url.Values{}, true},
		{"a ZooSim year the sheet does not reach", url.Values{"years": {"2"}, "y3-visitors": {"4"}}, url.Values{"years": {"2"}}, true},
		{"a year it reaches", url.Values{"years": {"3"}, "y3-visitors": {"4"}}, url.Values{"years": {"3"}}, false},
		{"another count", url.Values{"enc-lion": {"2"}}, url.Values{"enc-lion": {"3"}}, false},
		{"a box more", url.Values{"bonus-lion": {"1"}}, url.Values{}, false},
	} {
		if got := sameSheet(c.a, c.b); got != c.same {
			t.Errorf("%s: same %v, want %v", c.name, got, c.same)
		}
	}
}

// A freeze is the longest time requests waited and none was answered;
// a quiet time with nothing asked is none.
func TestStalls(t *testing.T) {
	s := func(start, end int) sample {
		return sample{start: time.Duration(start) * time.Millisecond, end: time.Duration(end) * time.Millisecond, status: 200}
	}
	for _, c := range []struct {
		name           string
		samples        []sample
		length         int
		stall, at, gap int
	}{
		{"one request", []sample{s(100, 150)}, 1000, 50, 100, 850},
		{"the wait starts again at each answer", []sample{s(0, 1000), s(100, 300), s(350, 600)}, 1000, 400, 600, 400},
		{"quiet between requests is no stall", []sample{s(0, 10), s(800, 820)}, 1000, 20, 800, 810},
		{"a long request under short ones", []sample{s(0, 2000), s(100, 110), s(1500, 1510)}, 2000, 1400, 110, 1400},
	} {
		stall, at, gap := stalls(c.samples, time.Duration(c.length)*time.Millisecond)
		if stall != time.Duration(c.stall)*time.Millisecond || at != time.Duration(c.at)*time.Millisecond || gap != time.Duration(c.gap)*time.Millisecond {
			t.Errorf("%s: stall %v at %v, gap %v; want %dms at %dms, gap %dms", c.name, stall, at, gap, c.stall, c.at, c.gap)
		}
	}
	if n := emptySeconds([]sample{s(0, 500), s(2100, 2200)}, 4*time.Second); n != 2 {
		t.Errorf("%d seconds without an answer, want 2", n)
	}
}

// The checks find what is missing: a sheet stored other than acknowledged,
// a game with other points, a tracked game with fewer entries, an entry
// not in the stored play script.
func TestChecksFindLostWrites(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	tg, err := newTableGame(r, "dice", []string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	a := newAcks()
	a.opened(1, &tg)
	a.saved(1, 0, url.Values{"enc-lion": {"3"}})
	a.sending(1, 1, url.Values{"enc-lion": {"1"}})
	a.saved(1, 1, url.Values{"enc-lion": {"1"}})
	a.sending(1, 1, url.Values{"enc-lion": {"2"}}) // no answer: it may be stored
	sheet := func(v string) string {
		return `<form id="sheet"><input type="radio" name="enc-lion" value="` + v + `" checked></form>`
	}
	served := map[string]string{
		"/api/tables/1":     `{"version": 3, "game_id": 0}`,
		"/tables/1/seats/0": sheet("2"), // acknowledged 3
		"/tables/1/seats/1": sheet("2"), // sent after the acknowledged 1
	}
	get := func(path string, into any) (int, []byte) {
		body, ok := served[path]
		if !ok {
			return 404, nil
		}
		if into != nil {
			json.Unmarshal([]byte(body), into)
		}
		return 200, []byte(body)
	}
	var out checks
	a.checkTable(1, a.tables[1], get, &out)
	if len(out.Lost) != 1 || !strings.Contains(out.Lost[0], "table 1 seat 0") {
		t.Errorf("a sheet stored other than acknowledged: %q", out.Lost)
	}

	// Scored: the game's points must be the sheets'.
	a.scored(1, 9)
	served["/api/tables/1"] = `{"version": 4, "game_id": 9}`
	served["/api/games/9"] = `{"id": 9, "players": [{"name": "Ann", "total": 1}, {"name": "Bob", "total": 2}]}`
	out = checks{}
	a.checkTable(1, a.tables[1], get, &out)
	if len(out.Lost) != 1 || !strings.Contains(out.Lost[0], "points") {
		t.Errorf("a game with other points: %q", out.Lost)
	}

	// Tracked: two takes acknowledged after the start, one on the board.
	track, err := newTrackedGame(r, "dice", []string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	a.started(5, &track)
	a.entered(5, 0)
	a.entered(5, 1)
	served["/api/games/5/live"] = `{"version": "v", "html": "<ol class=\"said\"><li value=\"` + strconv.Itoa(track.first+1) + `\"><code>` + track.lines[0] + `</code></li></ol>"}`
	out = checks{}
	a.checkTracked(5, a.tracked[5], get, &out)
	if len(out.Lost) != 1 || !strings.Contains(out.Lost[0], "entries stored") {
		t.Errorf("a tracked game with an entry fewer: %q", out.Lost)
	}

	// In the file: the second take is missing from the stored script.
	tr, err := track.replay(1)
	if err != nil {
		t.Fatal(err)
	}
	found := map[int64]exported{5: {ID: 5, Game: "dice", Input: tr.Script()},
		9: {ID: 9, Players: []struct {
			Name  string `json:"name"`
			Total int    `json:"total"`
		}{{"Ann", tg.totals["Ann"]}, {"Bob", tg.totals["Bob"]}}}}
	out = checks{}
	a.checkExport(found, &out)
	if len(out.Lost) != 1 || !strings.Contains(out.Lost[0], "entry "+strconv.Itoa(track.first+2)) {
		t.Errorf("an acknowledged take not in the file: %q", out.Lost)
	}
}

// Flags that cannot work are all said at once, with what to give.
func TestFlagsSayWhatIsWrong(t *testing.T) {
	var errs bytes.Buffer
	status := mainStatus([]string{"-serve", "-link", "http://x/join/abc", "-clients", "1"}, &bytes.Buffer{}, &errs)
	for _, want := range []string{"give one server", "-zooscore PATH", "at least 2 phones"} {
		if !strings.Contains(errs.String(), want) {
			t.Errorf("no %q in:\n%s", want, errs.String())
		}
	}
	if status != 2 {
		t.Errorf("exit %d, want 2", status)
	}
}
