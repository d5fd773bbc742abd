package junior

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The quick readers of zoos and scripts (read.go) read exactly what
// scorer.Decode reads, or give up and leave the input to it: checked on every input
// of the tests and fuzz seeds, on inputs at the edges of JSON, and under
// fuzzing.

// quickEdges are inputs at the edges of what the quick reader takes.
var quickEdges = []string{
	`{}`, `{"players":[]}`, `{"players":[{}]}`, `{"players":[{"enclosures":[]}]}`, `{"players":[{"enclosures":[{}]}]}`,
	`{"players":[{"enclosures":null}]}`, `{"players":[{"barn":{}}]}`, `{"players":[{"barn":null}]}`,
	`{"players":[{"barn":{"animals":{}}}]}`, `{"players":[{"barn":{"animals":null}}]}`,
	`{"players":[{"barn":{"animals":{"wolf":1,"wolf":2}}}]}`, `{"players":[{"barn":{"animals":{"tiger":1,"":2}}}]}`,
	`{"players":[{"barn":{"animals":{"wolf":-1},"offspring":{"wolf":3},"landscapes":{"pond":9,"lake":1}}}]}`,
	`{"players":[{"barn":{"animals":{"w\u006flf":1}}}]}`, `{"players":[{"barn":{"Animals":{}}}]}`,
	`{"players":[{"barn":{"animals":{"wolf":1.5}}}]}`, `{"players":[{"barn":{"animals":{"wolf":"1"}}}]}`,
	`{"players":[{"barn":{"animals":{"a":1,"b":1,"c":1,"d":1,"e":1,"f":1,"g":1,"h":1,"i":1,"j":1,"k":1,"l":1,"m":1,"n":1,"o":1,"p":1,"q":1,"r":1,"s":1,"t":1,"u":1,"v":1,"w":1,"x":1,"y":1,"z":1,"A":1,"B":1,"C":1,"D":1,"E":1,"F":1,"G":1}}}]}`,
	`{"players":[{"enclosures":[{"animal":"llama","animals":5,"offspring":1,"landscapes":["pond","rock"]}]}]}`,
	`{"players":[{"enclosures":[{"animal":"llama","animals":5,"animals":1}]}]}`, `{"players":[{"enclosures":[{"animal":null}]}]}`,
	`{"players":[{"enclosures":[{"animal":"Llama","landscapes":["Pond","lake",""]}]}]}`, `{"players":[{"enclosures":[{"kind":"llama"}]}]}`,
	`{"players":[{"enclosures":[{"animals":-0,"offspring":-9223372036854775808}]}]}`, `{"players":[{"enclosures":[{"animals":9223372036854775808}]}]}`,
	`{"players":[{"name":"Zoë \u00e9"}]}`, `{"players":[{"name":"Ann"},{"name":"Ann"}]}`, `{"players":[{"name":"Ann"}]} `, `{"players":[{"name":"Ann"}]}]`,
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
	`{"players":["Ann","Bob"],"rounds":[]}`, `{"players":["Ann","Bob"],"rounds":[{}]}`, `{"rounds":[{"takes":[{}]}]}`,
	`{"players":["Ann","Bob"],"rounds":[{"last":true,"last_after":1,"takes":[{"player":"Ann","truck":2,"tiles":[{"tile":"llama","fertile":"male","to":1},{"tile":"pond","to":"barn"}],"unclaimed":0}]}]}`,
	`{"rounds":[{"takes":[{"player":"Ann","tiles":[],"bonus":{"action":"take","from":"Bob","tile":"llama","offspring":true,"to":2}}]}]}`,
	`{"rounds":[{"takes":[{"player":"Ann","tiles":[],"bonus":{"action":"discard","tile":"rock","offspring":false}}]}]}`,
	`{"rounds":[{"takes":[{"tiles":[{"to":0}]}]}]}`, `{"rounds":[{"takes":[{"tiles":[{"to":4}]}]}]}`, `{"rounds":[{"takes":[{"tiles":[{"to":"Barn"}]}]}]}`,
	`{"rounds":[{"takes":[{"tiles":[{"to":"1"}]}]}]}`, `{"rounds":[{"takes":[{"tiles":[{"to":1.0}]}]}]}`, `{"rounds":[{"takes":[{"tiles":[{"to":true}]}]}]}`,
	`{"rounds":[{"takes":[{"tiles":[{"to":null}]}]}]}`, `{"rounds":[{"takes":[{"tiles":[{"to":"b\u0061rn"}]}]}]}`, `{"rounds":[{"last":1}]}`,
	`{"rounds":[{"last":null}]}`, `{"rounds":[{"takes":[{"unclaimed":null}]}]}`, `{"rounds":[{"takes":[{"bonus":{}}]}]}`,
	`{"rounds":[{"takes":[{"bonus":{"to":"barn"}}]}]}`, `{"rounds":[{"takes":[{"bonus":null}]}]}`, `{"players":[],"rounds":[{"Last":true}]}`,
}

// checkQuick holds the quick readers to scorer.Decode on data, and IsScript
// to Parse: a script is what does not read as zoos.
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

// TestQuickInputReadsTheUsual: zoos as zooscore writes them, and as a
// person writes them, are read quickly.
func TestQuickInputReadsTheUsual(t *testing.T) {
	for _, name := range []string{"testdata/bench/sheets.json", "testdata/scoring-example.json"} {
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
// read quickly, and told from zoos without reading them as zoos.
func TestQuickScriptReadsTheUsual(t *testing.T) {
	for _, name := range []string{"testdata/bench/script.json", "testdata/play-3p.json"} {
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
