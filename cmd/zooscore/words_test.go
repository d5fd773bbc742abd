package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// TestWordsReadRight: what zooscore prints agrees in number ("1 player",
// "only 1 of 5 years is entered"), names possessions as a person would
// ("Ann's and Bob's sheets"), calls players "they", and says a number is
// too large rather than that it is not a whole number.
func TestWordsReadRight(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	tests := []struct {
		name  string
		stdin string
		args  []string
		want  string
		not   string
	}{
		{"one player", `{"players":[{"name":"Ann"}]}`, []string{"check", "dice", "--input", "-"},
			"1 player entered; this game is for 2 to 4 players", "1 players"},
		{"one year of five", `{"players":[{"name":"Alan","years":[{"visitors":2,"trees":2,"benches":0}]},{"name":"Klaus","years":[{"visitors":0,"trees":0,"benches":0}]}]}`,
			[]string{"check", "zoosim", "--input", "-"}, "only 1 of 5 years is entered", "1 of 5 years are"},
		{"two sheets", `{"players":[{"name":"Ann","enclosures":{"ostrich":2}},{"name":"Bob","enclosures":{"ostrich":2}}]}`,
			[]string{"check", "dice", "--input", "-"}, "full on Ann's and Bob's sheets", "the sheets of Ann and Bob"},
		{"a tie on one point", `{"players":[{"name":"Ann","enclosures":{"ostrich":1}},{"name":"Bob","coins":2}]}`,
			[]string{"check", "dice", "--input", "-"}, "Bob and Ann tie on 1 point;", "1 points"},
		{"one animal", `{"players":[{"name":"Ann","enclosures":[{"animals":1}]},{"name":"Bob"}]}`,
			[]string{"check", "junior", "--input", "-"}, "1 animal but no kind", "1 animals"},
		{"one landscape", `{"players":[{"name":"Ann","enclosures":[{"animal":"llama","animals":6,"landscapes":["pond"]}]},{"name":"Bob"}]}`,
			[]string{"check", "junior", "--input", "-"}, "6 animals and 1 landscape,", "1 landscapes"},
		{"one park bench", `{"players":[{"name":"Alan","years":[{"visitors":1,"trees":2,"benches":2},{"visitors":3,"trees":2,"benches":1}]},{"name":"Klaus","years":[{"visitors":0,"trees":0,"benches":0},{"visitors":0,"trees":1,"benches":0}]}]}`,
			[]string{"check", "zoosim", "--input", "-"}, "year 2 has 1 park bench but year 1 had 2", "1 park benches"},
		{"a game id too large", "", []string{"show", "99999999999999999999999", "--db", db},
			`"99999999999999999999999" is too large for a game id`, "not a game id"},
		{"a flag number too large", "", []string{"history", "--limit", "99999999999999999999999", "--db", db},
			`--limit "99999999999999999999999" is too large: give a whole number`, "out of range"},
		{"a flag that is no number", "", []string{"history", "--limit", "x", "--db", db},
			`--limit "x" is not a whole number`, "ParseInt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, out, errOut := runZooscore(t, on{stdin: tt.stdin, width: 200, errWidth: 200}, tt.args...)
			all := out + errOut
			if !strings.Contains(all, tt.want) || strings.Contains(all, tt.not) {
				t.Errorf("want %q and not %q in:\n%s", tt.want, tt.not, all)
			}
		})
	}
}

// TestZooSimAnnouncementsSayTheir: a tracked ZooSim game explains its
// decisions about players as theirs, never "his".
func TestZooSimAnnouncementsSayTheir(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	script := readFile(t, "../../scorer/zoosim/testdata/play-flagpole-tie.json")
	if code, out, errOut := runZooscore(t, on{stdin: script}, "play", "zoosim", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	_, out, _ := runZooscore(t, on{width: asFile}, "explain", "1", "--db", db)
	if !strings.Contains(out, "their flag is above") || regexp.MustCompile(`\b(his|her|he|she)\b`).MatchString(out) {
		t.Errorf("the explanation of a tracked ZooSim game:\n%s", out)
	}
}

// diceAnswers are the scripted answers that play a Dice Game play script
// through the questions of zooscore play.
func diceAnswers(t *testing.T, script string) []prompts.Answer {
	t.Helper()
	var s struct {
		Players []string
		Rounds  [][]struct {
			Player string
			Took   []string
		}
	}
	if err := json.Unmarshal([]byte(readFile(t, script)), &s); err != nil {
		t.Fatal(err)
	}
	var ans []prompts.Answer
	for i, p := range append(s.Players, "") {
		if i < 4 {
			ans = append(ans, prompts.A(fmt.Sprintf("Player %d name", i+1), p))
		}
	}
	for _, r := range s.Rounds {
		for _, tk := range r {
			// Enter alone at the prompt asks step by step.
			ans = append(ans, prompts.A(" · ", ""), prompts.A("who took a truck?", tk.Player),
				prompts.A("how many dice", fmt.Sprint(len(tk.Took))))
			for i, f := range tk.Took {
				ans = append(ans, prompts.A(fmt.Sprintf("face of die %d of", i+1), f))
			}
		}
	}
	return ans
}

// TestNoAnnouncementTwice: the end of a Dice Game and the winner of a ZooSim
// auction (named before the placement is asked) are each said once.
func TestNoAnnouncementTwice(t *testing.T) {
	t.Run("the end of the game", func(t *testing.T) {
		f := &prompts.Fake{Answers: diceAnswers(t, "../../scorer/dice/testdata/play/full-game.json")}
		code, _, errOut := runZooscore(t, on{prompter: f, width: asFile}, "play", "dice", "--db", pgtest.NewDB(t, "z.db"))
		transcript := strings.Join(f.Transcript, "\n")
		if code != 0 {
			t.Fatalf("exit %d %s\n%s", code, errOut, transcript)
		}
		if n := strings.Count(strings.ToLower(transcript), "game is over"); n != 1 {
			t.Errorf("the end of the game is said %d times:\n%s", n, transcript)
		}
		if !strings.Contains(transcript, "Game 1 is finished and stored.") {
			t.Errorf("the end does not say the game is stored:\n%s", transcript)
		}
	})
	t.Run("the winner of an auction", func(t *testing.T) {
		A := prompts.A
		f := &prompts.Fake{Answers: []prompts.Answer{A("Player 1", "Alan"), A("Player 2", "Klaus"), A("Player 3", "Reiner"), A("Player 4", "Wolfgang"),
			A("top", "Reiner"), A("next", "Klaus"), A("next", "Alan"), A("variant", "standard: 5 auctions in each of the 5 years"),
			A("year 1 · auction 1", ""), A("first half", "sea animals"), A("stars", "2"), A("second half", "birds"), A("stars", "1"), A("bushes", "1"),
			A("Alan's bid", "2"), A("Klaus's bid", "3"), A("Reiner's bid", "3"), A("Wolfgang's bid", "1"), A("paths", "0"),
			A("year 1 · auction 2", "pause")}}
		code, _, errOut := runZooscore(t, on{prompter: f, width: asFile}, "play", "zoosim", "--db", pgtest.NewDB(t, "z.db"))
		transcript := strings.Join(f.Transcript, "\n")
		if code != 0 {
			t.Fatalf("exit %d %s\n%s", code, errOut, transcript)
		}
		if n := strings.Count(transcript, "Reiner wins the tie at 3 coins"); n != 1 {
			t.Errorf("the winner is said %d times:\n%s", n, transcript)
		}
		if !strings.Contains(transcript, "Reiner pays 3 coins") {
			t.Errorf("the auction was not announced:\n%s", transcript)
		}
	})
}

// TestResumeMenuSeatsThePlayers: the menu that offers an unfinished game
// names its players in seating order, not in the order of their scores.
func TestResumeMenuSeatsThePlayers(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	// Bob leads after one round, but Cy sits first.
	script := `{"players":["Cy","Ann","Bob"],"rounds":[[{"player":"Cy","took":["coin"]},{"player":"Ann","took":["crocodile"]},{"player":"Bob","took":["lion","lion"]}]]}`
	if code, out, errOut := runZooscore(t, on{stdin: script}, "play", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	_, hist, _ := runZooscore(t, on{}, "history", "--db", db)
	if !strings.Contains(hist, "1. Bob") {
		t.Fatalf("Bob should lead the game so far:\n%s", hist)
	}
	started := runAt().Local().Format("2006-01-02 15:04")
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("1 unfinished game (Dice Game)", "Resume game 1 (Cy, Ann and Bob, started "+started+")"),
		prompts.A("round 2 · ", "pause"),
	}}
	if code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "play", "dice", "--db", db); code != 0 {
		t.Fatalf("exit %d %s %s\n%s", code, out, errOut, strings.Join(f.Transcript, "\n"))
	}
}
