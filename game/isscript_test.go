package game

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// scriptByScoring is what IsScript says, found the slow way: the input is a
// script when it does not read as the game's sheets.
func scriptByScoring(name string, input []byte) bool {
	_, err := Score(name, input)
	var bad *scorer.InputError
	return errors.As(err, &bad)
}

// TestIsScriptByShape: telling a script from sheets by its shape says what
// scoring the input as sheets says, on the games' sheets and scripts of
// the scorer's tests, and on input that is neither. (The scorer's fuzz
// targets hold each game's IsScript to its Parse on far more.)
func TestIsScriptByShape(t *testing.T) {
	odd := []string{``, `null`, `{}`, `[]`, `{"players":[]}`, `{"players":[],"rounds":[]}`, `{"players":["Ann"]}`,
		`{"players":[{"name":"Ann"}],"rounds":[]}`, `{"players":[{"name":"A\u006en"}]}`, `{"players":[{"name":"Ann"}]} x`}
	for _, name := range Names() {
		var inputs [][]byte
		for _, s := range odd {
			inputs = append(inputs, []byte(s))
		}
		for _, pattern := range []string{"*.json", "*/*.json"} {
			files, _ := filepath.Glob(filepath.Join("..", "scorer", name, "testdata", pattern))
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				inputs = append(inputs, data)
			}
		}
		if len(inputs) < len(odd)+4 {
			t.Fatalf("%s: too few inputs (%d)", name, len(inputs))
		}
		for _, in := range inputs {
			if got, want := IsScript(name, in), scriptByScoring(name, in); got != want {
				t.Errorf("%s: IsScript(%.120s) = %v, scoring says %v", name, in, got, want)
			}
		}
	}
	if !IsScript("chess", []byte(sheets)) {
		t.Error("an unknown game's input reads as no sheets")
	}
}
