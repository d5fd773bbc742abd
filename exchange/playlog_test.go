package exchange

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// logStore is a new store holding a Dice Game from sheets and a tracked
// one, both with a play log; the tracked game is given no start player
// (its script tells it).
func logStore(t *testing.T) (*store.Store, string) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	k, _ := game.Lookup("dice")
	tr, err := k.PlayRandom(rand.New(rand.NewPCG(23, 10)), []string{"Ann", "Bob"}, 1000)
	if err != nil {
		t.Fatal(err)
	}
	sheets, err := k.Sheets(tr)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 26, 19, 0, 0, 0, time.UTC)
	scored, err := Rescore("dice", sheets)
	if err != nil {
		t.Fatal(err)
	}
	scored.PlayedAt, scored.Log = at, store.PlayLog{Location: "Café \"Zoo\"", Minutes: 45, StartPlayer: "Bob", Note: "two\nlines"}
	if _, err := st.Save(ctx, scored); err != nil {
		t.Fatal(err)
	}
	tracked, err := Rescore("dice", tr.Script())
	if err != nil {
		t.Fatal(err)
	}
	tracked.PlayedAt, tracked.Log = at.Add(time.Hour), store.PlayLog{Location: "Club"}
	if _, err := st.SaveTracked(ctx, tracked, tr.Entries()); err != nil {
		t.Fatal(err)
	}
	first, _ := k.StartPlayer(tr.Script())
	return st, first
}

// TestExportLinesCarryThePlayLog: an export line gives the members of the
// log that are known, a tracked game's start player read from its script;
// importing the file gives every game its log again, and a tracked game
// keeps telling its start player from its script alone.
func TestExportLinesCarryThePlayLog(t *testing.T) {
	ctx := context.Background()
	st, first := logStore(t)
	var out bytes.Buffer
	if err := WriteJSONL(ctx, st, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{
		`"played_at":"2026-11-26T19:00:00Z","location":"Café \"Zoo\"","duration_minutes":45,"start_player":"Bob","note":"two\nlines","input":`,
		`"played_at":"2026-11-26T20:00:00Z","location":"Club","start_player":"` + first + `","input":`,
	}
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("line %d: %s\nwant it to hold %s", i+1, lines[i], w)
		}
		var l Line
		if err := scorer.Decode([]byte(lines[i]), &l); err != nil {
			t.Errorf("line %d is not read strictly: %v", i+1, err)
		}
	}

	again, err := store.Open(filepath.Join(t.TempDir(), "again.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	next, stop := ReadLines(&out)
	defer stop()
	if _, err := again.Import(ctx, next); err != nil {
		t.Fatal(err)
	}
	var logs []store.PlayLog
	again.Export(ctx, func(g store.Game) error { logs = append(logs, g.Log); return nil })
	if len(logs) != 2 || logs[0] != (store.PlayLog{Location: "Café \"Zoo\"", Minutes: 45, StartPlayer: "Bob", Note: "two\nlines"}) ||
		logs[1] != (store.PlayLog{Location: "Club"}) {
		t.Errorf("imported logs %+v", logs)
	}
}

// TestImportChecksTheLogOfALine: a line whose log cannot be stored (a
// negative duration, a start player who did not play) is refused as
// input that cannot be read, naming the member; a line without a log (an
// older export) is read as before.
func TestImportChecksTheLogOfALine(t *testing.T) {
	const sheets = `{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob"}]}`
	head := `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice",`
	for _, c := range []struct {
		name, members, want string
	}{
		{"an older line", ``, ``},
		{"a negative duration", `"duration_minutes":-5,`, `duration_minutes "-5" is negative`},
		{"a stranger started", `"start_player":"Cy",`, `start_player "Cy" did not play this game`},
		{"a line break in the place", `"location":"a\nb",`, `location holds a character`},
		{"both, escaped (the strict reader)", `"duration_minutes":-5,"start_player":"C\u0079",`, `such as 45m; start_player "Cy" did not play`},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := importGame([]byte(head + c.members + `"input":` + sheets + `}`))
			if c.want == "" {
				if err != nil || !g.Log.IsZero() {
					t.Errorf("importGame = %+v, %v", g.Log, err)
				}
				return
			}
			var input *scorer.InputError
			if !errors.As(err, &input) || !strings.Contains(i18n.For(i18n.English).InputError(input), c.want) {
				t.Errorf("importGame: %v; want input that cannot be read saying %q", err, c.want)
			}
		})
	}
}

// TestCSVRowsCarryThePlayLog: a spreadsheet gets the log on every row of
// its game.
func TestCSVRowsCarryThePlayLog(t *testing.T) {
	st, first := logStore(t)
	var out bytes.Buffer
	if err := WriteCSV(context.Background(), st, &out, func(s string) string { return s }); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(out.String(), "\n")
	if !strings.HasSuffix(rows[0], ",location,duration_minutes,start_player,note") ||
		!strings.HasSuffix(rows[1], `,"Café ""Zoo""",45,Bob,"two`) || !strings.HasSuffix(rows[5], ",Club,,"+first+",") {
		t.Errorf("CSV:\n%s", out.String())
	}
}

// TestBGStatsPlaysGiveTheirLog: a play imported from BG Stats gives its
// place, duration, start player and comments to its game's play log, each
// part the log can hold (a duration of two days is not one); a game
// written for BG Stats gives its play log to its play.
func TestBGStatsPlaysGiveTheirLog(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	file := `{"players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}],
	"locations": [{"id": 1, "name": "Club"}],
	"games": [{"id": 1, "name": "ZooSim"}],
	"plays": [
	 {"uuid": "p1", "playDate": "2025-01-02 20:00:00", "gameRefId": 1, "locationRefId": 1, "durationMin": 50, "comments": "close one",
	  "playerScores": [{"playerRefId": 1, "score": "120", "startPlayer": true}, {"playerRefId": 2, "score": "110"}]},
	 {"uuid": "p2", "playDate": "2025-01-03 20:00:00", "gameRefId": 1, "durationMin": 2880,
	  "playerScores": [{"playerRefId": 1, "score": "100"}, {"playerRefId": 2, "score": "130", "startPlayer": true}]}
	]}`
	if _, err := ImportBGStats(ctx, st, strings.NewReader(file), ReadOptions{Zone: time.UTC}); err != nil {
		t.Fatal(err)
	}
	var logs []store.PlayLog
	st.Export(ctx, func(g store.Game) error { logs = append(logs, g.Log); return nil })
	if len(logs) != 2 || logs[0] != (store.PlayLog{Location: "Club", Minutes: 50, StartPlayer: "Ann", Note: "close one"}) ||
		logs[1] != (store.PlayLog{StartPlayer: "Bob"}) {
		t.Errorf("logs %+v", logs)
	}

	scored, first := logStore(t)
	var out bytes.Buffer
	if _, err := WriteBGStats(ctx, scored, &out, WriteOptions{Zone: time.UTC}); err != nil {
		t.Fatal(err)
	}
	var f struct {
		Locations []struct{ Name string }
		Plays     []struct {
			DurationMin  int
			Comments     string
			PlayerScores []struct {
				PlayerRefID int
				StartPlayer bool
			}
		}
		Players []struct {
			ID   int
			Name string
		}
	}
	if err := json.Unmarshal(out.Bytes(), &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Plays) != 2 || f.Plays[0].DurationMin != 45 || f.Plays[0].Comments != "two\nlines" || len(f.Locations) != 2 || f.Locations[0].Name != `Café "Zoo"` {
		t.Fatalf("written: %s", out.String())
	}
	// Who started the tracked game: the player of its first take.
	names := map[int]string{}
	for _, p := range f.Players {
		names[p.ID] = p.Name
	}
	var started []string
	for _, ps := range f.Plays[1].PlayerScores {
		if ps.StartPlayer {
			started = append(started, names[ps.PlayerRefID])
		}
	}
	if len(started) != 1 || started[0] != first {
		t.Errorf("the tracked game's start players %q, want %s", started, first)
	}
}
