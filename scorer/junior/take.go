package junior

import "github.com/zooscore/zooscore/msg"

// take applies a player's truck: checks the taker and the truck, places
// its tiles, counts the tiles drawn for the end pile, then announces it.
func (s *step) take(tk Take) {
	t := s.t
	p := t.player(tk.Player)
	if p < 0 {
		s.fail(tk.Player, "junior.unknown-player", "junior.unknown-player", "typed", quoted(tk.Player), "players", msg.Names(t.names()))
		return
	}
	z := &t.zoos[p]
	who := z.name
	if z.taken > 0 {
		s.fail(who, "junior.took-twice", "junior.took-twice", "player", who, "round", t.round, "players", msg.Names(t.ToTake()))
	}
	n := len(tk.Tiles)
	if n < 1 || n > 3 {
		s.fail(who, "junior.take-size", "junior.take-size", "n", n)
	}
	s.checkTruck(p, tk, n)
	before := penSizes(z)
	var placed []any
	for i, tile := range tk.Tiles {
		if s.drawTile(p, i+1, tile) {
			placed = append(placed, describeTile(tile))
		}
	}
	if len(s.violations) > 0 {
		return
	}
	z.taken, z.truck = n, tk.Truck
	least, most := s.checkUnclaimed(p, tk, !t.someToTake(), t.roundTrucks())
	t.leftLeast, t.leftMost = t.leftLeast+least, t.leftMost+most
	s.checkEndPileReached(who)
	if len(s.violations) > 0 {
		return
	}
	s.announce(p, tk, before, placed)
}

// announce says what the take did and handles the bonus action its filling
// an enclosure earned, given or left open for an entry of its own.
func (s *step) announce(p int, tk Take, before [MaxEnclosures]int, placed []any) {
	t := s.t
	z := &t.zoos[p]
	who := z.name
	tiles := msg.Count{N: len(tk.Tiles), Noun: "tile"}
	if tk.Truck != 0 {
		s.sayFirst(who, "junior.take", "junior.take.truck", "player", who, "tiles", tiles, "truck", tk.Truck, "placed", chain("junior.semicolon", placed))
	} else {
		s.sayFirst(who, "junior.take", "junior.take", "player", who, "tiles", tiles, "placed", chain("junior.semicolon", placed))
	}
	filled := filledPens(before, z)
	t.bonusOpen, t.bonusUsed, t.bonusRnd = -1, -1, t.round
	if len(filled) > 0 {
		s.say(who, "junior.bonus-earned", "junior.bonus-earned", "player", who, "pens", pensList(filled))
	}
	switch {
	case tk.Bonus != nil && len(filled) == 0:
		s.fail(who, "junior.bonus-not-earned", "junior.bonus-not-earned")
	case tk.Bonus != nil:
		s.bonus(p, *tk.Bonus)
		t.bonusUsed = p
	case len(filled) > 0:
		t.bonusOpen = p
	}
	if len(s.violations) == 0 {
		s.endOfTake()
	}
}

func penSizes(z *zooState) [MaxEnclosures]int {
	var out [MaxEnclosures]int
	for i, p := range z.pens {
		out[i] = p.tiles()
	}
	return out
}

func filledPens(before [MaxEnclosures]int, z *zooState) []int {
	var out []int
	for i, p := range z.pens {
		if before[i] < EnclosureSize && p.tiles() >= EnclosureSize {
			out = append(out, i+1)
		}
	}
	return out
}

// describeTile says where a tile of a take went: "a llama to enclosure 1".
func describeTile(tile Tile) msg.Msg {
	k := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	if tile.To.Barn {
		return msg.M("junior.placed.barn", "tile", k.withArticle())
	}
	return msg.M("junior.placed.enclosure", "tile", k.withArticle(), "enclosure", tile.To.Enclosure)
}

// tileAt and atBonus say which tile of an entry a message is about: "tile
// 2", or "bonus" for the tile of a bonus action.
func tileAt(i int) msg.Msg { return msg.M("junior.where.tile", "number", i) }

var atBonus = msg.M("junior.where.bonus")

// checkName checks the tile's name and fertility; it reports whether the
// tile is usable.
func (s *step) checkName(who string, where msg.Msg, tile, fertile string, offspring bool) bool {
	switch {
	case !isKind(tile) && !isLandscape(tile):
		s.fail(who, "junior.unknown-tile", "junior.unknown-tile", "where", where, "typed", quoted(tile), "kinds", kindsJSON, "landscapes", landscapesJSON)
		return false
	case fertile != "" && fertile != "male" && fertile != "female":
		s.fail(who, "junior.fertile", "junior.fertile", "where", where, "typed", quoted(fertile))
		return false
	case fertile != "" && offspring:
		s.fail(who, "junior.fertile", "junior.fertile.offspring", "where", where)
		return false
	case fertile != "" && isLandscape(tile):
		s.fail(who, "junior.fertile", "junior.fertile.landscape", "where", where)
		return false
	case offspring && isLandscape(tile):
		s.fail(who, "junior.fertile", "junior.fertile.landscape-offspring", "where", where)
		return false
	}
	return true
}

// drawTile places a tile of a take, drawn from the supply. It reports
// whether the tile was placed.
func (s *step) drawTile(p, i int, tile Tile) bool {
	t := s.t
	who := t.zoos[p].name
	where := tileAt(i)
	if !s.checkName(who, where, tile.Tile, tile.Fertile, false) {
		return false
	}
	ok := s.checkSupply(who, i, tile)
	if !tile.To.valid() {
		s.fail(who, "junior.destination", "junior.destination", "where", where)
		return false
	}
	if !ok {
		return false
	}
	key := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	s.draw(key)
	if isKind(tile.Tile) && indexOf(t.kinds, tile.Tile) < 0 {
		t.kinds = append(t.kinds, tile.Tile)
	}
	if tile.To.Barn {
		s.count(t.zoos[p].barn, key, 1)
		return true
	}
	return s.intoPen(p, tile.To.Enclosure, key, where)
}

// checkSupply checks that tile i of a take is still in the game's supply
// and that its kind may come into play; what it lacks is a shortfall, said
// once for every tile of the take it concerns (short).
func (s *step) checkSupply(who string, i int, tile Tile) bool {
	t := s.t
	key := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	limit, r := TilesPerKind-2*FertilePerSex, rule{"junior.animal-supply", "junior.animal-supply.drawn"}
	switch {
	case isLandscape(tile.Tile):
		limit, r = TilesPerLandscape, rule{"junior.landscape-supply", "junior.landscape-supply.drawn"}
	case tile.Fertile == "female":
		limit, r = FertilePerSex, rule{"junior.fertile-supply", "junior.fertile-supply.female"}
	case tile.Fertile == "male":
		limit, r = FertilePerSex, rule{"junior.fertile-supply", "junior.fertile-supply.male"}
	}
	ok := true
	if t.drawn[key] >= limit {
		s.short(who, r.id, r.said, key, i, "tile", key.withArticle(), "most", limit, "kind", msg.Word(tile.Tile))
		ok = false
	}
	if isKind(tile.Tile) && indexOf(t.kinds, tile.Tile) < 0 && len(t.kinds) >= KindsInPlay[len(t.zoos)] {
		kind := tileKey{Tile: tile.Tile}
		s.short(who, "junior.kinds-in-play", "junior.kinds-in-play.drawn", kind, i, "tile", kind.withArticle(), "number", len(t.kinds)+1,
			"players", len(t.zoos), "most", KindsInPlay[len(t.zoos)], "kinds", chain("junior.comma", words(t.kinds)))
		ok = false
	}
	return ok
}

// shortfall is what the supply lacks for tiles of a take: the same rule
// broken by the same tile, said once, with the tiles it concerns, where the
// first of them is said (at, in the step's violations).
type shortfall struct {
	rule, said string
	key        tileKey
	tiles      []any // their numbers in the take
	args       []any // name/value pairs, but where
	at         int
}

// short records that tile i of a take breaks rule (message said, with args)
// for key: said as that tile's the first time, and for a further tile said
// again, in the same place, as the tiles' ("tiles 2 and 3: 2 pond tiles
// were drawn, ...").
func (s *step) short(player, rule, said string, key tileKey, i int, args ...any) {
	for k := range s.shortfalls {
		f := &s.shortfalls[k]
		if f.rule != rule || f.said != said || f.key != key {
			continue
		}
		f.tiles = append(f.tiles, i)
		where := msg.M("junior.where.tiles", "numbers", msg.List{Items: f.tiles})
		many := append([]any{"where", where, "n", len(f.tiles)}, f.args...)
		if rule == "junior.kinds-in-play" { // its tiles are of one kind, which the message names
			many = append(many, "kind", msg.Word(key.Tile))
		}
		s.violations[f.at].Msg = msg.M(said+"-many", many...)
		return
	}
	s.shortfalls = append(s.shortfalls, shortfall{rule: rule, said: said, key: key, tiles: []any{i}, args: args, at: len(s.violations)})
	s.fail(player, rule, said, append([]any{"where", tileAt(i)}, args...)...)
}

// intoPen puts a tile into enclosure n of player p following the placement
// rules, and makes an offspring when a fertile pair meets.
func (s *step) intoPen(p, n int, key tileKey, where msg.Msg) bool {
	z := &s.t.zoos[p]
	pn := &z.pens[n-1]
	ok := true
	if pn.tiles() >= EnclosureSize {
		s.fail(z.name, "junior.enclosure-full", "junior.enclosure-full", "where", where, "enclosure", n, "most", EnclosureSize, "tile", key.name())
		ok = false
	}
	if isKind(key.Tile) && pn.kind != "" && pn.animals > 0 && pn.kind != key.Tile {
		s.fail(z.name, "junior.one-kind-per-enclosure", "junior.one-kind-per-enclosure", "where", where, "enclosure", n,
			"animals", animalsOf(pn.kind), "tile", key.name())
		ok = false
	}
	if !ok {
		return false
	}
	if isLandscape(key.Tile) {
		pn.landscapes = append(pn.landscapes, key.Tile)
		return true
	}
	pn.kind = key.Tile
	pn.animals++
	if key.Offspring {
		pn.offspring++
	}
	if key.Fertile != "" {
		s.mate(p, n, key)
	}
	return true
}
