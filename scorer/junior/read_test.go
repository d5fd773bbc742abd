package junior

import (
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/gametest"
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
	return gametest.Seeds(tb, append(quickEdges, quickScriptEdges...), "testdata/fuzz/FuzzParse/*", "testdata/fuzz/FuzzParseScript/*", "testdata/*.json", "testdata/bench/*.json")
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

func TestQuickAsDecode(t *testing.T) { checks.QuickAsDecode(t, quickSeeds(t)) }

// TestQuickInputReadsTheUsual: zoos as zooscore writes them, and as a
// person writes them, are read quickly.
func TestQuickInputReadsTheUsual(t *testing.T) {
	checks.QuickInputReadsTheUsual(t, "testdata/bench/sheets.json", "testdata/scoring-example.json")
}

// TestQuickScriptReadsTheUsual: play scripts as zooscore writes them are
// read quickly, and told from zoos without reading them as zoos.
func TestQuickScriptReadsTheUsual(t *testing.T) {
	checks.QuickScriptReadsTheUsual(t, "testdata/bench/script.json", "testdata/play-3p.json")
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
