package main

import (
	"bytes"
	"reflect"
	"testing"
)

// TestImportGameKeepsNoPartOfItsLine: an import reads every line into
// memory used again for later lines (lineMemory), which is only right if
// what importGame gives keeps no part of its line: a game read from a line
// must not change when the line's memory is written over, whichever reader
// read it (skimLine, scanLine or the strict reader).
func TestImportGameKeepsNoPartOfItsLine(t *testing.T) {
	read := 0
	for _, line := range skimCases(t) {
		buf := []byte(line)
		got, err := importGame(buf)
		if err != nil {
			continue
		}
		read++
		copy(buf, bytes.Repeat([]byte{'x'}, len(buf)))
		want, err := importGame([]byte(line))
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("the game read from %s changed when its line was written over:\n%+v\nwant %+v", line, got, want)
		}
	}
	if read == 0 {
		t.Error("no line was read")
	}
}
