package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// The games the tables play are random but legal: each is played through
// its game's own tracker, take by take (game.Kind.PlayRandom, as the club's
// history of internal/club is). A table that scores from sheets enters the
// sheets the tracker ends with; a tracked table enters the takes
// themselves, as lines of notation.

// names are the players of the club night; a table draws its own.
var names = []string{
	"Ann", "Bernd", "Chloé", "Dmitri", "Eva", "Felix", "Greta", "Hugo", "Ida", "Jonas",
	"Kira", "Lukas", "Mila", "Noah", "Olga", "Paul", "Rosa", "Simon", "Tara", "Umut",
	"Vera", "Willem", "Xenia", "Yannick", "Zoë", "Jürgen", "François", "Søren", "Maëlle", "Łukasz",
}

// drawNames draws n different players.
func drawNames(r *rand.Rand, n int) []string {
	out := make([]string, 0, n)
	for _, i := range r.Perm(len(names))[:n] {
		out = append(out, names[i])
	}
	return out
}

// drawGame draws the game of a table: the Dice Game most often.
func drawGame(r *rand.Rand) string {
	k := r.IntN(100)
	switch {
	case k < 70:
		return "dice"
	case k < 85:
		return "zoosim"
	default:
		return "junior"
	}
}

// seatsFor is how many players a game of a kind has at a table of n phones.
func seatsFor(kind string, n int) int {
	g, _ := game.Lookup(kind)
	return min(max(n, g.MinPlayers), g.MaxPlayers)
}

// played is a game played to its end through its tracker
// (game.Kind.PlayRandom, as the club's history of internal/club is).
type played struct {
	kind    string
	players []string
	input   json.RawMessage // the sheets it ended with, as score reads them
	sheets  []sheet         // each player's sheet
	hex     map[string]int  // a Dice table's bonus hexes, those it set
	lines   []string        // every entry as a line of notation
	header  func(entries int) (string, error)
}

// sheet is one player's sheet as JSON reads it.
type sheet map[string]any

// play plays a random legal game of a kind for the players to its end. A
// game that gets stuck (random takes find no legal one) is drawn again.
func play(r *rand.Rand, kind string, players []string) (played, error) {
	k, ok := game.Lookup(kind)
	if !ok {
		return played{}, fmt.Errorf("no game %s", kind)
	}
	var err error
	for try := 0; try < 20; try++ {
		var t game.Tracked
		if t, err = k.PlayRandom(r, players, 1<<30); err != nil {
			continue
		}
		if !t.Ended() {
			err = fmt.Errorf("a random %s game got stuck", kind)
			continue
		}
		return playedOf(k, t, players)
	}
	return played{}, err
}

// playedOf is what the tables enter of a game played through: its sheets,
// its lines of notation, and the notation of its start.
func playedOf(k game.Kind, t game.Tracked, players []string) (played, error) {
	p := played{kind: k.Name, players: players}
	var err error
	if p.input, err = k.Sheets(t); err != nil {
		return p, err
	}
	var in struct {
		BonusHex map[string]int `json:"bonus_hex"`
		Players  []sheet        `json:"players"`
	}
	if err := json.Unmarshal(p.input, &in); err != nil {
		return p, err
	}
	p.sheets, p.hex = in.Players, in.BonusHex
	entries := t.Entries()
	for _, e := range entries {
		p.lines = append(p.lines, t.EntryLine(e))
	}
	p.header = func(n int) (string, error) {
		start, err := t.WithEntries(entries[:n])
		if err != nil {
			return "", err
		}
		return k.WriteNotation(start.Script())
	}
	return p, nil
}

// totals are each player's points, by name.
type totals map[string]int

func totalsOf(res scorer.Result) totals {
	out := totals{}
	for _, p := range res.Players {
		out[p.Name] = p.Total
	}
	return out
}

// sheetTotals scores the sheets as zooscore does; a sheet game that breaks
// a rule is refused (the tracker made it, so it never should).
func (p played) sheetTotals() (totals, error) {
	res, err := game.Score(p.kind, p.input)
	if err != nil {
		return nil, fmt.Errorf("the sheets of a %s game played through its tracker are refused: %w", p.kind, err)
	}
	return totalsOf(res), nil
}

// tableGame is what a table that scores from sheets enters: the form of a
// new game, and each seat's taps.
type tableGame struct {
	played
	form   url.Values // the new game's form, without the token
	taps   [][]tap    // per seat, in order
	totals totals
}

// tap is one change a player makes on their sheet: the form's fields it
// sets. The page sends the whole form after each.
type tap map[string]string

func newTableGame(r *rand.Rand, kind string, players []string) (tableGame, error) {
	p, err := play(r, kind, players)
	if err != nil {
		return tableGame{}, err
	}
	tg := tableGame{played: p, form: url.Values{"game": {kind}, "player": padded(players, 5)}}
	for animal, v := range p.hex { // the others are the form's defaults
		tg.form.Set("hex-"+animal, strconv.Itoa(v))
	}
	if tg.totals, err = p.sheetTotals(); err != nil {
		return tg, err
	}
	for _, s := range p.sheets {
		tg.taps = append(tg.taps, tapsFor(r, kind, s))
	}
	return tg, nil
}

// padded is the names in the form's five name fields.
func padded(players []string, n int) []string {
	out := slices.Clone(players)
	for len(out) < n {
		out = append(out, "")
	}
	return out
}

// tapsFor is how a player enters a sheet on the phone: the enclosures,
// coins and counts crossed one space or one step at a time, in an order
// that interleaves them as the game went, the bonus hexes and the barn once
// an enclosure is full; a large count is typed. The sheet is read as JSON
// (the game's input), its fields named as the page's form names them.
func tapsFor(r *rand.Rand, kind string, sh sheet) []tap {
	switch kind {
	case "dice":
		return interleave(r, diceTaps(sh))
	case "zoosim":
		return zoosimTaps(sh)
	}
	return interleave(r, juniorTaps(sh))
}

// count is a count entered a step at a time, or typed when large.
func count(field string, to int) []tap {
	if to > 4 {
		return []tap{{field: strconv.Itoa(to)}} // typed
	}
	var out []tap
	for v := 1; v <= to; v++ {
		out = append(out, tap{field: strconv.Itoa(v)})
	}
	return out
}

func diceTaps(sh sheet) [][]tap {
	var runs [][]tap
	bonus, barn := words(sh["bonus"]), words(sh["barn"])
	enc := counts(sh["enclosures"])
	for _, a := range sheetKeys(enc, bonus, barn) {
		var run []tap
		for v := 1; v <= enc[a]; v++ {
			run = append(run, tap{"enc-" + a: strconv.Itoa(v)}) // each space crossed is a tap
		}
		if slices.Contains(bonus, a) {
			run = append(run, tap{"bonus-" + a: "1"})
		}
		if slices.Contains(barn, a) {
			run = append(run, tap{"barn-" + a: "1"})
		}
		runs = append(runs, run)
	}
	var coins []tap
	for v := 1; v <= number(sh["coins"]); v++ {
		coins = append(coins, tap{"coins": strconv.Itoa(v)})
	}
	return append(runs, coins)
}

// zoosimTaps enters a year after another: the counts of a year are
// entered once it is over.
func zoosimTaps(sh sheet) []tap {
	var out []tap
	years, _ := sh["years"].([]any)
	for y, raw := range years {
		yr, _ := raw.(map[string]any)
		if y > 0 {
			out = append(out, tap{"years": strconv.Itoa(y + 1)})
		}
		p := fmt.Sprintf("y%d-", y+1)
		for _, c := range []string{"visitors", "trees", "benches"} {
			out = append(out, count(p+c, number(yr[c]))...)
		}
	}
	return out
}

func juniorTaps(sh sheet) [][]tap {
	var runs [][]tap
	encs, _ := sh["enclosures"].([]any)
	for i, raw := range encs {
		e, _ := raw.(map[string]any)
		p := fmt.Sprintf("e%d-", i+1)
		var run []tap
		if animal, _ := e["animal"].(string); animal != "" {
			run = append(run, tap{p + "animal": animal})
		}
		if n := number(e["animals"]); n > 0 {
			run = append(run, tap{p + "animals": strconv.Itoa(n)}) // the space tapped crosses those before
		}
		run = append(run, count(p+"offspring", number(e["offspring"]))...)
		lands := words(e["landscapes"])
		for _, l := range sheetKeys(nil, lands) {
			run = append(run, count(p+l, countOf(lands, l))...)
		}
		runs = append(runs, run)
	}
	barn, _ := sh["barn"].(map[string]any)
	animals, offspring := counts(barn["animals"]), counts(barn["offspring"])
	for _, k := range sheetKeys(animals) {
		runs = append(runs, count("barn-"+k, animals[k]), count("barnoff-"+k, offspring[k]))
	}
	lands := counts(barn["landscapes"])
	for _, l := range sheetKeys(lands) {
		runs = append(runs, count("barn-"+l, lands[l]))
	}
	return runs
}

// number, words and counts read a sheet's JSON values.
func number(v any) int {
	f, _ := v.(float64)
	return int(f)
}

func words(v any) []string {
	list, _ := v.([]any)
	out := make([]string, 0, len(list))
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func counts(v any) map[string]int {
	m, _ := v.(map[string]any)
	out := map[string]int{}
	for k, x := range m {
		out[k] = number(x)
	}
	return out
}

// sortedKeys are the keys of m and the words of the lists, once each, in
// order, so that the same seed gives the same taps.
func sheetKeys(m map[string]int, lists ...[]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	for _, l := range lists {
		out = append(out, l...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// interleave merges runs at random, keeping each run's order.
func interleave(r *rand.Rand, runs [][]tap) []tap {
	var out []tap
	for {
		var open []int
		for i, run := range runs {
			if len(run) > 0 {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			return out
		}
		i := open[r.IntN(len(open))]
		out = append(out, runs[i][0])
		runs[i] = runs[i][1:]
	}
}

// trackedGame is what a tracked table enters: the start of the game, sent
// as a play script in notation, and the takes after it, each typed on the
// phone of the player who made it.
type trackedGame struct {
	kind    string
	players []string
	start   string   // the play script of the first takes
	lines   []string // the takes after them, in order
	seats   []int    // the seat whose phone types each line
	first   int      // the entries of the start
	// entries are every entry of the whole game as the server stores
	// them (the tracker's JSON), for checking what was stored
	entries []json.RawMessage
}

func newTrackedGame(r *rand.Rand, kind string, players []string) (trackedGame, error) {
	p, err := play(r, kind, players)
	if err != nil {
		return trackedGame{}, err
	}
	tg := trackedGame{kind: kind, players: players, first: 1 + r.IntN(min(4, len(p.lines)-1))}
	if tg.start, err = p.header(tg.first); err != nil {
		return tg, err
	}
	tg.lines = p.lines[tg.first:]
	for i, line := range tg.lines {
		tg.seats = append(tg.seats, seatOf(line, players, i))
	}
	// The lines are read back as the server reads them, so that a line the
	// server would refuse is found here.
	t, err := tg.replay(len(tg.lines))
	if err != nil {
		return tg, err
	}
	tg.entries = t.Entries()
	return tg, nil
}

// seatOf is the seat whose phone types a line: the player it names first,
// else (a ZooSim auction, a Junior end mark) the seats in turn.
func seatOf(line string, players []string, i int) int {
	for s, name := range players {
		if len(line) > len(name) && line[:len(name)+1] == name+":" {
			return s
		}
	}
	return i % len(players)
}

// english reads and says the words of notation as the server does for a
// phone in English.
var english = i18n.For(i18n.English)

// replay plays the start and the first n lines as the server does: the
// start through ReadScript, each line through the tracker's ReadLine.
func (tg trackedGame) replay(n int) (game.Tracked, error) {
	t, _, err := game.ReadScript(english, tg.kind, []byte(tg.start))
	if err != nil {
		return nil, fmt.Errorf("the start of a %s game is refused: %w\n%s", tg.kind, err, tg.start)
	}
	rd := game.NotationReader(english, tg.kind)
	for i, line := range tg.lines[:n] {
		entry, err := t.ReadLine(rd, line)
		if err == nil {
			_, err = t.Apply(entry)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d of a %s game (%q) is refused: %w", i+1, tg.kind, line, err)
		}
	}
	return t, nil
}
