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
package jsonread

import (
	"bytes"
	"unicode/utf8"

	"github.com/zooscore/zooscore/scorer"
)

// Reader reads one JSON value. Once it has given up, its methods do nothing
// and return zero values.
type Reader struct {
	data []byte
	pos  int
	ok   bool
}

// Read runs read over data and reports whether it read all of it: one value,
// as read expected it, and nothing after it but white space.
func Read(data []byte, read func(r *Reader)) bool {
	if len(data) > scorer.MaxInput {
		return false
	}
	r := Reader{data: data, ok: true}
	read(&r)
	return r.ok && r.peek() == 0 && r.pos == len(data)
}

// GiveUp stops the reading: the input is not of a shape the caller knows.
func (r *Reader) GiveUp() { r.ok = false }

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
		r.ok = false
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
		if !r.ok || n == maxMembers || seen(names[:n], name) || !r.next(':') || !member(name) || !r.ok {
			r.ok = false
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
	r.ok = false
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
			r.ok = false
			return 0
		}
		n = n*10 + d
	}
	digits := r.pos - start
	if digits == 0 || digits > 1 && r.data[start] == '0' {
		r.ok = false // not a number, or a leading zero
		return 0
	}
	if neg {
		return -int(n)
	}
	return int(n)
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
	r.ok = false
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
				r.ok = false
			}
			return s
		case c < 0x20 || c == '\\':
			r.ok = false // a control character, or an escape
			return nil
		case c >= 0x80:
			ascii = false
		}
	}
	r.ok = false
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
