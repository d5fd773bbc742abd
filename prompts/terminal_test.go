package prompts

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
	"text/template"

	"github.com/manifoldco/promptui"
	"github.com/zooscore/zooscore/i18n"
)

type bufCloser struct{ bytes.Buffer }

func (b *bufCloser) Close() error { return nil }

// TestQuietDropsLateWrites: once a question has returned, a late redraw of
// it from readline's goroutine must not reach the terminal (it erased the
// "paused" note after Ctrl-C).
func TestQuietDropsLateWrites(t *testing.T) {
	tests := []struct {
		name   string
		hushed bool
		want   string
	}{
		{"while asking", false, "? Bob's bid: 3\x1b[1A"},
		{"after the answer", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bufCloser
			q := newQuiet(&out)
			if tt.hushed {
				q.hush()
			}
			n, err := q.Write([]byte("? Bob's bid: 3\x1b[1A"))
			if err != nil || n != len("? Bob's bid: 3\x1b[1A") {
				t.Errorf("Write = %d, %v; a dropped write must still look written", n, err)
			}
			if out.String() != tt.want {
				t.Errorf("terminal got %q, want %q", out.String(), tt.want)
			}
		})
	}
}

// TestSearcherNarrowsByWordStarts: typed letters keep the items whose text,
// or one of whose words, they start, so "lion" picks lion and never moves
// the cursor elsewhere.
func TestSearcherNarrowsByWordStarts(t *testing.T) {
	items := []string{"crocodile", "ostrich", "monkey", "elephant", "lion", "coin", "enclosure 2: 3 llama", "fertile male", "not fertile"}
	tests := map[string][]string{
		"lion":      {"lion"},
		"LI":        {"lion"},
		"c":         {"crocodile", "coin"},
		"co":        {"coin"},
		"2":         {"enclosure 2: 3 llama"},
		"llama":     {"enclosure 2: 3 llama"},
		"fertile m": {"fertile male"},
		"fertile":   {"fertile male", "not fertile"},
		"x":         nil,
	}
	for typed, want := range tests {
		var got []string
		for i, it := range items {
			if searcher(items)(typed, i) {
				got = append(got, it)
			}
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%q keeps %q, want %q", typed, got, want)
		}
	}
}

// TestTerminalAsksWithTheLanguagesColon: a question on the terminal takes
// the colon of the table's language, the French one after a space ("Nom
// du joueur 2 :"), in colour and without, and so does a menu's label.
func TestTerminalAsksWithTheLanguagesColon(t *testing.T) {
	for _, tc := range []struct {
		lang        i18n.Lang
		input, menu string
	}{
		{i18n.English, "Player 2 name: ", "variant: standard"},
		{i18n.German, "Name von Spieler 2: ", "Variante: standard"},
		{i18n.French, "Nom du joueur 2 : ", "variante : standard"},
	} {
		for _, plain := range []bool{true, false} {
			var out bufCloser
			loc := i18n.For(tc.lang)
			term := &Terminal{In: io.NopCloser(strings.NewReader("\r")), Out: &out, Plain: plain, Words: loc}
			// The question is drawn from its template here rather than
			// through Input: promptui reads its cursor while readline's
			// goroutine still handles the Enter key, a race inside the
			// library that -race reports in-process (the pty tests see
			// the real screen from a separate process).
			question := template.Must(template.New("q").Funcs(promptui.FuncMap).Parse(term.inputTemplates().Prompt))
			if err := question.Execute(&out, localizer(term).Label(loc.T("ask.player-name", "n", 2))); err != nil {
				t.Fatal(err)
			}
			if _, err := term.Select(loc.T("cmd.settings.variant"), []string{"standard"}); err != nil {
				t.Fatal(err)
			}
			screen := ansi.ReplaceAllString(out.String(), "")
			for _, want := range []string{tc.input, tc.menu} {
				if !strings.Contains(screen, want) {
					t.Errorf("%s (plain %v): %q not on the screen %q", tc.lang, plain, want, screen)
				}
			}
		}
	}
}

// ansi matches the terminal's escape sequences.
var ansi = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)
