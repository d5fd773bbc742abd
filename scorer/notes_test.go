package scorer_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

func TestCollapse(t *testing.T) {
	lion := scorer.Note{Player: "Ann", Rule: "dice.listed-twice", Message: "the lion is listed twice"}
	bob := scorer.Note{Player: "Bob", Rule: lion.Rule, Message: lion.Message}
	missing := func(round int) scorer.Note {
		return scorer.Note{Rule: "dice.round-incomplete", Round: round, Message: fmt.Sprintf("round %d has no take for Bob", round)}
	}
	var rounds, firstRounds []scorer.Note
	for r := 1; r <= 25; r++ {
		rounds = append(rounds, missing(r))
		if r <= scorer.MaxSameRule {
			firstRounds = append(firstRounds, missing(r))
		}
	}
	tests := []struct {
		name     string
		in, want []scorer.Note
	}{
		{"nothing", nil, nil},
		{"all different", []scorer.Note{lion, bob, {Player: "Ann", Rule: "x", Message: lion.Message}},
			[]scorer.Note{lion, bob, {Player: "Ann", Rule: "x", Message: lion.Message}}},
		{"the same note repeated, where the first stands", []scorer.Note{
			{Rule: "a", Message: "m", Round: 2}, lion, {Rule: "a", Message: "m", Round: 5}, lion, lion},
			[]scorer.Note{{Rule: "a", Message: "m (found 2 times)", Round: 2}, {Player: "Ann", Rule: lion.Rule, Message: lion.Message + " (found 3 times)"}}},
		{"exactly the limit of one rule", firstRounds, firstRounds},
		{"over the limit of one rule", append(append([]scorer.Note{lion}, rounds...), bob),
			append(append([]scorer.Note{lion}, firstRounds...),
				scorer.Note{Rule: "dice.round-incomplete", Round: scorer.MaxSameRule + 1, Message: "15 more mistakes of this kind: correct the ones above, then check again"},
				bob)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := scorer.Collapse(tt.in); !reflect.DeepEqual(lines(got), lines(tt.want)) {
				t.Errorf("scorer.Collapse =\n%v\nwant\n%v", got, tt.want)
			}
		})
	}
}

// A tracker collapses each entry's notes, then those of the whole script:
// the counts add up as if the whole list had been collapsed at once.
func TestCollapseOfCollapsedLists(t *testing.T) {
	tiger := scorer.Note{Player: "Ann", Rule: "dice.unknown-face", Message: `"tiger" is not a die face`}
	var entry, script []scorer.Note
	for range 3 {
		entry = append(entry, tiger)
	}
	for r := 1; r <= 40; r++ {
		script = append(script, scorer.Collapse(entry)...)
		for i := range 12 {
			script = append(script, scorer.Collapse([]scorer.Note{{Rule: "x", Round: r, Message: fmt.Sprint(i)}, {Rule: "x", Round: r, Message: fmt.Sprint(i)}})...)
		}
	}
	got := scorer.Collapse(script)
	want := []scorer.Note{{Player: "Ann", Rule: tiger.Rule, Message: tiger.Message + " (found 120 times)"}}
	for i := range scorer.MaxSameRule {
		want = append(want, scorer.Note{Rule: "x", Round: 1, Message: fmt.Sprintf("%d (found 80 times)", i)})
	}
	want = append(want, scorer.Note{Rule: "x", Round: 1, Message: "160 more mistakes of this kind: correct the ones above, then check again"})
	if !reflect.DeepEqual(lines(got), lines(want)) {
		t.Errorf("scorer.Collapse =\n%v\nwant\n%v", got, want)
	}
	if again := scorer.Collapse(got); !reflect.DeepEqual(again, got) {
		t.Errorf("scorer.Collapse of a collapsed list changed it:\n%v", again)
	}
}

// lines are the notes as shown in English.
func lines(notes []scorer.Note) []string {
	var out []string
	for _, n := range notes {
		out = append(out, en.NoteLine(n))
	}
	return out
}

// Notes are compared by what they say, before it is put into words: the
// same message with the same arguments is the same note, and the count is
// said in every language.
func TestCollapseComparesMessages(t *testing.T) {
	face := func(face string, round int) scorer.Note {
		return scorer.Note{Player: "Ann", Rule: "dice.unknown-face", Round: round, Msg: msg.M("json.char", "char", face)}
	}
	got := scorer.Collapse([]scorer.Note{face("tiger", 1), face("tiger", 2), face("zebra", 2), face("tiger", 3)})
	if len(got) != 2 || got[0].Times != 3 || got[0].Round != 1 || got[1].Times != 0 {
		t.Fatalf("Collapse = %+v", got)
	}
	for lang, want := range map[i18n.Lang]string{
		i18n.English: "Ann, round 1: the character tiger (found 3 times) [dice.unknown-face]",
		i18n.German:  "Ann, Runde 1: das Zeichen tiger (3-mal gefunden) [dice.unknown-face]",
		i18n.French:  "le caractère tiger (3 occurrences)",
	} {
		if line := i18n.For(lang).NoteLine(got[0]); !strings.Contains(line, want) {
			t.Errorf("%s: %q, want %q", lang, line, want)
		}
	}
	if b, _ := json.Marshal(got[0]); !strings.Contains(string(b), `"times":3`) {
		t.Errorf("JSON %s has no times", b)
	}
}

func BenchmarkCollapse(b *testing.B) {
	notes := make([]scorer.Note, 100000)
	for i := range notes {
		notes[i] = scorer.Note{Player: "Ann", Rule: "dice.listed-twice", Message: "the lion is listed twice"}
	}
	for b.Loop() {
		scorer.Collapse(notes)
	}
}

func BenchmarkCollapseMessages(b *testing.B) {
	notes := make([]scorer.Note, 100000)
	for i := range notes {
		notes[i] = scorer.Note{Player: "Ann", Rule: "dice.listed-twice", Msg: msg.M("dice.listed-twice", "animal", msg.Word("lion"), "where", "bonus")}
	}
	for b.Loop() {
		scorer.Collapse(notes)
	}
}
