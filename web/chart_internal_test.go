package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// TestChartOfARegular: a line of many games draws a point per column of
// the chart, not per game, and no dots; a line of a few games keeps a dot
// and a point for each. The ends stay where they were.
func TestChartOfARegular(t *testing.T) {
	at := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	series := func(name string, n int, first int64) store.RatingSeries {
		s := store.RatingSeries{Name: name}
		for i := range n {
			s.Points = append(s.Points, store.RatingPoint{GameID: first + int64(i), PlayedAt: at.Add(time.Duration(first+int64(i)) * time.Minute), Rating: float64(i % 17)})
		}
		return s
	}
	c := drawChart([]store.RatingSeries{series("Ann", 3000, 0)})
	ann, bob := c.Lines[0], drawChart([]store.RatingSeries{series("Bob", 40, 5000)}).Lines[0]
	if got := len(strings.Fields(ann.Points)); got > int(c.Right-c.Left)+2 || got < 100 {
		t.Errorf("3,000 games drawn with %d points, want one a column (at most %d)", got, int(c.Right-c.Left)+2)
	}
	if len(ann.Dots) != 0 {
		t.Errorf("3,000 games drawn with %d dots, want none", len(ann.Dots))
	}
	if got := len(strings.Fields(bob.Points)); got != 40 || len(bob.Dots) != 40 {
		t.Errorf("40 games drawn with %d points and %d dots, want 40 of each", got, len(bob.Dots))
	}
	if f := strings.Fields(ann.Points); !strings.HasPrefix(f[0], "36,") {
		t.Errorf("the first game's point %s, want it at the left edge", f[0])
	}
	if f := strings.Fields(bob.Points); !strings.HasPrefix(f[len(f)-1], "352,") {
		t.Errorf("the last game's point %s, want it at the right edge", f[len(f)-1])
	}
}

// TestChartFollowsTheGames: the leaderboard's chart is kept between looks,
// and drawn again once a game changes a charted player's figures.
func TestChartFollowsTheGames(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(pgtest.NewDB(t, "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	game := func(a, b string) store.Game {
		r := scorer.Result{Game: "dice", Players: []scorer.PlayerResult{{Name: a, Total: 10, Rank: 1}, {Name: b, Total: 5, Rank: 2}}}
		return store.Game{Game: "dice", Status: scorer.StatusFinished, Input: []byte(`{}`), Result: r}
	}
	var cs charts
	look := func() chart {
		t.Helper()
		rows, err := st.Leaderboard(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		c, err := cs.get(ctx, st, "", rows)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	st.Save(ctx, game("Ann", "Bob"))
	if c := look(); c.Games != 1 || look().Games != 1 {
		t.Fatalf("after one game: %d games charted", c.Games)
	}
	st.Save(ctx, game("Bob", "Ann"))
	if c := look(); c.Games != 2 {
		t.Errorf("after a second game: %d games charted, want 2 (the kept chart was shown)", c.Games)
	}
}
