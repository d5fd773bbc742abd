package notation

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/dice"
)

// ParseDiceEntry reads one take of a Dice Game written as a line, such as
// "Ann: lion lion coin", "ann 2li co" or "Bob: monkey x2", given the
// players in seating order. The names on the line are read against them
// (a unique prefix will do; a name that fits nobody is kept as written, for
// the tracker to refuse). Round is left 0 for the caller to set. A line
// that cannot be read gives an *Error with the column of the problem. The
// words are read in English; Reader.ParseDiceEntry reads them in the
// Reader's languages too.
func ParseDiceEntry(line string, players []string) (dice.Entry, error) {
	return Reader{}.ParseDiceEntry(line, players)
}

// ParseDiceEntry reads one take of a Dice Game with the Reader's words
// ("Ann: Löwe Löwe Münze"); see the function ParseDiceEntry.
func (rd Reader) ParseDiceEntry(line string, players []string) (dice.Entry, error) {
	lx := rd.lexicon()
	toks, err := lx.lex(line)
	if err != nil {
		return dice.Entry{}, err
	}
	if e := lx.entryLine(toks, diceSetup, "notation.example.dice"); e != nil {
		return dice.Entry{}, e
	}
	tk, e := lx.diceTake(toks, roster(players))
	if e != nil {
		return dice.Entry{}, e
	}
	return dice.Entry{Take: tk}, nil
}

// Setup keywords of each game: the lines "KEYWORD: ..." before the first
// entry.
var (
	diceSetup   = []string{kwPlayers, kwBonus}
	juniorSetup = []string{kwPlayers}
	zooSimSetup = []string{kwPlayers, kwFlagpole, kwVariant}
)

// keywordLine gives the setup keyword a line starts with ("players:").
func (lx *lexicon) keywordLine(toks []token, setup []string) (string, bool) {
	if len(toks) < 2 || toks[0].kind != word || !toks[1].is(":") {
		return "", false
	}
	for _, kw := range setup {
		if lx.is(toks[0], kw) {
			return kw, true
		}
	}
	return "", false
}

// entryLine refuses an empty line and a setup line where an entry belongs.
// example is the message of an example entry of the game.
func (lx *lexicon) entryLine(toks []token, setup []string, example string) *Error {
	if len(toks) == 0 {
		return errorAt(0, "notation.empty-line", "example", msg.M(example))
	}
	if _, ok := lx.keywordLine(toks, setup); ok {
		return errorAt(toks[0].col, "notation.setup-in-entry", "keyword", quoted(toks[0].text+":"))
	}
	return nil
}

// diceTake reads "NAME: FACES".
func (lx *lexicon) diceTake(toks []token, r roster) (dice.Take, *Error) {
	h, err := r.takeHead(toks, false)
	if err != nil {
		return dice.Take{}, err
	}
	took, err := lx.diceFaces(h.rest)
	if err != nil {
		return dice.Take{}, err
	}
	return dice.Take{Player: h.player, Took: took}, nil
}

// diceFaces reads the faces of a take: each face, "2 lion" or "2lion" for
// a face twice, "lion x2" likewise; commas are optional.
func (lx *lexicon) diceFaces(toks []token) ([]string, *Error) {
	type group struct {
		face string
		n    int
	}
	var groups []group
	toks = unglue(without(toks, ","))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == number:
			n, err := repeat(t)
			if err != nil {
				return nil, err
			}
			if i+1 >= len(toks) || toks[i+1].kind != word {
				return nil, errorAt(t.col, "notation.repeat-face", "count", n)
			}
			face, err := lx.wordOf(toks[i+1], faces)
			if err != nil {
				return nil, err
			}
			groups = append(groups, group{face, n})
			i++
		case t.kind == word && (t.text == "x" || t.text == "X") && i+1 < len(toks) && toks[i+1].kind == number:
			if len(groups) == 0 {
				return nil, errorAt(t.col, "notation.repeat-no-face", "count", toks[i+1].text)
			}
			n, err := repeat(toks[i+1])
			if err != nil {
				return nil, err
			}
			groups[len(groups)-1].n = n
			i++
		case t.kind == word:
			face, err := lx.wordOf(t, faces)
			if err != nil {
				return nil, err
			}
			groups = append(groups, group{face, 1})
		default:
			return nil, errorAt(t.col, "notation.not-among-faces", "token", show(t))
		}
	}
	took := []string{}
	for _, g := range groups {
		for k := 0; k < g.n; k++ {
			took = append(took, g.face)
		}
	}
	return took, nil
}

// repeat reads the count of "2 lion".
func repeat(t token) (int, *Error) {
	n, err := num(t)
	if err != nil {
		return 0, err
	}
	if n < 1 || n > maxRepeat {
		return 0, errorAt(t.col, "notation.repeat-range", "max", maxRepeat, "count", n)
	}
	return n, nil
}

// wordOf reads a word of a vocabulary, with the column in any error.
func (lx *lexicon) wordOf(t token, v vocab) (string, *Error) {
	if t.kind != word {
		return "", &Error{Column: t.col, Msg: notWord(v, t.text)}
	}
	w, problem := lx.match(v, t.text)
	if !problem.IsZero() {
		return "", &Error{Column: t.col, Msg: problem}
	}
	return w, nil
}

// diceBonusHex reads the values of "bonus: lion=2, monkey=1" (the "=" may
// be left out).
func (lx *lexicon) diceBonusHex(toks []token) (*dice.HexValues, *Error) {
	toks = unglue(without(without(toks, ","), "="))
	values := map[string]int{}
	var order []string
	for i := 0; i < len(toks); i += 2 {
		animal, err := lx.wordOf(toks[i], hexAnimals)
		if err != nil {
			return nil, err
		}
		if i+1 >= len(toks) || toks[i+1].kind != number {
			return nil, errorAt(toks[i].col, "notation.hex-value", "animal", msg.Word(animal), "written", lx.written(animal))
		}
		v, err := num(toks[i+1])
		if err != nil {
			return nil, err
		}
		if _, twice := values[animal]; twice {
			return nil, errorAt(toks[i].col, "notation.hex-twice", "animal", msg.Word(animal))
		}
		values[animal] = v
		order = append(order, animal)
	}
	if len(order) == 0 {
		return nil, errorAt(0, "notation.hex-none")
	}
	hex := &dice.HexValues{}
	for _, a := range order {
		hex.Give(a, values[a])
	}
	return hex, nil
}
