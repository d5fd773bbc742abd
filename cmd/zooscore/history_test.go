package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// inZone runs the rest of a test with local time in a zone 2 hours east of
// UTC, where a local day begins at 22:00 UTC the day before.
func inZone(t *testing.T) {
	saved := time.Local
	time.Local = time.FixedZone("UTC+2", 2*3600)
	t.Cleanup(func() { time.Local = saved })
}

// history --since DAY lists the games played from that day's first instant
// on, in the local time the listing shows (2026-03-01 00:00 at UTC+2 is
// 2026-02-28 22:00 UTC): the game played at that instant and the one at
// 01:30 local time are in it, the one a second before is not.
func TestHistorySinceIncludesTheDaysFirstInstant(t *testing.T) {
	inZone(t)
	input := strings.Join(strings.Fields(readFile(t, "testdata/dice-contract.json")), "")
	var lines []string
	for i, at := range []string{"2026-02-28T21:59:59Z", "2026-03-01T00:00:00+02:00", "2026-02-28T23:30:00Z"} {
		lines = append(lines, fmt.Sprintf(`{"uuid":"u%d","played_at":%q,"game":"dice","input":%s}`, i, at, input))
	}
	file := filepath.Join(t.TempDir(), "games.jsonl")
	os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	db := emptyDB(t)
	if code, out, errOut := runZooscore(t, on{}, "import", file, "--db", db); code != 0 {
		t.Fatalf("import: exit %d %s %s", code, out, errOut)
	}
	var h struct{ Games []struct{ ID int } }
	code, out, _ := runZooscore(t, on{}, "history", "--since", "2026-03-01", "--json", "--db", db) // in this process: its local time
	if err := json.Unmarshal([]byte(out), &h); code != 0 || err != nil || len(h.Games) != 2 || h.Games[0].ID != 3 || h.Games[1].ID != 2 {
		t.Errorf("history --since 2026-03-01 lists %+v, want games 3 and 2", h.Games)
	}
}

// TestHistoryEmptyFilterSaysSo: a filter that matches nothing must not claim
// the database is empty.
func TestHistoryEmptyFilterSaysSo(t *testing.T) {
	db := club(t)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"player", []string{"--player", "Zed"}, `No stored game matches (games of "Zed")`},
		{"game", []string{"--game", "zoosim"}, "No stored game matches (ZooSim only)"},
		{"since", []string{"--since", "2099-01-01"}, "No stored game matches (games since 2099-01-01)"},
		{"offset", []string{"--offset", "10"}, "No stored game matches (games after the newest 10)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, _ := runZooscore(t, on{}, append([]string{"history", "--db", db}, tt.args...)...)
			if code != 0 || !strings.Contains(out, tt.want) {
				t.Errorf("exit %d, history says %q; want %q", code, out, tt.want)
			}
		})
	}
	empty := emptyDB(t)
	if _, out, _ := runZooscore(t, on{}, "history", "--db", empty); !strings.Contains(out, "No games stored yet") {
		t.Errorf("empty database: %q", out)
	}
}

// TestHistoryNegativePaging: a negative --limit or --offset is a usage error,
// not silently every game.
func TestHistoryNegativePaging(t *testing.T) {
	db := club(t)
	for _, args := range [][]string{{"--limit", "-1"}, {"--offset", "-3"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, out, _ := runZooscore(t, on{}, append([]string{"history", "--json", "--db", db}, args...)...)
			if r := decode(t, out); code != exitInput || len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Message, "--limit 0 shows every game") {
				t.Errorf("exit %d: %s", code, out)
			}
		})
	}
	if code, _, _ := runZooscore(t, on{}, "history", "--limit", "0", "--offset", "0", "--db", db); code != 0 {
		t.Errorf("--limit 0 --offset 0: exit %d", code)
	}
}
