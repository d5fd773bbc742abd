package store_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	clubgen "github.com/zooscore/zooscore/internal/club"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// TestClubResultsComeBackInEnglish: every game of a club (the three
// games, sheets and play scripts, finished and in progress), stored by
// Import and by Save, comes back from Export with the numbers it was
// stored with and the English words of every label and warning, and the
// rules of its decisions.
func TestClubResultsComeBackInEnglish(t *testing.T) {
	t.Parallel()
	var games []store.Game
	err := clubgen.Generate(clubgen.Options{Games: 300, Seed: 7, Workers: 2, Score: true}, func(g clubgen.Game) error {
		status := g.Result.Status
		if status == "" {
			status = scorer.StatusFinished
		}
		games = append(games, store.Game{UUID: g.UUID, Game: g.Game, Status: status, PlayedAt: g.PlayedAt, Input: g.Input, Result: g.Result})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	imported, _ := openTemp(t)
	ctx := context.Background()
	if _, err := imported.Import(ctx, from(games, 0, nil)); err != nil {
		t.Fatal(err)
	}
	saved, _ := openTemp(t)
	saveAll(t, saved, games[:30]...)
	english := i18n.For(i18n.English)
	for _, s := range []*store.Store{imported, saved} {
		i := 0
		err := s.Export(ctx, func(g store.Game) error {
			want := english.Result(games[i].Result)
			i++
			for p, pl := range want.Players {
				for j, it := range pl.Breakdown {
					got := g.Result.Players[p].Breakdown[j]
					if got.Item != it.Item || got.Points != it.Points || got.Rule != it.Rule {
						t.Errorf("game %s, %s, item %d: %+v, want %+v", g.UUID, pl.Name, j, got, it)
					}
				}
			}
			for j, w := range want.Warnings {
				if got := g.Result.Warnings[j]; got.Message != w.Message || got.Rule != w.Rule || got.Player != w.Player {
					t.Errorf("game %s, warning %d: %+v, want %+v", g.UUID, j, got, w)
				}
			}
			var rules, wantRules []string
			for _, d := range g.Result.Decisions {
				rules = append(rules, d.Rule)
			}
			for _, d := range want.Decisions {
				wantRules = append(wantRules, d.Rule)
			}
			if !reflect.DeepEqual(rules, wantRules) {
				t.Errorf("game %s: decisions %v, want %v", g.UUID, rules, wantRules)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestDamagedResultsAreRefused: a stored game whose result cannot be
// unpacked, or is not JSON, is refused as damaged by Get, and by an
// export when it cannot be unpacked, never a panic.
func TestDamagedResultsAreRefused(t *testing.T) {
	g := store.Game{Game: "dice", Status: scorer.StatusFinished, Input: []byte(`{"players":[]}`), Result: scorer.Result{Game: "dice",
		Winners: []string{"Ann"}, Players: []scorer.PlayerResult{{Name: "Ann", Total: 4, Rank: 1, Breakdown: []scorer.Item{
			{Points: 4, Rule: "dice.score-animal", Label: msg.M("junior.item.enclosure", "enclosure", 2, "count", msg.Count{N: 4, Noun: "impala"})}}}}}}
	for name, c := range map[string]struct {
		column string
		value  []byte
		export bool // an export finds it
	}{
		"a result packed wrong":    {"result", []byte{1, 0xff, 0xff}, true},
		"a result that is no JSON": {"result", []byte(`{"players":[`), false},
		"no result":                {"result", nil, false},
		"decisions packed wrong":   {"decisions", []byte{1, 0xff, 0xff}, false},
	} {
		t.Run(name, func(t *testing.T) {
			s, path := openTemp(t)
			ctx := context.Background()
			id, err := s.Save(ctx, g)
			if err != nil {
				t.Fatal(err)
			}
			db := rawDB(t, path)
			if _, err := db.Exec(`UPDATE games SET `+c.column+` = ?`, c.value); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Get(ctx, id); !errors.Is(err, store.ErrDamaged) {
				t.Errorf("Get: %v, want ErrDamaged", err)
			}
			if err := s.Export(ctx, func(store.Game) error { return nil }); !errors.Is(err, store.ErrDamaged) {
				t.Errorf("Export: %v, want ErrDamaged", err)
			}
			err = s.ExportStored(ctx, func(store.Game, []byte) error { return nil })
			if c.export && !errors.Is(err, store.ErrDamaged) || !c.export && err != nil {
				t.Errorf("ExportStored: %v, want ErrDamaged: %v", err, c.export)
			}
		})
	}
}
