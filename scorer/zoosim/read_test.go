package zoosim

import (
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/gametest"
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
	return gametest.Seeds(tb, append(quickEdges, quickScriptEdges...), "testdata/fuzz/FuzzParse/*", "testdata/fuzz/FuzzParseScript/*", "testdata/*.json", "testdata/bench/*.json")
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

func TestQuickAsDecode(t *testing.T) { checks.QuickAsDecode(t, quickSeeds(t)) }

// TestQuickInputReadsTheUsual: years as zooscore writes them, and as a
// person writes them, are read quickly.
func TestQuickInputReadsTheUsual(t *testing.T) {
	checks.QuickInputReadsTheUsual(t, "testdata/bench/sheets.json", "testdata/rulebook-year-three-corrected.json")
}

// TestQuickScriptReadsTheUsual: play scripts as zooscore writes them are
// read quickly, and told from years without reading them as years.
func TestQuickScriptReadsTheUsual(t *testing.T) {
	checks.QuickScriptReadsTheUsual(t, "testdata/bench/script.json", "testdata/play-flagpole-tie.json")
}

// FuzzQuick holds the quick readers to scorer.Decode, and IsScript to Parse.
func FuzzQuick(f *testing.F) { checks.FuzzQuick(f, quickSeeds(f)) }

// BenchmarkQuickInput reads the benchmarks' game quickly; BenchmarkDecode
// reads it with scorer.Decode, as every input was read before.
func BenchmarkQuickInput(b *testing.B) {
	checks.BenchQuickInput(b, gametest.BenchFile(b, "sheets.json"))
}

func BenchmarkDecode(b *testing.B) { checks.BenchDecode(b, gametest.BenchFile(b, "sheets.json")) }

// BenchmarkIsScript tells the benchmarks' input and script apart.
func BenchmarkIsScript(b *testing.B) {
	checks.BenchIsScript(b, gametest.BenchFile(b, "sheets.json"), gametest.BenchFile(b, "script.json"))
}
