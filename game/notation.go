package game

import (
	"bytes"
	"encoding/json"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/zooscore/zooscore/i18n"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
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
// for JSON. setup, if not nil, may change the script's setup before it is
// played (the --bonus-hex of the command line).
func ReadNotation(rd notation.Reader, name string, src []byte, setup func(*dice.Script) error) (Tracked, json.RawMessage, error) {
	switch name {
	case dice.Game:
		g, err := rd.ReadDice(string(src))
		if err != nil {
			return nil, nil, err
		}
		if setup != nil {
			if err := setup(&g.Script); err != nil {
				return nil, nil, err
			}
		}
		t, err := g.Play()
		return Dice{t}, mustJSON(g.Script), err
	case junior.Game:
		g, err := rd.ReadJunior(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return Junior{t}, mustJSON(g.Script), err
	case zoosim.Game:
		g, err := rd.ReadZooSim(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return ZooSim{t}, mustJSON(g.Script), err
	}
	return nil, nil, unknown(name)
}

// ReadScript reads a play script, JSON or notation (IsJSON tells which;
// its words in any language, those of loc first), and plays it through the
// game's tracker: the tracker and the script as JSON, as it is stored.
func ReadScript(loc *i18n.Localizer, name string, data []byte) (Tracked, json.RawMessage, error) {
	if !IsJSON(data) {
		return ReadNotation(NotationReader(loc, name), name, data, nil)
	}
	t, err := Replay(name, data)
	return t, data, err
}
