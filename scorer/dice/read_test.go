package dice

import (
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/gametest"
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
	return gametest.Seeds(tb, append(quickEdges, quickScriptEdges...), "testdata/fuzz/FuzzParse/*", "testdata/fuzz/FuzzParseScript/*", "testdata/bench/*.json", "testdata/play/*.json")
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

func TestQuickAsDecode(t *testing.T) { checks.QuickAsDecode(t, quickSeeds(t)) }

// TestQuickInputReadsTheUsual: sheets as zooscore writes them, and as a
// person writes them, are read quickly.
func TestQuickInputReadsTheUsual(t *testing.T) {
	checks.QuickInputReadsTheUsual(t, "testdata/bench/sheets.json", "testdata/fuzz/FuzzParse/contract")
}

// TestQuickScriptReadsTheUsual: play scripts as zooscore writes them are
// read quickly, and told from sheets without reading them as sheets.
func TestQuickScriptReadsTheUsual(t *testing.T) {
	checks.QuickScriptReadsTheUsual(t, "testdata/bench/script.json", "testdata/play/full-game.json")
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
