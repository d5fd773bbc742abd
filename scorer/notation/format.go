package notation

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// keywords may not be written as a bare name, nor as a word of one.
var keywords = []string{kwPlayers, kwBonus, kwFlagpole, kwVariant, kwLast, kwTake, kwDiscard, kwFrom, kwUnclaim}

// otherKeywords are the keywords in German and French, as a Reader with
// the catalogs' words reads them (with and without accents): a name
// written bare must not read as one of them at any table. A test holds
// the list to the catalogs.
var otherKeywords = []string{
	"spieler", "joueurs",
	"fahnenmast", "fahnen", "mast", "mât", "mat", "drapeaux",
	"variante",
	"letzte", "letzter", "letztes", "dernière", "derniere", "dernier",
	"nehmen", "nimmt", "nimm", "prendre", "prend",
	"abwerfen", "wirft", "ablegen", "défausser", "defausser", "défausse", "defausse",
	"von", "de",
	"übrig", "ubrig", "übrige", "ubrige", "rest", "restant", "restants", "reste",
}

// nameText writes a name bare when it reads back as itself wherever a
// name stands, else in double quotes.
func nameText(name string) string {
	if plainName(name) {
		return name
	}
	return strconv.Quote(name)
}

// oneWordName writes a name bare only when it is one word, for places
// where a word after the name may follow (a bonus's tile).
func oneWordName(name string) string {
	if plainName(name) && !strings.Contains(name, " ") {
		return name
	}
	return strconv.Quote(name)
}

// plainName reports whether a name can be written without quotes: words
// separated by single spaces, none a number, a keyword or "-", and none
// holding punctuation of the notation.
func plainName(name string) bool {
	if name == "" {
		return false
	}
	for _, part := range strings.Split(name, " ") {
		if part == "" || part == zeroBid || isNumber(part) {
			return false
		}
		for _, kw := range append(keywords, otherKeywords...) {
			if strings.EqualFold(part, kw) {
				return false
			}
		}
		for _, r := range part {
			if unicode.IsSpace(r) || !unicode.IsPrint(r) || strings.ContainsRune(puncts+`#"\`, r) {
				return false
			}
		}
	}
	return true
}

// nameListText writes the names of a players or flagpole line.
func nameListText(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = nameText(n)
		if len(names) == 1 {
			// Without a comma the line's words are names of their own.
			out[i] = oneWordName(n)
		}
	}
	return strings.Join(out, ", ")
}

// spelling gives a name as the players line spells it, when it is a
// player's name in another letter case; else the name as it is.
func (r roster) spelling(name string) string {
	key := scorer.NameKey(name)
	for _, p := range r {
		if scorer.NameKey(p) == key {
			return p
		}
	}
	return name
}

// DiceLine writes one take as a line of notation ("Ann: lion lion coin"),
// for echoing an entry; ParseDiceEntry reads it back.
func DiceLine(tk dice.Take) string {
	return nameText(tk.Player) + ": " + strings.Join(tk.Took, " ")
}

// JuniorLine writes one entry as a line of notation: "last", a take, or
// the bonus of the take before on its own; ParseJuniorEntry reads it back.
func JuniorLine(e junior.Entry) string {
	if e.Take == nil {
		return kwLast
	}
	return juniorTakeText(*e.Take)
}

// ZooSimLine writes one auction as a line of notation, the bids in the
// players' seating order; ParseZooSimEntry reads it back.
func ZooSimLine(a zoosim.Auction, players []string) string {
	return auctionText(a, players)
}
