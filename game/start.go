package game

import (
	"bytes"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/zooscore/zooscore/scorer"
)

// StartPlayer is who started a tracked game, as its play script tells it
// (the Kind's starter: where the script holds that player), spelled as
// its players list spells them. ok is false for sheets, which do not tell
// it, and for a script before its first take. It reads the script only
// as far as it needs, so that an export can give it for every game.
func (k Kind) StartPlayer(input []byte) (name string, ok bool) {
	if len(k.starter) == 0 {
		return "", false
	}
	first, ok := stringAt(input, k.starter)
	if !ok {
		return "", false
	}
	for _, p := range stringsAt(input, "players") {
		if scorer.NameKey(p) == scorer.NameKey(first) {
			return p, true
		}
	}
	return "", false // a player the script does not list: not a script
}

// StartPlayer is the StartPlayer of the game named.
func StartPlayer(name string, input []byte) (string, bool) {
	k, ok := Lookup(name)
	if !ok {
		return "", false
	}
	return k.StartPlayer(input)
}

// stringAt is the string at path in a JSON value: each step is the name
// of an object's member (string) or the index of a list's item (int).
// ok is false when the path is not there or holds no string.
func stringAt(data []byte, path []any) (string, bool) {
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	for _, step := range path {
		if !enter(dec, step) {
			return "", false
		}
	}
	tok, err := dec.ReadToken()
	if err != nil || tok.Kind() != '"' {
		return "", false
	}
	return tok.String(), true
}

// enter reads dec up to the value of one step of a path.
func enter(dec *jsontext.Decoder, step any) bool {
	switch s := step.(type) {
	case string:
		if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
			return false
		}
		for dec.PeekKind() == '"' {
			tok, err := dec.ReadToken()
			if err != nil {
				return false
			}
			if tok.String() == s {
				return true
			}
			if dec.SkipValue() != nil {
				return false
			}
		}
	case int:
		if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '[' {
			return false
		}
		for i := 0; dec.PeekKind() != ']' && dec.PeekKind() != 0; i++ {
			if i == s {
				return true
			}
			if dec.SkipValue() != nil {
				return false
			}
		}
	}
	return false
}

// stringsAt is the list of strings that is the member name of a JSON
// object (nil when there is none).
func stringsAt(data []byte, name string) []string {
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	if !enter(dec, name) {
		return nil
	}
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '[' {
		return nil
	}
	var out []string
	for dec.PeekKind() == '"' {
		tok, err := dec.ReadToken()
		if err != nil {
			return nil
		}
		out = append(out, tok.String())
	}
	return out
}
