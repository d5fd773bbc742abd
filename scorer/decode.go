package scorer

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// MaxInput is the largest input zooscore reads, in bytes (1 MiB): a whole
// file of sheets or a play script, or one line of an import. Real games are
// a few kilobytes; anything larger is refused before it is read further.
const MaxInput = 1 << 20

// InputError says that entries could not be read at all: malformed JSON, an
// unknown field, a wrong type. It is not a rule violation.
type InputError struct {
	Message string
}

func (e *InputError) Error() string { return e.Message }

// Decode reads one JSON value into v strictly, as the input contract asks:
// field names match only in their exact letter case, unknown fields, a name
// given twice, null, numbers that are not whole (or do not fit) where a
// whole number belongs, wrong types and trailing data are InputErrors that
// name the line, the column and the place (players[1].name), so a typo
// never silently scores zero. Input larger than MaxInput is refused.
//
// encoding/json cannot do this (it folds letter case, keeps the last of two
// equal names and reads null as zero); the proposed encoding/json/v2 can,
// except for null, which the first pass below refuses.
func Decode(data []byte, v any) error {
	if len(data) > MaxInput {
		return &InputError{Message: fmt.Sprintf("the input is larger than %s: a game's entries fit in far less; check that this is the right file", sizeText(MaxInput))}
	}
	root := reflect.TypeOf(v)
	if err := scan(data, root); err != nil {
		return err
	}
	if err := json.Unmarshal(data, v, json.RejectUnknownMembers(true)); err != nil {
		return &InputError{Message: describe(data, root, err)}
	}
	return nil
}

// scan reads the JSON once without decoding it, to refuse what the decoder
// itself lets through or reports in Go's words: null, and anything after the
// value. Syntax errors and names given twice are found here too.
func scan(data []byte, root reflect.Type) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return &InputError{Message: "the input is empty: give a JSON object"}
	}
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.ReadToken()
		if err != nil {
			return &InputError{Message: describe(data, root, err)}
		}
		if tok.Kind() == 'n' {
			return nullError(data, root, dec.StackPointer(), dec.InputOffset()-int64(len("null")))
		}
		if dec.StackDepth() == 0 {
			break
		}
	}
	at := dec.InputOffset()
	if _, err := dec.ReadToken(); !errors.Is(err, io.EOF) {
		next := at + int64(len(data[at:])-len(bytes.TrimLeft(data[at:], " \t\r\n")))
		return &InputError{Message: fmt.Sprintf("%s: the input goes on after its JSON object: give exactly one object", lineCol(data, next))}
	}
	return nil
}

func nullError(data []byte, root reflect.Type, ptr jsontext.Pointer, at int64) error {
	if ptr == "" {
		return &InputError{Message: "the input is null: give a JSON object"}
	}
	t, path := placeOf(root, ptr)
	if words := ownNullError(t); words != "" {
		return &InputError{Message: fmt.Sprintf("%s: %s: %s", lineCol(data, at), path, clipTo(words, 200))}
	}
	return &InputError{Message: fmt.Sprintf("%s: %s is null: give %s", lineCol(data, at), path, kindOf(t))}
}

// ownNullError asks a type that reads its JSON itself what it says of null,
// since its Go kind does not tell what it accepts; "" when it has no words.
func ownNullError(t reflect.Type) string {
	t = deref(t)
	if t == nil || !ownReader(t) {
		return ""
	}
	r, ok := reflect.New(t).Interface().(stdjson.Unmarshaler)
	if !ok {
		return ""
	}
	if err := r.UnmarshalJSON([]byte("null")); err != nil {
		return err.Error()
	}
	return ""
}

// describe says what is wrong and where, in JSON words rather than Go's.
func describe(data []byte, root reflect.Type, err error) string {
	var syn *jsontext.SyntacticError
	var sem *json.SemanticError
	switch {
	case errors.As(err, &syn) && errors.Is(syn.Err, jsontext.ErrDuplicateName):
		_, path := placeOf(root, syn.JSONPointer.Parent())
		return fmt.Sprintf("%s: %s gives %q twice: give each name once", lineCol(data, syn.ByteOffset), path, clip(syn.JSONPointer.LastToken()))
	case errors.As(err, &syn) && errors.Is(syn.Err, io.ErrUnexpectedEOF):
		return "the input ends in the middle of its JSON: check for a missing bracket, brace or quote"
	case errors.As(err, &syn):
		return fmt.Sprintf("malformed JSON at %s: %v", lineCol(data, syn.ByteOffset), syn.Err)
	case errors.As(err, &sem):
		return describeSemantic(data, root, sem)
	}
	return err.Error()
}

func describeSemantic(data []byte, root reflect.Type, e *json.SemanticError) string {
	at := lineCol(data, e.ByteOffset)
	if errors.Is(e.Err, json.ErrUnknownName) {
		return at + ": " + unknownField(root, e.JSONPointer)
	}
	t, path := placeOf(root, e.JSONPointer)
	if e.JSONKind == '0' && isInteger(t) {
		return fmt.Sprintf("%s: %s is %s", at, path, badWholeNumber(string(e.JSONValue)))
	}
	if e.Err != nil {
		// A type that reads its JSON itself (a tile's destination) says in
		// its own words what it accepts.
		// Its words may quote the value, so they are clipped too.
		return fmt.Sprintf("%s: %s: %s", at, path, clipTo(e.Err.Error(), 200))
	}
	return fmt.Sprintf("%s: %s must be %s, not %s", at, path, kindOf(t), kindName(e.JSONKind))
}

// badWholeNumber says why a number cannot be a count: a fraction or an
// exponent, or more digits than any count can have.
func badWholeNumber(num string) string {
	if strings.ContainsAny(num, ".eE") {
		return fmt.Sprintf("%s, not a whole number: give a whole number, in digits only", clip(num))
	}
	if _, err := strconv.ParseInt(num, 10, 64); errors.Is(err, strconv.ErrRange) {
		return fmt.Sprintf("%s, too large for any count of this game: give what is on the table", clip(num))
	}
	return fmt.Sprintf("%s, not a whole number that fits here", clip(num))
}

// unknownField names the unknown field, the fields that are known there,
// and the one meant when only the letter case is wrong.
func unknownField(root reflect.Type, ptr jsontext.Pointer) string {
	name := ptr.LastToken()
	parent, path := placeOf(root, ptr.Parent())
	known := fieldNames(parent)
	for _, k := range known {
		if strings.EqualFold(k, name) {
			return fmt.Sprintf("%s has an unknown field %q: names are written exactly, letter case included: write %q", path, clip(name), k)
		}
	}
	if len(known) == 0 {
		return fmt.Sprintf("%s has an unknown field %q: check the field names against the documented input", path, clip(name))
	}
	return fmt.Sprintf("%s has an unknown field %q: the fields there are %s", path, clip(name), strings.Join(known, ", "))
}

// clip shortens a value quoted in a message, so that a hostile input of a
// megabyte is not repeated back whole.
func clip(s string) string { return clipTo(s, 40) }

func clipTo(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}

func sizeText(n int) string {
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}
