package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

func logged(at time.Time, log store.PlayLog, names ...string) store.Game {
	g := sampleGame(names...)
	g.PlayedAt, g.Log = at, log
	return g
}

// TestPlayLogIsKeptWithEveryWayIn: the log given with a game comes back
// from Get, Export and History, whether the game was saved, tracked,
// imported or scored at a table; the start player is spelled as the
// players table spells the player.
func TestPlayLogIsKeptWithEveryWayIn(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	at := time.Date(2026, 11, 26, 19, 0, 0, 0, time.UTC)
	log := store.PlayLog{Location: "Café Zoo", Minutes: 45, StartPlayer: "bob", Note: "first game with the new box"}
	if _, err := s.Save(ctx, logged(at.Add(-48*time.Hour), store.PlayLog{}, "Bob", "Cy")); err != nil { // Bob's spelling is stored first
		t.Fatal(err)
	}
	want := log
	want.StartPlayer = "Bob"

	saved, err := s.Save(ctx, logged(at, log, "Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	tracked, err := s.SaveTracked(ctx, logged(at.Add(time.Hour), store.PlayLog{Location: "Club"}, "Ann", "Bob"), nil)
	if err != nil {
		t.Fatal(err)
	}
	imported := logged(at.Add(2*time.Hour), log, "Ann", "Bob")
	imported.UUID = store.NewUUID()
	if _, err := s.Import(ctx, oneGame(imported)); err != nil {
		t.Fatal(err)
	}
	table, err := s.OpenTableLogged(ctx, "dice", []string{"Ann", "Bob"}, nil, at.Add(-24*time.Hour), "Kitchen")
	if err != nil {
		t.Fatal(err)
	}
	scored, err := s.ScoreTable(ctx, table, 1, sampleGame("Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}

	for _, c := range []struct {
		id   int64
		at   time.Time
		want store.PlayLog
	}{{saved, at, want}, {tracked, at.Add(time.Hour), store.PlayLog{Location: "Club"}}, {scored, at.Add(-24 * time.Hour), store.PlayLog{Location: "Kitchen"}}} {
		g, err := s.Get(ctx, c.id)
		if err != nil {
			t.Fatal(err)
		}
		if g.Log != c.want || !g.PlayedAt.Equal(c.at) {
			t.Errorf("game %d: log %+v at %v, want %+v at %v", c.id, g.Log, g.PlayedAt, c.want, c.at)
		}
	}
	var exported []store.PlayLog
	if err := s.Export(ctx, func(g store.Game) error { exported = append(exported, g.Log); return nil }); err != nil {
		t.Fatal(err)
	}
	// Oldest first: the first game (no log), the table's game (the day
	// before), then saved, tracked, imported.
	if len(exported) != 5 || !exported[0].IsZero() || exported[1].Location != "Kitchen" || exported[2] != want || exported[4] != want {
		t.Errorf("exported logs %+v", exported)
	}
	list, err := s.History(ctx, store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if list[0].Location != "Café Zoo" || list[0].Minutes != 45 || list[0].Note != log.Note || list[1].Location != "Club" || list[4].Location != "" {
		t.Errorf("history %+v", list[:2])
	}
}

func oneGame(g store.Game) func() (store.Game, bool, error) {
	done := false
	return func() (store.Game, bool, error) {
		if done {
			return store.Game{}, false, nil
		}
		done = true
		return g, true, nil
	}
}

// TestHistoryByLocation: the location filter keeps the games of that
// place in any letter case, with the other filters; the places are
// offered newest first, as last written.
func TestHistoryByLocation(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	at := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	for i, place := range []string{"Club", "home", "", "Home", "club"} {
		if _, err := s.Save(ctx, logged(at.Add(time.Duration(i)*time.Hour), store.PlayLog{Location: place}, "Ann", "Bob")); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		f    store.Filter
		want []int64
	}{
		{store.Filter{Location: "HOME"}, []int64{4, 2}},
		{store.Filter{Location: " club "}, []int64{5, 1}},
		{store.Filter{Location: "club", Player: "ann", Limit: 1}, []int64{5}},
		{store.Filter{Location: "garden"}, nil},
	} {
		list, err := s.History(ctx, c.f)
		if err != nil {
			t.Fatal(err)
		}
		var ids []int64
		for _, g := range list {
			ids = append(ids, g.ID)
		}
		if !slices.Equal(ids, c.want) {
			t.Errorf("%+v: games %v, want %v", c.f, ids, c.want)
		}
	}
	places, err := s.Locations(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(places, []string{"club", "Home"}) {
		t.Errorf("places %q, want the newest spelling of each, newest first", places)
	}
}

// TestSetLogAfterwards: a log given or corrected later replaces the old
// one and can move the game in time (its results rows with it); the
// start player must have played; a deleted game takes its log along.
func TestSetLogAfterwards(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	id, err := s.Save(ctx, logged(time.Date(2026, 11, 2, 20, 0, 0, 0, time.UTC), store.PlayLog{Location: "Club", Note: "x"}, "Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	earlier := time.Date(2026, 10, 30, 18, 0, 0, 0, time.UTC)
	if err := s.SetLog(ctx, id, store.Game{PlayedAt: earlier, Log: store.PlayLog{Minutes: 30, StartPlayer: "ANN"}}); err != nil {
		t.Fatal(err)
	}
	g, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if g.Log != (store.PlayLog{Minutes: 30, StartPlayer: "Ann"}) || !g.PlayedAt.Equal(earlier) {
		t.Errorf("after SetLog: %+v at %v", g.Log, g.PlayedAt)
	}
	if list, _ := s.History(ctx, store.Filter{Player: "Bob", Since: earlier.Add(time.Hour)}); len(list) != 0 {
		t.Errorf("the results rows kept the old time: %+v", list)
	}
	if err := s.SetLog(ctx, id, store.Game{Log: store.PlayLog{StartPlayer: "Cy"}}); err == nil {
		t.Error("a start player who did not play was stored")
	}
	if err := s.SetLog(ctx, 99, store.Game{}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a missing game: %v", err)
	}
	if err := s.Delete(ctx, id); err != nil {
		t.Fatal(err)
	}
	if places, _ := s.Locations(ctx, 0); len(places) != 0 {
		t.Errorf("a deleted game's place is still offered: %q", places)
	}
}

// TestRematchIsPlayedAtTheSamePlace: a rematch's table, and a tracked
// rematch, keep the location of the game they follow.
func TestRematchIsPlayedAtTheSamePlace(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	first, err := s.Save(ctx, logged(time.Time{}, store.PlayLog{Location: "Club"}, "Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.RematchTable(ctx, first, "dice", []string{"Ann", "Bob"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	table, err := s.Table(ctx, r.TableID)
	if err != nil {
		t.Fatal(err)
	}
	if table.Location != "Club" {
		t.Errorf("the rematch's table is at %q", table.Location)
	}
	second, err := s.Save(ctx, logged(time.Time{}, store.PlayLog{Location: "Home"}, "Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	setup := sampleGame("Ann", "Bob")
	setup.Input = json.RawMessage(`{"players":["Ann","Bob"],"rounds":[]}`)
	r, err = s.RematchTracked(ctx, second, setup)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Get(ctx, r.GameID)
	if err != nil {
		t.Fatal(err)
	}
	if g.Log.Location != "Home" || g.Status != scorer.StatusInProgress {
		t.Errorf("the tracked rematch: %+v", g)
	}
}
