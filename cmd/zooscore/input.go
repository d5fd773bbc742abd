package main

import (
	"errors"
	"io"
	"io/fs"
	"os"

	"github.com/zooscore/zooscore/scorer"
)

// Every input zooscore reads from outside (--input of score, check, play and
// edit; the file of an import, whose lines package exchange bounds in the
// same way) goes through this file, so that none of it is read past
// scorer.MaxInput: `--input /dev/zero` stops after 1 MiB and a byte instead
// of filling the memory.

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
// by inputFailure.
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
