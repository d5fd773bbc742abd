package prompts

import (
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
)

// The bonus actions offered by AskJuniorBonus, as the bonus names them.
const (
	bonusTake    = "take"
	bonusDiscard = "discard"
	bonusNone    = ""
)

// sexes are the fertility choices for an animal tile ("" not fertile); the
// first is the common case and so the default.
var sexes = []string{"", "female", "male"}

// fertileItem says a fertility choice: "not fertile", "fertile female".
func fertileItem(l *i18n.Localizer, sex string) string {
	switch sex {
	case "female":
		return l.T("junior.menu.fertile-female")
	case "male":
		return l.T("junior.menu.fertile-male")
	}
	return l.T("junior.menu.not-fertile")
}

// tileName says a tile without an article: "llama", "fertile female
// llama", "llama offspring".
func tileName(l *i18n.Localizer, tile, sex string, offspring bool) string {
	switch {
	case offspring:
		return l.T("junior.tile.offspring", "kind", scorer.Word(tile))
	case sex == "female":
		return l.T("junior.tile.fertile-female", "kind", scorer.Word(tile))
	case sex == "male":
		return l.T("junior.tile.fertile-male", "kind", scorer.Word(tile))
	}
	return l.Word(tile)
}

// AskJuniorSetup asks for the 2 to 5 players of a tracked Zooloretto Junior
// game, in seating order.
func AskJuniorSetup(p Prompter) ([]string, error) {
	p.Say(msg(p, "junior.say.seating"))
	return askPlayers(p, junior.Game)
}

// AskJuniorTake asks for the next entry of the round: a player's truck (its
// tiles, what each is and where it went), or the mark that the round is the
// last (offered until a round is marked). It does not apply the entry. When
// the applied take earns a bonus action (t.CanBonus()), the caller asks it
// with AskJuniorBonus.
func AskJuniorTake(p Prompter, t *junior.Tracker) (junior.Entry, error) {
	round := t.Round()
	e := junior.Entry{Round: round}
	players := t.ToTake()
	if t.Ended() || len(players) == 0 {
		return e, ErrGameOver
	}
	script := t.Script()
	items := append([]string{}, players...)
	label := msg(p, "junior.ask.who-takes", "round", round)
	if lastMarked(script) {
		label = msg(p, "junior.ask.who-takes.last", "round", round)
	} else {
		items = append(items, msg(p, "junior.menu.last-round"))
	}
	i, err := p.Select(label, items)
	if err != nil {
		return e, err
	}
	if i == len(players) {
		e.Last = true
		return e, nil
	}
	who := players[i]
	n, err := askTruckSize(p, who, t.TakeSizes(who))
	if err != nil {
		return e, err
	}
	take := &junior.Take{Player: who}
	if t.TruckMatters(who, n) {
		if take.Truck, err = askTruck(p, who, n, t.TruckOptions(who, n)); err != nil {
			return e, err
		}
	}
	zoo := zooOf(t.Input(), who)
	for k := 1; k <= n; k++ {
		tile, err := askJuniorTile(p, t, who, k, n, take.Tiles, &zoo)
		if err != nil {
			return e, err
		}
		take.Tiles = append(take.Tiles, tile)
	}
	e.Take = take
	return e, nil
}

// lastMarked reports whether a round of the game is marked as the last.
func lastMarked(s junior.Script) bool {
	for _, r := range s.Rounds {
		if r.Last {
			return true
		}
	}
	return false
}

// askTruckSize asks how many tiles the truck held, offering the counts a
// truck left this round can hold (with 2 players the trucks have 1, 2 and 3
// boxes and each is taken once a round).
func askTruckSize(p Prompter, who string, sizes []int) (int, error) {
	numbers := make([]any, len(sizes))
	for i, n := range sizes {
		numbers[i] = n
	}
	choices := commaList(numbers)
	label := msg(p, "junior.ask.how-many-tiles", "player", who, "choices", commaList(numbers))
	answer, err := p.Input(label, strconv.Itoa(sizes[len(sizes)-1]), func(s string) error {
		n, err := ParseWhole(s)
		switch {
		case err != nil:
			return scorer.E("junior.retry.tiles", "problem", sayOf(err), "choices", choices)
		case slices.Contains(sizes, n):
			return nil
		case n >= 1 && n <= junior.TruckBoxes:
			return scorer.E("junior.retry.no-truck", "tiles", scorer.Count{N: n, Noun: "tile"}, "choices", choices)
		}
		return scorer.E("junior.retry.truck-holds", "choices", choices)
	})
	if err != nil {
		return 0, err
	}
	n, _ := strconv.Atoi(strings.TrimSpace(answer))
	return n, nil
}

// askTruck asks which truck a take of n tiles was, when more than one could
// hold it and the choice decides what the other player may take (the first
// take of a 2-player round). The smallest truck, which the tiles filled,
// comes first.
func askTruck(p Prompter, who string, n int, trucks []int) (int, error) {
	items := make([]string, len(trucks))
	for i, boxes := range trucks {
		items[i] = msg(p, "junior.menu.truck", "truck", boxes)
		if boxes == n {
			items[i] = msg(p, "junior.menu.truck.full", "truck", boxes)
		}
	}
	i, err := p.Select(msg(p, "junior.ask.which-truck", "player", who, "tiles", scorer.Count{N: n, Noun: "tile"}), items)
	if err != nil {
		return 0, err
	}
	return trucks[i], nil
}

// tileChoices offers the kinds and landscapes that can still be drawn as
// the next tile of who's take, whose tiles so far are placed: none of a kind
// that cannot come into play (the game has all its kinds) or whose tiles
// are all out, counting the tiles of the take itself.
func tileChoices(t *junior.Tracker, who string, placed []junior.Tile) []string {
	var out []string
	for _, tile := range append(append([]string{}, junior.Kinds...), junior.Landscapes...) {
		if len(fertilities(t, who, placed, tile)) > 0 {
			out = append(out, tile)
		}
	}
	return out
}

// fertilities lists the sexes of sexes a tile of this kind can still be
// ("" not fertile; only "" for a landscape when one is left, none when none
// is).
func fertilities(t *junior.Tracker, who string, placed []junior.Tile, tile string) []string {
	barn := junior.Dest{Barn: true} // a barn has room for any tile
	if !slices.Contains(junior.Kinds, tile) {
		if len(t.CheckTile(who, placed, junior.Tile{Tile: tile, To: barn})) > 0 {
			return nil
		}
		return []string{""}
	}
	var out []string
	for _, sex := range sexes {
		if len(t.CheckTile(who, placed, junior.Tile{Tile: tile, Fertile: sex, To: barn})) == 0 {
			out = append(out, sex)
		}
	}
	return out
}

// askJuniorTile asks what tile k of n is and where it went, offering only
// tiles that can come and places they fit, and checks it at once with the
// tracker (placed are the take's tiles before it): a wrong tile is refused
// on its own and asked again, not with the whole truck. It adds the tile to
// zoo so that the next tile's choices show the enclosures as they are now.
func askJuniorTile(p Prompter, t *junior.Tracker, who string, k, n int, placed []junior.Tile, zoo *junior.Zoo) (junior.Tile, error) {
	for {
		tile, err := askTileOnce(p, t, who, k, n, placed, *zoo)
		if err != nil {
			return tile, err
		}
		if v := t.CheckTile(who, placed, tile); len(v) > 0 {
			for _, note := range v {
				p.Say("  x " + localizer(p).NoteLine(note))
			}
			continue
		}
		if !tile.To.Barn {
			addToPen(&zoo.Enclosures[tile.To.Enclosure-1], tile.Tile)
		}
		return tile, nil
	}
}

func askTileOnce(p Prompter, t *junior.Tracker, who string, k, n int, placed []junior.Tile, zoo junior.Zoo) (junior.Tile, error) {
	l := localizer(p)
	var tile junior.Tile
	what := tileChoices(t, who, placed)
	if len(what) == 0 { // cannot be: the tracker says why
		what = append(append([]string{}, junior.Kinds...), junior.Landscapes...)
	}
	i, err := p.Select(l.T("junior.ask.tile-what", "player", who, "number", k, "of", n), wordItems(l, what))
	if err != nil {
		return tile, err
	}
	tile.Tile = what[i]
	if slices.Contains(junior.Kinds, tile.Tile) {
		fits := fertilities(t, who, placed, tile.Tile)
		items := make([]string, len(fits))
		for i, sex := range fits {
			items[i] = fertileItem(l, sex)
		}
		f, err := p.Select(l.T("junior.ask.tile-fertile", "player", who, "number", k, "of", n, "tile", scorer.Word(tile.Tile)), items)
		if err != nil {
			return tile, err
		}
		tile.Fertile = fits[f]
	}
	name := tileName(l, tile.Tile, tile.Fertile, false)
	dests, items := fitting(l, t, who, placed, tile, zoo)
	d, err := p.Select(l.T("junior.ask.tile-where", "player", who, "number", k, "of", n, "tile", name), items)
	if err != nil {
		return tile, err
	}
	tile.To = dests[d]
	return tile, nil
}

// fitting lists the places tile can go, as destinations describes them,
// leaving out those the tracker refuses: an enclosure that an offspring of
// an earlier tile of the take has filled is not foreseen by the
// description.
func fitting(l *i18n.Localizer, t *junior.Tracker, who string, placed []junior.Tile, tile junior.Tile, zoo junior.Zoo) ([]junior.Dest, []string) {
	dests, items := destinations(l, zoo, tile.Tile, true)
	var okDests []junior.Dest
	var okItems []string
	for i, d := range dests {
		tile.To = d
		if len(t.CheckTile(who, placed, tile)) == 0 {
			okDests, okItems = append(okDests, d), append(okItems, items[i])
		}
	}
	if len(okDests) == 0 { // cannot be: the barn takes any tile; the tracker then says why
		return dests, items
	}
	return okDests, okItems
}

// destinations lists the enclosures that have room for tile, described by
// what they hold, and the barn when withBarn is set. An animal is offered
// only the enclosures that are empty or hold its kind: the rules allow one
// kind an enclosure, and a wrong choice would only be refused once every
// tile of the truck was entered. An empty tile offers every enclosure with
// room.
func destinations(l *i18n.Localizer, z junior.Zoo, tile string, withBarn bool) ([]junior.Dest, []string) {
	var dests []junior.Dest
	var items []string
	animal := slices.Contains(junior.Kinds, tile)
	for i, e := range z.Enclosures {
		if e.Tiles() >= junior.EnclosureSize {
			continue
		}
		if animal && e.Animals > 0 && e.Animal != tile {
			continue
		}
		dests = append(dests, junior.Dest{Enclosure: i + 1})
		items = append(items, describePen(l, i+1, e))
	}
	if withBarn {
		dests = append(dests, junior.Dest{Barn: true})
		items = append(items, l.T("junior.menu.to-barn"))
	}
	return dests, items
}

// describePen says what an enclosure holds, e.g. "enclosure 2: 3 llamas,
// 1 pond" (offspring are among the animals).
func describePen(l *i18n.Localizer, n int, e junior.Enclosure) string {
	var parts []any
	if e.Animals > 0 {
		parts = append(parts, scorer.Count{N: e.Animals, Noun: e.Animal})
	}
	for _, ls := range junior.Landscapes {
		if c := countOf(e.Landscapes, ls); c > 0 {
			parts = append(parts, scorer.Count{N: c, Noun: ls})
		}
	}
	if len(parts) == 0 {
		return l.T("junior.menu.enclosure-empty", "enclosure", n)
	}
	return l.T("junior.menu.enclosure", "enclosure", n, "holds", commaList(parts))
}

// wordItems shows game words in the language of l.
func wordItems(l *i18n.Localizer, list []string) []string {
	out := make([]string, len(list))
	for i, w := range list {
		out[i] = l.Word(w)
	}
	return out
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

// addToPen puts a tile into a described enclosure. Offspring the tile may
// cause are not foreseen: the tracker decides them when the take is applied.
func addToPen(e *junior.Enclosure, tile string) {
	if slices.Contains(junior.Landscapes, tile) {
		e.Landscapes = append(e.Landscapes, tile)
		return
	}
	if e.Animals == 0 {
		e.Animal = tile
	}
	e.Animals++
}

// zooOf returns the named zoo (any letter case), with its enclosure list
// copied so that the caller may change it.
func zooOf(in junior.Input, name string) junior.Zoo {
	for _, z := range in.Players {
		if scorer.NameKey(z.Name) == scorer.NameKey(name) {
			z.Enclosures = slices.Clone(z.Enclosures)
			for i := range z.Enclosures {
				z.Enclosures[i].Landscapes = slices.Clone(z.Enclosures[i].Landscapes)
			}
			return z
		}
	}
	return junior.Zoo{Name: name}
}

// barnTile is one kind of tile a barn holds: "llama", "fertile female
// llama", "llama offspring", "pond" (see label).
type barnTile struct {
	tile      string
	fertile   string
	offspring bool
}

// label names the tile as the tracker does, in the language of l.
func (bt barnTile) label(l *i18n.Localizer) string {
	return tileName(l, bt.tile, bt.fertile, bt.offspring)
}

// barnTiles lists what the named player's barn holds. The zoos of the
// tracker do not tell fertile animals in a barn from the others, so they are
// counted from the entries: fertile tiles put into the barn, less those that
// bonus actions took over or discarded.
func barnTiles(t *junior.Tracker, name string) []barnTile {
	z := zooOf(t.Input(), name)
	key := scorer.NameKey(name)
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
	var out []barnTile
	for _, k := range junior.Kinds {
		female, male := fertile[k]["female"], fertile[k]["male"]
		if n := z.Barn.Animals[k] - z.Barn.Offspring[k] - female - male; n > 0 {
			out = append(out, barnTile{tile: k})
		}
		if female > 0 {
			out = append(out, barnTile{tile: k, fertile: "female"})
		}
		if male > 0 {
			out = append(out, barnTile{tile: k, fertile: "male"})
		}
		if z.Barn.Offspring[k] > 0 {
			out = append(out, barnTile{tile: k, offspring: true})
		}
	}
	for _, ls := range junior.Landscapes {
		if z.Barn.Landscapes[ls] > 0 {
			out = append(out, barnTile{tile: ls})
		}
	}
	return out
}

// AskJuniorBonus asks for the bonus action of the player whose take, just
// applied, filled an enclosure (the caller asks it when t.CanBonus()). It
// returns the bonus as an entry of its own (a take with no tiles but a
// bonus), or nil when the player does without. Only actions that are
// possible are offered.
func AskJuniorBonus(p Prompter, t *junior.Tracker, player string) (*junior.Entry, error) {
	me := zooOf(t.Input(), player)
	who := me.Name
	var opponents []string
	for _, z := range t.Input().Players {
		if scorer.NameKey(z.Name) != scorer.NameKey(who) && len(barnTiles(t, z.Name)) > 0 {
			opponents = append(opponents, z.Name)
		}
	}
	l := localizer(p)
	pens, _ := destinations(l, me, "", false)
	own := barnTiles(t, who)
	var actions, items []string
	if len(opponents) > 0 && len(pens) > 0 {
		actions, items = append(actions, bonusTake), append(items, l.T("junior.menu.bonus-take"))
	}
	if len(own) > 0 {
		actions, items = append(actions, bonusDiscard), append(items, l.T("junior.menu.bonus-discard"))
	}
	if len(actions) == 0 {
		p.Say(l.T("junior.say.no-bonus", "player", who))
		return nil, nil
	}
	actions, items = append(actions, bonusNone), append(items, l.T("junior.menu.bonus-none"))
	i, err := p.Select(l.T("junior.ask.bonus", "player", who), items)
	if err != nil {
		return nil, err
	}
	var b *junior.Bonus
	switch actions[i] {
	case bonusNone:
		return nil, nil
	case bonusTake:
		b, err = askBonusTake(p, t, who, opponents, me)
	case bonusDiscard:
		b, err = askBonusDiscard(p, who, own)
	}
	if err != nil {
		return nil, err
	}
	// The bonus belongs to the round of the take just applied, which is
	// the last round holding an entry (t.Round() may have moved on).
	round := max(len(t.Script().Rounds), 1)
	return &junior.Entry{Round: round, Take: &junior.Take{Player: who, Tiles: []junior.Tile{}, Bonus: b}}, nil
}

func askBonusTake(p Prompter, t *junior.Tracker, who string, opponents []string, me junior.Zoo) (*junior.Bonus, error) {
	l := localizer(p)
	o, err := p.Select(l.T("junior.ask.bonus-from", "player", who), opponents)
	if err != nil {
		return nil, err
	}
	from := opponents[o]
	tile, err := pickBarnTile(p, l.T("junior.ask.bonus-tile", "from", from), barnTiles(t, from))
	if err != nil {
		return nil, err
	}
	pens, penItems := destinations(l, me, tile.tile, false)
	if len(pens) == 0 { // no enclosure fits: the tracker says why
		pens, penItems = destinations(l, me, "", false)
	}
	d, err := p.Select(l.T("junior.ask.bonus-into", "player", who, "tile", tile.label(l)), penItems)
	if err != nil {
		return nil, err
	}
	to := pens[d]
	return &junior.Bonus{Action: "take", From: from, Tile: tile.tile, Fertile: tile.fertile, Offspring: tile.offspring, To: &to}, nil
}

func askBonusDiscard(p Prompter, who string, own []barnTile) (*junior.Bonus, error) {
	tile, err := pickBarnTile(p, msg(p, "junior.ask.bonus-discard", "player", who), own)
	if err != nil {
		return nil, err
	}
	return &junior.Bonus{Action: "discard", Tile: tile.tile, Fertile: tile.fertile, Offspring: tile.offspring}, nil
}

func pickBarnTile(p Prompter, label string, tiles []barnTile) (barnTile, error) {
	l := localizer(p)
	items := make([]string, len(tiles))
	for i, bt := range tiles {
		items[i] = bt.label(l)
	}
	i, err := p.Select(label, items)
	if err != nil {
		return barnTile{}, err
	}
	return tiles[i], nil
}
