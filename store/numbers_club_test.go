package store_test

import (
	"context"
	"database/sql"
	"errors"
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	clubgen "github.com/zooscore/zooscore/store/internal/club"
)

// TestClubMessagesComeBack: every label and warning message of a club's
// games (the three games, sheets and play scripts, finished and in
// progress), stored by Import and by Save, comes back from Get and Export
// as the games' own code made it.
func TestClubMessagesComeBack(t *testing.T) {
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
	for _, s := range []*store.Store{imported, saved} {
		i := 0
		err := s.Export(ctx, func(g store.Game) error {
			want := games[i].Result
			i++
			for p, pl := range want.Players {
				for j, it := range pl.Breakdown {
					if got := g.Result.Players[p].Breakdown[j].Label; !reflect.DeepEqual(got, it.Label) {
						t.Errorf("game %s, %s, item %d: label %#v, want %#v", g.UUID, pl.Name, j, got, it.Label)
					}
				}
			}
			for j, w := range want.Warnings {
				if got := g.Result.Warnings[j]; !reflect.DeepEqual(got.Msg, w.Msg) || got.Times != w.Times {
					t.Errorf("game %s, warning %d: %#v, want %#v", g.UUID, j, got, w)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestDamagedMessagesAreRefused: a stored game whose numbers name a
// message shape that is no shape, or end before a message's values, is
// refused as damaged by Get and by an export, never a panic.
func TestDamagedMessagesAreRefused(t *testing.T) {
	g := store.Game{Game: "dice", Status: scorer.StatusFinished, Input: []byte(`{"players":[]}`), Result: scorer.Result{Game: "dice",
		Winners: []string{"Ann"}, Players: []scorer.PlayerResult{{Name: "Ann", Total: 4, Rank: 1, Breakdown: []scorer.Item{
			{Points: 4, Rule: "dice.score-animal", Label: scorer.M("junior.item.enclosure", "enclosure", 2, "count", scorer.Count{N: 4, Noun: "impala"})}}}}}}
	// The numbers: 2, 1 player, name 0, 1 item, points 8 (4), the rule,
	// the shape, then its values (2 and 4: 4 and 8), winners, warnings and
	// decisions.
	for name, damage := range map[string]func(blob []byte, rule byte) []byte{
		"a rule for a shape": func(b []byte, rule byte) []byte { b[6] = rule; return b },
		"values cut short":   func(b []byte, rule byte) []byte { return b[:8] },
	} {
		t.Run(name, func(t *testing.T) {
			s, path := openTemp(t)
			ctx := context.Background()
			id, err := s.Save(ctx, g)
			if err != nil {
				t.Fatal(err)
			}
			db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			var (
				blob []byte
				rule byte
			)
			if err := db.QueryRow(`SELECT numbers, (SELECT id FROM rule_ids WHERE rule = 'dice.score-animal') FROM games`).Scan(&blob, &rule); err != nil {
				t.Fatal(err)
			}
			if len(blob) != 13 || blob[0] != 2 || blob[5] != rule {
				t.Fatalf("numbers %v: not laid out as this test knows them", blob)
			}
			if _, err := db.Exec(`UPDATE games SET numbers = ?`, damage(blob, rule)); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Get(ctx, id); !errors.Is(err, store.ErrDamaged) {
				t.Errorf("Get: %v, want ErrDamaged", err)
			}
			err = s.ExportSaying(ctx, scorer.Msg.String, func(store.Game, bool) error { return nil })
			if !errors.Is(err, store.ErrDamaged) {
				t.Errorf("ExportSaying: %v, want ErrDamaged", err)
			}
		})
	}
}
