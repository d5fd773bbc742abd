package exchange

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
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

// TestRawJSONIsEncodingJSON: an input is written without its layout, as
// encoding/json writes a json.RawMessage, whether stored compact or not.
func TestRawJSONIsEncodingJSON(t *testing.T) {
	for _, raw := range []string{`{"players":[]}`, `{"players": [ ]}`, `{"name":"Anna B.","x":[1, 2]}`, `{"a":"x y","b":"\" ","c":1 }`,
		`{"a":"\\","b" :2}`, `{"a":"sp ace\\\" q","b":"2"}`, "{\"a\":\n1}", ` {"a":1}`, `{"a":"b"} `, `{"names":["Anna B.","Ben C."],"n":3}`} {
		got := string(appendRawJSON([]byte("x"), []byte(raw)))
		if want := "x" + encodingJSON(t, json.RawMessage(raw)); got != want {
			t.Errorf("%s written %s, want %s", raw, got, want)
		}
	}
}

func FuzzRawJSON(f *testing.F) {
	f.Add(`{"name":"Anna B.","x":[1, 2]}`)
	f.Add(`{"a":"\\","b" :2}`)
	f.Fuzz(func(t *testing.T, raw string) {
		if !json.Valid([]byte(raw)) {
			return
		}
		if got, want := string(appendRawJSON(nil, []byte(raw))), encodingJSON(t, json.RawMessage(raw)); got != want {
			t.Errorf("%s written %s, want %s", raw, got, want)
		}
	})
}

// leanLine is an export line as encoding/json would write it.
type leanLine struct {
	Game     string          `json:"game"`
	ID       int64           `json:"id,omitempty"`
	Status   string          `json:"status,omitempty"`
	Players  []leanPlayer    `json:"players"`
	Winners  []string        `json:"winners"`
	Warnings []leanNote      `json:"warnings"`
	UUID     string          `json:"uuid"`
	PlayedAt time.Time       `json:"played_at"`
	Input    json.RawMessage `json:"input"`
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

// TestLineIsEncodingJSON: appendLine writes what encoding/json writes of
// the same lean object, with tricky texts everywhere a text goes, and
// words said as JSON already (as the store gives them) or not.
func TestLineIsEncodingJSON(t *testing.T) {
	for i, s := range trickyTexts {
		res := scorer.Result{Game: "dice", Players: []scorer.PlayerResult{
			{Name: s, Total: -3, Rank: 1, Breakdown: []scorer.Item{{Item: s, Points: -3, Rule: "dice.barn-penalty", Why: "left out"}, {Item: "x", Points: 0}}},
			{Name: "Bob", Rank: 2, Breakdown: []scorer.Item{}}},
			Winners: []string{s}, Warnings: []scorer.Note{{Rule: "w", Player: s, Message: s, Round: 2}, {Rule: "v", Message: "m"}},
			Decisions: []scorer.Note{{Rule: "d"}}}
		g := store.Game{ID: int64(i + 1), UUID: s, Game: "dice", Status: scorer.StatusInProgress,
			PlayedAt: time.Date(2026, 11, 21, 18, 3, 0, 0, time.UTC), Input: json.RawMessage(`{"players":["Ann Z."]}`), Result: res}
		want := leanLine{Game: "dice", ID: g.ID, Status: g.Status, Winners: res.Winners, UUID: s, PlayedAt: g.PlayedAt, Input: g.Input,
			Players:  []leanPlayer{{Name: s, Total: -3, Rank: 1, Breakdown: []leanItem{{s, -3, "dice.barn-penalty"}, {"x", 0, ""}}}, {Name: "Bob", Rank: 2, Breakdown: []leanItem{}}},
			Warnings: []leanNote{{s, "w", s}, {"", "v", "m"}}}
		wantLine := encodingJSON(t, want) + "\n"
		if got := string(appendLine(nil, g, res, false)); got != wantLine {
			t.Errorf("line\n%s\nwant\n%s", got, wantLine)
		}
		for j := range res.Players[0].Breakdown {
			res.Players[0].Breakdown[j].Item = string(appendJSONString(nil, res.Players[0].Breakdown[j].Item))
		}
		if got := string(appendLine(nil, g, res, true)); got != wantLine {
			t.Errorf("line of words said as JSON\n%s\nwant\n%s", got, wantLine)
		}
	}
}
