package exchange

import (
	"bytes"
	"math/bits"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/zooscore/zooscore/scorer"
)

// The skimmer is kept for what it saves a user waiting for an import (issue
// 21 asked for it to go unless it saves more than 5%): importing a club's
// export of 100,000 games without it took 1.09 times as long (medians of
// 9 runs paired with it, 4.92 s against 4.50 s; 1.10 times the processor
// time), and 1.03 times as long and 1.06 times the processor time when
// results are kept as lean JSON (medians of 7 paired runs on a busier
// machine), where import is at its goal of 20,000 games a second.

// skimLine reads a line of an export as scanLine does, in one pass over its
// bytes: most of a line is the result, which import skips, and checking
// that it is well-formed JSON is most of the work. It gives up (ok false)
// at anything unusual, valid or not: an escape in a string, more than
// skimMembers members in an object, deep nesting, and anything scanLine
// refuses (bad JSON, invalid UTF-8, a name given twice in any object). So
// what it reads is what scanLine reads, or nothing, and scanLine then
// reads the line (the tests hold the two to that, under fuzzing too).
func skimLine(line []byte) (f lineFields, ok bool) {
	s := &skimmer{b: line}
	if !s.next('{') || s.peek() == '}' {
		return f, false
	}
	var seen uint
	for {
		if s.peek() != '"' {
			return f, false
		}
		name, ok := s.str()
		if !ok || !s.next(':') {
			return f, false
		}
		key := slices.Index(lineKeys, string(name))
		if key < 0 || seen&(1<<key) != 0 {
			return f, false
		}
		seen |= 1 << key
		if !s.member(key, &f) {
			return f, false
		}
		if s.next(',') {
			continue
		}
		if !s.next('}') || s.peek() != 0 || s.pos != len(s.b) {
			return f, false
		}
		return f, f.uuid != "" && !f.at.IsZero() && f.game != "" && len(f.input) > 0
	}
}

// member reads the value of the line's member lineKeys[key] into f, or
// skips it.
func (s *skimmer) member(key int, f *lineFields) bool {
	switch lineKeys[key] {
	case "uuid", "game", "played_at":
		if s.peek() != '"' {
			return false
		}
		v, ok := s.str()
		switch {
		case !ok:
			return false
		case lineKeys[key] == "uuid":
			f.uuid = string(v)
		case lineKeys[key] == "game":
			f.game = string(v)
		default:
			at, err := time.Parse(time.RFC3339, string(v))
			f.at = at
			return err == nil
		}
		return true
	case "location", "start_player", "note":
		if s.peek() != '"' {
			return false
		}
		v, ok := s.str()
		*f.text(lineKeys[key]) = string(v)
		return ok
	case "duration_minutes":
		if c := s.peek(); c != '-' && (c < '0' || c > '9') {
			return false
		}
		start := s.pos
		if !s.number() {
			return false
		}
		n, err := strconv.Atoi(string(s.b[start:s.pos]))
		f.log.Minutes = n
		return err == nil
	case "input":
		if s.peek() != '{' {
			return false
		}
		start := s.pos
		if !s.value(0) {
			return false
		}
		// An older export may write an empty list as null (see
		// importGameStrict).
		f.input = scorer.DropNullMembers(bytes.Clone(s.b[start:s.pos]))
		return true
	}
	return s.value(0)
}

// skimNames is the most names of members skimLine keeps at a time: those
// of the objects it is in, to find a name given twice by comparing it with
// the others. It is more than an export ever needs.
const skimNames = 64

// skimDepth is the deepest nesting skimLine reads; an export nests five
// deep.
const skimDepth = 32

// skimmer reads JSON a byte at a time. Its methods report false at what
// it gives up at, and are then not to be called again.
type skimmer struct {
	b   []byte
	pos int
	// names are the members' names read so far of each object being
	// read, the outer objects' first, as the spans of b they are at:
	// offsets hold no pointers, so storing them needs no write barrier.
	names [skimNames]span
	n     int
}

// span is the part b[start:end] of a skimmer's line.
type span struct{ start, end int }

// peek skips white space and gives the next byte, 0 at the end.
func (s *skimmer) peek() byte {
	if s.pos < len(s.b) && s.b[s.pos] > ' ' {
		return s.b[s.pos]
	}
	return s.space()
}

// space is peek past white space.
func (s *skimmer) space() byte {
	for ; s.pos < len(s.b); s.pos++ {
		switch c := s.b[s.pos]; c {
		case ' ', '\t', '\n', '\r':
		default:
			return c
		}
	}
	return 0
}

// next reads the byte c, after white space, if it comes next.
func (s *skimmer) next(c byte) bool {
	if s.peek() != c {
		return false
	}
	s.pos++
	return true
}

// value skips one value, depth the nesting it is in.
func (s *skimmer) value(depth int) bool {
	switch c := s.peek(); {
	case c == '"':
		_, ok := s.str()
		return ok
	case c == '{':
		return depth < skimDepth && s.object(depth+1)
	case c == '[':
		return depth < skimDepth && s.array(depth+1)
	case c == '-' || '0' <= c && c <= '9':
		return s.number()
	case c == 't':
		return s.literal("true")
	case c == 'f':
		return s.literal("false")
	case c == 'n':
		return s.literal("null")
	}
	return false
}

func (s *skimmer) object(depth int) bool {
	s.pos++ // {
	if s.next('}') {
		return true
	}
	// The names of its members are forgotten when it ends (not with a
	// defer, which costs more than the members of a small object).
	first := s.n
	ok := s.members(depth, first)
	s.n = first
	return ok
}

// members reads the members of an object, after its '{', and its '}';
// the names of the object's members are in s.names[first:].
func (s *skimmer) members(depth, first int) bool {
	for {
		if s.peek() != '"' {
			return false
		}
		start := s.pos + 1
		name, ok := s.str()
		if !ok || s.n == skimNames || !s.next(':') {
			return false
		}
		for _, other := range s.names[first:s.n] {
			if bytes.Equal(s.b[other.start:other.end], name) {
				return false
			}
		}
		s.names[s.n] = span{start, start + len(name)}
		s.n++
		if !s.value(depth) {
			return false
		}
		if !s.next(',') {
			return s.next('}')
		}
	}
}

func (s *skimmer) array(depth int) bool {
	s.pos++ // [
	if s.next(']') {
		return true
	}
	for {
		if !s.value(depth) {
			return false
		}
		if !s.next(',') {
			return s.next(']')
		}
	}
}

// str reads a string without escapes, its opening quote at s.pos (which
// the caller has peeked), and gives its bytes, a part of the line. It
// looks at eight bytes at a time for one that ends the run of plain ASCII
// (see stopsIn), and checks the string is UTF-8 only if it has a byte
// beyond ASCII.
func (s *skimmer) str() ([]byte, bool) {
	b, start, ascii := s.b, s.pos+1, true
	i := start
	for {
		for {
			if i+8 > len(b) {
				// The last bytes of the line, a byte at a time.
				for ; i < len(b) && !stops[b[i]]; i++ {
				}
				if i == len(b) {
					return nil, false
				}
				break
			}
			if m := stopsIn(word(b[i:])); m != 0 {
				i += bits.TrailingZeros64(m) / 8
				break
			}
			i += 8
		}
		switch c := b[i]; {
		case c == '"':
			s.pos = i + 1
			return b[start:i], ascii || utf8.Valid(b[start:i])
		case c >= 0x80:
			ascii = false
			i++
			continue
		}
		return nil, false // an escape or a control character
	}
}

// stopsIn has the high bit set of the first byte of x (in little-endian
// order) that is one of stops, and of none if there is none; it may set
// that of later bytes too. For bytes below 0x80, subtracting 0x20 from
// each, or one from each after an exclusive or with a quote or a
// backslash, sets a byte's high bit only where a byte was below 0x20, a
// quote or a backslash, or after such a byte (by a borrow).
func stopsIn(x uint64) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	quote := x ^ ones*'"'
	backslash := x ^ ones*'\\'
	return (x | (x - ones*0x20) | (quote - ones) | (backslash - ones)) & highs
}

// word gives the first eight bytes of b in little-endian order (in one
// load: the compiler combines them).
func word(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// stops are the bytes at which str stops to look: the end of the string,
// an escape, a control character and the bytes of a character beyond
// ASCII (to check that the string is UTF-8).
var stops = func() (stops [256]bool) {
	for c := range stops {
		stops[c] = c == '"' || c == '\\' || c < 0x20 || c >= 0x80
	}
	return stops
}()

// number reads a number as JSON writes it: an optional minus, a whole part
// without leading zeros, an optional fraction and exponent.
func (s *skimmer) number() bool {
	if s.b[s.pos] == '-' {
		s.pos++
	}
	switch {
	case s.pos < len(s.b) && s.b[s.pos] == '0':
		s.pos++
	case !s.digits():
		return false
	}
	if s.pos < len(s.b) && s.b[s.pos] == '.' {
		s.pos++
		if !s.digits() {
			return false
		}
	}
	if s.pos < len(s.b) && (s.b[s.pos] == 'e' || s.b[s.pos] == 'E') {
		s.pos++
		if s.pos < len(s.b) && (s.b[s.pos] == '+' || s.b[s.pos] == '-') {
			s.pos++
		}
		if !s.digits() {
			return false
		}
	}
	return true
}

// digits reads one digit or more.
func (s *skimmer) digits() bool {
	start := s.pos
	for s.pos < len(s.b) && '0' <= s.b[s.pos] && s.b[s.pos] <= '9' {
		s.pos++
	}
	return s.pos > start
}

func (s *skimmer) literal(word string) bool {
	if !bytes.HasPrefix(s.b[s.pos:], []byte(word)) {
		return false
	}
	s.pos += len(word)
	return true
}
