package termtext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Visible returns s with every character that could drive a terminal, forge
// a line or hide itself written out as an escape: control characters (an
// ANSI or OSC sequence starts with ESC, \r and backspace overwrite, \n
// starts a row), invisible formatting characters (right-to-left overrides,
// zero-width spaces and joiners, the byte order mark), line and paragraph
// separators, blank fillers, and bytes that are not UTF-8. ESC becomes \x1b,
// U+202E \u202e, a newline \n, a byte that is not UTF-8 \xff. Everything
// else, accents and other scripts included, is left as it is, and a string
// that needs no escape is returned unchanged. Names are checked when they
// are entered, but a file written by an older zooscore may hold anything:
// every name and stored text goes through Visible before it is shown.
// Visible(Visible(s)) == Visible(s).
func Visible(s string) string {
	if plainASCII(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case !hidden(r):
			b.WriteRune(r)
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
		i += size
	}
	return b.String()
}

// VisibleLines is Visible for text whose own line breaks are meant (a
// message wrapped to the terminal): each line is made visible on its own.
func VisibleLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = Visible(l)
	}
	return strings.Join(lines, "\n")
}

func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

// hidden reports whether r is a character that does not show as itself.
// Variation selectors are left alone: they only pick how the character
// before them is drawn (an emoji in colour), and cannot move or hide text.
func hidden(r rune) bool {
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) || unicode.Is(fillers, r)
}

// fillers are letters and marks that are drawn as nothing at all: a name
// made of them looks empty or like another name.
var fillers = &unicode.RangeTable{R16: []unicode.Range16{
	{Lo: 0x034f, Hi: 0x034f, Stride: 1}, // combining grapheme joiner
	{Lo: 0x115f, Hi: 0x1160, Stride: 1}, // Hangul choseong and jungseong fillers
	{Lo: 0x17b4, Hi: 0x17b5, Stride: 1}, // Khmer inherent vowels
	{Lo: 0x180b, Hi: 0x180f, Stride: 1}, // Mongolian free variation selectors
	{Lo: 0x3164, Hi: 0x3164, Stride: 1}, // Hangul filler
	{Lo: 0xffa0, Hi: 0xffa0, Stride: 1}, // halfwidth Hangul filler
}}
