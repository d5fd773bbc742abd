package termtext

import (
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
