package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// encodingJSON is what encoding/json writes of v, as zooscore writes
// JSON: without HTML escaping, without the line end.
func encodingJSON(t testing.TB, v any) string {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

var trickyTexts = []string{"", "Ann", "Zoë & <Łukasz>", `quote " and \ backslash`, "tab\tline\nreturn\r",
	"\x00\x01\x1f\x7f", "\b\f", "bad \xff\xfe utf-8", "cut \xe2\x80", "line\u2028para\u2029", "emoji 🦁", "\u00a0\u200b"}

// TestJSONStringIsEncodingJSON: the texts of an export line are written
// as encoding/json writes them.
func TestJSONStringIsEncodingJSON(t *testing.T) {
	for _, s := range trickyTexts {
		if got, want := string(appendJSONString(nil, s)), encodingJSON(t, s); got != want {
			t.Errorf("%q written %s, want %s", s, got, want)
		}
	}
}

func FuzzJSONString(f *testing.F) {
	for _, s := range trickyTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendJSONString(nil, s)), encodingJSON(t, s); got != want {
			t.Errorf("%q written %s, want %s", s, got, want)
		}
	})
}

// TestRawJSONIsEncodingJSON: an input is written without its layout, as
// encoding/json writes a json.RawMessage, whether stored compact or not.
func TestRawJSONIsEncodingJSON(t *testing.T) {
	for _, raw := range []string{`{"players":[]}`, `{"players": [ ]}`, `{"name":"Anna B.","x":[1, 2]}`, `{"a":"x y","b":"\" ","c":1 }`,
		`{"a":"\\","b" :2}`, `{"a":"sp ace\\\" q","b":"2"}`, "{\"a\":\n1}", ` {"a":1}`, `{"a":"b"} `, `{"names":["Anna B.","Ben C."],"n":3}`} {
		got := string(appendRawJSON([]byte("x"), []byte(raw)))
		if want := "x" + encodingJSON(t, json.RawMessage(raw)); got != want {
			t.Errorf("%s written %s, want %s", raw, got, want)
		}
	}
}

func FuzzRawJSON(f *testing.F) {
	f.Add(`{"name":"Anna B.","x":[1, 2]}`)
	f.Add(`{"a":"\\","b" :2}`)
	f.Fuzz(func(t *testing.T, raw string) {
		if !json.Valid([]byte(raw)) {
			return
		}
		if got, want := string(appendRawJSON(nil, []byte(raw))), encodingJSON(t, json.RawMessage(raw)); got != want {
			t.Errorf("%s written %s, want %s", raw, got, want)
		}
	})
}

// leanLine is an export line as encoding/json would write it.
type leanLine struct {
	Game     string          `json:"game"`
	ID       int64           `json:"id,omitempty"`
	Status   string          `json:"status,omitempty"`
	Players  []leanPlayer    `json:"players"`
	Winners  []string        `json:"winners"`
	Warnings []leanNote      `json:"warnings"`
	UUID     string          `json:"uuid"`
	PlayedAt time.Time       `json:"played_at"`
	Input    json.RawMessage `json:"input"`
}

type leanPlayer struct {
	Name      string     `json:"name"`
	Total     int        `json:"total"`
	Rank      int        `json:"rank"`
	Breakdown []leanItem `json:"breakdown"`
}

type leanItem struct {
	Item   string `json:"item"`
	Points int    `json:"points"`
	Rule   string `json:"rule,omitempty"`
}

type leanNote struct {
	Player  string `json:"player,omitempty"`
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

// TestLineIsEncodingJSON: appendLine writes what encoding/json writes of
// the same lean object, with tricky texts everywhere a text goes, and
// words said as JSON already (as the store gives them) or not.
func TestLineIsEncodingJSON(t *testing.T) {
	for i, s := range trickyTexts {
		res := scorer.Result{Game: "dice", Players: []scorer.PlayerResult{
			{Name: s, Total: -3, Rank: 1, Breakdown: []scorer.Item{{Item: s, Points: -3, Rule: "dice.barn-penalty", Why: "left out"}, {Item: "x", Points: 0}}},
			{Name: "Bob", Rank: 2, Breakdown: []scorer.Item{}}},
			Winners: []string{s}, Warnings: []scorer.Note{{Rule: "w", Player: s, Message: s, Round: 2}, {Rule: "v", Message: "m"}},
			Decisions: []scorer.Note{{Rule: "d"}}}
		g := store.Game{ID: int64(i + 1), UUID: s, Game: "dice", Status: scorer.StatusInProgress,
			PlayedAt: time.Date(2026, 11, 21, 18, 3, 0, 0, time.UTC), Input: json.RawMessage(`{"players":["Ann Z."]}`), Result: res}
		want := leanLine{Game: "dice", ID: g.ID, Status: g.Status, Winners: res.Winners, UUID: s, PlayedAt: g.PlayedAt, Input: g.Input,
			Players:  []leanPlayer{{Name: s, Total: -3, Rank: 1, Breakdown: []leanItem{{s, -3, "dice.barn-penalty"}, {"x", 0, ""}}}, {Name: "Bob", Rank: 2, Breakdown: []leanItem{}}},
			Warnings: []leanNote{{s, "w", s}, {"", "v", "m"}}}
		wantLine := encodingJSON(t, want) + "\n"
		if got := string(appendLine(nil, g, res, false)); got != wantLine {
			t.Errorf("line\n%s\nwant\n%s", got, wantLine)
		}
		for j := range res.Players[0].Breakdown {
			res.Players[0].Breakdown[j].Item = string(appendJSONString(nil, res.Players[0].Breakdown[j].Item))
		}
		if got := string(appendLine(nil, g, res, true)); got != wantLine {
			t.Errorf("line of words said as JSON\n%s\nwant\n%s", got, wantLine)
		}
	}
}

// TestOlderNumbersExportTheSame: games whose numbers keep no messages (as
// a zooscore before version 2 of the numbers stored them) are scored
// again for their words, and export line for line as the same games
// stored today.
func TestOlderNumbersExportTheSame(t *testing.T) {
	today := filepath.Join(t.TempDir(), "today.db")
	if code, out, errOut := runZooscore(t, "", "import", "testdata/export-full.jsonl", "--db", today); code != 0 {
		t.Fatalf("import: exit %d %s %s", code, out, errOut)
	}
	_, want, _ := runZooscore(t, "", "export", "--db", today)
	// The same games stored with the results of their lines, words
	// without messages: the store keeps those as numbers of version 1.
	older := filepath.Join(t.TempDir(), "older.db")
	st, err := store.Open(older)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(readFile(t, "testdata/export-full.jsonl"), "\n"), "\n")
	n := 0
	_, err = st.Import(context.Background(), func() (store.Game, bool, error) {
		if n == len(lines) {
			return store.Game{}, false, nil
		}
		var e exported
		if err := json.Unmarshal([]byte(lines[n]), &e); err != nil {
			return store.Game{}, false, err
		}
		n++
		return store.Game{UUID: e.UUID, Game: e.Game, Status: e.Status, PlayedAt: e.PlayedAt, Input: e.Input, Result: e.Result}, true, nil
	})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	if v := numbersVersions(t, older); v != "1" {
		t.Fatalf("the older file's numbers are of versions %s, want 1", v)
	}
	if v := numbersVersions(t, today); v != "2" {
		t.Fatalf("today's numbers are of versions %s, want 2", v)
	}
	if _, got, _ := runZooscore(t, "", "export", "--db", older); got != want {
		t.Errorf("older numbers exported as\n%s\nwant\n%s", got, want)
	}
}

// numbersVersions lists the versions of the numbers of a file's games.
func numbersVersions(t *testing.T, path string) string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var v string
	if err := db.QueryRow(`SELECT group_concat(DISTINCT unicode(CAST(numbers AS TEXT))) FROM games`).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestLeanImportIsFullImport: importing an export of today (lean lines)
// and one whose lines held the whole result give the same file: games,
// players, results and the numbers' rules and shapes.
func TestLeanImportIsFullImport(t *testing.T) {
	dump := func(file string) string {
		db := filepath.Join(t.TempDir(), "z.db")
		if code, out, errOut := runZooscore(t, "", "import", file, "--db", db); code != 0 {
			t.Fatalf("import %s: exit %d %s %s", file, code, out, errOut)
		}
		raw, err := sql.Open("sqlite", "file:"+db)
		if err != nil {
			t.Fatal(err)
		}
		defer raw.Close()
		var b strings.Builder
		for _, q := range []string{
			`SELECT id, hex(uuid), game, status, played_at, ranks, hex(numbers), hex(input), words IS NULL FROM games ORDER BY id`,
			`SELECT id, name, name_key FROM players ORDER BY id`,
			`SELECT game_id, player_id, position, total, rank, game, status, played_at FROM results ORDER BY game_id, position`,
			`SELECT id, rule FROM rule_ids ORDER BY id`,
		} {
			rows, err := raw.Query(q)
			if err != nil {
				t.Fatal(err)
			}
			cols, _ := rows.Columns()
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			for rows.Next() {
				if err := rows.Scan(ptrs...); err != nil {
					t.Fatal(err)
				}
				fmt.Fprintln(&b, vals...)
			}
			rows.Close()
		}
		return b.String()
	}
	full := dump("testdata/export-full.jsonl")
	if lean := dump("testdata/export.jsonl"); lean != full {
		t.Errorf("the lean export imported as\n%s\nthe full one as\n%s", lean, full)
	}
	if !strings.Contains(full, shapeMark) {
		t.Errorf("no message shape stored:\n%s", full)
	}
}

// shapeMark begins the text of a message's shape in the rule_ids table.
const shapeMark = "msg m"
