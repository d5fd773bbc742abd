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
	"slices"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
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
		pl.game, seats = dice.Game, 2+r.IntN(3)
	case k < 75:
		pl.game, seats = zoosim.Game, 2+r.IntN(3)
	default:
		pl.game, seats = junior.Game, 2+r.IntN(4)
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
// its own, so that a game is the same whichever worker plays it.
func play(pl plan, o Options) (Game, error) {
	r := rand.New(rand.NewPCG(o.Seed, uint64(pl.n)+1))
	g := Game{UUID: pl.uuid, Game: pl.game, PlayedAt: pl.at, Script: pl.script}
	var err error
	switch pl.game {
	case dice.Game:
		err = playDice(r, pl, o, &g)
	case junior.Game:
		err = playJunior(r, pl, o, &g)
	default:
		err = playZooSim(r, pl, o, &g)
	}
	if err != nil {
		return Game{}, fmt.Errorf("game %d (%s): %w", pl.n+1, pl.game, err)
	}
	return g, nil
}

// stopAt is how many entries a game is played for: to its end, or, for an
// unfinished game, a random part of a typical game of that many entries.
func stopAt(r *rand.Rand, pl plan, typical int) int {
	if pl.finished {
		return 1 << 30
	}
	return 1 + r.IntN(typical)
}

// finish encodes the input and, when asked, scores it as zooscore does: a
// script through its tracker (res), sheets with the game's Score.
func finish(g *Game, o Options, input any, script func() (scorer.Result, error), sheets func() (scorer.Result, error)) error {
	var err error
	if g.Input, err = scorer.Encode(input); err != nil {
		return err
	}
	if !o.Score {
		return nil
	}
	if g.Script {
		g.Result, err = script()
	} else {
		g.Result, err = sheets()
	}
	return err
}

func playDice(r *rand.Rand, pl plan, o Options, g *Game) error {
	var hex *dice.HexValues
	if r.IntN(4) == 0 {
		v := 1 + r.IntN(2)
		hex = &dice.HexValues{Lion: &v}
	}
	tr, err := dice.NewTracker(pl.players, hex)
	if err != nil {
		return err
	}
	stop := stopAt(r, pl, 30)
	for n := 0; n < stop && !tr.Ended(); n++ {
		if n > 400 {
			return fmt.Errorf("no end after %d takes", n)
		}
		left := tr.ToTake()
		p := left[r.IntN(len(left))]
		most := min(dice.MaxTake, tr.DiceLeft()-(len(left)-1))
		faces := make([]string, 1+r.IntN(most))
		for i := range faces {
			faces[i] = dice.Faces[r.IntN(len(dice.Faces))]
		}
		if _, err := tr.Apply(dice.Entry{Round: tr.Round(), Take: dice.Take{Player: p, Took: faces}}); err != nil {
			return fmt.Errorf("a random take is refused: %w", err)
		}
	}
	g.Finished = tr.Ended()
	if g.Script {
		return finish(g, o, tr.Script(), tr.Result, nil)
	}
	in := dice.Input{BonusHex: hex, Players: tr.Sheets()}
	return finish(g, o, in, nil, func() (scorer.Result, error) { return dice.Score(in) })
}

func playJunior(r *rand.Rand, pl plan, o Options, g *Game) error {
	tr, err := junior.NewTracker(pl.players)
	if err != nil {
		return err
	}
	stop := stopAt(r, pl, 40)
	for n := 0; n < stop && !tr.Ended(); n++ {
		if n > 400 {
			return fmt.Errorf("no end after %d takes", n)
		}
		// The end pile comes as soon as it can: a mark is refused while
		// it cannot be reached yet, and a take past it needs the mark.
		tr.Apply(junior.Entry{Last: true})
		if !juniorTake(r, tr, len(pl.players)) {
			break
		}
		if tr.CanBonus() && r.IntN(4) != 0 {
			juniorBonus(r, tr, pl.players)
		}
	}
	g.Finished = tr.Ended()
	if !g.Finished && !g.Script {
		g.Script = true // sheets are of finished games
	}
	if g.Script {
		return finish(g, o, tr.Script(), tr.Result, nil)
	}
	in := tr.Input()
	return finish(g, o, in, nil, func() (scorer.Result, error) { return junior.Score(in) })
}

// juniorWords are the tiles of Zooloretto Junior.
var juniorWords = append(append([]string{}, junior.Kinds...), junior.Landscapes...)

// juniorTake makes a random take for the next player that fits the zoo as
// it stands (an animal goes to an enclosure of its kind or an empty one, a
// tile into an enclosure with room, else to the barn), trying again when
// the tracker refuses it; false when none is found.
func juniorTake(r *rand.Rand, tr *junior.Tracker, players int) bool {
	p := tr.ToTake()[0]
	var zoo junior.Zoo
	for _, z := range tr.Input().Players {
		if z.Name == p {
			zoo = z
		}
	}
	kinds, complete := tr.KindsInPlay()
	for try := 0; try < 40; try++ {
		sizes := tr.TakeSizes(p)
		if len(sizes) == 0 {
			return false
		}
		tk := junior.Take{Player: p, Tiles: make([]junior.Tile, sizes[r.IntN(len(sizes))])}
		if players == 2 && r.IntN(2) == 0 {
			opts := tr.TruckOptions(p, len(tk.Tiles))
			tk.Truck = opts[r.IntN(len(opts))]
		}
		var pens [junior.MaxEnclosures]struct {
			kind  string
			tiles int
		}
		for i, e := range zoo.Enclosures {
			pens[i].kind, pens[i].tiles = e.Animal, e.Animals+len(e.Landscapes)
			if e.Animals == 0 {
				pens[i].kind = ""
			}
		}
		for i := range tk.Tiles {
			tile := junior.Tile{Tile: junior.Landscapes[r.IntN(len(junior.Landscapes))]}
			if r.IntN(4) != 0 {
				tile.Tile = junior.Kinds[r.IntN(len(junior.Kinds))]
				if len(kinds) > 0 && (complete || r.IntN(3) != 0) {
					tile.Tile = kinds[r.IntN(len(kinds))]
				}
				if r.IntN(4) == 0 {
					tile.Fertile = []string{"male", "female"}[r.IntN(2)]
				}
			}
			var fits []int
			for n, pen := range pens {
				animal := tile.Fertile != "" || slices.Contains(junior.Kinds, tile.Tile)
				if pen.tiles < junior.EnclosureSize && (!animal || pen.kind == "" || pen.kind == tile.Tile) {
					fits = append(fits, n)
				}
			}
			tile.To = junior.Dest{Barn: true}
			if len(fits) > 0 && r.IntN(8) != 0 {
				n := fits[r.IntN(len(fits))]
				tile.To = junior.Dest{Enclosure: n + 1}
				pens[n].tiles++
				if slices.Contains(junior.Kinds, tile.Tile) {
					pens[n].kind = tile.Tile
				}
			}
			tk.Tiles[i] = tile
		}
		if _, err := tr.Apply(junior.Entry{Take: &tk}); err == nil {
			return true
		}
	}
	return false
}

// juniorBonus tries random bonus actions for the take just made.
func juniorBonus(r *rand.Rand, tr *junior.Tracker, players []string) {
	who := tr.Script().Entries()
	taker := who[len(who)-1].Take.Player
	for try := 0; try < 30; try++ {
		b := &junior.Bonus{Action: "discard", Tile: juniorWords[r.IntN(len(juniorWords))]}
		if r.IntN(2) == 0 {
			b.Action, b.From, b.To = "take", players[r.IntN(len(players))], &junior.Dest{Enclosure: 1 + r.IntN(3)}
		}
		if r.IntN(3) == 0 {
			b.Fertile = []string{"male", "female"}[r.IntN(2)]
		}
		if _, err := tr.Apply(junior.Entry{Take: &junior.Take{Player: taker, Tiles: []junior.Tile{}, Bonus: b}}); err == nil {
			return
		}
	}
}

func playZooSim(r *rand.Rand, pl plan, o Options, g *Game) error {
	flags := append([]string{}, pl.players...)
	r.Shuffle(len(flags), func(i, j int) { flags[i], flags[j] = flags[j], flags[i] })
	variant := zoosim.VariantStandard
	if r.IntN(5) == 0 {
		variant = zoosim.VariantProfessional
	}
	tr, err := zoosim.NewTracker(pl.players, flags, variant)
	if err != nil {
		return err
	}
	stop := stopAt(r, pl, 25)
	for n := 0; n < stop && !tr.Ended(); n++ {
		if n > 200 {
			return fmt.Errorf("no end after %d auctions", n)
		}
		a, err := auction(r, tr)
		if err != nil {
			return err
		}
		if _, err := tr.Apply(a); err != nil {
			return fmt.Errorf("a random auction is refused: %w", err)
		}
	}
	g.Finished = tr.Ended()
	if g.Script {
		return finish(g, o, tr.Script(), tr.Result, nil)
	}
	in := tr.Input()
	return finish(g, o, in, nil, func() (scorer.Result, error) { return zoosim.Score(in) })
}

// auction makes a legal auction for the tracker's next tile, as a table
// would.
func auction(r *rand.Rand, tr *zoosim.Tracker) (zoosim.Auction, error) {
	cats := r.Perm(len(zoosim.Categories))
	tile := zoosim.Tile{Enclosures: []zoosim.Half{
		{Animal: zoosim.Categories[cats[0]], Stars: zoosim.MinStars + r.IntN(zoosim.MaxStars-zoosim.MinStars+1)},
		{Animal: zoosim.Categories[cats[1]], Stars: zoosim.MinStars + r.IntN(zoosim.MaxStars-zoosim.MinStars+1)}},
		Bushes: r.IntN(zoosim.MaxBushes + 1)}
	bids := map[string]int{}
	for _, s := range tr.Standings() {
		bids[s.Name] = r.IntN(s.Coins + 1)
	}
	winner, _, err := tr.Winner(tile, bids)
	if err != nil {
		return zoosim.Auction{}, err
	}
	placed := zoosim.Placed{Enclosures: map[string]int{}, Benches: r.IntN(3)}
	for _, h := range tile.Enclosures {
		joins := tr.Joins(winner, h)
		placed.Enclosures[h.Animal] = joins[r.IntN(len(joins))].Stars
	}
	return zoosim.Auction{Tile: tile, Bids: bids, Placed: placed}, nil
}
