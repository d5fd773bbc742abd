package store_test

import (
	"context"
	"encoding/json"
	"maps"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// totalsGame is a play kept as its totals (store.MadeTotals).
func totalsGame(uuid string) store.Game {
	g := sampleGame("Ann", "Bob")
	g.UUID, g.Made = uuid, store.MadeTotals
	for i := range g.Result.Players {
		g.Result.Players[i].Breakdown = nil
	}
	g.Result.Settings = nil
	g.Input = json.RawMessage(`{"totals":[{"name":"Ann","total":10},{"name":"Bob","total":9}],"from":"bgstats"}`)
	return g
}

// TestHowAResultWasMadeIsKept: a game kept as the totals another app
// logged says so wherever a game is read (Get, Export, History), stored by
// Save or Import, and every other game is scored (migration 009); a game
// corrected with sheets is scored from then on.
func TestHowAResultWasMadeIsKept(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	scored, err := s.Save(ctx, sampleGame("Ann", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	saved, err := s.Save(ctx, totalsGame("0b7d1c1e-5d1a-4d38-9d0e-3b2f7a1c9e01"))
	if err != nil {
		t.Fatal(err)
	}
	imported := []store.Game{totalsGame("0b7d1c1e-5d1a-4d38-9d0e-3b2f7a1c9e02")}
	stats, err := s.Import(ctx, func() (store.Game, bool, error) {
		if len(imported) == 0 {
			return store.Game{}, false, nil
		}
		g := imported[0]
		imported = imported[1:]
		return g, true, nil
	})
	if err != nil || stats.Added != 1 {
		t.Fatalf("import: %+v %v", stats, err)
	}
	want := map[int64]string{scored: store.MadeScored, saved: store.MadeTotals, saved + 1: store.MadeTotals}
	for id, made := range want {
		g, err := s.Get(ctx, id)
		if err != nil || g.Made != made {
			t.Errorf("Get(%d).Made = %q (%v), want %q", id, g.Made, err, made)
		}
	}
	exported := map[int64]string{}
	if err := s.Export(ctx, func(g store.Game) error { exported[g.ID] = g.Made; return nil }); err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(exported, want) {
		t.Errorf("Export made %v, want %v", exported, want)
	}
	listed, err := s.History(ctx, store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, sm := range listed {
		if wantMade := map[string]string{store.MadeScored: "", store.MadeTotals: store.MadeTotals}[want[sm.ID]]; sm.Made != wantMade {
			t.Errorf("History game %d made %q, want %q", sm.ID, sm.Made, wantMade)
		}
	}

	corrected := sampleGame("Ann", "Bob")
	if err := s.Update(ctx, saved, corrected); err != nil {
		t.Fatal(err)
	}
	if g, _ := s.Get(ctx, saved); g.Made != store.MadeScored {
		t.Errorf("a totals game corrected with sheets is made %q, want scored", g.Made)
	}
}

// TestBGGIDsAreRemembered: the BoardGameGeek ids an import learns are
// there for the next command, a later one replacing an earlier one.
func TestBGGIDsAreRemembered(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	if ids, err := s.BGGIDs(ctx); err != nil || len(ids) != 0 {
		t.Fatalf("a new database's ids: %v %v", ids, err)
	}
	if err := s.SetBGGIDs(ctx, map[string]int{"dice": 1, "zoosim": 3}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetBGGIDs(ctx, map[string]int{"dice": 2}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	r, err := store.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	ids, err := r.BGGIDs(ctx)
	if want := map[string]int{"dice": 2, "zoosim": 3}; err != nil || !maps.Equal(ids, want) {
		t.Errorf("ids %v (%v), want %v", ids, err, want)
	}
}

// TestUUIDsAreEveryGames: UUIDs gives every stored game's uuid as Get
// gives it, a uuid zooscore made (kept packed) and one another app gave
// (kept as it was written) alike.
func TestUUIDsAreEveryGames(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	want := map[string]bool{}
	for _, u := range []string{"", "0b7d1c1e-5d1a-4d38-9d0e-3b2f7a1c9e03", "game-7"} {
		g := sampleGame("Ann", "Bob")
		g.UUID = u
		id, err := s.Save(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		stored, err := s.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		want[stored.UUID] = true
	}
	got, err := s.UUIDs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, u := range got {
		have[u] = true
	}
	if !maps.Equal(have, want) || len(got) != len(want) {
		t.Errorf("UUIDs %v, want %v", got, want)
	}
}
