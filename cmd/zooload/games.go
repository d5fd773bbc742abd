package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// The games the tables play are random but legal: each is played through
// its game's own tracker, take by take, as store/internal/club plays the
// club's history (which a command cannot import). A table that scores from
// sheets enters the sheets the tracker ends with; a tracked table enters
// the takes themselves, as lines of notation.

// names are the players of the club night; a table draws its own.
var names = []string{
	"Ann", "Bernd", "Chloé", "Dmitri", "Eva", "Felix", "Greta", "Hugo", "Ida", "Jonas",
	"Kira", "Lukas", "Mila", "Noah", "Olga", "Paul", "Rosa", "Simon", "Tara", "Umut",
	"Vera", "Willem", "Xenia", "Yannick", "Zoë", "Jürgen", "François", "Søren", "Maëlle", "Łukasz",
}

// drawNames draws n different players.
func drawNames(r *rand.Rand, n int) []string {
	out := make([]string, 0, n)
	for _, i := range r.Perm(len(names))[:n] {
		out = append(out, names[i])
	}
	return out
}

// drawGame draws the game of a table: the Dice Game most often.
func drawGame(r *rand.Rand) string {
	k := r.IntN(100)
	switch {
	case k < 70:
		return dice.Game
	case k < 85:
		return zoosim.Game
	default:
		return junior.Game
	}
}

// seatsFor is how many players a game of a kind has at a table of n phones.
func seatsFor(kind string, n int) int {
	g, _ := game.Lookup(kind)
	return min(max(n, g.MinPlayers), g.MaxPlayers)
}

// played is a game played to its end through its tracker.
type played struct {
	kind    string
	players []string
	hex     *dice.HexValues // a Dice Game's bonus hexes, when not the defaults
	sheets  []any           // each player's sheet at the end (dice.Sheet, junior.Zoo, zoosim.Zoo)
	lines   []string        // every entry as a line of notation
	header  func(entries int) (string, error)
}

// play plays a random legal game of a kind for the players. A game that
// gets stuck (random takes find no legal one) is drawn again.
func play(r *rand.Rand, kind string, players []string) (p played, err error) {
	for try := 0; try < 20; try++ {
		switch kind {
		case dice.Game:
			p, err = playDice(r, players)
		case junior.Game:
			p, err = playJunior(r, players)
		default:
			p, err = playZooSim(r, players)
		}
		if err == nil {
			return p, nil
		}
	}
	return p, err
}

func playDice(r *rand.Rand, players []string) (played, error) {
	p := played{kind: dice.Game, players: players}
	if r.IntN(4) == 0 {
		v := 1 + r.IntN(2)
		p.hex = &dice.HexValues{Lion: &v}
	}
	tr, err := dice.NewTracker(players, p.hex)
	if err != nil {
		return p, err
	}
	for n := 0; !tr.Ended(); n++ {
		if n > 400 {
			return p, fmt.Errorf("no end after %d takes", n)
		}
		left := tr.ToTake()
		most := min(dice.MaxTake, tr.DiceLeft()-(len(left)-1))
		tk := dice.Take{Player: left[r.IntN(len(left))], Took: make([]string, 1+r.IntN(most))}
		for i := range tk.Took {
			tk.Took[i] = dice.Faces[r.IntN(len(dice.Faces))]
		}
		if _, err := tr.Apply(dice.Entry{Round: tr.Round(), Take: tk}); err != nil {
			return p, fmt.Errorf("a random take is refused: %w", err)
		}
		p.lines = append(p.lines, notation.DiceLine(tk))
	}
	for _, sh := range tr.Sheets() {
		p.sheets = append(p.sheets, sh)
	}
	script := tr.Script()
	p.header = func(n int) (string, error) { return notation.FormatDice(script.WithEntries(script.Entries()[:n])) }
	return p, nil
}

func playZooSim(r *rand.Rand, players []string) (played, error) {
	p := played{kind: zoosim.Game, players: players}
	flags := slices.Clone(players)
	r.Shuffle(len(flags), func(i, j int) { flags[i], flags[j] = flags[j], flags[i] })
	variant := zoosim.VariantStandard
	if r.IntN(5) == 0 {
		variant = zoosim.VariantProfessional
	}
	tr, err := zoosim.NewTracker(players, flags, variant)
	if err != nil {
		return p, err
	}
	for n := 0; !tr.Ended(); n++ {
		if n > 200 {
			return p, fmt.Errorf("no end after %d auctions", n)
		}
		a, err := auction(r, tr)
		if err == nil {
			_, err = tr.Apply(a)
		}
		if err != nil {
			return p, fmt.Errorf("a random auction is refused: %w", err)
		}
		p.lines = append(p.lines, notation.ZooSimLine(a, players))
	}
	for _, z := range tr.Input().Players {
		p.sheets = append(p.sheets, z)
	}
	script := tr.Script()
	p.header = func(n int) (string, error) {
		s := script
		s.Auctions = s.Auctions[:n]
		return notation.FormatZooSim(s)
	}
	return p, nil
}

// auction makes a legal auction for the tracker's next tile.
func auction(r *rand.Rand, tr *zoosim.Tracker) (zoosim.Auction, error) {
	cats := r.Perm(len(zoosim.Categories))
	stars := func() int { return zoosim.MinStars + r.IntN(zoosim.MaxStars-zoosim.MinStars+1) }
	tile := zoosim.Tile{Enclosures: []zoosim.Half{{Animal: zoosim.Categories[cats[0]], Stars: stars()},
		{Animal: zoosim.Categories[cats[1]], Stars: stars()}}, Bushes: r.IntN(zoosim.MaxBushes + 1)}
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

func playJunior(r *rand.Rand, players []string) (played, error) {
	p := played{kind: junior.Game, players: players}
	tr, err := junior.NewTracker(players)
	if err != nil {
		return p, err
	}
	for n := 0; !tr.Ended(); n++ {
		if n > 400 {
			return p, fmt.Errorf("no end after %d takes", n)
		}
		// The end pile comes as soon as it can: a mark is refused while
		// it cannot be reached yet.
		tr.Apply(junior.Entry{Last: true})
		if !juniorTake(r, tr, len(players)) {
			return p, fmt.Errorf("no legal take found after %d takes", n)
		}
		if tr.CanBonus() && r.IntN(4) != 0 {
			juniorBonus(r, tr, players)
		}
	}
	for _, z := range tr.Input().Players {
		p.sheets = append(p.sheets, z)
	}
	script := tr.Script()
	entries := script.Entries()
	for _, e := range entries {
		p.lines = append(p.lines, notation.JuniorLine(e))
	}
	p.header = func(n int) (string, error) { return notation.FormatJunior(script.WithEntries(entries[:n])) }
	return p, nil
}

// juniorTake makes a random take for the next player that fits the zoo as
// it stands, trying again when the tracker refuses it.
func juniorTake(r *rand.Rand, tr *junior.Tracker, players int) bool {
	who := tr.ToTake()[0]
	var zoo junior.Zoo
	for _, z := range tr.Input().Players {
		if z.Name == who {
			zoo = z
		}
	}
	kinds, complete := tr.KindsInPlay()
	for try := 0; try < 40; try++ {
		sizes := tr.TakeSizes(who)
		if len(sizes) == 0 {
			return false
		}
		tk := junior.Take{Player: who, Tiles: make([]junior.Tile, sizes[r.IntN(len(sizes))])}
		if players == 2 && r.IntN(2) == 0 {
			opts := tr.TruckOptions(who, len(tk.Tiles))
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
			animal := slices.Contains(junior.Kinds, tile.Tile)
			var fits []int
			for n, pen := range pens {
				if pen.tiles < junior.EnclosureSize && (!animal || pen.kind == "" || pen.kind == tile.Tile) {
					fits = append(fits, n)
				}
			}
			tile.To = junior.Dest{Barn: true}
			if len(fits) > 0 && r.IntN(8) != 0 {
				n := fits[r.IntN(len(fits))]
				tile.To = junior.Dest{Enclosure: n + 1}
				pens[n].tiles++
				if animal {
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

// juniorTiles are the tiles of Zooloretto Junior.
var juniorTiles = append(slices.Clone(junior.Kinds), junior.Landscapes...)

// juniorBonus tries random bonus actions for the take just made.
func juniorBonus(r *rand.Rand, tr *junior.Tracker, players []string) {
	entries := tr.Script().Entries()
	taker := entries[len(entries)-1].Take.Player
	for try := 0; try < 30; try++ {
		b := &junior.Bonus{Action: "discard", Tile: juniorTiles[r.IntN(len(juniorTiles))]}
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

// input is the game's input for its sheets: what zooscore score is given,
// and what the table's phones enter.
func (p played) input() ([]byte, error) {
	switch p.kind {
	case dice.Game:
		in := dice.Input{BonusHex: p.hex}
		for _, s := range p.sheets {
			in.Players = append(in.Players, s.(dice.Sheet))
		}
		return scorer.Encode(in)
	case junior.Game:
		var in junior.Input
		for _, s := range p.sheets {
			in.Players = append(in.Players, s.(junior.Zoo))
		}
		return scorer.Encode(in)
	default:
		var in zoosim.Input
		for _, s := range p.sheets {
			in.Players = append(in.Players, s.(zoosim.Zoo))
		}
		return scorer.Encode(in)
	}
}

// totals are each player's points, by name.
type totals map[string]int

func totalsOf(res scorer.Result) totals {
	out := totals{}
	for _, p := range res.Players {
		out[p.Name] = p.Total
	}
	return out
}

// sheetTotals scores the sheets as zooscore does; a sheet game that breaks
// a rule is refused (the tracker made it, so it never should).
func (p played) sheetTotals() (totals, error) {
	in, err := p.input()
	if err != nil {
		return nil, err
	}
	res, err := game.Score(p.kind, in)
	if err != nil {
		return nil, fmt.Errorf("the sheets of a %s game played through its tracker are refused: %w", p.kind, err)
	}
	return totalsOf(res), nil
}

// tableGame is what a table that scores from sheets enters: the form of a
// new game, and each seat's taps.
type tableGame struct {
	played
	form   url.Values // the new game's form, without the token
	taps   [][]tap    // per seat, in order
	totals totals
}

// tap is one change a player makes on their sheet: the form's fields it
// sets. The page sends the whole form after each.
type tap map[string]string

func newTableGame(r *rand.Rand, kind string, players []string) (tableGame, error) {
	p, err := play(r, kind, players)
	if err != nil {
		return tableGame{}, err
	}
	tg := tableGame{played: p, form: url.Values{"game": {kind}, "player": padded(players, 5)}}
	if kind == dice.Game {
		hex := p.hex.Resolve()
		for _, a := range dice.Animals {
			tg.form.Set("hex-"+a, strconv.Itoa(hex[a]))
		}
	}
	if tg.totals, err = p.sheetTotals(); err != nil {
		return tg, err
	}
	for _, s := range p.sheets {
		tg.taps = append(tg.taps, tapsFor(r, s))
	}
	return tg, nil
}

// padded is the names in the form's five name fields.
func padded(players []string, n int) []string {
	out := slices.Clone(players)
	for len(out) < n {
		out = append(out, "")
	}
	return out
}

// tapsFor is how a player enters a sheet on the phone: the enclosures,
// coins and counts crossed one space or one step at a time, in an order
// that interleaves them as the game went, the bonus hexes and the barn once
// an enclosure is full; a large count is typed.
func tapsFor(r *rand.Rand, sheet any) []tap {
	var runs [][]tap
	count := func(field string, to int) []tap {
		if to > 4 {
			return []tap{{field: strconv.Itoa(to)}} // typed
		}
		var out []tap
		for v := 1; v <= to; v++ {
			out = append(out, tap{field: strconv.Itoa(v)})
		}
		return out
	}
	switch s := sheet.(type) {
	case dice.Sheet:
		for _, a := range dice.Animals {
			var run []tap
			for v := 1; v <= s.Enclosures.Of(a); v++ {
				run = append(run, tap{"enc-" + a: strconv.Itoa(v)}) // each space crossed is a tap
			}
			if slices.Contains(s.Bonus, a) {
				run = append(run, tap{"bonus-" + a: "1"})
			}
			if slices.Contains(s.Barn, a) {
				run = append(run, tap{"barn-" + a: "1"})
			}
			runs = append(runs, run)
		}
		var coins []tap
		for v := 1; v <= s.Coins; v++ {
			coins = append(coins, tap{"coins": strconv.Itoa(v)})
		}
		runs = append(runs, coins)
	case zoosim.Zoo:
		// a year after another: the counts of a year are entered once it
		// is over
		var out []tap
		for y, yr := range s.Years {
			if y > 0 {
				out = append(out, tap{"years": strconv.Itoa(y + 1)})
			}
			p := fmt.Sprintf("y%d-", y+1)
			out = append(out, count(p+"visitors", yr.Visitors)...)
			out = append(out, count(p+"trees", yr.Trees)...)
			out = append(out, count(p+"benches", yr.Benches)...)
		}
		return out
	case junior.Zoo:
		for i, e := range s.Enclosures {
			p := fmt.Sprintf("e%d-", i+1)
			var run []tap
			if e.Animal != "" {
				run = append(run, tap{p + "animal": e.Animal})
			}
			if e.Animals > 0 {
				run = append(run, tap{p + "animals": strconv.Itoa(e.Animals)}) // the space tapped crosses those before
			}
			run = append(run, count(p+"offspring", e.Offspring)...)
			for _, l := range junior.Landscapes {
				run = append(run, count(p+l, countOf(e.Landscapes, l))...)
			}
			runs = append(runs, run)
		}
		for _, k := range junior.Kinds {
			runs = append(runs, count("barn-"+k, s.Barn.Animals[k]), count("barnoff-"+k, s.Barn.Offspring[k]))
		}
		for _, l := range junior.Landscapes {
			runs = append(runs, count("barn-"+l, s.Barn.Landscapes[l]))
		}
	}
	return interleave(r, runs)
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// interleave merges runs at random, keeping each run's order.
func interleave(r *rand.Rand, runs [][]tap) []tap {
	var out []tap
	for {
		var open []int
		for i, run := range runs {
			if len(run) > 0 {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			return out
		}
		i := open[r.IntN(len(open))]
		out = append(out, runs[i][0])
		runs[i] = runs[i][1:]
	}
}

// trackedGame is what a tracked table enters: the start of the game, sent
// as a play script in notation, and the takes after it, each typed on the
// phone of the player who made it.
type trackedGame struct {
	kind    string
	players []string
	start   string   // the play script of the first takes
	lines   []string // the takes after them, in order
	seats   []int    // the seat whose phone types each line
	first   int      // the entries of the start
	// entries are every entry of the whole game as the server stores
	// them (the tracker's JSON), for checking what was stored
	entries []json.RawMessage
}

func newTrackedGame(r *rand.Rand, kind string, players []string) (trackedGame, error) {
	p, err := play(r, kind, players)
	if err != nil {
		return trackedGame{}, err
	}
	tg := trackedGame{kind: kind, players: players, first: 1 + r.IntN(min(4, len(p.lines)-1))}
	if tg.start, err = p.header(tg.first); err != nil {
		return tg, err
	}
	tg.lines = p.lines[tg.first:]
	for i, line := range tg.lines {
		tg.seats = append(tg.seats, seatOf(line, players, i))
	}
	// The lines are read back as the server reads them, so that a line the
	// server would refuse is found here.
	t, err := tg.replay(len(tg.lines))
	if err != nil {
		return tg, err
	}
	tg.entries = t.Entries()
	return tg, nil
}

// seatOf is the seat whose phone types a line: the player it names first,
// else (a ZooSim auction, a Junior end mark) the seats in turn.
func seatOf(line string, players []string, i int) int {
	for s, name := range players {
		if len(line) > len(name) && line[:len(name)+1] == name+":" {
			return s
		}
	}
	return i % len(players)
}

// english reads and says the words of notation as the server does for a
// phone in English.
var english = i18n.For(i18n.English)

// replay plays the start and the first n lines as the server does: the
// start through ReadScript, each line through the tracker's ReadLine.
func (tg trackedGame) replay(n int) (game.Tracked, error) {
	t, _, err := game.ReadScript(english, tg.kind, []byte(tg.start))
	if err != nil {
		return nil, fmt.Errorf("the start of a %s game is refused: %w\n%s", tg.kind, err, tg.start)
	}
	rd := game.NotationReader(english, tg.kind)
	for i, line := range tg.lines[:n] {
		entry, err := t.ReadLine(rd, line)
		if err == nil {
			_, err = t.Apply(entry)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d of a %s game (%q) is refused: %w", i+1, tg.kind, line, err)
		}
	}
	return t, nil
}
