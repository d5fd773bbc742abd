package main

import (
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
