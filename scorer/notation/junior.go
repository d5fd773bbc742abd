package notation

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/junior"
)

// ParseJuniorEntry reads one entry of Zooloretto Junior written as a line,
// given the players in seating order: the mark "last", or a take such as
// "Ann: llama female 1, pond barn", "Bob [3]: llama 2; bonus take Ann pond 2"
// or, for the bonus action of the take just before, "Bob: bonus discard
// rock". Names are read as ParseDiceEntry reads them. Round is left 0: the
// tracker puts the entry in the round being played (a bonus on its own in
// the round of its take). A line that cannot be read gives an *Error with
// the column of the problem. The words are read in English;
// Reader.ParseJuniorEntry reads them in the Reader's languages too.
func ParseJuniorEntry(line string, players []string) (junior.Entry, error) {
	return Reader{}.ParseJuniorEntry(line, players)
}

// ParseJuniorEntry reads one entry of Zooloretto Junior with the Reader's
// words ("Ann: Lama weiblich 1, Teich Stall"); see the function
// ParseJuniorEntry.
func (rd Reader) ParseJuniorEntry(line string, players []string) (junior.Entry, error) {
	lx := rd.lexicon()
	toks, err := lx.lex(line)
	if err != nil {
		return junior.Entry{}, err
	}
	if e := lx.entryLine(toks, juniorSetup, "notation.example.junior"); e != nil {
		return junior.Entry{}, e
	}
	if lx.isLast(toks) {
		return junior.Entry{Last: true}, nil
	}
	tk, e := lx.juniorTake(toks, roster(players))
	if e != nil {
		return junior.Entry{}, e
	}
	return junior.Entry{Take: &tk}, nil
}

// isLast reports whether a line is the mark of the last round.
func (lx *lexicon) isLast(toks []token) bool {
	return len(toks) == 1 && lx.is(toks[0], kwLast)
}

// juniorTake reads "NAME [N]: TILES; bonus ...; unclaimed N".
func (lx *lexicon) juniorTake(toks []token, r roster) (junior.Take, *Error) {
	h, err := r.takeHead(toks, true)
	if err != nil {
		return junior.Take{}, err
	}
	tk := junior.Take{Player: h.player, Truck: h.truck, Tiles: []junior.Tile{}}
	parts, semis := splitCols(h.rest, ";")
	first := without(parts[0], ",")
	switch {
	case len(first) > 0 && lx.is(first[0], kwBonus):
		// The bonus of the take before, on its own line.
		if err := lx.juniorClause(&tk, parts[0], r, 0); err != nil {
			return junior.Take{}, err
		}
	default:
		if tk.Tiles, err = lx.juniorTiles(parts[0]); err != nil {
			return junior.Take{}, err
		}
	}
	for i, c := range parts[1:] {
		if err := lx.juniorClause(&tk, c, r, semis[i]); err != nil {
			return junior.Take{}, err
		}
	}
	return tk, nil
}

// juniorClause reads one part after a ';': a bonus action or the tiles
// left on the truck nobody took.
func (lx *lexicon) juniorClause(tk *junior.Take, toks []token, r roster, semi int) *Error {
	toks = without(toks, ",")
	if len(toks) == 0 {
		return errorAt(semi, "notation.junior.nothing-after-semicolon")
	}
	kw, err := lx.wordOf(toks[0], clauses)
	if err != nil {
		return err
	}
	if kw == kwUnclaim {
		if tk.Unclaimed != nil {
			return errorAt(toks[0].col, "notation.junior.unclaimed-twice")
		}
		if len(toks) != 2 {
			return errorAt(toks[0].col, "notation.junior.unclaimed-form")
		}
		n, err := num(toks[1])
		if err != nil {
			return err
		}
		tk.Unclaimed = &n
		return nil
	}
	if tk.Bonus != nil {
		return errorAt(toks[0].col, "notation.junior.one-bonus")
	}
	b, err := lx.juniorBonus(toks, r)
	if err != nil {
		return err
	}
	tk.Bonus = b
	return nil
}

// juniorTiles reads the tiles of a take: each "[COUNT] KIND [male|female]
// WHERE", WHERE being 1, 2, 3 or barn; commas are optional.
func (lx *lexicon) juniorTiles(toks []token) ([]junior.Tile, *Error) {
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
				return nil, errorAt(toks[i].col, "notation.junior.repeat-tile", "count", n)
			}
			count, i = n, i+1
		}
		tile, n, err := lx.juniorTile(toks[i:])
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
func (lx *lexicon) juniorTile(toks []token) (junior.Tile, int, *Error) {
	var tile junior.Tile
	kind, err := lx.wordOf(toks[0], tileWords)
	if err != nil {
		return tile, 0, err
	}
	tile.Tile = kind
	i := 1
	where := func(col int) *Error {
		return errorAt(col, "notation.junior.where", "kind", msg.Word(kind))
	}
	if i < len(toks) && toks[i].kind == word {
		w, problem := lx.match(afterKind, toks[i].text)
		if !problem.IsZero() {
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
	to, err := lx.dest(toks[i])
	if err != nil {
		return tile, 0, err
	}
	tile.To = to
	return tile, i + 1, nil
}

// dest reads where a tile went: 1, 2, 3 or barn.
func (lx *lexicon) dest(t token) (junior.Dest, *Error) {
	if t.kind == number {
		n, err := num(t)
		if err != nil {
			return junior.Dest{}, err
		}
		if n < 1 || n > junior.MaxEnclosures {
			return junior.Dest{}, errorAt(t.col, "notation.junior.no-enclosure", "number", n)
		}
		return junior.Dest{Enclosure: n}, nil
	}
	if t.kind == word {
		if w, problem := lx.match(barnOnly, t.text); problem.IsZero() && w == kwBarn {
			return junior.Dest{Barn: true}, nil
		}
	}
	return junior.Dest{}, errorAt(t.col, "notation.junior.not-place", "token", show(t))
}

// juniorBonus reads "bonus take [from] NAME TILE [male|female|offspring]
// [WHERE]" or "bonus discard TILE [male|female|offspring] [WHERE] [from
// NAME]".
func (lx *lexicon) juniorBonus(toks []token, r roster) (*junior.Bonus, *Error) {
	if len(toks) < 2 {
		return nil, errorAt(toks[0].col, "notation.junior.which-bonus")
	}
	action, err := lx.wordOf(toks[1], bonusActions)
	if err != nil {
		return nil, err
	}
	b := &junior.Bonus{Action: action}
	rest := toks[2:]
	if action == kwTake {
		if len(rest) > 0 && lx.is(rest[0], kwFrom) {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return nil, errorAt(after(toks, 1), "notation.junior.whose-barn")
		}
		name, n, err := r.nameAt(rest)
		if err != nil {
			return nil, err
		}
		b.From, rest = name, rest[n:]
	}
	if len(rest) == 0 && action == kwTake {
		return nil, errorAt(after(toks, 1), "notation.junior.which-tile-of", "name", b.From)
	}
	if len(rest) == 0 {
		return nil, errorAt(after(toks, 1), "notation.junior.which-tile")
	}
	// A place may be glued to the tile ("rock1"); a name after "from" is
	// read as written ("AAA00" is a name, not AAA and 00).
	named := len(rest)
	for i, t := range rest {
		if lx.is(t, kwFrom) {
			named = i
			break
		}
	}
	rest = append(unglue(rest[:named]), rest[named:]...)
	tile, err := lx.wordOf(rest[0], tileWords)
	if err != nil {
		return nil, err
	}
	b.Tile, rest = tile, rest[1:]
	if len(rest) > 0 && rest[0].kind == word && !lx.is(rest[0], kwFrom) {
		w, err := lx.wordOf(rest[0], afterBonusTile)
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
	if len(rest) > 0 && !lx.is(rest[0], kwFrom) {
		to, err := lx.dest(rest[0])
		if err != nil {
			return nil, err
		}
		b.To, rest = &to, rest[1:]
	}
	if action == kwDiscard && len(rest) > 0 && lx.is(rest[0], kwFrom) {
		if len(rest) < 2 {
			return nil, errorAt(rest[0].col, "notation.junior.whose-barn-from")
		}
		name, n, err := r.nameAt(rest[1:])
		if err != nil {
			return nil, err
		}
		b.From, rest = name, rest[1+n:]
	}
	if len(rest) > 0 {
		return nil, errorAt(rest[0].col, "notation.junior.not-in-bonus", "token", show(rest[0]))
	}
	return b, nil
}
