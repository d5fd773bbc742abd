package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
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

// Input over 1 MiB is refused after reading at most 1 MiB and a byte
// (contract.md, "Input"), so an endless input never fills the memory.
func TestReadBoundedStopsAfterTheLimit(t *testing.T) {
	src := &endless{}
	_, err := readBounded(src)
	if !errors.Is(err, errTooLarge) {
		t.Fatalf("err = %v, want errTooLarge", err)
	}
	if src.read > scorer.MaxInput+1 {
		t.Errorf("read %d bytes, want at most %d", src.read, scorer.MaxInput+1)
	}
	exact := bytes.Repeat([]byte(" "), scorer.MaxInput)
	if data, err := readBounded(bytes.NewReader(exact)); err != nil || len(data) != scorer.MaxInput {
		t.Errorf("1 MiB exactly: %d bytes, %v", len(data), err)
	}
}

func TestInputOverOneMiBExits2(t *testing.T) {
	legal := `{"players":[{"name":"Ann"},{"name":"Bob"}]}`
	pad := func(n int) string { return legal + strings.Repeat(" ", n-len(legal)) }
	if code, _, errOut := runZooscore(t, on{stdin: pad(scorer.MaxInput)}, "check", "dice", "--input", "-"); code != 0 {
		t.Errorf("1 MiB exactly: exit %d, %s", code, errOut)
	}
	big := filepath.Join(t.TempDir(), "big.json")
	os.WriteFile(big, []byte(pad(scorer.MaxInput+1)), 0o644)
	for _, args := range [][]string{
		{"check", "dice", "--input", big},
		{"check", "junior", "--input", "/dev/zero"},
		{"play", "zoosim", "--input", "/dev/zero", "--db", pgtest.NewDB(t, "z.db")},
	} {
		code, _, errOut := runZooscore(t, on{}, args...)
		if code != exitInput || !strings.Contains(errOut, "larger than 1 MiB") {
			t.Errorf("%v: exit %d, %s; want exit 2 saying it is larger than 1 MiB", args, code, errOut)
		}
	}
}

func TestImportOfALineOverOneMiBStoresNothing(t *testing.T) {
	db := club(t)
	_, exported, _ := runZooscore(t, on{}, "export", "--db", db)
	lines := strings.SplitAfter(exported, "\n")
	file := lines[0] + "\n" + strings.Repeat(" ", scorer.MaxInput+1) + lines[0] + lines[1]
	path := filepath.Join(t.TempDir(), "big.jsonl")
	os.WriteFile(path, []byte(file), 0o644)
	other := pgtest.NewDB(t, "other.db")
	code, _, errOut := runZooscore(t, on{}, "import", path, "--db", other)
	if code != exitInput || !strings.Contains(errOut, "line 3: it is larger than 1 MiB") {
		t.Errorf("exit %d, %s; want exit 2 naming line 3", code, errOut)
	}
	if _, hist, _ := runZooscore(t, on{}, "history", "--json", "--db", other); strings.Contains(hist, `"id"`) {
		t.Errorf("a refused import stored games: %s", hist)
	}
}

// A bare null used to exit 1 as if it broke a rule; it cannot be read at
// all (contract.md, "Input"), so it exits 2 and nothing is stored. (play
// reads a file that does not start with { as notation, which null is not
// either.)
func TestBareNullExits2(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	for _, args := range [][]string{
		{"check", "dice"}, {"check", "junior"}, {"check", "zoosim"},
		{"score", "dice"}, {"score", "junior"}, {"score", "zoosim"},
		{"play", "dice"}, {"play", "junior"}, {"play", "zoosim"},
	} {
		args = append(args, "--input", "-", "--json", "--db", db)
		code, out, _ := runZooscore(t, on{stdin: " null\n"}, args...)
		if code != exitInput || args[0] != "play" && !strings.Contains(out, "the input is null") {
			t.Errorf("%v: exit %d, %s; want exit 2 saying the input is null", args[:2], code, out)
		}
	}
	if _, hist, _ := runZooscore(t, on{}, "history", "--json", "--db", db); strings.Contains(hist, `"id"`) {
		t.Errorf("null stored a game: %s", hist)
	}
}

// Names that could drive the terminal are refused with exit 1, every one at
// once, and nothing is stored (contract.md, "Input").
func TestUnsafeNamesExit1(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	long := strings.Repeat("n", 41)
	for _, tt := range []struct {
		args  []string
		input string
	}{
		{[]string{"score", "dice"}, `{"players":[{"name":"Ann\u001b[2J"},{"name":"` + long + `"},{"name":"Cy\n2. Eve 99"}]}`},
		{[]string{"play", "dice"}, `{"players":["Ann\u001b[2J","` + long + `","Cy\n2. Eve 99"],"rounds":[]}`},
		{[]string{"play", "zoosim"}, `{"players":["Ann\u001b[2J","` + long + `","Cy\n2. Eve 99"],"flagpole":["Ann\u001b[2J","` + long + `","Cy\n2. Eve 99"],"auctions":[]}`},
	} {
		args := append(tt.args, "--input", "-", "--json", "--db", db)
		code, out, _ := runZooscore(t, on{stdin: tt.input}, args...)
		r := decode(t, out)
		rules := map[string]int{}
		for _, e := range r.Errors {
			rules[e.Rule]++
		}
		game := tt.args[1]
		if code != exitRules || rules[game+".player-name-invisible"] != 2 || rules[game+".player-name-too-long"] != 1 {
			t.Errorf("%v: exit %d, errors %+v; want exit 1, two invisible names and one too long", tt.args, code, r.Errors)
		}
	}
	if _, hist, _ := runZooscore(t, on{}, "history", "--json", "--db", db); strings.Contains(hist, `"id"`) {
		t.Errorf("a game with unsafe names was stored: %s", hist)
	}
}

// One mistake repeated through a long text of notation is one error with a
// count, on screen and in --json (contract.md, "Input"). The text is as
// long as a Dice Game may be written: 1,200 takes (dice.MaxRounds rounds of
// 4 players).
func TestRepeatedNotationMistakeIsCounted(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	text := "players: Ann, Bob\n" + strings.Repeat("Ann: tiger\n", 1200)
	code, out, _ := runZooscore(t, on{stdin: text}, "play", "dice", "--input", "-", "--json", "--db", db)
	r := decode(t, out)
	if code != exitInput || len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Message, "line 2, column 6") ||
		!strings.Contains(r.Errors[0].Message, "(found 1,200 times)") {
		t.Errorf("exit %d, errors %+v; want one error at line 2 found 1,200 times", code, r.Errors)
	}
	code, _, errOut := runZooscore(t, on{stdin: text}, "play", "dice", "--input", "-", "--db", db)
	if code != exitInput || strings.Count(errOut, "\n  - ") != 1 || !strings.Contains(errOut, "found 1,200") {
		t.Errorf("exit %d, %d errors on screen:\n%.500s", code, strings.Count(errOut, "\n  - "), errOut)
	}
	text = "players: Ann, Bob\n" + strings.Repeat("Ann: lion\n", 1200)
	code, out, _ = runZooscore(t, on{stdin: text}, "play", "dice", "--input", "-", "--json", "--db", db)
	if r := decode(t, out); code != exitRules || len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Message, "(found 1,199 times)") {
		t.Errorf("exit %d, errors %.500v; want one broken rule found 1,199 times", code, r.Errors)
	}
}
