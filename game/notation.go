package game

import (
	"bytes"
	"encoding/json"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer/notation"
)

// IsJSON tells a JSON play script from one written in notation: JSON is an
// object, so its first character that is not blank is '{'.
func IsJSON(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if !unicode.IsSpace(r) {
			return r == '{'
		}
		data = data[size:]
	}
	return false
}

// NotationReader reads lines of a game's notation with the words of every
// language, the table's own first (see notation.Reader).
func NotationReader(loc *i18n.Localizer, name string) notation.Reader {
	if loc == nil {
		loc = i18n.For(i18n.English)
	}
	return notation.Reader{Words: Reading(name), Fold: i18n.Fold, Say: loc.Word}
}

var (
	readingsMu sync.Mutex
	readings   = map[string]map[string]string{}
)

// Reading is what may be typed for the words of a game's notation, in any
// language: i18n.Reading of its vocabulary, made once.
func Reading(name string) map[string]string {
	readingsMu.Lock()
	defer readingsMu.Unlock()
	if r, ok := readings[name]; ok {
		return r
	}
	r := i18n.Reading(notation.Vocabulary(name))
	readings[name] = r
	return r
}

// ReadNotation reads a play script written in notation with the words rd
// reads, and plays it through the game's tracker. It gives the tracker and
// the script as JSON (what is stored as the game's input); an unreadable
// line is an input error and a broken rule a violation naming its line, as
// for JSON.
func (k Kind) ReadNotation(rd notation.Reader, src []byte) (Tracked, json.RawMessage, error) {
	return k.readNotation(rd, src)
}

// WriteNotation writes a stored play script in the game's notation.
func (k Kind) WriteNotation(script []byte) (string, error) { return k.writeNotation(script) }

// ReadScript reads a play script, JSON or notation (IsJSON tells which;
// its words in any language, those of loc first), and plays it through the
// game's tracker: the tracker and the script as JSON, as it is stored.
func ReadScript(loc *i18n.Localizer, name string, data []byte) (Tracked, json.RawMessage, error) {
	k, ok := Lookup(name)
	if !ok {
		return nil, nil, unknown(name)
	}
	if !IsJSON(data) {
		return k.ReadNotation(NotationReader(loc, name), data)
	}
	t, err := k.Replay(data)
	return t, data, err
}
