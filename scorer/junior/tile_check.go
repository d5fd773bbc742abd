package junior

import "github.com/zooscore/zooscore/scorer"

// CheckTile checks one tile of a take still being entered, as Apply will
// check it: the tiles the take holds before it (placed) are laid first, then
// tile, on a copy of the game. It returns what tile breaks (its supply, the
// kinds in play, its destination), so that a wrong tile is refused as soon
// as it is entered, not with the whole truck; nil when it fits. The rules of
// the take as a whole (its size, its truck, the end pile) are left to Apply.
func (t *Tracker) CheckTile(player string, placed []Tile, tile Tile) []scorer.Note {
	c := t.clone()
	s := &step{t: c, round: c.round}
	p := c.player(player)
	if p < 0 {
		s.fail(player, "junior.unknown-player", "junior.unknown-player.tile", "typed", quoted(player))
		return s.violations
	}
	for i, before := range placed {
		if !s.drawTile(p, i+1, before) {
			return s.violations
		}
	}
	s.violations, s.shortfalls = nil, nil
	s.drawTile(p, len(placed)+1, tile)
	return s.violations
}
