package main

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/store"
)

// emptyDB is a zooscore database with no game in it: reading commands
// refuse a file that does not exist.
func emptyDB(t *testing.T) string {
	t.Helper()
	path := pgtest.NewDB(t, "empty.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// hooked answers like Fake, and runs a function just before it answers the
// first question whose label contains a key: what another window does
// between two questions of this one.
type hooked struct {
	*prompts.Fake
	before map[string]func()
}

func (h *hooked) run(label string) {
	for key, fn := range h.before {
		if strings.Contains(label, key) {
			delete(h.before, key)
			fn()
		}
	}
}

func (h *hooked) Input(label, def string, valid func(string) error) (string, error) {
	h.run(label)
	return h.Fake.Input(label, def, valid)
}

func (h *hooked) Select(label string, items []string) (int, error) {
	h.run(label)
	return h.Fake.Select(label, items)
}

func take(player string, faces ...string) []prompts.Answer {
	out := []prompts.Answer{
		prompts.A(" · ", ""),
		prompts.A("who took a truck?", player),
		prompts.A(player+": how many dice", strconv.Itoa(len(faces))),
	}
	for _, f := range faces {
		out = append(out, prompts.A("face of die", f))
	}
	return out
}

// storedEntries reads the entries of a game as the database holds them.
func storedEntries(t *testing.T, db string, id int64) []string {
	t.Helper()
	st, err := store.OpenReader(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	entries, err := st.Entries(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, string(e))
	}
	return out
}

// TestTwoWindowsOnOneGame: windows A and B resume game 1. B enters Bob's
// take and pauses while A is asked for its take; A's take, entered against
// the game as A last saw it, is refused: A says the game changed in
// another window, shows where it stands, and goes on from there. Nothing
// is lost: B's take stays, A's next take is stored after it, and every
// exit message is true.
func TestTwoWindowsOnOneGame(t *testing.T) {
	db := emptyDB(t)
	if code, out, errOut := runZooscore(t, on{stdin: `{"players":["Ann","Bob"],"rounds":[]}`}, "play", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	var bOut string
	b := func() {
		f := &prompts.Fake{Answers: append(take("Bob", "lion"), prompts.A(" · ", "pause"))}
		code, out, errOut := runZooscore(t, on{prompter: f}, "resume", "1", "--db", db)
		if code != 0 {
			t.Fatalf("window B: exit %d %s %s\n%s", code, out, errOut, strings.Join(f.Transcript, "\n"))
		}
		bOut = out
	}
	answers := append(take("Ann", "crocodile", "crocodile"), take("Ann", "monkey")...)
	answers = append(answers, prompts.A(" · ", "pause"))
	a := &hooked{Fake: &prompts.Fake{Answers: answers}, before: map[string]func(){"who took a truck?": b}}
	code, aOut, errOut := runZooscore(t, on{prompter: a}, "resume", "1", "--db", db)
	transcript := strings.Join(a.Transcript, "\n")
	if code != 0 {
		t.Fatalf("window A: exit %d %s %s\n%s", code, aOut, errOut, transcript)
	}
	flat := strings.Join(strings.Fields(transcript), " ") // lines are wrapped to the terminal
	for _, want := range []string{
		"Game 1 was changed in another window: here is where it stands now; what you entered (round 1: Ann took crocodile, crocodile) was not stored.",
		"Round 1 (5 dice left): who took a truck?",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("window A does not say %q:\n%s", want, transcript)
		}
	}
	got := storedEntries(t, db, 1)
	if len(got) != 2 || !strings.Contains(got[0], `"Bob"`) || !strings.Contains(got[1], `"Ann"`) || !strings.Contains(got[1], "monkey") {
		t.Errorf("stored entries = %q, want Bob's take, then Ann's monkey", got)
	}
	for name, out := range map[string]string{"A": aOut, "B": bOut} {
		if !strings.Contains(out, "Game 1 is stored up to its last entry") {
			t.Errorf("window %s ends with %q", name, out)
		}
	}
}

// correctedElsewhere stores game 1 of short-game.json in a new database,
// and gives a function that corrects it as another window does (edit
// --input --yes): Ann's first take, lion lion coin, was coin lion coin. The
// script keeps its length and its number of entries.
func correctedElsewhere(t *testing.T) (db string, correct func()) {
	t.Helper()
	db = emptyDB(t)
	short := readFile(t, "../../scorer/dice/testdata/play/short-game.json")
	if code, out, errOut := runZooscore(t, on{stdin: short}, "play", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	fixed := strings.Replace(short, `"lion",`, `"coin",`, 1)
	if len(fixed) != len(short) || fixed == short {
		t.Fatal("the correction does not keep the script's length")
	}
	file := filepath.Join(t.TempDir(), "corrected.json")
	os.WriteFile(file, []byte(fixed), 0o644)
	return db, func() {
		if code, out, errOut := runZooscore(t, on{}, "edit", "1", "--input", file, "--yes", "--db", db); code != 0 {
			t.Fatalf("the other window's correction: exit %d %s %s", code, out, errOut)
		}
	}
}

// TestCorrectionOfTheSameLengthInAnotherWindow: while window A waits at
// its prompt, another window corrects an entry of the game, keeping the
// script's length and its number of entries. A's take, written against the
// game as A read it, is refused: A says the game changed and goes on from
// the corrected game; the correction stays.
func TestCorrectionOfTheSameLengthInAnotherWindow(t *testing.T) {
	db, correct := correctedElsewhere(t)
	answers := append(take("Ann", "monkey"), take("Ann", "monkey")...)
	a := &hooked{Fake: &prompts.Fake{Answers: append(answers, prompts.A(" · ", "pause"))}, before: map[string]func(){"who took a truck?": correct}}
	code, out, errOut := runZooscore(t, on{prompter: a}, "resume", "1", "--db", db)
	transcript := strings.Join(strings.Fields(strings.Join(a.Transcript, "\n")), " ")
	if code != 0 || !strings.Contains(transcript, "Game 1 was changed in another window: here is where it stands now; what you entered (round 3: Ann took monkey) was not stored.") {
		t.Fatalf("window A: exit %d %s %s\n%s", code, out, errOut, transcript)
	}
	got := storedEntries(t, db, 1)
	if len(got) != 5 || !strings.Contains(got[0], `["coin","lion","coin"]`) || !strings.Contains(got[4], "monkey") {
		t.Errorf("stored entries = %q, want the correction, then Ann's monkey once", got)
	}
}

// TestTwoCorrectionsOfOneGame: a correction made while another window
// corrected the same game (the script as long as before) is not stored
// over it: edit says so (exit 3) and the other correction stays.
func TestTwoCorrectionsOfOneGame(t *testing.T) {
	db, correct := correctedElsewhere(t)
	f := &hooked{Fake: &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Which entry should be corrected?", "2. round 1: Bob took crocodile, crocodile"),
		prompts.A("who took a truck?", "Bob"),
		prompts.A("Bob: how many dice", "2"),
		prompts.A("Bob: face of die 1 of 2?", "lion"),
		prompts.A("Bob: face of die 2 of 2?", "lion"),
		prompts.A("Store the correction?", "yes"),
	}}, before: map[string]func(){"Store the correction?": correct}}
	code, out, errOut := runZooscore(t, on{prompter: f}, "edit", "1", "--db", db)
	if code != exitStore || !strings.Contains(errOut, "game 1 was changed in another window while edit read it: the correction was not stored") {
		t.Fatalf("edit: exit %d %s %s\n%s", code, out, errOut, strings.Join(f.Transcript, "\n"))
	}
	got := storedEntries(t, db, 1)
	if len(got) != 4 || !strings.Contains(got[0], `["coin","lion","coin"]`) || !strings.Contains(got[1], "crocodile") {
		t.Errorf("stored entries = %q, want the other window's correction only", got)
	}
}

// withHeader copies a database and changes bytes of its header.
func withHeader(t *testing.T, from string, change func(h []byte)) string {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	change(data[:100])
	path := pgtest.NewDB(t, "changed.db")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// everyCommand is every command that opens the database, with what it
// reads on standard input.
func everyCommand(db, importFile string) []struct {
	args  []string
	stdin string
} {
	contract := `{"players":[{"name":"Ann","enclosures":{"lion":1}},{"name":"Bob"}]}`
	return []struct {
		args  []string
		stdin string
	}{
		{[]string{"history", "--json"}, ""},
		{[]string{"show", "1", "--json"}, ""},
		{[]string{"explain", "1", "--json"}, ""},
		{[]string{"leaderboard", "--json"}, ""},
		{[]string{"versus", "Ann", "Bob", "--json"}, ""},
		{[]string{"score", "dice", "--input", "-", "--json"}, contract},
		{[]string{"play", "dice", "--input", "-", "--json"}, `{"players":["Ann","Bob"],"rounds":[]}`},
		{[]string{"undo", "1", "--json"}, ""},
		{[]string{"edit", "1", "--input", "-", "--json"}, contract},
		{[]string{"delete", "1", "--yes", "--json"}, ""},
		{[]string{"import", importFile, "--json"}, ""},
		{[]string{"export"}, ""},
		{[]string{"resume", "1"}, ""},
	}
}

// TestEveryCommandRefusesNewerSchema: a database a newer zooscore made is
// refused by every command, reading or writing, with store.refused and
// exit 3, and is not changed.
func TestEveryCommandRefusesNewerSchema(t *testing.T) {
	pgtest.SQLiteOnly(t)
	db := withHeader(t, club(t), func(h []byte) { h[60], h[61], h[62], h[63] = 0, 0, 0, 99 })
	before := readFile(t, db)
	_, export, _ := runZooscore(t, on{}, "export", "--db", club(t))
	importFile := filepath.Join(t.TempDir(), "games.jsonl")
	os.WriteFile(importFile, []byte(export), 0o644)
	for _, c := range everyCommand(db, importFile) {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, out, errOut := runZooscore(t, on{stdin: c.stdin}, append(c.args, "--db", db)...)
			if code != exitStore {
				t.Fatalf("exit %d, want 3\n%s%s", code, out, errOut)
			}
			if slices.Contains(c.args, "--json") {
				r := decode(t, out)
				if len(r.Errors) != 1 || r.Errors[0].Rule != "store.refused" || !strings.Contains(r.Errors[0].Message, "newer zooscore") {
					t.Errorf("errors = %+v", r.Errors)
				}
			} else if !strings.Contains(errOut, "newer zooscore") {
				t.Errorf("stderr %q", errOut)
			}
		})
	}
	if readFile(t, db) != before {
		t.Error("the newer database was changed")
	}
}

// TestDamagedDatabaseInWords: a damaged file gives store.refused with words
// that say what to do, not SQLite's "database disk image is malformed".
func TestDamagedDatabaseInWords(t *testing.T) {
	pgtest.SQLiteOnly(t)
	db := club(t)
	damage(t, db)
	for _, args := range [][]string{{"history", "--json"}, {"leaderboard", "--json"}, {"score", "dice", "--input", "-", "--json"}} {
		t.Run(args[0], func(t *testing.T) {
			code, out, _ := runZooscore(t, on{stdin: `{"players":[{"name":"Ann"},{"name":"Bob"}]}`}, append(args, "--db", db)...)
			r := decode(t, out)
			if code != exitStore || len(r.Errors) != 1 || r.Errors[0].Rule != "store.refused" ||
				!strings.Contains(r.Errors[0].Message, "is damaged: keep a copy; zooscore will not change it") || strings.Contains(out, "malformed") {
				t.Errorf("exit %d: %s", code, out)
			}
		})
	}
}

// damage breaks the root page of every table and index of a closed
// database (page 1, the schema, stays readable).
func damage(t *testing.T, path string) {
	t.Helper()
	raw, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var size int64
	if err := raw.QueryRow(`PRAGMA page_size`).Scan(&size); err != nil {
		t.Fatal(err)
	}
	rows, err := raw.Query(`SELECT rootpage FROM sqlite_schema WHERE rootpage > 1`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for rows.Next() {
		var root int64
		rows.Scan(&root)
		f.WriteAt([]byte(strings.Repeat("\xff", 64)), (root-1)*size)
	}
}

// TestReadingCreatesNothing: a reading command pointed at a missing file
// says so (store.missing, exit 3) and creates neither the file nor its
// folder. Without --db or ZOOSCORE_DB, a default file that does not exist
// yet reads as an empty history (exit 0), still creating nothing; the first
// command that stores a game creates it.
func TestReadingCreatesNothing(t *testing.T) {
	dir := t.TempDir()
	typo := filepath.Join(dir, "typo", "x.db")
	for _, args := range [][]string{{"history", "--json"}, {"leaderboard", "--json"}, {"show", "1", "--json"}, {"versus", "a", "b", "--json"}} {
		code, out, _ := runZooscore(t, on{}, append(args, "--db", typo)...)
		if r := decode(t, out); code != exitStore || len(r.Errors) != 1 || r.Errors[0].Rule != "store.missing" || !strings.Contains(r.Errors[0].Message, "no database at "+typo) {
			t.Errorf("%s: exit %d %s", args[0], code, out)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("reading commands created %v", entries)
	}

	data := filepath.Join(dir, "data")
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("ZOOSCORE_DB", "")
	if code, out, errOut := runZooscore(t, on{}, "history"); code != 0 || !strings.Contains(out, "No games stored yet") {
		t.Errorf("history without a data file: exit %d %q %q", code, out, errOut)
	}
	for _, args := range [][]string{{"history", "--json"}, {"leaderboard", "--json"}, {"export"}} {
		if code, out, errOut := runZooscore(t, on{}, args...); code != 0 || strings.Contains(out, "Ann") {
			t.Errorf("%s without a data file: exit %d %q %q", args[0], code, out, errOut)
		}
	}
	if code, _, _ := runZooscore(t, on{}, "show", "1"); code != exitInput {
		t.Errorf("show 1 without a data file: exit %d, want 2 (no such game)", code)
	}
	if _, err := os.Stat(data); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("reading commands created the data folder: %v", err)
	}
	if code, out, errOut := runZooscore(t, on{stdin: `{"players":[{"name":"Ann"},{"name":"Bob"}]}`}, "score", "dice", "--input", "-"); code != 0 {
		t.Fatalf("score: exit %d %s %s", code, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(data, "zooscore", "zooscore.db")); err != nil {
		t.Errorf("score did not create the default file: %v", err)
	}
}

// TestChangingCommandsCreateNothing: undo, resume, delete and edit change
// games already stored; pointed at a missing file they say there is no
// database there (store.missing, exit 3, as show does) and create neither
// the file nor its folder. Without --db or ZOOSCORE_DB, a default file that
// does not exist yet holds no game to change: they say so, creating nothing.
func TestChangingCommandsCreateNothing(t *testing.T) {
	dir := t.TempDir()
	typo := filepath.Join(dir, "typo", "x.db")
	commands := [][]string{{"undo"}, {"resume"}, {"delete", "99"}, {"edit", "1"}, {"edit", "1", "--input", "-"}}
	for _, args := range commands {
		code, _, errOut := runZooscore(t, on{}, append(args, "--db", typo)...)
		if code != exitStore || !strings.Contains(errOut, "there is no database at "+typo) {
			t.Errorf("%s: exit %d %q; want exit 3 saying there is no database at %s", strings.Join(args, " "), code, errOut, typo)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("changing commands created %v", entries)
	}

	data := filepath.Join(dir, "data")
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("ZOOSCORE_DB", "")
	for _, args := range commands {
		if code, _, errOut := runZooscore(t, on{}, args...); code != exitInput || strings.Contains(errOut, "no database") {
			t.Errorf("%s without a data file: exit %d %q; want exit 2, no game to change", strings.Join(args, " "), code, errOut)
		}
	}
	if _, err := os.Stat(data); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("changing commands created the data folder: %v", err)
	}
}

// TestImportErrorAfterBlankLineNamesItsLine: blank lines count, so the
// error names the line an editor shows.
func TestImportErrorAfterBlankLineNamesItsLine(t *testing.T) {
	_, export, _ := runZooscore(t, on{}, "export", "--db", club(t))
	first, _, _ := strings.Cut(export, "\n")
	path := filepath.Join(t.TempDir(), "games.jsonl")
	os.WriteFile(path, []byte(first+"\n\n  \n"+`{"game": "dice", "uuid": "x"`+"\n"), 0o644)
	code, _, errOut := runZooscore(t, on{}, "import", path, "--db", emptyDB(t))
	if code != exitInput || !strings.Contains(errOut, "line 4:") {
		t.Errorf("exit %d, stderr %q; want exit 2 naming line 4", code, errOut)
	}
}

// TestGameDeletedInAnotherWindow: a take entered after another window
// deleted the game is not stored anywhere, and the window says so.
func TestGameDeletedInAnotherWindow(t *testing.T) {
	db := emptyDB(t)
	if code, out, errOut := runZooscore(t, on{stdin: `{"players":["Ann","Bob"],"rounds":[]}`}, "play", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	remove := func() {
		if code, out, errOut := runZooscore(t, on{}, "delete", "1", "--yes", "--db", db); code != 0 {
			t.Fatalf("delete: exit %d %s %s", code, out, errOut)
		}
	}
	a := &hooked{Fake: &prompts.Fake{Answers: take("Ann", "lion")}, before: map[string]func(){"who took a truck?": remove}}
	code, out, errOut := runZooscore(t, on{prompter: a}, "resume", "1", "--db", db)
	if code != exitStore || !strings.Contains(errOut, "game 1 was deleted in another window; what you entered (round 1: Ann took lion) was not stored") {
		t.Errorf("exit %d %q %q", code, out, errOut)
	}
	if code, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db); code != 0 || strings.Contains(out, `"id"`) {
		t.Errorf("history after the delete: %s", out)
	}
}
