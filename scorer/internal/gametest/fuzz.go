package gametest

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The invariants of the games' fuzz targets, whatever the input: no panic,
// a refusal is an InputError or documented violations, a scored result
// adds up and ranks right, and a tracker's own script replays to the same
// result.

// accepted reports whether err is nil; an error of reading, scoring or
// tracking must be a proper refusal (see fuzzcheck.Refusal).
func (g Game[I, S, E, T]) accepted(t *testing.T, err error) bool {
	t.Helper()
	if err == nil {
		return true
	}
	if err := fuzzcheck.Refusal(err, *g.Rules); err != nil {
		t.Fatal(err)
	}
	return false
}

// ParseAndScore reads data as the game's input and scores what it reads.
func (g Game[I, S, E, T]) ParseAndScore(t *testing.T, data []byte) {
	in, err := g.Parse(data)
	if !g.accepted(t, err) {
		return
	}
	res, err := g.Score(in)
	if !g.accepted(t, err) {
		return
	}
	if err := fuzzcheck.Result(res, g.Players(in), *g.Rules); err != nil {
		t.Fatalf("%v\n%+v", err, res)
	}
	SameAfterEncoding(t, in, g.Parse)
}

// ParseAndPlay reads data as a play script and plays it: a tracker that
// refuses the script still scores what it took, and one that plays it all
// replays it.
func (g Game[I, S, E, T]) ParseAndPlay(t *testing.T, data []byte) {
	s, err := g.ParseScript(data)
	if !g.accepted(t, err) {
		return
	}
	tr, err := g.Play(s)
	played := g.accepted(t, err)
	if reflect.ValueOf(tr).IsNil() { // a tracker is a pointer: nil when play could not start
		return
	}
	want := g.CheckTracker(t, tr)
	if played {
		SameAfterEncoding(t, s, g.ParseScript)
		g.ReplaySame(t, tr, want)
	}
}

// FuzzTracker drives a tracker by entries from the fuzz bytes: start makes
// the tracker from the first bytes (as NewTracker does: an error is a
// refusal) and gives what makes each next entry; entries are applied, each
// checked, until the bytes run out or there are fuzzcheck.MaxEntries of
// them; then the tracker's script replays to the same result.
func (g Game[I, S, E, T]) FuzzTracker(f *testing.F, start func(b *fuzzcheck.Bytes) (tr T, next func() E, err error)) {
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > fuzzcheck.MaxBytes {
			return
		}
		b := fuzzcheck.NewBytes(data)
		tr, next, err := start(b)
		if !g.accepted(t, err) {
			return
		}
		for n := 0; n < fuzzcheck.MaxEntries && !b.Empty(); n++ {
			g.applyOne(t, tr, next())
		}
		g.ReplaySame(t, tr, g.CheckTracker(t, tr))
	})
}

// applyOne applies one entry: refused, it leaves the tracker as it was;
// accepted, the result still adds up.
func (g Game[I, S, E, T]) applyOne(t *testing.T, tr T, e E) {
	t.Helper()
	before := g.snapshot(t, tr)
	notes, err := tr.Apply(e)
	if !g.accepted(t, err) {
		if after := g.snapshot(t, tr); !bytes.Equal(before, after) {
			t.Fatalf("a refused entry %+v changed the tracker:\n%s\n%s", e, before, after)
		}
		return
	}
	if err := fuzzcheck.Notes(notes, *g.Rules); err != nil {
		t.Fatal(err)
	}
	g.CheckTracker(t, tr)
}

// snapshot writes all the tracker shows.
func (g Game[I, S, E, T]) snapshot(t *testing.T, tr T) []byte {
	t.Helper()
	b, err := scorer.Encode(append([]any{tr.Script(), g.CheckTracker(t, tr)}, g.State(tr)...))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// CheckTracker scores the tracker as it stands: it never refuses its own
// game, and the result adds up.
func (g Game[I, S, E, T]) CheckTracker(t *testing.T, tr T) scorer.Result {
	t.Helper()
	res, err := tr.Result()
	if err != nil {
		t.Fatalf("the tracker cannot score its own game: %v\n%+v", err, tr.Script())
	}
	if err := fuzzcheck.Result(res, g.Tracked(tr), *g.Rules); err != nil {
		t.Fatalf("%v\n%+v", err, res)
	}
	return res
}

// ReplaySame plays the tracker's own script, as stored, again: it is legal
// and gives the same result.
func (g Game[I, S, E, T]) ReplaySame(t *testing.T, tr T, want scorer.Result) {
	t.Helper()
	data, err := scorer.Encode(tr.Script())
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.ParseScript(data)
	if err != nil {
		t.Fatalf("the tracker's script cannot be read back: %v\n%s", err, data)
	}
	again, err := g.Play(s)
	if err != nil {
		t.Fatalf("the tracker's script does not replay: %v\n%s", err, data)
	}
	if got, _ := again.Result(); !reflect.DeepEqual(got, want) {
		gotJSON, _ := scorer.Encode(got)
		wantJSON, _ := scorer.Encode(want)
		t.Fatalf("the replay of %s scores\n%s\nnot\n%s", data, gotJSON, wantJSON)
	}
}

// SameAfterEncoding checks that legal input, once read, is written so that
// reading it again gives the same (as zooscore stores it). Illegal input is
// never stored: a tile without its destination, say, has no form to write.
func SameAfterEncoding[V any](t *testing.T, v V, parse func([]byte) (V, error)) {
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
