package prompts

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/dice"
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

// The setup of each game asks for its players, no fewer than its least and
// no more than its most (2 to 4 for the Dice Game and ZooSim, 2 to 5 for
// Junior), scored or tracked: after the most, the next question is not a
// name's.
func TestSetupAsksEachGamesPlayerCounts(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}
	for _, c := range []struct {
		door     string
		min, max int
		ask      func(Prompter) error
	}{
		{"score dice", 2, 4, func(p Prompter) error { _, err := AskDice(p, dice.Input{}); return err }},
		{"play dice", 2, 4, func(p Prompter) error { _, err := AskDiceSetup(p); return err }},
		{"score junior", 2, 5, func(p Prompter) error { _, err := AskJunior(p); return err }},
		{"play junior", 2, 5, func(p Prompter) error { _, err := AskJuniorSetup(p); return err }},
		{"score zoosim", 2, 4, func(p Prompter) error { _, err := AskZooSim(p); return err }},
		{"play zoosim", 2, 4, func(p Prompter) error { _, _, _, err := AskZooSimSetup(p); return err }},
	} {
		var answers []Answer
		for i, n := range names[:c.max] {
			if i == c.min-1 {
				answers = append(answers, A(fmt.Sprintf("Player %d name", i+1), "")) // too few: asked again
			}
			answers = append(answers, A(fmt.Sprintf("Player %d name", i+1), n))
		}
		f := &Fake{Answers: answers}
		err := c.ask(f) // a question after the names finds no answer
		transcript := strings.Join(f.Transcript, "\n")
		if err != nil && strings.Contains(err.Error(), "name") || f.Done() != nil {
			t.Errorf("%s: %v; want %d names asked, then another question\n%s", c.door, err, c.max, transcript)
		}
		if want := fmt.Sprintf("Player %d name (Enter to finish)", c.min+1); !strings.Contains(transcript, want) ||
			strings.Contains(transcript, fmt.Sprintf("Player %d name (Enter", c.min)) {
			t.Errorf("%s: Enter finishes the list from player %d on only:\n%s", c.door, c.min+1, transcript)
		}
	}
}

// guardedFake is a scripted prompter that knows Ann has played before.
type guardedFake struct{ *Fake }

func (g guardedFake) LookAlike(name string) (string, msg.Msg, bool, bool) {
	switch name {
	case "Аnn": // a Cyrillic А
		return "Ann", msg.M("roster.look-alike", "name", name, "known", "Ann", "why", msg.M("roster.why.script", "script", msg.M("roster.script.cyrillic"))), false, true
	case "ann":
		return "Ann", msg.M("roster.same-player", "name", name, "known", "Ann"), true, true
	}
	return "", msg.Msg{}, false, false
}

// TestAskNamesPointsOutLookAlikes: a name typed that looks like a player
// who has played before is pointed out, naming both, and the table says
// who it is: the player who has played, or someone new (kept as typed).
// The same player in another letter case is only pointed out; a choice
// that takes a name given already asks again.
func TestAskNamesPointsOutLookAlikes(t *testing.T) {
	for _, c := range []struct {
		name    string
		answers []Answer
		want    []string
		said    string
	}{
		{"the player who has played", []Answer{A("Player 1", "Аnn"), A("Who is it?", "Ann, who has played before"), A("Player 2", "Bob"), A("Player 3", "")},
			[]string{"Ann", "Bob"}, `"Аnn" looks like "Ann", who has played before (it has Cyrillic letters that look like Latin ones)`},
		{"someone new", []Answer{A("Player 1", "Аnn"), A("Who is it?", "Аnn, someone new"), A("Player 2", "Bob"), A("Player 3", "")},
			[]string{"Аnn", "Bob"}, `type "Ann" if it is the same person`},
		{"another letter case", []Answer{A("Player 1", "ann"), A("Player 2", "Bob"), A("Player 3", "")},
			[]string{"ann", "Bob"}, `"ann" is "Ann", who has played before`},
		{"the player who has played is at the table already", []Answer{A("Player 1", "Ann"), A("Player 2", "Аnn"), A("Who is it?", "Ann, who has played before"), A("Player 2", "Bob"), A("Player 3", "")},
			[]string{"Ann", "Bob"}, "Ann is already playing"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := &Fake{Answers: c.answers}
			names, err := AskNames(guardedFake{f}, 2, 4)
			transcript := strings.Join(f.Transcript, "\n")
			if err != nil || !reflect.DeepEqual(names, c.want) || !strings.Contains(transcript, c.said) {
				t.Errorf("AskNames = %q, %v; want %q, saying %q:\n%s", names, err, c.want, c.said, transcript)
			}
		})
	}
}
