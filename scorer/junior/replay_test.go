package junior

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// applyAll enters the entries one by one, as the table does.
func applyAll(t *testing.T, tr *Tracker, entries []Entry) {
	t.Helper()
	for _, e := range entries {
		if _, err := tr.Apply(e); err != nil {
			t.Fatalf("entry %+v: %v", e, err)
		}
	}
}

// storedAndReplayed stores the tracker's script as JSON, reads it back and
// plays it, as resuming a stored game does.
func storedAndReplayed(t *testing.T, tr *Tracker) *Tracker {
	t.Helper()
	data, err := scorer.Encode(tr.Script()) // as zooscore stores it
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseScript(data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Play(s)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return again
}

// sameGame compares two trackers by everything they show: the entries in
// order, the result with its decisions in order, and the zoos.
func sameGame(t *testing.T, got, want *Tracker) {
	t.Helper()
	// Compared as stored: a take without tiles has none, whether nil or [].
	ge, _ := scorer.Encode(got.Script().Entries())
	we, _ := scorer.Encode(want.Script().Entries())
	if string(ge) != string(we) {
		t.Errorf("entries differ:\n got %+v\nwant %+v", got.Script().Entries(), want.Script().Entries())
	}
	g, gerr := got.Result()
	w, werr := want.Result()
	if gerr != nil || werr != nil {
		t.Fatalf("results: %v, %v", gerr, werr)
	}
	gj, _ := json.Marshal(g)
	wj, _ := json.Marshal(w)
	if string(gj) != string(wj) {
		t.Errorf("results differ:\n got %s\nwant %s", gj, wj)
	}
}

// markedAfterATake is a 2-player game at round 7 in which Ann took, then
// the table marked the round as the last, and Ann's take filled no
// enclosure.
func markedAfterATake(t *testing.T) (*Tracker, []Entry) {
	tr, left := filler(t, two)
	who := tr.ToTake()
	entries := []Entry{
		{Round: tr.Round(), Take: &Take{Player: who[0], Tiles: draw(&left, 2)}},
		{Round: tr.Round(), Last: true},
	}
	applyAll(t, tr, entries)
	return tr, entries
}

// TestReplayKeepsTheTablesOrder: a stored game replayed makes its entries,
// and so its announcements, in the order the table made them, the last
// mark included (Junior rules, End of the game: the mark can come at any
// point of the round).
func TestReplayKeepsTheTablesOrder(t *testing.T) {
	t.Run("the mark after a take", func(t *testing.T) {
		tr, _ := markedAfterATake(t)
		sameGame(t, storedAndReplayed(t, tr), tr)
		rounds := tr.Script().Rounds
		if r := rounds[len(rounds)-1]; !r.Last || r.LastAfter != 1 {
			t.Errorf("the last round is stored as %+v, want the mark after its first take", r)
		}
	})
	t.Run("the games of the test data", func(t *testing.T) {
		for _, file := range []string{"testdata/play-2p.json", "testdata/play-3p.json"} {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := ParseScript(data)
			if err != nil {
				t.Fatal(err)
			}
			played, err := Play(s)
			if err != nil {
				t.Fatal(err)
			}
			byHand, _ := NewTracker(s.Players)
			applyAll(t, byHand, s.Entries())
			sameGame(t, played, byHand)
			sameGame(t, storedAndReplayed(t, byHand), byHand)
		}
	})
	t.Run("a bonus entered on its own", func(t *testing.T) {
		tr, _ := NewTracker(two)
		applyAll(t, tr, []Entry{
			{Round: 1, Take: &Take{Player: "Ann", Tiles: []Tile{tl("llama", in(1)), tl("llama", in(1)), tl("llama", in(1))}}},
			{Round: 1, Take: &Take{Player: "Bob", Tiles: []Tile{tl("pond", barn)}}},
			{Round: 2, Take: &Take{Player: "Bob", Tiles: []Tile{tl("rock", barn)}}},
			{Round: 2, Take: &Take{Player: "Ann", Tiles: []Tile{tl("llama", in(1)), tl("llama", in(1)), tl("llama", in(1))}}},
			{Take: &Take{Player: "Ann", Bonus: &Bonus{Action: "take", From: "Bob", Tile: "pond", To: &Dest{Enclosure: 2}}}},
		})
		sameGame(t, storedAndReplayed(t, tr), tr)
	})
}

// TestUndoTakesBackTheLastEntry: the entries without the last one replay
// to the game before it: after a mark, the mark is taken back, not the
// take before it.
func TestUndoTakesBackTheLastEntry(t *testing.T) {
	tr, entries := markedAfterATake(t)
	all := tr.Script().Entries()
	if last := all[len(all)-1]; !last.Last || last.Take != nil {
		t.Fatalf("the last entry is %+v, want the mark", last)
	}
	back, err := Play(tr.Script().WithEntries(all[:len(all)-1]))
	if err != nil {
		t.Fatal(err)
	}
	before, _ := filler(t, two)
	applyAll(t, before, entries[:1])
	sameGame(t, back, before)
	if back.last {
		t.Error("the mark is still there")
	}
}

// TestBonusAfterTheMark: a bonus action comes at the end of its turn
// (Junior rules, Six Tiles in the Enclosure), before anything later, so
// once the last round is marked an earlier take's bonus is over; a replay
// could not put it back in its place.
func TestBonusAfterTheMark(t *testing.T) {
	tr, _ := NewTracker(two)
	applyAll(t, tr, []Entry{
		{Round: 1, Take: &Take{Player: "Ann", Tiles: []Tile{tl("pond", in(1)), tl("pond", in(1)), tl("pond", in(1))}}},
		{Round: 1, Take: &Take{Player: "Bob", Tiles: []Tile{tl("rock", barn)}}},
		{Round: 2, Take: &Take{Player: "Bob", Tiles: []Tile{tl("shrub", barn)}}},
		{Round: 2, Take: &Take{Player: "Ann", Tiles: []Tile{tl("rock", in(1)), tl("rock", in(1))}}},
	})
	var kinds []Tile
	for _, tile := range pool(2) {
		if isKind(tile.Tile) {
			kinds = append(kinds, tile)
		}
	}
	fillFrom(t, tr, kinds)
	applyAll(t, tr, []Entry{{Round: tr.Round(), Take: &Take{Player: "Ann", Tiles: []Tile{tl("shrub", in(1))}}}})
	if !tr.CanBonus() {
		t.Fatal("Ann's take should have filled enclosure 1")
	}
	applyAll(t, tr, []Entry{{Round: tr.Round(), Last: true}})
	if tr.CanBonus() {
		t.Error("the bonus is still open after the mark")
	}
	_, err := tr.Apply(Entry{Take: &Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "meerkat"}}})
	if !hasRule(violationsOf(t, err), "junior.bonus-not-earned", "Ann") {
		t.Errorf("want junior.bonus-not-earned, got %v", err)
	}
}

// TestLastAfterOutOfRange: "last_after" counts the takes of the round
// before the mark (Junior rules, End of the game: the round in which the
// first tile of the end pile is drawn is the last), so it lies between 0
// and the round's takes, and only with "last".
func TestLastAfterOutOfRange(t *testing.T) {
	tr, _ := filler(t, two)
	base := tr.Script()
	take := Take{Player: tr.ToTake()[0], Tiles: []Tile{tl("impala", barn)}}
	cases := []struct {
		name string
		r    Round
		ok   bool
	}{
		{"after the round's one take", Round{Last: true, LastAfter: 1, Takes: []Take{take}}, true},
		{"after more takes than the round has", Round{Last: true, LastAfter: 2, Takes: []Take{take}}, false},
		{"negative", Round{Last: true, LastAfter: -1, Takes: []Take{take}}, false},
		{"without the mark", Round{LastAfter: 1, Takes: []Take{take}}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := base
			s.Rounds = append(append([]Round{}, base.Rounds...), c.r)
			_, err := Play(s)
			if c.ok {
				checkRule(t, err, "")
				return
			}
			checkRule(t, err, "junior.last-round-marked")
		})
	}
}
