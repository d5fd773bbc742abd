package scorer_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// Every game's sheets and play scripts are read as strictly as the input
// contract says (contract.md, "Input"): a key in another letter case, a key
// given twice, null, a number that is not whole or does not fit, and an
// unknown field are InputErrors (exit 2) naming line, column and place.

type change struct {
	name, from, to string
	mention        string
}

type strictInput struct {
	name  string
	parse func([]byte) error
	legal string
	cases []change
}

func parser[T any](parse func([]byte) (T, error)) func([]byte) error {
	return func(b []byte) error { _, err := parse(b); return err }
}

var strictInputs = []strictInput{
	{"dice sheets", parser(dice.Parse),
		`{"bonus_hex":{"lion":2},"players":[{"name":"Ann","enclosures":{"lion":2},"bonus":["lion"],"coins":1,"barn":[]},{"name":"Bob"}]}`,
		[]change{
			{"top key in capitals", `"players"`, `"PLAYERS"`, `the input has an unknown field "PLAYERS": names are written exactly, letter case included: write "players"`},
			{"key in another case", `{"name":"Bob"}`, `{"Name":"Bob"}`, `players[1] has an unknown field "Name"`},
			{"unknown field", `"coins":1`, `"coin":1`, `players[0] has an unknown field "coin"`},
			{"key twice", `{"name":"Bob"}`, `{"name":"Bob","name":"Bo"}`, `players[1] gives "name" twice`},
			{"null count", `"coins":1`, `"coins":null`, `players[0].coins is null: give a whole number`},
			{"null list", `"barn":[]`, `"barn":null`, `players[0].barn is null: give a list`},
			{"null in a list", `["lion"]`, `["lion",null]`, `players[0].bonus[1] is null: give a string`},
			{"null hex", `{"lion":2}`, `null`, `bonus_hex is null`},
			{"fraction", `"coins":1`, `"coins":1.5`, `players[0].coins is 1.5, not a whole number`},
			{"exponent", `"coins":1`, `"coins":1e0`, `players[0].coins is 1e0, not a whole number`},
			{"too large", `"enclosures":{"lion":2}`, `"enclosures":{"lion":99999999999999999999}`, `players[0].enclosures.lion is 99999999999999999999, too large`},
			{"hex too large", `"bonus_hex":{"lion":2}`, `"bonus_hex":{"lion":-99999999999999999999}`, `bonus_hex.lion is -99999999999999999999, too large`},
		}},
	{"junior sheets", parser(junior.Parse),
		`{"players":[{"name":"Ann","enclosures":[{"animal":"impala","animals":4,"offspring":0,"landscapes":["shrub"]}],"barn":{"animals":{"wolf":2},"offspring":{},"landscapes":{}}},{"name":"Bob"}]}`,
		[]change{
			{"top key in another case", `"players"`, `"Players"`, `the input has an unknown field "Players"`},
			{"key in another case", `"barn"`, `"Barn"`, `players[0] has an unknown field "Barn": names are written exactly, letter case included: write "barn"`},
			{"unknown field", `"offspring":0`, `"ofspring":0`, `players[0].enclosures[0] has an unknown field "ofspring"`},
			{"key twice", `"animal":"impala"`, `"animal":"impala","animal":"llama"`, `players[0].enclosures[0] gives "animal" twice`},
			{"map key twice", `{"wolf":2}`, `{"wolf":2,"wolf":1}`, `players[0].barn.animals gives "wolf" twice`},
			{"null count", `"animals":4`, `"animals":null`, `players[0].enclosures[0].animals is null: give a whole number`},
			{"null object", `"barn":{"animals":{"wolf":2},"offspring":{},"landscapes":{}}`, `"barn":null`, `players[0].barn is null: give an object`},
			{"null enclosure", `"enclosures":[{`, `"enclosures":[null,{`, `players[0].enclosures[0] is null: give an object`},
			{"fraction", `"animals":4`, `"animals":4.0`, `players[0].enclosures[0].animals is 4.0, not a whole number`},
			{"too large", `{"wolf":2}`, `{"wolf":9223372036854775808}`, `players[0].barn.animals.wolf is 9223372036854775808, too large`},
		}},
	{"zoosim sheets", parser(zoosim.Parse),
		`{"players":[{"name":"Alan","years":[{"visitors":1,"trees":0,"benches":0}]},{"name":"Klaus","years":[{"visitors":0,"trees":0,"benches":0}]}]}`,
		[]change{
			{"top key in another case", `"players"`, `"pLayers"`, `the input has an unknown field "pLayers"`},
			{"key in another case", `"years"`, `"YEARS"`, `players[0] has an unknown field "YEARS"`},
			{"unknown field", `"trees":0,"benches":0}]}]}`, `"trees":0,"bench":0}]}]}`, `players[1].years[0] has an unknown field "bench"`},
			{"key twice", `"trees":0,`, `"trees":0,"trees":1,`, `players[0].years[0] gives "trees" twice`},
			{"null count", `"visitors":1`, `"visitors":null`, `players[0].years[0].visitors is null: give a whole number`},
			{"null name", `"name":"Alan"`, `"name":null`, `players[0].name is null: give a string`},
			{"fraction", `"visitors":1`, `"visitors":0.5`, `players[0].years[0].visitors is 0.5, not a whole number`},
			{"too large", `"visitors":1`, `"visitors":1000000000000000000000`, `players[0].years[0].visitors is 1000000000000000000000, too large`},
		}},
	{"dice script", parser(dice.ParseScript),
		`{"bonus_hex":{"lion":2},"players":["Ann","Bob"],"rounds":[[{"player":"Ann","took":["lion","coin"]},{"player":"Bob","took":["monkey"]}]]}`,
		[]change{
			{"top key in another case", `"rounds"`, `"Rounds"`, `the input has an unknown field "Rounds": names are written exactly, letter case included: write "rounds"`},
			{"key in another case", `"took":["monkey"]`, `"Took":["monkey"]`, `rounds[0][1] has an unknown field "Took"`},
			{"unknown field", `"bonus_hex"`, `"bonus_hexes"`, `the input has an unknown field "bonus_hexes"`},
			{"key twice", `"player":"Ann",`, `"player":"Ann","player":"Bob",`, `rounds[0][0] gives "player" twice`},
			{"top key twice", `"players":["Ann","Bob"],`, `"players":["Ann","Bob"],"players":["Cy"],`, `the input gives "players" twice`},
			{"null list", `"took":["lion","coin"]`, `"took":null`, `rounds[0][0].took is null: give a list`},
			{"null name", `["Ann","Bob"]`, `["Ann",null]`, `players[1] is null: give a string`},
			{"null round", `"rounds":[[`, `"rounds":[null,[`, `rounds[0] is null: give a list`},
			{"fraction", `{"lion":2}`, `{"lion":1.5}`, `bonus_hex.lion is 1.5, not a whole number`},
			{"too large", `{"lion":2}`, `{"lion":123456789012345678901234567890}`, `bonus_hex.lion is 123456789012345678901234567890, too large`},
		}},
	{"junior script", parser(junior.ParseScript),
		`{"players":["Ann","Bob"],"rounds":[{"takes":[{"player":"Ann","tiles":[{"tile":"llama","fertile":"female","to":1}]},{"player":"Bob","tiles":[{"tile":"pond","to":"barn"}],"bonus":{"action":"discard","tile":"rock"}}]},{"last":true,"takes":[]}]}`,
		[]change{
			{"top key in another case", `"players"`, `"Players"`, `the input has an unknown field "Players"`},
			{"key in another case", `"takes":[{`, `"Takes":[{`, `rounds[0] has an unknown field "Takes": names are written exactly, letter case included: write "takes"`},
			{"unknown field", `"fertile":"female"`, `"fertil":"female"`, `rounds[0].takes[0].tiles[0] has an unknown field "fertil"`},
			{"key twice", `"tile":"llama",`, `"tile":"llama","tile":"wolf",`, `rounds[0].takes[0].tiles[0] gives "tile" twice`},
			{"null destination", `"to":1`, `"to":null`, `rounds[0].takes[0].tiles[0].to: "to" is null but must be 1, 2, 3 or "barn"`},
			{"null flag", `"last":true`, `"last":null`, `rounds[1].last is null: give true or false`},
			{"null bonus", `"bonus":{"action":"discard","tile":"rock"}`, `"bonus":null`, `rounds[0].takes[1].bonus is null: give an object`},
			{"fractional destination", `"to":1`, `"to":1.5`, `rounds[0].takes[0].tiles[0].to: "to" is 1.5 but must be 1, 2, 3 or "barn"`},
			{"destination too large", `"to":1`, `"to":99999999999999999999`, `rounds[0].takes[0].tiles[0].to`},
		}},
	{"zoosim script", parser(zoosim.ParseScript),
		`{"players":["Alan","Klaus"],"flagpole":["Klaus","Alan"],"variant":"standard","auctions":[{"tile":{"enclosures":[{"animal":"sea","stars":2}],"bushes":1},"bids":{"Alan":2,"Klaus":3},"placed":{"enclosures":{"sea":2},"benches":0}}]}`,
		[]change{
			{"top key in another case", `"flagpole"`, `"Flagpole"`, `the input has an unknown field "Flagpole"`},
			{"key in another case", `"bids"`, `"Bids"`, `auctions[0] has an unknown field "Bids": names are written exactly, letter case included: write "bids"`},
			{"unknown field", `"bushes":1`, `"bush":1`, `auctions[0].tile has an unknown field "bush"`},
			{"key twice", `"benches":0`, `"benches":0,"benches":9`, `auctions[0].placed gives "benches" twice`},
			{"bid twice", `"Klaus":3`, `"Klaus":3,"Klaus":0`, `auctions[0].bids gives "Klaus" twice`},
			{"null bid", `"Alan":2`, `"Alan":null`, `auctions[0].bids.Alan is null: give a whole number`},
			{"null variant", `"variant":"standard"`, `"variant":null`, `variant is null: give a string`},
			{"null tile", `"tile":{"enclosures":[{"animal":"sea","stars":2}],"bushes":1}`, `"tile":null`, `auctions[0].tile is null: give an object`},
			{"fractional bid", `"Alan":2`, `"Alan":2.5`, `auctions[0].bids.Alan is 2.5, not a whole number`},
			{"benches too large", `"benches":0`, `"benches":18446744073709551616`, `auctions[0].placed.benches is 18446744073709551616, too large`},
		}},
}

func TestEveryGameReadsItsInputStrictly(t *testing.T) {
	for _, in := range strictInputs {
		t.Run(in.name, func(t *testing.T) {
			if err := in.parse([]byte(in.legal)); err != nil {
				t.Fatalf("the legal input: %v", err)
			}
			cases := append(in.cases,
				change{"bare null", in.legal, "null", "the input is null: give a JSON object"},
				change{"bare null in spaces", in.legal, " \n null\n", "the input is null"})
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					if !strings.Contains(in.legal, c.from) {
						t.Fatalf("the legal input has no %s", c.from)
					}
					data := strings.Replace(in.legal, c.from, c.to, 1)
					err := in.parse([]byte(data))
					var ie *scorer.InputError
					if !errors.As(err, &ie) {
						t.Fatalf("%s: err = %v, want an InputError", data, err)
					}
					if !strings.Contains(err.Error(), c.mention) {
						t.Errorf("%s:\nerr = %q\nwant it to mention %q", data, err, c.mention)
					}
					if !strings.HasPrefix(c.name, "bare null") && !strings.HasPrefix(err.Error(), "line 1, column ") {
						t.Errorf("err = %q, want it to start with the line and column", err)
					}
				})
			}
		})
	}
}
