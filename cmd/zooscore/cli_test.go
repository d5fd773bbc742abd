package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/store"
)

// The tests print dates in local time (history, completion, the README's
// session): a fixed zone makes them the same on every machine.
func init() { time.Local = time.UTC }

// TestCommandsWithoutTheirArgument: a command that needs a game lists the
// games; every usage error names the help of its own command, once.
func TestCommandsWithoutTheirArgument(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string
		not  string
	}{
		{"score lists the games", []string{"score"}, []string{
			"zooscore: error: which game? zooscore score GAME takes one of:",
			"  dice    Zooloretto: The Dice Game", "  junior  Zooloretto Junior", "  zoosim  ZooSim", "(see zooscore score --help)"}, "accepts 1 arg"},
		{"check lists the games", []string{"check"}, []string{"zooscore check GAME takes one of:", "  zoosim  ZooSim"}, "accepts 1 arg"},
		{"play lists the games", []string{"play"}, []string{"zooscore play GAME takes one of:", "  junior  Zooloretto Junior"}, "accepts 1 arg"},
		{"an unknown flag of zooscore", []string{"--bogus"}, []string{"unknown flag: --bogus (see zooscore --help)"}, "zooscore zooscore"},
		{"an unknown flag of a command", []string{"history", "--bogus"}, []string{"(see zooscore history --help)"}, "zooscore zooscore"},
		{"a missing id", []string{"show"}, []string{"(see zooscore show --help)"}, "zooscore zooscore"},
		{"a misspelt command", []string{"plya"}, []string{`unknown command "plya" for "zooscore": did you mean play? (see zooscore --help)`}, `\n`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runZooscore(t, on{width: 200, errWidth: 200}, tt.args...)
			if code != exitInput {
				t.Errorf("exit %d, want %d", code, exitInput)
			}
			for _, w := range tt.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("%q is missing from:\n%s", w, errOut)
				}
			}
			if strings.Contains(errOut, tt.not) || out != "" {
				t.Errorf("stdout %q, stderr:\n%s", out, errOut)
			}
		})
	}
	_, _, errOut := runZooscore(t, on{errWidth: 80}, "score")
	golden(t, "score-without-game", errOut)
	code, out, _ := runZooscore(t, on{errWidth: 80}, "check", "--json")
	var e struct {
		Errors []struct{ Rule, Message string }
	}
	if json.Unmarshal([]byte(out), &e) != nil || code != exitInput || len(e.Errors) != 1 ||
		!strings.Contains(e.Errors[0].Message, "dice (Zooloretto: The Dice Game), junior (Zooloretto Junior) or zoosim (ZooSim)") {
		t.Errorf("check --json without a game: exit %d %s", code, out)
	}
}

// TestResumeWithoutIDCarriesOnTheNewest: resume, like undo, takes the
// newest unfinished tracked game when no id is given.
func TestResumeWithoutIDCarriesOnTheNewest(t *testing.T) {
	db := emptyDB(t)
	code, _, errOut := runZooscore(t, on{prompter: &prompts.Fake{}, width: asFile}, "resume", "--db", db)
	if code != exitInput || !strings.Contains(errOut, "no game in progress") {
		t.Errorf("resume with nothing to resume: exit %d %q", code, errOut)
	}
	short := readFile(t, "../../scorer/dice/testdata/play/short-game.json")
	for range 2 {
		if code, out, errOut := runZooscore(t, on{stdin: short}, "play", "dice", "--input", "-", "--db", db); code != 0 {
			t.Fatalf("play: exit %d %s %s", code, out, errOut)
		}
	}
	f := &prompts.Fake{Answers: []prompts.Answer{prompts.A("round 3 · ", "pause")}}
	code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "resume", "--db", db)
	if code != 0 || !strings.Contains(out, "Game 2 is stored up to its last entry") {
		t.Errorf("exit %d %q %q\n%s", code, out, errOut, strings.Join(f.Transcript, "\n"))
	}
	if !strings.Contains(strings.Join(f.Transcript, "\n"), "Game 2, round 3") {
		t.Errorf("resume did not carry on game 2:\n%s", strings.Join(f.Transcript, "\n"))
	}
}

// TestVersion: --version and the version command print the same: the
// version, and the database schema this zooscore writes.
func TestVersion(t *testing.T) {
	_, flag, _ := runZooscore(t, on{}, "--version")
	code, cmd, _ := runZooscore(t, on{}, "version")
	if code != 0 || flag != cmd || !strings.HasPrefix(cmd, "zooscore ") ||
		!strings.Contains(cmd, fmt.Sprintf("database schema %d\n", store.SchemaVersion())) {
		t.Errorf("--version %q, version %q", flag, cmd)
	}
	_, out, _ := runZooscore(t, on{}, "version", "--json")
	var v versionInfo
	if err := json.Unmarshal([]byte(out), &v); err != nil || v.Schema != store.SchemaVersion() || v.Version == "" {
		t.Errorf("version --json = %s (%v)", out, err)
	}
	tests := []struct {
		v    versionInfo
		want string
	}{
		{versionInfo{Version: "(devel)", Schema: 3},
			"zooscore (devel)\ncommit unknown: this zooscore was built without version control information (-buildvcs=false)\ndatabase schema 3"},
		{versionInfo{Version: "v1.2.0", Commit: "1e2315c8", Schema: 3, Go: "go1.26.8"},
			"zooscore v1.2.0\ncommit 1e2315c8\ndatabase schema 3\nbuilt with go1.26.8"},
		{versionInfo{Version: "(devel)", Commit: "1e2315c8", Modified: true, Schema: 4},
			"zooscore (devel)\ncommit 1e2315c8 (with uncommitted changes)\ndatabase schema 4"},
	}
	for _, tt := range tests {
		if got := tt.v.text(i18n.For(i18n.English)); got != tt.want {
			t.Errorf("%+v reads\n%s\nwant\n%s", tt.v, got, tt.want)
		}
	}
}

// TestVersionCommitFromLdflags: a build without Go's version control
// stamping (-buildvcs=false) learns its commit from -ldflags
// "-X main.commit=..."; without either it says the commit is unknown.
func TestVersionCommitFromLdflags(t *testing.T) {
	saved := commit
	t.Cleanup(func() { commit = saved })
	commit = "1e2315c8"
	v := buildVersion()
	if got := v.text(i18n.For(i18n.English)); v.Commit != "1e2315c8" || !strings.Contains(got, "\ncommit 1e2315c8\n") {
		t.Errorf("with -X main.commit=1e2315c8: %+v reads\n%s", v, got)
	}
	commit = ""
	if v := buildVersion(); v.Commit == "" && !strings.Contains(v.text(i18n.For(i18n.English)), "commit unknown") {
		t.Errorf("without a commit: %+v reads\n%s", v, v.text(i18n.For(i18n.English)))
	}
}

// TestCompletion: the shell completion offers games, stored game ids with
// what they were, player names and flag values, read from the database
// without ever creating it.
func TestCompletion(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	if code, out, errOut := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("score: exit %d %s %s", code, out, errOut)
	}
	if code, out, errOut := runZooscore(t, on{stdin: readFile(t, "../../scorer/dice/testdata/play/short-game.json")}, "play", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	missing := filepath.Join(t.TempDir(), "none", "z.db")
	tests := []struct {
		name string
		args []string
		want []string // the candidates, in order
	}{
		{"games", []string{"score", ""}, []string{"dice\tZooloretto: The Dice Game", "junior\tZooloretto Junior", "zoosim\tZooSim"}},
		{"a game after the game", []string{"play", "dice", ""}, nil},
		{"game ids", []string{"show", "--db", db, ""}, []string{"2\tDice Game, 2026-11-21, Ann, Bob, in progress", "1\tDice Game, 2026-11-21, Bob, Ann"}},
		{"game ids by prefix", []string{"explain", "--db", db, "1"}, []string{"1\tDice Game, 2026-11-21, Bob, Ann"}},
		{"unfinished games", []string{"resume", "--db", db, ""}, []string{"2\tDice Game, 2026-11-21, Ann, Bob, in progress"}},
		{"players", []string{"versus", "--db", db, ""}, []string{"Ann", "Bob"}},
		{"the second player", []string{"versus", "--db", db, "ann", ""}, []string{"Bob"}},
		{"a player's page", []string{"player", "--db", db, "a"}, []string{"Ann"}},
		{"one player only", []string{"player", "--db", db, "Ann", ""}, nil},
		{"--player", []string{"history", "--db", db, "--player", "b"}, []string{"Bob"}},
		{"--game", []string{"leaderboard", "--game", "j"}, []string{"dice\tZooloretto: The Dice Game", "junior\tZooloretto Junior", "zoosim\tZooSim"}},
		{"--format", []string{"export", "--format", ""}, []string{"jsonl\tone JSON object a line; zooscore import reads it back", "csv\tone row per player and game, for spreadsheets", "notation\ttracked games as text, one line per take or auction", "bgstats\ta BG Stats play file of the finished games, which the app imports"}},
		{"no database", []string{"show", "--db", missing, ""}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runZooscore(t, on{width: asFile}, append([]string{"__complete"}, tt.args...)...)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			got, directive := lines[:len(lines)-1], lines[len(lines)-1]
			if code != 0 || strings.Join(got, "|") != strings.Join(tt.want, "|") || directive != ":4" {
				t.Errorf("exit %d, completions %q %s, want %q :4\n%s", code, got, directive, tt.want, errOut)
			}
		})
	}
	if _, err := os.Stat(filepath.Dir(missing)); !os.IsNotExist(err) {
		t.Error("completing created the database's folder")
	}
	// Every format completed is one export writes.
	for _, f := range exportFormats(i18n.For(i18n.English)) {
		name, _, _ := strings.Cut(f, "\t")
		if code, _, errOut := runZooscore(t, on{}, "export", "--format", name, "--db", db); code != 0 {
			t.Errorf("export --format %s: exit %d %s", name, code, errOut)
		}
	}
}

// TestImportRefusesCSV: a CSV export is for spreadsheets; importing one
// says so (exit 2) and stores nothing, whether it is named .csv or read
// from standard input.
func TestImportRefusesCSV(t *testing.T) {
	dir := t.TempDir()
	db, other := filepath.Join(dir, "z.db"), filepath.Join(dir, "other.db")
	runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--db", db)
	csvFile := filepath.Join(dir, "out.csv")
	if code, _, errOut := runZooscore(t, on{}, "export", "--format", "csv", "--output", csvFile, "--db", db); code != 0 {
		t.Fatalf("export: %s", errOut)
	}
	for _, args := range [][]string{{"import", csvFile}, {"import", "-"}} {
		code, _, errOut := runZooscore(t, on{stdin: readFile(t, csvFile)}, append(args, "--db", other)...)
		if code != exitInput || !strings.Contains(errOut, "is CSV, which zooscore export writes for spreadsheets: only the JSON lines") {
			t.Errorf("%v: exit %d %q", args, code, errOut)
		}
	}
	if _, err := os.Stat(other); !os.IsNotExist(err) {
		t.Error("a refused import created the database")
	}
}

// BenchmarkCompletion measures what a Tab costs on a large history: the
// newest game ids with their descriptions, and player names by prefix
// (go test ./cmd/zooscore -run '^$' -bench Completion).
func BenchmarkCompletion(b *testing.B) {
	db := pgtest.NewDB(b, "z.db")
	var one string
	{
		t := &testing.T{}
		runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--db", db)
		_, one, _ = runZooscore(t, on{}, "export", "--db", db)
	}
	var lines strings.Builder
	for i := range 20000 {
		l := strings.Replace(one, `"uuid":"`, fmt.Sprintf(`"uuid":"%08d-`, i), 1)
		l = strings.ReplaceAll(l, `"Bob"`, fmt.Sprintf(`"Bob%d"`, i%2000))
		lines.WriteString(l)
	}
	other := pgtest.NewDB(b, "big.db")
	if code, _, errOut := runZooscore(b, on{stdin: lines.String(), width: asFile}, "import", "-", "--db", other); code != 0 {
		b.Fatalf("import: %s", errOut)
	}
	for _, bench := range []struct {
		name string
		args []string
	}{
		{"ids", []string{"__complete", "show", "--db", other, ""}},
		{"names", []string{"__complete", "versus", "--db", other, "bob1"}},
	} {
		b.Run(bench.name, func(b *testing.B) {
			for b.Loop() {
				// The bare command: runZooscore also checks the stored games.
				var out bytes.Buffer
				f := &factory{io: IO{In: strings.NewReader(""), Out: &out, ErrOut: io.Discard}, now: runAt}
				if code := f.run(bench.args); code != 0 || !strings.Contains(out.String(), "\t") && bench.name == "ids" {
					b.Fatalf("exit %d %q", code, out.String())
				}
			}
		})
	}
}

// The commands take each game's player counts (2 to 4 for the Dice Game and
// ZooSim, 2 to 5 for Junior), from sheets (check) and from play scripts in
// JSON and in notation (play): any other count breaks the rule
// GAME.player-count (exit 1).
func TestPlayerCountsAtTheCommands(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"}
	for _, c := range []struct {
		game     string
		min, max int
	}{{"dice", 2, 4}, {"junior", 2, 5}, {"zoosim", 2, 4}} {
		for n := 1; n <= 6; n++ {
			var zoos, seats []string
			for _, name := range names[:n] {
				zoos = append(zoos, `{"name":"`+name+`"}`)
				seats = append(seats, `"`+name+`"`)
			}
			script := `{"players":[` + strings.Join(seats, ",") + `],"rounds":[]}`
			text := "players: " + strings.Join(names[:n], ", ") + "\n"
			if c.game == "zoosim" {
				script = `{"players":[` + strings.Join(seats, ",") + `],"flagpole":[` + strings.Join(seats, ",") + `],"auctions":[]}`
				text += "flagpole: " + strings.Join(names[:n], ", ") + "\n"
			}
			want := exitOK
			if n < c.min || n > c.max {
				want = exitRules
			}
			for _, run := range []struct{ door, stdin, verb string }{
				{"sheets", `{"players":[` + strings.Join(zoos, ",") + `]}`, "check"},
				{"a JSON play script", script, "play"},
				{"a play script in notation", text, "play"},
			} {
				code, out, errOut := runZooscore(t, on{stdin: run.stdin}, run.verb, c.game, "--input", "-", "--json", "--db", pgtest.NewDB(t, "z.db"))
				if code != want || want == exitRules && !strings.Contains(out, c.game+".player-count") {
					t.Errorf("%s %s, %s of %d players: exit %d, want %d\n%s%s", run.verb, c.game, run.door, n, code, want, out, errOut)
				}
			}
		}
	}
}
