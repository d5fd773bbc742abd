package zoosim

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The fuzz targets of ZooSim. Their seeds are in testdata/fuzz/FuzzXxx, so
// that go test runs them; go test -fuzz=FuzzXxx searches further. Whatever
// the input: no panic, a refusal is an InputError or documented violations,
// a scored result adds up and ranks right, and a tracker's own script
// replays to the same result.

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

// FuzzTracker drives a tracker auction by auction from bytes: players,
// flagpole and variant, then each tile, the bids and the placement, legal
// or not.
func FuzzTracker(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > fuzzcheck.MaxBytes {
			return
		}
		b := fuzzcheck.NewBytes(data)
		names := []string{"Alan", "Klaus", "Reiner", "Wolfgang"}[:2+b.Int(3)]
		flagpole := append([]string{}, names...)
		for i := range flagpole {
			j := b.Int(len(flagpole))
			flagpole[i], flagpole[j] = flagpole[j], flagpole[i]
		}
		variant := []string{"", VariantStandard, VariantProfessional, "expert"}[b.Int(4)]
		tr, err := NewTracker(names, flagpole, variant)
		if err != nil {
			refused(t, err)
			return
		}
		for n := 0; n < fuzzcheck.MaxEntries && !b.Empty(); n++ {
			applyOne(t, tr, nextAuction(b, tr, names))
		}
		replaySame(t, tr, checkTracker(t, tr))
	})
}

func nextAuction(b *fuzzcheck.Bytes, tr *Tracker, names []string) Auction {
	a := Auction{Bids: map[string]int{}, Placed: Placed{Enclosures: map[string]int{}}}
	halves := 2
	if b.Int(16) == 0 {
		halves = b.Int(4)
	}
	for range halves {
		a.Tile.Enclosures = append(a.Tile.Enclosures, Half{Animal: b.Pick(Categories), Stars: b.Int(MaxStars + 2)})
	}
	a.Tile.Bushes = b.Int(MaxBushes + 2)
	coins := map[string]int{}
	for _, s := range tr.Standings() {
		coins[s.Name] = s.Coins
	}
	for _, n := range names {
		if b.Int(16) == 0 {
			continue // no bid
		}
		a.Bids[b.Name([]string{n})] = b.Int(coins[n] + 2)
	}
	for _, h := range a.Tile.Enclosures {
		// Mostly a new enclosure; now and then joined to stars owned (or not).
		a.Placed.Enclosures[h.Animal] = h.Stars + max(0, b.Int(8)-4)
	}
	a.Placed.Benches = b.Int(3)
	if b.Int(32) == 0 {
		a.Placed.Benches = -1
	}
	return a
}

func refused(t *testing.T, err error) {
	t.Helper()
	if err := fuzzcheck.Refusal(err, Rules); err != nil {
		t.Fatal(err)
	}
}

// applyOne applies one auction: refused, it leaves the tracker as it was;
// accepted, the result still adds up.
func applyOne(t *testing.T, tr *Tracker, a Auction) {
	t.Helper()
	before := snapshot(t, tr)
	notes, err := tr.Apply(a)
	if err != nil {
		refused(t, err)
		if after := snapshot(t, tr); !bytes.Equal(before, after) {
			t.Fatalf("a refused auction %+v changed the tracker:\n%s\n%s", a, before, after)
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
	b, err := scorer.Encode([]any{tr.Script(), checkTracker(t, tr), tr.Standings(), tr.Year(), tr.AuctionNumber(), tr.Ended(), tr.Flagpole()})
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
	if got, _ := again.Result(); !reflect.DeepEqual(got, want) {
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
