package game

import (
	"bytes"
	"sync"

	"github.com/go-json-experiment/json/jsontext"
)

// Shape is what a stored input looks like: a play script lists its
// players by name ("players": ["Ann", ...]), sheets as objects
// ("players": [{"name": "Ann", ...}]), in every game; a play given as
// totals has "totals" instead (Totals).
type Shape int

const (
	ShapeUnknown Shape = iota
	ShapeSheets
	ShapeScript
	ShapeTotals
)

var shapeDecoders = sync.Pool{New: func() any { return jsontext.NewDecoder(bytes.NewReader(nil)) }}

// InputShape reads no further than the first player of the input's
// top-level "players", so telling a script from sheets costs a fraction
// of scoring them.
func InputShape(input []byte) Shape {
	dec := shapeDecoders.Get().(*jsontext.Decoder)
	defer shapeDecoders.Put(dec)
	dec.Reset(bytes.NewReader(input))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return ShapeUnknown
	}
	for dec.PeekKind() == '"' {
		name, err := dec.ReadToken()
		if err != nil {
			return ShapeUnknown
		}
		if name.String() == "totals" {
			return ShapeTotals
		}
		if name.String() != "players" {
			if dec.SkipValue() != nil {
				return ShapeUnknown
			}
			continue
		}
		if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '[' {
			return ShapeUnknown
		}
		switch dec.PeekKind() {
		case '"':
			return ShapeScript
		case '{':
			return ShapeSheets
		}
		return ShapeUnknown
	}
	return ShapeUnknown
}
