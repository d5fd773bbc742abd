package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// enterElsewhere stores the next take of a tracked Dice Game as a phone
// does through zooscore serve: another program on the same file.
func enterElsewhere(t *testing.T, db string, id int64, line string) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	sg, err := st.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := game.Replay(sg.Game, sg.Input)
	if err != nil {
		t.Fatal(err)
	}
	entry, err := tr.ReadLine(game.NotationReader(nil, sg.Game), line)
	if err == nil {
		_, err = tr.Apply(entry)
	}
	if err != nil {
		t.Fatal(err)
	}
	res, err := tr.Result()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddEntry(ctx, id, sg.Mark, entry, store.Game{Game: sg.Game, Status: game.Status(tr), Input: tr.Script(), Result: res}); err != nil {
		t.Fatal(err)
	}
}

// TestTerminalPlaySeesAPhonesEntryAtOnce: while the host types at the play
// prompt, a phone enters Bob's take; the host's screen shows it at once,
// above the line being typed, the prompt moves on to round 2, and what the
// host had typed so far stays and is entered into round 2.
func TestTerminalPlaySeesAPhonesEntryAtOnce(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	script := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(script, []byte("players: Ann, Bob\nAnn: lion lion coin\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "play", "dice", "--input", script, "--db", db).CombinedOutput(); err != nil {
		t.Fatalf("play --input: %v\n%s", err, out)
	}
	term := startTerminal(t, nil, "resume", "1", "--db", db)
	term.expect("round 1 · Bob")
	time.Sleep(50 * time.Millisecond)
	if _, err := term.pty.Write([]byte("Ann: li")); err != nil { // the host starts typing Ann's next take
		t.Fatal(err)
	}
	term.expect("Ann: li")
	enterElsewhere(t, db, 1, "Bob: monkey monkey")
	term.expect("Entered on a phone or in another window: Bob took monkey, monkey and crosses monkey space 1 of 3, monkey space 2 of 3")
	term.expect("round 2 · Bob or Ann")
	term.expect("Ann: li")
	if _, err := term.pty.Write([]byte("on lion\r")); err != nil {
		t.Fatal(err)
	}
	term.expect("Ann took lion, lion")
	term.answer("round 2 · Bob", "pause")
	term.exits(0)
	g := showGame(t, db, "1")
	checkTotals(t, g, "in-progress", map[string]int{"Ann": 4, "Bob": 2})
	out, err := exec.Command(binary, "show", "1", "--notation", "--db", db).CombinedOutput()
	if err != nil {
		t.Fatal(err)
	}
	if want := "Ann: lion lion coin\nBob: monkey monkey\n# round 2\nAnn: lion lion\n"; !strings.Contains(string(out), want) {
		t.Errorf("the game's notation:\n%s\nwant it to hold:\n%s", out, want)
	}
}
