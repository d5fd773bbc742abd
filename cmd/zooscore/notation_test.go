package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/store"
)

// A Dice Game in notation and the same game as a JSON play script.
const (
	diceNotation = `players: Ann, Bob
# round 1
Ann: lion lion coin
bob: 2 cr
# round 2
B: ostrich x2, coin
ann co cr
`
	diceJSON = `{"players":["Ann","Bob"],"rounds":[
  [{"player":"Ann","took":["lion","lion","coin"]},{"player":"Bob","took":["crocodile","crocodile"]}],
  [{"player":"Bob","took":["ostrich","ostrich","coin"]},{"player":"Ann","took":["coin","crocodile"]}]]}`
)

// errorLines reads the errors of a --json output with their lines.
func errorLines(t *testing.T, out string) []struct {
	Rule, Message string
	Line          int
} {
	t.Helper()
	var r struct {
		Errors []struct {
			Rule, Message string
			Line          int
		}
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return r.Errors
}

func writeFile(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// withoutID drops what differs between two stored copies of one game.
func withoutID(t *testing.T, out string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	delete(m, "id")
	b, _ := json.Marshal(m)
	return string(b)
}

func TestPlayReadsNotationAsJSON(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	code, fromText, errOut := runZooscore(t, on{}, "play", "dice", "--input", writeFile(t, diceNotation), "--json", "--db", db)
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, fromText, errOut)
	}
	code, fromJSON, _ := runZooscore(t, on{stdin: diceJSON}, "play", "dice", "--input", "-", "--json", "--db", db)
	if code != exitOK || withoutID(t, fromText) != withoutID(t, fromJSON) {
		t.Errorf("notation gives\n%s\nJSON gives\n%s", fromText, fromJSON)
	}
	// The game is stored as any tracked game: undo takes back its last take.
	if code, out, errOut := runZooscore(t, on{}, "undo", "1", "--db", db); code != exitOK || !strings.Contains(out, "Ann took coin, crocodile") {
		t.Errorf("undo: exit %d %s %s", code, out, errOut)
	}
	// Standard input works for notation as for JSON; leading blanks before
	// the '{' of JSON still make it JSON.
	if code, _, errOut := runZooscore(t, on{stdin: diceNotation}, "play", "dice", "--input", "-", "--db", db); code != exitOK {
		t.Errorf("notation on standard input: exit %d %s", code, errOut)
	}
	if code, _, errOut := runZooscore(t, on{stdin: "\n  \t" + diceJSON}, "play", "dice", "--input", "-", "--db", db); code != exitOK {
		t.Errorf("JSON after blanks: exit %d %s", code, errOut)
	}
}

func TestPlayNotationUnreadableLines(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	src := "players: Ann, Bob\nAnn: lion c\nBob: coin\nAnn: llama\n"
	code, out, _ := runZooscore(t, on{stdin: src}, "play", "dice", "--input", "-", "--json", "--db", db)
	if code != exitInput {
		t.Fatalf("exit %d, want %d: %s", code, exitInput, out)
	}
	errs := errorLines(t, out)
	if len(errs) != 2 || errs[0].Line != 2 || errs[1].Line != 4 {
		t.Fatalf("want lines 2 and 4: %s", out)
	}
	for _, e := range errs {
		if e.Rule != "input.notation" || !strings.HasPrefix(e.Message, fmt.Sprintf("line %d, column ", e.Line)) {
			t.Errorf("error %+v", e)
		}
	}
	code, _, errOut := runZooscore(t, on{stdin: src}, "play", "dice", "--input", "-", "--db", db)
	if code != exitInput || !strings.Contains(errOut, "2 lines cannot be read; nothing was stored") ||
		!strings.Contains(errOut, `line 2, column 11: "c" fits crocodile or coin`) || !strings.Contains(errOut, "line 4, column 6:") {
		t.Errorf("exit %d:\n%s", code, errOut)
	}
	if _, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db); strings.Contains(out, `"id"`) {
		t.Errorf("something was stored: %s", out)
	}
}

func TestPlayNotationBrokenRulesNameTheirLine(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	src := "players: Ann, Bob\n\nAnn: lion\nBob: coin\n\n# round 2\nBob: lion lion lion coin\nAnn: lion\n"
	code, out, _ := runZooscore(t, on{stdin: src}, "play", "dice", "--input", "-", "--json", "--db", db)
	if code != exitRules {
		t.Fatalf("exit %d, want %d: %s", code, exitRules, out)
	}
	errs := errorLines(t, out)
	if len(errs) != 1 || errs[0].Line != 7 || errs[0].Rule != "dice.take-size" || !strings.HasPrefix(errs[0].Message, "line 7: ") {
		t.Errorf("errors %s", out)
	}
	code, _, errOut := runZooscore(t, on{stdin: src}, "play", "dice", "--input", "-", "--db", db)
	if code != exitRules || !strings.Contains(errOut, "line 7, Bob, round 2: the take has 4 dice") || !strings.Contains(errOut, "[dice.take-size]") {
		t.Errorf("exit %d:\n%s", code, errOut)
	}
}

func TestPlayNotationOfEveryGame(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	for game, src := range map[string]string{
		"junior": "players: Ann, Bob\nAnn: llama female 1, pond barn\nBob [3]: llama 2\nBob: wolf 3\nAnn: impala 2\n",
		"zoosim": "players: Alan, Klaus\nflagpole: Klaus, Alan\nsea 2, birds 1, 1 bush | 2 3 | sea 2, birds 1\n",
	} {
		code, out, errOut := runZooscore(t, on{stdin: src}, "play", game, "--input", "-", "--json", "--db", db)
		if code != exitOK {
			t.Errorf("%s: exit %d %s %s", game, code, out, errOut)
		}
	}
	// --bonus-hex lies over the notation's bonus line, as over JSON.
	code, out, _ := runZooscore(t, on{stdin: "players: Ann, Bob\nbonus: lion=1\nAnn: crocodile\nBob: coin\n"}, "play", "dice", "--input", "-", "--bonus-hex", "crocodile=2", "--json", "--db", db)
	if code != exitOK || !strings.Contains(out, `"crocodile": 2`) || !strings.Contains(out, `"lion": 1`) {
		t.Errorf("exit %d: %s", code, out)
	}
}

func TestShowNotation(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	if code, _, errOut := runZooscore(t, on{stdin: diceJSON}, "play", "dice", "--input", "-", "--db", db); code != exitOK {
		t.Fatal(errOut)
	}
	code, text, errOut := runZooscore(t, on{}, "show", "1", "--notation", "--db", db)
	if code != exitOK || !strings.HasPrefix(text, "players: Ann, Bob\n") || !strings.Contains(text, "Bob: ostrich ostrich coin\n") {
		t.Fatalf("exit %d: %s %s", code, text, errOut)
	}
	// Played again from its notation, it is the same game.
	code, again, _ := runZooscore(t, on{stdin: text}, "play", "dice", "--input", "-", "--json", "--db", db)
	_, first, _ := runZooscore(t, on{}, "show", "1", "--json", "--db", db)
	if code != exitOK || withoutID(t, again) != withoutID(t, first) {
		t.Errorf("played again from\n%s\ngives\n%s\nnot\n%s", text, again, first)
	}
	code, out, _ := runZooscore(t, on{}, "show", "1", "--notation", "--json", "--db", db)
	var shown struct{ Notation string }
	if json.Unmarshal([]byte(out), &shown); code != exitOK || shown.Notation != text {
		t.Errorf("--notation --json: exit %d %s", code, out)
	}
	// A game scored from its sheets has no notation.
	sheets := `{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob","coins":1}]}`
	if code, _, errOut := runZooscore(t, on{stdin: sheets}, "score", "dice", "--input", "-", "--db", db); code != exitOK {
		t.Fatal(errOut)
	}
	code, _, errOut = runZooscore(t, on{}, "show", "3", "--notation", "--db", db)
	if code != exitInput || !strings.Contains(errOut, "scored from its sheets") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

func TestExportNotation(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	runZooscore(t, on{stdin: diceJSON}, "play", "dice", "--input", "-", "--db", db)
	runZooscore(t, on{stdin: `{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob","coins":1}]}`}, "score", "dice", "--input", "-", "--db", db)
	runZooscore(t, on{stdin: "players: Alan, Klaus\nflagpole: Klaus, Alan\nsea 2, birds 1, 1 bush | 2 3 | sea 2, birds 1\n"}, "play", "zoosim", "--input", "-", "--db", db)
	code, out, errOut := runZooscore(t, on{}, "export", "--format", "notation", "--db", db)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	games := strings.Split(out, "\n\n")
	if len(games) != 3 {
		t.Fatalf("%d games:\n%s", len(games), out)
	}
	for i, want := range []string{"# game 1: dice, in-progress, played ", "# game 2: dice, finished, played ", "# game 3: zoosim, in-progress, played "} {
		if !strings.HasPrefix(games[i], want) || !strings.Contains(strings.SplitN(games[i], "\n", 2)[0], ", uuid ") {
			t.Errorf("game %d starts %q", i+1, strings.SplitN(games[i], "\n", 2)[0])
		}
	}
	if !strings.Contains(games[1], "scored from the players' sheets") || strings.Contains(games[1], "players:") {
		t.Errorf("the sheets game:\n%s", games[1])
	}
	// Each tracked game, cut from the export, plays again.
	for i, game := range map[int]string{0: "dice", 2: "zoosim"} {
		if code, _, errOut := runZooscore(t, on{stdin: games[i]}, "play", game, "--input", "-", "--db", db); code != exitOK {
			t.Errorf("game %d: exit %d %s", i+1, code, errOut)
		}
	}
	if code, _, errOut := runZooscore(t, on{}, "export", "--format", "pdf", "--db", db); code != exitInput || !strings.Contains(errOut, "notation") {
		t.Errorf("unknown format: exit %d %s", code, errOut)
	}
}

// Every tracked game the commands of this test suite store is written in
// notation and read back after the command (see runZooscore): the same script,
// the same result.
var suiteNotation struct {
	sync.Mutex
	games    int
	failures []string
	checked  sync.Map // database path -> its fileStamp when last checked
}

// fileStamp says when a database file and its -wal last changed, and how
// large they are; ok is false when there is no file.
func fileStamp(db string) (stamp string, ok bool) {
	if store.IsURL(db) { // no file to look at: always checked
		return strconv.FormatInt(time.Now().UnixNano(), 10), true
	}
	for _, name := range []string{db, db + "-wal"} {
		fi, err := os.Stat(name)
		if err != nil {
			if name == db {
				return "", false
			}
			continue
		}
		stamp += fmt.Sprintf("%d %d;", fi.ModTime().UnixNano(), fi.Size())
	}
	return stamp, true
}

// checkStoredNotation round-trips every tracked game of the database a
// command ran on.
func checkStoredNotation(args []string) {
	db := ""
	for i, a := range args {
		if a == "--db" && i+1 < len(args) {
			db = args[i+1]
		}
	}
	if db == "" {
		return
	}
	stamp, ok := fileStamp(db)
	if !ok {
		return
	}
	// A file as it was when last checked (a command that only read it)
	// holds the same games: checking them again was a third of this
	// package's time under the race detector.
	if last, seen := suiteNotation.checked.Load(db); seen && last == stamp {
		return
	}
	defer suiteNotation.checked.Store(db, stamp)
	st, err := store.OpenReader(db)
	if err != nil {
		return // a damaged or foreign file of a test about them
	}
	defer st.Close()
	st.Export(context.Background(), func(g store.Game) error {
		if !game.IsScript(g.Game, g.Input) {
			return nil
		}
		problem := notationRoundTrip(g)
		suiteNotation.Lock()
		defer suiteNotation.Unlock()
		suiteNotation.games++
		if problem != "" {
			suiteNotation.failures = append(suiteNotation.failures, fmt.Sprintf("%s game (%s): %s", g.Game, db, problem))
		}
		return nil
	})
}

// notationRoundTrip writes a stored game in notation, reads it back and
// compares its script and result with the stored game's.
func notationRoundTrip(g store.Game) string {
	stored, err := replay(g.Game, g.Input)
	if err != nil {
		return "" // a stored script that the rules refuse now is another test's subject
	}
	text, err := writeNotation(g.Game, g.Input)
	if err != nil {
		return err.Error()
	}
	back, script, err := readNotation(notation.Reader{}, games[g.Game], []byte(text), gameFlags{})
	if err != nil {
		return fmt.Sprintf("%v\n%s", err, text)
	}
	if string(stored.Script()) != string(back.Script()) {
		return fmt.Sprintf("the script reads back as\n%s\nnot\n%s", back.Script(), stored.Script())
	}
	r1, _ := stored.Result()
	r2, _ := back.Result()
	if string(mustJSON(r1)) != string(mustJSON(r2)) {
		return fmt.Sprintf("the result differs: %s", script)
	}
	return ""
}

func TestTrackedGamesOfTheSuiteRoundTrip(t *testing.T) {
	// A tracked game of this test, so that the check is seen to run even
	// when this test runs alone; TestMain reports the whole suite's.
	db := pgtest.NewDB(t, "z.db")
	suiteNotation.Lock()
	before := suiteNotation.games
	suiteNotation.Unlock()
	runZooscore(t, on{stdin: diceJSON}, "play", "dice", "--input", "-", "--db", db)
	suiteNotation.Lock()
	defer suiteNotation.Unlock()
	if suiteNotation.games != before+1 {
		t.Errorf("%d tracked games checked, want %d", suiteNotation.games, before+1)
	}
}

// suiteNotationHolds reports, after every test, whether every tracked game
// the suite stored came back the same from its notation.
func suiteNotationHolds() bool {
	suiteNotation.Lock()
	defer suiteNotation.Unlock()
	for _, f := range suiteNotation.failures {
		fmt.Fprintln(os.Stderr, "tracked game not the same from its notation: "+f)
	}
	if testing.Verbose() {
		fmt.Fprintf(os.Stderr, "%d stored tracked games written in notation and read back\n", suiteNotation.games)
	}
	return len(suiteNotation.failures) == 0
}

func TestScoreGivenNotationSaysToPlayIt(t *testing.T) {
	for _, src := range []string{diceNotation, "# game 1: dice\n\n" + diceNotation} {
		code, _, errOut := runZooscore(t, on{stdin: src}, "score", "dice", "--input", "-")
		if code != exitInput || !strings.Contains(errOut, "written in notation") || !strings.Contains(errOut, "zooscore play dice --input") {
			t.Errorf("exit %d: %s", code, errOut)
		}
	}
	// Other text keeps the plain message.
	if _, _, errOut := runZooscore(t, on{stdin: "lion lion"}, "score", "dice", "--input", "-"); strings.Contains(errOut, "notation") {
		t.Errorf("plain text: %s", errOut)
	}
}
