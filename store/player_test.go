package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// ranked is a finished game of kind with the players in the order
// finished, each a place lower (ties as given by ranks when set).
func ranked(kind string, at time.Time, names []string, ranks ...int) store.Game {
	g := sampleGame(names...)
	g.Game, g.Result.Game, g.PlayedAt, g.Status = kind, kind, at, scorer.StatusFinished
	for i := range ranks {
		g.Result.Players[i].Rank = ranks[i]
	}
	g.Result.Winners = nil
	for _, p := range g.Result.Players {
		if p.Rank == 1 {
			g.Result.Winners = append(g.Result.Winners, p.Name)
		}
	}
	return g
}

// TestPlayerReport: a player's figures, over every game and one game's,
// agree with the leaderboard and with the games played; the name is
// matched in any letter case.
func TestPlayerReport(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	day := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	for i, g := range []store.Game{
		ranked("dice", day, []string{"Ann", "Bob", "Cy"}),
		ranked("dice", day.AddDate(0, 0, 1), []string{"Bob", "Ann"}),
		ranked("junior", day.AddDate(0, 0, 2), []string{"Ann", "Cy"}, 1, 1), // a shared win
		ranked("dice", day.AddDate(0, 0, 3), []string{"Ann", "Bob"}),
	} {
		if _, err := s.Save(ctx, g); err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
	}
	r, err := s.Player(ctx, "aNN", "")
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "Ann" || r.Games != 4 || r.Wins != 3 || r.Streak.Current != 2 || r.Streak.Longest != 2 {
		t.Errorf("Ann: %+v, streak %+v", r.Figures, r.Streak)
	}
	board, err := s.Leaderboard(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range board {
		if row.Name == "Ann" && (r.Place != i+1 || r.Rating != row.Rating || r.Of != len(board) || r.Games != row.Games || r.Best != row.Best) {
			t.Errorf("Ann's standing %+v, on the leaderboard %+v (place %d of %d)", r.Standing, row, i+1, len(board))
		}
	}
	// Each game is charted with the rating of its own game's leaderboard:
	// the last Dice Game ends at the Dice Game's figure.
	if last := r.Timeline[len(r.Timeline)-1]; last.Rating != r.PerGame[0].Rating || last.Players != 2 {
		t.Errorf("the chart ends at %+v, the Dice Game's leaderboard says %v", last, r.PerGame[0].Rating)
	}
	if len(r.PerGame) != 2 || r.PerGame[0].Game != "dice" || r.PerGame[0].Games != 3 || r.PerGame[1].Game != "junior" || r.PerGame[1].Wins != 1 {
		t.Errorf("per game: %+v", r.PerGame)
	}
	// Bob: ahead of him twice, behind once; Cy: ahead once, level once
	// (the shared win).
	if len(r.MostBeaten) != 1 || r.MostBeaten[0].Name != "Bob" || r.MostBeaten[0].Ahead != 2 ||
		len(r.MostAhead) != 1 || r.MostAhead[0].Name != "Bob" || r.Opponents[1].Name != "Cy" || r.Opponents[1].Level != 1 {
		t.Errorf("rivals: beaten %+v, ahead %+v, all %+v", r.MostBeaten, r.MostAhead, r.Opponents)
	}

	dice, err := s.Player(ctx, "Ann", "dice")
	if err != nil {
		t.Fatal(err)
	}
	if dice.Game != "dice" || dice.Games != 3 || len(dice.Timeline) != 3 || len(dice.PerGame) != 1 || dice.Opponents[0].Name != "Bob" {
		t.Errorf("Ann's dice games: %+v", dice)
	}
	zoosim, err := s.Player(ctx, "Ann", "zoosim")
	if err != nil || zoosim.Games != 0 || len(zoosim.Timeline) != 0 || zoosim.Certainty != "new" {
		t.Errorf("no ZooSim game: %+v, %v", zoosim, err)
	}
}

// TestPlayerNotFoundSuggestsCloseNames: a name nobody played under is
// ErrNotFound, naming the closest names known.
func TestPlayerNotFoundSuggestsCloseNames(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	if _, err := s.Save(ctx, sampleGame("Anna", "Bob", "Maximiliane")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		says []string
		not  string
	}{
		{"Ana", []string{`"Ana" not found`, "did you mean Anna?"}, "Bob"},
		{"max", []string{"did you mean Maximiliane?"}, "Anna"},
		{"Quentin", []string{`"Quentin" not found`, "check the spelling"}, "did you mean"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.Player(ctx, tt.name, "")
			if !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("error %v, want ErrNotFound", err)
			}
			for _, want := range tt.says {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("%q does not say %q", err, want)
				}
			}
			if strings.Contains(err.Error(), tt.not) {
				t.Errorf("%q says %q", err, tt.not)
			}
		})
	}
}

// TestPlayerFollowsADeletedGame: the figures are replayed, so a game
// removed is gone from the streak, the rivals and the ratings.
func TestPlayerFollowsADeletedGame(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	day := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	var last int64
	for i, names := range [][]string{{"Ann", "Bob"}, {"Ann", "Bob"}, {"Bob", "Ann"}} {
		id, err := s.Save(ctx, ranked("dice", day.AddDate(0, 0, i), names))
		if err != nil {
			t.Fatal(err)
		}
		last = id
	}
	before, err := s.Player(ctx, "Ann", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, last); err != nil {
		t.Fatal(err)
	}
	after, err := s.Player(ctx, "Ann", "")
	if err != nil {
		t.Fatal(err)
	}
	if before.Streak.Current != 0 || after.Streak.Current != 2 || after.Rating <= before.Rating ||
		len(after.MostAhead) != 0 || after.MostBeaten[0].Ahead != 2 {
		t.Errorf("before the delete %+v %+v, after %+v %+v", before.Streak, before.Standing, after.Streak, after.Standing)
	}
}
