package prompts

import (
	"strings"
	"testing"
)

// TestNumbersTooLargeAreCalledSo: a typed number that does not fit is
// "too large", not "not a whole number"; the answer is asked again with
// the range.
func TestNumbersTooLargeAreCalledSo(t *testing.T) {
	tests := []struct {
		typed string
		valid func(string) error
		want  string
	}{
		{"99999999999999999999999", IntBetween(0, 5), `"99999999999999999999999" is too large: type a number from 0 to 5`},
		{"-99999999999999999999999", IntBetween(0, 5), `"-99999999999999999999999" is too small: type a number from 0 to 5`},
		{"two", IntBetween(0, 5), `"two" is not a whole number: type a number from 0 to 5`},
		{"7", IntBetween(0, 5), "7 is out of range: type a number from 0 to 5"},
		{"3 1 99999999999999999999999", threeCounts(nil, 0), `"99999999999999999999999" is too large: type three whole numbers`},
		{"3 1 1", threeCounts(nil, 2), "1 bench, fewer than the 2 of the year before"},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			err := tt.valid(tt.typed)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%q: %v, want %q", tt.typed, err, tt.want)
			}
		})
	}
	f := &Fake{Answers: []Answer{A("coins", "99999999999999999999999"), A("coins", "3")}}
	if n, err := AskInt(f, "Ann: coins (0-6)", 0, 0, 6); n != 3 || err != nil {
		t.Fatalf("AskInt = %d, %v", n, err)
	}
	if got := strings.Join(f.Transcript, "\n"); !strings.Contains(got, "is too large: type a number from 0 to 6") {
		t.Errorf("transcript:\n%s", got)
	}
}
