package game

import (
	"bytes"
	"sync"

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
	dec := decoders.Get().(*jsontext.Decoder)
	defer decoders.Put(dec)
	dec.Reset(bytes.NewReader(input))
	first, players, ok := k.readStarter(dec)
	if !ok {
		return "", false
	}
	if players == nil { // the script lists its players after its takes
		dec.Reset(bytes.NewReader(input))
		if enter(dec, "players") {
			players = readStrings(dec)
		}
	}
	for _, p := range players {
		if scorer.NameKey(p) == scorer.NameKey(first) {
			return p, true
		}
	}
	return "", false // a player the script does not list: not a script
}

var decoders = sync.Pool{New: func() any { return jsontext.NewDecoder(bytes.NewReader(nil)) }}

// readStarter reads a script's top members up to the starter's, and
// gives the name there, with the players list when it came first (nil
// otherwise).
func (k Kind) readStarter(dec *jsontext.Decoder) (first string, players []string, ok bool) {
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return "", nil, false
	}
	for dec.PeekKind() == '"' {
		tok, err := dec.ReadToken()
		if err != nil {
			return "", nil, false
		}
		switch tok.String() {
		case "players":
			if players = readStrings(dec); players == nil {
				return "", nil, false // sheets
			}
		case k.starter[0]:
			first, ok := stringAt(dec, k.starter[1:])
			return first, players, ok
		default:
			if dec.SkipValue() != nil {
				return "", nil, false
			}
		}
	}
	return "", nil, false
}

// StartPlayer is the StartPlayer of the game named.
func StartPlayer(name string, input []byte) (string, bool) {
	k, ok := Lookup(name)
	if !ok {
		return "", false
	}
	return k.StartPlayer(input)
}

// stringAt reads the string at path in the JSON value dec is at: each
// step is the name of an object's member (string) or the index of a
// list's item (int). ok is false when the path is not there or holds no
// string.
func stringAt(dec *jsontext.Decoder, path []any) (string, bool) {
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

// readStrings reads a list of strings (nil when dec is at anything else).
func readStrings(dec *jsontext.Decoder) []string {
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '[' {
		return nil
	}
	out := []string{}
	for dec.PeekKind() == '"' {
		tok, err := dec.ReadToken()
		if err != nil {
			return nil
		}
		out = append(out, tok.String())
	}
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != ']' {
		return nil
	}
	return out
}
