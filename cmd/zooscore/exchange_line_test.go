package main

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestImportReadsEveryExport: an export of zooscore of schema 3 (results
// with their words) and one of today (numbers only) both import, and
// export again as the numbers of today, line for line.
// testdata/export-schema3.jsonl was written by zooscore of schema 3 from
// the games of TestEveryScenarioInEveryLanguage.
func TestImportReadsEveryExport(t *testing.T) {
	want := readFile(t, "testdata/export-numbers.jsonl")
	for _, file := range []string{"testdata/export-schema3.jsonl", "testdata/export-numbers.jsonl"} {
		db := filepath.Join(t.TempDir(), "z.db")
		if code, out, errOut := runZooscore(t, "", "import", file, "--db", db); code != 0 {
			t.Fatalf("import %s: exit %d %s %s", file, code, out, errOut)
		}
		if _, got, _ := runZooscore(t, "", "export", "--db", db); got != want {
			t.Errorf("%s exported again:\n%s\nwant\n%s", file, got, want)
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
	if exitCode(err) != exitInput {
		t.Errorf("a line without its time: %v (exit %d), want input that cannot be read", err, exitCode(err))
	}
}

// TestAppendJSONString writes every string as encoding/json does (without
// HTML escaping), as the export always wrote them.
func TestAppendJSONString(t *testing.T) {
	samples := []string{"", "Ann", `q"uo\te`, "tab\tnew\nline\r\b\f\x00\x1f\x7f", "Zoë ünd Søren", "\u2028\u2029", "bad \xff\xfe utf8", "\u202eevE", "<&>"}
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []rune{'a', '"', '\\', '\n', 0x01, 0x1f, 'é', '\u2028', 0xfffd, '😀', '<'}
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(12) {
			if rng.IntN(10) == 0 {
				b.WriteByte(byte(0x80 + rng.IntN(0x40))) // a stray byte
				continue
			}
			b.WriteRune(alphabet[rng.IntN(len(alphabet))])
		}
		samples = append(samples, b.String())
	}
	for _, s := range samples {
		var want strings.Builder
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.Encode(s)
		if got := string(appendJSONString(nil, s)); got != strings.TrimSuffix(want.String(), "\n") {
			t.Errorf("appendJSONString(%q) = %s, encoding/json writes %s", s, got, want.String())
		}
	}
}
