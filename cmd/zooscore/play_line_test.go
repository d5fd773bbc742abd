package main

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// line answers the prompt of a tracked game with a typed line.
func line(typed string) prompts.Answer { return prompts.A(" · ", typed) }

// A Dice Game entered a take a line: a line the notation cannot read, and
// one the rules refuse (4 dice in a truck), are explained and offered again
// as typed, and nothing of them is stored; the commands work at the same
// prompt; the game stored is the one the same takes give as a play script.
func TestPlayDiceByLines(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Player 1 name", "Ann"), prompts.A("Player 2 name", "Bob"), prompts.A("Player 3 name", ""),
		line("ann: li li co"),
		line("bob: li li xx"),    // not a face
		line("bob: li li cr cr"), // 4 dice
		line("bob: li li cr"),    // corrected
		line("help"), line("board"),
		line("bob: 2 mon"), // round 2: Bob took last, so he begins
		line("undo"),
		line("b 2 mon"), // the same take, shorter
		line("pause"),
	}}
	playShows(t, f, "dice", db,
		"? round 1 · Ann or Bob",
		`x "xx" is not a die face`,
		"? round 1 · Bob [bob: li li xx]", // offered again as typed
		"That breaks the rules; nothing was entered:",
		"? round 1 · Bob [bob: li li cr cr]",
		"Bob took lion, lion, crocodile",
		"A take is the player, a colon and the 1 to 3 dice taken:",
		"Scores so far:",
		"? round 2 · Bob or Ann",
		"Took back round 2: Bob took monkey, monkey",
	)
	entries := storedEntries(t, db, 1)
	want := []string{
		`{"round":1,"player":"Ann","took":["lion","lion","coin"]}`,
		`{"round":1,"player":"Bob","took":["lion","lion","crocodile"]}`,
		`{"round":2,"player":"Bob","took":["monkey","monkey"]}`,
	}
	if strings.Join(entries, "\n") != strings.Join(want, "\n") {
		t.Errorf("stored entries:\n%s\nwant\n%s", strings.Join(entries, "\n"), strings.Join(want, "\n"))
	}
}

// A Junior game entered a line a take, a bonus action on its own line; a
// wrong tile refuses the line, which is offered again.
func TestPlayJuniorByLines(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Player 1 name", "Ann"), prompts.A("Player 2 name", "Bob"), prompts.A("Player 3 name", ""),
		line("ann [3]: llama female 1, llama male 1"),
		line("bob: giraffe 1, wolf 1"), // two kinds in one enclosure
		line("bob: giraffe 1, wolf 2"),
		line("bob [3]: pond barn, shrub barn, rock 3"),
		line("ann: llama 1, llama 1"),
		line("ann [1]: llama 1"), // the sixth tile of enclosure 1
		line("ann: bonus take bob pond 2"),
		line("pause"),
	}}
	playShows(t, f, "junior", db,
		"Ann's llama pair has an offspring",
		"junior.one-kind-per-enclosure",
		"? round 1 · Bob [bob: giraffe 1, wolf 1]",
		"· Ann: bonus?",
		"Ann takes over a pond from Bob's barn into enclosure 2",
	)
	if n := len(storedEntries(t, db, 1)); n != 6 {
		t.Errorf("%d entries stored, want 6 (5 takes and the bonus)", n)
	}
	checkJuniorReplays(t, db)
}

// At the prompt, a take without a name is the take of the only player who
// can still take in the round; with two to take it names nobody.
func TestPlayTakeWithoutNameIsTheLastTakers(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Player 1 name", "Ann"), prompts.A("Player 2 name", "Bob"), prompts.A("Player 3 name", ""),
		line("ann: li li co"),
		line("co co li"), // only Bob can take
		line("co co li"), // round 2: Bob or Ann
		line("pause"),
	}}
	playShows(t, f, "dice", db,
		"? round 1 · Bob\n  > co co li\n  Bob took coin, coin, lion",
		"? round 2 · Bob or Ann\n  > co co li\nThat breaks the rules; nothing was entered:",
		`"co" does not play in this game`,
	)
	if n := len(storedEntries(t, db, 1)); n != 2 {
		t.Errorf("%d entries stored, want 2", n)
	}
}

// A ZooSim auction is one line: the tile | the bids | what was built.
func TestPlayZooSimByLines(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Player 1 name", "Alan"), prompts.A("Player 2 name", "Klaus"), prompts.A("Player 3 name", ""),
		prompts.A("Flagpole: whose flag is at the top?", "Klaus"),
		prompts.A("Which variant?", "standard: 5 auctions in each of the 5 years"),
		line("sea 2, birds 1, 1 bush | alan 2, klaus 3 | sea 2, birds 1"),
		line("apes 3, reptiles 1 | 9 0 | apes 3, reptiles 1, 1 bench"), // Alan has 8 coins
		line("apes 3, reptiles 1 | 4 0 | apes 3, reptiles 1, 1 bench"),
		line("pause"),
	}}
	playShows(t, f, "zoosim", db,
		"? year 1 · auction 1",
		"Klaus wins with the highest bid, 3 coins",
		"? year 1 · auction 2 [apes 3, reptiles 1 | 9 0 | apes 3, reptiles 1, 1 bench]",
		"Alan wins with the highest bid, 4 coins",
		"? year 1 · auction 3",
	)
	if n := len(storedEntries(t, db, 1)); n != 2 {
		t.Errorf("%d auctions stored, want 2", n)
	}
}

// playShows plays GAME with the scripted answers, which must all be used,
// and checks that the session shows each of wants.
func playShows(t *testing.T, f *prompts.Fake, game, db string, wants ...string) {
	t.Helper()
	code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "play", game, "--db", db)
	transcript := strings.Join(f.Transcript, "\n")
	if code != 0 {
		t.Fatalf("exit %d %s %s\n%s", code, out, errOut, transcript)
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	for _, want := range wants {
		if !strings.Contains(transcript, want) {
			t.Errorf("the session does not show %q:\n%s", want, transcript)
		}
	}
}
