package notation

import (
	"strings"

	"github.com/zooscore/zooscore/scorer/junior"
)

// ParseJuniorEntry reads one entry of Zooloretto Junior written as a line,
// given the players in seating order: the mark "last", or a take such as
// "Ann: llama female 1, pond barn", "Bob [3]: llama 2; bonus take Ann pond 2"
// or, for the bonus action of the take just before, "Bob: bonus discard
// rock". Names are read as ParseDiceEntry reads them. Round is left 0: the
// tracker puts the entry in the round being played (a bonus on its own in
// the round of its take). A line that cannot be read gives an *Error with
// the column of the problem.
func ParseJuniorEntry(line string, players []string) (junior.Entry, error) {
	toks, err := lex(line)
	if err != nil {
		return junior.Entry{}, err
	}
	if e := entryLine(toks, juniorSetup, "NAME: llama female 1, pond barn"); e != nil {
		return junior.Entry{}, e
	}
	if isLast(toks) {
		return junior.Entry{Last: true}, nil
	}
	tk, e := juniorTake(toks, roster(players))
	if e != nil {
		return junior.Entry{}, e
	}
	return junior.Entry{Take: &tk}, nil
}

// isLast reports whether a line is the mark of the last round.
func isLast(toks []token) bool {
	return len(toks) == 1 && toks[0].kind == word && strings.EqualFold(toks[0].text, kwLast)
}

// juniorTake reads "NAME [N]: TILES; bonus ...; unclaimed N".
func juniorTake(toks []token, r roster) (junior.Take, *Error) {
	h, err := r.takeHead(toks, true)
	if err != nil {
		return junior.Take{}, err
	}
	tk := junior.Take{Player: h.player, Truck: h.truck, Tiles: []junior.Tile{}}
	parts, semis := splitCols(h.rest, ";")
	first := without(parts[0], ",")
	switch {
	case len(first) > 0 && isWord(first[0], kwBonus):
		// The bonus of the take before, on its own line.
		if err := juniorClause(&tk, parts[0], r, 0); err != nil {
			return junior.Take{}, err
		}
	default:
		if tk.Tiles, err = juniorTiles(parts[0]); err != nil {
			return junior.Take{}, err
		}
	}
	for i, c := range parts[1:] {
		if err := juniorClause(&tk, c, r, semis[i]); err != nil {
			return junior.Take{}, err
		}
	}
	return tk, nil
}

// juniorClause reads one part after a ';': a bonus action or the tiles
// left on the truck nobody took.
func juniorClause(tk *junior.Take, toks []token, r roster, semi int) *Error {
	toks = without(toks, ",")
	if len(toks) == 0 {
		return errorAt(semi, "nothing follows the ';': write a bonus (bonus take NAME TILE N, bonus discard TILE) or unclaimed N, or remove the ';'")
	}
	kw, err := wordOf(toks[0], clauses)
	if err != nil {
		return err
	}
	if kw == kwUnclaim {
		if tk.Unclaimed != nil {
			return errorAt(toks[0].col, "the tiles left on the unclaimed truck are given twice: give them once")
		}
		if len(toks) != 2 {
			return errorAt(toks[0].col, "write how many tiles were left on the truck nobody took: unclaimed 2")
		}
		n, err := num(toks[1])
		if err != nil {
			return err
		}
		tk.Unclaimed = &n
		return nil
	}
	if tk.Bonus != nil {
		return errorAt(toks[0].col, "a take has one bonus action: keep one")
	}
	b, err := juniorBonus(toks, r)
	if err != nil {
		return err
	}
	tk.Bonus = b
	return nil
}

// juniorTiles reads the tiles of a take: each "[COUNT] KIND [male|female]
// WHERE", WHERE being 1, 2, 3 or barn; commas are optional.
func juniorTiles(toks []token) ([]junior.Tile, *Error) {
	toks = unglue(without(toks, ","))
	tiles := []junior.Tile{}
	for i := 0; i < len(toks); {
		count := 1
		if toks[i].kind == number {
			n, err := repeat(toks[i])
			if err != nil {
				return nil, err
			}
			if i+1 >= len(toks) {
				return nil, errorAt(toks[i].col, "a number repeats the tile after it: write e.g. %d impala 2", n)
			}
			count, i = n, i+1
		}
		tile, n, err := juniorTile(toks[i:])
		if err != nil {
			return nil, err
		}
		for k := 0; k < count; k++ {
			tiles = append(tiles, tile)
		}
		i += n
	}
	return tiles, nil
}

// juniorTile reads "KIND [male|female] WHERE" at the start of toks and says
// how many tokens it took.
func juniorTile(toks []token) (junior.Tile, int, *Error) {
	var tile junior.Tile
	kind, err := wordOf(toks[0], tileWords)
	if err != nil {
		return tile, 0, err
	}
	tile.Tile = kind
	i := 1
	where := func(col int) *Error {
		return errorAt(col, "say where the %s went: write 1, 2 or 3 (the enclosure) or barn after it", kind)
	}
	if i < len(toks) && toks[i].kind == word {
		w, err := afterKind.match(toks[i].text)
		if err != nil {
			return tile, 0, where(toks[i].col)
		}
		if w != kwBarn {
			tile.Fertile = w
			i++
		}
	}
	if i >= len(toks) {
		return tile, 0, where(after(toks[:i], toks[0].col))
	}
	to, err := dest(toks[i])
	if err != nil {
		return tile, 0, err
	}
	tile.To = to
	return tile, i + 1, nil
}

// dest reads where a tile went: 1, 2, 3 or barn.
func dest(t token) (junior.Dest, *Error) {
	if t.kind == number {
		n, err := num(t)
		if err != nil {
			return junior.Dest{}, err
		}
		if n < 1 || n > junior.MaxEnclosures {
			return junior.Dest{}, errorAt(t.col, "there is no enclosure %d: write 1, 2 or 3 (the enclosure) or barn", n)
		}
		return junior.Dest{Enclosure: n}, nil
	}
	if t.kind == word {
		if w, err := (vocab{words: []string{kwBarn}}).match(t.text); err == nil && w == kwBarn {
			return junior.Dest{Barn: true}, nil
		}
	}
	return junior.Dest{}, errorAt(t.col, "%s is not a place: write 1, 2 or 3 (the enclosure) or barn", show(t))
}

// juniorBonus reads "bonus take [from] NAME TILE [male|female|offspring]
// [WHERE]" or "bonus discard TILE [male|female|offspring] [WHERE] [from
// NAME]".
func juniorBonus(toks []token, r roster) (*junior.Bonus, *Error) {
	if len(toks) < 2 {
		return nil, errorAt(toks[0].col, "say which bonus action: bonus take NAME TILE N, or bonus discard TILE")
	}
	action, err := wordOf(toks[1], bonusActions)
	if err != nil {
		return nil, err
	}
	b := &junior.Bonus{Action: action}
	rest := toks[2:]
	if action == kwTake {
		if len(rest) > 0 && isWord(rest[0], kwFrom) {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return nil, errorAt(after(toks, 1), "say whose barn the tile comes from: bonus take NAME TILE N")
		}
		name, n, err := r.nameAt(rest)
		if err != nil {
			return nil, err
		}
		b.From, rest = name, rest[n:]
	}
	if len(rest) == 0 && action == kwTake {
		return nil, errorAt(after(toks, 1), "say which tile of %s's barn: e.g. bonus take %s pond 2", b.From, b.From)
	}
	if len(rest) == 0 {
		return nil, errorAt(after(toks, 1), "say which tile: e.g. bonus discard pond")
	}
	rest = unglue(rest)
	tile, err := wordOf(rest[0], tileWords)
	if err != nil {
		return nil, err
	}
	b.Tile, rest = tile, rest[1:]
	if len(rest) > 0 && rest[0].kind == word && !isWord(rest[0], kwFrom) {
		w, err := wordOf(rest[0], afterBonusTile)
		if err != nil {
			return nil, err
		}
		switch w {
		case kwOffsprg:
			b.Offspring, rest = true, rest[1:]
		case kwBarn:
		default:
			b.Fertile, rest = w, rest[1:]
		}
	}
	if len(rest) > 0 && !isWord(rest[0], kwFrom) {
		to, err := dest(rest[0])
		if err != nil {
			return nil, err
		}
		b.To, rest = &to, rest[1:]
	}
	if action == kwDiscard && len(rest) > 0 && isWord(rest[0], kwFrom) {
		if len(rest) < 2 {
			return nil, errorAt(rest[0].col, "say whose barn: from NAME")
		}
		name, n, err := r.nameAt(rest[1:])
		if err != nil {
			return nil, err
		}
		b.From, rest = name, rest[1+n:]
	}
	if len(rest) > 0 {
		return nil, errorAt(rest[0].col, "%s does not belong in the bonus: write bonus take NAME TILE N, or bonus discard TILE", show(rest[0]))
	}
	return b, nil
}

// isWord reports whether a token is the keyword kw in any letter case.
func isWord(t token, kw string) bool { return t.kind == word && strings.EqualFold(t.text, kw) }
