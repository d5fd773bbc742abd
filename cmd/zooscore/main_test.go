package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// on is what a test runs zooscore on besides its arguments.
type on struct {
	stdin    string
	prompter prompts.Prompter // stands in for a terminal; nil: none to ask on
	// width is the columns of the terminal standard output shows on: 0
	// is 80, asFile standard output written to a file (nothing cut).
	width    int
	errWidth int // the same for standard error; 0: a file
}

// asFile is the width when standard output is a file.
const asFile = -1

// runZooscore runs zooscore in-process with buffers and a fixed clock (the
// only way the tests run it in-process), then checks the games stored.
func runZooscore(t testing.TB, s on, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	width := s.width
	switch width {
	case 0:
		width = 80
	case asFile:
		width = 0
	}
	if f, ok := s.prompter.(*prompts.Fake); ok && f.Width == 0 {
		f.Width = width // as Main gives the terminal its width
	}
	var out, errOut bytes.Buffer
	f := &factory{io: IO{In: strings.NewReader(s.stdin), Out: &out, ErrOut: &errOut, Width: width, ErrWidth: s.errWidth,
		CanPrompt: s.prompter != nil}, prompter: s.prompter, now: runAt, getenv: testEnv}
	code = f.run(args)
	checkStoredNotation(args)
	return code, out.String(), errOut.String()
}

// testEnv is the environment of the in-process runs: the database a test
// names with t.Setenv("ZOOSCORE_DB", ...), and no language, whatever the
// machine's locale (a test gives --lang).
func testEnv(key string) string {
	if key == "ZOOSCORE_DB" {
		return os.Getenv(key)
	}
	return ""
}

// runAt is the time of the fixed clock the in-process runs use.
func runAt() time.Time { return time.Date(2026, 11, 21, 18, 3, 0, 0, time.UTC) }

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// golden compares output with testdata/NAME.golden.
func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenFile(t, filepath.Join("testdata", name+".golden"), got)
}

// goldenFile compares got with the file at path before anything is
// written. With -update a file that differs is rewritten and the test still
// fails, naming it: an -update run reports what it changed, and can never
// pass by comparing the file with itself.
func goldenFile(t testing.TB, path, got string) {
	t.Helper()
	want, err := os.ReadFile(path)
	if err == nil && string(want) == got {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Errorf("%s was rewritten: review the change, then run the tests without -update", path)
		return
	}
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	t.Errorf("output differs from %s (run go test -update to accept):\n--- got\n%s\n--- want\n%s", path, got, want)
}

type result struct {
	Game    string
	ID      int64
	Status  string
	Players []struct {
		Name      string
		Total     int
		Rank      int
		Breakdown []struct {
			Item   string
			Points int
		}
	}
	Winners  []string
	Warnings []json.RawMessage
	Errors   []struct{ Player, Rule, Message string }
}

func decode(t *testing.T, stdout string) result {
	t.Helper()
	var r result
	if err := json.Unmarshal([]byte(stdout), &r); err != nil {
		t.Fatalf("stdout is not one JSON object: %v\n%s", err, stdout)
	}
	return r
}

// TestOnPostgres stands for the run of these tests on PostgreSQL: it says
// when they ran on SQLite only.
func TestOnPostgres(t *testing.T) { pgtest.Skipped(t) }

func TestContractExitCodes(t *testing.T) {
	db := emptyDB(t)
	contract := readFile(t, "testdata/dice-contract.json")
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		rule  string // a rule id the errors must name
	}{
		{"legal sheets", contract, []string{"check", "dice", "--input", "-", "--json"}, 0, ""},
		{"broken rule", `{"players":[{"name":"Ann","enclosures":{"lion":4},"barn":["lion"]},{"name":"Bob"}]}`,
			[]string{"check", "dice", "--input", "-", "--json"}, 1, "dice.barn-needs-full-enclosure"},
		{"unknown field", `{"players":[{"name":"Ann","enclosure":{}}]}`, []string{"check", "dice", "--input", "-", "--json"}, 2, "input.unreadable"},
		{"wrong type", `{"players":[{"name":"Ann","coins":"two"}]}`, []string{"check", "dice", "--input", "-", "--json"}, 2, "input.unreadable"},
		{"malformed JSON", `{"players":`, []string{"check", "dice", "--input", "-", "--json"}, 2, "input.unreadable"},
		{"unknown game", contract, []string{"check", "chess", "--input", "-", "--json"}, 2, "input.usage"},
		{"unknown command", "", []string{"frobnicate"}, 2, ""},
		{"missing file", "", []string{"check", "dice", "--input", "/nonexistent/sheets.json", "--json"}, 2, "input.unreadable"},
		{"no terminal and no input", "", []string{"score", "dice", "--db", db, "--json"}, 2, "input.usage"},
		{"bad bonus hex flag", contract, []string{"check", "dice", "--input", "-", "--json", "--bonus-hex", "lion=x"}, 2, "input.usage"},
		{"bonus hex for another game", contract, []string{"play", "junior", "--input", "-", "--json", "--bonus-hex", "lion=1"}, 2, "input.usage"},
		{"bonus hex of 3", contract, []string{"check", "dice", "--input", "-", "--json", "--bonus-hex", "lion=3"}, 1, "dice.bonus-hex-value"},
		{"show a missing game", "", []string{"show", "7", "--db", db, "--json"}, 2, "store.not-found"},
		{"show on a missing file", "", []string{"show", "7", "--db", filepath.Join(t.TempDir(), "typo.db"), "--json"}, 3, "store.missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runZooscore(t, on{stdin: tt.stdin}, tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tt.code, stdout, stderr)
			}
			if tt.rule != "" {
				r := decode(t, stdout)
				found := false
				for _, e := range r.Errors {
					found = found || e.Rule == tt.rule
				}
				if !found {
					t.Errorf("errors %+v do not name %s", r.Errors, tt.rule)
				}
			}
		})
	}
}

func TestCheckStoresNothing(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	code, stdout, _ := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "check", "dice", "--input", "-", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stdout)
	}
	if r := decode(t, stdout); r.ID != 0 {
		t.Errorf("check printed an id: %d", r.ID)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("check created the database")
	}
}

func TestScoreStoresAndShows(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "env.db")
	t.Setenv("ZOOSCORE_DB", db)
	code, stdout, stderr := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--json", "--bonus-hex", "lion=1")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, stdout, stderr)
	}
	r := decode(t, stdout)
	if r.ID != 1 || r.Players[0].Name != "Bob" || r.Players[0].Total != 12 {
		t.Fatalf("score = %+v", r)
	}
	if _, err := os.Stat(db); err != nil {
		t.Fatalf("ZOOSCORE_DB was not used: %v", err)
	}
	_, shown, _ := runZooscore(t, on{}, "show", "1", "--json")
	s := decode(t, shown)
	if s.Status != "finished" || s.Players[0].Total != 12 || len(s.Players[0].Breakdown) == 0 {
		t.Errorf("show = %+v", s)
	}
	// The stored input keeps the --bonus-hex value, so a rescore gives the same.
	_, hist, _ := runZooscore(t, on{}, "history", "--json")
	var h struct {
		Games []struct {
			ID       int64
			Game     string
			Status   string
			PlayedAt string `json:"played_at"`
			Players  []struct {
				Name  string
				Total int
				Rank  int
			}
		}
	}
	if err := json.Unmarshal([]byte(hist), &h); err != nil {
		t.Fatal(err)
	}
	if len(h.Games) != 1 || h.Games[0].PlayedAt != "2026-11-21T18:03:00Z" || h.Games[0].Players[1].Name != "Ann" {
		t.Errorf("history = %s", hist)
	}
}

func TestForeignDatabaseIsRefused(t *testing.T) {
	db := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(db, []byte("shopping list\n"), 0o644)
	code, _, stderr := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--db", db)
	if code != exitStore || !strings.Contains(stderr, "not a zooscore database") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	if readFile(t, db) != "shopping list\n" {
		t.Error("the foreign file was changed")
	}
}

func TestHumanOutput(t *testing.T) {
	code, stdout, _ := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "check", "dice", "--input", "-")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	golden(t, "check-dice", stdout)
	code, _, stderr := runZooscore(t, on{stdin: `{"players":[{"name":"Ann","enclosures":{"lion":4},"barn":["lion"],"coins":7},{"name":" ann "}]}`, errWidth: 80}, "check", "dice", "--input", "-")
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	golden(t, "check-dice-errors", stderr)
}
