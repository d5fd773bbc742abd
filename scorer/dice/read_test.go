package dice

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The quick readers of sheets and scripts (read.go) read exactly what
// scorer.Decode reads, or give up and leave the input to it: checked on every input
// of the tests and fuzz seeds, on inputs at the edges of JSON, and under
// fuzzing.

// quickEdges are inputs at the edges of what the quick reader takes: each
// is read the same as by scorer.Decode, or not at all.
var quickEdges = []string{
	``, ` `, `[]`, `"x"`, `null`, `{}`, ` {"players":[]} ` + "\n", `{"players":[]} x`, `{"players":[]}{}`,
	`{"players":null}`, `{"bonus_hex":null}`, `{"bonus_hex":{}}`, `{"Players":[]}`, `{"players":[],"players":[]}`,
	`{"\u0070layers":[]}`, "{\"players\":[]}\f", `{"players" : [ { "name" : "A" } ] }`, `{"players":[{"name":"Ann"}]`,
	`{"players":[{"name":"A","name":"B"}]}`, `{"players":[{"name":"A\u0041"}]}`, `{"players":[{"name":"Zoë"}]}`,
	"{\"players\":[{\"name\":\"\xff\"}]}", "{\"players\":[{\"name\":\"a\tb\"}]}", `{"players":[{"name":"a\"b"}]}`,
	"{\"players\":[{\"name\":\"\xed\xa0\x80\"}]}", `{"players":[{"name":3}]}`, `{"players":[{"name":"-"}]}`,
	`{"players":[{"coins":-0}]}`, `{"players":[{"coins":0}]}`, `{"players":[{"coins":1.0}]}`, `{"players":[{"coins":1e1}]}`,
	`{"players":[{"coins":01}]}`, `{"players":[{"coins":-01}]}`, `{"players":[{"coins":9223372036854775807}]}`,
	`{"players":[{"coins":9223372036854775808}]}`, `{"players":[{"coins":-9223372036854775808}]}`,
	`{"players":[{"coins":-9223372036854775809}]}`, `{"players":[{"coins":99999999999999999999}]}`,
	`{"players":[{"coins":"3"}]}`, `{"players":[{"coins":true}]}`, `{"players":[{"coins":-}]}`, `{"players":[{"coins":- 1}]}`,
	`{"players":[{"coins":+1}]}`, `{"players":[{"coins":1 }]}`, `{"players":[{"coins":tru}]}`, `{"players":[{"coins":null}]}`,
	`{"players":[{"bonus":["lion",]}]}`, `{"players":[{"bonus":["lion" "ostrich"]}]}`, `{"players":[{"bonus":[1]}]}`,
	`{"players":[{"bonus":["lion","lion","tiger"]}]}`, `{"players":[{"bonus":[]}]}`, `{"players":[{"bonus":[null]}]}`,
	`{"players":[,]}`, `{"players":[{}],}`, `{"players":[{},{}]}`, `{,"players":[]}`, `{"players":[] "bonus_hex":{}}`,
	`{"players":[{"enclosures":{"tiger":1}}]}`, `{"players":[{"enclosures":{"lion":1,"lion":2}}]}`,
	`{"players":[{"enclosures":{"Lion":1}}]}`, `{"players":[{"enclosures":[]}]}`, `{"bonus_hex":{"lion":1,"lion":2}}`,
	`{"bonus_hex":{"lion":1,"crocodile":2,"ostrich":3,"monkey":4,"elephant":5}}`, `{"bonus_hex":{"lion":-1}}`,
	`{"players":[{"unknown":1}]}`, `{"players":[{"barn":["crocodile","monkey","lion","ostrich","elephant","lion","lion","lion","lion","lion"]}]}`,
	`{"players":[{"name":"Ann","enclosures":{"crocodile":1,"ostrich":2,"monkey":3,"elephant":4,"lion":5},"bonus":["lion"],"coins":6,"barn":["lion"]}]}`,
}

// quickSeeds are the inputs of the tests and fuzz seeds, and the edges.
func quickSeeds(tb testing.TB) [][]byte {
	seeds := fuzzcheck.Seeds(tb, "testdata/fuzz/FuzzParse/*", "testdata/fuzz/FuzzParseScript/*", "testdata/bench/*.json", "testdata/play/*.json")
	for _, e := range append(quickEdges, quickScriptEdges...) {
		seeds = append(seeds, []byte(e))
	}
	return seeds
}

// quickScriptEdges are play scripts at the edges of what the quick reader
// takes.
var quickScriptEdges = []string{
	`{"players":["Ann","Bob"],"rounds":[]}`, `{"players":["Ann","Bob"],"rounds":[[]]}`, `{"rounds":[[{}]]}`,
	`{"players":["Ann","Bob"],"rounds":[[{"player":"Ann","took":["lion","coin"]},{"player":" bob ","took":[]}]]}`,
	`{"players":["Ann"],"rounds":[[{"player":"Ann","took":["lion"],"player":"Bob"}]]}`, `{"rounds":[[{"player":null}]]}`,
	`{"rounds":[[{"player":"Ann","took":"lion"}]]}`, `{"rounds":[{"player":"Ann"}]}`, `{"rounds":[[{"Player":"Ann"}]]}`,
	`{"players":[],"bonus_hex":{"lion":1}}`, `{"players":[{"name":"Ann"}],"rounds":[]}`, `{"players":"Ann"}`, `{"rounds":null}`,
}

// checkQuick holds the quick readers to scorer.Decode on data, and IsScript
// to Parse: a script is what does not read as sheets.
func checkQuick(data []byte) error {
	if err := fuzzcheck.SameAsDecode(data, quickInput); err != nil {
		return err
	}
	if err := fuzzcheck.SameAsDecode(data, quickScript); err != nil {
		return err
	}
	if _, err := Parse(data); IsScript(data) != (err != nil) {
		return fmt.Errorf("IsScript says %v, Parse %v", IsScript(data), err)
	}
	return nil
}

func TestQuickAsDecode(t *testing.T) {
	for _, data := range quickSeeds(t) {
		if err := checkQuick(data); err != nil {
			t.Errorf("%.200s:\n%v", data, err)
		}
	}
}

// TestQuickInputReadsTheUsual: sheets as zooscore writes them, and as a
// person writes them, are read quickly.
func TestQuickInputReadsTheUsual(t *testing.T) {
	usual := []string{"testdata/bench/sheets.json", "testdata/fuzz/FuzzParse/contract"}
	for _, name := range usual {
		data := fuzzcheck.Seeds(t, name)[0]
		if _, ok := quickInput(data); !ok {
			t.Errorf("%s is not read quickly", filepath.Base(name))
		}
		if _, ok := quickInput([]byte(strings.ReplaceAll(string(data), ",", ",\n  "))); !ok {
			t.Errorf("%s with line breaks is not read quickly", filepath.Base(name))
		}
	}
}

// TestQuickScriptReadsTheUsual: play scripts as zooscore writes them are
// read quickly, and told from sheets without reading them as sheets.
func TestQuickScriptReadsTheUsual(t *testing.T) {
	for _, name := range []string{"testdata/bench/script.json", "testdata/play/full-game.json"} {
		data := fuzzcheck.Seeds(t, name)[0]
		if _, ok := quickScript(data); !ok {
			t.Errorf("%s is not read quickly", filepath.Base(name))
		}
		if !IsScript(data) {
			t.Errorf("%s is not told a script", filepath.Base(name))
		}
	}
}

// FuzzQuick holds the quick readers to scorer.Decode, and IsScript to Parse.
func FuzzQuick(f *testing.F) {
	for _, s := range quickSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := checkQuick(data); err != nil {
			t.Fatal(err)
		}
	})
}

// BenchmarkQuickInput reads the benchmarks' game quickly; BenchmarkDecode
// reads it with scorer.Decode, as every input was read before.
func BenchmarkQuickInput(b *testing.B) {
	data := benchFile(b, "sheets.json")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := quickInput(data); !ok {
			b.Fatal("not read quickly")
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	data := benchFile(b, "sheets.json")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		var in Input
		if err := scorer.Decode(data, &in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkIsScript tells the benchmarks' sheets and script apart.
func BenchmarkIsScript(b *testing.B) {
	for _, name := range []string{"sheets", "script"} {
		data := benchFile(b, name+".json")
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if IsScript(data) != (name == "script") {
					b.Fatal("told wrong")
				}
			}
		})
	}
}
