package i18n

import (
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// A memo keeps what a localizer said, so that a message said again is
// not put into words again: go-i18n matches the language and runs a
// template for every message, which made that most of the time of an
// export (every item and note of every game, in English). What it keeps
// of a message is its pattern: the words with a mark where each argument
// goes, by message id and plural count; the arguments (a player's name, a
// number, an animal, each in words already) are put in place of the marks.
// That holds because every message of the catalogs puts its arguments in
// as they are ({{.name}}: no test, no function on them; a test of the
// catalogs checks it), so a pattern serves every game.

// memoSize bounds a memo: it is emptied when full, so its memory stays
// flat however many games are said. The patterns of the catalogs are
// fewer.
const memoSize = 1 << 12

type memo map[string]string

// Memo returns a localizer of the same language that remembers the
// patterns of what it said. It is for one goroutine: give each its own.
func (l *Localizer) Memo() *Localizer {
	if l == nil {
		l = For(English)
	}
	return &Localizer{lang: l.lang, loc: l.loc, memo: memo{}}
}

func (m memo) keep(key, s string) {
	if len(m) >= memoSize {
		clear(m)
	}
	m[key] = s
}

// sayMemo says message m from its pattern; ok is false when it cannot be
// (an argument that is not words, or holds the mark's byte, a plural count
// that is not a number, a message missing from the catalogs).
func (l *Localizer) sayMemo(m scorer.Msg) (string, bool) {
	var (
		count any
		small [8]string
	)
	args := small[:0]
	for _, a := range m.Args {
		if a.Name == "n" {
			count = a.Value
			if c, ok := count.(scorer.Count); ok {
				count = c.N
			}
		}
		s, ok := l.arg(a.Value).(string)
		if !ok || strings.IndexByte(s, 0) >= 0 {
			return "", false
		}
		args = append(args, s)
	}
	var buf [128]byte
	key := appendText(buf[:0], m.ID)
	switch n := count.(type) {
	case nil:
		key = append(key, '-')
	case int:
		key = strconv.AppendInt(append(key, '#'), int64(n), 10)
	default:
		return "", false
	}
	for i, a := range m.Args {
		key = appendText(key, a.Name)
		if args[i] == "" { // empty and not are told apart, in case a catalog ever tests it
			key = append(key, '0')
		}
	}
	pattern, ok := l.memo[string(key)]
	if !ok {
		marked := make(map[string]any, len(m.Args))
		for i, a := range m.Args {
			marked[a.Name] = args[i]
			if args[i] != "" {
				marked[a.Name] = "\x00" + strconv.Itoa(i) + "\x00"
			}
		}
		if pattern, ok = l.localize(m.ID, count, marked); !ok {
			return "", false
		}
		l.memo.keep(string(key), pattern)
	}
	return fill(pattern, args), true
}

// fill puts the arguments in place of the marks of a pattern.
func fill(pattern string, args []string) string {
	if strings.IndexByte(pattern, 0) < 0 {
		return pattern
	}
	var b strings.Builder
	for {
		start := strings.IndexByte(pattern, 0)
		if start < 0 {
			b.WriteString(pattern)
			return b.String()
		}
		end := strings.IndexByte(pattern[start+1:], 0) + start + 1
		i, _ := strconv.Atoi(pattern[start+1 : end])
		b.WriteString(pattern[:start])
		b.WriteString(args[i])
		pattern = pattern[end+1:]
	}
}

// appendText appends s with its length first, so that no two different
// keys are the same text.
func appendText(b []byte, s string) []byte {
	b = strconv.AppendInt(b, int64(len(s)), 10)
	return append(append(b, ':'), s...)
}
