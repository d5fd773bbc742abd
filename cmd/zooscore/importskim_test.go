package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

// skimCases are lines that skimLine must read as scanLine reads them: the
// lines of TestScanLine, lines of exports of every version, and lines
// broken in each way JSON can be.
func skimCases(t testing.TB) []string {
	input := `{"players":[{"name":"Ann"}]}`
	head := `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice",`
	lines := []string{
		`{"game":"dice","id":3,"status":"finished","players":[{"name":"Ann","total":1,"rank":1,"breakdown":[{"points":1,"rule":"r"}]}],"winners":["Ann"],"warnings":[{"rule":"w"}],"uuid":"u","played_at":"2026-11-21T18:03:00Z","input":` + input + `}`,
		` { "uuid" : "u" , "played_at":"2026-11-21T19:03:00+01:00","game":"junior","input": { "players" : [ "Ann" , "Bö" ] } } ` + "\t\r\n",
		head + `"input":{"players":[{"name":"Ann","list":null}]}}`,
		head + `"input":` + input + `,"extra":1}`,
		head + `"input":` + input + `,"uuid":"v"}`,
		head + `"input":[]}`,
		head + `"input":` + input + `} {}`,
		head + `"players":[{],"input":` + input + `}`,
		head + `"players":[1,],"input":` + input + `}`,
		head + `"players":{"a":1,},"input":` + input + `}`,
		head + `"players":{"a":1,"a":2},"input":` + input + `}`,
		head + `"input":{"players":[{"name":"Ann","name":"Bob"}]}}`,
		head + `"players":[-0.5e+3,1E7,0,-1,10.25],"input":` + input + `}`,
		head + `"players":[01],"input":` + input + `}`,
		head + `"players":[1.],"input":` + input + `}`,
		head + `"players":[.5],"input":` + input + `}`,
		head + `"players":[1e],"input":` + input + `}`,
		head + `"players":[-],"input":` + input + `}`,
		head + `"players":[true,false,null],"input":` + input + `}`,
		head + `"players":[tru],"input":` + input + `}`,
		head + `"players":[nulll],"input":` + input + `}`,
		head + `"players":["a\"b"],"input":` + input + `}`,
		head + `"players":["a` + "\x01" + `"],"input":` + input + `}`,
		head + `"players":["a` + "\xff" + `"],"input":` + input + `}`,
		head + `"players":["` + "\u00e9\u4e16" + `"],"input":` + input + `}`,
		head + `"players":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"input":` + input + `}`,
		head + `"input":` + input,
		`{"uuid":"","played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `}`,
		`{"uuid":"u","played_at":"yesterday","game":"dice","input":` + input + `}`,
		`{"uuid":1,"played_at":"2026-11-21T18:03:00Z","game":"dice","input":` + input + `}`,
		`{}`, `[]`, `{`, ``, `"x"`,
	}
	for _, file := range []string{"testdata/export.jsonl", "testdata/export-numbers.jsonl", "testdata/export-schema3.jsonl", "testdata/club-mix.jsonl"} {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		f.Close()
	}
	return lines
}

// TestSkimLineReadsAsScanLine: skimLine reads a line as scanLine does, or
// gives up; it reads the lines of every export.
func TestSkimLineReadsAsScanLine(t *testing.T) {
	skimmed := 0
	for _, line := range skimCases(t) {
		if sameScan(t, []byte(line)) {
			skimmed++
		}
	}
	for _, file := range []string{"testdata/export.jsonl", "testdata/export-schema3.jsonl"} {
		for _, line := range strings.Split(strings.TrimSpace(readFile(t, file)), "\n") {
			if f, ok := skimLine([]byte(line)); !ok || !f.compact {
				t.Errorf("%s: skimLine gives up at %s, or finds its input not compact", file, line)
			}
		}
	}
	if skimmed == 0 {
		t.Error("skimLine read no line")
	}
}

// sameScan fails unless skimLine gives up at line or reads it as scanLine
// does; it reports whether skimLine read it.
func sameScan(t testing.TB, line []byte) bool {
	got, ok := skimLine(line)
	if !ok {
		return false
	}
	want, wantOK := scanLine(line)
	compact := got.compact
	got.compact = false
	if !wantOK || !reflect.DeepEqual(got, want) {
		t.Fatalf("skimLine(%q) = %+v, scanLine gives %+v, %v", line, got, want, wantOK)
	}
	var b bytes.Buffer
	if err := json.Compact(&b, got.input); err != nil || compact && b.String() != string(got.input) {
		t.Fatalf("skimLine(%q) says its input %s is compact", line, got.input)
	}
	return true
}

func FuzzSkimLine(f *testing.F) {
	for _, line := range skimCases(f) {
		f.Add([]byte(line))
	}
	f.Fuzz(func(t *testing.T, line []byte) { sameScan(t, line) })
}
