package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// testdata/schema5.db is a file of schema 5, as zooscore kept a result
// before it kept it as JSON (commit 1099230), holding games of every shape
// that schema had: the games of upgradeClub, stored at schema 3 and
// upgraded by that zooscore (numbers of version 1, and the English words
// of the two games it scored otherwise or could not score again), the
// club games of testdata/club-mix.jsonl imported by it (numbers of version
// 2, with messages), and the games of testdata/export-full.jsonl stored
// with the results of their lines (words without messages: numbers of
// version 1, as a zooscore before version 2 stored an import).
// testdata/upgrade5.golden is what that zooscore printed for every game:
// show ID --json and explain ID for every game (37), then export, each
// under its "=== ARGS (exit N)" line.
const schema5Fixture = "testdata/schema5.db"

// TestUpgradeOfSchema5KeepsEveryGame: a file of schema 5 upgraded by the
// first command that opens it shows, explains and exports every game as
// the zooscore of schema 5 did.
func TestUpgradeOfSchema5KeepsEveryGame(t *testing.T) {
	pgtest.SQLiteOnly(t)
	t.Setenv("TZ", "UTC")
	old, err := os.ReadFile(schema5Fixture)
	if err != nil {
		t.Fatal(err)
	}
	db := pgtest.NewDB(t, "v5.db")
	if err := os.WriteFile(db, old, 0o644); err != nil {
		t.Fatal(err)
	}
	if version := schemaOf(t, db); version != 5 {
		t.Fatalf("the fixture is at schema %d, want 5", version)
	}
	// What that zooscore printed, with the rulebook sections cited as
	// they are today (see citedToday).
	want := citedToday(t, readFile(t, "testdata/upgrade5.golden"))
	blocks := strings.Split(want, "=== ")[1:]
	if len(blocks) != 2*37+1 {
		t.Fatalf("%d outputs in the golden file, want %d", len(blocks), 2*37+1)
	}
	for _, block := range blocks {
		head, _, _ := strings.Cut(block, "\n")
		args, _, _ := strings.Cut(head, " (exit ")
		if got := schema5Output(t, db, strings.Fields(args)); got != "=== "+block {
			t.Errorf("%s after the upgrade:\n%s\nthe zooscore of schema 5 printed:\n=== %s", args, got, block)
		}
	}
	if version := schemaOf(t, db); version != store.SchemaVersion() {
		t.Errorf("the file is at schema %d after the commands, want %d", version, store.SchemaVersion())
	}
}

func schema5Output(t testing.TB, db string, args []string) string {
	code, out, errOut := runZooscore(t, on{}, append(args, "--db", db)...)
	out = beforeTheLog(out)
	return fmt.Sprintf("=== %s (exit %d)\n%s%s", strings.Join(args, " "), code, out, errOut)
}
