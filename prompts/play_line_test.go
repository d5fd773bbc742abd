package prompts

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

func TestReadCommand(t *testing.T) {
	tests := map[string]Command{
		"": CommandGuided, "  ": CommandGuided, "?": CommandMenu, "menu": CommandMenu, "Undo": CommandUndo,
		" board ": CommandBoard, "PAUSE": CommandPause, "help": CommandHelp,
		"ann: li li co": CommandEntry, "last": CommandEntry, "undo it": CommandEntry, "bo": CommandEntry,
	}
	for line, want := range tests {
		if got := ReadCommand(line); got != want {
			t.Errorf("ReadCommand(%q) = %v, want %v", line, got, want)
		}
	}
}

// The adapter to readline completes the word being typed from the words
// offered, in any letter case, and leaves a word already whole alone.
func TestCompleterCompletesTheWordBeingTyped(t *testing.T) {
	words := func(string) []string { return []string{"Ann:", "Bob:", "board", "lion", "coin"} }
	tests := []struct {
		line string
		want []string
		n    int
	}{
		{"a", []string{"nn: "}, 1},
		{"b", []string{"ob: ", "oard "}, 1},
		{"ann: li", []string{"on "}, 2},
		{"ann: lion,co", []string{"in "}, 2},
		{"ann: LI", []string{"on "}, 2},
		{"ann: lion", nil, 4},
		{"ann: x", nil, 1},
	}
	for _, tt := range tests {
		got, n := completer(words).Do([]rune(tt.line), len([]rune(tt.line)))
		var strs []string
		for _, g := range got {
			strs = append(strs, string(g))
		}
		if !reflect.DeepEqual(strs, tt.want) || n != tt.n {
			t.Errorf("Do(%q) = %q, %d; want %q, %d", tt.line, strs, n, tt.want, tt.n)
		}
	}
	if got, _ := completer(nil).Do([]rune("a"), 1); got != nil {
		t.Errorf("no completion offers %q", got)
	}
}

func TestDiceLine(t *testing.T) {
	tr, err := dice.NewTracker([]string{"Ann", "Bob", "Cy"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Apply(dice.Entry{Round: 1, Take: dice.Take{Player: "Ann", Took: []string{"lion"}}}); err != nil {
		t.Fatal(err)
	}
	pl := DiceLine(nil, tr)
	if pl.Label != "round 1 · Bob or Cy" {
		t.Errorf("label %q", pl.Label)
	}
	for before, want := range map[string][]string{
		"":          {"Bob:", "Cy:", "board", "help", "menu", "pause", "undo"},
		"b":         {"Bob:", "Cy:", "board", "help", "menu", "pause", "undo"},
		"bob: li":   dice.Faces,
		"bob 2 mon": dice.Faces, // a name without its colon
	} {
		if got := pl.Complete(before); !reflect.DeepEqual(got, want) {
			t.Errorf("Complete(%q) = %q, want %q", before, got, want)
		}
	}
	e, err := ReadDiceLine(nil, "bo: 2 mo", tr)
	if err != nil || e.Player != "Bob" || e.Round != 1 || !reflect.DeepEqual(e.Took, []string{"monkey", "monkey"}) {
		t.Errorf("ReadDiceLine = %+v, %v", e, err)
	}
	if _, err := ReadDiceLine(nil, "bob: li xx", tr); err == nil {
		t.Error("a face that is none was read")
	}
}

func TestJuniorLine(t *testing.T) {
	tr := newJunior(t, "Ann", "Bea")
	// Ann takes last in round 1, first in round 2, and fills enclosure 1:
	// her bonus action is open.
	applyJunior(t, tr, juniorTake("Bea", "wolf//barn"), juniorTake("Ann", "llama//1", "llama//1", "llama//1"))
	applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "llama//1"))
	pl := JuniorLine(nil, tr)
	if pl.Label != "round 2 · Bea · Ann: bonus?" {
		t.Errorf("label %q", pl.Label)
	}
	tests := map[string][]string{
		"":                          {"Bea:", "Ann:", "last", "board", "help", "menu", "pause", "undo"},
		"bea: llama ":               {"male", "female", "barn"},
		"bea: llama female ":        {"barn"},
		"bea: pond ":                {"barn"},
		"bea: llama 1; ":            {"bonus", "unclaimed"},
		"ann: bonus ":               {"take", "discard"},
		"ann: bonus take ":          {"Ann", "Bea"},
		"bea [2]: llama 1, ":        game.JuniorTileChoices(tr, "Bea", nil),
		"bea: impala 1, rock 2, wo": game.JuniorTileChoices(tr, "Bea", nil),
	}
	for before, want := range tests {
		if got := pl.Complete(before); !reflect.DeepEqual(got, want) {
			t.Errorf("Complete(%q) = %q, want %q", before, got, want)
		}
	}
	e, err := ReadJuniorLine(nil, "ann: bonus take bea wolf 2", tr)
	if err != nil || e.Round != 2 || e.Take == nil || e.Take.Bonus == nil {
		t.Fatalf("ReadJuniorLine = %+v, %v", e, err)
	}
	if _, err := tr.Apply(e); err != nil {
		t.Errorf("the bonus typed on its own line is refused: %v", err)
	}
	end := nearEnd(t)
	applyJunior(t, end, junior.Entry{Last: true})
	if pl := JuniorLine(nil, end); !strings.HasPrefix(pl.Label, "round 7 (the last) · ") {
		t.Errorf("label %q after the mark of the last round", pl.Label)
	}
}

// Junior's help at the prompt names the tiles a take may hold, in the
// language of the table: every kind while more can come, only the kinds in
// play once they all came out (4 with 2 players), and the landscapes.
func TestJuniorHelpNamesKindsAndLandscapes(t *testing.T) {
	fresh := newJunior(t, "Ann", "Bea")
	allOut := newJunior(t, "Ann", "Bea")
	applyJunior(t, allOut, juniorTake("Ann", "llama//1", "wolf//2"), juniorTake("Bea", "impala//1", "giraffe//2"))
	tests := []struct {
		name string
		lang i18n.Lang
		t    *junior.Tracker
		want string
	}{
		{"every kind", i18n.English, fresh,
			"Kinds: meerkat, giraffe, impala, llama, rhinoceros, ostrich, wolf. Landscapes: pond, shrub, rock."},
		{"the kinds in play", i18n.English, allOut, "Kinds in play: giraffe, impala, llama, wolf. Landscapes: pond, shrub, rock."},
		{"in German", i18n.German, allOut, "Tierarten im Spiel: Giraffe, Impala, Lama, Wolf. Landschaften: Teich, Strauch, Felsen."},
		{"in French", i18n.French, fresh, "Espèces : suricate, girafe, impala, lama, rhinocéros, autruche, loup. Paysages : étang, buisson, rocher."},
	}
	for _, tt := range tests {
		help := JuniorLine(&Fake{Words: i18n.For(tt.lang)}, tt.t).Help
		if !slices.Contains(help, tt.want) {
			t.Errorf("%s: the help does not say %q:\n%s", tt.name, tt.want, strings.Join(help, "\n"))
		}
	}
}

func TestZooSimLine(t *testing.T) {
	tr, err := zoosim.NewTracker([]string{"Alan", "Klaus"}, []string{"Klaus", "Alan"}, zoosim.VariantStandard)
	if err != nil {
		t.Fatal(err)
	}
	pl := ZooSimLine(nil, tr)
	if pl.Label != "year 1 · auction 1" {
		t.Errorf("label %q", pl.Label)
	}
	if got := pl.Complete("sea 2, "); !slices.Contains(got, "bushes") || !slices.Contains(got, "birds") {
		t.Errorf("the tile part offers %q", got)
	}
	if got := pl.Complete("sea 2, birds 1 | "); !reflect.DeepEqual(got, []string{"Alan", "Klaus"}) {
		t.Errorf("the bids part offers %q", got)
	}
	if got := pl.Complete("sea 2, birds 1 | 1 2 | "); !slices.Contains(got, "benches") {
		t.Errorf("the placed part offers %q", got)
	}
	a, err := ReadZooSimLine(nil, "sea 2, birds 1 | alan 1, klaus 2 | sea 2, birds 1", tr)
	if err != nil || a.Bids["Klaus"] != 2 || a.Placed.Enclosures["sea"] != 2 {
		t.Errorf("ReadZooSimLine = %+v, %v", a, err)
	}
}

// A line that cannot be read is marked under the place of the mistake, as
// the line was echoed after the prompt's label and " › ".
func TestLineMistakeMarksTheColumn(t *testing.T) {
	_, err := notation.ParseDiceEntry("bob: li xx", []string{"Ann", "Bob"})
	caret, msg := LineMistake(nil, "round 1 · Bob", "bob: li xx", err)
	if want := strings.Repeat(" ", utf8.RuneCountInString("round 1 · Bob › bob: li ")) + "^"; caret != want {
		t.Errorf("caret %q, want %q", caret, want)
	}
	if !strings.Contains(msg, `"xx" is not a die face`) {
		t.Errorf("message %q", msg)
	}
	if caret, msg := LineMistake(nil, "x", "y", errors.New("other")); caret != "" || msg != "other" {
		t.Errorf("another error gives %q, %q", caret, msg)
	}
}
