package exchange

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
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
		var input *scorer.InputError
		if g, err := importGame([]byte(line)); !errors.As(err, &input) {
			t.Errorf("importGame(%s) = uuid %q, %v; want input that cannot be read", line, g.UUID, err)
		}
	}
}

func TestScanLine(t *testing.T) {
	input := `{"players":[{"name":"Ann"}]}`
	cases := []struct {
		name, line string
		ok         bool
	}{
		{"today's line", `{"game":"dice","id":3,"status":"finished","players":[{"name":"Ann","total":1,"rank":1,"breakdown":[{"points":1,"rule":"r"}]}],"winners":["Ann"],"warnings":[{"rule":"w"}],"uuid":"u","played_at":"2026-11-21T18:03:00Z","input":` + input + `}`, true},
		{"an older line with words", `{"game":"dice","id":3,"status":"finished","players":[{"name":"Ann","breakdown":[{"item":"x","why":"y","source":"z"}]}],"winners":null,"warnings":[],"decisions":[{"message":"m"}],"settings":{"bonus_hex":{"lion":2}},"uuid":"u","played_at":"2026-11-21T18:03:00Z","input":` + input + `}`, true},
		{"only what import reads", `{"uuid":"u","played_at":"2026-11-21T19:03:00+01:00","game":"junior","input":` + input + `}`, true},
		{"an unknown member", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `,"extra":1}`, false},
		{"a member twice", `{"uuid":"u","uuid":"v","played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `}`, false},
		{"a null uuid", `{"uuid":null,"played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `}`, false},
		{"no input", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice"}`, false},
		{"input not an object", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":[]}`, false},
		{"a bad time", `{"uuid":"u","played_at":"yesterday","game":"dice","input":` + input + `}`, false},
		{"data after the line", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `} {}`, false},
		{"broken JSON in what is skipped", `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","players":[{],"input":` + input + `}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, ok := scanLine([]byte(c.line))
			if ok != c.ok {
				t.Fatalf("scanLine ok = %v, want %v", ok, c.ok)
			}
			if ok && (f.uuid != "u" || string(f.input) != input || f.at.Unix() != time.Date(2026, 11, 21, 18, 3, 0, 0, time.UTC).Unix()) {
				t.Errorf("scanLine = %+v", f)
			}
		})
	}
}

// TestScannedLinesAreReadAsBefore: a line the quick reader refuses goes
// through the strict reader, whose message says what is wrong.
func TestScannedLinesAreReadAsBefore(t *testing.T) {
	_, err := importGame([]byte(`{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","input":{"players":[]},"extra":1}`))
	if err == nil || !strings.Contains(err.Error(), "extra") {
		t.Errorf("an unknown member: %v, want the strict reader's message naming it", err)
	}
	_, err = importGame([]byte(`{"uuid":"u","game":"dice","input":{"players":[]}}`))
	if input := (*scorer.InputError)(nil); !errors.As(err, &input) {
		t.Errorf("a line without its time: %v, want input that cannot be read", err)
	}
}
