package main

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// TestUndoWithoutIDTakesBackInTheNewest: with two games in progress, undo
// without an id takes back the last entry of the newest one and leaves the
// other as it was.
func TestUndoWithoutIDTakesBackInTheNewest(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	script := readFile(t, "../../scorer/dice/testdata/play/short-game.json")
	for i := 0; i < 2; i++ {
		if code, out, errOut := runZooscore(t, on{stdin: script}, "play", "dice", "--input", "-", "--db", db); code != 0 {
			t.Fatalf("play: exit %d %s %s", code, out, errOut)
		}
	}
	older, newer := snapshot(t, db, 1), snapshot(t, db, 2)
	code, out, errOut := runZooscore(t, on{}, "undo", "--db", db)
	if code != 0 || !strings.Contains(out, "Took back the last entry of game 2:") {
		t.Fatalf("exit %d %q %q; want game 2 named", code, out, errOut)
	}
	if snapshot(t, db, 1) != older {
		t.Error("undo changed the older game 1")
	}
	if snapshot(t, db, 2) == newer || entryCount(t, db, 2) != 3 || entryCount(t, db, 1) != 4 {
		t.Errorf("game 2 has %d entries, game 1 %d; want 3 and 4", entryCount(t, db, 2), entryCount(t, db, 1))
	}
}

// TestPlayAnnouncementsFitAndUndoReads: what the tracker announces after a
// take fits an 80-column terminal (a three-die take is described in over
// 100 characters), and taking an entry back says what it was in words, not
// as the stored JSON.
func TestPlayAnnouncementsFitAndUndoReads(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Player 1 name", "Ann"),
		prompts.A("Player 2 name", "Bob"),
		prompts.A("Player 3 name", ""),
		prompts.A(" · ", ""),
		prompts.A("who took a truck?", "Ann"),
		prompts.A("Ann: how many dice", "3"),
		prompts.A("face of die 1 of 3", "crocodile"),
		prompts.A("face of die 2 of 3", "ostrich"),
		prompts.A("face of die 3 of 3", "ostrich"),
		prompts.A(" · ", "undo"),
		prompts.A(" · ", "pause"),
	}}
	code, out, errOut := runZooscore(t, on{prompter: f}, "play", "dice", "--db", db)
	transcript := strings.Join(f.Transcript, "\n")
	if code != 0 {
		t.Fatalf("exit %d %s %s\n%s", code, out, errOut, transcript)
	}
	if !strings.Contains(transcript, "ostrich space 2 of 2") {
		t.Fatalf("the take was not announced:\n%s", transcript)
	}
	for _, line := range strings.Split(transcript, "\n") {
		if len([]rune(line)) > 80 {
			t.Errorf("line wider than the terminal (%d columns): %q", len([]rune(line)), line)
		}
	}
	if want := "Took back round 1: Ann took crocodile, ostrich, ostrich"; !strings.Contains(transcript, want) {
		t.Errorf("undo says:\n%s\nwant %q", transcript, want)
	}
	if strings.Contains(transcript, `{"round"`) {
		t.Errorf("undo shows the stored JSON:\n%s", transcript)
	}
}

// TestUndoCommandSaysWhatInWords: zooscore undo names the entry it took back
// in words.
func TestUndoCommandSaysWhatInWords(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	script := readFile(t, "../../scorer/dice/testdata/play/short-game.json")
	if code, out, errOut := runZooscore(t, on{stdin: script}, "play", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	code, out, errOut := runZooscore(t, on{}, "undo", "1", "--db", db)
	if code != 0 || !strings.Contains(out, "Took back the last entry of game 1: round ") || strings.Contains(out, "{") {
		t.Errorf("exit %d %q %q", code, out, errOut)
	}
}
