package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/termtext"
)

// wideClub stores games whose players have long, wide and emoji names.
func wideClub(t *testing.T) string {
	t.Helper()
	db := pgtest.NewDB(t, "club.db")
	for _, in := range []struct{ game, input string }{
		{"dice", `{"players":[{"name":"Annabelle-Marie","enclosures":{"crocodile":1,"ostrich":2,"monkey":3,"elephant":4,"lion":2},"bonus":["crocodile","ostrich","monkey","elephant"],"coins":4,"barn":["ostrich"]},` +
			`{"name":"李雷","enclosures":{"lion":5},"bonus":["lion"],"coins":2},{"name":"🦁 Leo","enclosures":{"lion":3}},{"name":"Zoë","coins":1}]}`},
		{"junior", readFile(t, "../../scorer/junior/testdata/scoring-example.json")},
		{"zoosim", `{"players":[{"name":"Wolfgang","years":[{"visitors":2,"trees":2,"benches":0}]},{"name":"Klaus","years":[{"visitors":0,"trees":0,"benches":0}]}]}`},
	} {
		if code, out, errOut := runZooscore(t, on{stdin: in.input}, "score", in.game, "--input", "-", "--db", db); code != 0 {
			t.Fatalf("score %s: exit %d %s %s", in.game, code, out, errOut)
		}
	}
	return db
}

// fits fails for a line wider than width columns.
func fits(t *testing.T, what, out string, width int) {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		if termtext.Width(l) > width {
			t.Errorf("%s: %q is %d columns wide, wider than %d", what, l, termtext.Width(l), width)
		}
	}
}

// TestOutputFitsTheTerminal: at 60 and 80 columns, history shows every
// player of every game, a result shows every reason in full (wrapped, not
// cut with "…"), and the tables stay in line whatever the names.
func TestOutputFitsTheTerminal(t *testing.T) {
	db := wideClub(t)
	players := []string{"Annabelle-Marie", "李雷", "🦁 Leo", "Zoë", "Wolfgang", "Klaus"}
	for _, width := range []int{60, 80} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			for _, args := range [][]string{{"history"}, {"show", "1"}, {"leaderboard"}, {"explain", "1"}} {
				name := fmt.Sprintf("%s-%d", strings.Join(args, "-"), width)
				_, out, errOut := runZooscore(t, on{width: width, errWidth: width}, append(args, "--db", db)...)
				if errOut != "" {
					t.Fatalf("%s: %s", name, errOut)
				}
				fits(t, name, out, width)
				if strings.Contains(out, "…") {
					t.Errorf("%s cuts a text:\n%s", name, out)
				}
				golden(t, name, out)
				if args[0] == "history" {
					for _, p := range players {
						if !strings.Contains(out, p) {
							t.Errorf("history at %d columns does not show %s:\n%s", width, p, out)
						}
					}
				}
			}
		})
	}
}

// TestTextWrapsBetweenWords: errors, warnings, explanations and the
// announcements of a tracked game wrap at spaces: at 60 columns they hold
// the same words, in the same order, as unwrapped.
func TestTextWrapsBetweenWords(t *testing.T) {
	broken := `{"players":[{"name":"Annabelle-Marie","enclosures":{"lion":4},"barn":["lion"],"coins":7},{"name":" annabelle-marie "}]}`
	_, _, wide := runZooscore(t, on{stdin: broken, width: asFile}, "check", "dice", "--input", "-")
	_, _, narrow := runZooscore(t, on{stdin: broken, width: 60, errWidth: 60}, "check", "dice", "--input", "-")
	fits(t, "errors", narrow, 60)
	if !slices.Equal(strings.Fields(wide), strings.Fields(narrow)) || wide == narrow {
		t.Errorf("the errors were not wrapped between words:\n%s", narrow)
	}
	golden(t, "errors-60", narrow)

	_, _, wide = runZooscore(t, on{width: asFile}, "history", "--db", "/nonexistent/folder/z.db", "--since", "yesterday")
	_, _, narrow = runZooscore(t, on{width: 30, errWidth: 30}, "history", "--db", "/nonexistent/folder/z.db", "--since", "yesterday")
	if !slices.Equal(strings.Fields(wide), strings.Fields(narrow)) || !strings.Contains(narrow, "\n") {
		t.Errorf("a usage error was not wrapped between words:\n%s", narrow)
	}

	play := func(width int) string {
		f := &prompts.Fake{Width: width, Answers: diceAnswers(t, "../../scorer/dice/testdata/play/full-game.json")}
		if code, _, errOut := runZooscore(t, on{prompter: f, width: asFile}, "play", "dice", "--db", pgtest.NewDB(t, "z.db")); code != 0 {
			t.Fatalf("play: exit %d %s", code, errOut)
		}
		return strings.Join(f.Transcript, "\n")
	}
	wide, narrow = play(0), play(60)
	if !slices.Equal(strings.Fields(wide), strings.Fields(narrow)) || wide == narrow {
		t.Errorf("the announcements were not wrapped between words:\n%s", narrow)
	}
	for _, l := range strings.Split(narrow, "\n") {
		if !strings.HasPrefix(l, "? ") && termtext.Width(l) > 60 {
			t.Errorf("%q is wider than 60 columns", l)
		}
	}
}
