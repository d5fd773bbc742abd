package main

import (
	"bytes"
	"errors"
	"sync"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

func init() {
	// The store drops the English words of a result migrated from an
	// older zooscore only where show and explain would not show them.
	store.SetRescoreCheck(func(game string, input []byte, stored scorer.Result) bool {
		g, err := lookupGame(game)
		if err != nil {
			return false
		}
		now, err := rescoreStored(g, input)
		return err == nil && sameNumbers(stored, now.Result)
	})
}

// shape is what a stored input looks like: a play script lists its
// players by name ("players": ["Ann", ...]), sheets as objects
// ("players": [{"name": "Ann", ...}]), in every game.
type shape int

const (
	shapeUnknown shape = iota
	shapeSheets
	shapeScript
)

var shapeDecoders = sync.Pool{New: func() any { return jsontext.NewDecoder(bytes.NewReader(nil)) }}

// inputShape reads no further than the first player of the input's
// top-level "players".
func inputShape(input []byte) shape {
	dec := shapeDecoders.Get().(*jsontext.Decoder)
	defer shapeDecoders.Put(dec)
	dec.Reset(bytes.NewReader(input))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return shapeUnknown
	}
	for dec.PeekKind() == '"' {
		name, err := dec.ReadToken()
		if err != nil {
			return shapeUnknown
		}
		if name.String() != "players" {
			if dec.SkipValue() != nil {
				return shapeUnknown
			}
			continue
		}
		if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '[' {
			return shapeUnknown
		}
		switch dec.PeekKind() {
		case '"':
			return shapeScript
		case '{':
			return shapeSheets
		}
		return shapeUnknown
	}
	return shapeUnknown
}

// rescoreStored scores a stored or imported game again from its input,
// once: sheets and a play script are told apart by their shape. It decides
// as isScript does: input whose sheets cannot be read is tried as a
// script, and that attempt's error is the one reported.
func rescoreStored(g gameKind, input []byte) (store.Game, error) {
	switch inputShape(input) {
	case shapeScript:
		return rescore(g, input, true)
	case shapeSheets:
		sg, err := rescore(g, input, false)
		var bad *scorer.InputError
		if errors.As(err, &bad) {
			return rescore(g, input, true)
		}
		return sg, err
	}
	return rescore(g, input, isScript(g.name, input))
}
