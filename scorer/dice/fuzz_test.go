package dice

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The fuzz targets of the Dice Game. Their seeds are in
// testdata/fuzz/FuzzXxx, so that go test runs them; go test -fuzz=FuzzXxx
// searches further. Whatever the input: no panic, a refusal is an
// InputError or documented violations, a scored result adds up and ranks
// right, and a tracker's own script replays to the same result.

// allRules are the rule ids of the sheets and of the tracker.
var allRules = append(append([]scorer.Rule{}, Rules...), PlayRules...)

// FuzzParse reads any bytes as sheets and scores what it reads.
func FuzzParse(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		in, err := Parse(data)
		if err != nil {
			if err := fuzzcheck.Refusal(err, allRules); err != nil {
				t.Fatal(err)
			}
			return
		}
		res, err := Score(in)
		if err != nil {
			if err := fuzzcheck.Refusal(err, allRules); err != nil {
				t.Fatal(err)
			}
			return
		}
		if err := fuzzcheck.Result(res, len(in.Players), allRules); err != nil {
			t.Fatalf("%v\n%+v", err, res)
		}
		sameAfterEncoding(t, in, Parse)
	})
}

// FuzzParseScript reads any bytes as a play script and plays it.
func FuzzParseScript(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScript(data)
		if err != nil {
			if err := fuzzcheck.Refusal(err, allRules); err != nil {
				t.Fatal(err)
			}
			return
		}
		tr, err := Play(s)
		if err != nil {
			if err := fuzzcheck.Refusal(err, allRules); err != nil {
				t.Fatal(err)
			}
		}
		if tr == nil {
			return
		}
		want := checkTracker(t, tr)
		if err == nil {
			sameAfterEncoding(t, s, ParseScript)
			replaySame(t, tr, want)
		}
	})
}

// FuzzTracker drives a tracker take by take from bytes: players, bonus hex
// values, then each take's player, faces and round, legal or not.
func FuzzTracker(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > fuzzcheck.MaxBytes {
			return
		}
		b := fuzzcheck.NewBytes(data)
		names := []string{"Ann", "Bob", "Cy", "Dee"}[:2+b.Int(3)]
		var hex *HexValues
		if b.Int(2) == 1 {
			hex = &HexValues{}
			for _, a := range Animals {
				if v := b.Int(4); v > 0 {
					*hex.field(a) = &v
				}
			}
		}
		tr, err := NewTracker(names, hex)
		if err != nil {
			if err := fuzzcheck.Refusal(err, allRules); err != nil {
				t.Fatal(err)
			}
			return
		}
		for n := 0; n < fuzzcheck.MaxEntries && !b.Empty(); n++ {
			applyOne(t, tr, nextTake(b, tr, names))
		}
		replaySame(t, tr, checkTracker(t, tr))
	})
}

func nextTake(b *fuzzcheck.Bytes, tr *Tracker, names []string) Entry {
	e := Entry{Round: tr.Round(), Take: Take{Player: b.Name(names)}}
	switch b.Int(16) {
	case 0:
		e.Round++
	case 1:
		e.Round = 0
	case 2:
		e.Round--
	}
	n := 1 + b.Int(3)
	if b.Int(16) == 0 {
		n = b.Int(6)
	}
	for range n {
		e.Took = append(e.Took, b.Pick(Faces))
	}
	return e
}

// applyOne applies one take: refused, it leaves the tracker as it was;
// accepted, the result still adds up.
func applyOne(t *testing.T, tr *Tracker, e Entry) {
	t.Helper()
	before := snapshot(t, tr)
	notes, err := tr.Apply(e)
	if err != nil {
		if err := fuzzcheck.Refusal(err, allRules); err != nil {
			t.Fatal(err)
		}
		if after := snapshot(t, tr); !bytes.Equal(before, after) {
			t.Fatalf("a refused take %+v changed the tracker:\n%s\n%s", e, before, after)
		}
		return
	}
	if err := fuzzcheck.Notes(notes, allRules); err != nil {
		t.Fatal(err)
	}
	checkTracker(t, tr)
}

func snapshot(t *testing.T, tr *Tracker) []byte {
	res, err := tr.Result()
	if err != nil {
		t.Fatalf("the tracker cannot score its own sheets: %v", err)
	}
	b, err := scorer.Encode([]any{tr.Script(), res, tr.Round(), tr.ToTake(), tr.Ended(), tr.DiceLeft()})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// checkTracker scores the tracker as it stands: it never refuses its own
// sheets, and the result adds up.
func checkTracker(t *testing.T, tr *Tracker) scorer.Result {
	t.Helper()
	res, err := tr.Result()
	if err != nil {
		t.Fatalf("the tracker cannot score its own sheets: %v", err)
	}
	if err := fuzzcheck.Result(res, len(tr.Sheets()), allRules); err != nil {
		t.Fatalf("%v\n%+v", err, res)
	}
	return res
}

// replaySame plays the tracker's own script, as stored, again: it is legal
// and gives the same result.
func replaySame(t *testing.T, tr *Tracker, want scorer.Result) {
	t.Helper()
	data, err := scorer.Encode(tr.Script())
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseScript(data)
	if err != nil {
		t.Fatalf("the tracker's script cannot be read back: %v\n%s", err, data)
	}
	again, err := Play(s)
	if err != nil {
		t.Fatalf("the tracker's script does not replay: %v\n%s", err, data)
	}
	if got, _ := again.Result(); !reflect.DeepEqual(got, want) {
		t.Fatalf("the replay scores\n%+v\nnot\n%+v\nscript %s", got, want, data)
	}
}

// sameAfterEncoding checks that legal input, once read, is written so that
// reading it again gives the same (as zooscore stores it). Illegal input is
// never stored: a tile without its destination, say, has no form to write.
func sameAfterEncoding[T any](t *testing.T, v T, parse func([]byte) (T, error)) {
	t.Helper()
	enc, err := scorer.Encode(v)
	if err != nil {
		t.Fatal(err)
	}
	again, err := parse(enc)
	if err != nil {
		var ie *scorer.InputError
		if errors.As(err, &ie) && len(enc) > scorer.MaxInput {
			return // escaping made it longer than an input may be
		}
		t.Fatalf("what was read cannot be read again once written: %v\n%s", err, enc)
	}
	if enc2, _ := scorer.Encode(again); !bytes.Equal(enc, enc2) {
		t.Fatalf("written, read and written again, it changed:\n%s\n%s", enc, enc2)
	}
}
