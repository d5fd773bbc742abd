package dice

import (
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The fuzz targets of the Dice Game. Their seeds are in
// testdata/fuzz/FuzzXxx, so that go test runs them; go test -fuzz=FuzzXxx
// searches further. Whatever the input: no panic, a refusal is an
// InputError or documented violations, a scored result adds up and ranks
// right, and a tracker's own script replays to the same result.

// FuzzParse reads any bytes as sheets and scores what it reads.
func FuzzParse(f *testing.F) { f.Fuzz(checks.ParseAndScore) }

// FuzzParseScript reads any bytes as a play script and plays it.
func FuzzParseScript(f *testing.F) { f.Fuzz(checks.ParseAndPlay) }

// FuzzTracker drives a tracker take by take from bytes: players, bonus hex
// values, then each take's player, faces and round, legal or not.
func FuzzTracker(f *testing.F) {
	checks.FuzzTracker(f, func(b *fuzzcheck.Bytes) (*Tracker, func() Entry, error) {
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
		return tr, func() Entry { return nextTake(b, tr, names) }, err
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
