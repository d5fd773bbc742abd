package game

import (
	"bytes"
	"encoding/json"
	"unicode"
	"unicode/utf8"

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

// ReadNotation reads a play script written in notation and plays it
// through the game's tracker. It gives the tracker and the script as JSON
// (what is stored as the game's input); an unreadable line is an input
// error and a broken rule a violation naming its line, as for JSON.
// setup, if not nil, may change the script's setup before it is played
// (the --bonus-hex of the command line).
func ReadNotation(name string, src []byte, setup func(*dice.Script) error) (Tracked, json.RawMessage, error) {
	switch name {
	case dice.Game:
		g, err := notation.ReadDice(string(src))
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
		g, err := notation.ReadJunior(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return Junior{t}, mustJSON(g.Script), err
	case zoosim.Game:
		g, err := notation.ReadZooSim(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return ZooSim{t}, mustJSON(g.Script), err
	}
	return nil, nil, unknown(name)
}

// ReadScript reads a play script, JSON or notation (IsJSON tells which),
// and plays it through the game's tracker: the tracker and the script as
// JSON, as it is stored.
func ReadScript(name string, data []byte) (Tracked, json.RawMessage, error) {
	if !IsJSON(data) {
		return ReadNotation(name, data, nil)
	}
	t, err := Replay(name, data)
	return t, data, err
}
