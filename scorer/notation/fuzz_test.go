package notation

import (
	"reflect"
	"strings"
	"testing"
)

// The fuzz targets check that no text makes the reader panic, and that
// whatever it reads is written and read again as the same script. Seeds
// are in testdata/fuzz/ (the contract's examples, shortcuts, broken lines,
// written random games).

func FuzzReadDice(f *testing.F) {
	f.Add(contractDice)
	f.Fuzz(func(t *testing.T, src string) {
		for _, line := range strings.Split(src, "\n") {
			ParseDiceEntry(line, diceTable)
		}
		g, err := ReadDice(src)
		if err != nil {
			return
		}
		text, err := FormatDice(g.Script)
		if err != nil {
			t.Fatalf("what was read cannot be written: %v\n%s", err, mustJSON(g.Script))
		}
		back, err := ReadDice(text)
		if err != nil || !reflect.DeepEqual(normalDice(back.Script), normalDice(g.Script)) {
			t.Fatalf("written and read again: %v\n%s\nwant\n%s\ntext:\n%s", err, mustJSON(back.Script), mustJSON(g.Script), text)
		}
	})
}

func FuzzReadJunior(f *testing.F) {
	f.Add(contractJunior)
	f.Fuzz(func(t *testing.T, src string) {
		for _, line := range strings.Split(src, "\n") {
			ParseJuniorEntry(line, juniorTable)
		}
		g, err := ReadJunior(src)
		if err != nil {
			return
		}
		text, err := FormatJunior(g.Script)
		if err != nil {
			t.Fatalf("what was read cannot be written: %v\n%s", err, mustJSON(g.Script))
		}
		back, err := ReadJunior(text)
		if err != nil || !reflect.DeepEqual(normalJunior(back.Script), normalJunior(g.Script)) {
			t.Fatalf("written and read again: %v\n%s\nwant\n%s\ntext:\n%s", err, mustJSON(back.Script), mustJSON(g.Script), text)
		}
	})
}

func FuzzReadZooSim(f *testing.F) {
	f.Add(contractZooSim)
	f.Fuzz(func(t *testing.T, src string) {
		for _, line := range strings.Split(src, "\n") {
			ParseZooSimEntry(line, zooTable)
		}
		g, err := ReadZooSim(src)
		if err != nil {
			return
		}
		text, err := FormatZooSim(g.Script)
		if err != nil {
			t.Fatalf("what was read cannot be written: %v\n%s", err, mustJSON(g.Script))
		}
		back, err := ReadZooSim(text)
		if err != nil || !reflect.DeepEqual(normalZooSim(back.Script), normalZooSim(g.Script)) {
			t.Fatalf("written and read again: %v\n%s\nwant\n%s\ntext:\n%s", err, mustJSON(back.Script), mustJSON(g.Script), text)
		}
	})
}
