package main

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The tests of this file type into a real pseudo-terminal as a person
// would, with the helpers of e2e_test.go: each answer waits for its
// question; a selection moves down with the arrow key, one write per list.

// choose waits for a list and picks its item number index (0 is the
// highlighted first item) with the down arrow.
func (term *terminal) choose(question string, index int) {
	term.t.Helper()
	term.answer(question, strings.Repeat(down, index))
}

// kill ends zooscore at once with SIGKILL, as a closed laptop or a crash
// would, and waits until it is gone.
func (term *terminal) kill() {
	term.t.Helper()
	if err := term.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		term.t.Fatalf("kill zooscore: %v", err)
	}
	select {
	case <-term.done:
	case <-time.After(15 * time.Second):
		term.t.Fatal("zooscore still runs after SIGKILL")
	}
	term.cmd.Wait()
}

// finished checks that zooscore exited with code want.
func (term *terminal) exits(want int) {
	term.t.Helper()
	if code := term.wait(); code != want {
		term.t.Fatalf("exit %d, want %d; screen:\n%s", code, want, term.screen())
	}
}

// storedGame is what show --json and history --json tell of a game.
type storedGame struct {
	ID      int64
	Game    string
	Status  string
	Players []struct {
		Name  string
		Total int
		Rank  int
	}
	Warnings []struct{ Rule string }
}

// totals maps each player to the total points.
func (g storedGame) totals() map[string]int {
	out := map[string]int{}
	for _, p := range g.Players {
		out[p.Name] = p.Total
	}
	return out
}

// zooscoreJSON runs zooscore without a terminal and decodes its standard
// output into v.
func zooscoreJSON(t *testing.T, v any, args ...string) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	out, err := cmd.Output()
	if err != nil {
		stderr := ""
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("zooscore %s: %v\n%s%s", strings.Join(args, " "), err, out, stderr)
	}
	if err := json.Unmarshal(out, v); err != nil {
		t.Fatalf("zooscore %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

func showGame(t *testing.T, db string, id string) storedGame {
	t.Helper()
	var g storedGame
	zooscoreJSON(t, &g, "show", id, "--json", "--db", db)
	return g
}

func checkTotals(t *testing.T, g storedGame, status string, want map[string]int) {
	t.Helper()
	got := g.totals()
	if g.Status != status || len(got) != len(want) {
		t.Fatalf("game %d: status %q, players %+v; want status %q and totals %v", g.ID, g.Status, g.Players, status, want)
	}
	for name, total := range want {
		if got[name] != total {
			t.Errorf("game %d: %s has %d points, want %d (all: %v)", g.ID, name, got[name], total, got)
		}
	}
}

func TestTerminalScoreJunior(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	term := startTerminal(t, nil, "score", "junior", "--db", db)

	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")

	// Kinds are offered after "no animals": meerkat 1, giraffe 2,
	// impala 3, llama 4. Landscapes after "done": pond 1, shrub 2, rock 3.
	term.choose("Ann, enclosure 1: which animals?", 4)
	term.answer("Ann, enclosure 1: llama tiles, offspring included (1-6)", "7")
	term.expect("7 is out of range: type a number from 1 to 6") // re-asked with the reason
	term.answer("Ann, enclosure 1: llama tiles, offspring included (1-6)", "5")
	term.answer("Ann, enclosure 1: how many are offspring (0-2)", "1")
	term.choose("Ann, enclosure 1: landscape tiles so far: none. Add one?", 1)
	// 5 llamas and a pond fill the enclosure: no more landscape question.
	term.choose("Ann, enclosure 2: which animals?", 3)
	term.answer("Ann, enclosure 2: impala tiles, offspring included (1-6)", "3")
	term.answer("Ann, enclosure 2: how many are offspring (0-2)", "")
	term.choose("Ann, enclosure 2: landscape tiles so far: none. Add one?", 0)
	term.choose("Ann, enclosure 3: which animals?", 0)
	term.choose("Ann, enclosure 3: landscape tiles so far: none. Add one?", 0)
	term.choose("Ann's barn: animals so far: none. Add a kind?", 1)
	term.answer("Ann's barn: meerkat tiles, offspring included (1-", "1")
	term.answer("Ann's barn: how many meerkat are offspring (0-1)", "0")
	term.choose("Ann's barn: animals so far: 1 meerkat. Add a kind?", 0)
	term.choose("Ann's barn: landscapes so far: none. Add a type?", 0)

	term.choose("Bob, enclosure 1: which animals?", 2)
	term.answer("Bob, enclosure 1: giraffe tiles, offspring included (1-6)", "6")
	term.answer("Bob, enclosure 1: how many are offspring (0-2)", "0")
	// A full enclosure has no room for a landscape: no question.
	term.choose("Bob, enclosure 2: which animals?", 1)
	term.answer("Bob, enclosure 2: meerkat tiles, offspring included (1-6)", "2")
	term.answer("Bob, enclosure 2: how many are offspring (0-2)", "0")
	term.choose("Bob, enclosure 2: landscape tiles so far: none. Add one?", 2)
	term.choose("Bob, enclosure 2: landscape tiles so far: shrub. Add one?", 3)
	term.choose("Bob, enclosure 2: landscape tiles so far: shrub, rock. Add one?", 0)
	term.choose("Bob, enclosure 3: which animals?", 0)
	term.choose("Bob, enclosure 3: landscape tiles so far: none. Add one?", 0)
	term.choose("Bob's barn: animals so far: none. Add a kind?", 0)
	term.choose("Bob's barn: landscapes so far: none. Add a type?", 0)
	term.choose("Is everything right?", 0)

	// Ann: 5 llamas 8 + 3 impalas 3 + pond 2 - meerkat in the barn 2 = 11.
	// Bob: 6 giraffes 12 + 2 meerkats 2 + shrub 2 + rock 2 = 18.
	term.expect("1. Bob: 18 points")
	term.expect("2. Ann: 11 points")
	term.exits(0)

	checkTotals(t, showGame(t, db, "1"), "finished", map[string]int{"Ann": 11, "Bob": 18})
}

// The items of the menu shown before each entry of a tracked game.
const (
	menuEnter = iota
	menuShow
	menuUndo
	menuPause
)

// diceFaces are the faces in the order the die question lists them.
var diceFaces = map[string]int{"crocodile": 0, "ostrich": 1, "monkey": 2, "elephant": 3, "lion": 4, "coin": 5}

// diceTake types one take: the menu (whose label says where the game
// stands), who took (their place among those still to take), how many dice
// and each die's face.
func (term *terminal) diceTake(menu string, who int, name string, faces ...string) {
	term.t.Helper()
	term.choose(menu, menuEnter)
	term.choose("who took a truck?", who)
	term.answer(name+": how many dice (1-", string(rune('0'+len(faces))))
	for i, f := range faces {
		term.choose(name+": face of die "+string(rune('1'+i))+" of "+string(rune('0'+len(faces)))+"?", diceFaces[f])
	}
}

func TestTerminalPlayDicePauseResumeUndo(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	term := startTerminal(t, nil, "play", "dice", "--db", db)
	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")
	term.expect("Game 1 is stored entry by entry")

	// Round 1, both takes: each fills an enclosure first and gets its hex.
	term.diceTake("Game 1, round 1: Ann and Bob still to take, 6 dice left", 0, "Ann", "crocodile", "coin", "lion")
	term.expect("Ann took crocodile, coin, lion and crosses crocodile space 1 of 1, ticket office space 1 of 6, lion space 1 of 5")
	term.expect("Ann is first to fill the crocodiles: bonus hex 1")
	term.diceTake("Game 1, round 1: Bob still to take, 3 dice left", 0, "Bob", "ostrich", "monkey", "ostrich")
	term.expect("Bob took ostrich, monkey, ostrich and crosses ostrich space 1 of 2, monkey space 1 of 3, ostrich space 2 of 2")
	term.expect("Bob is first to fill the ostriches: bonus hex 1")

	// Bob took last, so he begins round 2.
	term.choose("Game 1, round 2: Bob and Ann still to take, 6 dice left", menuShow)
	term.expect("player")
	term.expect("Ann              1    0    0    0    1 croc")
	term.expect("Bob              0    2    1    0    0 ostr")
	// Ann: crocodile 1 + lion 1 + hex 1 = 3 (one coin is no group yet);
	// Bob: ostriches 2 + monkey 1 + hex 1 = 4.
	term.expect("Scores so far: Bob 4, Ann 3")
	term.choose("Game 1, round 2: Bob and Ann still to take, 6 dice left", menuPause)
	term.expect("Game 1 is stored up to its last entry: carry on with zooscore resume 1.")
	term.exits(0)

	var history struct{ Games []storedGame }
	zooscoreJSON(t, &history, "history", "--json", "--db", db)
	if len(history.Games) != 1 {
		t.Fatalf("history lists %d games, want 1: %+v", len(history.Games), history.Games)
	}
	checkTotals(t, history.Games[0], "in-progress", map[string]int{"Ann": 3, "Bob": 4})

	term = startTerminal(t, nil, "resume", "1", "--db", db)
	term.diceTake("Game 1, round 2: Bob and Ann still to take, 6 dice left", 0, "Bob", "monkey", "monkey")
	term.expect("Bob took monkey, monkey and crosses monkey space 2 of 3, monkey space 3 of 3")
	term.expect("Bob is first to fill the monkeys: bonus hex 2")
	term.choose("Game 1, round 2: Ann still to take, 4 dice left", menuPause)
	term.exits(0)
	// Bob: 4 + 2 monkeys + hex 2 = 8.
	checkTotals(t, showGame(t, db, "1"), "in-progress", map[string]int{"Ann": 3, "Bob": 8})

	var undone struct {
		Undone struct {
			Round  int
			Player string
			Took   []string
		}
		Game storedGame
	}
	zooscoreJSON(t, &undone, "undo", "--json", "--db", db)
	if undone.Undone.Player != "Bob" || undone.Undone.Round != 2 || strings.Join(undone.Undone.Took, ",") != "monkey,monkey" {
		t.Errorf("undo took back %+v, want Bob's two monkeys of round 2", undone.Undone)
	}
	checkTotals(t, showGame(t, db, "1"), "in-progress", map[string]int{"Ann": 3, "Bob": 4})

	// The game carries on where it stood before the take taken back.
	term = startTerminal(t, nil, "resume", "1", "--db", db)
	term.choose("Game 1, round 2: Bob and Ann still to take, 6 dice left", menuPause)
	term.exits(0)
}
