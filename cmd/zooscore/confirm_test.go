package main

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/store"
)

// snapshot is everything a destructive command could change about a game:
// what show --json prints, and the entries stored for it.
func snapshot(t *testing.T, db string, id int64) string {
	t.Helper()
	_, shown, _ := runZooscore(t, on{}, "show", strconv.FormatInt(id, 10), "--json", "--db", db)
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	entries, err := st.Entries(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var raw []string
	for _, e := range entries {
		raw = append(raw, string(e))
	}
	return shown + "\nentries:\n" + strings.Join(raw, "\n")
}

// entryCount is how many entries are stored for game id.
func entryCount(t *testing.T, db string, id int64) int {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	entries, err := st.Entries(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// oneGame stores one game from input with the command given (score GAME or
// play GAME) and returns the database.
func oneGame(t *testing.T, verb, game, input string) string {
	t.Helper()
	db := pgtest.NewDB(t, "z.db")
	if code, out, errOut := runZooscore(t, on{stdin: input}, verb, game, "--input", "-", "--db", db); code != 0 {
		t.Fatalf("%s %s: exit %d %s %s", verb, game, code, out, errOut)
	}
	return db
}

// zooSimFiveYears is a finished two-player ZooSim game: Alan alone in
// every category every year, Klaus without a tile.
const zooSimFiveYears = `{"players":[
 {"name":"Alan","years":[{"visitors":5},{"visitors":5},{"visitors":5},{"visitors":5},{"visitors":5}]},
 {"name":"Klaus","years":[{"visitors":0},{"visitors":0},{"visitors":0},{"visitors":0},{"visitors":0}]}]}`

// A destructive change, how it is asked for, and what it must say.
type destructive struct {
	name  string
	setup func(t *testing.T) string // returns the database
	args  []string                  // without --db and --yes
	stdin string
	says  string // what will be lost, in the question and in the error
	ask   string // the question on a terminal
}

func mustRead(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func destructiveChanges() []destructive {
	diceSheets := `{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob","enclosures":{"crocodile":1}}]}`
	return []destructive{
		{
			name: "sheets in place of a tracked game",
			setup: func(t *testing.T) string {
				return oneGame(t, "play", "dice", readFile(t, "../../scorer/dice/testdata/play/full-game.json"))
			},
			args: []string{"edit", "1", "--input", "-"}, stdin: diceSheets,
			says: "game 1 is a tracked game with 8 entries: replacing it with sheets drops its round-by-round record",
			ask:  "Store the correction anyway?",
		},
		{
			name:  "other players in a ZooSim game",
			setup: func(t *testing.T) string { return oneGame(t, "score", "zoosim", zooSimFiveYears) },
			args:  []string{"edit", "1", "--input", "-"}, stdin: `{"players":[{"name":"A"},{"name":"B"}]}`,
			says: "the correction changes who played game 1: it drops Alan (75 points) and Klaus (0 points) with their results, and adds A and B",
			ask:  "Store the correction anyway?",
		},
		{
			name: "a player dropped from a dice game",
			setup: func(t *testing.T) string {
				return oneGame(t, "score", "dice", `{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob"},{"name":"Cy","enclosures":{"monkey":1}}]}`)
			},
			args: []string{"edit", "1", "--input", "-"}, stdin: diceSheets,
			says: "the correction changes who played game 1: it drops Cy (1 point) with that result",
			ask:  "Store the correction anyway?",
		},
		{
			name: "a finished game in progress again",
			setup: func(t *testing.T) string {
				return oneGame(t, "play", "dice", readFile(t, "../../scorer/dice/testdata/play/full-game.json"))
			},
			args: []string{"edit", "1", "--input", "-"}, stdin: mustRead("../../scorer/dice/testdata/play/short-game.json"),
			says: "game 1 is finished: the correction makes it a game in progress, left out of the leaderboard until it ends",
			ask:  "Store the correction anyway?",
		},
		{
			name: "the last entry of a finished game",
			setup: func(t *testing.T) string {
				return oneGame(t, "play", "dice", readFile(t, "../../scorer/dice/testdata/play/full-game.json"))
			},
			args: []string{"undo", "1"},
			says: "game 1 is finished: taking back its last entry (round 4: Bob took crocodile, crocodile, coin) makes it a game in progress again, left out of the leaderboard until it ends",
			ask:  "Take back the last entry anyway?",
		},
	}
}

// TestDestructiveChangesNeedYesWithoutATerminal: without a terminal a
// change that loses something exits 2, says what it would lose and changes
// nothing; with --yes it is made.
func TestDestructiveChangesNeedYesWithoutATerminal(t *testing.T) {
	for _, tt := range destructiveChanges() {
		t.Run(tt.name, func(t *testing.T) {
			db := tt.setup(t)
			before := snapshot(t, db, 1)
			code, out, errOut := runZooscore(t, on{stdin: tt.stdin}, append(tt.args, "--db", db)...)
			if code != exitInput || !strings.Contains(errOut, tt.says) || !strings.Contains(errOut, "nothing was changed: give --yes") {
				t.Errorf("without --yes: exit %d, stdout %q, stderr %q; want exit 2 saying %q", code, out, errOut, tt.says)
			}
			if after := snapshot(t, db, 1); after != before {
				t.Errorf("without --yes the game changed:\n--- before\n%s\n--- after\n%s", before, after)
			}
			code, out, _ = runZooscore(t, on{stdin: tt.stdin}, append(tt.args, "--json", "--db", db)...)
			if r := decode(t, out); code != exitInput || len(r.Errors) != 1 || r.Errors[0].Rule != "input.usage" || !strings.Contains(r.Errors[0].Message, tt.says) {
				t.Errorf("without --yes, --json: exit %d %s", code, out)
			}
			code, out, errOut = runZooscore(t, on{stdin: tt.stdin}, append(tt.args, "--yes", "--db", db)...)
			if code != 0 {
				t.Fatalf("with --yes: exit %d %s %s", code, out, errOut)
			}
			if after := snapshot(t, db, 1); after == before {
				t.Errorf("with --yes nothing changed")
			}
		})
	}
}

// TestDestructiveChangesAskOnATerminal: on a terminal the table reads what
// would be lost and answers; "no" (the default) changes nothing.
func TestDestructiveChangesAskOnATerminal(t *testing.T) {
	for _, tt := range destructiveChanges() {
		for _, answer := range []string{"no", "yes"} {
			t.Run(tt.name+", "+answer, func(t *testing.T) {
				db := tt.setup(t)
				before := snapshot(t, db, 1)
				f := &prompts.Fake{Answers: []prompts.Answer{prompts.A(tt.ask, answer)}}
				code, out, errOut := runZooscore(t, on{stdin: tt.stdin, prompter: f, width: asFile}, append(tt.args, "--db", db)...)
				transcript := strings.Join(f.Transcript, "\n")
				if code != 0 {
					t.Fatalf("exit %d %s %s\n%s", code, out, errOut, transcript)
				}
				if err := f.Done(); err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(transcript, "! "+tt.says) {
					t.Errorf("the question does not say what is lost:\n%s\nwant %q", transcript, tt.says)
				}
				changed := snapshot(t, db, 1) != before
				if changed != (answer == "yes") {
					t.Errorf("answered %s: changed = %v\n%s", answer, changed, out)
				}
				if answer == "no" && !strings.Contains(out, "Game 1 was left as it was.") {
					t.Errorf("answered no: %q", out)
				}
			})
		}
	}
}

// TestDestructiveQuestionCancelled: Ctrl-C at the question changes nothing
// and exits as a cancel.
func TestDestructiveQuestionCancelled(t *testing.T) {
	tt := destructiveChanges()[0]
	db := tt.setup(t)
	before := snapshot(t, db, 1)
	f := &prompts.Fake{Answers: []prompts.Answer{{Ask: tt.ask, Cancel: true}}}
	if code, _, _ := runZooscore(t, on{stdin: tt.stdin, prompter: f, width: asFile}, append(tt.args, "--db", db)...); code != exitCancelled {
		t.Errorf("exit %d, want %d", code, exitCancelled)
	}
	if snapshot(t, db, 1) != before {
		t.Error("a cancelled question changed the game")
	}
}

// TestPlainCorrectionsDoNotAsk: a correction that keeps the players (in any
// letter case), and undo in a game still being played, need no --yes.
func TestPlainCorrectionsDoNotAsk(t *testing.T) {
	db := oneGame(t, "score", "dice", `{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob"}]}`)
	if code, out, errOut := runZooscore(t, on{stdin: `{"players":[{"name":"ann","enclosures":{"lion":3}},{"name":"BOB"}]}`}, "edit", "1", "--input", "-", "--db", db); code != 0 {
		t.Errorf("edit keeping the players: exit %d %s %s", code, out, errOut)
	}
	db = oneGame(t, "play", "dice", readFile(t, "../../scorer/dice/testdata/play/short-game.json"))
	if code, out, errOut := runZooscore(t, on{}, "undo", "1", "--db", db); code != 0 {
		t.Errorf("undo in a game in progress: exit %d %s %s", code, out, errOut)
	}
}

// TestEditKeepsEntriesWithTheInput: the entries stored for a game follow
// its input: sheets drop them, a corrected play script brings its own.
func TestEditKeepsEntriesWithTheInput(t *testing.T) {
	full := readFile(t, "../../scorer/dice/testdata/play/full-game.json")
	db := oneGame(t, "play", "dice", full)
	if n := entryCount(t, db, 1); n != 8 {
		t.Fatalf("%d entries stored, want 8", n)
	}
	if code, _, errOut := runZooscore(t, on{stdin: `{"players":[{"name":"Ann"},{"name":"Bob"}]}`}, "edit", "1", "--input", "-", "--yes", "--db", db); code != 0 {
		t.Fatalf("edit to sheets: exit %d %s", code, errOut)
	}
	if n := entryCount(t, db, 1); n != 0 {
		t.Errorf("sheets in place of the record left %d entries", n)
	}
	if code, _, errOut := runZooscore(t, on{stdin: readFile(t, "../../scorer/dice/testdata/play/short-game.json")}, "edit", "1", "--input", "-", "--yes", "--db", db); code != 0 {
		t.Fatalf("edit back to a script: exit %d %s", code, errOut)
	}
	if n := entryCount(t, db, 1); n != 4 {
		t.Errorf("a play script in place of sheets stored %d entries, want its 4", n)
	}
	if code, out, errOut := runZooscore(t, on{}, "undo", "1", "--json", "--db", db); code != 0 || !strings.Contains(out, `"player": "Bob"`) {
		t.Errorf("undo after the edit: exit %d %s %s", code, out, errOut)
	}
	if n := entryCount(t, db, 1); n != 3 {
		t.Errorf("after undo %d entries, want 3", n)
	}
}

// TestEditTrackedEntrySaysAFinishedGameReopens: correcting an entry so
// that the game no longer ends says so before the question, and "no"
// changes nothing.
func TestEditTrackedEntrySaysAFinishedGameReopens(t *testing.T) {
	db := oneGame(t, "play", "dice", readFile(t, "../../scorer/dice/testdata/play/full-game.json"))
	before := snapshot(t, db, 1)
	// Ann's last take was a single coin: her sheet no longer meets the end.
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Which entry should be corrected?", "7. round 4: Ann took elephant, coin, coin"),
		prompts.A("who took a truck?", "Ann"),
		prompts.A("Ann: how many dice", "1"),
		prompts.A("Ann: face of die 1 of 1?", "coin"),
		prompts.A("Store the correction?", "no"),
	}}
	code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "edit", "1", "--db", db)
	transcript := strings.Join(f.Transcript, "\n")
	if code != 0 || f.Done() != nil {
		t.Fatalf("exit %d %s %s %v\n%s", code, out, errOut, f.Done(), transcript)
	}
	if want := "! game 1 is finished: the correction makes it a game in progress, left out of the leaderboard until it ends\n? Store the correction?"; !strings.Contains(transcript, want) {
		t.Errorf("the question does not say the game reopens:\n%s", transcript)
	}
	if snapshot(t, db, 1) != before {
		t.Error("answered no, but the game changed")
	}
}

// TestUndoOfAFinishedGameLeavesTheLeaderboard: what the question warns of
// is what happens: once its last entry is taken back, the game is in
// progress and no longer counts.
func TestUndoOfAFinishedGameLeavesTheLeaderboard(t *testing.T) {
	db := oneGame(t, "play", "dice", readFile(t, "../../scorer/dice/testdata/play/full-game.json"))
	players := func() int {
		var board struct{ Players []struct{ Name string } }
		_, out, _ := runZooscore(t, on{}, "leaderboard", "--json", "--db", db)
		if err := json.Unmarshal([]byte(out), &board); err != nil {
			t.Fatal(err)
		}
		return len(board.Players)
	}
	if n := players(); n != 2 {
		t.Fatalf("leaderboard of the finished game lists %d players", n)
	}
	if code, out, errOut := runZooscore(t, on{}, "undo", "1", "--yes", "--db", db); code != 0 {
		t.Fatalf("undo --yes: exit %d %s %s", code, out, errOut)
	}
	if n := players(); n != 0 {
		t.Errorf("after undo the leaderboard still lists %d players", n)
	}
}
