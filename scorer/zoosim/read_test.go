package zoosim

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The quick readers of years and scripts (read.go) read exactly what
// scorer.Decode reads, or give up and leave the input to it: checked on every input
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
	for _, e := range append(quickEdges, quickScriptEdges...) {
		seeds = append(seeds, []byte(e))
	}
	return seeds
}

// quickScriptEdges are play scripts at the edges of what the quick reader
// takes.
var quickScriptEdges = []string{
	`{"players":["Alan","Klaus"],"flagpole":["Klaus","Alan"],"variant":"standard","auctions":[]}`,
	`{"players":["Alan","Klaus"],"flagpole":["Klaus","Alan"],"variant":"","auctions":[{}]}`, `{"variant":"Standard"}`,
	`{"auctions":[{"tile":{"enclosures":[{"animal":"sea","stars":2},{"animal":"birds","stars":1}],"bushes":1},"bids":{"Alan":2," klaus ":3},"placed":{"enclosures":{"sea":2,"birds":1},"benches":0}}]}`,
	`{"auctions":[{"bids":{"Alan":2,"Alan":3}}]}`, `{"auctions":[{"bids":{}}]}`, `{"auctions":[{"bids":null}]}`, `{"auctions":[{"placed":{"enclosures":{}}}]}`,
	`{"auctions":[{"tile":{"enclosures":[]}}]}`, `{"auctions":[{"tile":{"enclosures":[{"animal":"sea","animal":"birds"}]}}]}`,
	`{"auctions":[{"tile":{"Bushes":1}}]}`, `{"auctions":[{"bids":{"Alan":-1,"Bob":1.5}}]}`, `{"players":[],"flagpole":[]}`, `{"flagpole":["Alan"]}`,
}

// checkQuick holds the quick readers to scorer.Decode on data, and IsScript
// to Parse: a script is what does not read as years.
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

// TestQuickScriptReadsTheUsual: play scripts as zooscore writes them are
// read quickly, and told from years without reading them as years.
func TestQuickScriptReadsTheUsual(t *testing.T) {
	for _, name := range []string{"testdata/bench/script.json", "testdata/play-flagpole-tie.json"} {
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
