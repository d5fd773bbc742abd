package prompts

import (
	"io"
	"strings"
	"testing"
)

func TestVisible(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"plain", "Ann", "Ann"},
		{"accents and other scripts stay", "Björn Ødegård 李雷", "Björn Ødegård 李雷"},
		{"emoji with a variation selector stays", "Ann ❤️", "Ann ❤️"},
		{"ANSI colour", "\x1b[31mAnn\x1b[0m", `\x1b[31mAnn\x1b[0m`},
		{"OSC title", "\x1b]0;pwned\x07Ann", `\x1b]0;pwned\x07Ann`},
		{"carriage return", "Ann\rBob", `Ann\rBob`},
		{"backspace", "Ann\b\b\bBob", `Ann\x08\x08\x08Bob`},
		{"newline forges a row", "Ann 7\n 9  2026-01-01  dice", `Ann 7\n 9  2026-01-01  dice`},
		{"tab", "A\tB", `A\tB`},
		{"DEL and C1 CSI", "A\x7fB\u009bC", `A\x7fB\u009bC`},
		{"right-to-left override", "Ann\u202eboB", `Ann\u202eboB`},
		{"right-to-left isolate", "\u2067Ann", `\u2067Ann`},
		{"zero-width space and joiner", "A\u200bn\u200dn", `A\u200bn\u200dn`},
		{"byte order mark", "\ufeffAnn", `\ufeffAnn`},
		{"soft hyphen", "An\u00adn", `An\u00adn`},
		{"line separator", "Ann\u2028Bob", `Ann\u2028Bob`},
		{"Hangul filler looks empty", "\u3164", `\u3164`},
		{"tag character", "Ann\U000e0041", `Ann\U000e0041`},
		{"bytes that are not UTF-8", "Ann\xff\xfe", `Ann\xff\xfe`},
		{"a backslash stays", `C:\games`, `C:\games`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Visible(tt.in)
			if got != tt.want {
				t.Errorf("Visible(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if again := Visible(got); again != got {
				t.Errorf("Visible is not idempotent: %q, then %q", got, again)
			}
		})
	}
}

func TestVisibleLinesKeepsItsOwnBreaks(t *testing.T) {
	got := VisibleLines("Ann\x1b[2J took a lion\n    and crosses\r it")
	if want := "Ann\\x1b[2J took a lion\n    and crosses\\r it"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

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
