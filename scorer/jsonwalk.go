package scorer

import (
	"bytes"
	"errors"
	"io"

	"github.com/go-json-experiment/json/jsontext"
)

// walkJSON reads a JSON input token by token, knowing where each stands
// (the stack of the objects and lists around it, the innermost last):
// onString sees every string, a member's name (key) or a value; onItem,
// when not nil, sees every item of a list as it begins, with that list
// innermost. Either stops the reading by giving false (errStopped). Input
// that is not well-formed JSON is an error.
func walkJSON(data []byte, onString func(stack []jsonFrame, s string, key bool) bool, onItem func(stack []jsonFrame) bool) error {
	var stack []jsonFrame
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.ReadToken()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		top := len(stack) - 1
		k := tok.Kind()
		switch {
		case k == '}' || k == ']':
			stack = stack[:top]
			continue
		case k == '"' && top >= 0 && !stack[top].array && !stack[top].inValue: // a member's name
			stack[top].name, stack[top].inValue = tok.String(), true
			if !onString(stack, stack[top].name, true) {
				return errStopped
			}
			continue
		}
		// A value: the next item of a list, or the value of the member
		// whose name was read (then a name comes again).
		if top >= 0 && stack[top].array {
			stack[top].index++
			if onItem != nil && !onItem(stack) {
				return errStopped
			}
		} else if top >= 0 {
			stack[top].inValue = false
		}
		switch k {
		case '{', '[':
			stack = append(stack, jsonFrame{array: k == '[', index: -1})
		case '"':
			if !onString(stack, tok.String(), false) {
				return errStopped
			}
		}
	}
}

// errStopped is the reading stopped by its caller.
var errStopped = errors.New("stopped")

// jsonFrame is an object or a list being read: the name of the member whose
// value is read (inValue: its name was read), or the index of the item.
type jsonFrame struct {
	array   bool
	index   int
	name    string
	inValue bool
}
