package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// shownLog is what show --json and history --json say of a game's play log.
type shownLog struct {
	ID          int64
	PlayedAt    time.Time `json:"played_at"`
	Location    string
	Minutes     int    `json:"duration_minutes"`
	StartPlayer string `json:"start_player"`
	Note        string
}

func showLog(t *testing.T, db string, id string) shownLog {
	t.Helper()
	code, out, errOut := runZooscore(t, on{}, "show", id, "--json", "--db", db)
	var l shownLog
	if err := json.Unmarshal([]byte(out), &l); code != 0 || err != nil {
		t.Fatalf("show %s: exit %d %v\n%s%s", id, code, err, out, errOut)
	}
	return l
}

// diceScript is a Dice Game tracked for its first round: Bob took first.
const diceScript = `{"players":["Ann","Bob"],"rounds":[[{"player":"Bob","took":["lion","lion"]},{"player":"Ann","took":["coin"]}]]}`

func inputFile(t *testing.T, name, data string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestScoreAndPlayKeepThePlayLog: the log given to score (with its start
// player) and to play (whose script tells who started) is shown by show
// (--json and text) and history (its location, and the filter).
func TestScoreAndPlayKeepThePlayLog(t *testing.T) {
	inZone(t) // local time is UTC+2: 20:00 there is 18:00 UTC
	db := emptyDB(t)
	code, out, errOut := runZooscore(t, on{}, "score", "dice", "--input", "testdata/dice-contract.json", "--db", db,
		"--played-at", "2026-11-20T20:00", "--location", "Café Zoo", "--duration", "1h30", "--start-player", "bob", "--note", "new box")
	if code != 0 {
		t.Fatalf("score: exit %d %s%s", code, out, errOut)
	}
	code, out, errOut = runZooscore(t, on{}, "play", "dice", "--input", inputFile(t, "game.json", diceScript), "--db", db,
		"--location", "café zoo", "--duration", "20")
	if code != 0 {
		t.Fatalf("play: exit %d %s%s", code, out, errOut)
	}
	want := shownLog{ID: 1, PlayedAt: time.Date(2026, 11, 20, 18, 0, 0, 0, time.UTC), Location: "Café Zoo", Minutes: 90, StartPlayer: "Bob", Note: "new box"}
	if got := showLog(t, db, "1"); got != want || !got.PlayedAt.Equal(want.PlayedAt) {
		t.Errorf("show 1 --json: %+v, want %+v", got, want)
	}
	if got := showLog(t, db, "2"); got.Location != "café zoo" || got.Minutes != 20 || got.StartPlayer != "Bob" || !got.PlayedAt.Equal(runAt()) {
		t.Errorf("show 2 --json: %+v, want Bob (the first take) as start player, at the time of the run", got)
	}
	_, out, _ = runZooscore(t, on{width: asFile}, "show", "1", "--db", db)
	if lines := strings.Split(out, "\n"); len(lines) < 3 ||
		lines[1] != "Played: 2026-11-20 20:00 · Location: Café Zoo · Duration: 1 h 30 min · Start player: Bob" || lines[2] != "Note: new box" {
		t.Errorf("show 1:\n%s", out)
	}
	_, out, _ = runZooscore(t, on{}, "history", "--db", db, "--location", "CAFÉ ZOO")
	if !strings.Contains(out, "LOCATION") || !strings.Contains(out, "café zoo") || !strings.Contains(out, "Café Zoo") {
		t.Errorf("history --location:\n%s", out)
	}
	var h struct{ Games []shownLog }
	_, out, _ = runZooscore(t, on{}, "history", "--db", db, "--json", "--location", "Kitchen")
	if err := json.Unmarshal([]byte(out), &h); err != nil || len(h.Games) != 0 {
		t.Errorf("history --location Kitchen: %s", out)
	}
}

// TestPlayLogFlagsAreChecked: a time more than a day ahead, a negative
// duration, a start player who did not play are refused (exit 2) with
// every problem said at once, naming its flag, and nothing is stored; a
// tracked game takes no --start-player (its first take tells it).
func TestPlayLogFlagsAreChecked(t *testing.T) {
	db := emptyDB(t)
	for _, c := range []struct {
		name string
		args []string
		want []string
	}{
		{"future, negative, stranger", []string{"score", "dice", "--input", "testdata/dice-contract.json",
			"--played-at", "2026-11-23", "--duration", "-45m", "--start-player", "Cy"},
			[]string{`--played-at "2026-11-23" is more than a day ahead`, `--duration "-45m" is negative`, `--start-player "Cy" did not play this game: give Ann or Bob`}},
		{"not a date", []string{"play", "dice", "--input", inputFile(t, "g.json", diceScript), "--played-at", "26.11.2026"},
			[]string{`--played-at "26.11.2026" is not a date: give it as 2026-11-26T20:00`}},
		{"no start player for a tracked game", []string{"play", "dice", "--input", inputFile(t, "g.json", diceScript), "--start-player", "Ann"},
			[]string{"unknown flag: --start-player"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := runZooscore(t, on{}, append(c.args, "--db", db)...)
			if code != exitInput {
				t.Errorf("exit %d, want %d: %s%s", code, exitInput, out, errOut)
			}
			for _, w := range c.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q lacks %q", errOut, w)
				}
			}
		})
	}
	if _, out, _ := runZooscore(t, on{}, "history", "--db", db); !strings.Contains(out, "No games stored yet") {
		t.Errorf("a refused log stored a game:\n%s", out)
	}
}

// TestEditCorrectsTheLogAlone: edit with the log's flags changes only the
// parts given (an empty value clears one) and the time, asks for no sheet,
// and refuses them with --input.
func TestEditCorrectsTheLogAlone(t *testing.T) {
	db := emptyDB(t)
	if code, out, errOut := runZooscore(t, on{}, "score", "dice", "--input", "testdata/dice-contract.json", "--db", db,
		"--location", "Club", "--note", "first", "--duration", "40m"); code != 0 {
		t.Fatalf("score: exit %d %s%s", code, out, errOut)
	}
	code, out, errOut := runZooscore(t, on{}, "edit", "1", "--db", db, "--note", "", "--start-player", "Ann", "--played-at", "2026-11-20T19:00:00Z")
	if code != 0 {
		t.Fatalf("edit: exit %d %s%s", code, out, errOut)
	}
	got := showLog(t, db, "1")
	if got.Location != "Club" || got.Minutes != 40 || got.Note != "" || got.StartPlayer != "Ann" || !got.PlayedAt.Equal(time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC)) {
		t.Errorf("after edit: %+v", got)
	}
	code, _, errOut = runZooscore(t, on{}, "edit", "1", "--db", db, "--input", "testdata/dice-contract.json", "--location", "Home")
	if code != exitInput || !strings.Contains(errOut, "give the play log's flags (--location) without --input") {
		t.Errorf("edit --input --location: exit %d %s", code, errOut)
	}
}

// TestExportImportKeepThePlayLog: an export line carries the log, and
// importing it into another database gives it back.
func TestExportImportKeepThePlayLog(t *testing.T) {
	db := emptyDB(t)
	runZooscore(t, on{}, "score", "dice", "--input", "testdata/dice-contract.json", "--db", db,
		"--location", "Club", "--start-player", "Bob", "--duration", "45")
	_, out, _ := runZooscore(t, on{}, "export", "--db", db)
	if !strings.Contains(out, `"location":"Club","duration_minutes":45,"start_player":"Bob","input":`) {
		t.Errorf("export: %s", out)
	}
	other := emptyDB(t)
	if code, o, e := runZooscore(t, on{}, "import", inputFile(t, "x.jsonl", out), "--db", other); code != 0 {
		t.Fatalf("import: exit %d %s%s", code, o, e)
	}
	if got := showLog(t, other, "1"); got.Location != "Club" || got.StartPlayer != "Bob" || got.Minutes != 45 {
		t.Errorf("imported: %+v", got)
	}
}
