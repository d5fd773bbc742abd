// Package jsonread reads the usual shapes of the games' inputs in one quick
// pass, straight into their Go types, with no reflection.
//
// It is strict the easy way: whatever it does not expect makes it give up,
// and the caller reads the input again with scorer.Decode, which reads it
// just as strictly and says what is wrong. It gives up at null, a name it
// is not told to read, a name given twice, any escape (\n, \u00e9) in a
// string, a number that is not a plain whole number of 64 bits, a wrong
// kind of value, data after the value, and anything that is not JSON
// (control characters or invalid UTF-8 in a string, a missing comma, a
// leading zero). So a quick read gives exactly what scorer.Decode gives, or
// nothing; the games' tests hold the two to that on every input they have,
// and under fuzzing.
//
// Most of what makes it give up, scorer.Decode refuses too; only an escape
// and an object of very many members are merely unusual. Try tells the
// two apart, so that a caller knows without scorer.Decode that an input
// will be refused (a play script is not sheets).
package jsonread

import (
	"bytes"
	"unicode/utf8"

	"github.com/zooscore/zooscore/scorer"
)

// Reader reads one JSON value. Once it has given up, its methods do nothing
// and return zero values.
type Reader struct {
	data   []byte
	pos    int
	ok     bool
	unsure bool              // it gave up at something scorer.Decode may read
	long   *scorer.ListLimit // it stopped at a list longer than this limit
}

// Read runs read over data and reports whether it read all of it: one value,
// as read expected it, and nothing after it but white space.
func Read(data []byte, read func(r *Reader)) bool { return Try(data, read) == Done }

// Outcome is how a quick read ended.
type Outcome int

const (
	// Unsure: the reader gave up at something unusual; only scorer.Decode
	// can tell whether the input is right.
	Unsure Outcome = iota
	// Done: the input was read whole.
	Done
	// Refused: the reader gave up at something scorer.Decode refuses too
	// (bad JSON, null, a name given twice or unknown, a value of the wrong
	// kind, a number that is not whole or too large, data after the value).
	Refused
	// TooLong: the reader stopped at a list longer than its limit (see
	// ListIn), without reading further; the input is refused as the
	// limit's broken rule.
	TooLong
)

// Try runs read over data, as Read does, and says how the reading ended.
func Try(data []byte, read func(r *Reader)) Outcome {
	var r Reader
	return tryInto(&r, data, read)
}

// tryInto is Try with the reader given, to look at once it has read.
func tryInto(r *Reader, data []byte, read func(r *Reader)) Outcome {
	if len(data) > scorer.MaxInput {
		return Refused
	}
	*r = Reader{data: data, ok: true}
	read(r)
	if r.ok && (r.peek() != 0 || r.pos != len(data)) {
		r.stop() // data after the value
	}
	switch {
	case r.ok:
		return Done
	case r.long != nil:
		return TooLong
	case r.unsure:
		return Unsure
	}
	return Refused
}

// GiveUp stops the reading at a value scorer.Decode refuses too (one a
// type that reads its JSON itself does not take).
func (r *Reader) GiveUp() { r.stop() }

// stop gives up at what scorer.Decode refuses too; the first reason to
// give up is the one that counts.
func (r *Reader) stop() { r.ok = false }

// tooLong stops at a list longer than limit.
func (r *Reader) tooLong(limit *scorer.ListLimit) {
	if r.ok {
		r.ok, r.long = false, limit
	}
}

// unusual gives up at what scorer.Decode may read.
func (r *Reader) unusual() {
	if r.ok {
		r.ok, r.unsure = false, true
	}
}

// peek skips white space and gives the next byte, 0 at the end.
func (r *Reader) peek() byte {
	for r.pos < len(r.data) {
		switch c := r.data[r.pos]; c {
		case ' ', '\t', '\n', '\r':
			r.pos++
		default:
			return c
		}
	}
	return 0
}

// next reads the byte c, after white space.
func (r *Reader) next(c byte) bool {
	if !r.ok || r.peek() != c {
		r.stop()
		return false
	}
	r.pos++
	return true
}

// maxMembers is the most members an object may have: more than any of the
// games' objects, so that names given twice are found by comparing them.
const maxMembers = 32

// Object reads an object, calling member with each name (a part of the
// input, not to be kept) to read its value; member reports false for a
// name it does not know.
func (r *Reader) Object(member func(name []byte) bool) {
	if !r.next('{') {
		return
	}
	if r.peek() == '}' {
		r.pos++
		return
	}
	var names [maxMembers][]byte
	for n := 0; r.ok; n++ {
		name := r.plainString()
		if r.ok && n == maxMembers {
			r.unusual()
		}
		if !r.ok || seen(names[:n], name) || !r.next(':') || !member(name) || !r.ok {
			r.stop()
			return
		}
		names[n] = name
		if !r.endOrComma('}') {
			return
		}
	}
}

func seen(names [][]byte, name []byte) bool {
	for _, n := range names {
		if bytes.Equal(n, name) {
			return true
		}
	}
	return false
}

// endOrComma reads the comma between two members or elements (true: more
// follow), or the end of the object or array.
func (r *Reader) endOrComma(end byte) bool {
	switch r.peek() {
	case ',':
		r.pos++
		return true
	case end:
		r.pos++
		return false
	}
	r.stop()
	return false
}

// Array reads an array, calling elem to read each element.
func (r *Reader) Array(elem func()) {
	if !r.next('[') {
		return
	}
	if r.peek() == ']' {
		r.pos++
		return
	}
	for r.ok {
		elem()
		if !r.ok || !r.endOrComma(']') {
			return
		}
	}
}

// Int reads a whole number written without a fraction or an exponent that
// fits an int (64 bits).
func (r *Reader) Int() int {
	if !r.ok {
		return 0
	}
	neg := r.peek() == '-'
	if neg {
		r.pos++
	}
	start := r.pos
	limit := uint64(1<<63 - 1)
	if neg {
		limit++
	}
	var n uint64
	for ; r.pos < len(r.data); r.pos++ {
		d := uint64(r.data[r.pos] - '0')
		if d > 9 {
			break
		}
		if n > (limit-d)/10 {
			r.stop()
			return 0
		}
		n = n*10 + d
	}
	digits := r.pos - start
	if digits == 0 || digits > 1 && r.data[start] == '0' {
		r.stop() // not a number, or a leading zero
		return 0
	}
	if neg {
		return -int(n)
	}
	return int(n)
}

// Kind says what the next value is: '"' a string, '0' a number, '{' an
// object, '[' an array, 't' or 'f' true or false, 'n' null; 0 when the
// reading stopped or nothing follows.
func (r *Reader) Kind() byte {
	if !r.ok {
		return 0
	}
	switch c := r.peek(); {
	case c == '-' || '0' <= c && c <= '9':
		return '0'
	case c == '"' || c == '{' || c == '[' || c == 't' || c == 'f' || c == 'n':
		return c
	}
	return 0
}

// Bool reads true or false.
func (r *Reader) Bool() bool {
	switch {
	case !r.ok:
	case r.literal("true"):
		return true
	case r.literal("false"):
		return false
	}
	r.stop()
	return false
}

func (r *Reader) literal(word string) bool {
	if r.peek() == word[0] && bytes.HasPrefix(r.data[r.pos:], []byte(word)) {
		r.pos += len(word)
		return true
	}
	return false
}

// plainString reads a string without escapes and gives its bytes, a part of
// the input.
func (r *Reader) plainString() []byte {
	if !r.next('"') {
		return nil
	}
	start, ascii := r.pos, true
	for ; r.pos < len(r.data); r.pos++ {
		switch c := r.data[r.pos]; {
		case c == '"':
			s := r.data[start:r.pos]
			r.pos++
			if !ascii && !utf8.Valid(s) {
				r.stop()
			}
			return s
		case c == '\\':
			r.unusual() // an escape
			return nil
		case c < 0x20:
			r.stop() // a control character
			return nil
		case c >= 0x80:
			ascii = false
		}
	}
	r.stop()
	return nil
}

// String reads a string. When it is one of words, that word is returned
// rather than a copy: the game's words are read without allocating.
func (r *Reader) String(words []string) string {
	s := r.plainString()
	if !r.ok {
		return ""
	}
	return Word(s, words)
}

// Word gives s as a string: the one of words it equals, or a copy.
func Word(s []byte, words []string) string {
	for _, w := range words {
		if string(s) == w {
			return w
		}
	}
	return string(s)
}

// Strings reads an array of strings (see String) into a slice of its
// length, empty but not nil for [].
func (r *Reader) Strings(words []string) []string {
	var buf [8]string
	list := buf[:0]
	r.Array(func() { list = append(list, r.String(words)) })
	if len(list) == 0 {
		return []string{}
	}
	return append(make([]string, 0, len(list)), list...)
}
