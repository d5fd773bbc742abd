package junior

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// TestReplaysAsRecorded replays random scripts, legal games with hostile
// entries mixed in (unknown players, wrong rounds, tiles that do not fit,
// bonus actions out of place), and holds every replay to what Play gave
// before it was made faster (testdata/replays.golden, go test
// -record-replays).
func TestReplaysAsRecorded(t *testing.T) {
	checks.ReplaysRecorded(t, "testdata/replays.golden", randomScripts(t, 200))
}

// randomScripts makes n scripts: a random legal game (randomGame) with,
// before each of its entries, now and then an entry made of random bytes
// (nextEntry) as the tracker stands when it comes.
func randomScripts(t *testing.T, n int) []Script {
	var out []Script
	for seed := range int64(n) {
		r := rand.New(rand.NewSource(seed))
		players := []string{"Ann", "Bob", "Cy", "Di", "Ed"}[:2+r.Intn(4)]
		bag := pool(len(players))
		if seed%2 == 0 {
			bag = append(append([]Tile{}, bag[:2*TilesPerKind]...), bag[len(bag)-TilesPerLandscape*len(Landscapes):]...)
		}
		legal := randomGame(t, r, players, bag).Script()
		hostile := r.Intn(4) // how often a hostile entry comes, of 8
		tr, err := NewTracker(players)
		if err != nil {
			t.Fatal(err)
		}
		var entries []Entry
		for _, e := range legal.Entries() {
			for r.Intn(8) < hostile {
				data := make([]byte, 24)
				r.Read(data)
				h := nextEntry(fuzzcheck.NewBytes(data), tr, players)
				entries = append(entries, h)
				tr.Apply(h)
			}
			entries = append(entries, e)
			tr.Apply(e)
		}
		out = append(out, legal.WithEntries(entries))
	}
	return out
}

// TestCopiesGoOnApart applies different takes to a tracker and to a copy
// of it (as CheckTile and the tests make), in turn: each ends as its own
// script replays, whatever room for its entries' copies the other used.
func TestCopiesGoOnApart(t *testing.T) {
	tr, err := NewTracker(three)
	if err != nil {
		t.Fatal(err)
	}
	apply := func(tr *Tracker, takes ...Take) {
		t.Helper()
		for _, take := range takes {
			if _, err := tr.Apply(Entry{Round: tr.Round(), Take: &take}); err != nil {
				t.Fatal(err)
			}
		}
	}
	apply(tr, tk("Ann", tl("impala", in(1))))
	c := tr.clone()
	apply(tr, tk("Bob", tl("llama", in(1))))
	apply(c, tk("Bob", tl("wolf", in(2)), tl("pond", in(2))))
	apply(tr, tk("Cy", tl("pond", barn)))
	apply(c, tk("Cy", tl("giraffe", in(3))))
	for name, x := range map[string]*Tracker{"tracker": tr, "copy": c} {
		again, err := Play(x.Script())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(again.Input(), x.Input()) {
			t.Errorf("%s holds %+v, its script replays to %+v", name, x.Input(), again.Input())
		}
	}
}
