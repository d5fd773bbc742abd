package dice

import (
	"math/rand"
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// TestReplaysAsRecorded replays random scripts, takes mostly made as the
// tracker stands, some hostile (unknown players, faces that do not fit,
// takes out of turn, empty rounds), and holds every replay to what Play
// gave before it was made faster (testdata/replays.golden, go test
// -record-replays).
func TestReplaysAsRecorded(t *testing.T) {
	checks.ReplaysRecorded(t, "testdata/replays.golden", randomScripts(t, 300))
}

// randomScripts makes n scripts of up to 60 takes, each made of random
// bytes (nextTake), the player mostly one still to take; the takes are
// put in the rounds they name.
func randomScripts(t *testing.T, n int) []Script {
	r := rand.New(rand.NewSource(5))
	var out []Script
	for range n {
		names := []string{"Ann", "Bob", "Cy", "Dee"}[:2+r.Intn(3)]
		var hex *HexValues
		if r.Intn(2) == 1 {
			hex = &HexValues{}
			for _, a := range Animals {
				if v := r.Intn(3); v > 0 {
					*hex.field(a) = &v
				}
			}
		}
		tr, err := NewTracker(names, hex)
		if err != nil {
			t.Fatal(err)
		}
		s := Script{BonusHex: hex, Players: names, Rounds: [][]Take{}}
		for range r.Intn(60) {
			data := make([]byte, 16)
			r.Read(data)
			e := nextTake(fuzzcheck.NewBytes(data), tr, names)
			if left := tr.ToTake(); len(left) > 0 && r.Intn(4) > 0 {
				e.Player = left[r.Intn(len(left))]
			}
			tr.Apply(e)
			round := max(e.Round, 1)
			for len(s.Rounds) < round {
				s.Rounds = append(s.Rounds, []Take{})
			}
			s.Rounds[round-1] = append(s.Rounds[round-1], e.Take)
		}
		out = append(out, s)
	}
	return out
}
