package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSharedWinIsShownShared: a finished game whose first place is shared
// names every winner under "Winners (shared)" in show and explain; a
// single winner is "Winner" (Dice Game rules, Scoring: players still tied
// share the place).
func TestSharedWinIsShownShared(t *testing.T) {
	tests := []struct {
		name   string
		sheets string
		want   []string
		absent string
	}{
		{"shared", `{"players":[{"name":"Ann","enclosures":{"lion":3}},{"name":"Bob","enclosures":{"lion":3}},{"name":"Cy","enclosures":{"lion":1}}]}`,
			[]string{"1. Ann: 3 points", "1. Bob: 3 points", "3. Cy: 1 point", "Winners (shared): Ann and Bob"}, "Winner:"},
		{"single", `{"players":[{"name":"Ann","enclosures":{"lion":3}},{"name":"Bob","enclosures":{"lion":2}}]}`,
			[]string{"1. Ann: 3 points", "2. Bob: 2 points", "Winner: Ann\n"}, "shared"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := oneGame(t, "score", "dice", tt.sheets)
			for _, cmd := range []string{"show", "explain"} {
				code, out, _ := runZooscore(t, on{}, cmd, "1", "--db", db)
				if code != 0 {
					t.Fatalf("%s: exit %d", cmd, code)
				}
				for _, w := range tt.want {
					if cmd == "explain" && !strings.HasPrefix(w, "Winner") {
						continue // explain lists players as "Ann: 3 points, rank 1"
					}
					if !strings.Contains(out, w) {
						t.Errorf("%s does not say %q:\n%s", cmd, w, out)
					}
				}
				if strings.Contains(out, tt.absent) || strings.Contains(out, "Leading so far") {
					t.Errorf("%s of a finished game says %q or leading:\n%s", cmd, tt.absent, out)
				}
			}
		})
	}
}

// TestUndoWithoutIDTakesBackInTheNewest: with two games in progress, undo
// without an id takes back the last entry of the newest one and leaves the
// other as it was.
func TestUndoWithoutIDTakesBackInTheNewest(t *testing.T) {
	db := filepath.Join(t.TempDir(), "z.db")
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
