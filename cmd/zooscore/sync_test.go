package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/clubsync"
	"github.com/zooscore/zooscore/i18n"
	clubhistory "github.com/zooscore/zooscore/internal/club"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// clubFile writes n games of a generated club history as a file import
// reads, and gives its path.
func clubFile(t *testing.T, n int, seed uint64) string {
	t.Helper()
	var b bytes.Buffer
	err := clubhistory.Generate(clubhistory.Options{Games: n, Seed: seed}, func(g clubhistory.Game) error {
		b.WriteString(`{"uuid":"` + g.UUID + `","played_at":"` + g.PlayedAt.Format(time.RFC3339) + `","game":` + strconv.Quote(g.Game) + `,"input":`)
		b.Write(g.Input)
		b.WriteString("}\n")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "club.jsonl")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// laptopWith is a laptop's database with n games of the club history of
// seed.
func laptopWith(t *testing.T, n int, seed uint64) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "laptop.db")
	if code, _, stderr := runZooscore(t, on{}, "import", clubFile(t, n, seed), "--db", db); code != 0 {
		t.Fatalf("import: %d %s", code, stderr)
	}
	return db
}

// TestSyncSays: zooscore sync against a real zooscore serve, as a person
// reads it (golden, in English and German): what moved, each conflict
// named with the two commands that settle it, and the command that keeps
// one side's; --json says the same for scripts.
func TestSyncSays(t *testing.T) {
	s := serveOn(t, pgtest.NewDB(t, "club.db"))
	defer s.stop(t)
	link := s.base + "/join/" + s.code
	a, b := laptopWith(t, 3, 11), laptopWith(t, 2, 12)
	var said strings.Builder
	sync := func(db string, args ...string) (int, string) {
		t.Helper()
		code, stdout, stderr := runZooscore(t, on{}, append([]string{"sync", link, "--db", db}, args...)...)
		if stderr != "" {
			t.Errorf("sync %v wrote on standard error: %s", args, stderr)
		}
		out := strings.ReplaceAll(strings.ReplaceAll(stdout, link, "URL"), s.base, "SERVER")
		said.WriteString("$ zooscore sync URL " + strings.Join(args, " ") + "\n" + out)
		return code, out
	}
	sync(a)
	sync(b)
	sync(a, "--lang", "de")
	// The same game edited on both laptops: a's first.
	first := exportedID(t, a, 1)
	for _, e := range []struct{ db, note string }{{a, "edited on a"}, {b, "edited on b"}} {
		id := strconv.FormatInt(idOf(t, e.db, first), 10)
		if code, _, stderr := runZooscore(t, on{}, "edit", id, "--note", e.note, "--db", e.db); code != 0 {
			t.Fatalf("edit: %s", stderr)
		}
	}
	sync(a)
	sync(b)
	sync(b, "--lang", "de")
	code, out := sync(b, "--json")
	var rep struct {
		Sent      int `json:"sent"`
		Alike     int `json:"alike"`
		Conflicts []struct {
			UUID    string   `json:"uuid"`
			ID      int64    `json:"id"`
			Here    string   `json:"here"`
			There   string   `json:"there"`
			Game    string   `json:"game"`
			Players []string `json:"players"`
		} `json:"conflicts"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 || len(rep.Conflicts) != 1 {
		t.Fatalf("--json: %d %v\n%s", code, err, out)
	}
	c := rep.Conflicts[0]
	if c.ID != idOf(t, b, first) || c.UUID != first || c.Here != "changed" || c.There != "changed" || c.Game == "" || len(c.Players) < 2 || rep.Alike != 4 {
		t.Errorf("--json conflict: %+v", rep)
	}
	sync(b, "--keep-club", c.UUID)
	sync(a)
	golden(t, "sync", said.String())
}

// exported are a database's games by uuid, with their ids.
func exported(t *testing.T, db string) map[string]int64 {
	t.Helper()
	code, stdout, _ := runZooscore(t, on{}, "export", "--db", db)
	if code != 0 {
		t.Fatalf("export: %d", code)
	}
	ids := map[string]int64{}
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
		var g struct {
			ID   int64  `json:"id"`
			UUID string `json:"uuid"`
		}
		if err := json.Unmarshal([]byte(line), &g); err != nil {
			t.Fatal(err)
		}
		ids[g.UUID] = g.ID
	}
	return ids
}

func idOf(t *testing.T, db, uuid string) int64 { return exported(t, db)[uuid] }

// exportedID is the uuid of the game of id.
func exportedID(t *testing.T, db string, id int64) string {
	t.Helper()
	for u, i := range exported(t, db) {
		if i == id {
			return u
		}
	}
	t.Fatalf("no game %d", id)
	return ""
}

// TestSyncRefuses: what sync cannot use is said, with its exit status: an
// address or code that cannot be used 2, a server that cannot be reached
// 3; nothing is stored.
func TestSyncRefuses(t *testing.T) {
	db := filepath.Join(t.TempDir(), "laptop.db")
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"zoo.example.org"}, 2, "zoo.example.org is not the address of a club's server"},
		{[]string{"https://zoo.example.org"}, 2, "https://zoo.example.org carries no code"},
		{[]string{"https://zoo.example.org", "--code", "4821 9930 5172"}, 2, "a short code (12 digits) is for typing at the join page"},
		{[]string{"http://127.0.0.1:1/join/abc"}, 3, "the club's server at http://127.0.0.1:1 cannot be reached"},
	} {
		code, stdout, stderr := runZooscore(t, on{}, append([]string{"sync", "--db", db}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.says) || stdout != "" {
			t.Errorf("sync %v: %d %q %q, want %d saying %q", c.args, code, stdout, stderr, c.code, c.says)
		}
	}
}

// TestSyncProgressBar: a long sync draws its bar on a terminal's standard
// error, and clears it; never in JSON, on a file, or for a short sync.
func TestSyncProgressBar(t *testing.T) {
	for _, c := range []struct {
		name            string
		json            bool
		errWidth, total int
		want            string
	}{
		{"terminal", false, 80, 1000, "\r[#############-------------] 500 of 1,000 games\r\033[K"},
		{"narrow terminal", false, 30, 1000, "\r[#####-----] 500 of 1,000 games\r\033[K"},
		{"json", true, 80, 1000, ""},
		{"file", false, 0, 1000, ""},
		{"short", false, 80, progressAt - 1, ""},
	} {
		var errOut bytes.Buffer
		o := &syncOptions{shared: shared{IO: IO{ErrOut: &errOut, ErrWidth: c.errWidth}, JSON: c.json}}
		p := o.progressBar()
		p.show(c.total/2, c.total)
		p.clear()
		if got := errOut.String(); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestSyncOnATerminal: a sync of 450 games on a terminal draws its
// progress bar on it (standard error), clears it, and says what it did.
func TestSyncOnATerminal(t *testing.T) {
	s := serveOn(t, pgtest.NewDB(t, "club.db"))
	defer s.stop(t)
	laptop := laptopWith(t, 450, 13)
	term := startTerminal(t, nil, "sync", s.base+"/join/"+s.code, "--db", laptop)
	term.expect("[" + strings.Repeat("-", 26) + "] 0 of 450 games") // a third of the 80 columns
	term.expect("[" + strings.Repeat("#", 26) + "] 450 of 450 games")
	term.expect("Synced with " + s.base + ": 450 games sent, 0 games received, 0 games alike on both.")
	if code := term.wait(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, term.screen())
	}
	term.mu.Lock()
	raw := term.out.String()
	term.mu.Unlock()
	if !strings.Contains(raw, "450 of 450 games\r\x1b[K") {
		t.Errorf("the bar is not cleared before the report:\n%q", raw)
	}
}

// TestSyncSaysAGameItCannotStore: a game of the server this zooscore will
// not store is said with why, in the language of the command, and in
// --json with its broken rule; a conflict over such a game is named by its
// uuid (clubsync's tests make the report from a real server).
func TestSyncSaysAGameItCannotStore(t *testing.T) {
	const u = "0193f1d2-0000-7000-8000-00000000abcd"
	why := &scorer.InputError{Msg: msg.M("cmd.unknown-game", "game", "newer-dice", "games", msg.List{Items: []any{"dice", "junior", "zoosim"}, Or: true})}
	rep := clubsync.Report{Remote: "SERVER", Alike: 5, RefusedHere: []clubsync.Refused{{UUID: u, Err: why}},
		Conflicts: []clubsync.Conflict{{UUID: u, Here: "deleted", There: "changed", Game: store.Game{UUID: u}}}}
	for _, c := range []struct {
		lang i18n.Lang
		says []string
	}{
		{i18n.English, []string{"This computer's zooscore cannot store game " + u + " of the club's server:", `"newer-dice"`,
			"the next sync brings it", "game " + u + " of the club's server, which this computer's zooscore cannot read"}},
		{i18n.German, []string{"das Spiel " + u + " des Servers des Vereins nicht speichern", "newer-dice", "nächste Synchronisation",
			"Spiel " + u + " des Servers des Vereins, das zooscore auf diesem Computer nicht lesen kann"}},
	} {
		var out bytes.Buffer
		o := &syncOptions{shared: shared{IO: IO{Out: &out}, Words: i18n.For(c.lang)}, URL: "URL"}
		o.sayReport(rep)
		for _, s := range c.says {
			if !strings.Contains(out.String(), s) {
				t.Errorf("%s: %q not said:\n%s", c.lang, s, out.String())
			}
		}
	}
	o := &syncOptions{shared: shared{Words: i18n.For(i18n.English)}}
	r := rep
	r.RefusedHere = slices.Clone(rep.RefusedHere)
	o.refusedWords(&r)
	b, err := json.Marshal(syncJSON(r))
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		RefusedHere []struct {
			UUID   string        `json:"uuid"`
			Errors []scorer.Note `json:"errors"`
		} `json:"refused_here"`
	}
	if err := json.Unmarshal(b, &got); err != nil || len(got.RefusedHere) != 1 || got.RefusedHere[0].UUID != u ||
		len(got.RefusedHere[0].Errors) != 1 || got.RefusedHere[0].Errors[0].Rule != "input.unreadable" || got.RefusedHere[0].Errors[0].Message == "" {
		t.Errorf("--json refused_here: %v %s", err, b)
	}
}
