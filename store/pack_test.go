package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// The dictionary is part of the file format: every stored input packed
// with it needs it, byte for byte, to be read again.
func TestInputDictNeverChanges(t *testing.T) {
	sum := sha256.Sum256([]byte(inputDict))
	if got := hex.EncodeToString(sum[:]); got != "11056a162e89daa9f095bb735b7d8ea47d540086a344c62541ba51039a22ed78" {
		t.Errorf("inputDict changed (sha256 %s): stored inputs could not be read; give a new dictionary a marker of its own", got)
	}
}

func TestPackRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	noise := make([]byte, 3000)
	for i := range noise {
		noise[i] = byte(rng.IntN(256))
	}
	cases := []struct {
		name   string
		input  string
		packed bool
	}{
		{"empty", "", false},
		{"short", `{"players":[]}`, false},
		{"sheets", `{"players":[{"name":"Ann","enclosures":{"crocodile":1,"ostrich":2},"bonus":["crocodile"],"coins":3,"barn":[]},{"name":"Bob","enclosures":{"lion":5},"bonus":[],"coins":0,"barn":["lion"]}]}`, true},
		{"script", `{"players":["Ann","Bob"],"rounds":[` + strings.Repeat(`[{"player":"Ann","took":["lion","coin"]},{"player":"Bob","took":["monkey"]}],`, 40) + `[]]}`, true},
		{"noise", string(noise), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stored := packInput([]byte(c.input))
			if packed := len(stored) > 0 && stored[0] == packedS2; packed != c.packed || len(stored) > len(c.input) {
				t.Errorf("%d bytes stored as %d (packed %v), want packed %v and never larger", len(c.input), len(stored), packed, c.packed)
			}
			back, err := unpackInput([]byte("prefix:"), stored)
			if err != nil || string(back) != "prefix:"+c.input {
				t.Errorf("unpack = %.60q, %v; want the input after the prefix", back, err)
			}
		})
	}
	if _, err := unpackInput(nil, []byte{packedS2, 0xff, 0xff, 0xff}); !errors.Is(err, errPacked) {
		t.Errorf("a damaged packed input reads as %v, want errPacked", err)
	}
}

func TestUUIDKey(t *testing.T) {
	cases := []struct {
		uuid  string
		bytes bool
	}{
		{"0b7a3c2e-91d4-4f60-8a2b-5c1de0f93a47", true},
		{"0B7A3C2E-91D4-4F60-8A2B-5C1DE0F93A47", false}, // kept as given: it comes back as given
		{"0b7a3c2e91d44f608a2b5c1de0f93a47", false},
		{"0b7a3c2e-91d4-4f60-8a2b-5c1de0f93a4", false},
		{"0b7a3c2e-91d4-4f60-8a2b+5c1de0f93a47", false},
		{"0b7a3c2e-91d4-4f60-8a2b-5c1de0f93a4g", false},
		{"x", false},
		{"", false},
	}
	for _, c := range cases {
		key := uuidKey(c.uuid)
		if b, ok := key.([]byte); ok != c.bytes || ok && len(b) != 16 {
			t.Errorf("uuidKey(%q) = %v, want 16 bytes: %v", c.uuid, key, c.bytes)
		}
		if back := uuidText(key); back != c.uuid {
			t.Errorf("uuidText(uuidKey(%q)) = %q", c.uuid, back)
		}
	}
	if u := NewUUID(); uuidText(uuidKey(u)) != u || reflect.TypeOf(uuidKey(u)).Kind() != reflect.Slice {
		t.Errorf("a new uuid %s is not stored as 16 bytes", u)
	}
}

// rulesTable numbers rules as the rule_ids table would.
type rulesTable struct {
	ids   map[string]int64
	names map[int64]string
}

func (r *rulesTable) id(rule string) (int64, error) {
	if r.ids == nil {
		r.ids, r.names = map[string]int64{}, map[int64]string{}
	}
	if id, ok := r.ids[rule]; ok {
		return id, nil
	}
	id := int64(len(r.ids) + 1)
	rule = strings.Clone(rule) // as ruleWriter.id: the text may change after the call
	r.ids[rule], r.names[id] = id, rule
	return id, nil
}

func (r *rulesTable) name(id int64) (string, error) {
	if n, ok := r.names[id]; ok {
		return n, nil
	}
	return "", errNumbers
}

func TestNumbersRoundTrip(t *testing.T) {
	res := scorer.Result{Game: "dice", Winners: []string{"Ann", "ANN", "someone else"},
		Players: []scorer.PlayerResult{
			{Name: "Ann", Total: 7, Rank: 1, Breakdown: []scorer.Item{{Item: "words", Points: 9, Rule: "dice.score-animal", Why: "gone"}, {Points: -2, Rule: "dice.barn-penalty"}, {Points: 0}}},
			{Name: "ANN", Total: 7, Rank: 1, Breakdown: []scorer.Item{}},
			{Name: "Cy", Total: -300, Rank: 3, Breakdown: []scorer.Item{{Points: -300, Rule: "dice.barn-penalty"}}},
		},
		Warnings:  []scorer.Note{{Rule: "dice.bonus-unclaimed", Player: "Cy", Message: "gone"}, {Rule: "dice.game-not-ended"}, {Rule: "x", Player: "nobody"}},
		Decisions: []scorer.Note{{Rule: "dice.coin-group", Player: "Ann", Message: "gone", Round: 3}, {Rule: "dice.tie-coins"}},
	}
	// The players table spells the second player Ann (the first game it
	// played): the result's ANN is kept.
	seats := []seatName{{seatRow{4, 1, 7}, "Ann"}, {seatRow{9, 1, 7}, "Ann"}, {seatRow{2, 3, -300}, "Cy"}}
	var rules rulesTable
	blob, err := appendNumbers(nil, res, seats, rules.id)
	if err != nil {
		t.Fatal(err)
	}
	var back scorer.Result
	back.Game = "dice"
	if err := decodeNumbers(&back, blob, seats, rules.name); err != nil {
		t.Fatal(err)
	}
	want := scorer.Result{Game: "dice", Winners: res.Winners,
		Players: []scorer.PlayerResult{
			{Name: "Ann", Total: 7, Rank: 1, Breakdown: []scorer.Item{{Points: 9, Rule: "dice.score-animal"}, {Points: -2, Rule: "dice.barn-penalty"}, {Points: 0}}},
			{Name: "ANN", Total: 7, Rank: 1, Breakdown: []scorer.Item{}},
			{Name: "Cy", Total: -300, Rank: 3, Breakdown: []scorer.Item{{Points: -300, Rule: "dice.barn-penalty"}}},
		},
		Warnings:  []scorer.Note{{Rule: "dice.bonus-unclaimed", Player: "Cy"}, {Rule: "dice.game-not-ended"}, {Rule: "x", Player: "nobody"}},
		Decisions: []scorer.Note{{Rule: "dice.coin-group"}, {Rule: "dice.tie-coins"}},
	}
	if !reflect.DeepEqual(back, want) {
		t.Errorf("numbers read back as\n%+v\nwant\n%+v", back, want)
	}
	// Every blob cut short is refused, never read wrong.
	for n := range len(blob) {
		var cut scorer.Result
		if err := decodeNumbers(&cut, blob[:n], seats, rules.name); err == nil {
			t.Errorf("%d of %d bytes read without an error", n, len(blob))
		}
	}
	if err := decodeNumbers(&back, blob, seats[:2], rules.name); err == nil {
		t.Error("numbers of 3 players read for 2 seats")
	}
	if err := decodeNumbers(&back, append(bytes.Clone(blob), 0), seats, rules.name); err == nil {
		t.Error("a blob with a byte too many read without an error")
	}
}

// FuzzDecodeNumbers: whatever the bytes, reading numbers (of version 1 or
// 2, with their messages given or said) ends with a result or an error,
// never a panic or a huge allocation.
func FuzzDecodeNumbers(f *testing.F) {
	var rules rulesTable
	seats := []seatName{{seatRow{1, 1, 3}, "Ann"}, {seatRow{2, 2, 1}, "Bob"}}
	blob, _ := appendNumbers(nil, scorer.Result{Players: []scorer.PlayerResult{{Name: "Ann", Breakdown: []scorer.Item{{Points: 3, Rule: "r"}}}, {Name: "Bob"}},
		Winners: []string{"Ann"}, Warnings: []scorer.Note{{Rule: "w", Player: "Bob"}}}, seats, rules.id)
	f.Add(blob)
	f.Add([]byte{numbersV1, 2, 0, 0xff, 0xff, 0xff, 0xff, 0x0f})
	said, saidSeats := saidResult()
	blob, _ = appendNumbers(nil, said, saidSeats, rules.id)
	f.Add(blob)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, say := range []func(scorer.Msg) string{nil, scorer.Msg.String} {
			var res scorer.Result
			d := numbersDecoder{rule: func(id int64) (string, error) {
				if name, err := rules.name(id); err == nil {
					return name, nil
				}
				if id > 3 {
					return "", errNumbers
				}
				return "r", nil
			}, say: say}
			d.decode(&res, data, seats)
		}
	})
}

// TestPackCompactIsPack: for compact input, PackCompact stores what Pack
// stores.
func TestPackCompactIsPack(t *testing.T) {
	for _, input := range []string{`{}`, `{"players":["Ann","Bob"],"rounds":[{"takes":[{"player":"Ann","took":["lion","lion","coin"]}]}]}`,
		`{"players":[{"name":"Ann","enclosures":{"lion":3}},{"name":"Bob","barn":{"ostrich":1}}]}`} {
		g := Game{Input: []byte(input)}
		if got, want := PackCompact(g).stored(), Pack(g).stored(); !bytes.Equal(got, want) {
			t.Errorf("%s: PackCompact stores %x, Pack %x", input, got, want)
		}
	}
}
