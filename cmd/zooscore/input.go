package main

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"

	"github.com/zooscore/zooscore/scorer"
)

// Every input zooscore reads from outside (--input of score, check, play and
// edit; the lines of an import) goes through this file, so that none of it
// is read past scorer.MaxInput: `--input /dev/zero` stops after 1 MiB and a
// byte instead of filling the memory.

// readInput reads the --input file, or standard input for "-".
func readInput(stdin io.Reader, path string) ([]byte, error) {
	r, done, err := openInput(stdin, path)
	if err != nil {
		return nil, err
	}
	defer done()
	data, err := readBounded(r)
	if err != nil {
		return nil, inputFailure(path, err)
	}
	return data, nil
}

// openInput opens a file named on the command line, or standard input for
// "-"; done closes what was opened.
func openInput(stdin io.Reader, path string) (r io.Reader, done func(), err error) {
	if path == "-" {
		return stdin, func() {}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, inputFailure(path, err)
	}
	return f, func() { f.Close() }, nil
}

// inputFailure says why an input cannot be read: too large, or the
// system's words (a file that does not exist).
func inputFailure(path string, err error) error {
	id := "cmd.input.cannot-read"
	if path == "-" {
		id = "cmd.input.cannot-read-stdin"
	}
	switch {
	case errors.Is(err, errTooLarge):
		return unreadable(id+".too-large", "path", path, "mib", scorer.MaxInput>>20)
	case errors.Is(err, fs.ErrNotExist):
		return unreadable("cmd.input.missing", "path", path)
	case errors.Is(err, fs.ErrPermission):
		return unreadable("cmd.input.forbidden", "path", path)
	}
	return unreadable(id, "path", path, "cause", err.Error())
}

// errTooLarge says that an input is over the limit; it is only ever said
// by inputFailure or lineReader.
var errTooLarge = errors.New("larger than scorer.MaxInput")

// readBounded reads all of r, but never more than scorer.MaxInput+1 bytes:
// one byte past the limit is enough to know the input is too large.
func readBounded(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, scorer.MaxInput+1))
	if err != nil {
		return nil, err
	}
	if len(data) > scorer.MaxInput {
		return nil, errTooLarge
	}
	return data, nil
}

// lineReader reads a file line by line, each line bounded like a whole
// input, and counts the lines so that an error can name its line.
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
			return nil, l.n, unreadable("cmd.import.line-too-large", "line", l.n, "mib", scorer.MaxInput>>20)
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
