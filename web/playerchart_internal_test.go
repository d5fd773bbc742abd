package web

import (
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer/profile"
)

// TestPlayerChartSVG: the chart of one game draws a bar for each of its
// games (darker when won), a line through the ratings, dated ends, and
// stays within its 360 units; a total below 0 hangs under the zero line.
func TestPlayerChartSVG(t *testing.T) {
	day := time.Date(2026, 8, 4, 20, 0, 0, 0, time.UTC)
	point := func(i int, game string, total, rank int, rating float64) profile.Point {
		return profile.Point{ID: int64(i), Game: game, PlayedAt: day.AddDate(0, 0, 7*i), Total: total, Rank: rank, Rating: rating}
	}
	many := func(n int) []profile.Point {
		var out []profile.Point
		for i := range n {
			out = append(out, point(i, "dice", i%16, 1+i%3, float64(i)/10))
		}
		return out
	}
	tests := []struct {
		name     string
		timeline []profile.Point
		bars     int
		won      int
		dots     int
		dates    int
	}{
		{"one game, in the middle", []profile.Point{point(0, "dice", 12, 1, 3.4)}, 1, 1, 1, 1},
		{"only the game's own games", []profile.Point{point(0, "dice", 12, 1, 3.4), point(1, "junior", 20, 2, 1), point(2, "dice", 9, 2, 1.2)}, 2, 1, 2, 2},
		{"a season", many(30), 30, 10, 30, 3},
		{"too many games for dots", many(100), 100, 34, 0, 3},
		// 200 games are drawn in 100 bars of 2 games, none of which won
		// most of its games (a win in every third game).
		{"too many games for bars", many(200), 100, 0, 0, 3},
		{"a total below 0", []profile.Point{point(0, "dice", -4, 2, -1.8), point(1, "dice", 7, 1, 0.5)}, 2, 1, 2, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := drawPlayerChart("dice", tt.timeline)
			won := 0
			for _, b := range c.Bars {
				if b.Won {
					won++
				}
				if b.X < c.Left || b.X+b.W > c.Right || b.H < 1 || b.Y < c.Points.Top-0.1 || b.Y+b.H > c.Points.Bottom+0.1 {
					t.Errorf("a bar out of its panel: %+v in %v..%v, %+v", b, c.Left, c.Right, c.Points)
				}
			}
			if len(c.Bars) != tt.bars || won != tt.won || len(c.Dots) != tt.dots || len(c.Dates) != tt.dates {
				t.Errorf("%d bars (%d won), %d dots, %d dates; want %d (%d), %d, %d", len(c.Bars), won, len(c.Dots), len(c.Dates), tt.bars, tt.won, tt.dots, tt.dates)
			}
			var dice []profile.Point
			for _, p := range tt.timeline {
				if p.Game == "dice" {
					dice = append(dice, p)
				}
			}
			if per := (len(dice) + len(c.Bars) - 1) / len(c.Bars); c.Games != len(dice) || c.Per != per || c.Line == "" || c.LastRating != dice[len(dice)-1].Rating {
				t.Errorf("%d games in %d bars of %d, line %q, last rating %v", c.Games, len(c.Bars), c.Per, c.Line, c.LastRating)
			}
		})
	}
	// The bar of -4 reaches down from the zero line, the bar of 7 up.
	c := drawPlayerChart("dice", tests[5].timeline)
	var zero float64
	for _, tk := range c.Points.Ticks {
		if tk.Value == 0 {
			zero = tk.Y
		}
	}
	if neg, pos := c.Bars[0], c.Bars[1]; neg.Y != zero || pos.Y+pos.H != zero {
		t.Errorf("the zero line at %v; bars %+v and %+v", zero, neg, pos)
	}
	if empty := drawPlayerChart("zoosim", tests[2].timeline); len(empty.Bars) != 0 || empty.Games != 0 {
		t.Errorf("a game not played drew %+v", empty)
	}
}
