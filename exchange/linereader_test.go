package exchange

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// endless stands for /dev/zero or a pipe that never ends; it counts what is
// read from it.
type endless struct{ read int }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	e.read += len(p)
	return len(p), nil
}

func TestLineReader(t *testing.T) {
	long := strings.Repeat("x", scorer.MaxInput)
	r := newLineReader(strings.NewReader("a\r\n\n" + long + "\nb"))
	for _, want := range []struct {
		line string
		n    int
	}{{"a", 1}, {"", 2}, {long, 3}, {"b", 4}} {
		line, n, err := r.next()
		if err != nil || string(line) != want.line || n != want.n {
			t.Fatalf("line %d: %.20q, %v; want line %d %.20q", n, line, err, want.n, want.line)
		}
	}
	if _, _, err := r.next(); !errors.Is(err, io.EOF) {
		t.Errorf("after the last line: %v, want io.EOF", err)
	}
}

// A line over 1 MiB is refused naming its line, after reading no more of
// it than the limit and a byte (and what the buffer reads ahead).
func TestLineReaderRefusesALongLine(t *testing.T) {
	src := &endless{}
	r := newLineReader(io.MultiReader(strings.NewReader("{}\n\n"), src))
	r.next()
	r.next()
	_, n, err := r.next()
	var input *scorer.InputError
	if !errors.As(err, &input) || n != 3 || !strings.Contains(err.Error(), "line 3: it is larger than 1 MiB") {
		t.Fatalf("line %d: %v; want input that cannot be read, naming line 3", n, err)
	}
	if limit := scorer.MaxInput + 1 + readAhead; src.read > limit {
		t.Errorf("read %d bytes of the long line, want at most %d", src.read, limit)
	}
}
