package web

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/zooscore/zooscore/scorer/profile"
)

// A player's chart for one game, drawn here as SVG (as the leaderboard's,
// no chart library): the points of every game as bars (a game won darker)
// on top, the rating after it as a line below, on one time axis with the
// dates under it. Games are spaced evenly in the order they were played;
// past barsUpTo games a bar stands for several in a row. It is 360 units
// wide, and the page scales it to the phone's width.

type playerChart struct {
	Game          string
	Width, Height int
	Left, Right   float64
	Points        chartPanel // the bars
	Rating        chartPanel // the line
	Bars          []chartBar
	Line          string // the rating's polyline: "x,y x,y ..."
	Dots          []chartDot
	Dates         []chartDate
	Games         int
	Per           int // games a bar stands for: 1, or more when they do not fit
	First, Last   time.Time
	LastRating    float64
}

// chartPanel is a band of the chart: its top and bottom, and the values
// written on its axis.
type chartPanel struct {
	Top, Bottom float64
	Ticks       []chartTick
}

// chartBar is one game's points.
type chartBar struct {
	X, Y, W, H float64
	Won        bool
}

const (
	playerChartWidth = 360
	// barsUpTo is how many bars a chart draws at most: more games are
	// drawn in runs (a bar the average of several games in a row), so
	// that a regular's page stays light on a phone.
	barsUpTo = 120
	// dotsUpTo is how many bars the rating line marks with a dot each:
	// more would blot the line.
	dotsUpTo = 60
)

// drawPlayerChart draws the chart of the games of one game in timeline.
func drawPlayerChart(game string, timeline []profile.Point) playerChart {
	var games []profile.Point
	for _, p := range timeline {
		if p.Game == game {
			games = append(games, p)
		}
	}
	c := playerChart{Game: game, Width: playerChartWidth, Height: 236, Left: 40, Right: 352, Games: len(games),
		Points: chartPanel{Top: 22, Bottom: 100}, Rating: chartPanel{Top: 132, Bottom: 210}}
	if len(games) == 0 {
		return c
	}
	runs, per := profile.Runs(games, barsUpTo)
	c.Per = per
	n := len(runs)
	c.First, c.Last, c.LastRating = games[0].PlayedAt.Local(), games[len(games)-1].PlayedAt.Local(), games[len(games)-1].Rating
	barW := math.Max(math.Min((c.Right-c.Left)/float64(n)*0.6, 12), 1)
	pad := barW/2 + 2
	x := func(i int) float64 {
		if n == 1 {
			return (c.Left + c.Right) / 2
		}
		return c.Left + pad + (c.Right-c.Left-2*pad)*float64(i)/float64(n-1)
	}

	lo, hi := 0.0, 1.0
	rlo, rhi := math.Inf(1), math.Inf(-1)
	for _, r := range runs {
		lo, hi = math.Min(lo, r.Points), math.Max(hi, r.Points)
		rlo, rhi = math.Min(rlo, r.Rating), math.Max(rhi, r.Rating)
	}
	py := c.Points.scale(&lo, &hi)
	ry := c.Rating.scale(&rlo, &rhi)
	var pts []string
	order := make([]key, n)
	for i, r := range runs {
		top, base := py(r.Points), py(math.Max(lo, 0))
		if top > base { // a total below 0 hangs under the zero line
			top, base = base, top
		}
		top = math.Min(top, base-1) // a total of 0 still shows, as a sliver on the line
		// A bar of several games is a game won when most of them were.
		c.Bars = append(c.Bars, chartBar{X: round1(x(i) - barW/2), Y: round1(top), W: round1(barW), H: round1(base - top), Won: 2*r.Wins > r.Games})
		d := chartDot{round1(x(i)), round1(ry(r.Rating))}
		pts = append(pts, fmt.Sprintf("%g,%g", d.X, d.Y))
		if n <= dotsUpTo {
			c.Dots = append(c.Dots, d)
		}
		order[i] = key{r.From.Unix(), r.Last}
	}
	c.Line = strings.Join(pts, " ")
	c.Dates = axisDates(order, x)
	return c
}

// scale rounds the panel's range out to steps a person reads (1, 2 or 5
// times a power of ten), writes its ticks, and gives where a value stands.
func (p *chartPanel) scale(lo, hi *float64) func(float64) float64 {
	step := niceStep((*hi - *lo) / 3)
	*lo, *hi = math.Floor(*lo/step)*step, math.Ceil(*hi/step)*step
	if *hi == *lo {
		*lo, *hi = *lo-step, *hi+step
	}
	a, b := *lo, *hi
	y := func(v float64) float64 { return p.Bottom - (p.Bottom-p.Top)*(v-a)/(b-a) }
	for v := a; v <= b+step/2; v += step {
		p.Ticks = append(p.Ticks, chartTick{Y: round1(y(v)), Value: v})
	}
	return y
}
