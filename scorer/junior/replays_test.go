package junior

import (
	"math/rand"
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
