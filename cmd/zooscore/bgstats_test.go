package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// bgstatsExport is a BG Stats export as the app writes it: plays of the
// three games by several players at two locations, and plays of four other
// games (see exchange's tests).
const bgstatsExport = "../../exchange/testdata/bgstats-export.json"

// flat is a command's output with every run of spaces and line breaks one
// space, so that a sentence is found however the terminal wrapped it.
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// history is the games history --json lists, with how each was made.
func historyMade(t *testing.T, db string) map[int64]string {
	t.Helper()
	_, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db)
	var h struct {
		Games []struct {
			ID   int64  `json:"id"`
			Made string `json:"made"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &h); err != nil {
		t.Fatalf("history: %v\n%s", err, out)
	}
	made := map[int64]string{}
	for _, g := range h.Games {
		made[g.ID] = g.Made
	}
	return made
}

// TestBGStatsImportAsALoggerUsesIt: a BG Stats export imports the plays of
// the three games, says how many and what it skipped (other games by name,
// a play without scores, a play the app leaves out of its statistics);
// each is kept as its totals, counted in the leaderboard, and show and
// explain say it was logged in BG Stats with the totals only and no rule
// checked (show --notation, resume and undo, that it has no entries).
// Importing it again adds nothing.
func TestBGStatsImportAsALoggerUsesIt(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	code, out, errOut := runZooscore(t, on{}, "import", bgstatsExport, "--db", db)
	if code != 0 {
		t.Fatalf("import: exit %d %s", code, errOut)
	}
	for _, want := range []string{"Imported 4 plays from BG Stats", "7 plays of 4 other games (Azul: 3, Carcassonne: 2, Hanabi: 1 and Zooloretto: 1)",
		"1 play without scores", "1 play BG Stats leaves out of its statistics", "BoardGameGeek id of Dice Game (900001) and ZooSim (900003)"} {
		if !strings.Contains(flat(out), want) {
			t.Errorf("import says %q, without %q", out, want)
		}
	}
	made := historyMade(t, db)
	if len(made) != 4 {
		t.Fatalf("history lists %v", made)
	}
	for id, m := range made {
		if m != "totals" {
			t.Errorf("game %d made %q", id, m)
		}
	}
	_, shown, _ := runZooscore(t, on{}, "show", "1", "--db", db)
	_, explained, _ := runZooscore(t, on{}, "explain", "1", "--db", db)
	for name, text := range map[string]string{"show": shown, "explain": explained} {
		if !strings.Contains(flat(text), "logged in BG Stats with the totals only: zooscore has no sheets of this game, so it checked no rule") {
			t.Errorf("%s does not say the game was logged elsewhere:\n%s", name, text)
		}
	}
	for _, c := range [][]string{{"show", "1", "--notation"}, {"resume", "1"}, {"undo", "1"}} {
		code, _, errOut := runZooscore(t, on{}, append(c, "--db", db)...)
		if code != 2 || !strings.Contains(flat(errOut), "game 1 was logged in BG Stats with its totals only") {
			t.Errorf("%v: exit %d %s", c, code, errOut)
		}
	}
	_, board, _ := runZooscore(t, on{}, "leaderboard", "--json", "--db", db)
	var rows struct {
		Players []struct {
			Name  string `json:"name"`
			Games int    `json:"games"`
		} `json:"players"`
	}
	json.Unmarshal([]byte(board), &rows)
	counted := map[string]int{}
	for _, p := range rows.Players {
		counted[p.Name] = p.Games
	}
	if counted["Ann"] != 3 || counted["Bob"] != 3 || counted["Eve"] != 2 {
		t.Errorf("leaderboard counts %v", counted)
	}

	code, out, _ = runZooscore(t, on{}, "import", bgstatsExport, "--db", db, "--json")
	var again struct{ Added, Skipped int }
	if json.Unmarshal([]byte(out), &again); code != 0 || again.Added != 0 || again.Skipped != 4 {
		t.Errorf("a second import: exit %d %s", code, out)
	}
	if n := len(historyMade(t, db)); n != 4 {
		t.Errorf("%d games after a second import", n)
	}
}

// TestBGStatsBrokenFileStoresNothing: a BG Stats file with problems is
// refused with every problem, each naming its play (exit 2), and nothing
// is stored; --map naming no game of the file is one of them.
func TestBGStatsBrokenFileStoresNothing(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	if code, _, errOut := runZooscore(t, on{}, "import", bgstatsExport, "--db", db); code != 0 {
		t.Fatal(errOut)
	}
	broken := filepath.Join(t.TempDir(), "broken.json")
	os.WriteFile(broken, []byte(`{"players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}], "games": [{"id": 1, "name": "ZooSim"}],
	 "plays": [{"uuid": "5e0b6c1a-9999-4a2b-8c3d-000000000001", "playDate": "2025-01-04 20:00:00", "gameRefId": 1, "playerScores": [{"playerRefId": 1, "score": "12"}, {"playerRefId": 2, "score": "20"}]},
	           {"uuid": "5e0b6c1a-9999-4a2b-8c3d-000000000002", "playDate": "yesterday", "gameRefId": 1, "playerScores": [{"playerRefId": 1, "score": "12.5"}, {"playerRefId": 7, "score": "3"}]}]}`), 0o644)
	code, _, errOut := runZooscore(t, on{}, "import", broken, "--map", "Zoo dice=dice", "--db", db)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	for _, want := range []string{"the BG Stats file has 4 problems; nothing was imported:", `plays[1] (ZooSim, yesterday): the date "yesterday" cannot be read`,
		`Ann's score "12.5" is not a whole number`, "(playerRefId 7)", `--map "Zoo dice=dice": no game of the file is called "Zoo dice"; its games are "ZooSim"`} {
		if !strings.Contains(flat(errOut), want) {
			t.Errorf("the error says\n%s\nwithout %q", errOut, want)
		}
	}
	if n := len(historyMade(t, db)); n != 4 {
		t.Errorf("%d games after a refused import, want the 4 before", n)
	}
	code, out, _ := runZooscore(t, on{}, "import", broken, "--db", db, "--json")
	var errs struct {
		Errors []struct{ Rule, Message string }
	}
	if json.Unmarshal([]byte(out), &errs); code != 2 || len(errs.Errors) != 3 || errs.Errors[0].Rule != "input.unreadable" {
		t.Errorf("--json: exit %d %s", code, out)
	}
}

// TestBGStatsExportGoesBackAndForth: export --format bgstats writes the
// finished games chosen (--game, --since) with the BoardGameGeek ids known
// or given; imported into another database it gives the same games as
// totals, imported into its own it adds nothing. --bgg-id belongs to
// --format bgstats, --map and --bgg-id to a BG Stats file.
func TestBGStatsExportGoesBackAndForth(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "z.db")
	for _, file := range []string{"testdata/club-mix.jsonl", bgstatsExport} {
		if code, _, errOut := runZooscore(t, on{}, "import", file, "--db", db); code != 0 {
			t.Fatal(errOut)
		}
	}
	file := filepath.Join(dir, "zoo.bgsplay")
	code, _, errOut := runZooscore(t, on{}, "export", "--format", "bgstats", "--bgg-id", "junior=900002", "--output", file, "--db", db)
	if code != 0 || !strings.Contains(flat(errOut), "unfinished games were left out: BG Stats logs finished plays") {
		t.Fatalf("export: exit %d %s", code, errOut)
	}
	data, _ := os.ReadFile(file)
	var written struct {
		Games []struct {
			Name  string `json:"name"`
			BGGID int    `json:"bggId"`
		} `json:"games"`
		Plays []json.RawMessage `json:"plays"`
	}
	if err := json.Unmarshal(data, &written); err != nil {
		t.Fatal(err)
	}
	ids := map[string]int{}
	for _, g := range written.Games {
		ids[g.Name] = g.BGGID
	}
	if ids["Zooloretto Würfelspiel"] != 900001 || ids["Zooloretto Junior"] != 900002 || ids["Zoo Sim"] != 900003 {
		t.Errorf("games written %v", ids)
	}

	_, out, _ := runZooscore(t, on{}, "import", file, "--db", db, "--json")
	var stats struct{ Added, Skipped int }
	if json.Unmarshal([]byte(out), &stats); stats.Added != 0 || stats.Skipped != len(written.Plays) {
		t.Errorf("imported into its own database: %s, want all %d skipped", out, len(written.Plays))
	}
	other := filepath.Join(dir, "other.db")
	if code, _, errOut := runZooscore(t, on{}, "import", file, "--db", other); code != 0 {
		t.Fatal(errOut)
	}
	if n := len(historyMade(t, other)); n != len(written.Plays) {
		t.Errorf("another database holds %d games, want %d", n, len(written.Plays))
	}

	_, out, _ = runZooscore(t, on{}, "export", "--format", "bgstats", "--game", "dice", "--since", "2025-03-01", "--db", db)
	if err := json.Unmarshal([]byte(out), &written); err != nil || len(written.Plays) != 2 || len(written.Games) != 1 {
		t.Errorf("--game dice --since 2025-03-01: %d plays of %v (%v)", len(written.Plays), written.Games, err)
	}
	for _, c := range [][]string{
		{"export", "--bgg-id", "dice=5"},
		{"export", "--format", "bgstats", "--bgg-id", "dice"},
		{"export", "--format", "bgstats", "--since", "March"},
		{"import", "testdata/export.jsonl", "--map", "Zoo=dice"},
		{"import", bgstatsExport, "--map", "Zoo=chess"},
	} {
		if code, _, errOut := runZooscore(t, on{}, append(c, "--db", db)...); code != 2 || !strings.Contains(errOut, "zooscore: error:") {
			t.Errorf("%v: exit %d %s, want 2", c, code, errOut)
		}
	}
}
