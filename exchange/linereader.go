package exchange

import (
	"bufio"
	"errors"
	"io"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// lineReader reads a file line by line, each line bounded like a whole
// input (scorer.MaxInput), and counts the lines so that an error can name
// its line: an import of /dev/zero stops after 1 MiB and a byte instead of
// filling the memory.
type lineReader struct {
	r *bufio.Reader
	n int // lines read so far
}

// readAhead is how much a lineReader reads ahead of the line it returns.
const readAhead = 1 << 16

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, readAhead)}
}

// next returns the next line without its line end, and its number. At the
// end of the input it returns io.EOF. A line over scorer.MaxInput is an
// InputError naming it, after reading no more than that line's first
// scorer.MaxInput+1 bytes.
func (l *lineReader) next() ([]byte, int, error) { return l.nextInto(nil) }

// nextInto is next reading the line into buf's memory (from its start),
// which it grows when the line does not fit: a caller that is done with a
// line may hand its memory back for another.
func (l *lineReader) nextInto(buf []byte) ([]byte, int, error) {
	line := buf[:0]
	for {
		part, err := l.r.ReadSlice('\n')
		if n := len(line) + len(part); n > scorer.MaxInput+1 || n == scorer.MaxInput+1 && part[len(part)-1] != '\n' {
			l.n++
			return nil, l.n, &scorer.InputError{Msg: msg.M("cmd.import.line-too-large", "line", l.n, "mib", scorer.MaxInput>>20)}
		}
		line = append(line, part...)
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(line) == 0:
			return nil, l.n, io.EOF
		case err != nil && !errors.Is(err, io.EOF):
			return nil, l.n, err
		}
		l.n++
		return trimLineEnd(line), l.n, nil
	}
}

func trimLineEnd(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}
