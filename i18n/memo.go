package i18n

import (
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/msg"
)

// A memo keeps what a localizer said, so that a message said again is
// not put into words again: go-i18n matches the language and runs a
// template for every message (3 µs), and the store says every item and
// warning of every game it keeps, in English: without a memo, an import of
// a club's 100,000 games took 1.66 times the processor time. What it keeps
// of a message is its pattern: the words with a mark where each argument
// goes, by message id and plural count; the arguments (a player's name, a
// number, an animal, each in words already) are put in place of the marks.
// That holds because every message of the catalogs puts its arguments in
// as they are ({{.name}}: no test, no function on them; a test of the
// catalogs checks it), so a pattern serves every game.

// memoSize bounds a memo: it is emptied when full, so its memory stays
// flat however many games are said. The patterns of the catalogs are
// fewer, and so are the labels of a club's history (a few thousand, most
// of them ZooSim's years).
const memoSize = 1 << 14

type memo map[string]string

// Memo returns a localizer of the same language that remembers the
// patterns of what it said. It is for one goroutine: give each its own.
func (l *Localizer) Memo() *Localizer {
	if l == nil {
		l = For(English)
	}
	return &Localizer{lang: l.lang, loc: l.loc, memo: memo{}}
}

// count says a count ("3 visitors"), kept by its noun and number: a count
// is an argument of most labels, and making its message to say it took
// more than the rest of the label.
func (m memo) count(l *Localizer, c msg.Count) string {
	var buf [64]byte
	key := strconv.AppendInt(append(appendText(append(buf[:0], "count:"...), c.Noun), ':'), int64(c.N), 10)
	if s, ok := m[string(key)]; ok { // no key of sayMemo begins so: it begins with a length
		return s
	}
	s := l.Say(msg.M("count."+c.Noun, "n", c.N))
	m.keep(string(key), s)
	return s
}

// appendWhole appends a key of a whole message that names nobody: its id
// and the values of its arguments; whole is false for a message with a
// name or a value of another kind, which is said from its pattern every
// time. A memo keeps the words of such a message by that key (after
// "said:"): most labels of a club's history are said again and again, and
// finding their words takes a fraction of putting them together. That
// made a third of the saying at an import.
func appendWhole(b []byte, m msg.Msg) (_ []byte, whole bool) {
	b = strconv.AppendInt(appendText(b, m.ID), int64(len(m.Args)), 10)
	for _, a := range m.Args {
		if b, whole = appendValue(appendText(b, a.Name), a.Value); !whole {
			return b, false
		}
	}
	return b, true
}

func appendValue(b []byte, v any) (_ []byte, whole bool) {
	switch x := v.(type) {
	case int:
		return append(strconv.AppendInt(append(b, 'i'), int64(x), 10), ';'), true
	case msg.Word:
		return appendText(append(b, 'w'), string(x)), true
	case msg.Count:
		return append(strconv.AppendInt(appendText(append(b, 'c'), x.Noun), int64(x.N), 10), ';'), true
	case msg.Msg:
		return appendWhole(append(b, 'm'), x)
	case msg.List:
		b = append(b, 'l')
		if x.Or {
			b[len(b)-1] = 'o'
		}
		b = append(strconv.AppendInt(b, int64(len(x.Items)), 10), ';')
		for _, it := range x.Items {
			if b, whole = appendValue(b, it); !whole {
				return b, false
			}
		}
		return b, true
	}
	return b, false
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
func (l *Localizer) sayMemo(m msg.Msg) (string, bool) {
	var (
		count any
		small [8]string
	)
	args := small[:0]
	for _, a := range m.Args {
		if a.Name == "n" {
			count = a.Value
			if c, ok := count.(msg.Count); ok {
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
	b.Grow(len(pattern) + 16*len(args))
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
