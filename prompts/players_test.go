package prompts

import (
	"reflect"
	"strings"
	"testing"
)

// A name typed at the prompt is checked as the scripted input is
// (contract.md, "Input"): the reason shows and the name is asked again.
func TestAskNamesRefusesUnsafeNames(t *testing.T) {
	f := &Fake{Answers: []Answer{
		A("Player 1", "Ann\x1b[2J"), A("Player 1", strings.Repeat("a", 41)), A("Player 1", " Ann "),
		A("Player 2", "Bo\u202eb"), A("Player 2", "Bo\rb"), A("Player 2", "Bob"),
		A("Player 3", ""),
	}}
	names, err := AskNames(f, 2, 4)
	if err != nil {
		t.Fatalf("AskNames: %v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	if want := []string{"Ann", "Bob"}; !reflect.DeepEqual(names, want) {
		t.Errorf("names = %q, want %q", names, want)
	}
	transcript := strings.Join(f.Transcript, "\n")
	for _, said := range []string{
		`the name "Ann\x1b[2J" holds a control character (U+001B)`,
		"has 41 characters; a name has at most 40: shorten it",
		"an invisible formatting character (U+202E)",
		`"Bo\rb" holds a control character (U+000D)`,
	} {
		if !strings.Contains(transcript, said) {
			t.Errorf("the players were not told %q:\n%s", said, transcript)
		}
	}
}
