package store

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// saidResult is a result whose labels and warnings hold every kind of
// message argument the engine uses: numbers, words, counts, lists joined
// with "and" and with "or", nested messages, players' names (of a seat
// placed later too, and of nobody in the result), and the empty list.
func saidResult() (scorer.Result, []seatName) {
	res := scorer.Result{Game: "dice", Winners: []string{"Ann"},
		Players: []scorer.PlayerResult{
			{Name: "Ann", Total: 7, Rank: 1, Breakdown: []scorer.Item{
				{Points: 5, Rule: "dice.score-animal", Label: scorer.M("dice.enclosure.lion")},
				{Points: 2, Rule: "dice.score-bonus", Label: scorer.M("dice.item.barn", "animal", scorer.Word("lion"))},
				{Points: 0, Rule: "dice.coin-group", Label: scorer.M("dice.item.coin-group-removes", "group", 3, "the", scorer.M("dice.the.ostrich"))},
				{Points: -300, Rule: "r", Label: scorer.M("x.names", "who", scorer.Names([]string{"Bob", "Ann", "Zoë"}), "n", -300)},
			}},
			{Name: "Bob", Total: 0, Rank: 2, Breakdown: []scorer.Item{
				{Points: 0, Rule: "junior.score-enclosure", Label: scorer.M("junior.item.enclosure", "enclosure", 1, "count", scorer.Count{N: 4, Noun: "impala"})},
				{Points: 0, Label: scorer.M("x.or", "one", scorer.List{Items: []any{1, scorer.Word("rock"), "", scorer.M("y")}, Or: true}, "none", scorer.List{})},
			}},
		},
		Warnings: []scorer.Note{
			{Rule: "dice.game-in-progress", Player: "Bob", Times: 3, Msg: scorer.M("dice.game-in-progress", "players", scorer.Names([]string{"Bob"}))},
			{Rule: "w", Msg: scorer.M("w.plain")},
		},
		Decisions: []scorer.Note{{Rule: "dice.tie-coins", Msg: scorer.M("gone")}},
	}
	seats := []seatName{{seatRow{4, 1, 7}, "Ann"}, {seatRow{9, 2, 0}, "Bob"}}
	return res, seats
}

// TestNumbersKeepMessages: version 2 numbers give back every label and
// warning message as it was, with the numbers of version 1.
func TestNumbersKeepMessages(t *testing.T) {
	res, seats := saidResult()
	var rules rulesTable
	blob, err := appendNumbers(nil, res, seats, rules.id)
	if err != nil {
		t.Fatal(err)
	}
	if blob[0] != numbersV2 {
		t.Fatalf("numbers of version %d, want 2", blob[0])
	}
	back := scorer.Result{Game: "dice"}
	if err := decodeNumbers(&back, blob, seats, rules.name); err != nil {
		t.Fatal(err)
	}
	want := res
	want.Decisions = []scorer.Note{{Rule: "dice.tie-coins"}} // their rules only
	if !reflect.DeepEqual(back, want) {
		t.Errorf("numbers read back as\n%+v\nwant\n%+v", back, want)
	}
	// Every blob cut short, or with a byte too many, is refused.
	for n := range len(blob) {
		var cut scorer.Result
		if err := decodeNumbers(&cut, blob[:n], seats, rules.name); !errors.Is(err, errNumbers) {
			t.Errorf("%d of %d bytes: %v, want damaged numbers", n, len(blob), err)
		}
	}
	if err := decodeNumbers(&back, append(bytes.Clone(blob), 0), seats, rules.name); !errors.Is(err, errNumbers) {
		t.Errorf("a byte too many: %v, want damaged numbers", err)
	}
	// The shapes are few: the same label in another game adds none.
	before := len(rules.ids)
	if _, err := appendNumbers(nil, res, seats, rules.id); err != nil || len(rules.ids) != before {
		t.Errorf("the same result again made %d new numbers (%v)", len(rules.ids)-before, err)
	}
}

// TestNumbersSaidOnce: a decoder that says the labels gives the words of
// every item, saying each label that names nobody once however often it
// comes, and a label that names a player for each game.
func TestNumbersSaidOnce(t *testing.T) {
	res, seats := saidResult()
	var rules rulesTable
	blob, err := appendNumbers(nil, res, seats, rules.id)
	if err != nil {
		t.Fatal(err)
	}
	said := map[string]int{}
	d := numbersDecoder{rule: rules.name, say: func(m scorer.Msg) string {
		s := m.String()
		said[s]++
		return s
	}}
	var back scorer.Result
	for range 3 {
		if err := d.decode(&back, blob, seats); err != nil {
			t.Fatal(err)
		}
	}
	for i, p := range res.Players {
		for j, it := range p.Breakdown {
			if got, want := back.Players[i].Breakdown[j].Item, it.Label.String(); got != want {
				t.Errorf("item %d of %s said %q, want %q", j, p.Name, got, want)
			}
			n := said[it.Label.String()]
			// x.names and x.or hold names ("" is one too).
			if names := strings.HasPrefix(it.Label.ID, "x."); names && n != 3 || !names && n != 1 {
				t.Errorf("%s said %d times", it.Label.ID, n)
			}
		}
	}
	if len(back.Decisions) != 0 {
		t.Errorf("an export's numbers with decisions %v", back.Decisions)
	}
}

// TestNumbersWithoutMessagesAreVersion1: a result with words but no
// messages (read from an older export), one lacking a message, and one
// holding a value no shape keeps, are kept as version 1, to be scored
// again where they are said.
func TestNumbersWithoutMessagesAreVersion1(t *testing.T) {
	cases := map[string]func(*scorer.Result){
		"words, no messages": func(r *scorer.Result) {
			r.Players[0].Breakdown[0].Label, r.Players[0].Breakdown[0].Item = scorer.Msg{}, "lion enclosure"
		},
		"no message":           func(r *scorer.Result) { r.Players[1].Breakdown[1].Label = scorer.Msg{} },
		"a warning without":    func(r *scorer.Result) { r.Warnings[1].Msg = scorer.Msg{} },
		"a fraction":           func(r *scorer.Result) { r.Players[0].Breakdown[0].Label = scorer.M("x", "share", 0.5) },
		"in a nested message":  func(r *scorer.Result) { r.Warnings[0].Msg = scorer.M("x", "m", scorer.M("y", "v", int64(2))) },
		"in a list of numbers": func(r *scorer.Result) { r.Warnings[0].Msg = scorer.M("x", "l", scorer.List{Items: []any{1, []int{2}}}) },
	}
	for name, change := range cases {
		t.Run(name, func(t *testing.T) {
			res, seats := saidResult()
			change(&res)
			var rules rulesTable
			blob, err := appendNumbers(nil, res, seats, rules.id)
			if err != nil || blob[0] != numbersV1 {
				t.Fatalf("numbers of version %d (%v), want 1", blob[0], err)
			}
			var back scorer.Result
			if err := decodeNumbers(&back, blob, seats, rules.name); err != nil {
				t.Fatal(err)
			}
			if back.Players[0].Breakdown[0].Label.ID != "" || back.Players[0].Breakdown[0].Points != 5 {
				t.Errorf("version 1 read back as %+v", back.Players[0].Breakdown[0])
			}
		})
	}
}

// TestDamagedShapesAreRefused: a message whose number is no shape (a rule,
// a text that is not a shape, a number the table does not have), or whose
// holes are missing, makes the numbers damaged, never a panic.
func TestDamagedShapesAreRefused(t *testing.T) {
	res := scorer.Result{Players: []scorer.PlayerResult{{Name: "Ann", Breakdown: []scorer.Item{
		{Points: 1, Rule: "r", Label: scorer.M("m", "n", 300, "who", "Ann")}}}}}
	seats := []seatName{{seatRow{1, 1, 1}, "Ann"}}
	for _, text := range []string{"r", shapePrefix, shapePrefix + "m1:m", shapePrefix + "m1:m1:1:nx", shapePrefix + "m1:m2:1:ni",
		shapePrefix + "m1:m1:1:nl99:", shapePrefix + "m1:m1:1:n" + strings.Repeat("m1:m1:1:n", 40) + "i", shapePrefix + "m1:m0:extra"} {
		var rules rulesTable
		blob, err := appendNumbers(nil, res, seats, rules.id)
		if err != nil || blob[0] != numbersV2 {
			t.Fatal(blob, err)
		}
		shape := rules.ids[shapePrefix+"m1:m2:1:ni3:whos"]
		rules.names[shape] = text
		var back scorer.Result
		if err := decodeNumbers(&back, blob, seats, rules.name); !errors.Is(err, errNumbers) {
			t.Errorf("shape %q: %v, want damaged numbers", text, err)
		}
	}
	var rules rulesTable
	blob, _ := appendNumbers(nil, res, seats, rules.id)
	blob[6] = 99 // the shape's number (after the version, players, name, items, points and rule): none such
	var back scorer.Result
	if err := decodeNumbers(&back, blob, seats, rules.name); err == nil {
		t.Error("a shape the table does not have read without an error")
	}
}

// FuzzParseShape: whatever the text, reading a shape ends with a shape or
// a refusal, and a shape read builds a message from any bytes.
func FuzzParseShape(f *testing.F) {
	res, _ := saidResult()
	var e msgEncoder
	e.players = res.Players
	for _, p := range res.Players {
		for _, it := range p.Breakdown {
			e.encode(it.Label)
			f.Add(string(e.shape), append([]byte(nil), e.holes...))
		}
	}
	f.Fuzz(func(t *testing.T, text string, holes []byte) {
		sh, ok := parseShape(text)
		if !ok {
			return
		}
		r := numbersReader{b: holes}
		sh.build(&r, res.Players)
		r = numbersReader{b: holes}
		sh.skip(&r)
	})
}
