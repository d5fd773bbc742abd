package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// club stores a small history: two dice games and a Junior game.
func club(t *testing.T) string {
	t.Helper()
	db := pgtest.NewDB(t, "club.db")
	for _, in := range []struct{ game, input string }{
		{"dice", readFile(t, "testdata/dice-contract.json")},                                                                               // Bob 13, Ann 11
		{"dice", `{"players":[{"name":"ann","enclosures":{"lion":5},"bonus":["lion"],"coins":2},{"name":"BOB","enclosures":{"lion":5}}]}`}, // Ann 8, Bob 5
		{"junior", readFile(t, "../../scorer/junior/testdata/scoring-example.json")},
	} {
		if code, out, errOut := runZooscore(t, on{stdin: in.input}, "score", in.game, "--input", "-", "--json", "--db", db); code != 0 {
			t.Fatalf("score %s: exit %d %s %s", in.game, code, out, errOut)
		}
	}
	return db
}

func TestLeaderboard(t *testing.T) {
	db := club(t)
	code, out, _ := runZooscore(t, on{}, "leaderboard", "--game", "dice", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var board struct {
		Players []struct {
			Name    string
			Games   int
			Wins    int
			WinRate float64 `json:"win_rate"`
			Average float64
			Best    int
			Rating  float64
		}
	}
	if err := json.Unmarshal([]byte(out), &board); err != nil {
		t.Fatal(err)
	}
	if len(board.Players) != 2 {
		t.Fatalf("players = %+v", board.Players)
	}
	for _, p := range board.Players {
		if p.Games != 2 || p.Wins != 1 || p.WinRate != 0.5 {
			t.Errorf("%s: %+v, want 2 games, 1 win", p.Name, p)
		}
	}
	ann := board.Players[0]
	if ann.Name != "Ann" {
		ann = board.Players[1]
	}
	if ann.Average != 9.5 || ann.Best != 11 {
		t.Errorf("Ann: %+v, want average 9.5, best 11", ann)
	}
	_, human, _ := runZooscore(t, on{}, "leaderboard", "--db", db)
	if !strings.Contains(human, "Bridget") || !strings.Contains(human, "RATING") {
		t.Errorf("leaderboard of every game:\n%s", human)
	}
}

func TestVersus(t *testing.T) {
	db := club(t)
	code, out, _ := runZooscore(t, on{}, "versus", "ANN", "bob", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	var v struct {
		Games  int
		AheadA int `json:"ahead_a"`
		AheadB int `json:"ahead_b"`
	}
	json.Unmarshal([]byte(out), &v)
	if v.Games != 2 || v.AheadA != 1 || v.AheadB != 1 {
		t.Errorf("versus = %s", out)
	}
	if code, _, _ := runZooscore(t, on{}, "versus", "Ann", "Zed", "--db", db); code != exitInput {
		t.Errorf("unknown player: exit %d, want %d", code, exitInput)
	}
}

func TestExplain(t *testing.T) {
	db := club(t)
	code, out, _ := runZooscore(t, on{}, "explain", "1", "--player", "ann", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	golden(t, "explain-dice", out)
	code, out, _ = runZooscore(t, on{}, "explain", "1", "--json", "--db", db)
	if code != 0 || !strings.Contains(out, `"source": "Dice Game rules, Scoring"`) {
		t.Errorf("explain --json lacks rule sources:\n%s", out)
	}
	if code, _, _ := runZooscore(t, on{}, "explain", "1", "--player", "Zed", "--db", db); code != exitInput {
		t.Errorf("unknown player: exit %d", code)
	}
}

func TestEditWithInputAndDelete(t *testing.T) {
	db := club(t)
	corrected := `{"players":[{"name":"Ann","enclosures":{"lion":5},"bonus":["lion"],"coins":6},{"name":"Bob","enclosures":{"lion":5}}]}`
	code, out, errOut := runZooscore(t, on{stdin: corrected}, "edit", "2", "--input", "-", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("edit: exit %d %s %s", code, out, errOut)
	}
	if r := decode(t, out); r.ID != 2 || r.Players[0].Total != 10 {
		t.Errorf("edited = %+v, want Ann 10", r)
	}
	// A correction that breaks a rule leaves the game as it was.
	code, _, _ = runZooscore(t, on{stdin: `{"players":[{"name":"Ann","coins":9},{"name":"Bob"}]}`}, "edit", "2", "--input", "-", "--json", "--db", db)
	if code != exitRules {
		t.Errorf("illegal edit: exit %d", code)
	}
	_, shown, _ := runZooscore(t, on{}, "show", "2", "--json", "--db", db)
	if decode(t, shown).Players[0].Total != 10 {
		t.Errorf("an illegal edit changed the game: %s", shown)
	}
	if code, _, _ := runZooscore(t, on{}, "delete", "2", "--db", db); code != exitInput {
		t.Errorf("delete without terminal or --yes: exit %d, want %d", code, exitInput)
	}
	if code, _, _ := runZooscore(t, on{}, "delete", "2", "--yes", "--db", db); code != 0 {
		t.Fatalf("delete --yes: exit %d", code)
	}
	if code, _, _ := runZooscore(t, on{}, "show", "2", "--db", db); code != exitInput {
		t.Errorf("show after delete: exit %d", code)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	db := club(t)
	runZooscore(t, on{stdin: readFile(t, "../../scorer/zoosim/testdata/play-flagpole-tie.json")}, "play", "zoosim", "--input", "-", "--db", db)
	_, exported, _ := runZooscore(t, on{}, "export", "--db", db)
	if n := strings.Count(exported, "\n"); n != 4 {
		t.Fatalf("export has %d lines, want 4:\n%s", n, exported)
	}
	other := pgtest.NewDB(t, "other.db")
	for i, want := range []string{`"added": 4`, `"skipped": 4`} {
		code, out, errOut := runZooscore(t, on{stdin: exported}, "import", "-", "--json", "--db", other)
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("import %d: exit %d, %s %s", i+1, code, out, errOut)
		}
	}
	_, again, _ := runZooscore(t, on{}, "export", "--db", other)
	if again != exported {
		t.Errorf("the round trip changed the games:\n--- before\n%s\n--- after\n%s", exported, again)
	}
	_, csv, _ := runZooscore(t, on{}, "export", "--format", "csv", "--db", other)
	if !strings.HasPrefix(csv, "id,uuid,game,status,played_at,player,rank,total,location,duration_minutes,start_player,note\n") || strings.Count(csv, "\n") != 1+2+2+2+4 {
		t.Errorf("csv export:\n%s", csv)
	}
}

func TestImportDamagedFileStoresNothing(t *testing.T) {
	db := club(t)
	_, exported, _ := runZooscore(t, on{}, "export", "--db", db)
	lines := strings.SplitAfter(exported, "\n")
	lines[2] = `{"game": "dice", "uuid": "x"` + "\n"
	path := filepath.Join(t.TempDir(), "damaged.jsonl")
	os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644)
	other := pgtest.NewDB(t, "other.db")
	code, _, errOut := runZooscore(t, on{}, "import", path, "--db", other)
	if code != exitInput || !strings.Contains(errOut, "line 3") {
		t.Errorf("exit %d, stderr %q; want exit 2 naming line 3", code, errOut)
	}
	_, hist, _ := runZooscore(t, on{}, "history", "--json", "--db", other)
	if strings.TrimSpace(hist) != `{
  "games": []
}` {
		t.Errorf("a damaged import stored games: %s", hist)
	}
}

func TestEditTrackedGameEntry(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	script := readFile(t, "../../scorer/dice/testdata/play/short-game.json")
	if code, out, errOut := runZooscore(t, on{stdin: script}, "play", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	// Bob's first take was two lions, not two crocodiles.
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Which entry should be corrected?", "2. round 1: Bob took crocodile, crocodile"),
		prompts.A("who took a truck?", "Bob"),
		prompts.A("Bob: how many dice", "2"),
		prompts.A("Bob: face of die 1 of 2?", "lion"),
		prompts.A("Bob: face of die 2 of 2?", "lion"),
		prompts.A("Store the correction?", "yes"),
	}}
	code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "edit", "1", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("edit: exit %d %s %s\n%s", code, out, errOut, strings.Join(f.Transcript, "\n"))
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(f.Transcript, "\n"), "Scores before: Ann 4, Bob 3; with the correction: ") {
		t.Errorf("the correction's effect was not shown:\n%s", strings.Join(f.Transcript, "\n"))
	}
	r := decode(t, out)
	totals := map[string]int{}
	for _, p := range r.Players {
		totals[p.Name] = p.Total
	}
	// Bob: 2 lions, 2 ostriches + ostrich bonus 1 = 5; Ann now fills the
	// crocodiles first: 2 lions + 1 crocodile + bonus 1 + coin group 1 = 5.
	if totals["Bob"] != 5 || totals["Ann"] != 5 || r.Status != "in-progress" {
		t.Errorf("after the correction: %+v", r)
	}
	_, shown, _ := runZooscore(t, on{}, "show", "1", "--json", "--db", db)
	if decode(t, shown).Players[0].Total != 5 {
		t.Errorf("the correction was not stored: %s", shown)
	}
}

func TestMessagesNameWhatToDo(t *testing.T) {
	db := club(t)
	_, _, errOut := runZooscore(t, on{}, "explain", "1", "--player", "Zed", "--db", db)
	if !strings.Contains(errOut, "its players are Bob and Ann") {
		t.Errorf("explain of an absent player: %q", errOut)
	}
	_, _, errOut = runZooscore(t, on{}, "show", "99", "--db", db)
	if !strings.Contains(errOut, "zooscore history lists the stored games") {
		t.Errorf("show of a missing game: %q", errOut)
	}
	_, out, _ := runZooscore(t, on{stdin: readFile(t, "../../scorer/zoosim/testdata/play-flagpole-tie.json")}, "play", "zoosim", "--input", "-", "--db", db)
	if !strings.Contains(out, "Leading so far (shared): Alan, Klaus, Reiner and Wolfgang") {
		t.Errorf("a game in progress has no winner yet:\n%s", out)
	}
}

// TestResultShowsOnlyHowTheRankingWasSettled: the announcements of a tracked
// game were told as they happened; the result does not repeat them.
func TestResultShowsOnlyHowTheRankingWasSettled(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	code, out, _ := runZooscore(t, on{stdin: readFile(t, "../../scorer/dice/testdata/play/full-game.json")}, "play", "dice", "--input", "-", "--db", db)
	if code != 0 || !strings.Contains(out, "Winner: Ann") || strings.Contains(out, "the game is over") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	_, out, _ = runZooscore(t, on{stdin: `{"players":[{"name":"Ann","enclosures":{"lion":3},"coins":0},{"name":"Bob","enclosures":{"monkey":3},"coins":1}]}`}, "check", "dice", "--input", "-")
	if !strings.Contains(out, "Bob and Ann tie on 3 points; the tie is broken by crossed coin spaces") {
		t.Errorf("the tiebreak is not explained under the result:\n%s", out)
	}
}
