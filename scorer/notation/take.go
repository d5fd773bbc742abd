package notation

import (
	"strconv"
)

// maxNumber bounds every number of the notation: no count of these games
// comes near it, and a longer number is surely a slip of the keyboard.
const maxNumber = 999999

// maxRepeat bounds the count before a face or a tile ("2 lion"): a take
// holds at most 3, so one digit leaves room for the rules to refuse a
// wrong count while nobody writes out a thousand dice.
const maxRepeat = 9

// num reads a whole number.
func num(t token) (int, *Error) {
	if t.kind != number {
		return 0, errorAt(t.col, "notation.not-number", "token", show(t))
	}
	n, err := strconv.Atoi(t.text)
	if err != nil || n > maxNumber || n < -maxNumber {
		return 0, errorAt(t.col, "notation.number-too-large", "token", show(t))
	}
	return n, nil
}

// head is the start of a take line: who took, and (Junior) the truck
// named in brackets, 0 when none.
type head struct {
	player string
	truck  int
	rest   []token // what the player took
}

// takeHead reads "NAME:", "NAME [N]:" or, without the colon, a name of one
// word (or a player's whole name) followed by what was taken.
func (r roster) takeHead(toks []token, allowTruck bool) (head, *Error) {
	colon, bracket := index(toks, ":"), index(toks, "[")
	var h head
	var nameToks []token
	rest, cut := toks, true
	switch {
	case bracket >= 0 && (colon < 0 || bracket < colon):
		nameToks, rest = toks[:bracket], toks[bracket:]
	case colon >= 0:
		nameToks, rest = toks[:colon], toks[colon:]
	default:
		cut = false
		name, n, err := r.nameAt(toks)
		if err != nil {
			return h, err
		}
		h.player, rest = name, toks[n:]
	}
	if cut {
		if len(nameToks) == 0 {
			return h, errorAt(toks[0].col, "notation.take-no-name")
		}
		name, err := r.nameOf(nameToks)
		if err != nil {
			return h, err
		}
		h.player = name
	}
	if len(rest) > 0 && rest[0].is("[") {
		if !allowTruck {
			return h, errorAt(rest[0].col, "notation.dice-truck")
		}
		truck, n, err := truckAt(rest)
		if err != nil {
			return h, err
		}
		h.truck, rest = truck, rest[n:]
	}
	if len(rest) > 0 && rest[0].is(":") {
		rest = rest[1:]
	}
	h.rest = rest
	return h, nil
}

// truckAt reads "[N]" at the start of toks. [0] names no truck: a script
// takes 0 for a truck not named, so it is refused here rather than read as
// none; any other number is the rules' to judge (junior.truck-unknown).
func truckAt(toks []token) (int, int, *Error) {
	if len(toks) < 3 || toks[1].kind != number || !toks[2].is("]") {
		return 0, 0, errorAt(toks[0].col, "notation.truck-form")
	}
	n, err := num(toks[1])
	if err != nil {
		return 0, 0, err
	}
	if n == 0 {
		return 0, 0, errorAt(toks[1].col, "notation.truck-zero")
	}
	return n, 3, nil
}

// index gives the position of the first punctuation p, or -1.
func index(toks []token, p string) int {
	for i, t := range toks {
		if t.is(p) {
			return i
		}
	}
	return -1
}
