package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/rating"
	"github.com/zooscore/zooscore/store"
)

// seat is one player's total and rank in a hand-made game.
type seat struct {
	name        string
	total, rank int
}

var day0 = time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)

// played builds a game of that kind played hours after day0.
func played(game string, hours int, status string, seats ...seat) store.Game {
	r := scorer.Result{Game: game, Warnings: []scorer.Note{}}
	for _, s := range seats {
		r.Players = append(r.Players, scorer.PlayerResult{Name: s.name, Total: s.total, Rank: s.rank,
			Breakdown: []scorer.Item{{Item: "animals", Points: s.total}}})
		if s.rank == 1 {
			r.Winners = append(r.Winners, s.name)
		}
	}
	return store.Game{Game: game, Status: status, PlayedAt: day0.Add(time.Duration(hours) * time.Hour),
		Input: json.RawMessage(`{"players":[]}`), Result: r}
}

// club is the hand-made history: saved out of time order on purpose (the
// last one was played first), with a shared first place and an unfinished
// game that must be ignored.
func club() []store.Game {
	fin, prog := scorer.StatusFinished, scorer.StatusInProgress
	return []store.Game{
		played("dice", 1, fin, seat{"Ann", 30, 1}, seat{"Bob", 20, 2}, seat{"Cy", 10, 3}),
		played("dice", 2, fin, seat{"Ann", 25, 1}, seat{"bob", 25, 1}, seat{"Cy", 5, 3}),
		played("junior", 3, fin, seat{"Bob", 15, 1}, seat{"Ann", 12, 2}),
		played("dice", 5, prog, seat{"Cy", 100, 1}, seat{"Ann", 0, 2}),
		played("dice", 0, fin, seat{"Cy", 40, 1}, seat{"ANN", 8, 2}),
	}
}

func saveAll(t *testing.T, s *store.Store, games ...store.Game) []int64 {
	t.Helper()
	var ids []int64
	for _, g := range games {
		id, err := s.Save(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// replayed rates the finished games of that kind with rating.Replay, in the
// order they were played.
func replayed(games []store.Game, kind string) map[string]rating.Rating {
	var in []store.Game
	for _, g := range games {
		if g.Status == scorer.StatusFinished && (kind == "" || g.Game == kind) {
			in = append(in, g)
		}
	}
	sort.SliceStable(in, func(i, j int) bool { return in[i].PlayedAt.Before(in[j].PlayedAt) })
	var hist []rating.Game
	for _, g := range in {
		var rg rating.Game
		for _, p := range g.Result.Players {
			rg.Players = append(rg.Players, scorer.NameKey(p.Name))
			rg.Ranks = append(rg.Ranks, p.Rank)
		}
		hist = append(hist, rg)
	}
	return rating.Replay(hist, rating.Options{})
}

// checkRatings compares every row's rating with a replay of the same ranks.
func checkRatings(t *testing.T, rows []store.BoardRow, want map[string]rating.Rating) {
	t.Helper()
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d players", len(rows), len(want))
	}
	for i, r := range rows {
		w, ok := want[scorer.NameKey(r.Name)]
		if !ok {
			t.Fatalf("row %s is not in the replay", r.Name)
		}
		if math.Abs(r.Mu-w.Mu) > 1e-9 || math.Abs(r.Sigma-w.Sigma) > 1e-9 {
			t.Errorf("%s: mu %v sigma %v, replay gives %v %v", r.Name, r.Mu, r.Sigma, w.Mu, w.Sigma)
		}
		if r.Rating != math.Round(w.Ordinal()*10)/10 {
			t.Errorf("%s: rating %v, replay ordinal %v", r.Name, r.Rating, w.Ordinal())
		}
		if i > 0 && rows[i-1].Rating < r.Rating {
			t.Errorf("row %d (%s %v) ranks below a lower rating", i, r.Name, r.Rating)
		}
	}
}

// figures is what a row says without the rating.
type figures struct {
	Games, Wins int
	WinRate     float64
	Average     float64
	Best        int
}

func byName(rows []store.BoardRow) map[string]figures {
	out := map[string]figures{}
	for _, r := range rows {
		out[r.Name] = figures{r.Games, r.Wins, r.WinRate, r.Average, r.Best}
	}
	return out
}

func TestLeaderboard(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	games := club()
	saveAll(t, s, games...)
	cases := []struct {
		game string
		want map[string]figures
	}{
		{"", map[string]figures{
			"Ann": {Games: 4, Wins: 2, WinRate: 0.5, Average: 18.75, Best: 30},
			"Bob": {Games: 3, Wins: 2, WinRate: 0.6667, Average: 20, Best: 25},
			"Cy":  {Games: 3, Wins: 1, WinRate: 0.3333, Average: 18.33, Best: 40},
		}},
		{"dice", map[string]figures{
			"Ann": {Games: 3, Wins: 2, WinRate: 0.6667, Average: 21, Best: 30},
			"Bob": {Games: 2, Wins: 1, WinRate: 0.5, Average: 22.5, Best: 25},
			"Cy":  {Games: 3, Wins: 1, WinRate: 0.3333, Average: 18.33, Best: 40},
		}},
		{"junior", map[string]figures{
			"Ann": {Games: 1, Wins: 0, WinRate: 0, Average: 12, Best: 12},
			"Bob": {Games: 1, Wins: 1, WinRate: 1, Average: 15, Best: 15},
		}},
		{"zoosim", map[string]figures{}},
	}
	for _, c := range cases {
		t.Run("game="+c.game, func(t *testing.T) {
			rows, err := s.Leaderboard(ctx, c.game)
			if err != nil {
				t.Fatal(err)
			}
			got := byName(rows)
			if len(got) != len(c.want) {
				t.Errorf("players %v, want %v", got, c.want)
			}
			for name, w := range c.want {
				if got[name] != w {
					t.Errorf("%s: %+v, want %+v", name, got[name], w)
				}
			}
			checkRatings(t, rows, replayed(games, c.game))
		})
	}
}

// TestLeaderboardFollowsChanges checks that the stored figures always equal
// a replay of the history: after a newer game (caught up incrementally),
// after an older one (replayed from scratch), after a late finish and after
// a delete.
func TestLeaderboardFollowsChanges(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	games := club()
	ids := saveAll(t, s, games...)
	steps := []struct {
		name   string
		change func()
	}{
		{"first build", func() {}},
		{"newer game", func() {
			g := played("dice", 9, scorer.StatusFinished, seat{"Cy", 50, 1}, seat{"Bob", 40, 2}, seat{"Dee", 40, 2})
			saveAll(t, s, g)
			games = append(games, g)
		}},
		{"older game", func() {
			g := played("junior", -5, scorer.StatusFinished, seat{"Dee", 9, 1}, seat{"Ann", 3, 2})
			saveAll(t, s, g)
			games = append(games, g)
		}},
		{"tracked game finished", func() {
			g := games[3]
			g.Status = scorer.StatusFinished
			if err := s.Update(ctx, ids[3], g); err != nil {
				t.Fatal(err)
			}
			games[3] = g
		}},
		{"newest id deleted, then reused by an older game", func() {
			// SQLite gives a deleted highest id to the next game: the
			// older game that gets it must still be seen as new.
			g := played("dice", 20, scorer.StatusInProgress, seat{"Ann", 1, 1}, seat{"Cy", 1, 1})
			id := saveAll(t, s, g)[0]
			if _, err := s.Leaderboard(ctx, ""); err != nil {
				t.Fatal(err)
			}
			if err := s.Delete(ctx, id); err != nil {
				t.Fatal(err)
			}
			old := played("dice", -9, scorer.StatusFinished, seat{"Cy", 70, 1}, seat{"Ann", 1, 2})
			if reused := saveAll(t, s, old)[0]; reused != id {
				t.Logf("id %d was not reused (got %d): the case is not exercised", id, reused)
			}
			games = append(games, old)
		}},
		{"deleted game", func() {
			if err := s.Delete(ctx, ids[0]); err != nil {
				t.Fatal(err)
			}
			games[0].Status = "deleted"
		}},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			step.change()
			for _, kind := range []string{"", "dice", "junior"} {
				rows, err := s.Leaderboard(ctx, kind)
				if err != nil {
					t.Fatal(err)
				}
				checkRatings(t, rows, replayed(games, kind))
			}
		})
	}
}

func TestLeaderboardOrderTies(t *testing.T) {
	s, _ := openTemp(t)
	// Two newcomers who only ever tie keep equal ratings: more games first,
	// then the name decides.
	saveAll(t, s,
		played("dice", 1, scorer.StatusFinished, seat{"zed", 10, 1}, seat{"Amy", 10, 1}),
		played("dice", 2, scorer.StatusFinished, seat{"Amy", 10, 1}, seat{"zed", 10, 1}),
		played("junior", 3, scorer.StatusFinished, seat{"Bo", 5, 1}, seat{"Cat", 5, 1}),
	)
	rows, err := s.Leaderboard(context.Background(), "dice")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Name != "Amy" || rows[1].Name != "zed" || rows[0].Rating != rows[1].Rating {
		t.Errorf("rows = %+v, want Amy then zed on the same rating", rows)
	}
}

func TestVersus(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	ids := saveAll(t, s, club()...)
	cases := []struct {
		name, a, b, game      string
		games, ahA, ahB, lvl  int
		recent                []int64
		firstRankA, firstTotB int
	}{
		{"every game", "aNN", "BOB", "", 3, 1, 1, 1, []int64{ids[2], ids[1], ids[0]}, 2, 15},
		{"dice only", "Ann", "Bob", "dice", 2, 1, 0, 1, []int64{ids[1], ids[0]}, 1, 25},
		{"the other way round", "Bob", "Ann", "dice", 2, 0, 1, 1, []int64{ids[1], ids[0]}, 1, 25},
		{"unfinished ignored", "Cy", "Ann", "", 3, 1, 2, 0, []int64{ids[1], ids[0], ids[4]}, 3, 25},
		{"no common game", "Bob", "Cy", "junior", 0, 0, 0, 0, nil, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := s.Versus(ctx, c.a, c.b, c.game)
			if err != nil {
				t.Fatal(err)
			}
			if v.Games != c.games || v.AheadA != c.ahA || v.AheadB != c.ahB || v.Level != c.lvl {
				t.Errorf("versus = %+v", v)
			}
			if v.A != storedName(c.a) || v.B != storedName(c.b) {
				t.Errorf("names %q %q, want the stored spelling", v.A, v.B)
			}
			if len(v.Recent) != len(c.recent) {
				t.Fatalf("recent = %+v, want ids %v", v.Recent, c.recent)
			}
			for i, id := range c.recent {
				if v.Recent[i].ID != id {
					t.Errorf("recent[%d] = %d, want %d", i, v.Recent[i].ID, id)
				}
			}
			if len(v.Recent) > 0 && (v.Recent[0].RankA != c.firstRankA || v.Recent[0].TotalB != c.firstTotB) {
				t.Errorf("latest game = %+v", v.Recent[0])
			}
		})
	}
}

// storedName is the first spelling the club history used.
func storedName(name string) string {
	return map[string]string{"ann": "Ann", "bob": "Bob", "cy": "Cy"}[scorer.NameKey(name)]
}

func TestVersusErrors(t *testing.T) {
	s, _ := openTemp(t)
	saveAll(t, s, club()...)
	ctx := context.Background()
	for name, pair := range map[string][2]string{"first unknown": {"zoe", "Ann"}, "second unknown": {"Ann", "zoe"}} {
		t.Run(name, func(t *testing.T) {
			_, err := s.Versus(ctx, pair[0], pair[1], "")
			if !errors.Is(err, store.ErrNotFound) || !strings.Contains(err.Error(), `"zoe"`) {
				t.Errorf("err = %v, want ErrNotFound naming zoe", err)
			}
		})
	}
	t.Run("same player", func(t *testing.T) {
		if _, err := s.Versus(ctx, "ann", "ANN", ""); err == nil {
			t.Error("comparing a player with themselves gave no error")
		}
	})
}

func TestDelete(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	ids := saveAll(t, s, club()...)
	tracked := ids[3]
	if err := s.AddEntry(ctx, tracked, json.RawMessage(`{"n":1}`), club()[3]); err != nil {
		t.Fatal(err)
	}
	for _, id := range []int64{ids[0], tracked} {
		if err := s.Delete(ctx, id); err != nil {
			t.Fatalf("delete %d: %v", id, err)
		}
		if _, err := s.Get(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("get %d after delete: %v", id, err)
		}
	}
	if entries, _ := s.Entries(ctx, tracked); len(entries) != 0 {
		t.Errorf("entries of the deleted game remain: %s", entries)
	}
	history, err := s.History(ctx, store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range history {
		if g.ID == ids[0] || g.ID == tracked {
			t.Errorf("history still lists deleted game %d", g.ID)
		}
	}
	if len(history) != 3 {
		t.Errorf("history has %d games, want 3", len(history))
	}
	rows, _ := s.Leaderboard(ctx, "")
	if got := byName(rows)["Ann"].Games; got != 3 {
		t.Errorf("Ann's games after delete = %d, want 3", got)
	}
	if err := s.Delete(ctx, ids[0]); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("deleting twice: err = %v, want ErrNotFound", err)
	}
}
