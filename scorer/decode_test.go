package scorer_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// The input contract (contract.md, "Input"): unknown fields, keys in another
// letter case, a key given twice, null, numbers that are not whole or do not
// fit, and input over 1 MiB are errors that name where they are.

type decodeSheet struct {
	Name   string         `json:"name"`
	Coins  int            `json:"coins"`
	Bonus  []string       `json:"bonus"`
	Counts map[string]int `json:"counts"`
	Hex    *int           `json:"hex,omitempty"`
}

type decodeInput struct {
	Players []decodeSheet `json:"players"`
}

func TestDecode(t *testing.T) {
	tests := []struct {
		name    string
		json    string
		mention []string // nothing = it decodes
	}{
		{"legal", `{"players":[{"name":"Ann","coins":2,"bonus":[],"counts":{"a":1}}]}`, nil},
		{"fields may be left out", `{"players":[{}]}`, nil},
		{"unknown field", `{"players":[{"name":"Ann","coin":2}]}`,
			[]string{"line 1, column 27", `players[0] has an unknown field "coin"`, "name, coins, bonus, counts, hex"}},
		{"unknown field on a later line", "{\"players\":[{\"name\":\"Ann\",\n \"tiger\": 1}]}",
			[]string{"line 2, column 2", `unknown field "tiger"`}},
		{"key in another letter case", `{"players":[{"name":"A"},{"NAME":"B"}]}`,
			[]string{"line 1, column 27", `players[1] has an unknown field "NAME"`, `write "name"`}},
		{"top-level key in another letter case", `{"Players":[]}`,
			[]string{"line 1, column 2", `the input has an unknown field "Players"`, `write "players"`}},
		{"key given twice", `{"players":[{"name":"A","name":"B"}]}`,
			[]string{"line 1, column 25", `players[0] gives "name" twice`}},
		{"map key given twice", `{"players":[{"counts":{"a":1,"a":2}}]}`,
			[]string{"line 1, column 30", `players[0].counts gives "a" twice`}},
		{"top-level key given twice", "{\"players\":[],\n\"players\":[]}",
			[]string{"line 2, column 1", `the input gives "players" twice`}},
		{"null number", `{"players":[{"name":"A","coins":null}]}`,
			[]string{"line 1, column 33", "players[0].coins is null: give a whole number"}},
		{"null list", `{"players":null}`, []string{"line 1, column 12", "players is null: give a list"}},
		{"null list item", `{"players":[null]}`, []string{"line 1, column 13", "players[0] is null: give an object"}},
		{"null string in a list", `{"players":[{"bonus":["lion",null]}]}`, []string{"players[0].bonus[1] is null: give a string"}},
		{"null map value", `{"players":[{"counts":{"lion":null}}]}`, []string{"players[0].counts.lion is null: give a whole number"}},
		{"null optional", `{"players":[{"hex":null}]}`, []string{"players[0].hex is null: give a whole number"}},
		{"bare null", `null`, []string{"the input is null: give a JSON object"}},
		{"bare null with spaces", " \n null \n", []string{"the input is null"}},
		{"fraction", `{"players":[{"coins":1.5}]}`, []string{"line 1, column 22", "players[0].coins is 1.5, not a whole number"}},
		{"whole fraction", `{"players":[{"coins":2.0}]}`, []string{"players[0].coins is 2.0, not a whole number"}},
		{"exponent", `{"players":[{"coins":1e2}]}`, []string{"players[0].coins is 1e2, not a whole number"}},
		{"too large", `{"players":[{"coins":99999999999999999999}]}`, []string{"players[0].coins is 99999999999999999999, too large"}},
		{"too small", `{"players":[{"coins":-99999999999999999999}]}`, []string{"players[0].coins is -99999999999999999999, too large"}},
		{"wrong type", `{"players":[{"name":"Ann","coins":"2"}]}`,
			[]string{"line 1, column 35", "players[0].coins must be a whole number, not a string"}},
		{"wrong type of list", `{"players":{}}`, []string{"players must be a list, not an object"}},
		{"wrong top level", `[]`, []string{"the input must be an object, not a list"}},
		{"malformed", "{\n\"players\":[\n{\"coins\": x}]}", []string{"malformed JSON at line 3, column 11"}},
		{"unfinished", `{"players":[`, []string{"ends in the middle"}},
		{"empty", ``, []string{"the input is empty"}},
		{"blank", " \n\t", []string{"the input is empty"}},
		{"two objects", `{} {}`, []string{"line 1, column 4", "goes on after its JSON object"}},
		{"trailing garbage", "{}\nx", []string{"line 2, column 1", "goes on after its JSON object"}},
		{"invalid UTF-8", "{\"players\":[{\"name\":\"\xff\"}]}", []string{"malformed JSON", "UTF-8"}},
		{"columns count characters", `{"players":[{"name":"Åsa","cöins":1}]}`, []string{"line 1, column 27"}},
		{"odd names are quoted", `{"players":[{"counts":{"a b":null}}]}`, []string{`players[0].counts["a b"] is null`}},
		{"long values are clipped", `{"players":[{"` + strings.Repeat("x", 5000) + `":1}]}`, []string{"xxx…"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var v decodeInput
			err := scorer.Decode([]byte(tt.json), &v)
			if tt.mention == nil {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			var ie *scorer.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v, want an scorer.InputError", err)
			}
			for _, m := range tt.mention {
				if !strings.Contains(en.Error(err), m) {
					t.Errorf("err = %q, want it to mention %q", err, m)
				}
			}
			if len(en.Error(err)) > 300 {
				t.Errorf("message of %d bytes: %.100q...", len(en.Error(err)), err)
			}
		})
	}
}

func TestDecodeRefusesInputOverOneMiB(t *testing.T) {
	pad := func(n int) []byte {
		b := append([]byte(`{"players":[]}`), bytes.Repeat([]byte(" "), n)...)
		return b[:n]
	}
	var v decodeInput
	if err := scorer.Decode(pad(scorer.MaxInput), &v); err != nil {
		t.Errorf("1 MiB exactly: %v", err)
	}
	err := scorer.Decode(pad(scorer.MaxInput+1), &v)
	var ie *scorer.InputError
	if !errors.As(err, &ie) || !strings.Contains(en.Error(err), "larger than 1 MiB") {
		t.Errorf("1 MiB and a byte: err = %v, want an scorer.InputError saying it is larger than 1 MiB", err)
	}
}

// A deeply nested input is an error, not a stack overflow.
func TestDecodeDeepNesting(t *testing.T) {
	deep := strings.Repeat("[", 100000) + strings.Repeat("]", 100000)
	var v decodeInput
	var ie *scorer.InputError
	if err := scorer.Decode([]byte(deep), &v); !errors.As(err, &ie) {
		t.Errorf("err = %v, want an scorer.InputError", err)
	}
}

func TestEncodeWritesNoNull(t *testing.T) {
	b, err := scorer.Encode(decodeInput{Players: []decodeSheet{{Name: "Ann <&>"}}})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"players":[{"name":"Ann \u003c\u0026\u003e","coins":0,"bonus":[],"counts":{}}]}`
	if string(b) != want {
		t.Errorf("scorer.Encode = %s, want %s", b, want)
	}
	var back decodeInput
	if err := scorer.Decode(b, &back); err != nil {
		t.Errorf("scorer.Decode(scorer.Encode(x)): %v", err)
	}
}

func TestDropNullMembers(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"a":null,"b":[null,{"c":null,"d":1}],"e":"null"}`, `{"b":[null,{"d":1}],"e":"null"}`},
		{`{"players":[{"name":"Ann","bonus":null,"barn":null}]}`, `{"players":[{"name":"Ann"}]}`},
		{`{"a":1}`, `{"a":1}`},
		{`{"a":null`, `{"a":null`}, // not JSON: left for scorer.Decode to report
		{`{"a":null} x`, `{"a":null} x`},
		{`null`, `null`},
	}
	for _, tt := range tests {
		if got := string(scorer.DropNullMembers([]byte(tt.in))); got != tt.want {
			t.Errorf("scorer.DropNullMembers(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// one reads its JSON itself, as a junior tile's destination does.
type one struct{}

func (*one) UnmarshalJSON(b []byte) error {
	if string(b) != "1" {
		return fmt.Errorf("%s is not 1", b)
	}
	return nil
}

// A type that reads its own JSON keeps working, and its words reach the
// message with the place, clipped when they quote a huge value.
func TestDecodeOwnReader(t *testing.T) {
	type in struct {
		To []one `json:"to"`
	}
	var v in
	if err := scorer.Decode([]byte(`{"to":[1,1]}`), &v); err != nil || len(v.To) != 2 {
		t.Fatalf("legal: %v, %+v", err, v)
	}
	err := scorer.Decode([]byte(`{"to":[1,2]}`), &v)
	if err == nil || !strings.Contains(en.Error(err), "line 1, column 10: to[1]: 2 is not 1") {
		t.Errorf("err = %v, want the place and the type's own words", err)
	}
	err = scorer.Decode([]byte(`{"to":[1,null]}`), &v)
	if err == nil || !strings.Contains(en.Error(err), "line 1, column 10: to[1]: null is not 1") {
		t.Errorf("err = %v, want the place and the type's own words on null", err)
	}
	err = scorer.Decode([]byte(`{"to":["`+strings.Repeat("x", 100000)+`"]}`), &v)
	if err == nil || len(en.Error(err)) > 300 {
		t.Errorf("err of %d bytes, want a clipped message", len(en.Error(err)))
	}
}

// en says messages in English, as the tests compare them.
var en = i18n.For(i18n.English)

// TestDecodeLoose: a file of another program is read past the members
// zooscore does not name and its nulls, and held to everything else as
// Decode holds input, with Decode's messages naming the place.
func TestDecodeLoose(t *testing.T) {
	var in decodeInput
	err := scorer.DecodeLoose([]byte(`{"players": [{"name": "Ann", "coins": null, "colour": "red", "extra": {"a": [1, null]}}], "app": "x"}`), &in)
	if err != nil || len(in.Players) != 1 || in.Players[0].Name != "Ann" || in.Players[0].Coins != 0 {
		t.Fatalf("read %+v (%v)", in, err)
	}
	en := i18n.For(i18n.English)
	for _, c := range []struct{ input, id, says string }{
		{`{"players": [{"coins": 2.5}]}`, "json.not-whole", "players[0].coins"},
		{`{"players": [{"name": 3}]}`, "json.wrong-kind", "players[0].name"},
		{`{"players": [], "players": []}`, "json.duplicate", "players"},
		{`{"players": [}`, "json.malformed", "line 1"},
		{` `, "json.empty", "empty"},
	} {
		var v decodeInput
		err := scorer.DecodeLoose([]byte(c.input), &v)
		var input *scorer.InputError
		if !errors.As(err, &input) || input.Msg.ID != c.id || !strings.Contains(en.InputError(input), c.says) {
			t.Errorf("%s: %v, want %s naming %s", c.input, err, c.id, c.says)
		}
	}
}
