package scorer_test

import (
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// The rules engine's own sentences, said in English as before the
// catalogs, and with no English left in German and French.

func TestRankExplainsTheTiebreak(t *testing.T) {
	r := scorer.Rank([]scorer.Standing{standing("Ann", 12, 4), standing("Bob", 12, 2)}, []scorer.Tiebreak{{Rule: "dice.tie-coins", What: "crossed coin spaces"}}, "dice.tie-shared")
	want := "Ann and Bob tie on 12 points; the tie is broken by crossed coin spaces (Ann 4 and Bob 2): Ann rank 1 and Bob rank 2"
	if len(r.Decisions) != 1 || en.Note(r.Decisions[0]).Message != want {
		t.Errorf("decisions = %+v\nwant %q", en.Notes(r.Decisions), want)
	}
}

func TestRankExplainsASharedRank(t *testing.T) {
	two := []scorer.Tiebreak{{Rule: "dice.tie-coins"}, {Rule: "junior.tie-landscapes"}}
	tied := []scorer.Standing{standing("Ann", 7, 1, 2), standing("Bob", 7, 1, 2), standing("Cy", 3, 0, 0)}
	for _, tc := range []struct {
		tiebreaks []scorer.Tiebreak
		want      string
	}{
		{two, "Ann and Bob are still tied after crossed coin spaces, then landscape tiles in the enclosures: they share rank 1"},
		{nil, "Ann and Bob tie on 7 points and the rules name no tiebreak: they share rank 1"},
	} {
		r := scorer.Rank(tied, tc.tiebreaks, "g.tie-shared")
		if len(r.Decisions) != 1 || en.Note(r.Decisions[0]).Message != tc.want {
			t.Errorf("decisions = %+v\nwant %q", en.Notes(r.Decisions), tc.want)
		}
	}
}

// Every sentence of the engine, in German and French: no English word
// left, and the names and numbers kept.
func TestEngineSentencesInGermanAndFrench(t *testing.T) {
	two := []scorer.Tiebreak{{Rule: "dice.tie-coins"}, {Rule: "junior.tie-landscapes"}}
	var notes []scorer.Note
	notes = append(notes, scorer.Rank([]scorer.Standing{standing("Ann", 12, 4, 0), standing("Bob", 12, 2, 0)}, two, "g.shared").Decisions...)
	notes = append(notes, scorer.Rank([]scorer.Standing{standing("Ann", 7, 1, 2), standing("Bob", 7, 1, 2)}, two, "g.shared").Decisions...)
	notes = append(notes, scorer.Rank([]scorer.Standing{standing("Ann", 7), standing("Bob", 7)}, nil, "g.shared").Decisions...)
	names := []string{"Ann", "\x1b[2J", "Ann Marie Lucienne Bernadette Josephine Claire", "", "ann", "B\u202e", "ANN", "Cy\u2028"}
	notes = append(notes, scorer.CheckNames("g", names, 2, 4)...)
	notes = append(notes, scorer.CheckNames("g", []string{"A", "a", "A", "a", "A", "a", "A"}, 2, 4)...)
	var repeated []scorer.Note
	for r := 1; r <= 30; r++ {
		repeated = append(repeated, scorer.Note{Rule: "g.x", Round: r, Msg: msg.M("names.empty", "seat", r%12)})
	}
	notes = append(notes, scorer.Collapse(repeated)...)
	for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
		loc := i18n.For(lang)
		for _, n := range notes {
			line := loc.NoteLine(n)
			if words := i18ntest.English(line); len(words) > 0 {
				t.Errorf("%s: %q holds English: %v", lang, line, words)
			}
			if en.NoteLine(n) == line {
				t.Errorf("%s: %q is not translated", lang, line)
			}
		}
	}
}

func standing(name string, total int, tiebreaks ...int) scorer.Standing {
	return scorer.Standing{Player: scorer.PlayerResult{Name: name, Total: total}, Tiebreaks: tiebreaks}
}
