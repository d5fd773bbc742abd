package scorer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// InputError says that entries could not be read at all: malformed JSON, an
// unknown field, a wrong type. It is not a rule violation.
type InputError struct {
	Message string
}

func (e *InputError) Error() string { return e.Message }

// Decode reads one JSON value into v strictly: unknown fields, wrong types and
// trailing data are InputErrors, so a typo never silently scores zero.
func Decode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return &InputError{Message: describeJSONError(data, err, dec.InputOffset())}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return &InputError{Message: "the input has more after its JSON object: give exactly one object"}
	}
	return nil
}

// describeJSONError says what is wrong and where; at is how far the
// decoder read, which for an unknown field is just past its name.
func describeJSONError(data []byte, err error, at int64) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := position(data, syn.Offset)
		return fmt.Sprintf("malformed JSON at line %d, column %d: %v", line, col, syn)
	case errors.As(err, &typ):
		line, col := position(data, typ.Offset)
		field := typ.Field
		if field == "" {
			field = "the input"
		}
		return fmt.Sprintf("wrong type near line %d, column %d: %s must be %s, not %s", line, col, field, jsonKind(typ.Type), article(typ.Value))
	case errors.Is(err, io.EOF):
		return "the input is empty: give a JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the input ends in the middle of its JSON: check for a missing bracket or brace"
	}
	// encoding/json reports unknown fields as `json: unknown field "x"`.
	line, col := position(data, at)
	return fmt.Sprintf("%s near line %d, column %d: check the field names against the documented input",
		strings.TrimPrefix(err.Error(), "json: "), line, col)
}

// jsonKind names what a Go type expects in JSON words, not Go's.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return t.String()
}

func article(jsonValue string) string {
	switch jsonValue {
	case "object", "array":
		return "an " + jsonValue
	case "number", "string", "bool":
		return "a " + jsonValue
	}
	return jsonValue
}

func position(data []byte, offset int64) (line, col int) {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	line, col = 1, 1
	for _, b := range data[:offset] {
		if b == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}
