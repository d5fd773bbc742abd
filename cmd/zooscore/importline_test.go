package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestImportGameKeepsNoPartOfItsLine: an import reads every line into
// memory used again for later lines (lineMemory), which is only right if
// what importGame gives keeps no part of its line: a game read from a line
// must not change when the line's memory is written over, whichever reader
// read it (skimLine, scanLine or the strict reader).
func TestImportGameKeepsNoPartOfItsLine(t *testing.T) {
	read := 0
	for _, line := range skimCases(t) {
		buf := []byte(line)
		got, err := importGame(buf)
		if err != nil {
			continue
		}
		read++
		copy(buf, bytes.Repeat([]byte{'x'}, len(buf)))
		want, err := importGame([]byte(line))
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("the game read from %s changed when its line was written over:\n%+v\nwant %+v", line, got, want)
		}
	}
	if read == 0 {
		t.Error("no line was read")
	}
}

// An import line without a uuid, or with an empty one, is refused (exit 2)
// by every reader of a line: given a fresh uuid, the same file imported
// twice would store its games twice. The escape in the game's name makes
// skimLine give up, so that scanLine reads the line in importGame.
func TestImportLineWithoutUUIDIsRefused(t *testing.T) {
	const input = `{"players":[{"name":"Ann"},{"name":"Bob"}]}`
	rest := `"played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `}`
	escaped := `"played_at":"2026-11-21T18:03:00Z","game":"dic\u0065","input":` + input + `}`
	if _, ok := skimLine([]byte(`{"uuid":"u",` + rest)); !ok {
		t.Fatal("skimLine does not read a line with its uuid")
	}
	if _, ok := scanLine([]byte(`{"uuid":"u",` + escaped)); !ok {
		t.Fatal("scanLine does not read a line with its uuid")
	}
	for _, line := range []string{
		`{` + rest, `{"uuid":"",` + rest,
		`{` + escaped, `{"uuid":"",` + escaped,
	} {
		if f, ok := skimLine([]byte(line)); ok {
			t.Errorf("skimLine reads %s with uuid %q", line, f.uuid)
		}
		if f, ok := scanLine([]byte(line)); ok {
			t.Errorf("scanLine reads %s with uuid %q", line, f.uuid)
		}
		if g, err := importGame([]byte(line)); exitCode(err) != exitInput {
			t.Errorf("importGame(%s) = uuid %q, %v; want an unreadable line (exit 2)", line, g.UUID, err)
		}
		file := filepath.Join(t.TempDir(), "games.jsonl")
		os.WriteFile(file, []byte(line+"\n"), 0o644)
		db := emptyDB(t)
		if code, _, errOut := runZooscore(t, "", "import", file, "--db", db); code != exitInput || !strings.Contains(errOut, "line 1:") {
			t.Errorf("import of %s: exit %d %q; want exit 2 naming line 1", line, code, errOut)
		}
		if _, out, _ := runZooscore(t, "", "history", "--json", "--db", db); strings.Contains(out, `"id"`) {
			t.Errorf("import of %s stored a game: %s", line, out)
		}
	}
}
