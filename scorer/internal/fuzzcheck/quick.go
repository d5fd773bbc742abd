package fuzzcheck

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// SameAsDecode holds a game's quick reader (package jsonread) to
// scorer.Decode on data: when the quick reader reads it, scorer.Decode
// must read it too, to the same value. When it gives up, there is nothing
// to compare: the game reads the input with scorer.Decode.
func SameAsDecode[T any](data []byte, read func(*jsonread.Reader, *T)) error {
	got, ok := jsonread.Quick(data, read)
	if !ok {
		return nil
	}
	var want T
	if err := scorer.Decode(data, &want); err != nil {
		return fmt.Errorf("read quickly as %+v, but scorer.Decode refuses it: %v", got, err)
	}
	if !reflect.DeepEqual(got, want) {
		return fmt.Errorf("read quickly as\n%#v\nscorer.Decode reads\n%#v", got, want)
	}
	return nil
}

// Seeds gives the inputs of fuzz corpus files (testdata/fuzz/FuzzXxx/*) of
// one []byte argument, and of other files as they are (JSON test inputs),
// for a fuzz target to start from the inputs of the others.
func Seeds(tb testing.TB, patterns ...string) [][]byte {
	tb.Helper()
	var out [][]byte
	for _, p := range patterns {
		files, err := filepath.Glob(p)
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, corpusValue(tb, f, data))
		}
	}
	if len(out) == 0 {
		tb.Fatalf("no seeds in %q", patterns)
	}
	return out
}

// corpusValue reads a corpus file's []byte("...") value.
func corpusValue(tb testing.TB, name string, data []byte) []byte {
	head, body, found := bytes.Cut(data, []byte("\n"))
	if !found || string(head) != "go test fuzz v1" {
		return data
	}
	body = bytes.TrimSpace(body)
	quoted, ok := bytes.CutPrefix(body, []byte("[]byte("))
	if !ok || !bytes.HasSuffix(quoted, []byte(")")) {
		tb.Fatalf("%s: not one []byte value", name)
	}
	s, err := strconv.Unquote(string(quoted[:len(quoted)-1]))
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return []byte(s)
}
