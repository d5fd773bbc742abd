package web

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/zooscore/zooscore/store"
)

// The leaderboard's chart: each player's rating after every game they
// played, drawn here as SVG (no chart library, nothing for the phone to
// load). Games are spaced evenly in the order they were played, so that a
// busy evening does not crowd the lines.

type chart struct {
	Width, Height            int
	Left, Right, Top, Bottom float64 // the plotting area
	Lines                    []chartLine
	Ticks                    []chartTick
	Games                    int
	Dates                    []chartDate // under the time axis: the first game's, the last's, one between
	First, Last              time.Time   // when the first and the last game drawn were played
}

// chartDate is a date written under the time axis, at a game's place.
type chartDate struct {
	X      float64
	At     time.Time
	Anchor string // where the text stands against X: start, middle, end
}

type chartLine struct {
	Name   string
	Color  string
	Points string // "x,y x,y ..." for a polyline
	Dots   []chartDot
	Last   float64
}

type chartDot struct{ X, Y float64 }

type chartTick struct {
	Y     float64
	Value float64
}

// palette tells up to six lines apart, also for colour-blind eyes (Okabe
// and Ito's colours).
var palette = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"}

// charts keeps the leaderboard's last chart of each scope. Drawing it
// replays every game of the scope (store.Ratings: about 100 ms at 100,000
// games, a second at 1,000,000), for every look at the leaderboard; the
// chart changes only when a game changes a charted player's figures, so
// the figures of the charted players are its key.
type charts struct {
	mu sync.Mutex
	by map[string]keptChart // scope -> its last chart
}

type keptChart struct {
	key   string
	chart chart
}

// get gives the chart of the scope's best players (top, from its
// leaderboard). The lock is not held while the chart is drawn: two looks
// at once may both draw it.
func (cs *charts) get(ctx context.Context, st *store.Store, scope string, top []store.BoardRow) (chart, error) {
	var key strings.Builder
	names := make([]string, len(top))
	for i, r := range top {
		names[i] = r.Name
		fmt.Fprintf(&key, "%s\x00%d %d %v %v\x00", r.Name, r.Games, r.Wins, r.Mu, r.Sigma)
	}
	cs.mu.Lock()
	kept, ok := cs.by[scope]
	cs.mu.Unlock()
	if ok && kept.key == key.String() {
		return kept.chart, nil
	}
	series, err := st.Ratings(ctx, scope, names)
	if err != nil {
		return chart{}, err
	}
	c := drawChart(series)
	cs.mu.Lock()
	if cs.by == nil {
		cs.by = map[string]keptChart{}
	}
	cs.by[scope] = keptChart{key.String(), c}
	cs.mu.Unlock()
	return c, nil
}

func drawChart(series []store.RatingSeries) chart {
	c := chart{Width: 360, Height: 220, Left: 36, Right: 352, Top: 10, Bottom: 196}

	seen := map[int64]key{}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range series {
		for _, p := range s.Points {
			seen[p.GameID] = key{p.PlayedAt.Unix(), p.GameID}
			lo, hi = math.Min(lo, p.Rating), math.Max(hi, p.Rating)
		}
	}
	if len(seen) == 0 {
		return c
	}
	order := make([]key, 0, len(seen))
	for _, k := range seen {
		order = append(order, k)
	}
	sort.Slice(order, func(i, j int) bool {
		return order[i].at < order[j].at || order[i].at == order[j].at && order[i].id < order[j].id
	})
	index := map[int64]int{}
	for i, k := range order {
		index[k.id] = i
	}
	c.Games = len(order)
	step := niceStep((hi - lo) / 4)
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	if hi == lo {
		lo, hi = lo-step, hi+step
	}
	x := func(i int) float64 {
		if c.Games == 1 {
			return (c.Left + c.Right) / 2
		}
		return c.Left + (c.Right-c.Left)*float64(i)/float64(c.Games-1)
	}
	y := func(v float64) float64 { return c.Bottom - (c.Bottom-c.Top)*(v-lo)/(hi-lo) }
	c.First, c.Last = time.Unix(order[0].at, 0).Local(), time.Unix(order[len(order)-1].at, 0).Local()
	c.Dates = axisDates(order, x)
	for v := lo; v <= hi+step/2; v += step {
		c.Ticks = append(c.Ticks, chartTick{Y: round1(y(v)), Value: v})
	}
	for i, s := range series {
		if len(s.Points) == 0 {
			continue
		}
		l := chartLine{Name: s.Name, Color: palette[i%len(palette)], Last: s.Points[len(s.Points)-1].Rating}
		var pts []string
		for j, p := range s.Points {
			d := chartDot{round1(x(index[p.GameID])), round1(y(p.Rating))}
			if len(s.Points) <= dotsUpTo {
				l.Dots = append(l.Dots, d)
			}
			// A point in the same column of the chart as the next is
			// not drawn: the line goes through the column's last (and
			// starts at the first game).
			if j > 0 && j+1 < len(s.Points) && math.Round(x(index[s.Points[j+1].GameID])) == math.Round(d.X) {
				continue
			}
			pts = append(pts, fmt.Sprintf("%g,%g", d.X, d.Y))
		}
		l.Points = strings.Join(pts, " ")
		c.Lines = append(c.Lines, l)
	}
	return c
}

// axisDates are the dates under the time axis: the first game's and the
// last's at the ends, and the middle game's when there are three or more;
// a date the one before already says is left out.
func axisDates(order []key, x func(int) float64) []chartDate {
	n := len(order)
	at := func(i int) time.Time { return time.Unix(order[i].at, 0).Local() }
	if n == 1 {
		return []chartDate{{x(0), at(0), "middle"}}
	}
	marks := []chartDate{{x(0), at(0), "start"}}
	if n >= 3 {
		marks = append(marks, chartDate{x(n / 2), at(n / 2), "middle"})
	}
	marks = append(marks, chartDate{x(n - 1), at(n - 1), "end"})
	var out []chartDate
	for _, m := range marks {
		if len(out) > 0 && sameDay(out[len(out)-1].At, m.At) {
			continue
		}
		out = append(out, m)
	}
	return out
}

func sameDay(a, b time.Time) bool {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	return ay == by && am == bm && ad == bd
}

// niceStep rounds a step up to 1, 2 or 5 times a power of ten.
func niceStep(raw float64) float64 {
	if raw <= 0 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if raw <= m*p {
			return m * p
		}
	}
	return 10 * p
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }

// key is a game drawn on the chart, in the order they were played.
type key struct {
	at int64 // played at, in Unix seconds
	id int64
}
