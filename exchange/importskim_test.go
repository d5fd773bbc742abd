package exchange

import (
	"bufio"
	"bytes"
	"math/bits"
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
		// The play log's members (migration 010).
		head + `"location":"Café","duration_minutes":45,"start_player":"Ann","note":"two lines\nof note","input":` + input + `}`,
		head + `"location":"Club","duration_minutes":-45,"input":` + input + `}`,
		head + `"duration_minutes":4.5,"input":` + input + `}`,
		head + `"duration_minutes":1e2,"input":` + input + `}`,
		head + `"duration_minutes":99999999999999999999,"input":` + input + `}`,
		head + `"duration_minutes":"45","input":` + input + `}`,
		head + `"location":"a\"b","input":` + input + `}`,
		head + `"note":null,"input":` + input + `}`,
		head + `"location":"x","location":"y","input":` + input + `}`,
	}
	// str looks at eight bytes at a time: a string's end, an escape, a
	// control byte or a byte beyond ASCII at each place of a word, in
	// strings long and short, names and values.
	for n := 0; n <= 17; n++ {
		pad := strings.Repeat("x", n)
		for _, odd := range []string{"", `\"`, `\n`, "\x00", "\x1f", "\x7f", "\t",
			"\u00e9", "\u4e16", "\U0001F600", "\xff", "\xc3", "\xc3(", "\xed\xa0\x80"} {
			lines = append(lines,
				head+`"players":["`+pad+odd+pad+`"],"input":`+input+`}`,
				head+`"players":{"`+pad+odd+`":1},"input":`+input+`}`,
				head+`"input":{"players":["`+odd+pad+`"]}}`,
				`{"uuid":"`+pad+odd+`","played_at":"2026-11-21T18:03:00Z","game":"dice","input":`+input+`}`)
		}
	}
	lines = append(lines,
		head+`"players":{"ab":1,"a":2,"abcdefghijk":3,"abcdefghij":4},"input":`+input+`}`,
		head+`"players":{"abcdefghijk":1,"a":{"abcdefghijk":2},"abcdefghijk":3},"input":`+input+`}`,
		head+`"players":[{"a":1},{"a":1}],"input":`+input+`}`,
		"{\"uuid\"\t:\n\"u\"\r,\"played_at\":\"2026-11-21T18:03:00Z\",\"game\":\"dice\",\"input\":"+input+"}",
		head+`"players": [ 1 , "a" , { "b" : [ ] } ],"input":`+input+`}`,
		head+`"players":`+strings.Repeat("[", 33)+strings.Repeat("]", 33)+`,"input":`+input+`}`,
		head+`"players":`+strings.Repeat(`{"a":`, 32)+"1"+strings.Repeat("}", 32)+`,"input":`+input+`}`,
		head+`"players":`+strings.Repeat(`{"a":`, 31)+"1"+strings.Repeat("}", 31)+`,"input":`+input+`}`,
	)
	for _, file := range []string{"export.jsonl", "export-numbers.jsonl", "export-schema3.jsonl", "club-mix.jsonl"} {
		f, err := os.Open(exports + file)
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
	for _, file := range []string{"export.jsonl", "export-schema3.jsonl"} {
		data, err := os.ReadFile(exports + file)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if _, ok := skimLine([]byte(line)); !ok {
				t.Errorf("%s: skimLine gives up at %s", file, line)
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
	if !wantOK || !reflect.DeepEqual(got, want) {
		t.Fatalf("skimLine(%q) = %+v, scanLine gives %+v, %v", line, got, want, wantOK)
	}
	return true
}

func FuzzSkimLine(f *testing.F) {
	for _, line := range skimCases(f) {
		f.Add([]byte(line))
	}
	f.Fuzz(func(t *testing.T, line []byte) { sameScan(t, line) })
}

// TestStopsIn: the first byte stopsIn marks in a word is the first byte
// of it that is one of stops, for a stop byte of every value at every
// place after plain bytes, and for words with none.
func TestStopsIn(t *testing.T) {
	first := func(w []byte) int {
		for i, c := range w {
			if stops[c] {
				return i
			}
		}
		return 8
	}
	check := func(w []byte) {
		m := stopsIn(word(w))
		got := 8
		if m != 0 {
			got = bits.TrailingZeros64(m) / 8
		}
		if want := first(w); got != want {
			t.Fatalf("stopsIn(%q) marks byte %d first, want %d", w, got, want)
		}
	}
	for _, plain := range []byte{' ', '!', '#', 'A', '[', ']', '~', 0x7f} {
		for at := 0; at <= 8; at++ {
			for c := 0; c < 256; c++ {
				w := bytes.Repeat([]byte{plain}, 8)
				if at < 8 {
					w[at] = byte(c)
				}
				check(w)
				// Any byte may follow the first stop.
				for after := at + 1; after < 8; after++ {
					w[after] = byte(255 - c)
				}
				check(w)
			}
		}
	}
}

// TestSkimLineStrings: skimLine reads strings of plain ASCII or UTF-8 at
// any length and gives up at an escape, a control byte or invalid UTF-8,
// wherever it is in the eight bytes str looks at at a time.
func TestSkimLineStrings(t *testing.T) {
	head := `{"uuid":"u","played_at":"2026-11-21T18:03:00Z","game":"dice","players":["`
	tail := `"],"input":{"players":["Ann"]}}`
	for n := 0; n <= 17; n++ {
		pad := strings.Repeat("x", n)
		for odd, want := range map[string]bool{"": true, "\x7f": true, "~": true, "\u00e9": true, "\u4e16": true, "\U0001F600": true,
			`\"`: false, `\n`: false, "\x00": false, "\x1f": false, "\t": false, "\xff": false, "\xc3": false, "\xc3(": false, "\xed\xa0\x80": false} {
			line := head + pad + odd + pad + tail
			if _, ok := skimLine([]byte(line)); ok != want {
				t.Errorf("skimLine(%q) reads it: %v, want %v", line, ok, want)
			}
			sameScan(t, []byte(line))
		}
	}
}
