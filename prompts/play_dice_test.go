package prompts

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// finish fails the test when the scripted answers were not all used.
func finish(t *testing.T, f *Fake) {
	t.Helper()
	if err := f.Done(); err != nil {
		t.Error(err)
	}
}

// said reports whether the transcript holds a line containing s.
func said(f *Fake, s string) bool {
	for _, line := range f.Transcript {
		if strings.Contains(line, s) {
			return true
		}
	}
	return false
}

// wantNotes checks that the notes carry exactly these rule ids, in order,
// and that each note's message contains the matching text.
func wantNotes(t *testing.T, notes []scorer.Note, rules []string, texts []string) {
	t.Helper()
	var got []string
	for _, n := range notes {
		got = append(got, n.Rule)
	}
	if !reflect.DeepEqual(got, rules) {
		t.Fatalf("announcements %v, want %v\n%v", got, rules, notes)
	}
	for i, s := range texts {
		if m := i18n.For(i18n.English).Note(notes[i]).Message; !strings.Contains(m, s) {
			t.Errorf("announcement %d is %q, want it to contain %q", i, m, s)
		}
	}
}

func newDice(t *testing.T, players ...string) *dice.Tracker {
	t.Helper()
	tr, err := dice.NewTracker(players, nil)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestAskDiceSetup(t *testing.T) {
	t.Run("names in seating order, a duplicate re-asked", func(t *testing.T) {
		f := &Fake{Answers: []Answer{A("Player 1", "Ann"), A("Player 2", "ann"), A("Player 2", "Bea"), A("Player 3", "Cy"), A("Player 4", "")}}
		got, err := AskDiceSetup(f)
		if err != nil {
			t.Fatal(err)
		}
		if want := []string{"Ann", "Bea", "Cy"}; !reflect.DeepEqual(got, want) {
			t.Errorf("players %v, want %v", got, want)
		}
		if !said(f, "Ann is already playing") {
			t.Errorf("the duplicate name was not refused:\n%s", strings.Join(f.Transcript, "\n"))
		}
		finish(t, f)
	})
	t.Run("at most 4 players", func(t *testing.T) {
		f := &Fake{Answers: []Answer{A("Player 1", "A"), A("Player 2", "B"), A("Player 3", "C"), A("Player 4", "D")}}
		got, err := AskDiceSetup(f)
		if err != nil || len(got) != 4 {
			t.Fatalf("got %v, %v; want 4 players without a fifth question", got, err)
		}
		finish(t, f)
	})
}

func TestAskDiceTake(t *testing.T) {
	t.Run("a take with a wrong dice count re-asked", func(t *testing.T) {
		tr := newDice(t, "Ann", "Bea")
		f := &Fake{Answers: []Answer{
			A("Round 1 (6 dice left): who took a truck?", "Ann"),
			A("Ann: how many dice (1-3)", "4"),
			A("Ann: how many dice (1-3)", "3"),
			A("face of die 1 of 3", "crocodile"),
			A("face of die 2 of 3", "crocodile"),
			A("face of die 3 of 3", "coin"),
		}}
		e, err := AskDiceTake(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		want := dice.Entry{Round: 1, Take: dice.Take{Player: "Ann", Took: []string{"crocodile", "crocodile", "coin"}}}
		if !reflect.DeepEqual(e, want) {
			t.Fatalf("entry %+v, want %+v", e, want)
		}
		if !said(f, "4 is out of range") {
			t.Errorf("4 dice were not refused:\n%s", strings.Join(f.Transcript, "\n"))
		}
		finish(t, f)
		notes, err := tr.Apply(e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, notes, []string{"dice.cross-spaces", "dice.bonus-first", "dice.barn-cross"},
			[]string{"crocodile space 1 of 1, ticket office space 1 of 6", "bonus hex", "barn space"})
	})
	t.Run("only the players still to take, and at most the dice left", func(t *testing.T) {
		tr := newDice(t, "Ann", "Bea")
		if _, err := tr.Apply(dice.Entry{Round: 1, Take: dice.Take{Player: "Bea", Took: []string{"lion", "lion", "lion"}}}); err != nil {
			t.Fatal(err)
		}
		f := &Fake{Answers: []Answer{
			A("Round 1 (3 dice left)", "Ann"),
			A("Ann: how many dice (1-3)", ""), // the default: every die left
			A("die 1 of 3", "monkey"), A("die 2 of 3", "monkey"), A("die 3 of 3", "lion"),
		}}
		e, err := AskDiceTake(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		if len(e.Took) != 3 || e.Player != "Ann" {
			t.Fatalf("entry %+v, want Ann's 3 dice", e)
		}
		finish(t, f)
		notes, err := tr.Apply(e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, notes, []string{"dice.cross-spaces"}, []string{"Ann took monkey, monkey, lion"})
		if tr.Round() != 2 {
			t.Errorf("round %d after both takes, want 2", tr.Round())
		}
	})
	t.Run("the Select offers exactly who still takes", func(t *testing.T) {
		tr := newDice(t, "Ann", "Bea", "Cy")
		if _, err := tr.Apply(dice.Entry{Round: 1, Take: dice.Take{Player: "Ann", Took: []string{"lion"}}}); err != nil {
			t.Fatal(err)
		}
		f := &Fake{Answers: []Answer{A("who took a truck?", "Ann")}}
		_, err := AskDiceTake(f, tr)
		if err == nil || !strings.Contains(err.Error(), `offers ["Bea" "Cy"]`) {
			t.Errorf("error %v, want the offer to be Bea and Cy only", err)
		}
	})
	t.Run("Ctrl-C", func(t *testing.T) {
		tr := newDice(t, "Ann", "Bea")
		f := &Fake{Answers: []Answer{A("who took", "Ann"), {Ask: "how many dice", Cancel: true}}}
		if _, err := AskDiceTake(f, tr); !errors.Is(err, ErrCancelled) {
			t.Errorf("error %v, want ErrCancelled", err)
		}
	})
	t.Run("after the end of the game", func(t *testing.T) {
		data, err := os.ReadFile("../scorer/dice/testdata/play/full-game.json")
		if err != nil {
			t.Fatal(err)
		}
		s, err := dice.ParseScript(data)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := dice.Play(s)
		if err != nil || !tr.Ended() {
			t.Fatalf("the full game should replay to its end: %v", err)
		}
		f := &Fake{}
		if _, err := AskDiceTake(f, tr); !errors.Is(err, ErrGameOver) {
			t.Errorf("error %v, want ErrGameOver", err)
		}
	})
}
