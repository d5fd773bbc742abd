package notation

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// testdataScripts finds every play script in a testdata folder of the
// repository, by the game whose script it reads as.
func testdataScripts(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(filepath.Join("..", ".."), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != filepath.Join("..", "..") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".json") || !strings.Contains(filepath.ToSlash(path), "/testdata/") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if _, err := dice.ParseScript(data); err == nil {
			out[dice.Game] = append(out[dice.Game], path)
		} else if _, err := junior.ParseScript(data); err == nil {
			out[junior.Game] = append(out[junior.Game], path)
		} else if _, err := zoosim.ParseScript(data); err == nil {
			out[zoosim.Game] = append(out[zoosim.Game], path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []string{dice.Game, junior.Game, zoosim.Game} {
		if len(out[g]) == 0 {
			t.Errorf("no %s play script found under testdata", g)
		}
	}
	return out
}

func TestEveryTestdataScriptRoundTrips(t *testing.T) {
	for game, paths := range testdataScripts(t) {
		for _, path := range paths {
			t.Run(path, func(t *testing.T) {
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				switch game {
				case dice.Game:
					s, _ := dice.ParseScript(data)
					diceRoundTrip(t, s)
				case junior.Game:
					s, _ := junior.ParseScript(data)
					juniorRoundTrip(t, s)
				case zoosim.Game:
					s, _ := zoosim.ParseScript(data)
					zooSimRoundTrip(t, s)
				}
			})
		}
	}
}

// diceRoundTrip writes a script, reads it back, and checks that the same
// script comes back and plays the same as its JSON form.
func diceRoundTrip(t *testing.T, s dice.Script) string {
	t.Helper()
	text, err := FormatDice(s)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadDice(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if want := normalDice(canonicalDice(s, roster(s.Players))); !reflect.DeepEqual(normalDice(g.Script), want) {
		t.Fatalf("read back\n%s\nwant\n%s\ntext:\n%s", mustJSON(g.Script), mustJSON(want), text)
	}
	t1, err1 := dice.Play(s)
	t2, err2 := g.Play()
	samePlay(t, err1, err2, len(g.Lines))
	if t1 != nil {
		sameResult(t, t1.Result, t2.Result)
	}
	return text
}

func juniorRoundTrip(t *testing.T, s junior.Script) string {
	t.Helper()
	text, err := FormatJunior(s)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadJunior(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if want := normalJunior(canonicalJunior(s, roster(s.Players))); !reflect.DeepEqual(normalJunior(g.Script), want) {
		t.Fatalf("read back\n%s\nwant\n%s\ntext:\n%s", mustJSON(g.Script), mustJSON(want), text)
	}
	t1, err1 := junior.Play(s)
	t2, err2 := g.Play()
	samePlay(t, err1, err2, len(g.Lines))
	if t1 != nil {
		sameResult(t, t1.Result, t2.Result)
	}
	return text
}

func zooSimRoundTrip(t *testing.T, s zoosim.Script) string {
	t.Helper()
	text, err := FormatZooSim(s)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadZooSim(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if want := normalZooSim(canonicalZooSim(s, roster(s.Players))); !reflect.DeepEqual(normalZooSim(g.Script), want) {
		t.Fatalf("read back\n%s\nwant\n%s\ntext:\n%s", mustJSON(g.Script), mustJSON(want), text)
	}
	t1, err1 := zoosim.Play(s)
	t2, err2 := g.Play()
	samePlay(t, err1, err2, len(g.Lines))
	if t1 != nil {
		sameResult(t, t1.Result, t2.Result)
	}
	return text
}

// samePlay checks that the notation gives the violations of the JSON form,
// each (of an entry) with a line.
func samePlay(t *testing.T, fromJSON, fromText error, entries int) {
	t.Helper()
	var v1, v2 scorer.Violations
	errors.As(fromJSON, &v1)
	errors.As(fromText, &v2)
	if (fromJSON == nil) != (fromText == nil) || len(v1) != len(v2) {
		t.Fatalf("JSON gives %v, the notation %v", fromJSON, fromText)
	}
	for i := range v2 {
		if v2[i].Line == 0 && entries > 0 && v2[i].Round+v2[i].Auction > 0 {
			t.Errorf("no line in %v", v2[i])
		}
		v2[i].Line = 0
		if v1[i] != v2[i] {
			t.Errorf("JSON gives %v, the notation %v", v1[i], v2[i])
		}
	}
}

// sameResult checks that both trackers give the same result, warnings and
// announcements.
func sameResult(t *testing.T, fromJSON, fromText func() (scorer.Result, error)) {
	t.Helper()
	r1, err1 := fromJSON()
	r2, err2 := fromText()
	if mustJSON(r1) != mustJSON(r2) || (err1 == nil) != (err2 == nil) {
		t.Errorf("JSON gives\n%s (%v)\nthe notation\n%s (%v)", mustJSON(r1), err1, mustJSON(r2), err2)
	}
}
