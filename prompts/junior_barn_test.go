package prompts

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer/junior"
)

// TestAskJuniorBarnKindChosenAgain: choosing a kind already in the barn
// corrects its count, and the question says so instead of reading as if the
// tiles were added; 0 removes the kind.
func TestAskJuniorBarnKindChosenAgain(t *testing.T) {
	tests := []struct {
		name    string
		answers []Answer
		want    string // the barn summary after the last answer
	}{
		{"corrected", []Answer{
			A("animals so far: none", "meerkat"), A("meerkat tiles, offspring included (1-13)", "2"), A("how many meerkat tiles are offspring", "0"),
			A("animals so far: 2 meerkats", "meerkat"), A("Ann's barn: meerkat tiles in all, now 2 (0 removes)", "3"), A("how many meerkat tiles are offspring", "1"),
			A("animals so far: 3 meerkats", "done"),
			A("landscapes so far: none", "rock"), A("rock tiles (1-", "1"),
			A("landscapes so far: 1 rock", "rock"), A("Ann's barn: rock tiles in all, now 1 (0 removes)", ""),
			A("landscapes so far: 1 rock", "done"),
		}, "3 meerkats; 1 rock"},
		{"removed", []Answer{
			A("animals so far: none", "wolf"), A("wolf tiles, offspring included (1-13)", "2"), A("how many wolf tiles are offspring", "0"),
			A("animals so far: 2 wolves", "wolf"), A("wolf tiles in all", "0"),
			A("animals so far: none", "done"),
			A("landscapes so far: none", "pond"), A("pond tiles (1-", "2"),
			A("landscapes so far: 2 pond", "pond"), A("pond tiles in all", "0"),
			A("landscapes so far: none", "done"),
		}, "empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &Fake{Answers: tt.answers}
			b, err := askBarn(f, "Ann", junior.Barn{})
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			if err := f.Done(); err != nil {
				t.Fatal(err)
			}
			if got := sayArg(i18n.For(i18n.English), describeBarn(b)); got != tt.want {
				t.Errorf("barn = %q, want %q", got, tt.want)
			}
		})
	}
}
