package notation

import (
	"strconv"
	"strings"
	"unicode"
)

// kind is what a token of a line is.
type kind int

const (
	word       kind = iota // a run of letters, digits and other marks
	number                 // a run of digits, perhaps after a minus sign
	quotedName             // a name in double quotes (Go's escapes inside)
	punct                  // one of : , ; | [ ] =
)

// token is one piece of a line, with the column (in characters, from 1)
// where it starts.
type token struct {
	kind  kind
	text  string // for quoted: the name without its quotes
	col   int
	width int // characters the token takes in the line
}

// puncts are the characters that stand alone as tokens.
const puncts = ":,;|[]="

// lex splits a line into tokens, dropping the comment after an unquoted
// '#'. An unclosed or badly escaped quote is an error at its column.
func lex(line string) ([]token, *Error) {
	var out []token
	runes := []rune(line)
	for i := 0; i < len(runes); {
		r := runes[i]
		switch {
		case r == '#':
			return out, nil
		case unicode.IsSpace(r):
			i++
		case strings.ContainsRune(puncts, r):
			out = append(out, token{kind: punct, text: string(r), col: i + 1, width: 1})
			i++
		case r == '"':
			end, name, err := lexQuoted(runes, i)
			if err != nil {
				return nil, err
			}
			out = append(out, token{kind: quotedName, text: name, col: i + 1, width: end - i})
			i = end
		default:
			start := i
			for i < len(runes) && !unicode.IsSpace(runes[i]) && !strings.ContainsRune(puncts+`#"`, runes[i]) {
				i++
			}
			text := string(runes[start:i])
			k := word
			if isNumber(text) {
				k = number
			}
			out = append(out, token{kind: k, text: text, col: start + 1, width: i - start})
		}
	}
	return out, nil
}

// lex splits a line into tokens as the function lex does, and joins again
// the words of a phrase the Reader knows ("animaux marins", a category
// in French), which a player types with a space as the game names it.
func (lx *lexicon) lex(line string) ([]token, *Error) {
	toks, err := lex(line)
	if err != nil || len(lx.phrases) == 0 {
		return toks, err
	}
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == word {
			t, i = lx.phrase(toks, i)
		}
		out = append(out, t)
	}
	return out, nil
}

// phrase returns the longest phrase of words that starts at toks[i], as
// one token, and the index of its last word (i when none starts there).
// The phrase's last word may be shortened, as any word may.
func (lx *lexicon) phrase(toks []token, i int) (token, int) {
	best, last := toks[i], i
	for _, p := range lx.phrases[lx.fold(toks[i].text)] {
		words := strings.Fields(p)
		end := i + len(words) - 1
		if end >= len(toks) || end <= last {
			continue
		}
		joined, typed := toks[i].text, true
		for j := i + 1; j <= end && typed; j++ {
			joined += " " + toks[j].text
			// every word but the last whole; the last may be shortened
			typed = toks[j].kind == word && (j == end && strings.HasPrefix(words[j-i], lx.fold(toks[j].text)) ||
				lx.fold(toks[j].text) == words[j-i])
		}
		if typed {
			best = token{kind: word, text: joined, col: toks[i].col, width: toks[end].col + toks[end].width - toks[i].col}
			last = end
		}
	}
	return best, last
}

// lexQuoted reads the quoted name that starts at runes[i] and returns the
// index just after its closing quote.
func lexQuoted(runes []rune, i int) (int, string, *Error) {
	for j := i + 1; j < len(runes); j++ {
		switch runes[j] {
		case '\\':
			j++
		case '"':
			name, err := strconv.Unquote(string(runes[i : j+1]))
			if err != nil {
				return 0, "", errorAt(i+1, "notation.bad-escape", "name", string(runes[i:j+1]))
			}
			return j + 1, name, nil
		}
	}
	return 0, "", errorAt(i+1, "notation.unclosed-quote")
}

func isNumber(s string) bool {
	s = strings.TrimPrefix(s, "-")
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// is reports whether the token is the punctuation p.
func (t token) is(p string) bool { return t.kind == punct && t.text == p }

// split cuts tokens at every punctuation p, dropping it.
func split(toks []token, p string) [][]token {
	out := [][]token{nil}
	for _, t := range toks {
		if t.is(p) {
			out = append(out, nil)
			continue
		}
		out[len(out)-1] = append(out[len(out)-1], t)
	}
	return out
}

// splitCols is split, also giving the column of each p that cut.
func splitCols(toks []token, p string) ([][]token, []int) {
	out, cols := [][]token{nil}, []int(nil)
	for _, t := range toks {
		if t.is(p) {
			out, cols = append(out, nil), append(cols, t.col)
			continue
		}
		out[len(out)-1] = append(out[len(out)-1], t)
	}
	return out, cols
}

// without drops every punctuation p (commas between items that the
// reader does not need).
func without(toks []token, p string) []token {
	var out []token
	for _, t := range toks {
		if !t.is(p) {
			out = append(out, t)
		}
	}
	return out
}

// unglue splits words of letters glued to a number ("2lion", "sea2") into
// a number and a word, so that a scorekeeper may leave out the space.
// Other words stay as they are.
func unglue(toks []token) []token {
	var out []token
	for _, t := range toks {
		if t.kind != word {
			out = append(out, t)
			continue
		}
		out = append(out, ungluedWord(t)...)
	}
	return out
}

// A number glued to a word may be negative ("-2lion", "x-2", "sea-2"): it
// is read as the number it is, for the reader or the rules to refuse, not
// as a word that is no face.
func ungluedWord(t token) []token {
	r := []rune(t.text)
	digits := 0
	if len(r) > 1 && r[0] == '-' {
		digits++
	}
	for digits < len(r) && r[digits] >= '0' && r[digits] <= '9' {
		digits++
	}
	if digits > 0 && digits < len(r) && isNumber(string(r[:digits])) && allLetters(r[digits:]) {
		return []token{{kind: number, text: string(r[:digits]), col: t.col, width: digits},
			{kind: word, text: string(r[digits:]), col: t.col + digits, width: len(r) - digits}}
	}
	letters := 0
	for letters < len(r) && unicode.IsLetter(r[letters]) {
		letters++
	}
	if letters > 0 && letters < len(r) && isNumber(string(r[letters:])) {
		return []token{{kind: word, text: string(r[:letters]), col: t.col, width: letters},
			{kind: number, text: string(r[letters:]), col: t.col + letters, width: len(r) - letters}}
	}
	return []token{t}
}

func allLetters(r []rune) bool {
	for _, c := range r {
		if !unicode.IsLetter(c) {
			return false
		}
	}
	return true
}

// after is the column just after the last token, where something missing
// belongs; at the start of the line when there is no token.
func after(toks []token, at int) int {
	if len(toks) == 0 {
		return at
	}
	last := toks[len(toks)-1]
	return last.col + last.width
}
