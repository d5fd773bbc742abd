package zoosim

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The quick reader of years (read.go) reads exactly what scorer.Decode
// reads, or gives up and leaves the input to it: checked on every input
// of the tests and fuzz seeds, on inputs at the edges of JSON, and under
// fuzzing.

// quickEdges are inputs at the edges of what the quick reader takes.
var quickEdges = []string{
	`{}`, `{"players":[]}`, `{"players":[{}]}`, `{"players":[{"years":[]}]}`, `{"players":[{"years":[{}]}]}`,
	`{"players":[{"years":null}]}`, `{"players":[{"years":[null]}]}`, `{"players":[{"years":[{"visitors":1,"visitors":2}]}]}`,
	`{"players":[{"years":[{"Visitors":1}]}]}`, `{"players":[{"years":[{"visitors":1.0}]}]}`, `{"players":[{"years":[{"visitors":-1}]}]}`,
	`{"players":[{"years":[{"visitors":9223372036854775807,"trees":-9223372036854775808,"benches":0}]}]}`,
	`{"players":[{"years":[{"visitors":9223372036854775808}]}]}`, `{"players":[{"years":[{},{},{},{},{},{},{}]}]}`,
	`{"players":[{"name":"Alan","years":[{"visitors":1,"trees":0,"benches":0}]}],"variant":"standard"}`,
	`{"players":[{"name":"Alan","name":"Bob"}]}`, `{"players":[{"name":" Alan\u0020"}]}`, `{"players":[{"name":"Renée"}]}`,
	`{"players":[{"name":"Alan","years":[{"visitors":1,"trees":0,"benches":0}]}]`,
}

func quickSeeds(tb testing.TB) [][]byte {
	seeds := fuzzcheck.Seeds(tb, "testdata/fuzz/FuzzParse/*", "testdata/fuzz/FuzzParseScript/*", "testdata/*.json", "testdata/bench/*.json")
	for _, e := range quickEdges {
		seeds = append(seeds, []byte(e))
	}
	return seeds
}

func TestQuickInputAsDecode(t *testing.T) {
	for _, data := range quickSeeds(t) {
		if err := fuzzcheck.SameAsDecode(data, quickInput); err != nil {
			t.Errorf("%.200s:\n%v", data, err)
		}
	}
}

// TestQuickInputReadsTheUsual: years as zooscore writes them, and as a
// person writes them, are read quickly.
func TestQuickInputReadsTheUsual(t *testing.T) {
	for _, name := range []string{"testdata/bench/sheets.json", "testdata/rulebook-year-three-corrected.json"} {
		data := fuzzcheck.Seeds(t, name)[0]
		if _, ok := quickInput(data); !ok {
			t.Errorf("%s is not read quickly", filepath.Base(name))
		}
		if _, ok := quickInput([]byte(strings.ReplaceAll(string(data), ",", ",\n  "))); !ok {
			t.Errorf("%s with line breaks is not read quickly", filepath.Base(name))
		}
	}
}

// FuzzQuickInput holds the quick reader of years to scorer.Decode.
func FuzzQuickInput(f *testing.F) {
	for _, s := range quickSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := fuzzcheck.SameAsDecode(data, quickInput); err != nil {
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
