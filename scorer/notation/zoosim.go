package notation

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// ParseZooSimEntry reads one auction of ZooSim written as a line, given the
// players in seating order: the tile, the bids and where the winner placed
// it, separated by '|', such as "sea 2, birds 1, 1 bush | Alan 2, Klaus 3 |
// sea 2, birds 1, 0 benches". Bids may also be bare numbers in seating
// order ("| 2 3 |"), and "-" is a bid of 0. Names are read as
// ParseDiceEntry reads them. A line that cannot be read gives an *Error
// with the column of the problem. The words are read in English;
// Reader.ParseZooSimEntry reads them in the Reader's languages too.
func ParseZooSimEntry(line string, players []string) (zoosim.Auction, error) {
	return Reader{}.ParseZooSimEntry(line, players)
}

// ParseZooSimEntry reads one auction of ZooSim with the Reader's words
// ("Meer 2, Vögel 1, 1 Busch | ..."); see the function ParseZooSimEntry.
func (rd Reader) ParseZooSimEntry(line string, players []string) (zoosim.Auction, error) {
	lx := rd.lexicon()
	toks, err := lx.lex(line)
	if err != nil {
		return zoosim.Auction{}, err
	}
	if e := lx.entryLine(toks, zooSimSetup, "notation.example.zoosim"); e != nil {
		return zoosim.Auction{}, e
	}
	a, e := lx.zooSimAuction(toks, roster(players))
	if e != nil {
		return zoosim.Auction{}, e
	}
	return a, nil
}

// zooSimAuction reads "TILE | BIDS | PLACED".
func (lx *lexicon) zooSimAuction(toks []token, r roster) (zoosim.Auction, *Error) {
	parts, bars := splitCols(toks, "|")
	if len(parts) != 3 {
		col := toks[0].col
		if len(bars) > 2 {
			col = bars[2]
		}
		return zoosim.Auction{}, errorAt(col, "notation.zoosim.three-parts", "example", msg.M("notation.example.zoosim"))
	}
	var a zoosim.Auction
	var err *Error
	if a.Tile, err = lx.zooSimTile(parts[0]); err != nil {
		return a, err
	}
	if a.Bids, err = zooSimBids(parts[1], r); err != nil {
		return a, err
	}
	if a.Placed, err = lx.zooSimPlaced(parts[2]); err != nil {
		return a, err
	}
	return a, nil
}

// counted is one item of an auction part: a category and its stars, or a
// count of bushes or benches ("1 bush").
type counted struct {
	word string
	n    int
	col  int
}

// zooSimItems reads "CATEGORY N" and "N bush(es)" (or benches) in any
// order; commas are optional and a number may be glued to its word.
func (lx *lexicon) zooSimItems(toks []token, v vocab, counter string) ([]counted, *Error) {
	toks = unglue(without(toks, ","))
	var out []counted
	for i := 0; i < len(toks); i += 2 {
		t := toks[i]
		if t.kind == number {
			if i+1 >= len(toks) || toks[i+1].kind != word {
				return nil, errorAt(t.col, "notation.zoosim.count-before."+counter, "count", t.text)
			}
			w, err := lx.wordOf(toks[i+1], v)
			if err != nil {
				return nil, err
			}
			if w != counter {
				return nil, errorAt(t.col, "notation.zoosim.stars-after", "written", lx.written(w), "stars", t.text)
			}
			n, err := num(t)
			if err != nil {
				return nil, err
			}
			out = append(out, counted{counter, n, t.col})
			continue
		}
		w, err := lx.wordOf(t, v)
		if err != nil {
			return nil, err
		}
		if w == counter {
			return nil, errorAt(t.col, "notation.zoosim.number-first."+counter)
		}
		if i+1 >= len(toks) || toks[i+1].kind != number {
			return nil, errorAt(t.col, "notation.zoosim.stars-missing", "category", msg.Word(w), "written", lx.written(w))
		}
		n, err := num(toks[i+1])
		if err != nil {
			return nil, err
		}
		out = append(out, counted{w, n, t.col})
	}
	return out, nil
}

// zooSimTile reads the tile: its halves in order and its bushes.
func (lx *lexicon) zooSimTile(toks []token) (zoosim.Tile, *Error) {
	items, err := lx.zooSimItems(toks, tileItems, kwBush)
	if err != nil {
		return zoosim.Tile{}, err
	}
	tile := zoosim.Tile{Enclosures: []zoosim.Half{}}
	bushes := false
	for _, it := range items {
		if it.word == kwBush {
			if bushes {
				return tile, errorAt(it.col, "notation.zoosim.bushes-twice")
			}
			tile.Bushes, bushes = it.n, true
			continue
		}
		tile.Enclosures = append(tile.Enclosures, zoosim.Half{Animal: it.word, Stars: it.n})
	}
	return tile, nil
}

// zooSimPlaced reads where the tile went: per category the stars of the
// enclosure its half now belongs to, and the benches.
func (lx *lexicon) zooSimPlaced(toks []token) (zoosim.Placed, *Error) {
	items, err := lx.zooSimItems(toks, placedItems, kwBench)
	if err != nil {
		return zoosim.Placed{}, err
	}
	p := zoosim.Placed{Enclosures: map[string]int{}}
	benches := false
	for _, it := range items {
		if it.word == kwBench {
			if benches {
				return p, errorAt(it.col, "notation.zoosim.benches-twice")
			}
			p.Benches, benches = it.n, true
			continue
		}
		if _, twice := p.Enclosures[it.word]; twice {
			return p, errorAt(it.col, "notation.zoosim.category-twice", "category", msg.Word(it.word))
		}
		p.Enclosures[it.word] = it.n
	}
	return p, nil
}

// zooSimBids reads "NAME N, NAME N" ("-" for 0), or bare numbers in
// seating order.
func zooSimBids(toks []token, r roster) (map[string]int, *Error) {
	toks = without(toks, ",")
	if len(toks) > 0 && bareBids(toks) {
		if len(toks) != len(r) {
			return nil, errorAt(toks[0].col, "notation.zoosim.bare-bids", "bids", msg.Count{N: len(toks), Noun: "bid"},
				"players", msg.Count{N: len(r), Noun: "player"}, "names", msg.Names(r))
		}
		bids := map[string]int{}
		for i, t := range toks {
			n, err := bid(t)
			if err != nil {
				return nil, err
			}
			bids[r[i]] = n
		}
		return bids, nil
	}
	bids := map[string]int{}
	for i := 0; i < len(toks); {
		if toks[i].kind == number || toks[i].text == zeroBid {
			return nil, errorAt(toks[i].col, "notation.zoosim.bid-after-name", "names", msg.Names(r))
		}
		name, n, err := r.nameAt(toks[i:])
		if err != nil {
			return nil, err
		}
		at := toks[i]
		i += n
		if i >= len(toks) || !(toks[i].kind == number || toks[i].text == zeroBid) {
			return nil, errorAt(at.col, "notation.zoosim.bid-missing", "name", name)
		}
		b, err := bid(toks[i])
		if err != nil {
			return nil, err
		}
		if _, twice := bids[name]; twice {
			return nil, errorAt(at.col, "notation.zoosim.bids-twice", "name", name)
		}
		bids[name] = b
		i++
	}
	return bids, nil
}

// bareBids reports whether the bids are numbers (or "-") only.
func bareBids(toks []token) bool {
	for _, t := range toks {
		if t.kind != number && t.text != zeroBid {
			return false
		}
	}
	return true
}

func bid(t token) (int, *Error) {
	if t.kind == word && t.text == zeroBid {
		return 0, nil
	}
	return num(t)
}
