package termtext

import (
	"strings"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// Width is how many columns s takes on a terminal: a wide (CJK) character
// or an emoji takes two, a combining mark none. It measures whole grapheme
// clusters, so a family emoji joined with U+200D, or a heart drawn as an
// emoji by its variation selector, counts as the terminal draws it.
func Width(s string) int {
	if plainASCII(s) {
		// One column each: the common case (numbers, most names), spared
		// uniseg's grapheme clusters, which were a third of laying out a
		// leaderboard of 2,500 players.
		return len(s)
	}
	return uniseg.StringWidth(s)
}

// Wrap fits text to a terminal width columns wide, breaking lines at spaces
// only. Each line of s is wrapped on its own, and its continuation lines are
// indented by that line's own indentation plus two columns, so that a
// wrapped item ("  - the bonus ...") reads as one item. A word longer than a
// line stays whole on a line of its own. With width 0 or less (output that
// is not a terminal) s is returned as it is.
func Wrap(s string, width int) string {
	if width <= 0 {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lead := l[:len(l)-len(strings.TrimLeft(l, " "))]
		lines[i] = WrapIndent(l, width, lead+"  ")
	}
	return strings.Join(lines, "\n")
}

// WrapIndent wraps one line of text to width columns at spaces; every line
// after the first starts with indent. A line that fits is returned as it
// is; the spaces inside a line are kept as they are ("  +2  item").
func WrapIndent(s string, width int, indent string) string {
	if width <= 0 || Width(s) <= width {
		return s
	}
	rest := width - Width(indent)
	if rest < minColumn {
		indent, rest = "", width // too narrow to indent
	}
	lines := fillSpaced(words(s), width, rest)
	for i := 1; i < len(lines); i++ {
		lines[i] = indent + lines[i]
	}
	return strings.Join(lines, "\n")
}

// word is a word with the spaces before it.
type word struct{ space, text string }

// words splits s at its spaces. French sets its marks off with a space
// ("Nom :", "fini ?", "« Zed »"); the space before a closing mark, and after
// an opening one, holds like a no-break space: a line never starts with
// ":" or ";" and never ends with "«".
func words(s string) []word {
	var out []word
	for s != "" {
		text := strings.TrimLeft(s, " ")
		space := s[:len(s)-len(text)]
		end := strings.IndexByte(text, ' ')
		if end < 0 {
			end = len(text)
		}
		if text == "" {
			break // trailing spaces
		}
		w := word{space, text[:end]}
		first, _ := utf8.DecodeRuneInString(w.text)
		if last := len(out) - 1; last >= 0 && (strings.ContainsRune(closingMarks, first) || out[last].text == "«") {
			out[last].text += w.space + w.text
		} else {
			out = append(out, w)
		}
		s = text[end:]
	}
	return out
}

// closingMarks are the marks French puts after a space that does not break.
const closingMarks = ":;!?»"

// fields are the words of s that a line may break between (see words).
func fields(s string) []string {
	ws := words(s)
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.text
	}
	return out
}

// widestWord is the width of the widest of the words s splits into (see
// words), found without their slice.
func widestWord(s string) int {
	if !strings.Contains(s, " ") {
		return Width(s)
	}
	widest := 0
	start, end := -1, -1 // the word being read: s[start:end]
	for i := 0; i < len(s); {
		if s[i] == ' ' {
			i++
			continue
		}
		j := strings.IndexByte(s[i:], ' ')
		if j < 0 {
			j = len(s)
		} else {
			j += i
		}
		first, _ := utf8.DecodeRuneInString(s[i:j])
		if start >= 0 && (strings.ContainsRune(closingMarks, first) || s[start:end] == "«") {
			end = j // held to the word before, with the spaces between
		} else {
			if start >= 0 {
				widest = max(widest, Width(s[start:end]))
			}
			start, end = i, j
		}
		i = j
	}
	if start >= 0 {
		widest = max(widest, Width(s[start:end]))
	}
	return widest
}

// fillSpaced lays words out greedily as fill does, keeping the spaces
// between the words of a line (and the first line's indentation).
func fillSpaced(ws []word, first, rest int) []string {
	var lines []string
	line, room := "", first
	for i, w := range ws {
		switch {
		case i == 0:
			line = w.space + w.text
		case line == "":
			line = w.text
		case Width(line)+Width(w.space)+Width(w.text) <= room:
			line += w.space + w.text
		default:
			lines = append(lines, line)
			line, room = w.text, rest
		}
	}
	return append(lines, line)
}

// fill lays words out greedily: the first line holds at most first
// columns, every other line rest. A word wider than its line is put on a
// line of its own.
func fill(words []string, first, rest int) []string {
	var lines []string
	line, room := "", first
	for _, w := range words {
		switch {
		case line == "":
			line = w
		case Width(line)+1+Width(w) <= room:
			line += " " + w
		default:
			lines = append(lines, line)
			line, room = w, rest
		}
	}
	return append(lines, line)
}

// breakWord cuts a word wider than width columns into pieces that fit,
// between grapheme clusters (a wide character is never split).
func breakWord(w string, width int) []string {
	var pieces []string
	piece, used := "", 0
	state := -1
	for w != "" {
		var cluster string
		var cw int
		cluster, w, cw, state = uniseg.FirstGraphemeClusterInString(w, state)
		if used+cw > width && piece != "" {
			pieces = append(pieces, piece)
			piece, used = "", 0
		}
		piece += cluster
		used += cw
	}
	return append(pieces, piece)
}
