package scorer

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	"github.com/zooscore/zooscore/msg"
)

// MaxInput is the largest input zooscore reads, in bytes (1 MiB): a whole
// file of sheets or a play script, or one line of an import. Real games are
// a few kilobytes; anything larger is refused before it is read further.
const MaxInput = 1 << 20

// InputError says that entries could not be read at all: malformed JSON, an
// unknown field, a wrong type. It is not a rule violation.
//
// The rules engine fills Msg (what to say): where it is shown, it is put
// into words in the language of the table ((*i18n.Localizer).Error).
// Message holds the words of an input error made elsewhere.
type InputError struct {
	Message string
	Msg     msg.Msg
}

// Error gives the words of the error: Message, else Msg in English.
func (e *InputError) Error() string {
	if e.Message != "" || e.Msg.IsZero() {
		return e.Message
	}
	return e.Msg.String()
}

// Say is what the error says: msg.Msg, or the words of Message.
func (e *InputError) Say() msg.Msg {
	if e.Msg.IsZero() {
		return msg.M(textID, "text", e.Message)
	}
	return e.Msg
}

// inputError makes an InputError of a message.
func inputError(id string, pairs ...any) *InputError { return &InputError{Msg: msg.M(id, pairs...)} }

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
		return inputError("json.too-large", "mib", MaxInput>>20)
	}
	root := reflect.TypeOf(v)
	if err := scan(data, root); err != nil {
		return err
	}
	if err := json.Unmarshal(data, v, json.RejectUnknownMembers(true)); err != nil {
		return &InputError{Msg: describe(data, root, err)}
	}
	return nil
}

// DecodeLoose reads a JSON value another program wrote (a BG Stats file)
// into v: members v does not name are skipped, and null reads as the member
// left out, since such a file carries far more than zooscore reads and its
// app writes null freely. Everything else is held as Decode holds it, with
// the same messages: malformed JSON, a name given twice, a wrong type, a
// number that is not whole where a whole number belongs. It has no bound
// on the size: the caller bounds what it reads.
func DecodeLoose(data []byte, v any) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return inputError("json.empty")
	}
	if err := json.Unmarshal(data, v); err != nil {
		return &InputError{Msg: describe(data, reflect.TypeOf(v), err)}
	}
	return nil
}

// scan reads the JSON once without decoding it, to refuse what the decoder
// itself lets through or reports in Go's words: null, and anything after the
// value. Syntax errors and names given twice are found here too.
func scan(data []byte, root reflect.Type) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return inputError("json.empty")
	}
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.ReadToken()
		if err != nil {
			return &InputError{Msg: describe(data, root, err)}
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
		return inputError("json.trailing", "at", lineCol(data, next))
	}
	return nil
}

func nullError(data []byte, root reflect.Type, ptr jsontext.Pointer, at int64) error {
	if ptr == "" {
		return inputError("json.null-input")
	}
	t, path := placeOf(root, ptr)
	if problem := ownNullError(t); problem != nil {
		return inputError("json.own", "at", lineCol(data, at), "path", path, "problem", problem)
	}
	return inputError("json.null", "at", lineCol(data, at), "path", path, "kind", kindOf(t))
}

// ownNullError asks a type that reads its JSON itself what it says of null,
// since its Go kind does not tell what it accepts; nil when it has no words.
func ownNullError(t reflect.Type) any {
	t = deref(t)
	if t == nil || !ownReader(t) {
		return nil
	}
	r, ok := reflect.New(t).Interface().(stdjson.Unmarshaler)
	if !ok {
		return nil
	}
	if err := r.UnmarshalJSON([]byte("null")); err != nil {
		return ownWords(err)
	}
	return nil
}

// ownWords is what a type that reads its JSON itself says of a value: its
// message, or its own words, clipped since they may quote the value.
func ownWords(err error) any {
	var s msg.Sayer
	if errors.As(err, &s) {
		return s.Say()
	}
	return clipTo(err.Error(), 200)
}

// describe says what is wrong and where, in JSON words rather than Go's.
func describe(data []byte, root reflect.Type, err error) msg.Msg {
	var syn *jsontext.SyntacticError
	var sem *json.SemanticError
	switch {
	case errors.As(err, &syn) && errors.Is(syn.Err, jsontext.ErrDuplicateName):
		_, path := placeOf(root, syn.JSONPointer.Parent())
		return msg.M("json.duplicate", "at", lineCol(data, syn.ByteOffset), "path", path, "name", strconv.Quote(clip(syn.JSONPointer.LastToken())))
	case errors.As(err, &syn) && errors.Is(syn.Err, io.ErrUnexpectedEOF):
		return msg.M("json.unfinished")
	case errors.As(err, &syn):
		return msg.M("json.malformed", "at", lineCol(data, syn.ByteOffset), "problem", syntaxProblem(data, syn))
	case errors.As(err, &sem):
		return describeSemantic(data, root, sem)
	}
	return msg.M(textID, "text", err.Error())
}

// syntaxProblem says what breaks the JSON at the place of a syntactic
// error, in words of its own rather than the decoder's.
func syntaxProblem(data []byte, syn *jsontext.SyntacticError) msg.Msg {
	detail := syn.Err.Error()
	switch {
	case strings.Contains(detail, "UTF-8"):
		return msg.M("json.bad-utf8")
	case strings.Contains(detail, "escape sequence"):
		return msg.M("json.bad-escape")
	case strings.Contains(detail, "name must be a string"):
		return msg.M("json.name-not-quoted")
	}
	char := msg.M("json.end")
	if off := int(syn.ByteOffset); off >= 0 && off < len(data) {
		r, _ := utf8.DecodeRune(data[off:])
		char = msg.M("json.char", "char", strconv.QuoteRune(r))
	}
	if expected := expecting(detail); expected != nil {
		return msg.M("json.expecting", "char", char, "expected", msg.List{Items: expected, Or: true})
	}
	return msg.M("json.unexpected", "char", char)
}

// expecting gives the characters the decoder names as expected ("(expecting
// ',' or '}')"), or nil when it names something else.
func expecting(detail string) []any {
	_, after, ok := strings.Cut(detail, "(expecting ")
	if !ok {
		return nil
	}
	var out []any
	for _, c := range strings.Split(strings.TrimSuffix(after, ")"), " or ") {
		if len(c) != 3 || c[0] != '\'' || c[2] != '\'' {
			return nil
		}
		out = append(out, c)
	}
	return out
}

func describeSemantic(data []byte, root reflect.Type, e *json.SemanticError) msg.Msg {
	at := lineCol(data, e.ByteOffset)
	if errors.Is(e.Err, json.ErrUnknownName) {
		return unknownField(at, root, e.JSONPointer)
	}
	t, path := placeOf(root, e.JSONPointer)
	if e.JSONKind == '0' && isInteger(t) {
		return badWholeNumber(at, path, string(e.JSONValue))
	}
	if e.Err != nil {
		// A type that reads its JSON itself (a tile's destination) says in
		// its own words what it accepts.
		return msg.M("json.own", "at", at, "path", path, "problem", ownWords(e.Err))
	}
	return msg.M("json.wrong-kind", "at", at, "path", path, "want", kindOf(t), "got", kindName(e.JSONKind))
}

// badWholeNumber says why a number cannot be a count: a fraction or an
// exponent, or more digits than any count can have.
func badWholeNumber(at msg.Msg, path any, num string) msg.Msg {
	if strings.ContainsAny(num, ".eE") {
		return msg.M("json.not-whole", "at", at, "path", path, "number", clip(num))
	}
	if _, err := strconv.ParseInt(num, 10, 64); errors.Is(err, strconv.ErrRange) {
		return msg.M("json.number-too-large", "at", at, "path", path, "number", clip(num))
	}
	return msg.M("json.number-misfit", "at", at, "path", path, "number", clip(num))
}

// unknownField names the unknown field, the fields that are known there,
// and the one meant when only the letter case is wrong.
func unknownField(at msg.Msg, root reflect.Type, ptr jsontext.Pointer) msg.Msg {
	name := strconv.Quote(clip(ptr.LastToken()))
	parent, path := placeOf(root, ptr.Parent())
	known := fieldNames(parent)
	for _, k := range known {
		if strings.EqualFold(k, ptr.LastToken()) {
			return msg.M("json.unknown-case", "at", at, "path", path, "name", name, "known", strconv.Quote(k))
		}
	}
	if len(known) == 0 {
		return msg.M("json.unknown", "at", at, "path", path, "name", name)
	}
	// JSON names, the same in every language.
	return msg.M("json.unknown-listed", "at", at, "path", path, "name", name, "fields", strings.Join(known, ", "))
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
