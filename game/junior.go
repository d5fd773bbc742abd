package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
)

// juniorKind is Zooloretto Junior.
var juniorKind = Kind{
	Name: junior.Game, Title: junior.Title, Rules: junior.Rules,
	MinPlayers: junior.MinPlayers, MaxPlayers: junior.MaxPlayers,
	score: func(data []byte) (scorer.Result, error) {
		in, err := junior.Parse(data)
		if err != nil {
			return scorer.Result{}, err
		}
		return junior.Score(in)
	},
	isScript: junior.IsScript,
	replay: func(script []byte, _ bool) (Tracked, error) { // no quiet replay: see ReplayQuiet
		return replayWith(script, junior.ParseScript, junior.Play,
			func(t *junior.Tracker) Tracked { return Junior{t} })
	},
	readNotation: func(rd notation.Reader, src []byte) (Tracked, json.RawMessage, error) {
		g, err := rd.ReadJunior(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return Junior{t}, mustJSON(g.Script), err
	},
	writeNotation: func(script []byte) (string, error) {
		s, err := junior.ParseScript(script)
		if err != nil {
			return "", err
		}
		return notation.FormatJunior(s)
	},
	foreignRule: "junior.foreign-word", wordPlaces: junior.WordPlaces,
	// Who started: the player of the first take of the first round.
	starter: []any{"rounds", 0, "takes", 0, "player"},
	random:  randomJunior,
	sheets:  func(t Tracked) (json.RawMessage, error) { return scorer.Encode(t.(Junior).T.Input()) },
}

// Junior is a tracked Zooloretto Junior game.
type Junior struct{ T *junior.Tracker }

func (j Junior) Game() string { return junior.Game }

func (j Junior) Apply(raw json.RawMessage) ([]scorer.Note, error) {
	e, err := DecodeEntry[junior.Entry](raw)
	if err != nil {
		return nil, err
	}
	return j.T.Apply(e)
}
func (j Junior) Ended() bool                    { return j.T.Ended() }
func (j Junior) Result() (scorer.Result, error) { return j.T.Result() }
func (j Junior) Script() json.RawMessage        { return mustJSON(j.T.Script()) }
func (j Junior) Entries() []json.RawMessage     { return marshalAll(j.T.Script().Entries()) }

func (j Junior) WithEntries(raw []json.RawMessage) (Tracked, error) {
	es, err := decodeAll[junior.Entry](raw)
	if err != nil {
		return nil, err
	}
	t, err := junior.Play(j.T.Script().WithEntries(es))
	return Junior{t}, err
}

// ReadLine reads a take or a bonus action as an entry of this round; a
// line with only a bonus, while the last take's bonus is open, belongs to
// the round of that take.
func (j Junior) ReadLine(rd notation.Reader, line string) (json.RawMessage, error) {
	e, err := ReadJuniorLine(rd, line, j.T)
	if err != nil {
		return nil, err
	}
	return mustJSON(e), nil
}

// EntryLine writes a take as its line ("Ann: llama female 1, pond barn").
func (j Junior) EntryLine(raw json.RawMessage) string {
	e, err := DecodeEntry[junior.Entry](raw)
	if err != nil {
		return string(raw)
	}
	return notation.JuniorLine(e)
}

// A Junior take that fills an enclosure earns a bonus action at the end of
// that turn (Junior rules, Bonus action). When the last take of the game
// earns one, the game is over for the tracker (nobody takes a truck
// again), yet the bonus comes before the end: every front end asks for it,
// or lets the table do without, before it says the game is over.

// Pending names the player whose take ended the game and earned a bonus
// action still to be made; "" when the game takes no entry after its end:
// a game going on, the bonus made, or no bonus action possible (no barn
// holds a tile to move).
func (j Junior) Pending() string {
	if !j.T.Ended() || !j.T.CanBonus() {
		return ""
	}
	who := JuniorBonusPlayer(j.T)
	if !JuniorBonusPossible(j.T.Input(), who) {
		return ""
	}
	return who
}

// EndsGame reports whether an announcement is the one that says the game
// is over: a front end holds it back while the bonus action of the last
// take is still to come (BonusAfterEnd).
func EndsGame(n scorer.Note) bool { return n.Rule == "junior.game-end" }

// JuniorBonusPlayer is the player of the last take of a Junior game, whose
// bonus action is open when t.CanBonus().
func JuniorBonusPlayer(t *junior.Tracker) string {
	entries := t.Script().Entries()
	for i := len(entries) - 1; i >= 0; i-- {
		if entries[i].Take != nil {
			return entries[i].Take.Player
		}
	}
	return ""
}

// JuniorBonusPossible reports whether the named player has a bonus action
// to make in these zoos: a tile of their own barn to discard, or a tile of
// another barn to take into one of their enclosures with room.
func JuniorBonusPossible(in junior.Input, who string) bool {
	key := scorer.NameKey(who)
	room, others := false, false
	for _, z := range in.Players {
		if scorer.NameKey(z.Name) != key {
			others = others || barnHolds(z.Barn)
			continue
		}
		if barnHolds(z.Barn) {
			return true
		}
		for _, e := range z.Enclosures {
			room = room || e.Tiles() < junior.EnclosureSize
		}
	}
	return room && others
}

// barnHolds reports whether a barn holds a tile (its offspring are among
// its animals).
func barnHolds(b junior.Barn) bool {
	for _, m := range []map[string]int{b.Animals, b.Landscapes} {
		for _, n := range m {
			if n > 0 {
				return true
			}
		}
	}
	return false
}

// ReadJuniorLine reads one line of Junior notation as the entry it stands
// for at this point of the game (see Junior.ReadLine). A take without a
// name is the last player's of the round; a bonus action without a name
// is the one the last take earned.
func ReadJuniorLine(rd notation.Reader, line string, t *junior.Tracker) (junior.Entry, error) {
	players := t.Script().Players
	e, err := rd.ParseJuniorEntry(line, players)
	read := ""
	if e.Take != nil {
		read = e.Take.Player
	}
	if err != nil || e.Take != nil {
		if again, ok := juniorWithoutName(rd, line, t, read, err); ok {
			e, err = again, nil
		}
	}
	if err != nil {
		return e, err
	}
	e.Round = t.Round()
	if e.Take != nil && len(e.Take.Tiles) == 0 && e.Take.Bonus != nil && t.CanBonus() {
		e.Round = max(len(t.Script().Rounds), 1)
	}
	return e, nil
}

// juniorWithoutName reads a Junior line again as the entry of the only
// player who can make it, if it may lack a name and reads so: a bonus
// action on its own for the player whose take earned it, a take for the
// last player of the round.
func juniorWithoutName(rd notation.Reader, line string, t *junior.Tracker, read string, err error) (junior.Entry, bool) {
	players := t.Script().Players
	if !mayLackName(line, read, err, players) {
		return junior.Entry{}, false
	}
	type maker struct {
		player string
		bonus  bool // the entry is a bonus action on its own, not a take
	}
	var makers []maker
	if to := t.ToTake(); len(to) == 1 {
		makers = append(makers, maker{to[0], false})
	}
	if t.CanBonus() {
		makers = append(makers, maker{JuniorBonusPlayer(t), true})
	}
	for _, m := range makers {
		e, err := rd.ParseJuniorEntry(named(m.player, line), players)
		if err == nil && e.Take != nil && (len(e.Take.Tiles) == 0 && e.Take.Bonus != nil) == m.bonus {
			return e, true
		}
	}
	return junior.Entry{}, false
}

// randomJunior takes trucks at random, each tile to an enclosure it fits or
// to the barn, the end pile's mark as soon as it can come, and most bonus
// actions a take earns.
func randomJunior(r *rand.Rand, players []string, stop int) (Tracked, error) {
	tr, err := junior.NewTracker(players)
	if err != nil {
		return nil, err
	}
	for n := 0; n < stop && !tr.Ended(); n++ {
		if n > 400 {
			return nil, fmt.Errorf("no end after %d takes", n)
		}
		// The end pile comes as soon as it can: a mark is refused while
		// it cannot be reached yet, and a take past it needs the mark.
		tr.Apply(junior.Entry{Last: true})
		if !juniorTake(r, tr, len(players)) {
			break
		}
		if tr.CanBonus() && r.IntN(4) != 0 {
			juniorBonus(r, tr, players)
		}
	}
	return Junior{tr}, nil
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

// What a front end offers to tap or choose for a Junior entry: the tiles
// that can still be drawn, and what each barn holds for a bonus action.

// JuniorSexes are the fertility choices for an animal tile ("" not fertile);
// the first is the common case and so the default.
var JuniorSexes = []string{"", "female", "male"}

// JuniorTileChoices offers the kinds and landscapes that can still be drawn
// as the next tile of who's take, whose tiles so far are placed: none of a
// kind that cannot come into play (the game has all its kinds) or whose
// tiles are all out, counting the tiles of the take itself.
func JuniorTileChoices(t *junior.Tracker, who string, placed []junior.Tile) []string {
	var out []string
	for _, tile := range append(append([]string{}, junior.Kinds...), junior.Landscapes...) {
		if len(JuniorFertilities(t, who, placed, tile)) > 0 {
			out = append(out, tile)
		}
	}
	return out
}

// JuniorFertilities lists the sexes of JuniorSexes a tile of this kind can
// still be ("" not fertile; only "" for a landscape when one is left, none
// when none is).
func JuniorFertilities(t *junior.Tracker, who string, placed []junior.Tile, tile string) []string {
	barn := junior.Dest{Barn: true} // a barn has room for any tile
	if !slices.Contains(junior.Kinds, tile) {
		if len(t.CheckTile(who, placed, junior.Tile{Tile: tile, To: barn})) > 0 {
			return nil
		}
		return []string{""}
	}
	var out []string
	for _, sex := range JuniorSexes {
		if len(t.CheckTile(who, placed, junior.Tile{Tile: tile, Fertile: sex, To: barn})) == 0 {
			out = append(out, sex)
		}
	}
	return out
}

// JuniorBarnTile is one kind of tile a barn holds: a llama, a fertile
// female llama, a llama offspring, a pond.
type JuniorBarnTile struct {
	Tile      string
	Fertile   string
	Offspring bool
}

// Name names the tile as the tracker does (see junior.TileName).
func (bt JuniorBarnTile) Name() any { return junior.TileName(bt.Tile, bt.Fertile, bt.Offspring) }

// JuniorBarnTiles lists what the named player's barn holds. The zoos of the
// tracker do not tell fertile animals in a barn from the others, so they are
// counted from the entries: fertile tiles put into the barn, less those that
// bonus actions took over or discarded.
func JuniorBarnTiles(t *junior.Tracker, name string) []JuniorBarnTile {
	key := scorer.NameKey(name)
	var barn junior.Barn
	for _, z := range t.Input().Players {
		if scorer.NameKey(z.Name) == key {
			barn = z.Barn
		}
	}
	fertile := map[string]map[string]int{}
	add := func(kind, sex string, d int) {
		if fertile[kind] == nil {
			fertile[kind] = map[string]int{}
		}
		fertile[kind][sex] += d
	}
	for _, r := range t.Script().Rounds {
		for _, tk := range r.Takes {
			mine := scorer.NameKey(tk.Player) == key
			for _, tile := range tk.Tiles {
				if mine && tile.To.Barn && tile.Fertile != "" {
					add(tile.Tile, tile.Fertile, 1)
				}
			}
			b := tk.Bonus
			if b == nil || b.Fertile == "" || b.Offspring {
				continue
			}
			if (b.Action == "take" && scorer.NameKey(b.From) == key) || (b.Action == "discard" && mine) {
				add(b.Tile, b.Fertile, -1)
			}
		}
	}
	var out []JuniorBarnTile
	for _, k := range junior.Kinds {
		female, male := fertile[k]["female"], fertile[k]["male"]
		if n := barn.Animals[k] - barn.Offspring[k] - female - male; n > 0 {
			out = append(out, JuniorBarnTile{Tile: k})
		}
		if female > 0 {
			out = append(out, JuniorBarnTile{Tile: k, Fertile: "female"})
		}
		if male > 0 {
			out = append(out, JuniorBarnTile{Tile: k, Fertile: "male"})
		}
		if barn.Offspring[k] > 0 {
			out = append(out, JuniorBarnTile{Tile: k, Offspring: true})
		}
	}
	for _, ls := range junior.Landscapes {
		if barn.Landscapes[ls] > 0 {
			out = append(out, JuniorBarnTile{Tile: ls})
		}
	}
	return out
}
