package store

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// encodingJSON is what encoding/json writes of v, as zooscore writes
// JSON: without HTML escaping, without the line end.
func encodingJSON(t testing.TB, v any) string {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

var trickyTexts = []string{"", "Ann", "Zoë & <Łukasz>", `quote " and \ backslash`, "tab\tline\nreturn\r",
	"\x00\x01\x1f\x7f", "\b\f", "bad \xff\xfe utf-8", "cut \xe2\x80", "line\u2028para\u2029", "emoji 🦁", "\u00a0\u200b"}

// TestJSONStringIsEncodingJSON: the texts of an export line are written
// as encoding/json writes them.
func TestJSONStringIsEncodingJSON(t *testing.T) {
	for _, s := range trickyTexts {
		if got, want := string(appendJSONString(nil, s)), encodingJSON(t, s); got != want {
			t.Errorf("%q written %s, want %s", s, got, want)
		}
	}
}

func FuzzJSONString(f *testing.F) {
	for _, s := range trickyTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendJSONString(nil, s)), encodingJSON(t, s); got != want {
			t.Errorf("%q written %s, want %s", s, got, want)
		}
	})
}

// TestCompactIsEncodingJSON: an input is stored without its layout, as
// encoding/json writes a json.RawMessage, whether given compact or not.
func TestCompactIsEncodingJSON(t *testing.T) {
	for _, raw := range []string{`{"players":[]}`, `{"players": [ ]}`, `{"name":"Anna B.","x":[1, 2]}`, `{"a":"x y","b":"\" ","c":1 }`,
		`{"a":"\\","b" :2}`, `{"a":"sp ace\\\" q","b":"2"}`, "{\"a\":\n1}", ` {"a":1}`, `{"a":"b"} `, `{"names":["Anna B.","Ben C."],"n":3}`} {
		if got, want := string(compact([]byte(raw))), encodingJSON(t, json.RawMessage(raw)); got != want {
			t.Errorf("%s stored %s, want %s", raw, got, want)
		}
	}
}

func FuzzCompact(f *testing.F) {
	f.Add(`{"name":"Anna B.","x":[1, 2]}`)
	f.Add(`{"a":"\\","b" :2}`)
	f.Fuzz(func(t *testing.T, raw string) {
		if !json.Valid([]byte(raw)) {
			return
		}
		if got, want := string(compact([]byte(raw))), encodingJSON(t, json.RawMessage(raw)); got != want {
			t.Errorf("%s stored %s, want %s", raw, got, want)
		}
	})
}

// leanResult is a stored result as encoding/json would write it.
type leanResult struct {
	Players  []leanPlayer `json:"players"`
	Winners  []string     `json:"winners"`
	Warnings []leanNote   `json:"warnings"`
}

type leanPlayer struct {
	Name      string     `json:"name"`
	Total     int        `json:"total"`
	Rank      int        `json:"rank"`
	Breakdown []leanItem `json:"breakdown"`
}

type leanItem struct {
	Item   string `json:"item"`
	Points int    `json:"points"`
	Rule   string `json:"rule,omitempty"`
}

type leanNote struct {
	Player  string `json:"player,omitempty"`
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

// TestLeanIsEncodingJSON: appendLean writes what encoding/json writes of
// the same lean object, with tricky texts everywhere a text goes, and
// words given or said from messages.
func TestLeanIsEncodingJSON(t *testing.T) {
	loc := i18n.For(i18n.English)
	for _, s := range trickyTexts {
		res := scorer.Result{Game: "dice", Players: []scorer.PlayerResult{
			{Name: s, Total: -3, Rank: 1, Breakdown: []scorer.Item{{Item: s, Points: -3, Rule: "dice.barn-penalty", Why: "left out"},
				{Label: msg.M("cmd.total", "name", s, "total", 2), Points: 0}}},
			{Name: "Bob", Rank: 2, Breakdown: []scorer.Item{}}},
			Winners: []string{s}, Warnings: []scorer.Note{{Rule: "w", Player: s, Message: s, Round: 2}, {Rule: "v", Msg: msg.M("cmd.total", "name", s, "total", 1), Times: 2}},
			Decisions: []scorer.Note{{Rule: "d"}}}
		want := leanResult{Winners: res.Winners,
			Players: []leanPlayer{{Name: s, Total: -3, Rank: 1, Breakdown: []leanItem{{s, -3, "dice.barn-penalty"}, {loc.Say(res.Players[0].Breakdown[1].Label), 0, ""}}},
				{Name: "Bob", Rank: 2, Breakdown: []leanItem{}}},
			Warnings: []leanNote{{s, "w", s}, {"", "v", loc.Note(res.Warnings[1]).Message}}}
		if got, want := string(appendLean(nil, res, loc)), encodingJSON(t, want); got != want {
			t.Errorf("stored\n%s\nwant\n%s", got, want)
		}
	}
}
