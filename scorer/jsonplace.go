package scorer

import (
	"encoding"
	stdjson "encoding/json"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/zooscore/zooscore/msg"
)

// This file names places in a JSON input the way a person reads them:
// players[1].name rather than a JSON pointer, "a whole number" rather than a
// Go type, line and column rather than a byte offset.

// placeOf follows a JSON pointer through the Go type being decoded and
// returns the type found there (nil when unknown) and the place written as
// a path such as players[1].name (a message, "the input", for the whole of
// it).
func placeOf(root reflect.Type, ptr jsontext.Pointer) (reflect.Type, any) {
	t := root
	var path strings.Builder
	for tok := range ptr.Tokens() {
		t = deref(t)
		switch {
		case t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array):
			path.WriteString("[" + tok + "]")
			t = t.Elem()
		case t != nil && t.Kind() == reflect.Map:
			writeName(&path, tok)
			t = t.Elem()
		case t != nil && t.Kind() == reflect.Struct:
			writeName(&path, tok)
			t = fieldType(t, tok)
		default:
			writeName(&path, tok)
			t = nil
		}
	}
	if path.Len() == 0 {
		return t, msg.M("json.root")
	}
	return t, path.String()
}

var plainName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_-]*$`)

func writeName(path *strings.Builder, name string) {
	if !plainName.MatchString(name) {
		path.WriteString("[" + strconv.Quote(clip(name)) + "]")
		return
	}
	if path.Len() > 0 {
		path.WriteByte('.')
	}
	path.WriteString(name)
}

func deref(t reflect.Type) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// jsonFields lists the JSON names of a struct's fields with their types, the
// fields of embedded structs without a name of their own included, as the
// decoder sees them.
func jsonFields(t reflect.Type) (names []string, types []reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" && tag == "-" || !f.IsExported() && !f.Anonymous {
			continue
		}
		if f.Anonymous && name == "" && deref(f.Type).Kind() == reflect.Struct {
			n, ts := jsonFields(deref(f.Type))
			names, types = append(names, n...), append(types, ts...)
			continue
		}
		if name == "" {
			name = f.Name
		}
		names, types = append(names, name), append(types, f.Type)
	}
	return names, types
}

func fieldType(t reflect.Type, name string) reflect.Type {
	names, types := jsonFields(t)
	for i, n := range names {
		if n == name {
			return types[i]
		}
	}
	return nil
}

// fieldNames lists the fields a JSON object may have at a place, or nothing
// when the place is not a plain object.
func fieldNames(t reflect.Type) []string {
	t = deref(t)
	if t == nil || t.Kind() != reflect.Struct || ownReader(t) {
		return nil
	}
	names, _ := jsonFields(t)
	return names
}

var (
	jsonReader = reflect.TypeFor[stdjson.Unmarshaler]()
	textReader = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// ownReader reports whether a type reads its JSON itself, so that its Go
// kind says nothing of what it accepts.
func ownReader(t reflect.Type) bool {
	p := reflect.PointerTo(t)
	return p.Implements(jsonReader) || p.Implements(textReader)
}

func isInteger(t reflect.Type) bool {
	t = deref(t)
	if t == nil {
		return false
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	}
	return false
}

// kindOf names what a Go type expects in JSON words.
func kindOf(t reflect.Type) msg.Msg {
	t = deref(t)
	switch {
	case t == nil || ownReader(t):
		return msg.M("json.kind.value")
	case isInteger(t):
		return msg.M("json.kind.whole")
	}
	switch t.Kind() {
	case reflect.Float32, reflect.Float64:
		return msg.M("json.kind.number")
	case reflect.String:
		return msg.M("json.kind.string")
	case reflect.Bool:
		return msg.M("json.kind.bool")
	case reflect.Slice, reflect.Array:
		return msg.M("json.kind.list")
	case reflect.Map, reflect.Struct:
		return msg.M("json.kind.object")
	}
	return msg.M("json.kind.value")
}

// kindName names a JSON kind as found in the input.
func kindName(k jsontext.Kind) msg.Msg {
	switch k {
	case 'n':
		return msg.M("json.kind.null")
	case 't', 'f':
		return msg.M("json.kind.bool")
	case '"':
		return msg.M("json.kind.string")
	case '0':
		return msg.M("json.kind.number")
	case '{':
		return msg.M("json.kind.object")
	case '[':
		return msg.M("json.kind.list")
	}
	return msg.M("json.kind.other")
}

// lineCol gives a byte offset as "line L, column C", both counted from 1 and
// the column in characters, as editors show it.
func lineCol(data []byte, offset int64) msg.Msg {
	offset = max(0, min(offset, int64(len(data))))
	before := data[:offset]
	line, start := 1, 0
	for i, b := range before {
		if b == '\n' {
			line++
			start = i + 1
		}
	}
	// Digits as an editor shows them, without a thousands separator.
	return msg.M("json.at", "line", strconv.Itoa(line), "column", strconv.Itoa(utf8.RuneCount(before[start:])+1))
}
