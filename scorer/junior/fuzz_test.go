package junior

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The fuzz targets of Zooloretto Junior. Their seeds are in
// testdata/fuzz/FuzzXxx, so that go test runs them; go test -fuzz=FuzzXxx
// searches further. Whatever the input: no panic, a refusal is an
// InputError or documented violations, a scored result adds up and ranks
// right, and a tracker's own script replays to the same result.

// FuzzParse reads any bytes as zoos and scores what it reads.
func FuzzParse(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		in, err := Parse(data)
		if err != nil {
			refused(t, err)
			return
		}
		res, err := Score(in)
		if err != nil {
			refused(t, err)
			return
		}
		if err := fuzzcheck.Result(res, len(in.Players), Rules); err != nil {
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
			refused(t, err)
			return
		}
		tr, err := Play(s)
		if err != nil {
			refused(t, err)
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

// FuzzTracker drives a tracker entry by entry from bytes: the players, then
// takes (tiles, fertility, destinations, bonus actions), late bonuses and
// marks of the last round, legal or not.
func FuzzTracker(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > fuzzcheck.MaxBytes {
			return
		}
		b := fuzzcheck.NewBytes(data)
		names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}[:MinPlayers+b.Int(MaxPlayers-MinPlayers+1)]
		tr, err := NewTracker(names)
		if err != nil {
			refused(t, err)
			return
		}
		for n := 0; n < fuzzcheck.MaxEntries && !b.Empty(); n++ {
			applyOne(t, tr, nextEntry(b, tr, names))
		}
		replaySame(t, tr, checkTracker(t, tr))
	})
}

var tileWords = append(append([]string{}, Kinds...), Landscapes...)

func nextEntry(b *fuzzcheck.Bytes, tr *Tracker, names []string) Entry {
	e := Entry{Round: tr.Round()}
	switch b.Int(16) {
	case 0:
		e.Round = 0
	case 1:
		e.Round++
	}
	switch b.Int(16) {
	case 0:
		e.Last = true
		return e
	case 1: // a bonus entered after its take
		e.Take = &Take{Player: b.Name(names), Tiles: []Tile{}, Bonus: nextBonus(b, names)}
		return e
	}
	tk := &Take{Player: b.Name(names), Tiles: []Tile{}}
	n := 1 + b.Int(3)
	if b.Int(16) == 0 {
		n = b.Int(5)
	}
	for range n {
		tk.Tiles = append(tk.Tiles, Tile{Tile: b.Pick(tileWords), Fertile: fertile(b), To: dest(b)})
	}
	if b.Int(4) == 0 {
		tk.Bonus = nextBonus(b, names)
	}
	e.Take = tk
	return e
}

func nextBonus(b *fuzzcheck.Bytes, names []string) *Bonus {
	bonus := &Bonus{Action: []string{"take", "discard", "swap"}[b.Int(3)], Tile: b.Pick(tileWords), Fertile: fertile(b)}
	if bonus.Action == "take" {
		bonus.From = b.Name(names)
		to := dest(b)
		bonus.To = &to
	}
	bonus.Offspring = b.Int(4) == 0
	return bonus
}

func fertile(b *fuzzcheck.Bytes) string {
	return []string{"", "", "", "male", "female", "both"}[b.Int(6)]
}

func dest(b *fuzzcheck.Bytes) Dest {
	n := b.Int(9)
	switch {
	case n == 0:
		return Dest{Barn: true}
	case n == 8:
		return Dest{Enclosure: 4}
	}
	return Dest{Enclosure: 1 + n%MaxEnclosures}
}

func refused(t *testing.T, err error) {
	t.Helper()
	if err := fuzzcheck.Refusal(err, Rules); err != nil {
		t.Fatal(err)
	}
}

// applyOne applies one entry: refused, it leaves the tracker as it was;
// accepted, the result still adds up.
func applyOne(t *testing.T, tr *Tracker, e Entry) {
	t.Helper()
	before := snapshot(t, tr)
	notes, err := tr.Apply(e)
	if err != nil {
		refused(t, err)
		if after := snapshot(t, tr); !bytes.Equal(before, after) {
			t.Fatalf("a refused entry %+v changed the tracker:\n%s\n%s", e, before, after)
		}
		return
	}
	if err := fuzzcheck.Notes(notes, Rules); err != nil {
		t.Fatal(err)
	}
	checkTracker(t, tr)
}

func snapshot(t *testing.T, tr *Tracker) []byte {
	t.Helper()
	kinds, complete := tr.KindsInPlay()
	b, err := scorer.Encode([]any{tr.Script(), checkTracker(t, tr), tr.Round(), tr.ToTake(), tr.Ended(), tr.CanBonus(), kinds, complete})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// checkTracker scores the tracker as it stands: it never refuses its own
// zoos, and the result adds up.
func checkTracker(t *testing.T, tr *Tracker) scorer.Result {
	t.Helper()
	res, err := tr.Result()
	if err != nil {
		t.Fatalf("the tracker cannot score its own zoos: %v\n%+v", err, tr.Script())
	}
	if err := fuzzcheck.Result(res, len(tr.Input().Players), Rules); err != nil {
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
	got, _ := again.Result()
	if !reflect.DeepEqual(got, want) {
		g, _ := scorer.Encode(got)
		w, _ := scorer.Encode(want)
		t.Fatalf("the replay of %s scores\n%s\nnot\n%s", data, g, w)
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
