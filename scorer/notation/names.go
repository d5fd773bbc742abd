package notation

import (
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// roster is the players of a game, in seating order, against which the
// names written on a line are read.
type roster []string

// resolve gives the player a written name stands for: the name itself in
// any letter case, else the one player whose name starts with it. A name
// that fits no player is kept as written, so that the game's own rules
// refuse it as they refuse it in JSON; one that fits several is an error
// naming them.
func (r roster) resolve(written string) (string, msg.Msg) {
	key := scorer.NameKey(written)
	for _, p := range r {
		if scorer.NameKey(p) == key {
			return p, msg.Msg{}
		}
	}
	var fits []string
	seen := map[string]bool{}
	for _, p := range r {
		k := scorer.NameKey(p)
		if key != "" && strings.HasPrefix(k, key) && !seen[k] {
			seen[k] = true
			fits = append(fits, p)
		}
	}
	switch len(fits) {
	case 0:
		return strings.TrimSpace(written), msg.Msg{}
	case 1:
		return fits[0], msg.Msg{}
	}
	return "", msg.M("notation.name-ambiguous", "typed", quoted(written), "names", orNames(fits))
}

// orNames lists players' names as "Ann, Bob or Cy".
func orNames(names []string) msg.List {
	l := msg.Names(names)
	l.Or = true
	return l
}

// exact reports whether a written name is a player's name (any case).
func (r roster) exact(written string) bool {
	key := scorer.NameKey(written)
	for _, p := range r {
		if scorer.NameKey(p) == key {
			return true
		}
	}
	return false
}

// nameAt reads the name that starts at toks[0]: a quoted name; else the
// most words that together make a player's whole name; else one word as a
// name or the start of one. It returns the name and how many tokens it
// took.
func (r roster) nameAt(toks []token) (string, int, *Error) {
	if len(toks) == 0 {
		return "", 0, nil
	}
	first := toks[0]
	if first.kind == quotedName {
		name, err := r.resolve(first.text)
		if !err.IsZero() {
			return "", 0, &Error{Column: first.col, Msg: err}
		}
		return name, 1, nil
	}
	if first.kind == punct {
		return "", 0, errorAt(first.col, "notation.name-here", "token", quoted(first.text))
	}
	for n := min(len(toks), r.maxWords()); n > 1; n-- {
		if text, ok := joinWords(toks[:n]); ok && r.exact(text) {
			name, _ := r.resolve(text)
			return name, n, nil
		}
	}
	name, err := r.resolve(first.text)
	if !err.IsZero() {
		return "", 0, &Error{Column: first.col, Msg: err}
	}
	return name, 1, nil
}

// maxWords is the most words a player's name has.
func (r roster) maxWords() int {
	most := 1
	for _, p := range r {
		most = max(most, strings.Count(strings.TrimSpace(p), " ")+1)
	}
	return most
}

// nameOf reads a name written as all of toks (before a colon, or between
// the commas of a list): one quoted name, or words joined by single
// spaces.
func (r roster) nameOf(toks []token) (string, *Error) {
	if len(toks) == 1 && toks[0].kind == quotedName {
		name, err := r.resolve(toks[0].text)
		if !err.IsZero() {
			return "", &Error{Column: toks[0].col, Msg: err}
		}
		return name, nil
	}
	text, ok := joinWords(toks)
	if !ok {
		for _, t := range toks {
			if t.kind == punct || t.kind == quotedName {
				return "", errorAt(t.col, "notation.name-token", "token", show(t))
			}
		}
	}
	name, err := r.resolve(text)
	if !err.IsZero() {
		return "", &Error{Column: toks[0].col, Msg: err}
	}
	return name, nil
}

// listedName reads a name of the players line as written.
func listedName(toks []token) (string, *Error) {
	if len(toks) == 1 && toks[0].kind == quotedName {
		return strings.TrimSpace(toks[0].text), nil
	}
	text, ok := joinWords(toks)
	if !ok {
		for _, t := range toks {
			if t.kind != word && t.kind != number {
				return "", errorAt(t.col, "notation.name-token", "token", show(t))
			}
		}
	}
	return text, nil
}

// joinWords joins words and numbers with single spaces; ok is false when
// a token is punctuation or quoted.
func joinWords(toks []token) (string, bool) {
	parts := make([]string, len(toks))
	for i, t := range toks {
		if t.kind != word && t.kind != number {
			return "", false
		}
		parts[i] = t.text
	}
	return strings.Join(parts, " "), true
}

// show quotes a token's text for a message.
func show(t token) string { return quoted(t.text) }
