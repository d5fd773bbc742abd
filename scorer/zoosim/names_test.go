package zoosim

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// Names are at most 40 characters, without control or invisible formatting
// characters (contract.md, "Input"), in sheets and in play scripts alike.
func TestNamesThatCannotBeShown(t *testing.T) {
	long := strings.Repeat("n", 41)
	for _, tt := range []struct{ name, rule string }{
		{long, "zoosim.player-name-too-long"},
		{"Al\u202ean", "zoosim.player-name-invisible"},
	} {
		_, sheetErr := Score(Input{Players: []Zoo{{Name: tt.name}, {Name: "Klaus"}}})
		_, scriptErr := NewTracker([]string{tt.name, "Klaus"}, []string{tt.name, "Klaus"}, "")
		for what, err := range map[string]error{"sheets": sheetErr, "script": scriptErr} {
			var v scorer.Violations
			if !errors.As(err, &v) || !strings.Contains(v.Error(), "["+tt.rule+"]") {
				t.Errorf("%s with the name %q: %v, want %s", what, tt.name, err, tt.rule)
			}
		}
	}
}
