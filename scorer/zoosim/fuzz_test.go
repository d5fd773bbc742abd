package zoosim

import (
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The fuzz targets of ZooSim. Their seeds are in testdata/fuzz/FuzzXxx, so
// that go test runs them; go test -fuzz=FuzzXxx searches further. Whatever
// the input: no panic, a refusal is an InputError or documented violations,
// a scored result adds up and ranks right, and a tracker's own script
// replays to the same result.

// FuzzParse reads any bytes as zoos and scores what it reads.
func FuzzParse(f *testing.F) { f.Fuzz(checks.ParseAndScore) }

// FuzzParseScript reads any bytes as a play script and plays it.
func FuzzParseScript(f *testing.F) { f.Fuzz(checks.ParseAndPlay) }

// FuzzTracker drives a tracker auction by auction from bytes: players,
// flagpole and variant, then each tile, the bids and the placement, legal
// or not.
func FuzzTracker(f *testing.F) {
	checks.FuzzTracker(f, func(b *fuzzcheck.Bytes) (*Tracker, func() Auction, error) {
		names := []string{"Alan", "Klaus", "Reiner", "Wolfgang"}[:2+b.Int(3)]
		flagpole := append([]string{}, names...)
		for i := range flagpole {
			j := b.Int(len(flagpole))
			flagpole[i], flagpole[j] = flagpole[j], flagpole[i]
		}
		variant := []string{"", VariantStandard, VariantProfessional, "expert"}[b.Int(4)]
		tr, err := NewTracker(names, flagpole, variant)
		return tr, func() Auction { return nextAuction(b, tr, names) }, err
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
