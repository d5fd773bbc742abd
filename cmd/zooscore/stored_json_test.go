package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// Older versions wrote an empty list as null (encoding/json's nil slice).
// Input from outside may not hold null any more (contract.md, "Input"), but
// games those versions stored, and their exports, still load.
func TestOlderStoredJSONWithNullStillLoads(t *testing.T) {
	db := pgtest.NewDB(t, "old.db")
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	sheets := `{"players":[{"name":"Ann","enclosures":{"crocodile":0,"ostrich":0,"monkey":0,"elephant":0,"lion":5},"bonus":["lion"],"coins":0,"barn":null},` +
		`{"name":"Bob","enclosures":{"crocodile":0,"ostrich":0,"monkey":0,"elephant":0,"lion":2},"bonus":null,"coins":0,"barn":null}]}`
	script := `{"bonus_hex":{"crocodile":1,"ostrich":1,"monkey":2,"elephant":2,"lion":2},"players":["Ann","Bob"],"rounds":null}`
	for _, g := range []store.Game{
		{Game: "dice", Status: scorer.StatusFinished, Input: json.RawMessage(sheets),
			Result: scorer.Result{Game: "dice", Players: []scorer.PlayerResult{{Name: "Ann", Total: 7, Rank: 1}, {Name: "Bob", Total: 2, Rank: 2}}}},
		{Game: "dice", Status: scorer.StatusInProgress, Input: json.RawMessage(script),
			Result: scorer.Result{Game: "dice", Players: []scorer.PlayerResult{{Name: "Ann", Rank: 1}, {Name: "Bob", Rank: 1}}}},
	} {
		if _, err := st.Save(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()

	// The tracked game replays: undo gets as far as finding no entry.
	if code, _, errOut := runZooscore(t, on{}, "undo", "2", "--db", db); code != exitInput || !strings.Contains(errOut, "no entry to take back") {
		t.Errorf("undo of an older tracked game: exit %d, %s", code, errOut)
	}
	// Export, then import: both games are rescored from their input.
	code, exported, errOut := runZooscore(t, on{}, "export", "--db", db)
	if code != 0 {
		t.Fatalf("export: exit %d, %s", code, errOut)
	}
	other := pgtest.NewDB(t, "new.db")
	if code, out, errOut := runZooscore(t, on{stdin: exported}, "import", "-", "--json", "--db", other); code != 0 || !strings.Contains(out, `"added": 2`) {
		t.Fatalf("import: exit %d, %s %s", code, out, errOut)
	}
	// An export line of an older version holds null in its result too.
	line := strings.Replace(strings.SplitAfter(exported, "\n")[0], `"warnings":[`, `"warnings":null,"x":[`, 1)
	line = strings.Replace(line, `,"x":[]`, ``, 1)
	if !strings.Contains(line, `"warnings":null`) {
		t.Fatalf("no null in %s", line)
	}
	third := pgtest.NewDB(t, "third.db")
	if code, out, errOut := runZooscore(t, on{stdin: line}, "import", "-", "--json", "--db", third); code != 0 || !strings.Contains(out, `"added": 1`) {
		t.Errorf("import of %s: exit %d, %s %s", line, code, out, errOut)
	}
}
