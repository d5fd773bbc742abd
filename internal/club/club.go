// Package club makes a club's history of games for benchmarks: random legal
// games of the three kinds, each played through its game's own tracker so
// that every entry is legal where it stands, kept either as the play script
// (a game tracked at the table) or as the sheets the tracker ends with (a
// game scored afterwards). The players are a club's: a few regulars sit in a
// large share of the games (the first in about a third), and many occasional
// players in the rest.
//
// The same seed always gives the same history, game for game, whatever the
// number of workers.
package club

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
)

// Game is one generated game: what zooscore imports.
type Game struct {
	UUID     string
	Game     string // dice, junior, zoosim
	PlayedAt time.Time
	Input    []byte // the sheets or the play script, as JSON
	Script   bool   // Input is a play script
	Finished bool   // a script that was played to its end, or sheets
	Result   scorer.Result
}

// Options shape a history.
type Options struct {
	Games   int
	Seed    uint64
	Workers int  // games played at once (0: 1)
	Score   bool // fill Game.Result, as zooscore scores the input
}

// Shares of the history, in percent.
const (
	tracked    = 25 // games kept as play scripts
	unfinished = 3  // of the tracked games, stopped before their end
)

// regulars are the club's regulars with the share of games each sits in,
// in percent: the first in about a third of them.
var regulars = []struct {
	name  string
	share int
}{
	{"Ann", 33}, {"Bernd", 22}, {"Chloé", 15}, {"Dmitri", 10}, {"Eva", 7},
}

var firstNames = []string{
	"Anna", "Ben", "Clara", "David", "Elif", "Felix", "Greta", "Hugo", "Ida", "Jonas",
	"Kira", "Lukas", "Mila", "Noah", "Olga", "Paul", "Rosa", "Simon", "Tara", "Umut",
	"Vera", "Willem", "Xenia", "Yannick", "Zoë", "Jürgen", "François", "Søren", "Maëlle", "Łukasz",
}

// occasional is the pool of occasional players: a name each, made unique
// by a surname initial and a number.
func occasional(games int) []string {
	n := max(60, games/400)
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s %c.", firstNames[i%len(firstNames)], 'A'+rune(i/len(firstNames)%26))
		if k := i / (26 * len(firstNames)); k > 0 {
			out[i] += fmt.Sprintf(" %d", k+1)
		}
	}
	return out
}

// plan is what is drawn for a game before it is played: cheap, in order.
type plan struct {
	n        int
	game     string
	players  []string
	script   bool
	finished bool
	at       time.Time
	uuid     string
}

// planner draws the plans of a history in order.
type planner struct {
	rng  *rand.Rand
	pool []string
	at   time.Time
}

func newPlanner(o Options) *planner {
	return &planner{rng: rand.New(rand.NewPCG(o.Seed, 0x636c7562)), pool: occasional(o.Games),
		at: time.Date(2016, 1, 8, 18, 0, 0, 0, time.UTC)}
}

func (p *planner) next(n int) plan {
	r := p.rng
	// Games follow each other by a few minutes; some start in the same
	// second, so that the id has to break the tie.
	if r.IntN(20) > 0 {
		p.at = p.at.Add(time.Duration(1+r.IntN(600)) * time.Second)
	}
	pl := plan{n: n, at: p.at, uuid: uuid(r)}
	seats := 0
	switch k := r.IntN(100); {
	case k < 40:
		pl.game, seats = "dice", 2+r.IntN(3)
	case k < 75:
		pl.game, seats = "zoosim", 2+r.IntN(3)
	default:
		pl.game, seats = "junior", 2+r.IntN(4)
	}
	pl.script = r.IntN(100) < tracked
	pl.finished = !pl.script || r.IntN(100) >= unfinished
	for _, reg := range regulars {
		if len(pl.players) < seats && r.IntN(100) < reg.share {
			pl.players = append(pl.players, reg.name)
		}
	}
	for len(pl.players) < seats {
		name := p.pool[r.IntN(len(p.pool))]
		if !contains(pl.players, name) {
			pl.players = append(pl.players, name)
		}
	}
	r.Shuffle(len(pl.players), func(i, j int) { pl.players[i], pl.players[j] = pl.players[j], pl.players[i] })
	return pl
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// uuid draws a version 4 UUID.
func uuid(r *rand.Rand) string {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], r.Uint64())
	binary.LittleEndian.PutUint64(b[8:], r.Uint64())
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// Generate makes the history and hands every game to fn, in order. An
// error of fn stops it and is returned.
func Generate(o Options, fn func(Game) error) error {
	workers := max(o.Workers, 1)
	p := newPlanner(o)
	type job struct {
		pl  plan
		out chan result
	}
	jobs := make(chan job, 64*workers)
	order := make(chan chan result, 64*workers)
	for range workers {
		go func() {
			for j := range jobs {
				g, err := play(j.pl, o)
				j.out <- result{g, err}
			}
		}()
	}
	go func() {
		defer close(jobs)
		defer close(order)
		for n := range o.Games {
			out := make(chan result, 1)
			order <- out
			jobs <- job{p.next(n), out}
		}
	}()
	var first error
	for out := range order {
		r := <-out
		if first == nil {
			first = r.err
		}
		if first == nil {
			first = fn(r.game)
		}
	}
	return first
}

type result struct {
	game Game
	err  error
}

// play plays the planned game through its tracker with a random source of
// its own, so that a game is the same whichever worker plays it: to its
// end, or, for an unfinished game, a random part of a typical game.
func play(pl plan, o Options) (Game, error) {
	r := rand.New(rand.NewPCG(o.Seed, uint64(pl.n)+1))
	g := Game{UUID: pl.uuid, Game: pl.game, PlayedAt: pl.at, Script: pl.script}
	k, ok := game.Lookup(pl.game)
	if !ok {
		return Game{}, fmt.Errorf("game %d: no game %s", pl.n+1, pl.game)
	}
	stop := 1 << 30
	if !pl.finished {
		stop = 1 + r.IntN(typical[pl.game])
	}
	t, err := k.PlayRandom(r, pl.players, stop)
	if err == nil {
		err = keep(&g, o, k, t)
	}
	if err != nil {
		return Game{}, fmt.Errorf("game %d (%s): %w", pl.n+1, pl.game, err)
	}
	return g, nil
}

// typical is about how many entries a game of each kind has.
var typical = map[string]int{"dice": 30, "junior": 40, "zoosim": 25}

// keep keeps the game as its play script, or as the sheets it ended with
// (sheets are of finished games), and, when asked, scores it as zooscore
// does.
func keep(g *Game, o Options, k game.Kind, t game.Tracked) error {
	g.Finished = t.Ended()
	if !g.Finished {
		g.Script = true
	}
	var err error
	if g.Script {
		g.Input = t.Script()
	} else if g.Input, err = k.Sheets(t); err != nil {
		return err
	}
	if !o.Score {
		return nil
	}
	if g.Script {
		g.Result, err = t.Result()
	} else {
		g.Result, err = k.Score(g.Input)
	}
	return err
}
