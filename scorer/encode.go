package scorer

import (
	"bytes"
	"errors"
	"io"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"
)

// Encode writes entries (sheets, a play script, one tracked entry) as JSON
// that Decode reads back: an empty list is [] and an empty object {}, never
// null (which Decode refuses), and the keys of maps are sorted, so that the
// same entries are always stored as the same text.
func Encode(v any) ([]byte, error) {
	return json.Marshal(v,
		json.Deterministic(true),
		jsonv1.OmitEmptyWithLegacySemantics(true), // false and 0 are left out under omitempty, as before
		jsontext.EscapeForHTML(true),              // as encoding/json wrote it, so stored text does not change
		jsontext.AllowInvalidUTF8(true),           // a broken character becomes U+FFFD instead of failing
	)
}

// DropNullMembers removes every object member whose value is null. Older
// versions of zooscore stored an empty list or object as null; read without
// it, such a member means exactly what it meant then (nothing), while Decode
// refuses null from anyone else. It is for JSON that zooscore wrote itself
// (a stored game, an export); data that is not valid JSON is returned as it
// is, for Decode to report.
func DropNullMembers(data []byte) []byte {
	if !bytes.Contains(data, []byte("null")) {
		return data
	}
	dec := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))
	var out bytes.Buffer
	enc := jsontext.NewEncoder(&out, jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true), jsontext.EscapeForHTML(true))
	var name *jsontext.Token
	for {
		tok, err := dec.ReadToken()
		if err != nil {
			break
		}
		// A member's name is held back until its value is known.
		if name == nil && tok.Kind() == '"' && inObjectName(dec) {
			t := tok.Clone()
			name = &t
			continue
		}
		if name != nil {
			if tok.Kind() == 'n' {
				name = nil
				continue
			}
			if enc.WriteToken(*name) != nil {
				return data
			}
			name = nil
		}
		if enc.WriteToken(tok) != nil {
			return data
		}
		if dec.StackDepth() == 0 {
			break
		}
	}
	if dec.StackDepth() != 0 || name != nil {
		return data
	}
	if _, err := dec.ReadToken(); !errors.Is(err, io.EOF) {
		return data // more after the value: left for Decode to report
	}
	return bytes.TrimRight(out.Bytes(), "\n")
}

// inObjectName reports whether the token just read is the name of an object
// member: in an object, names are the odd tokens (1st, 3rd, ...).
func inObjectName(dec *jsontext.Decoder) bool {
	kind, n := dec.StackIndex(dec.StackDepth())
	return kind == '{' && n%2 == 1
}
