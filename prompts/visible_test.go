package prompts

import (
	"io"
	"strings"
	"testing"
)

// TestTerminalShowsNamesVisible: a name from an older file cannot drive
// the terminal through a line said, a question or the items of a list.
func TestTerminalShowsNamesVisible(t *testing.T) {
	var out bufCloser
	term := &Terminal{In: io.NopCloser(strings.NewReader("\r")), Out: &out, Plain: true}
	term.Say("Scores so far: \x1b]0;owned\x07Eve 3\nsecond line")
	i, err := term.Select("Resume game 1 (Eve\x1b[2J)?", []string{"\u202eyes", "no"})
	if err != nil || i != 0 {
		t.Fatalf("Select = %d, %v", i, err)
	}
	screen := out.String()
	if strings.ContainsAny(screen, "\x07\u202e") || strings.Contains(screen, "\x1b]") || strings.Contains(screen, "\x1b[2J") {
		t.Errorf("the terminal got raw control characters: %q", screen)
	}
	for _, want := range []string{`\x1b]0;owned\x07Eve 3` + "\nsecond line", `Eve\x1b[2J`, `\u202eyes`} {
		if !strings.Contains(screen, want) {
			t.Errorf("the terminal does not show %q: %q", want, screen)
		}
	}
}
