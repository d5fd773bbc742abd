package zoosim

import (
	"math/rand"
	"testing"

	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// TestReplaysAsRecorded replays random scripts, legal auctions mixed with
// hostile ones (unknown names, bids over the coins, impossible placements,
// auctions after the end), and holds every replay to what Play gave before
// it was made faster (testdata/replays.golden, go test -record-replays).
func TestReplaysAsRecorded(t *testing.T) {
	checks.ReplaysRecorded(t, "testdata/replays.golden", randomScripts(t, 300))
}

// TestQuietReplayGivesPlaysNumbers: PlayQuiet gives what Play gives but
// for the announcements' messages, on the recorded scripts and the
// benchmark's game. The first 100 scripts reach every statement the 300
// reach; the long series (longtest) compares all 300.
func TestQuietReplayGivesPlaysNumbers(t *testing.T) {
	checks.QuietAsPlay(t, PlayQuiet, (*Tracker).Notes, randomScripts(t, longtest.Count(100, 300)))
}

// randomScripts makes n scripts of up to 40 auctions: each auction legal
// (randomAuction) or made of random bytes (nextAuction), as the tracker
// stands when it comes.
func randomScripts(t *testing.T, n int) []Script {
	r := rand.New(rand.NewSource(7))
	var out []Script
	for range n {
		names := []string{"Alan", "Klaus", "Reiner", "Wolfgang"}[:2+r.Intn(3)]
		flagpole := append([]string{}, names...)
		r.Shuffle(len(flagpole), func(i, j int) { flagpole[i], flagpole[j] = flagpole[j], flagpole[i] })
		variant := []string{"", VariantStandard, VariantProfessional}[r.Intn(3)]
		tr, err := NewTracker(names, flagpole, variant)
		if err != nil {
			t.Fatal(err)
		}
		legal := r.Intn(5) // how often an auction is legal, of 4 (4: a legal game)
		s := Script{Players: names, Flagpole: flagpole, Variant: variant}
		for len(s.Auctions) < 40 {
			var a Auction
			if !tr.Ended() && r.Intn(4) < legal {
				a = randomAuction(t, r, tr)
			} else {
				data := make([]byte, 32)
				r.Read(data)
				a = nextAuction(fuzzcheck.NewBytes(data), tr, names)
			}
			s.Auctions = append(s.Auctions, a)
			tr.Apply(cloneAuction(a))
			if tr.Ended() && (legal == 4 || r.Intn(8) == 0) {
				break
			}
		}
		out = append(out, s)
	}
	return out
}

// cloneAuction copies an auction, maps and all.
func cloneAuction(a Auction) Auction {
	c := a
	c.Tile.Enclosures = append([]Half(nil), a.Tile.Enclosures...)
	c.Bids = make(map[string]int, len(a.Bids))
	for k, v := range a.Bids {
		c.Bids[k] = v
	}
	c.Placed.Enclosures = make(map[string]int, len(a.Placed.Enclosures))
	for k, v := range a.Placed.Enclosures {
		c.Placed.Enclosures[k] = v
	}
	return c
}

// TestScriptWithoutBidsReadsEmptyBids: an auction typed without its bids
// reads as an auction with no bids (written back as {}, not null), as it
// always has.
func TestScriptWithoutBidsReadsEmptyBids(t *testing.T) {
	s, err := ParseScript([]byte(`{"players":["Ann","Bob"],"flagpole":["Ann","Bob"],"variant":"standard","auctions":[{"tile":{"enclosures":[{"animal":"sea","stars":1},{"animal":"apes","stars":2}],"bushes":0},"placed":{"enclosures":{"sea":1,"apes":2},"benches":0}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if b := s.Auctions[0].Bids; b == nil || len(b) != 0 {
		t.Errorf("bids read as %#v, want an empty map", b)
	}
}
