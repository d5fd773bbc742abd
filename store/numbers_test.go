package store

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Numbers are only read now, by the migration to schema 6 (see
// numbers.go): these blobs are written by hand after the grammar there.
// The files of cmd/zooscore's TestUpgradeOfSchema5KeepsEveryGame hold
// numbers written by the zooscore of schema 5.

// numbersRules is a rule_ids table: two rules and a shape.
var numbersRules = map[int64]string{1: "r", 2: "w", 3: shapePrefix + "m1:m2:1:ni3:whos"}

func numbersRule(id int64) (string, error) {
	if r, ok := numbersRules[id]; ok {
		return r, nil
	}
	return "", errNumbers
}

// labelled is version 2 numbers of one player, Ann, with one item of 1
// point, rule r and the label m (n 300, who Ann), a winner (Ann) and a
// warning of rule w about her.
var labelled = []byte{numbersV2, 1, 0, 1, 2, 1, 3, 0xd8, 0x04, 2, 1, 2, 1, 2, 2, 0, 3, 0xd8, 0x04, 2, 0}

var annSeat = []seatName{{seatRow{1, 1, 1}, "Ann"}}

// TestNumbersOfVersion2GiveTheirMessages: version 2 numbers give back the
// points, rules and messages of their items and warnings.
func TestNumbersOfVersion2GiveTheirMessages(t *testing.T) {
	var got scorer.Result
	if err := decodeNumbers(&got, labelled, annSeat, numbersRule); err != nil {
		t.Fatal(err)
	}
	m := msg.M("m", "n", 300, "who", "Ann")
	want := scorer.Result{Winners: []string{"Ann"},
		Players:  []scorer.PlayerResult{{Name: "Ann", Total: 1, Rank: 1, Breakdown: []scorer.Item{{Points: 1, Rule: "r", Label: m}}}},
		Warnings: []scorer.Note{{Rule: "w", Player: "Ann", Msg: m}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read\n%+v\nwant\n%+v", got, want)
	}
}

// TestDamagedShapesAreRefused: a message whose number is no shape (a rule,
// a text that is not a shape, a number the table does not have), or whose
// holes are missing, makes the numbers damaged, never a panic.
func TestDamagedShapesAreRefused(t *testing.T) {
	for _, text := range []string{"r", shapePrefix, shapePrefix + "m1:m", shapePrefix + "m1:m1:1:nx", shapePrefix + "m1:m2:1:ni",
		shapePrefix + "m1:m1:1:nl99:", shapePrefix + "m1:m1:1:n" + strings.Repeat("m1:m1:1:n", 40) + "i", shapePrefix + "m1:m0:extra"} {
		rule := func(id int64) (string, error) {
			if id == 3 {
				return text, nil
			}
			return numbersRule(id)
		}
		var back scorer.Result
		if err := decodeNumbers(&back, labelled, annSeat, rule); !errors.Is(err, errNumbers) {
			t.Errorf("shape %q: %v, want damaged numbers", text, err)
		}
	}
	blob := append([]byte(nil), labelled...)
	blob[6] = 99 // the shape's number (after the version, players, name, items, points and rule): none such
	var back scorer.Result
	if err := decodeNumbers(&back, blob, annSeat, numbersRule); err == nil {
		t.Error("a shape the table does not have read without an error")
	}
}

// FuzzParseShape: whatever the text, reading a shape ends with a shape or
// a refusal, and a shape read builds a message from any bytes.
func FuzzParseShape(f *testing.F) {
	f.Add(numbersRules[3], []byte{0xd8, 0x04, 2})
	f.Add(shapePrefix+"m1:m2:1:nc5:point4:listl2:w4:lionm1:x1:2:ido0:", []byte{4, 6, 1, 3, 'B', 'o', 'b'})
	f.Fuzz(func(t *testing.T, text string, holes []byte) {
		sh, ok := parseShape(text)
		if !ok {
			return
		}
		r := numbersReader{b: holes}
		sh.build(&r, []scorer.PlayerResult{{Name: "Ann"}})
	})
}

// FuzzDecodeNumbers: whatever the bytes, reading numbers (of version 1 or
// 2) ends with a result or an error, never a panic or a huge allocation.
func FuzzDecodeNumbers(f *testing.F) {
	seats := []seatName{{seatRow{1, 1, 3}, "Ann"}, {seatRow{2, 2, 1}, "Bob"}}
	// Ann with an item of 3 points (rule r), Bob with none; Ann wins; a
	// warning of rule w about Bob.
	f.Add([]byte{numbersV1, 2, 0, 1, 6, 1, 0, 0, 1, 2, 1, 2, 3, 0})
	f.Add([]byte{numbersV1, 2, 0, 0xff, 0xff, 0xff, 0xff, 0x0f})
	f.Add(labelled)
	f.Fuzz(func(t *testing.T, data []byte) {
		var res scorer.Result
		decodeNumbers(&res, data, seats, numbersRule)
	})
}
