package i18n

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// parseCatalog reads a catalog file into its messages. The catalogs use a
// small part of TOML: `"id" = STRING` at the top, and tables `["id"]` of
// plural forms (`one = STRING`, `other = STRING`, ...); STRING is any of
// TOML's four kinds of string. That part is read here, and anything else
// is an error naming its line. Every command reads the English catalogs
// and those of its language at its start: through a TOML library and
// go-i18n's generic reading that took 21-28 ms of the 50 ms `zooscore
// version` took (45 ms more in German or French); read here, under 2 ms.
// TestCatalogFilesReadAsTOML holds every catalog to what the TOML
// library and go-i18n read of it.
func parseCatalog(data []byte) ([]*goi18n.Message, error) {
	var out []*goi18n.Message
	err := scanCatalog(string(data), func(id string, m catalogMsg) {
		out = append(out, m.goi18n(id))
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// catalogMsg is a message of a catalog as read, until it is first said: its
// text, or the forms of a plural (a table). Kept so, a catalog's 2,000
// messages take a fifth of the memory of go-i18n's messages, and memory
// is most of a short command's start (see load).
type catalogMsg struct {
	text   string
	plural *goi18n.Message // a table's forms; nil for a text
}

// goi18n is the message as go-i18n takes it.
func (m catalogMsg) goi18n(id string) *goi18n.Message {
	if m.plural != nil {
		return m.plural
	}
	return &goi18n.Message{ID: id, Other: m.text}
}

// scanCatalog reads the messages of a catalog's text, giving each to add
// as it is read (a table's before its forms: they are set on it after).
func scanCatalog(src string, add func(id string, m catalogMsg)) error {
	r := &catalogReader{src: src, line: 1}
	var table *goi18n.Message
	for {
		r.skipBlank()
		if r.done() {
			return nil
		}
		if r.peek() == '[' {
			r.pos++
			r.skipSpaces()
			id, err := r.key()
			if err != nil {
				return err
			}
			r.skipSpaces()
			if !r.eat(']') {
				return r.fail("a table's name ends with ]")
			}
			table = &goi18n.Message{ID: id}
			add(id, catalogMsg{plural: table})
			if err := r.endLine(); err != nil {
				return err
			}
			continue
		}
		at := r.line
		key, err := r.key()
		if err != nil {
			return err
		}
		r.skipSpaces()
		if !r.eat('=') {
			return r.fail("a key is followed by =")
		}
		r.skipSpaces()
		value, err := r.str()
		if err != nil {
			return err
		}
		if err := r.endLine(); err != nil {
			return err
		}
		if table == nil {
			add(key, catalogMsg{text: value})
			continue
		}
		if err := setForm(table, key, value); err != nil {
			return fmt.Errorf("line %d: %w", at, err)
		}
	}
}

// setForm sets a plural form of a message of a table.
func setForm(m *goi18n.Message, form, value string) error {
	switch form {
	case "zero":
		m.Zero = value
	case "one":
		m.One = value
	case "two":
		m.Two = value
	case "few":
		m.Few = value
	case "many":
		m.Many = value
	case "other":
		m.Other = value
	default:
		return fmt.Errorf("%q is not a plural form (zero, one, two, few, many, other)", form)
	}
	return nil
}

type catalogReader struct {
	src       string
	pos, line int
}

func (r *catalogReader) done() bool { return r.pos >= len(r.src) }
func (r *catalogReader) peek() byte { return r.src[r.pos] }

func (r *catalogReader) eat(c byte) bool {
	if !r.done() && r.peek() == c {
		r.pos++
		return true
	}
	return false
}

func (r *catalogReader) fail(what string) error {
	return fmt.Errorf("line %d: %s", r.line, what)
}

func (r *catalogReader) skipSpaces() {
	for !r.done() && (r.peek() == ' ' || r.peek() == '\t') {
		r.pos++
	}
}

// skipBlank skips blank lines and comments.
func (r *catalogReader) skipBlank() {
	for !r.done() {
		switch r.peek() {
		case ' ', '\t', '\r':
			r.pos++
		case '\n':
			r.pos++
			r.line++
		case '#':
			for !r.done() && r.peek() != '\n' {
				r.pos++
			}
		default:
			return
		}
	}
}

// endLine reads what may follow a value on its line: spaces, a comment.
func (r *catalogReader) endLine() error {
	r.skipSpaces()
	if r.eat('#') {
		for !r.done() && r.peek() != '\n' {
			r.pos++
		}
	}
	r.eat('\r')
	if r.done() || r.eat('\n') {
		r.line++
		return nil
	}
	return r.fail("one key = value a line")
}

// key reads a key: quoted, or bare (letters, digits, - and _; a dot
// would make it a key of a table within a table, which no catalog has).
func (r *catalogReader) key() (string, error) {
	if !r.done() && (r.peek() == '"' || r.peek() == '\'') {
		return r.str()
	}
	from := r.pos
	for !r.done() {
		c := r.peek()
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' {
			r.pos++
			continue
		}
		break
	}
	if r.pos == from {
		return "", r.fail("a key is expected")
	}
	return r.src[from:r.pos], nil
}

// str reads a string of any of TOML's four kinds.
func (r *catalogReader) str() (string, error) {
	rest := r.src[r.pos:]
	switch {
	case strings.HasPrefix(rest, `'''`):
		return r.long(`'''`, false)
	case strings.HasPrefix(rest, `"""`):
		return r.long(`"""`, true)
	case strings.HasPrefix(rest, `'`):
		end := strings.IndexAny(rest[1:], "'\n")
		if end < 0 || rest[1+end] != '\'' {
			return "", r.fail("a string in ' ends on its line")
		}
		r.pos += end + 2
		return rest[1 : 1+end], nil
	case strings.HasPrefix(rest, `"`):
		if end := strings.IndexAny(rest[1:], "\"\\\n"); end >= 0 && rest[1+end] == '"' {
			r.pos += end + 2
			return rest[1 : 1+end], nil // no escape: the text as it is (most messages)
		}
		var b strings.Builder
		for i := 1; i < len(rest); i++ {
			switch c := rest[i]; c {
			case '"':
				r.pos += i + 1
				return b.String(), nil
			case '\n':
				return "", r.fail(`a string in " ends on its line`)
			case '\\':
				n, err := r.escape(&b, rest[i:])
				if err != nil {
					return "", err
				}
				i += n - 1
			default:
				b.WriteByte(c)
			}
		}
		return "", r.fail(`a string in " ends on its line`)
	}
	return "", r.fail("a string is expected")
}

// long reads a multi-line string: a line end right after its opening
// quotes is not part of it; a basic one (""") reads escapes, and a
// backslash at a line's end joins it to the next line's first
// non-blank character.
func (r *catalogReader) long(quotes string, basic bool) (string, error) {
	start := r.pos + len(quotes)
	if strings.HasPrefix(r.src[start:], "\r\n") {
		start += 2
	} else if strings.HasPrefix(r.src[start:], "\n") {
		start++
	}
	end := strings.Index(r.src[start:], quotes)
	if end < 0 {
		return "", r.fail("a string in " + quotes + " has no end")
	}
	for end+len(quotes) < len(r.src[start:]) && r.src[start+end+len(quotes)] == quotes[0] {
		end++ // up to two quotes just before the closing ones belong to the string
	}
	body := r.src[start : start+end]
	r.line += strings.Count(r.src[r.pos:start+end+len(quotes)], "\n")
	r.pos = start + end + len(quotes)
	if !basic {
		return body, nil
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] != '\\' {
			b.WriteByte(body[i])
			continue
		}
		if rest := strings.TrimLeft(body[i+1:], " \t"); strings.HasPrefix(rest, "\n") || strings.HasPrefix(rest, "\r\n") {
			i = len(body) - len(strings.TrimLeft(rest, " \t\r\n")) - 1 // the line end and the next line's blanks
			continue
		}
		n, err := r.escape(&b, body[i:])
		if err != nil {
			return "", err
		}
		i += n - 1
	}
	return b.String(), nil
}

var simpleEscapes = map[byte]byte{'b': '\b', 't': '\t', 'n': '\n', 'f': '\f', 'r': '\r', '"': '"', '\\': '\\'}

// escape writes what the escape at the start of s stands for, and says how
// many bytes it took.
func (r *catalogReader) escape(b *strings.Builder, s string) (int, error) {
	if len(s) < 2 {
		return 0, r.fail("a backslash ends the string")
	}
	if c, ok := simpleEscapes[s[1]]; ok {
		b.WriteByte(c)
		return 2, nil
	}
	digits := map[byte]int{'u': 4, 'U': 8}[s[1]]
	if digits == 0 || len(s) < 2+digits {
		return 0, r.fail(fmt.Sprintf("%q is not an escape of TOML", s[:2]))
	}
	n, err := strconv.ParseUint(s[2:2+digits], 16, 32)
	if err != nil || !utf8.ValidRune(rune(n)) {
		return 0, r.fail(fmt.Sprintf("%q is not a character", s[:2+digits]))
	}
	b.WriteRune(rune(n))
	return 2 + digits, nil
}
