package zoosim

import "testing"

// fiveYears is a legal finished four-player game (the corrected rulebook
// example played on to year 5).
func fiveYears() Input {
	return game(
		row(y(2, 0, 0), y(2, 0, 0), y(3, 0, 1), y(3, 0, 1), y(3, 0, 1)),
		row(y(0, 0, 0), y(1, 0, 0), y(2, 0, 2), y(3, 0, 2), y(3, 0, 3)),
		row(y(2, 0, 0), y(3, 2, 0), y(5, 1, 1), y(5, 2, 1), y(5, 1, 2)),
		row(y(0, 0, 0), y(1, 1, 0), y(3, 2, 1), y(4, 1, 1), y(4, 2, 1)),
	)
}

// BenchmarkScore is the check and scoring of a whole four-player game.
func BenchmarkScore(b *testing.B) {
	in := fiveYears()
	if _, err := Score(in); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Score(in)
	}
}

// BenchmarkPlay replays the rulebook's 13 auctions, every announcement
// included.
func BenchmarkPlay(b *testing.B) {
	s := Script{Players: four, Flagpole: []string{"Reiner", "Klaus", "Alan", "Wolfgang"}, Variant: "standard", Auctions: rulebookAuctions()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Play(s); err != nil {
			b.Fatal(err)
		}
	}
}

// TestScoreZooBuildsNoText: a zoo's breakdown is two allocations whatever
// its years hold (the items and their labels' arguments); its words are
// put together only where it is shown.
func TestScoreZooBuildsNoText(t *testing.T) {
	z := fiveYears().Players[2]
	if allocs := testing.AllocsPerRun(100, func() { ScoreZoo(z) }); allocs > 2 {
		t.Errorf("scoring one zoo allocates %v times, want at most 2", allocs)
	}
}
