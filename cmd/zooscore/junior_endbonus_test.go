package main

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// juniorLastTakeDB stores game 1, a 2-player Junior game whose last round
// is marked and in which only Bob is still to take: three giraffes fill his
// enclosure 2 and earn him a bonus action, with a wolf in Ann's barn to
// take over into his wolves' enclosure 1 and a wolf in his own barn to
// discard.
func juniorLastTakeDB(t *testing.T) string {
	t.Helper()
	db := pgtest.NewDB(t, "z.db")
	if code, out, errOut := runZooscore(t, on{stdin: readFile(t, "../../game/testdata/junior-before-last-take.json")}, "play", "junior", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	return db
}

// inOrder checks that the transcript shows each of wants, one after the
// other.
func inOrder(t *testing.T, transcript string, wants ...string) {
	t.Helper()
	rest := transcript
	for _, want := range wants {
		i := strings.Index(rest, want)
		if i < 0 {
			t.Fatalf("the session does not show %q after what came before:\n%s", want, transcript)
		}
		rest = rest[i+len(want):]
	}
}

// The bonus action a Junior game's last take earns comes at the end of
// that turn, so before the end of the game: the prompt asks for it, at the
// line prompt and step by step, and says the game is over only once it is
// made or done without. A game paused there resumes at the bonus.
func TestJuniorLastTakeBonusComesBeforeTheEnd(t *testing.T) {
	const (
		lastTake   = "bob: giraffe 2, giraffe 2, giraffe 2"
		bonusFirst = "Bob's take filled an enclosure: the bonus action comes before the end of the game."
		bonusLabel = "round 7 (the last) · Bob: bonus, then the end?"
		over       = "every player took a truck in the last round: the game is over"
		finished   = "Game 1 is finished and stored."
	)
	byStep := []prompts.Answer{
		line(""),
		prompts.A("who takes a truck?", "Bob"),
		prompts.A("Bob: how many tiles", "3"),
	}
	for _, pen := range []string{"enclosure 2: 3 giraffes", "enclosure 2: 4 giraffes", "enclosure 2: 5 giraffes"} {
		byStep = append(byStep,
			prompts.A("what is it?", "giraffe"),
			prompts.A("fertile?", "not fertile"),
			prompts.A("where to?", pen))
	}
	tests := []struct {
		name    string
		answers []prompts.Answer
		shows   []string
		entries int    // entries stored at the end
		status  string // of the game stored
	}{
		{"a line takes over a tile", []prompts.Answer{line(lastTake), line("bob: bonus take ann wolf 1")},
			[]string{bonusFirst, "? " + bonusLabel, "Bob takes over a wolf from Ann's barn into enclosure 1", over, finished}, 16, "finished"},
		{"step by step, a discard", append(byStep, line(""),
			prompts.A("Bob filled an enclosure: bonus action?", "discard a tile from your barn"),
			prompts.A("Which tile does Bob discard", "wolf")),
			[]string{bonusFirst, "? " + bonusLabel, "Bob discards a wolf", over, finished}, 16, "finished"},
		{"done without", []prompts.Answer{line(lastTake), line(""),
			prompts.A("Bob filled an enclosure: bonus action?", "no bonus action")},
			[]string{bonusFirst, "? " + bonusLabel, over, finished}, 15, "finished"},
		{"paused at the bonus", []prompts.Answer{line(lastTake), line("pause")},
			[]string{bonusFirst, "? " + bonusLabel, "carry on with zooscore resume 1"}, 15, "finished"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := juniorLastTakeDB(t)
			f := &prompts.Fake{Answers: tt.answers}
			code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "resume", "1", "--db", db)
			transcript := strings.Join(f.Transcript, "\n") + "\n" + out
			if code != 0 {
				t.Fatalf("exit %d %s\n%s", code, errOut, transcript)
			}
			if err := f.Done(); err != nil {
				t.Fatalf("%v\n%s", err, transcript)
			}
			inOrder(t, transcript, tt.shows...)
			if i, j := strings.Index(transcript, over), strings.Index(transcript, bonusFirst); i >= 0 && i < j {
				t.Errorf("the end is said before the bonus:\n%s", transcript)
			}
			if n := len(storedEntries(t, db, 1)); n != tt.entries {
				t.Errorf("%d entries stored, want %d", n, tt.entries)
			}
			if g := showGame(t, db, "1"); g.Status != tt.status {
				t.Errorf("status %q, want %q", g.Status, tt.status)
			}
			checkJuniorReplays(t, db)
		})
	}

	t.Run("resumed at the bonus", func(t *testing.T) {
		db := juniorLastTakeDB(t)
		runZooscore(t, on{prompter: &prompts.Fake{Answers: []prompts.Answer{line(lastTake), line("pause")}}, width: asFile}, "resume", "1", "--db", db)
		f := &prompts.Fake{Answers: []prompts.Answer{line("b: bonus discard wolf")}}
		code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "resume", "1", "--db", db)
		transcript := strings.Join(f.Transcript, "\n") + "\n" + out
		if code != 0 || f.Done() != nil {
			t.Fatalf("exit %d %s\n%s", code, errOut, transcript)
		}
		inOrder(t, transcript, "Game 1, round 7, the last: every player took a truck, and Bob's bonus action is still to come",
			bonusFirst, "? "+bonusLabel, "Bob discards a wolf", finished)
		if n := len(storedEntries(t, db, 1)); n != 16 {
			t.Errorf("%d entries stored, want 16", n)
		}
	})
}
