package zoosim

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// english gives what a sample says in English.
func english(s sample) string {
	switch {
	case s.note != nil:
		return fmt.Sprintf("%s | %s | %s", s.note.Rule, s.note.Player, s.note.Message)
	case s.item != nil:
		return fmt.Sprintf("%s | %s: %s | %s", s.item.Rule, s.item.Item, s.item.Why, s.item.Source)
	}
	return fmt.Sprintf("join | %s", JoinText(s.join.category, s.join.join, s.join.owner))
}

// TestEnglishTexts: everything the package says in English, as it said it
// before its messages moved to the catalogs (testdata/messages.en.golden).
func TestEnglishTexts(t *testing.T) {
	var b strings.Builder
	for _, s := range corpus(t) {
		fmt.Fprintf(&b, "%s: %s\n", s.case_, english(s))
	}
	path := filepath.Join("testdata", "messages.en.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < max(len(gl), len(wl)); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Errorf("line %d:\n got %s\nwant %s", i+1, g, w)
			}
		}
	}
}
