package scorer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
		return &InputError{Message: describeJSONError(data, err)}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return &InputError{Message: "the input has more after its JSON object: give exactly one object"}
	}
	return nil
}

func describeJSONError(data []byte, err error) string {
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
		return fmt.Sprintf("wrong type at line %d, column %d: %s must be %s, not a JSON %s", line, col, field, typ.Type, typ.Value)
	case errors.Is(err, io.EOF):
		return "the input is empty: give a JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the input ends in the middle of its JSON: check for a missing bracket or brace"
	}
	// encoding/json reports unknown fields as `json: unknown field "x"`.
	return fmt.Sprintf("%s: check the field names against the documented input", strings.TrimPrefix(err.Error(), "json: "))
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
