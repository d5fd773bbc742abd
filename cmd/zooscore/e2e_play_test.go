package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/zooscore/zooscore/internal/pgtest"
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
// would, and waits until it is gone. The questions asked until then must
// have fitted the terminal.
func (term *terminal) kill() {
	term.t.Helper()
	term.fits()
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

// exits checks that zooscore exited with code want and that every
// question fitted the terminal.
func (term *terminal) exits(want int) {
	term.t.Helper()
	defer term.fits()
	if code := term.wait(); code != want {
		term.t.Fatalf("exit %d, want %d; screen:\n%s", code, want, term.screen())
	}
}

// question is a question as promptui draws it: the blue "?" icon, then
// the label (and, for a typed answer, what was typed).
var question = regexp.MustCompile(`\x1b\[34m\?\x1b\[0m ([^\r\n\x1b]*)`)

// fits fails when a question was wider than the 80 columns of the
// terminal: promptui then redraws it one line lower on every key, leaving
// a copy of the question's first line above each time.
func (term *terminal) fits() {
	term.t.Helper()
	term.mu.Lock()
	raw := term.out.String()
	term.mu.Unlock()
	seen := map[string]bool{}
	for _, m := range question.FindAllStringSubmatch(raw, -1) {
		line := "? " + m[1]
		if n := utf8.RuneCountInString(line); n > 80 && !seen[line] {
			seen[line] = true
			term.t.Errorf("a question is %d columns wide, wider than the terminal's 80: %q", n, line)
		}
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
	cmd.Env = append(os.Environ(), englishEnv...)
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
	db := pgtest.NewDB(t, "games.db")
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
	term.answer("Ann's barn: how many meerkat tiles are offspring (0-1)", "0")
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

// The commands typed at the prompt of a tracked game; Enter alone asks
// what happened step by step.
const (
	menuEnter = ""
	menuShow  = "board"
	menuUndo  = "undo"
	menuPause = "pause"
)

// menu waits for the prompt of a tracked game, whose label says where the
// game stands, then types a command at it.
func (term *terminal) menu(where string, command string) {
	term.t.Helper()
	term.answer(where+" ›", command)
}

// diceFaces are the faces in the order the die question lists them.
var diceFaces = map[string]int{"crocodile": 0, "ostrich": 1, "monkey": 2, "elephant": 3, "lion": 4, "coin": 5}

// diceTake types one take: the menu (after the line saying where the game
// stands), who took (their place among those still to take), how many dice
// and each die's face.
func (term *terminal) diceTake(where string, who int, name string, faces ...string) {
	term.t.Helper()
	term.menu(where, menuEnter)
	term.choose("who took a truck?", who)
	term.answer(name+": how many dice (1-", string(rune('0'+len(faces))))
	for i, f := range faces {
		term.choose(name+": face of die "+string(rune('1'+i))+" of "+string(rune('0'+len(faces)))+"?", diceFaces[f])
	}
}

func TestTerminalPlayDicePauseResumeUndo(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "dice", "--db", db)
	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")
	term.expect("Bonus hexes: crocodile 1, ostrich 1, monkey 2, elephant 2, lion 2")
	term.expect("Game 1 is stored entry by entry")

	// Round 1, both takes: each fills an enclosure first and gets its hex.
	term.diceTake("round 1 · Ann or Bob", 0, "Ann", "crocodile", "coin", "lion")
	term.expect("Ann took crocodile, coin, lion and crosses crocodile space 1 of 1, ticket office space 1 of 6, lion space 1 of 5")
	term.expect("Ann is first to fill the crocodiles: bonus hex 1")
	term.diceTake("round 1 · Bob", 0, "Bob", "ostrich", "monkey", "ostrich")
	term.expect("Bob took ostrich, monkey, ostrich and crosses ostrich space 1 of 2, monkey space 1 of 3, ostrich space 2 of 2")
	term.expect("Bob is first to fill the ostriches: bonus hex 1")

	// Bob took last, so he begins round 2.
	term.menu("round 2 · Bob or Ann", menuShow)
	term.expect("player")
	term.expect("Ann              1    0    0    0    1 croc")
	term.expect("Bob              0    2    1    0    0 ostr")
	// Ann: crocodile 1 + lion 1 + hex 1 = 3 (one coin is no group yet);
	// Bob: ostriches 2 + monkey 1 + hex 1 = 4.
	term.expect("Scores so far: Bob 4, Ann 3")
	term.menu("round 2 · Bob or Ann", menuPause)
	term.expect("Game 1 is stored up to its last entry: carry on with zooscore resume 1.")
	term.exits(0)

	var history struct{ Games []storedGame }
	zooscoreJSON(t, &history, "history", "--json", "--db", db)
	if len(history.Games) != 1 {
		t.Fatalf("history lists %d games, want 1: %+v", len(history.Games), history.Games)
	}
	checkTotals(t, history.Games[0], "in-progress", map[string]int{"Ann": 3, "Bob": 4})

	term = startTerminal(t, nil, "resume", "1", "--db", db)
	term.diceTake("round 2 · Bob or Ann", 0, "Bob", "monkey", "monkey")
	term.expect("Bob took monkey, monkey and crosses monkey space 2 of 3, monkey space 3 of 3")
	term.expect("Bob is first to fill the monkeys: bonus hex 2")
	term.menu("round 2 · Ann", menuPause)
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

	// play dice offers the unfinished game first; it carries on where it
	// stood before the take taken back.
	term = startTerminal(t, nil, "play", "dice", "--db", db)
	term.expect("1 unfinished game (Dice Game)")
	term.choose("Resume game 1 (", 0)
	term.menu("round 2 · Bob or Ann", menuPause)
	term.exits(0)
}

func TestTerminalPlayDiceKilledThenResumed(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "dice", "--db", db)
	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")

	// Whoever takes last in a round begins the next one.
	term.diceTake("round 1 · Ann or Bob", 0, "Ann", "crocodile", "ostrich", "ostrich")
	term.expect("Ann is first to fill the ostriches: bonus hex 1")
	term.diceTake("round 1 · Bob", 0, "Bob", "lion", "lion", "lion")
	term.expect("Bob took lion, lion, lion and crosses")
	term.diceTake("round 2 · Bob or Ann", 0, "Bob", "lion", "lion", "coin")
	term.expect("Bob is first to fill the lions: bonus hex 2")
	term.diceTake("round 2 · Ann", 0, "Ann", "monkey", "monkey", "monkey")
	term.expect("Ann is first to fill the monkeys: bonus hex 2")
	term.diceTake("round 3 · Ann or Bob", 0, "Ann", "elephant", "elephant", "elephant")
	term.expect("Ann took elephant, elephant, elephant and crosses")

	// Bob's take is half typed when the terminal dies.
	term.menu("round 3 · Bob", menuEnter)
	term.choose("who took a truck?", 0)
	term.answer("Bob: how many dice (1-3)", "3")
	term.choose("Bob: face of die 1 of 3?", diceFaces["crocodile"])
	term.expect("Bob: face of die 2 of 3?")
	term.kill()

	// Every take entered before is stored; the half-typed one is not.
	// Ann: crocodile 1 + ostriches 2 + monkeys 3 + elephants 3 + hexes
	// 1+1+2 = 13; Bob: lions 5 + hex 2 = 7 (one coin is no group yet).
	checkTotals(t, showGame(t, db, "1"), "in-progress", map[string]int{"Ann": 13, "Bob": 7})

	term = startTerminal(t, nil, "resume", "1", "--db", db)
	term.menu("round 3 · Bob", menuShow)
	term.expect("Ann 1 2 3 3 0 croc, ostr, monk") // any spacing
	term.expect("Bob 0 0 0 0 5 lion")
	term.expect("Scores so far: Ann 13, Bob 7")

	term.diceTake("round 3 · Bob", 0, "Bob", "crocodile", "crocodile", "ostrich")
	term.expect("Bob fills the crocodiles, but Ann was first: no bonus hex")
	term.expect("Bob's crocodile enclosure is full: the crocodile crosses the crocodile barn space")
	term.diceTake("round 4 · Bob or Ann", 0, "Bob", "coin", "coin", "coin")
	term.diceTake("round 4 · Ann", 0, "Ann", "elephant", "coin", "coin")
	term.expect("Ann is first to fill the elephants: bonus hex 2")
	term.expect("Ann's sheet meets the end of the game (free spaces in the lion enclosure only)")
	term.expect("round 4 is complete and the game is over")
	term.expect("Game 1 is finished and stored.")
	// Ann: 10 animal spaces + hexes 1+1+2+2 + 1 for her one coin group
	// (2 coins) = 17.
	// Bob: lions 5 + crocodile 1 + ostrich 1 + lion hex 2 = 9; his 4 coins
	// make 2 groups: one clears the crocodile from his barn (no -2), the
	// other is +1: 10.
	term.expect("1. Ann: 17 points")
	term.expect("2. Bob: 10 points")
	term.exits(0)

	checkTotals(t, showGame(t, db, "1"), "finished", map[string]int{"Ann": 17, "Bob": 10})

	// A finished game cannot be resumed.
	term = startTerminal(t, nil, "resume", "1", "--db", db)
	term.expect("game 1 is finished")
	if code := term.wait(); code == 0 {
		t.Error("resuming a finished game exits 0")
	}
}

// zooCategories are the animal categories in the order the first half's
// question lists them; the second half's list leaves out the first half's.
var zooCategories = []string{"sea", "birds", "apes", "mammals", "reptiles"}

// zooTile types a tile: both halves and the bushes.
func (term *terminal) zooTile(where, first string, firstStars int, second string, secondStars int, bushes int) {
	term.t.Helper()
	index := func(list []string, c string) int {
		for i, x := range list {
			if x == c {
				return i
			}
		}
		term.t.Fatalf("no category %q in %v", c, list)
		return 0
	}
	term.choose(where+": first half's animals?", index(zooCategories, first))
	term.answer(where+": stars of the "+first+" half (1-3)", string(rune('0'+firstStars)))
	var rest []string
	for _, c := range zooCategories {
		if c != first {
			rest = append(rest, c)
		}
	}
	term.choose(where+": second half's animals?", index(rest, second))
	term.answer(where+": stars of the "+second+" half (1-3)", string(rune('0'+secondStars)))
	term.answer(where+": bushes on the tile (0-", string(rune('0'+bushes)))
}

// zooBids types every player's bid, in seating order.
func (term *terminal) zooBids(where string, bids ...string) {
	term.t.Helper()
	for _, b := range bids {
		name, bid, _ := strings.Cut(b, "=")
		term.answer(where+": "+name+"'s bid (0-", bid)
	}
}

func TestTerminalPlayZooSimKilledThenResumed(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "zoosim", "--db", db)
	for i, name := range []string{"Alan", "Klaus", "Reiner", "Wolfgang"} {
		q := "Player " + string(rune('1'+i)) + " name"
		if i >= 2 {
			q += " (Enter to finish)"
		}
		term.answer(q, name)
	}
	// Each flag is picked among those not placed yet, in seating order.
	term.choose("Flagpole: whose flag is at the top?", 2) // Reiner
	term.choose("Flagpole: whose flag is next?", 1)       // Klaus of Alan, Klaus, Wolfgang
	term.choose("Flagpole: whose flag is next?", 0)       // Alan of Alan, Wolfgang
	term.expect("Flagpole from the top: Reiner, Klaus, Alan, Wolfgang")
	term.choose("Which variant?", 0) // standard
	term.expect("Game 1 is stored entry by entry")

	term.menu("year 1 · auction 1", menuEnter)
	term.expect("Year 1, auction 1 of the game")
	term.zooTile("Auction 1", "sea", 2, "birds", 1, 1)
	term.zooBids("Auction 1", "Alan=2", "Klaus=3", "Reiner=1", "Wolfgang=1")
	term.expect("Klaus wins with the highest bid, 3 coins")
	// Klaus owns no stars yet: each half makes a new enclosure, unasked.
	term.answer("Klaus: paths the tile closed (0-5)", "0")
	term.expect("Klaus pays 3 coins and has 5 coins left")

	term.menu("year 1 · auction 2", menuEnter)
	term.zooTile("Auction 2", "apes", 3, "reptiles", 1, 0)
	term.zooBids("Auction 2", "Alan=4", "Klaus=2", "Reiner=4", "Wolfgang=0")
	term.expect("Reiner wins the tie at 4 coins: their flag is above Alan's and moves to the bottom")
	term.answer("Reiner: paths the tile closed (0-5)", "1")
	term.expect("Reiner pays 4 coins and has 4 coins left")
	term.expect("Reiner closes 1 path and gets 1 park bench")

	// The third auction is half typed when the terminal dies.
	term.menu("year 1 · auction 3", menuEnter)
	term.zooTile("Auction 3", "mammals", 2, "sea", 3, 2)
	term.answer("Auction 3: Alan's bid (0-8 coins)", "5")
	term.expect("Auction 3: Klaus's bid (0-5 coins)")
	term.kill()

	var g struct {
		storedGame
		Decisions []struct {
			Rule    string
			Message string
			Auction int
		}
	}
	zooscoreJSON(t, &g, "show", "1", "--json", "--db", db)
	if g.Status != "in-progress" || len(g.Players) != 4 {
		t.Fatalf("stored game: status %q, players %+v", g.Status, g.Players)
	}
	auctions := map[int][]string{}
	for _, d := range g.Decisions {
		auctions[d.Auction] = append(auctions[d.Auction], d.Message)
	}
	delete(auctions, 0) // decisions of the whole game, such as the ranking
	if len(auctions) != 2 || len(auctions[1]) == 0 || len(auctions[2]) == 0 {
		t.Fatalf("stored decisions by auction = %v, want those of auctions 1 and 2 only", auctions)
	}
	if !strings.Contains(strings.Join(auctions[2], "\n"), "Reiner wins the tie") {
		t.Errorf("auction 2's stored decisions %q do not tell the tie", auctions[2])
	}

	// The resumed game stands after auction 2: Reiner's flag at the
	// bottom, the coins paid.
	term = startTerminal(t, nil, "resume", "1", "--db", db)
	term.menu("year 1 · auction 3", menuShow)
	term.expect("Alan             8     0")
	term.expect("Klaus            5     1")
	term.expect("Reiner           4     1")
	term.expect("Wolfgang         8     0")

	// Auction 3 again, in full: Klaus wins a tie and joins his sea half to
	// the sea enclosure he owns, so he is asked which value it makes.
	term.menu("year 1 · auction 3", menuEnter)
	term.zooTile("Auction 3", "mammals", 2, "sea", 3, 0)
	term.zooBids("Auction 3", "Alan=5", "Klaus=5", "Reiner=0", "Wolfgang=0")
	term.expect("Klaus wins the tie at 5 coins: their flag is above Alan's")
	term.choose("Klaus: sea after placing", 1) // 3 on its own, 5 joined with your 2-star sea animals
	term.expect("5 joined with your 2-star sea animals")
	term.answer("Klaus: paths the tile closed (0-5)", "0")
	term.expect("the sea half (3 stars) joins their 2-star sea animals into a sea animal enclosure of 5 stars (their best, up from 2)")
	term.menu("year 1 · auction 4", menuPause)
	term.exits(0)
}

// juniorTiles are the tiles in the order the "what is it?" question lists
// them: the kinds, then the landscapes.
var juniorTiles = map[string]int{"meerkat": 0, "giraffe": 1, "impala": 2, "llama": 3, "rhinoceros": 4, "ostrich": 5, "wolf": 6, "pond": 7, "shrub": 8, "rock": 9}

// juniorTile types one tile of a take: what it is, its fertility (animals
// only: 0 not fertile, 1 female, 2 male) and where it went (its place in
// the list of enclosures with room, then the barn).
func (term *terminal) juniorTile(prefix, tile string, fertile, to int) {
	term.t.Helper()
	term.choose(prefix+": what is it?", juniorTiles[tile])
	if juniorTiles[tile] < 7 {
		term.choose(prefix+" ("+tile+"): fertile?", fertile)
	}
	term.choose("): where to?", to)
}

func TestTerminalPlayJuniorOffspring(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "junior", "--db", db)
	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")
	term.expect("Game 1 is stored entry by entry")

	// Ann takes 2 tiles on the 3-box truck: a fertile llama pair, both
	// into enclosure 1, where they have an offspring.
	term.menu("round 1 · Ann or Bob", menuEnter)
	term.choose("Round 1: who takes a truck?", 0)
	term.answer("Ann: how many tiles (1, 2, 3)", "2")
	term.choose("Ann took 2 tiles: which truck?", 1) // the 3-box truck
	term.juniorTile("Ann, tile 1/2", "llama", 1, 0)
	term.juniorTile("Ann, tile 2/2", "llama", 2, 0)
	term.expect("where to? enclosure 1: 1 llama") // the choices showed the first tile
	term.expect("Ann takes 2 tiles (the 3-box truck)")
	term.expect("Ann's llama pair has an offspring: it joins enclosure 1")

	// With 2 players the trucks have 1, 2 and 3 boxes: once Ann took the
	// 3-box truck, no truck left holds 3 tiles.
	term.menu("round 1 · Bob", menuEnter)
	term.choose("Round 1: who takes a truck?", 0)
	term.answer("Bob: how many tiles (1, 2)", "3")
	term.expect("no truck left this round holds 3 tiles: type 1, 2")
	term.answer("Bob: how many tiles (1, 2)", "2")
	term.juniorTile("Bob, tile 1/2", "giraffe", 0, 0)
	term.juniorTile("Bob, tile 2/2", "wolf", 0, 0) // enclosure 2: the giraffes' enclosure 1 is not offered
	term.expect("Bob takes 2 tiles")

	term.menu("round 2 · Bob or Ann", menuShow)
	term.expect("Ann 3 llamas (1 offspring)") // any spacing
	term.expect("Bob 1 giraffe 1 wolf")
	// Ann: 3 llamas 3. Bob: giraffe 1 + wolf 1 = 2.
	term.expect("Scores so far: Ann 3, Bob 2")
	term.menu("round 2 · Bob or Ann", menuPause)
	term.exits(0)

	g := showGame(t, db, "1")
	checkTotals(t, g, "in-progress", map[string]int{"Ann": 3, "Bob": 2})
	checkJuniorReplays(t, db)
}

func TestTerminalPlayJuniorBonusAtRoundEnd(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "junior", "--db", db)
	term.answer("Player 1 name", "Ann")
	term.answer("Player 2 name", "Bob")
	term.answer("Player 3 name (Enter to finish)", "")

	term.menu("round 1 · Ann or Bob", menuEnter)
	term.choose("Round 1: who takes a truck?", 0)
	term.answer("Ann: how many tiles (1, 2, 3)", "2")
	term.choose("Ann took 2 tiles: which truck?", 0) // the 2-box truck, full
	term.juniorTile("Ann, tile 1/2", "llama", 1, 0)
	term.juniorTile("Ann, tile 2/2", "llama", 2, 0)
	term.expect("Ann's llama pair has an offspring: it joins enclosure 1")
	term.menu("round 1 · Bob", menuEnter)
	term.choose("Round 1: who takes a truck?", 0)
	term.answer("Bob: how many tiles (1, 2, 3)", "3")
	term.juniorTile("Bob, tile 1/3", "pond", 0, 3)
	term.juniorTile("Bob, tile 2/3", "giraffe", 0, 0)
	term.juniorTile("Bob, tile 3/3", "shrub", 0, 3)

	// Round 2: Bob takes first, then Ann fills enclosure 1 with the last
	// take of the round, so her bonus action comes once round 3 is shown.
	term.menu("round 2 · Bob or Ann", menuEnter)
	term.choose("Round 2: who takes a truck?", 0)
	term.answer("Bob: how many tiles (1, 2, 3)", "1")
	term.choose("Bob took 1 tile: which truck?", 0) // the 1-box truck, full
	term.juniorTile("Bob, tile 1/1", "wolf", 0, 1)
	term.menu("round 2 · Ann", menuEnter)
	term.choose("Round 2: who takes a truck?", 0)
	term.answer("Ann: how many tiles (1, 2, 3)", "3")
	for i := 1; i <= 3; i++ {
		term.juniorTile("Ann, tile "+string(rune('0'+i))+"/3", "llama", 0, 0)
	}
	term.expect("Ann filled enclosure 1: one bonus action")

	// The prompt says that Ann's bonus action is open.
	term.menu("round 3 · Ann or Bob · Ann: bonus?", menuEnter)
	term.choose("Ann filled an enclosure: bonus action?", 0)  // take from a barn
	term.choose("Ann takes a tile from whose barn?", 0)       // Bob
	term.choose("Which tile from Bob's barn?", 0)             // pond
	term.choose("Ann puts the pond into which enclosure?", 0) // enclosure 2
	term.expect("Ann takes over a pond from Bob's barn into enclosure 2")
	term.menu("round 3 · Ann or Bob", menuShow)
	term.expect("Ann 6 llamas (1 offspring) pond")
	// Ann: 6 llamas 12 + pond 2 = 14; Bob: giraffe 1 + wolf 1 - shrub in
	// the barn 2 = 0.
	term.expect("Scores so far: Ann 14, Bob 0")

	// Taken back from the menu, the bonus is offered again.
	term.menu("round 3 · Ann or Bob", menuUndo)
	term.expect("Took back round 2: Ann; bonus: take pond from Bob")
	term.menu("round 3 · Ann or Bob · Ann: bonus?", menuShow)
	// Ann: 12; Bob: 2 - pond and shrub in the barn 4 = -2.
	term.expect("Scores so far: Ann 12, Bob -2")
	term.menu("round 3 · Ann or Bob · Ann: bonus?", menuEnter)
	term.expect("Ann filled an enclosure: bonus action?")
	time.Sleep(20 * time.Millisecond) // let readline settle into raw mode
	term.pty.Write([]byte(ctrlC))
	term.expect("paused; game 1 is stored up to its last entry")
	term.exits(exitCancelled)

	checkTotals(t, showGame(t, db, "1"), "in-progress", map[string]int{"Ann": 12, "Bob": -2})
	checkJuniorReplays(t, db)
}
