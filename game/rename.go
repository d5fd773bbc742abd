package game

import (
	"bytes"
	"errors"
	"io"

	"github.com/go-json-experiment/json/jsontext"
)

// The places where a game's JSON (sheets, a play script, a tracked entry)
// names its players, in every game: a sheet's or zoo's "name", a list of
// "players" or a "flagpole" of names, a take's "player", a bonus action's
// "from" player, and the names that key an auction's "bids".
var (
	nameMembers = map[string]bool{"name": true, "player": true, "from": true}
	nameLists   = map[string]bool{"players": true, "flagpole": true}
	nameKeys    = map[string]bool{"bids": true}
)

// RenamePlayers rewrites a game's JSON (sheets, a play script or one entry
// of a tracked game) with its players renamed: rename gives a player's new
// name (ok false: the name stays). Everything else is written as it was
// read, in the same order; the output is compact JSON.
func RenamePlayers(data []byte, rename func(name string) (string, bool)) ([]byte, error) {
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	var out bytes.Buffer
	enc := jsontext.NewEncoder(&out)
	// Each open object or list, with the name of the member it is the
	// value of ("" for the top and for a list's items).
	type frame struct {
		array  bool
		member string // the member this object or list is the value of
		key    string // in an object: the member whose value comes next
		inKey  bool   // in an object: a member's name comes next
	}
	stack := []frame{}
	for {
		tok, err := dec.ReadToken()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		top := len(stack) - 1
		switch k := tok.Kind(); {
		case k == '{' || k == '[':
			member := ""
			if top >= 0 && !stack[top].array {
				member, stack[top].inKey = stack[top].key, true
			}
			stack = append(stack, frame{array: k == '[', member: member, inKey: k == '{'})
		case k == '}' || k == ']':
			stack = stack[:top]
		case k == '"' && top >= 0 && !stack[top].array && stack[top].inKey: // a member's name
			stack[top].key, stack[top].inKey = tok.String(), false
			if nameKeys[stack[top].member] {
				tok = renamed(tok, rename)
			}
		case k == '"' && top >= 0 && stack[top].array: // an item of a list
			if nameLists[stack[top].member] {
				tok = renamed(tok, rename)
			}
		case top >= 0 && !stack[top].array: // a member's value
			if k == '"' && nameMembers[stack[top].key] {
				tok = renamed(tok, rename)
			}
			stack[top].inKey = true
		}
		if err := enc.WriteToken(tok); err != nil {
			return nil, err
		}
	}
	return bytes.TrimSuffix(out.Bytes(), []byte("\n")), nil
}

func renamed(tok jsontext.Token, rename func(string) (string, bool)) jsontext.Token {
	if to, ok := rename(tok.String()); ok {
		return jsontext.String(to)
	}
	return tok
}
