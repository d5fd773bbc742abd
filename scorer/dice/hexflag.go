package dice

import (
	"errors"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/msg"
)

func hexError(id string, pairs ...any) error { return msg.E(id, pairs...) }

// ParseHexValues reads "crocodile=1,lion=2" (the --bonus-hex flag). An
// animal named twice is refused, whatever its values: which one the table
// meant cannot be told. An error says what is wrong as a message
// (msg.Sayer), for the table's language.
//
// read gives the English animal a typed word stands for, or "" ("löwe" and
// "Lion" read "lion"), so that a table types the animals in its own
// language; with a nil read only the English words are read, in any letter
// case.
func ParseHexValues(s string, read func(typed string) string) (*HexValues, error) {
	if read == nil {
		read = strings.ToLower
	}
	h := &HexValues{}
	seen := map[string]string{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, val, ok := strings.Cut(part, "=")
		animal := read(strings.TrimSpace(name))
		f := h.field(animal)
		if !ok || f == nil {
			return nil, hexError("dice.bonus-hex-flag.form", "part", quoted(part), "animals", msg.List{Items: words(Animals), Or: true})
		}
		if first, twice := seen[animal]; twice {
			return nil, hexError("dice.bonus-hex-flag.twice", "part", quoted(part), "animal", msg.Word(animal), "first", quoted(first))
		}
		seen[animal] = part
		v, err := strconv.Atoi(strings.TrimSpace(val))
		if errors.Is(err, strconv.ErrRange) {
			return nil, hexError("dice.bonus-hex-flag.too-large", "part", quoted(part))
		}
		if err != nil || strconv.Itoa(v) != strings.TrimSpace(val) {
			return nil, hexError("dice.bonus-hex-flag.not-whole", "part", quoted(part))
		}
		*f = &v
	}
	return h, nil
}

// words gives game words as items of a msg.List.
func words(list []string) []any {
	out := make([]any, len(list))
	for i, w := range list {
		out[i] = word(w)
	}
	return out
}
