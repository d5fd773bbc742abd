package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/store/storetest"
)

// TestImportReadsEveryExport: an export of zooscore of schema 3 (results
// with their words), one of schema 5 before its lines had words again
// (numbers only), one whose lines held the whole result as show --json
// prints it (explanations, decisions and settings) and one of today (the
// lean result) all import, and export again as today's lines, line for
// line.
// testdata/export-schema3.jsonl was written by zooscore of schema 3 from
// the games of TestEveryScenarioInEveryLanguage.
func TestImportReadsEveryExport(t *testing.T) {
	want := readFile(t, "testdata/export.jsonl")
	for _, file := range []string{"testdata/export-schema3.jsonl", "testdata/export-numbers.jsonl", "testdata/export-full.jsonl", "testdata/export.jsonl"} {
		db := filepath.Join(t.TempDir(), "z.db")
		if code, out, errOut := runZooscore(t, "", "import", file, "--db", db); code != 0 {
			t.Fatalf("import %s: exit %d %s %s", file, code, out, errOut)
		}
		if _, got, _ := runZooscore(t, "", "export", "--db", db); got != want {
			t.Errorf("%s exported again:\n%s\nwant\n%s", file, got, want)
		}
	}
}

func TestScanLine(t *testing.T) {
	input := `{"players":[{"name":"Ann"}]}`
	cases := []struct {
		name, line string
		ok         bool
	}{
		{"today's line", `{"game":"dice","id":3,"status":"finished","players":[{"name":"Ann","total":1,"rank":1,"breakdown":[{"points":1,"rule":"r"}]}],"winners":["Ann"],"warnings":[{"rule":"w"}],"uuid":"u","played_at":"2026-11-21T18:03:00Z","input":` + input + `}`, true},
		{"an older line with words", `{"game":"dice","id":3,"status":"finished","players":[{"name":"Ann","breakdown":[{"item":"x","why":"y","source":"z"}]}],"winners":null,"warnings":[],"decisions":[{"message":"m"}],"settings":{"bonus_hex":{"lion":2}},"uuid":"u","played_at":"2026-11-21T18:03:00Z","input":` + input + `}`, true},
		{"only what import reads", `{"uuid":"u","played_at":"2026-11-21T19:03:00+01:00","game":"junior","input":` + input + `}`, true},
		{"an unknown member", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `,"extra":1}`, false},
		{"a member twice", `{"uuid":"u","uuid":"v","played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `}`, false},
		{"a null uuid", `{"uuid":null,"played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `}`, false},
		{"no input", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice"}`, false},
		{"input not an object", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":[]}`, false},
		{"a bad time", `{"uuid":"u","played_at":"yesterday","game":"dice","input":` + input + `}`, false},
		{"data after the line", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `} {}`, false},
		{"broken JSON in what is skipped", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","players":[{],"input":` + input + `}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, ok := scanLine([]byte(c.line))
			if ok != c.ok {
				t.Fatalf("scanLine ok = %v, want %v", ok, c.ok)
			}
			if ok && (f.uuid != "u" || string(f.input) != input || f.at.Unix() != time.Date(2026, 11, 21, 18, 3, 0, 0, time.UTC).Unix()) {
				t.Errorf("scanLine = %+v", f)
			}
		})
	}
}

// TestScannedLinesAreReadAsBefore: a line the quick reader refuses goes
// through the strict reader, whose message says what is wrong.
func TestScannedLinesAreReadAsBefore(t *testing.T) {
	_, err := importGame([]byte(`{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":{"players":[]},"extra":1}`))
	if err == nil || !strings.Contains(err.Error(), "extra") {
		t.Errorf("an unknown member: %v, want the strict reader's message naming it", err)
	}
	_, err = importGame([]byte(`{"uuid":"u","game":"dice","input":{"players":[]}}`))
	if exitCode(err) != exitInput {
		t.Errorf("a line without its time: %v (exit %d), want input that cannot be read", err, exitCode(err))
	}
}

// TestExportLineIsShownResult: every line of an export is the result
// object as show --json prints it for that game, lean (every item's words,
// points and rule, the names, totals, ranks, winners, and the warnings'
// rules, players and messages, in English: see leanShown), plus its uuid,
// time and input (contract: History, leaderboards, export), for the three
// games, from sheets and from play scripts, finished and in progress.
// testdata/club-mix.jsonl holds club games of every kind and play scripts
// cut short.
func TestExportLineIsShownResult(t *testing.T) {
	db := filepath.Join(t.TempDir(), "z.db")
	for _, file := range []string{"testdata/export-numbers.jsonl", "testdata/club-mix.jsonl"} {
		if code, out, errOut := runZooscore(t, "", "import", file, "--db", db); code != 0 {
			t.Fatalf("import %s: exit %d %s %s", file, code, out, errOut)
		}
	}
	exported, kinds := exportIsShown(t, db)
	for _, g := range []string{"dice", "junior", "zoosim"} {
		for _, k := range []string{" finished script:false", " finished script:true", " in-progress script:true"} {
			if !kinds[g+k] {
				t.Errorf("no %s%s game in the test's history (has %v)", g, k, kinds)
			}
		}
	}
	if !strings.Contains(exported, `"item":"`) || !strings.Contains(exported, `"message":"`) {
		t.Errorf("export without words:\n%s", exported)
	}
	for _, left := range []string{`"why":`, `"source":`, `"decisions":`, `"settings":`} {
		if strings.Contains(exported, left) {
			t.Errorf("export with %s, which show and explain give:\n%s", left, exported)
		}
	}
}

// TestExportOfAnUpgradedFileIsShown: the games of a file of schema 3 that
// kept their words (scored otherwise then, or not to be scored again)
// export as show prints them too.
func TestExportOfAnUpgradedFileIsShown(t *testing.T) {
	db := filepath.Join(t.TempDir(), "v3.db")
	if err := storetest.WriteV3(db, upgradeClub(t)); err != nil {
		t.Fatal(err)
	}
	exported, _ := exportIsShown(t, db)
	if !strings.Contains(exported, `"total":99`) || !strings.Contains(exported, `"item":"lion enclosure","points":4`) {
		t.Errorf("the games kept as stored are not exported as stored:\n%s", exported)
	}
}

// exportIsShown checks that every line of the export of db, without its
// uuid, played_at and input, is what show --json prints for its game,
// lean (see leanShown). It gives the export and the kinds of games in it.
func exportIsShown(t *testing.T, db string) (string, map[string]bool) {
	t.Helper()
	_, exported, _ := runZooscore(t, "", "export", "--db", db)
	kinds := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSuffix(exported, "\n"), "\n") {
		var got map[string]any
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		input, _ := got["input"].(map[string]any)
		_, script := input["rounds"]
		if _, ok := input["auctions"]; ok {
			script = true
		}
		kinds[fmt.Sprint(got["game"], " ", got["status"], " script:", script)] = true
		for _, key := range []string{"uuid", "played_at", "input"} {
			if _, ok := got[key]; !ok {
				t.Errorf("line without %s: %s", key, line)
			}
			delete(got, key)
		}
		id := fmt.Sprint(got["id"])
		code, out, errOut := runZooscore(t, "", "show", id, "--json", "--db", db)
		if code != 0 {
			t.Fatalf("show %s: exit %d %s", id, code, errOut)
		}
		var want map[string]any
		if err := json.Unmarshal([]byte(out), &want); err != nil {
			t.Fatal(err)
		}
		leanShown(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("game %s: export line\n%v\nshow --json\n%v", id, got, want)
		}
	}
	return exported, kinds
}

// leanShown keeps of a result that show --json printed what an export
// line holds: game, id, status, players (name, total, rank, breakdown of
// item, points and rule), winners, and warnings (player, rule, message).
// Why an item scores, its rulebook section, the decisions, the settings
// and where in a tracked game a warning arose are for show and explain.
func leanShown(res map[string]any) {
	keep := func(o any, keys ...string) {
		m, _ := o.(map[string]any)
		for k := range m {
			if !slices.Contains(keys, k) {
				delete(m, k)
			}
		}
	}
	keep(res, "game", "id", "status", "players", "winners", "warnings")
	players, _ := res["players"].([]any)
	for _, p := range players {
		keep(p, "name", "total", "rank", "breakdown")
		items, _ := p.(map[string]any)["breakdown"].([]any)
		for _, it := range items {
			keep(it, "item", "points", "rule")
		}
	}
	warnings, _ := res["warnings"].([]any)
	for _, w := range warnings {
		keep(w, "player", "rule", "message")
	}
}

// failingWriter takes n writes, then fails.
type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.n == 0 {
		return 0, errors.New("disk full")
	}
	w.n--
	return len(p), nil
}

// TestExportStopsOnError: an export whose output fails, or that is
// cancelled (Ctrl-C), stops with that error, whichever line it was at, and
// leaves no goroutine waiting.
func TestExportStopsOnError(t *testing.T) {
	db := filepath.Join(t.TempDir(), "z.db")
	if code, out, errOut := runZooscore(t, "", "import", "testdata/club-mix.jsonl", "--db", db); code != 0 {
		t.Fatalf("import: exit %d %s %s", code, out, errOut)
	}
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	defer func(size int) { chunkSize = size }(chunkSize)
	chunkSize = 1 // a line a write
	for n := range 21 {
		if err := exportJSONL(context.Background(), st, &failingWriter{n: n}); n < 20 && (err == nil || err.Error() != "disk full") {
			t.Errorf("output failing after %d lines: %v, want disk full", n, err)
		} else if n == 20 && err != nil {
			t.Errorf("20 lines written: %v", err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := exportJSONL(ctx, st, io.Discard); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled export: %v, want context.Canceled", err)
	}
}
