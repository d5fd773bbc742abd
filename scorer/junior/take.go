package junior

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// take applies a player's truck: checks the taker and the truck, places
// its tiles, counts the tiles drawn for the end pile, then announces it.
func (s *step) take(tk Take) {
	t := s.t
	p := t.player(tk.Player)
	if p < 0 {
		s.fail(tk.Player, "junior.unknown-player", "%q is not a player of this game (%s): use one of their names", tk.Player, scorer.JoinNames(t.names()))
		return
	}
	z := &t.zoos[p]
	who := z.name
	if z.taken > 0 {
		s.fail(who, "junior.took-twice", "%s already took a truck in round %d; each player takes once per round: enter the next round's takes after %s",
			who, t.round, scorer.JoinNames(t.ToTake()))
	}
	n := len(tk.Tiles)
	if n < 1 || n > 3 {
		s.fail(who, "junior.take-size", "the take holds %d tiles; a truck taken holds 1 to 3: list its tiles", n)
	}
	s.checkTruck(p, tk, n)
	before := penSizes(z)
	var placed []string
	for i, tile := range tk.Tiles {
		if s.drawTile(p, i+1, tile) {
			placed = append(placed, describeTile(tile))
		}
	}
	if len(s.violations) > 0 {
		return
	}
	z.taken, z.truck = n, tk.Truck
	least, most := s.checkUnclaimed(p, tk, len(t.ToTake()) == 0, t.roundTrucks())
	t.leftLeast, t.leftMost = t.leftLeast+least, t.leftMost+most
	s.checkEndPileReached(who)
	if len(s.violations) > 0 {
		return
	}
	s.announce(p, tk, before, placed)
}

// announce says what the take did and handles the bonus action its filling
// an enclosure earned, given or left open for an entry of its own.
func (s *step) announce(p int, tk Take, before [MaxEnclosures]int, placed []string) {
	t := s.t
	z := &t.zoos[p]
	who := z.name
	what := tiles(len(tk.Tiles), "tile")
	if tk.Truck != 0 {
		what += " (" + truckName(tk.Truck) + ")"
	}
	s.sayFirst(who, "junior.take", "%s takes %s: %s", who, what, strings.Join(placed, "; "))
	filled := filledPens(before, z)
	t.bonusOpen, t.bonusUsed, t.bonusRnd = -1, -1, t.round
	if len(filled) > 0 {
		s.say(who, "junior.bonus-earned", "%s filled %s: one bonus action (take over a tile from an opponent's barn, or discard one from the own barn)",
			who, joinPens(filled))
	}
	switch {
	case tk.Bonus != nil && len(filled) == 0:
		s.fail(who, "junior.bonus-not-earned", "the take filled no enclosure, so it gives no bonus action: remove the bonus")
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

func joinPens(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprintf("enclosure %d", n)
	}
	return scorer.JoinNames(parts)
}

func describeTile(tile Tile) string {
	k := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	return fmt.Sprintf("%s to %s", article(k.String()), tile.To)
}

func article(s string) string {
	if strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// checkName checks the tile's name and fertility; it reports whether the
// tile is usable.
func (s *step) checkName(who, where string, tile, fertile string, offspring bool) bool {
	switch {
	case !isKind(tile) && !isLandscape(tile):
		s.fail(who, "junior.unknown-tile", "%s: %q is neither an animal (%s) nor a landscape (%s): correct the name",
			where, tile, strings.Join(Kinds, ", "), strings.Join(Landscapes, ", "))
		return false
	case fertile != "" && fertile != "male" && fertile != "female":
		s.fail(who, "junior.fertile", "%s: fertile is %q but must be \"male\" or \"female\" (or left out): correct it", where, fertile)
		return false
	case fertile != "" && (isLandscape(tile) || offspring):
		s.fail(who, "junior.fertile", "%s: a %s is never fertile: leave out \"fertile\"", where, map[bool]string{true: "offspring", false: "landscape"}[offspring])
		return false
	case offspring && isLandscape(tile):
		s.fail(who, "junior.fertile", "%s: a landscape is no offspring: leave out \"offspring\"", where)
		return false
	}
	return true
}

// drawTile places a tile of a take, drawn from the supply. It reports
// whether the tile was placed.
func (s *step) drawTile(p, i int, tile Tile) bool {
	t := s.t
	who := t.zoos[p].name
	where := fmt.Sprintf("tile %d", i)
	if !s.checkName(who, where, tile.Tile, tile.Fertile, false) {
		return false
	}
	ok := s.checkSupply(who, where, tile)
	if !tile.To.valid() {
		s.fail(who, "junior.destination", "%s: the destination is missing or wrong: give 1, 2, 3 or \"barn\"", where)
		return false
	}
	if !ok {
		return false
	}
	key := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	t.drawn[key]++
	if isKind(tile.Tile) && indexOf(t.kinds, tile.Tile) < 0 {
		t.kinds = append(t.kinds, tile.Tile)
	}
	if tile.To.Barn {
		t.zoos[p].barn[key]++
		return true
	}
	return s.intoPen(p, tile.To.Enclosure, key, where)
}

// checkSupply checks that the tile is still in the game's supply and that
// its kind may come into play.
func (s *step) checkSupply(who, where string, tile Tile) bool {
	t := s.t
	key := tileKey{Tile: tile.Tile, Fertile: tile.Fertile}
	limit, what := TilesPerKind-2*FertilePerSex, "animal tiles that are not fertile"
	rule := "junior.animal-supply"
	switch {
	case isLandscape(tile.Tile):
		limit, what, rule = TilesPerLandscape, "tiles", "junior.landscape-supply"
	case tile.Fertile != "":
		limit, what, rule = FertilePerSex, "fertile "+tile.Fertile+"s", "junior.fertile-supply"
	}
	ok := true
	if t.drawn[key] >= limit {
		s.fail(who, rule, "%s: a %s was drawn, but the game has only %d %s %s and all are in play: check the tile", where, key, limit, tile.Tile, what)
		ok = false
	}
	if isKind(tile.Tile) && indexOf(t.kinds, tile.Tile) < 0 && len(t.kinds) >= KindsInPlay[len(t.zoos)] {
		s.fail(who, "junior.kinds-in-play", "%s: a %s would be kind number %d, but a %d-player game uses %d kinds (%s): check the tile",
			where, tile.Tile, len(t.kinds)+1, len(t.zoos), KindsInPlay[len(t.zoos)], strings.Join(t.kinds, ", "))
		ok = false
	}
	return ok
}

// intoPen puts a tile into enclosure n of player p following the placement
// rules, and makes an offspring when a fertile pair meets.
func (s *step) intoPen(p, n int, key tileKey, where string) bool {
	z := &s.t.zoos[p]
	pn := &z.pens[n-1]
	ok := true
	if pn.tiles() >= EnclosureSize {
		s.fail(z.name, "junior.enclosure-full", "%s: enclosure %d is full (%d tiles): put the %s elsewhere or into the barn", where, n, EnclosureSize, key)
		ok = false
	}
	if isKind(key.Tile) && pn.kind != "" && pn.animals > 0 && pn.kind != key.Tile {
		s.fail(z.name, "junior.one-kind-per-enclosure", "%s: enclosure %d holds %s; an enclosure holds one kind: put the %s elsewhere or into the barn",
			where, n, plural(pn.kind), key)
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
