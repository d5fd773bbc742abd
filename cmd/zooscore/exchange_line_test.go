package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
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
		db := pgtest.NewDB(t, "z.db")
		if code, out, errOut := runZooscore(t, on{}, "import", file, "--db", db); code != 0 {
			t.Fatalf("import %s: exit %d %s %s", file, code, out, errOut)
		}
		if _, got, _ := runZooscore(t, on{}, "export", "--db", db); got != want {
			t.Errorf("%s exported again:\n%s\nwant\n%s", file, got, want)
		}
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
	db := pgtest.NewDB(t, "z.db")
	for _, file := range []string{"testdata/export-numbers.jsonl", "testdata/club-mix.jsonl"} {
		if code, out, errOut := runZooscore(t, on{}, "import", file, "--db", db); code != 0 {
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
	pgtest.SQLiteOnly(t)
	db := pgtest.NewDB(t, "v3.db")
	if err := storetest.WriteV3(db, upgradeClub(t)); err != nil {
		t.Fatal(err)
	}
	exported, _ := exportIsShown(t, db)
	if !strings.Contains(exported, `"total":99`) || !strings.Contains(exported, `"item":"lion enclosure","points":4`) {
		t.Errorf("the games kept as stored are not exported as stored:\n%s", exported)
	}
}

// exportIsShown checks that every line of the export of db, without its
// uuid and input, is what show --json prints for its game (with its time
// and play log),
// lean (see leanShown). It gives the export and the kinds of games in it.
func exportIsShown(t *testing.T, db string) (string, map[string]bool) {
	t.Helper()
	_, exported, _ := runZooscore(t, on{}, "export", "--db", db)
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
			if key != "played_at" { // show gives the time and the play log too
				delete(got, key)
			}
		}
		id := fmt.Sprint(got["id"])
		code, out, errOut := runZooscore(t, on{}, "show", id, "--json", "--db", db)
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
	keep(res, "game", "id", "status", "players", "winners", "warnings",
		"played_at", "location", "duration_minutes", "start_player", "note")
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

// TestLeanImportIsFullImport: importing an export of today (lean lines)
// and one whose lines held the whole result give the same file: games,
// players, results, and every result kept in the same bytes.
func TestLeanImportIsFullImport(t *testing.T) {
	pgtest.SQLiteOnly(t)
	dump := func(file string) string {
		db := pgtest.NewDB(t, "z.db")
		if code, out, errOut := runZooscore(t, on{}, "import", file, "--db", db); code != 0 {
			t.Fatalf("import %s: exit %d %s %s", file, code, out, errOut)
		}
		raw, err := sql.Open("sqlite", "file:"+db)
		if err != nil {
			t.Fatal(err)
		}
		defer raw.Close()
		var b strings.Builder
		for _, q := range []string{
			`SELECT id, hex(uuid), game, status, played_at, ranks, hex(result), hex(decisions), hex(input), words IS NULL FROM games ORDER BY id`,
			`SELECT id, name, name_key FROM players ORDER BY id`,
			`SELECT game_id, player_id, position, total, rank, game, status, played_at FROM results ORDER BY game_id, position`,
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
}

// TestImportOfALineWithoutUUIDStoresNothing: an import line without a
// uuid, or with an empty one, is refused (exit 2) naming its line, and
// nothing is stored: given a fresh uuid, the same file imported twice
// would store its games twice.
func TestImportOfALineWithoutUUIDStoresNothing(t *testing.T) {
	rest := `"played_at":"2026-11-21T18:03:00Z","game":"dice","input":{"players":[{"name":"Ann"},{"name":"Bob"}]}}`
	for _, line := range []string{`{` + rest, `{"uuid":"",` + rest} {
		file := filepath.Join(t.TempDir(), "games.jsonl")
		os.WriteFile(file, []byte(line+"\n"), 0o644)
		db := emptyDB(t)
		if code, _, errOut := runZooscore(t, on{}, "import", file, "--db", db); code != exitInput || !strings.Contains(errOut, "line 1:") {
			t.Errorf("import of %s: exit %d %q; want exit 2 naming line 1", line, code, errOut)
		}
		if _, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db); strings.Contains(out, `"id"`) {
			t.Errorf("import of %s stored a game: %s", line, out)
		}
	}
}
