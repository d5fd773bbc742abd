package scorer

import (
	"fmt"
	"reflect"
	"testing"
)

func TestCollapse(t *testing.T) {
	lion := Note{Player: "Ann", Rule: "dice.listed-twice", Message: "the lion is listed twice"}
	bob := Note{Player: "Bob", Rule: lion.Rule, Message: lion.Message}
	missing := func(round int) Note {
		return Note{Rule: "dice.round-incomplete", Round: round, Message: fmt.Sprintf("round %d has no take for Bob", round)}
	}
	var rounds, firstRounds []Note
	for r := 1; r <= 25; r++ {
		rounds = append(rounds, missing(r))
		if r <= MaxSameRule {
			firstRounds = append(firstRounds, missing(r))
		}
	}
	tests := []struct {
		name     string
		in, want []Note
	}{
		{"nothing", nil, nil},
		{"all different", []Note{lion, bob, {Player: "Ann", Rule: "x", Message: lion.Message}},
			[]Note{lion, bob, {Player: "Ann", Rule: "x", Message: lion.Message}}},
		{"the same note repeated, where the first stands", []Note{
			{Rule: "a", Message: "m", Round: 2}, lion, {Rule: "a", Message: "m", Round: 5}, lion, lion},
			[]Note{{Rule: "a", Message: "m (found 2 times)", Round: 2}, {Player: "Ann", Rule: lion.Rule, Message: lion.Message + " (found 3 times)"}}},
		{"exactly the limit of one rule", firstRounds, firstRounds},
		{"over the limit of one rule", append(append([]Note{lion}, rounds...), bob),
			append(append([]Note{lion}, firstRounds...),
				Note{Rule: "dice.round-incomplete", Round: MaxSameRule + 1, Message: "15 more mistakes of this kind: correct the ones above, then check again"},
				bob)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Collapse(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Collapse =\n%v\nwant\n%v", got, tt.want)
			}
		})
	}
}

// A tracker collapses each entry's notes, then those of the whole script:
// the counts add up as if the whole list had been collapsed at once.
func TestCollapseOfCollapsedLists(t *testing.T) {
	tiger := Note{Player: "Ann", Rule: "dice.unknown-face", Message: `"tiger" is not a die face`}
	var entry, script []Note
	for range 3 {
		entry = append(entry, tiger)
	}
	for r := 1; r <= 40; r++ {
		script = append(script, Collapse(entry)...)
		for i := range 12 {
			script = append(script, Collapse([]Note{{Rule: "x", Round: r, Message: fmt.Sprint(i)}, {Rule: "x", Round: r, Message: fmt.Sprint(i)}})...)
		}
	}
	got := Collapse(script)
	want := []Note{{Player: "Ann", Rule: tiger.Rule, Message: tiger.Message + " (found 120 times)"}}
	for i := range MaxSameRule {
		want = append(want, Note{Rule: "x", Round: 1, Message: fmt.Sprintf("%d (found 80 times)", i)})
	}
	want = append(want, Note{Rule: "x", Round: 1, Message: "160 more mistakes of this kind: correct the ones above, then check again"})
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Collapse =\n%v\nwant\n%v", got, want)
	}
	if again := Collapse(got); !reflect.DeepEqual(again, got) {
		t.Errorf("Collapse of a collapsed list changed it:\n%v", again)
	}
}

func BenchmarkCollapse(b *testing.B) {
	notes := make([]Note, 100000)
	for i := range notes {
		notes[i] = Note{Player: "Ann", Rule: "dice.listed-twice", Message: "the lion is listed twice"}
	}
	for b.Loop() {
		Collapse(notes)
	}
}
