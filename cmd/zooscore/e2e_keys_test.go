package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// The keystroke count: one Dice Game, one Junior game and one ZooSim year,
// each typed through a pseudo-terminal twice: step by step with the menus
// (picking every item with the arrow keys, Enter alone for a default), as
// zooscore asked before an entry could be typed as a line, and as one line
// of notation per take or auction (in full words, and shortened as the
// notation allows). The figures go to the log:
//
//	go test ./cmd/zooscore -run TestKeystrokes -v
//
// and docs/notation.md ("At the prompt of zooscore play") quotes them.

// typist types into a terminal and counts the keys pressed: an arrow key
// is one key, as is Enter.
type typist struct {
	*terminal
	keys int
}

var arrowKey = regexp.MustCompile(`\x1b\[[A-D]`)

func keysIn(s string) int { return len([]rune(arrowKey.ReplaceAllString(s, "k"))) }

// answer types a typed answer and Enter.
func (ty *typist) answer(question, keys string) {
	ty.t.Helper()
	ty.keys += keysIn(keys) + 1
	ty.terminal.answer(question, keys)
}

// number answers a question asking for a number: Enter alone when it is
// the default the question offers.
func (ty *typist) number(question string, n, def int) {
	ty.t.Helper()
	if n == def {
		ty.answer(question, "")
		return
	}
	ty.answer(question, strconv.Itoa(n))
}

// itemLine is an item of a list as promptui draws it (ANSI removed): the
// paging mark, then the item behind the cursor mark or two spaces.
var itemLine = regexp.MustCompile(`^[ ↑↓] (?:▸ |  )(.+)$`)

// pick waits for a list and picks the item that is want (or starts with
// want followed by a space or a colon) with the down arrow.
func (ty *typist) pick(question, want string) {
	ty.t.Helper()
	ty.expect(question)
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		s := ty.screen()[ty.seen:]
		for i, line := range strings.Split(s, "\n")[1:] {
			m := itemLine.FindStringSubmatch(line)
			if m == nil {
				break
			}
			if item := m[1]; item == want || strings.HasPrefix(item, want+" ") || strings.HasPrefix(item, want+":") {
				ty.answer("", strings.Repeat(down, i))
				return
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	ty.t.Fatalf("%q does not offer %q; the screen:\n%s", question, want, ty.screen()[ty.seen:])
}

// keyCount is what one way of entering a game cost.
type keyCount struct {
	setup, entries int // keys
	lines          int // lines typed at the game's prompt
	arrows         bool
}

func TestKeystrokes(t *testing.T) {
	longtest.Series(t)
	games := []struct {
		name    string
		entries int
		play    func(t *testing.T, how string) keyCount
	}{
		{"dice: a whole game (2 players, 8 takes)", 8, keysDice},
		{"junior: a whole game (2 players, 14 takes and the last-round mark)", 15, keysJunior},
		{"zoosim: one year (3 players, 5 auctions)", 5, keysZooSim},
	}
	for _, g := range games {
		guided := g.play(t, "guided")
		full := g.play(t, "lines")
		short := g.play(t, "short")
		for _, c := range []keyCount{full, short} {
			if c.lines != g.entries || c.arrows {
				t.Errorf("%s: %d lines typed for %d entries (arrow keys: %v); want one line an entry, no arrow", g.name, c.lines, g.entries, c.arrows)
			}
		}
		// Shortened, a Dice take or a Junior truck costs fewer keys than
		// its questions. A ZooSim auction does not: its questions offer
		// defaults (1 star, a bid of 0) and ask nothing the tracker knows
		// (a half with nothing to join), while its line says everything.
		if g.entries != 5 && short.entries >= guided.entries {
			t.Errorf("%s: %d keys by shortened lines, not fewer than the %d step by step", g.name, short.entries, guided.entries)
		}
		t.Logf("%s: setup %d keys; step by step %d keys; one line an entry %d keys in full words, %d shortened",
			g.name, guided.setup, guided.entries, full.entries, short.entries)
	}
}

// session starts a game on a new database and types its setup.
func session(t *testing.T, game string, players []string) (*typist, int) {
	t.Helper()
	term := startTerminal(t, nil, "play", game, "--db", t.TempDir()+"/keys.db")
	ty := &typist{terminal: term}
	for i, name := range append(slices.Clone(players), "") {
		if i == 4 {
			break
		}
		q := "Player " + strconv.Itoa(i+1) + " name"
		ty.answer(q, name)
	}
	return ty, ty.keys
}

// entryLines gives the lines to type for the entries of a game: as the
// notation writes them, or shortened.
func entryLines(t *testing.T, text string, lines []int, how string, same func(a, b string) bool) []string {
	t.Helper()
	all := strings.Split(text, "\n")
	out := make([]string, len(lines))
	for i, n := range lines {
		out[i] = all[n-1]
		if how == "short" {
			out[i] = shorten(out[i], same)
		}
	}
	return out
}

// shorten makes a line as short as the notation reads as the same entry:
// words cut to their first letters or left out, items left out, repeated
// items counted ("3 lion").
func shorten(line string, same func(a, b string) bool) string {
	for {
		best := line
		for _, c := range shorter(line) {
			if len(c) < len(best) && same(c, line) {
				best = c
			}
		}
		if best == line {
			return line
		}
		line = best
	}
}

var (
	letters = regexp.MustCompile(`[A-Za-z]+`)
	items   = regexp.MustCompile(`[^,|;:]+`)
)

// shorter lists the lines one edit shorter than line, as a scorekeeper
// shortens: a word cut to its first letters, an item left out (0 bushes),
// repeated items counted, bids without their names. Spaces and commas stay,
// so that the line still reads.
func shorter(line string) []string {
	var out []string
	for _, m := range letters.FindAllStringIndex(line, -1) {
		for n := 1; n < m[1]-m[0]; n++ {
			out = append(out, line[:m[0]+n]+line[m[1]:])
		}
	}
	for _, m := range items.FindAllStringIndex(line, -1) {
		rest := line[m[1]:]
		if strings.HasPrefix(rest, "|") {
			rest = " " + rest
		}
		out = append(out, strings.TrimRight(line[:max(m[0]-1, 0)], " ")+rest)
	}
	// Bids without their names, in seating order ("| Alan 2, Klaus 3 |"
	// to "| 2 3 |").
	if parts := strings.Split(line, "|"); len(parts) == 3 {
		bare := strings.Join(strings.Fields(letters.ReplaceAllString(strings.ReplaceAll(parts[1], ",", " "), "")), " ")
		out = append(out, parts[0]+"| "+bare+" |"+parts[2])
	}
	// Repeated items: "lion lion lion" and "impala 2, impala 2", after
	// the name.
	head, body, ok := strings.Cut(line, ": ")
	if !ok {
		return out
	}
	for _, sep := range []string{" ", ", "} {
		parts := strings.Split(body, sep)
		for i := 0; i < len(parts); i++ {
			j := i
			for j+1 < len(parts) && parts[j+1] == parts[i] {
				j++
			}
			if j > i {
				rep := append(append(slices.Clone(parts[:i]), fmt.Sprintf("%d %s", j-i+1, parts[i])), parts[j+1:]...)
				out = append(out, head+": "+strings.Join(rep, sep))
			}
		}
	}
	return out
}

// sameJSON compares two values by their JSON.
func sameJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// typeEntryLines types the entries of a game as lines of its notation,
// full or shortened (how), each at the prompt the tracker then shows: text
// is the game written out, lines the line of each entry in it. The model
// tracker follows, to give each prompt's label.
func typeEntryLines[E any](t *testing.T, ty *typist, how, text string, lines []int, players []string,
	parse func(string, []string) (E, error), entries []E, label func() string, apply func(E) ([]scorer.Note, error)) keyCount {
	t.Helper()
	same := func(a, b string) bool {
		x, errA := parse(a, players)
		y, errB := parse(b, players)
		return errA == nil && errB == nil && sameJSON(x, y)
	}
	var labels []string
	for _, e := range entries {
		labels = append(labels, label())
		mustApply(t, apply, e)
	}
	return typeLines(ty, labels, entryLines(t, text, lines, how, same))
}

// typeLines types the lines at the prompt of the game, each once the
// prompt says where the game stands before it (labels[k]).
func typeLines(ty *typist, labels, lines []string) keyCount {
	before := ty.keys
	ty.t.Logf("lines typed:\n%s", strings.Join(lines, "\n"))
	for k, line := range lines {
		ty.answer(labels[k]+" ›", line)
	}
	return keyCount{entries: ty.keys - before, lines: len(lines), arrows: arrowKey.MatchString(strings.Join(lines, ""))}
}

func keysDice(t *testing.T, how string) keyCount {
	data, err := os.ReadFile("../../scorer/dice/testdata/play/full-game.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := dice.ParseScript(data)
	if err != nil {
		t.Fatal(err)
	}
	entries := s.Entries()
	model, err := dice.NewTracker(s.Players, s.BonusHex)
	if err != nil {
		t.Fatal(err)
	}
	ty, setup := session(t, dice.Game, s.Players)
	count := keyCount{}
	if how == "guided" {
		for _, e := range entries {
			ty.answer(prompts.DiceLine(nil, model).Label+" ›", "") // Enter alone: step by step
			ty.pick("who took a truck?", e.Player)
			ty.number(e.Player+": how many dice (1-", len(e.Took), max(1, min(dice.MaxTake, model.DiceLeft())))
			for i, f := range e.Took {
				ty.pick(fmt.Sprintf("%s: face of die %d of %d?", e.Player, i+1, len(e.Took)), f)
			}
			mustApply(t, model.Apply, e)
		}
		count.entries = ty.keys - setup
	} else {
		text, err := notation.FormatDice(s)
		if err != nil {
			t.Fatal(err)
		}
		read, err := notation.ReadDice(text)
		if err != nil {
			t.Fatal(err)
		}
		count = typeEntryLines(t, ty, how, text, read.Lines, s.Players, notation.ParseDiceEntry, entries,
			func() string { return prompts.DiceLine(nil, model).Label }, model.Apply)
	}
	ty.expect("Game 1 is finished and stored.")
	ty.exits(0)
	count.setup = setup
	return count
}

func mustApply[E any](t *testing.T, apply func(E) ([]scorer.Note, error), e E) {
	t.Helper()
	if _, err := apply(e); err != nil {
		t.Fatal(err)
	}
}

// first waits until one of the texts appears after what was seen, and
// gives the one that comes first (nothing is consumed).
func (ty *typist) first(texts ...string) string {
	ty.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		s := ty.screen()[ty.seen:]
		best, at := "", -1
		for _, x := range texts {
			if i := strings.Index(s, x); i >= 0 && (at < 0 || i < at) {
				best, at = x, i
			}
		}
		if at >= 0 {
			return best
		}
		time.Sleep(10 * time.Millisecond)
	}
	ty.t.Fatalf("waited for one of %q; the screen:\n%s", texts, ty.screen()[ty.seen:])
	return ""
}

func keysJunior(t *testing.T, how string) keyCount {
	data, err := os.ReadFile("../../scorer/junior/testdata/play-2p.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := junior.ParseScript(data)
	if err != nil {
		t.Fatal(err)
	}
	entries := s.Entries()
	model, err := junior.NewTracker(s.Players)
	if err != nil {
		t.Fatal(err)
	}
	ty, setup := session(t, junior.Game, s.Players)
	count := keyCount{}
	if how == "guided" {
		for _, e := range entries {
			ty.answer(prompts.JuniorLine(nil, model).Label+" ›", "")
			if model.CanBonus() && ty.first("bonus action?", "who takes a truck?") == "bonus action?" {
				ty.pick("bonus action?", "no bonus action")
			}
			if e.Last {
				ty.pick("who takes a truck?", "The first tile of the end pile was drawn: this round is the last")
				mustApply(t, model.Apply, e)
				continue
			}
			e.Take = typeJuniorTake(ty, model, *e.Take)
			mustApply(t, model.Apply, e)
		}
		count.entries = ty.keys - setup
	} else {
		text, err := notation.FormatJunior(s)
		if err != nil {
			t.Fatal(err)
		}
		read, err := notation.ReadJunior(text)
		if err != nil {
			t.Fatal(err)
		}
		count = typeEntryLines(t, ty, how, text, read.Lines, s.Players, notation.ParseJuniorEntry, entries,
			func() string { return prompts.JuniorLine(nil, model).Label }, model.Apply)
	}
	ty.expect("Game 1 is finished and stored.")
	ty.exits(0)
	count.setup = setup
	return count
}

// typeJuniorTake answers the questions of a take and gives it with the
// truck that was chosen, when one was asked (the first offered).
func typeJuniorTake(ty *typist, model *junior.Tracker, tk junior.Take) *junior.Take {
	n := len(tk.Tiles)
	ty.pick("who takes a truck?", tk.Player)
	sizes := model.TakeSizes(tk.Player)
	ty.number(tk.Player+": how many tiles (", n, sizes[len(sizes)-1])
	if model.TruckMatters(tk.Player, n) {
		tk.Truck = model.TruckOptions(tk.Player, n)[0]
		ty.pick(": which truck?", fmt.Sprintf("the %d-box truck", tk.Truck))
	}
	for k, tile := range tk.Tiles {
		prefix := fmt.Sprintf("%s, tile %d/%d", tk.Player, k+1, n)
		ty.pick(prefix+": what is it?", tile.Tile)
		name := tile.Tile
		if slices.Contains(junior.Kinds, tile.Tile) {
			item := "not fertile"
			if tile.Fertile != "" {
				item = "fertile " + tile.Fertile
				name = item + " " + tile.Tile
			}
			ty.pick(prefix+" ("+tile.Tile+"): fertile?", item)
		}
		dest := "barn"
		if !tile.To.Barn {
			dest = fmt.Sprintf("enclosure %d", tile.To.Enclosure)
		}
		ty.pick(prefix+" ("+name+"): where to?", dest)
	}
	return &tk
}

func keysZooSim(t *testing.T, how string) keyCount {
	text, err := os.ReadFile("testdata/keys/zoosim-year.txt")
	if err != nil {
		t.Fatal(err)
	}
	read, err := notation.ReadZooSim(string(text))
	if err != nil {
		t.Fatal(err)
	}
	s := read.Script
	model, err := zoosim.NewTracker(s.Players, s.Flagpole, s.Variant)
	if err != nil {
		t.Fatal(err)
	}
	ty, _ := session(t, zoosim.Game, s.Players)
	for i, name := range s.Flagpole[:len(s.Flagpole)-1] {
		q := "Flagpole: whose flag is next?"
		if i == 0 {
			q = "Flagpole: whose flag is at the top?"
		}
		ty.pick(q, name)
	}
	ty.pick("Which variant?", s.Variant)
	setup := ty.keys
	count := keyCount{}
	if how == "guided" {
		for _, a := range s.Auctions {
			typeAuction(t, ty, model, a)
			mustApply(t, model.Apply, a)
		}
		count.entries = ty.keys - setup
	} else {
		canonical, err := notation.FormatZooSim(s)
		if err != nil {
			t.Fatal(err)
		}
		again, err := notation.ReadZooSim(canonical)
		if err != nil {
			t.Fatal(err)
		}
		count = typeEntryLines(t, ty, how, canonical, again.Lines, s.Players, notation.ParseZooSimEntry, s.Auctions,
			func() string { return prompts.ZooSimLine(nil, model).Label }, model.Apply)
	}
	ty.expect("Scores so far:")
	ty.terminal.answer(prompts.ZooSimLine(nil, model).Label+" ›", "pause")
	ty.exits(0)
	count.setup = setup
	return count
}

// typeAuction answers the questions of an auction step by step.
func typeAuction(t *testing.T, ty *typist, model *zoosim.Tracker, a zoosim.Auction) {
	t.Helper()
	ty.answer(prompts.ZooSimLine(nil, model).Label+" ›", "")
	where := fmt.Sprintf("Auction %d", model.AuctionNumber())
	for i, h := range a.Tile.Enclosures {
		ty.pick(fmt.Sprintf("%s: %s half's animals?", where, []string{"first", "second"}[i]), h.Animal)
		ty.number(fmt.Sprintf("%s: stars of the %s half (", where, h.Animal), h.Stars, zoosim.MinStars)
	}
	ty.number(where+": bushes on the tile (0-", a.Tile.Bushes, 0)
	for _, st := range model.Standings() {
		if st.Coins > 0 {
			ty.number(fmt.Sprintf("%s: %s's bid (0-", where, st.Name), a.Bids[st.Name], 0)
		}
	}
	winner, _, err := model.Winner(a.Tile, a.Bids)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range a.Tile.Enclosures {
		if len(model.Joins(winner, h)) > 1 {
			ty.pick(fmt.Sprintf("%s: %s after placing", winner, h.Animal), strconv.Itoa(a.Placed.Enclosures[h.Animal]))
		}
	}
	ty.number(winner+": paths the tile closed (0-", a.Placed.Benches, 0)
}
