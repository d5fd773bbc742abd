package prompts

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/termtext"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// golden compares got with testdata/NAME.golden; with -update a file that
// differs is rewritten and the test fails, naming it.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	want, err := os.ReadFile(path)
	if err == nil && string(want) == got {
		return
	}
	if *update {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Errorf("%s was rewritten: review it, then run the tests without -update", path)
		return
	}
	t.Errorf("output differs from %s (go test -update accepts it):\n--- got\n%s\n--- want\n%s", path, got, want)
}

// summaryNames are names a table must keep in line: wide characters, an
// emoji, an accent, and an escaped control character (shown as \x1b).
var summaryNames = []string{"Ann", "李雷", "🦁 Leo", "Zoë", "Eve\x1b[2J"}

func summaries(width int) string {
	var d dice.Input
	var j junior.Input
	var z zoosim.Input
	for i, name := range summaryNames {
		d.Players = append(d.Players, dice.Sheet{Name: name, Enclosures: dice.Counts{Crocodile: 1, Ostrich: i % 3, Lion: 5},
			Bonus: []string{"crocodile", "ostrich", "monkey", "elephant"}[:i%5], Coins: i, Barn: []string{"crocodile", "lion"}[:i%3]})
		j.Players = append(j.Players, junior.Zoo{Name: name,
			Enclosures: []junior.Enclosure{{Animal: "rhinoceros", Animals: 6, Offspring: 1}, {Animal: "wolf", Animals: i, Landscapes: []string{"pond", "rock"}[:i%3]}},
			Barn:       junior.Barn{Animals: map[string]int{"wolf": i}, Offspring: map[string]int{}, Landscapes: map[string]int{"rock": 1}}})
		z.Players = append(z.Players, zoosim.Zoo{Name: name, Years: []zoosim.Year{{Visitors: i, Trees: 1, Benches: 1}, {Visitors: 3 * i, Trees: 2, Benches: 12}}})
	}
	var b strings.Builder
	for _, part := range [][]string{DiceSummary(d, width), JuniorSummary(j, width), ZooSimSummary(nil, z, width)} {
		b.WriteString(strings.Join(part, "\n") + "\n\n")
	}
	return b.String()
}

// TestSummariesFitTheTerminal: the review tables of the three games keep
// their columns in line whatever the names, and at 60 columns as at 80 no
// line is wider than the terminal (a column wraps, or goes below the row).
func TestSummariesFitTheTerminal(t *testing.T) {
	for _, width := range []int{80, 60} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			got := summaries(width)
			for _, l := range strings.Split(got, "\n") {
				if termtext.Width(l) > width {
					t.Errorf("%q is %d columns wide, wider than %d", l, termtext.Width(l), width)
				}
			}
			for _, w := range []string{"2 wolves", "1 wolf", "rhinoceroses", `Eve\x1b[2J`} {
				if !strings.Contains(got, w) {
					t.Errorf("%q is missing", w)
				}
			}
			golden(t, fmt.Sprintf("summaries-%d", width), got)
		})
	}
}
