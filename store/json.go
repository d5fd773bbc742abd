package store

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// The JSON of a stored result is written by hand (appendLean): these write
// its texts as encoding/json does without HTML escaping, the way every
// JSON output of zooscore is written (a test compares them).

const hexDigits = "0123456789abcdef"

// plainJSON marks the bytes a JSON string holds as they are: printable
// ASCII but the quote and the backslash.
var plainJSON = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// appendJSONString appends s as a JSON string: quotes, backslashes and
// control characters escaped, bytes that are not UTF-8 written as U+FFFD,
// and U+2028 and U+2029 escaped (JavaScript reads them as line ends).
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if plainJSON[c] {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(append(b, s[start:i]...), `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// compact gives JSON without its layout; input that is not JSON (which
// never reaches here from the commands) is kept as it is. JSON already
// compact (every input zooscore stores, every line of an export) is kept
// without a copy: telling takes a tenth of the time json.Compact takes to
// copy it.
func compact(raw []byte) []byte {
	if isCompactJSON(raw) {
		return raw
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return raw
	}
	return b.Bytes()
}

// isCompactJSON reports whether JSON text has no white space outside its
// strings, nor at its ends. It runs on every game of an import, so it
// looks for the few bytes that matter with bytes.IndexByte (many bytes at
// a time) rather than at every byte: a tab, a line end or a carriage
// return (never raw inside a string), then each space, which is outside
// the strings when the quotes before it are even in number. A backslash
// (an escaped quote counts for nothing) sends the text to the byte by
// byte reading.
func isCompactJSON(raw []byte) bool {
	for _, c := range []byte{'\\', '\t', '\n', '\r'} {
		if bytes.IndexByte(raw, c) >= 0 {
			return c == '\\' && isCompactSlow(raw)
		}
	}
	inString := false
	for rest := raw; ; {
		i := bytes.IndexByte(rest, ' ')
		if i < 0 {
			return true
		}
		if bytes.Count(rest[:i], quote)%2 == 1 {
			inString = !inString
		}
		if !inString {
			return false
		}
		rest = rest[i+1:]
	}
}

var quote = []byte{'"'}

func isCompactSlow(raw []byte) bool {
	in, escaped := false, false
	for _, c := range raw {
		switch {
		case escaped:
			escaped = false
		case in && c == '\\':
			escaped = true
		case c == '"':
			in = !in
		case !in && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			return false
		}
	}
	return true
}
