package jsonread

import "github.com/zooscore/zooscore/scorer"

// What every game does with its quick readers, once: a game gives the
// function that reads its own type (read) and what it tidies after any
// reading (tidy, such as trimming names), and these decide when to fall
// back to scorer.Decode. tidy takes and gives a value, not a pointer, so
// that what is read stays off the heap where it can.

// Quick reads data into a T in one quick pass: false when the reader gave
// up, and the value is then to be read by scorer.Decode.
func Quick[T any](data []byte, read func(*Reader, *T)) (T, bool) {
	var v T
	ok := Read(data, func(r *Reader) { read(r, &v) })
	return v, ok
}

// Decode reads data into a T as scorer.Decode does, quickly where it can;
// scorer.Decode reads only what the quick reader gives up at, and says
// what is wrong. tidy runs on what is read, however it is read. A list
// longer than its limit (limits, as the quick reader's ListIn count them)
// is refused as the limit's broken rule before the input is read further,
// by either reader.
func Decode[T any](data []byte, read func(*Reader, *T), tidy func(T) T, limits ...scorer.ListLimit) (T, error) {
	var v T
	switch r := (Reader{}); tryInto(&r, data, func(r *Reader) { read(r, &v) }) {
	case Done:
		return tidy(v), nil
	case TooLong:
		return *new(T), scorer.Violations{r.long.Note}
	}
	if long := scorer.LongList(data, limits); long != nil {
		return *new(T), scorer.Violations{long.Note}
	}
	var d T // made here, so that a quick read does not allocate it
	if err := scorer.Decode(data, &d); err != nil {
		return *new(T), err
	}
	return tidy(d), nil
}

// Accepts is Decode for data that may be of another shape: false when
// scorer.Decode refuses data, which the quick reader mostly tells without
// it (scorer.Decode takes far longer, to say why); else what Decode gives,
// read once.
func Accepts[T any](data []byte, read func(*Reader, *T), tidy func(T) T) (T, bool) {
	var v T
	switch Try(data, func(r *Reader) { read(r, &v) }) {
	case Done:
		return tidy(v), true
	case Refused:
		return *new(T), false
	}
	v, err := Decode(data, read, tidy)
	return v, err == nil
}

// Member reads an object of the one member name, whose value read reads.
func Member(r *Reader, name string, read func()) {
	r.Object(func(n []byte) bool {
		if string(n) != name {
			return false
		}
		read()
		return true
	})
}

// List reads an array into a slice with room for n elements, each read by
// read; empty but not nil for [], as scorer.Decode reads it.
func List[E any](r *Reader, n int, read func(*Reader) E) []E {
	list := make([]E, 0, n)
	r.Array(func() { list = append(list, read(r)) })
	return list
}

// A Budget is what lists may hold, together, under a limit: the lists
// read with it (ListIn) take its items, and the reading stops at the first
// item beyond Limit.Max.
type Budget struct {
	Limit *scorer.ListLimit
	used  int
}

// ListIn is List for a list under a budget: the reading stops (TooLong)
// at the first item over the budget, before reading it.
func ListIn[E any](r *Reader, n int, b *Budget, read func(*Reader) E) []E {
	list := make([]E, 0, n)
	r.Array(func() {
		if b.used++; b.used > b.Limit.Max {
			r.tooLong(b.Limit)
			return
		}
		list = append(list, read(r))
	})
	return list
}

// Counts reads an object of whole numbers by name into a map with room for
// n; names that are words are kept without a copy, others are copied (for
// the game's checks to report).
func Counts(r *Reader, words []string, n int) map[string]int {
	m := make(map[string]int, n)
	r.Object(func(name []byte) bool {
		m[Word(name, words)] = r.Int()
		return true
	})
	return m
}
