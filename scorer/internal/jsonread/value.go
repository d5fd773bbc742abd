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
// what is wrong. tidy runs on what is read, however it is read.
func Decode[T any](data []byte, read func(*Reader, *T), tidy func(T) T) (T, error) {
	v, ok := Quick(data, read)
	if !ok {
		var d T // made here, so that a quick read does not allocate it
		if err := scorer.Decode(data, &d); err != nil {
			return *new(T), err
		}
		v = d
	}
	return tidy(v), nil
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
