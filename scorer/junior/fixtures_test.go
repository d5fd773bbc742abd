package junior

import "testing"

// pool lists tiles a filler may draw for a game of n players: for each kind
// in play its 11 tiles (the fertile ones too: they all go to barns, where
// nothing mates), then the landscapes.
func pool(n int) []Tile {
	var out []Tile
	for _, k := range Kinds[:KindsInPlay[n]] {
		for i := 0; i < TilesPerKind-2*FertilePerSex; i++ {
			out = append(out, tl(k, barn))
		}
		for _, sex := range []string{"female", "female", "male", "male"} {
			out = append(out, fert(k, sex, barn))
		}
	}
	for _, l := range Landscapes {
		for i := 0; i < TilesPerLandscape; i++ {
			out = append(out, tl(l, barn))
		}
	}
	return out
}

// filler plays rounds whose tiles all go to barns, until the end pile can
// be reached: with 2 players takes of 2 and 1 tiles (the trucks then leave
// at most 3 tiles each round), with more players full trucks. It returns
// the tracker, now at the start of the first round that may be the last,
// and the tiles not drawn yet.
func filler(t *testing.T, players []string) (*Tracker, []Tile) {
	t.Helper()
	tr, err := NewTracker(players)
	if err != nil {
		t.Fatal(err)
	}
	return tr, fillFrom(t, tr, pool(len(players)))
}

// fillFrom plays filler rounds (see filler) from the tiles left, and
// returns those still left.
func fillFrom(t *testing.T, tr *Tracker, left []Tile) []Tile {
	t.Helper()
	players := tr.names()
	for !tr.endPileReachableNow() {
		for i, who := range tr.ToTake() {
			n := TruckBoxes
			if len(players) == 2 {
				n = 2 - i
			}
			take := Take{Player: who, Tiles: left[:n]}
			left = left[n:]
			if _, err := tr.Apply(Entry{Round: tr.Round(), Take: &take}); err != nil {
				t.Fatalf("filler: %v", err)
			}
		}
	}
	return left
}

// endPileReachableNow reports whether the round being played may be marked
// as the last.
func (t *Tracker) endPileReachableNow() bool {
	s := &step{t: t.clone()}
	return s.checkEndPileReachable()
}
