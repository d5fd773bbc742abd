package scorer_test

import (
	"unicode"
	"unicode/utf8"

	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// Names are shown on every screen and in every listing (contract.md,
// "Input"): at most 40 characters, no control or invisible formatting
// characters.
func TestNameProblem(t *testing.T) {
	tests := []struct {
		name string
		want string // "" = a good name
	}{
		{"Ann", ""},
		{"Zoë", ""},
		{"Jose\u0301", ""}, // a combining accent is shown with its letter
		{"李小龙", ""},
		{"Anne-Marie O'Brien", ""},
		{"🦁 Leo", ""},
		{"❤\ufe0f Mia", ""}, // an emoji's variation selector
		{"Ann\u00a0B", ""},  // a no-break space is a space
		{strings.Repeat("å", scorer.MaxNameLength), ""},
		{strings.Repeat("å", scorer.MaxNameLength+1), "has 41 characters; a name has at most 40: shorten it"},
		{strings.Repeat("x", 1<<20), `the name "` + strings.Repeat("x", scorer.MaxNameLength) + `"… has 1,048,576 characters`},
		{"\x1b[31mAnn", `the name "\x1b[31mAnn" holds a control character (U+001B)`},
		{"\x1b]0;pwned\x07", "a control character (U+001B)"},
		{"Ann\rBob", "a control character (U+000D)"},
		{"Ann\bBob", "a control character (U+0008)"},
		{"Ann\n2 Bob", "a control character (U+000A)"},
		{"Ann\tB", "a control character (U+0009)"},
		{"Ann\u0085", "a control character (U+0085)"},
		{"Ann\u2028Bob", "a line break (U+2028)"},
		{"Ann\u2029Bob", "a line break (U+2029)"},
		{"\u202eAnn", `the name "\u202eAnn" holds an invisible formatting character (U+202E)`},
		{"An\u200bn", "an invisible formatting character (U+200B)"},
		{"An\u200dn", "an invisible formatting character (U+200D)"},
		{"\ufeffAnn", "an invisible formatting character (U+FEFF)"},
		{"Ann\u2066", "an invisible formatting character (U+2066)"},
		{"Ann\U000e0041", "an invisible formatting character (U+E0041)"},
		{"\u3164", "an invisible formatting character (U+3164)"},
		{"Ann\xff", "is not valid text"},
	}
	for _, tt := range tests {
		t.Run(clipped(tt.name), func(t *testing.T) {
			got := en.Say(scorer.NameProblem(tt.name))
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("scorer.NameProblem(%.60q) = %q, want %q", tt.name, got, tt.want)
			}
			if strings.ContainsFunc(got, func(r rune) bool { return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) }) || len(got) > 300 {
				t.Errorf("the message itself is unsafe or long: %.400q", got)
			}
		})
	}
}

func TestCheckNamesListsEveryBadName(t *testing.T) {
	long := strings.Repeat("x", 41)
	notes := scorer.CheckNames("g", []string{"Ann", "\x1b[2J", long, "", "ann", "B\u202e", "ANN"}, 2, 4)
	want := []scorer.Note{
		{Rule: "g.player-count", Message: "7 players entered; this game is for 2 to 4 players: add or remove players"},
		{Rule: "g.player-name-invisible", Message: `player 2: the name "\x1b[2J" holds a control character (U+001B), which a screen does not show as it is: remove it`},
		{Rule: "g.player-name-too-long", Message: `player 3: the name "` + long[:40] + `"… has 41 characters; a name has at most 40: shorten it`},
		{Rule: "g.player-name-empty", Message: "player 4 has no name: give every player a name"},
		{Rule: "g.player-name-invisible", Message: `player 6: the name "B\u202e" holds an invisible formatting character (U+202E), which a screen does not show as it is: remove it`},
		{Player: "ann", Rule: "g.player-name-duplicate", Message: `the name "ann" is used by players 1, 5 and 7 (letter case does not count): give each player a different name`},
	}
	if len(notes) != len(want) {
		t.Fatalf("%d notes, want %d:\n%v", len(notes), len(want), scorer.Violations(notes))
	}
	for i := range want {
		if got := en.Note(notes[i]); got.Player != want[i].Player || got.Rule != want[i].Rule || got.Message != want[i].Message {
			t.Errorf("note %d:\n%+v\nwant\n%+v", i+1, got, want[i])
		}
	}
}

// clipped shortens a test's name.
func clipped(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s)[:40])
}
