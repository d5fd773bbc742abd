package junior

import (
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
)

// The fuzz targets of Zooloretto Junior. Their seeds are in
// testdata/fuzz/FuzzXxx, so that go test runs them; go test -fuzz=FuzzXxx
// searches further. Whatever the input: no panic, a refusal is an
// InputError or documented violations, a scored result adds up and ranks
// right, and a tracker's own script replays to the same result.

// FuzzParse reads any bytes as zoos and scores what it reads.
func FuzzParse(f *testing.F) { f.Fuzz(checks.ParseAndScore) }

// FuzzParseScript reads any bytes as a play script and plays it.
func FuzzParseScript(f *testing.F) { f.Fuzz(checks.ParseAndPlay) }

// FuzzTracker drives a tracker entry by entry from bytes: the players, then
// takes (tiles, fertility, destinations, bonus actions), late bonuses and
// marks of the last round, legal or not.
func FuzzTracker(f *testing.F) {
	checks.FuzzTracker(f, func(b *fuzzcheck.Bytes) (*Tracker, func() Entry, error) {
		names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}[:MinPlayers+b.Int(MaxPlayers-MinPlayers+1)]
		tr, err := NewTracker(names)
		return tr, func() Entry { return nextEntry(b, tr, names) }, err
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
