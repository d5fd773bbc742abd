package main

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// Keys of the line prompt.
const (
	tab   = "\t"
	erase = "\x7f" // the backspace key
	up    = "\x1b[A"
	ctrlD = "\x04"
)

// line waits for the prompt of a tracked game (its label, then the marker
// after it) and types keys and Enter.
func (term *terminal) line(label, keys string) {
	term.t.Helper()
	term.answer(label+" ›", keys)
}

// The prompt of a tracked game through a real terminal: a take typed in
// one line with Tab completing names and faces; a line with a mistake
// refused with a mark under it and left for editing; the commands; the up
// arrow bringing back an earlier line; Ctrl-D pausing; and no bell.
func TestTerminalPlayDiceByLines(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "dice", "--db", db)
	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")
	term.expect("Type what happened as one line")

	// "a", Tab: "ann: "; "li", Tab: "lion "; "co", Tab: "coin ".
	term.line("round 1 · Ann or Bob", "a"+tab+"li"+tab+"li"+tab+"co"+tab)
	term.expect("round 1 · Ann or Bob › ann: lion lion coin")
	term.expect("Ann took lion, lion, coin")

	// A face that is none: the line is refused with a mark under the
	// mistake and offered again as typed; two backspaces correct it.
	term.line("round 1 · Bob", "bob: li li xx")
	term.expect("^")
	term.expect(`x "xx" is not a die face`)
	term.expect("round 1 · Bob › bob: li li xx")
	time.Sleep(20 * time.Millisecond)
	term.pty.Write([]byte(erase + erase + "cr\r"))
	term.expect("Bob took lion, lion, crocodile")

	// A take the rules refuse is offered again too.
	term.line("round 2 · Bob or Ann", "bob: mo mo mo mo")
	term.expect("That breaks the rules; nothing was entered:")
	term.expect("[dice.take-size]")
	term.expect("round 2 · Bob or Ann › bob: mo mo mo mo")
	time.Sleep(20 * time.Millisecond)
	term.pty.Write([]byte(erase + erase + erase + "\r"))
	term.expect("Bob took monkey, monkey, monkey")

	term.line("round 2 · Ann", "help")
	term.expect("A take is the player, a colon and the 1 to 3 dice taken")
	term.line("round 2 · Ann", "board")
	term.expect("Scores so far: Bob 9, Ann 2")
	term.line("round 2 · Ann", "undo")
	term.expect("Took back round 2: Bob took monkey, monkey, monkey")
	// The up arrow brings back the lines typed before: "undo", "board",
	// "help", then Bob's take.
	term.line("round 2 · Bob or Ann", up+up+up+up)
	term.expect("Bob took monkey, monkey, monkey")

	// Enter alone asks step by step; typing narrows each list, so "an"
	// picks Ann and "lion" the lion, whatever their place in the list.
	term.line("round 2 · Ann", "")
	term.answer("Round 2 (3 dice left): who took a truck?", "an")
	term.answer("Ann: how many dice (1-3)", "2")
	term.answer("Ann: face of die 1 of 2?", "lion")
	term.answer("Ann: face of die 2 of 2?", "co")
	term.expect("Ann took lion, coin")
	term.expect("as one line: Ann: lion coin") // the questions teach the notation

	// Ctrl-D at the prompt pauses: what was entered is stored.
	term.expect("round 3 · Ann or Bob ›")
	time.Sleep(20 * time.Millisecond)
	term.pty.Write([]byte(ctrlD))
	term.expect("paused; game 1 is stored up to its last entry")
	term.exits(exitCancelled)
	// Ann: 3 lions + 1 coin group (2 coins) = 4.
	checkTotals(t, showGame(t, db, "1"), "in-progress", map[string]int{"Ann": 4, "Bob": 9})

	term.mu.Lock()
	raw := term.out.String()
	term.mu.Unlock()
	if strings.Contains(raw, "\a") {
		t.Error("the terminal bell rang")
	}

	// Ctrl-C pauses as well; the prompt shows where the game stands.
	term = startTerminal(t, nil, "resume", "1", "--db", db)
	term.expect("round 3 · Ann or Bob ›")
	time.Sleep(20 * time.Millisecond)
	term.pty.Write([]byte(ctrlC))
	term.expect("paused; game 1 is stored up to its last entry")
	term.exits(exitCancelled)
}

// shown is the screen as a person sees it at the end: each line as last
// drawn (the prompt is redrawn on every key, after a carriage return).
func (term *terminal) shown() []string {
	term.mu.Lock()
	raw := term.out.String()
	term.mu.Unlock()
	var out []string
	for _, line := range strings.Split(ansi.ReplaceAllString(raw, ""), "\n") {
		parts := strings.Split(line, "\r")
		last := ""
		for _, p := range parts {
			if p != "" {
				last = p
			}
		}
		out = append(out, strings.TrimRight(last, " "))
	}
	return out
}

// The README's example of the prompt is this session's screen.
func TestReadmeLinePromptExample(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "dice", "--db", db)
	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")
	term.line("round 1 · Ann or Bob", "ann: li li co")
	term.line("round 1 · Bob", "bob: li li cr")
	term.line("round 2 · Bob or Ann", "bob: 2 mo")
	term.line("round 2 · Ann", "a: li li xx")
	term.expect("not a die face")
	term.expect("round 2 · Ann › a: li li xx")
	time.Sleep(20 * time.Millisecond)
	term.pty.Write([]byte(erase + erase + "co\r"))
	term.line("round 3 · Ann or Bob", "pause")
	term.exits(0)

	screen := term.shown()
	start := slices.Index(screen, "round 2 · Bob or Ann › bob: 2 mo")
	if start < 0 {
		t.Fatalf("the screen:\n%s", strings.Join(screen, "\n"))
	}
	example := strings.TrimRight(strings.Join(screen[start:], "\n"), "\n")
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "```text\n"+example+"\n```") {
		t.Errorf("README.md does not show the prompt as it is; the screen:\n%s", example)
	}
}

// Through a real terminal: the bonus action the last take of a Junior game
// earns is asked before the game ends, and the game ends after it.
func TestTerminalJuniorLastTakeBonusBeforeTheEnd(t *testing.T) {
	db := juniorLastTakeDB(t)
	term := startTerminal(t, nil, "resume", "1", "--db", db)
	term.line("round 7 (the last) · Bob", "bob: giraffe 2, giraffe 2, giraffe 2")
	term.expect("Bob filled enclosure 2: one bonus action")
	term.expect("the bonus action comes before the end of the game")
	term.line("round 7 (the last) · Bob: bonus, then the end?", "b: bonus take ann wolf 1")
	term.expect("Bob takes over a wolf from Ann's barn into enclosure 1")
	term.expect("every player took a truck in the last round: the game is over")
	term.expect("Game 1 is finished and stored.")
	term.exits(0)
	if n := len(storedEntries(t, db, 1)); n != 16 {
		t.Errorf("%d entries stored, want 16 (the last take and its bonus)", n)
	}
}
