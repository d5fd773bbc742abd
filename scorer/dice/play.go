package dice

import (
	"errors"
	"slices"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// This file tracks a Dice Game while it is played: one take (the dice a
// player took from one truck) at a time. The tracker crosses the spaces
// itself, hands out the bonus hexes, notices the end of the game, and keeps
// every accepted take so that a game can be stored, resumed and undone by
// replaying its takes.

// Coin is the dice face that crosses a ticket office space.
const Coin = "coin"

// Faces lists the six faces of a die: the animals, then the coin.
var Faces = append(append([]string{}, Animals...), Coin)

// MaxTake is the most dice one take can hold: a truck has three crates.
const MaxTake = 3

// MaxRounds bounds a game's rounds, and MaxPlayers its players. The dice
// give no bound: a take of coins once the ticket office is full, or of
// animals whose enclosure and barn space are crossed, changes nothing, so
// a table could go on for ever; no real game does, since a game ends once a
// sheet's enclosures are all full but one, within some 10 to 20 rounds. A
// script of more rounds is refused at entry (dice.script-length), so that
// whatever is stored reads back: the stored JSON of the longest script
// accepted (4 players of 40 four-byte characters, every take 3 crocodiles)
// is about 260 KB, far under the 1 MiB zooscore reads
// (notation's TestLongestScriptsAreStored).
const (
	MaxRounds  = 300
	MaxPlayers = 4
)

// ScriptLimits bound a play script's lists, the rounds and the takes of
// every round together, as it is read: a longer one is refused before the
// rest is read.
var ScriptLimits = []scorer.ListLimit{
	{Path: "rounds[]", Max: MaxRounds, Note: scorer.Note{Rule: "dice.script-length",
		Msg: msg.M("dice.script-length.rounds", "max", MaxRounds)}},
	{Path: "rounds[][]", Max: MaxRounds * MaxPlayers, Note: scorer.Note{Rule: "dice.script-length",
		Msg: msg.M("dice.script-length.takes", "max", MaxRounds*MaxPlayers, "rounds", MaxRounds, "players", MaxPlayers)}},
}

// diceInPlay is the number of dice used for each player count.
var diceInPlay = map[int]int{2: 6, 3: 8, 4: 10}

// DiceInPlay returns the number of dice used with the given number of
// players (6, 8 or 10), or 0 for a player count the game does not allow.
func DiceInPlay(players int) int { return diceInPlay[players] }

// PlayRules lists the rule ids of the tracker: the checks on each take, the
// automatic decisions it announces, and its warning. What each rule guards
// is the catalogs' "rule.RULEID".
var PlayRules = []scorer.Rule{
	{ID: "dice.take-size", Source: srcGameplay},
	{ID: "dice.unknown-face", Source: srcComponents},
	{ID: "dice.unknown-player", Source: srcGameplay},
	{ID: "dice.took-twice", Source: srcGameplay},
	{ID: "dice.round-dice", Source: srcSetup},
	{ID: "dice.round-incomplete", Source: srcGameplay},
	{ID: "dice.round-number", Source: srcGameplay},
	{ID: "dice.round-empty", Source: srcGameplay},
	{ID: "dice.after-game-end", Source: srcGameEnd},
	{ID: "dice.script-length", Source: srcGameEnd},
	{ID: "dice.cross-spaces", Source: srcSymbols},
	{ID: "dice.barn-cross", Source: srcAnimals},
	{ID: "dice.ignored-animal", Source: srcAnimals},
	{ID: "dice.ignored-coin", Source: srcCoins},
	{ID: "dice.bonus-first", Source: srcAnimals},
	{ID: "dice.bonus-gone", Source: srcAnimals},
	{ID: "dice.game-end", Source: srcGameEnd},
	{ID: "dice.game-over", Source: srcGameEnd},
	{ID: "dice.game-in-progress", Source: srcGameEnd},
}

// Take is what one player took from one truck: the faces of its dice, in
// the order they are crossed.
type Take struct {
	Player string   `json:"player"`
	Took   []string `json:"took"`
}

// Script is a tracked game as a play script (see contract.md, "Play
// scripts"): the players in seating order and the takes of every round in
// the order they happened.
type Script struct {
	BonusHex *HexValues `json:"bonus_hex,omitempty"`
	Players  []string   `json:"players"`
	Rounds   [][]Take   `json:"rounds"`
}

// Entry is one stored take with its round (1-based).
type Entry struct {
	Round int `json:"round"`
	Take
}

// ParseScript reads a Script from JSON strictly (see scorer.Decode) and
// trims the player names, also those of the takes.
func ParseScript(data []byte) (Script, error) {
	return jsonread.Decode(data, quickScript, trimScript, ScriptLimits...)
}

// trimScript trims the names of the players, also those of the takes.
func trimScript(s Script) Script {
	s.Players = trimAll(s.Players)
	for _, round := range s.Rounds {
		for i := range round {
			round[i].Player = strings.TrimSpace(round[i].Player)
		}
	}
	return s
}

func trimAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.TrimSpace(n)
	}
	return out
}

// Entries lists the takes of the script in order, each with its round.
func (s Script) Entries() []Entry {
	var out []Entry
	for i, round := range s.Rounds {
		for _, tk := range round {
			out = append(out, Entry{Round: i + 1, Take: copyTake(tk)})
		}
	}
	return out
}

// WithEntries returns the script with its rounds rebuilt from the entries:
// each entry goes to the round it names, in the order given. A round number
// not used by any entry below the highest one is an empty round; entries
// with a round below 1 belong to no round and are left out.
func (s Script) WithEntries(entries []Entry) Script {
	last := 0
	for _, e := range entries {
		last = max(last, e.Round)
	}
	rounds := make([][]Take, last)
	for i := range rounds {
		rounds[i] = []Take{}
	}
	for _, e := range entries {
		if e.Round >= 1 {
			rounds[e.Round-1] = append(rounds[e.Round-1], copyTake(e.Take))
		}
	}
	out := s
	out.Players = append([]string{}, s.Players...)
	out.BonusHex = copyHex(s.BonusHex)
	out.Rounds = rounds
	return out
}

func copyTake(t Take) Take {
	return Take{Player: t.Player, Took: append([]string{}, t.Took...)}
}

func copyHex(h *HexValues) *HexValues {
	if h == nil {
		return nil
	}
	out := &HexValues{}
	for _, a := range Animals {
		if v := *h.field(a); v != nil {
			n := *v
			*out.field(a) = &n
		}
	}
	return out
}

// Tracker follows a Dice Game take by take. Its zero value is not usable:
// create it with NewTracker (or Play).
type Tracker struct {
	players  []string
	keys     []string // each player's scorer.NameKey
	firsts   []int    // per seat, the first seat of the same key (itself: names are checked)
	boxed    []any    // per seat, the name as a message's argument, boxed once
	faces    []string // the faces of every take kept, each take's a part of its own capacity
	hex      *HexValues
	sheets   []Sheet
	entries  []Entry
	notes    []scorer.Note
	round    int    // the round of the latest take (1 before the first)
	took     []bool // per seat: has taken in round
	used     int    // dice taken in round
	starter  int    // seat that begins round
	last     int    // seat of the latest take
	endRound int    // round in which a sheet met the end condition; 0 if none
	endSeat  int    // seat of the player whose sheet met it first
	bonus    map[string]string
}

// NewTracker starts a game with the players in seating order (the first
// begins) and the table's bonus hex values (nil for the defaults). Bad
// names or hex values are returned as scorer.Violations.
func NewTracker(players []string, hex *HexValues) (*Tracker, error) {
	names := trimAll(players)
	v := scorer.CheckNames(Game, names, 2, 4)
	v = append(v, checkHex(hex)...)
	if len(v) > 0 {
		return nil, scorer.Violations(scorer.Collapse(v))
	}
	t := &Tracker{players: names, hex: copyHex(hex), round: 1, took: make([]bool, len(names)), bonus: map[string]string{},
		keys: make([]string, 0, len(names)), firsts: make([]int, 0, len(names)), boxed: make([]any, 0, len(names)),
		sheets: make([]Sheet, 0, len(names))}
	for i, n := range names {
		key, first := scorer.NameKey(n), i
		if j := slices.Index(t.keys, key); j >= 0 {
			first = j
		}
		t.keys, t.firsts, t.boxed = append(t.keys, key), append(t.firsts, first), append(t.boxed, n)
		t.sheets = append(t.sheets, Sheet{Name: n, Bonus: []string{}, Barn: []string{}})
	}
	return t, nil
}

// complete reports whether every player has taken in the tracker's round.
func (t *Tracker) complete() bool {
	for _, ok := range t.took {
		if !ok {
			return false
		}
	}
	return true
}

// Ended reports whether the game is over: a sheet met the end condition
// and the round in which it did is finished.
func (t *Tracker) Ended() bool {
	return t.endRound > 0 && (t.round > t.endRound || t.complete())
}

// Round returns the round the next take belongs to; once the game has ended,
// the last round.
func (t *Tracker) Round() int {
	if t.complete() && !t.Ended() {
		return t.round + 1
	}
	return t.round
}

// ToTake lists the players who still take dice in Round(), in seating order
// from the player who begins that round (the first player in round 1, then
// whoever took last in the round before). It is empty once the game ended.
func (t *Tracker) ToTake() []string {
	if t.Ended() {
		return nil
	}
	starter, took := t.starter, t.took
	if t.complete() {
		starter, took = t.last, make([]bool, len(t.players))
	}
	var out []string
	for i := range t.players {
		seat := (starter + i) % len(t.players)
		if !took[seat] {
			out = append(out, t.players[seat])
		}
	}
	return out
}

// DiceLeft returns how many dice of the dice in play are not yet taken in
// Round(); 0 once the game ended.
func (t *Tracker) DiceLeft() int {
	switch {
	case t.Ended():
		return 0
	case t.complete():
		return DiceInPlay(len(t.players))
	}
	return DiceInPlay(len(t.players)) - t.used
}

// Sheets returns a copy of every player's sheet as it stands, in seating
// order: the players of Input for Score.
func (t *Tracker) Sheets() []Sheet {
	out := make([]Sheet, len(t.sheets))
	for i, s := range t.sheets {
		s.Bonus = append([]string{}, s.Bonus...)
		s.Barn = append([]string{}, s.Barn...)
		out[i] = s
	}
	return out
}

// Script returns the accepted takes as a play script. Its bonus hex values
// are all given, defaults included, so that the stored script scores the
// same even if the defaults change.
func (t *Tracker) Script() Script {
	hex := &HexValues{}
	for a, v := range t.hex.Resolve() {
		*hex.field(a) = &v
	}
	s := Script{BonusHex: hex, Players: append([]string{}, t.players...)}
	return s.WithEntries(t.entries)
}

// Result scores the sheets as they stand. Its decisions are every
// announcement of the tracker followed by those of Score; a game that has
// not ended is marked in progress and carries the dice.game-in-progress
// warning instead of Score's dice.game-not-ended.
func (t *Tracker) Result() (scorer.Result, error) {
	res, err := Score(Input{BonusHex: copyHex(t.hex), Players: t.Sheets()})
	if err != nil {
		return scorer.Result{}, err
	}
	warnings := []scorer.Note{}
	for _, w := range res.Warnings {
		if w.Rule != "dice.game-not-ended" {
			warnings = append(warnings, w)
		}
	}
	res.Status = scorer.StatusFinished
	if !t.Ended() {
		res.Status = scorer.StatusInProgress
		warnings = append(warnings, scorer.Note{Rule: "dice.game-in-progress", Round: t.Round(),
			Msg: msg.M("dice.game-in-progress", "players", msg.Names(t.ToTake()))})
	}
	res.Warnings = warnings
	decisions := make([]scorer.Note, 0, len(t.notes)+len(res.Decisions))
	res.Decisions = append(append(decisions, t.notes...), res.Decisions...)
	return res, nil
}

// seat returns the seat of a player named in any letter case, or -1.
func (t *Tracker) seat(name string) int {
	for i, p := range t.players {
		if p == name { // as typed: no key to make
			return t.firsts[i]
		}
	}
	key := scorer.NameKey(name)
	for i, k := range t.keys {
		if k == key {
			return i
		}
	}
	return -1
}

// Apply adds one take. e.Round must be Round(). It returns the automatic
// decisions the take caused (spaces crossed, barn crossings, ignored dice,
// bonuses, the end of the game). A take that breaks a rule gives
// scorer.Violations listing every broken rule, with the round set, and
// leaves the tracker unchanged.
func (t *Tracker) Apply(e Entry) ([]scorer.Note, error) {
	start, err := t.apply(e)
	if err != nil {
		return nil, err
	}
	return slices.Clone(t.notes[start:]), nil
}

// apply is Apply adding the take's announcements to the tracker's own, from
// start on: Play needs no copy of them.
func (t *Tracker) apply(e Entry) (start int, err error) {
	if v := t.check(e); len(v) > 0 {
		return 0, scorer.Violations(scorer.Collapse(v))
	}
	if t.complete() {
		t.startRound(t.round + 1)
	}
	seat := t.seat(e.Player)
	name := t.players[seat]
	start = len(t.notes)
	t.notes = t.cross(t.notes, seat, e.Took)
	t.took[seat] = true
	t.used += len(e.Took)
	t.last = seat
	t.notes = append(t.notes, t.checkEnd(seat)...)
	from := len(t.faces)
	t.faces = append(t.faces, e.Took...) // the take's own copy, in one list for all takes
	t.entries = append(t.entries, Entry{Round: t.round, Take: Take{Player: name, Took: t.faces[from:len(t.faces):len(t.faces)]}})
	return start, nil
}

// startRound begins a new round, with whoever took last as its first player.
func (t *Tracker) startRound(round int) {
	t.round = round
	t.took = make([]bool, len(t.players))
	t.used = 0
	t.starter = t.last
}

// check lists every rule the take breaks, without changing the tracker.
func (t *Tracker) check(e Entry) []scorer.Note {
	round := t.Round()
	where := e.Round
	if where < 1 {
		where = round
	}
	player := strings.TrimSpace(e.Player)
	var out []scorer.Note
	add := func(rule string, m msg.Msg) {
		out = append(out, scorer.Note{Player: player, Rule: rule, Round: where, Msg: m})
	}
	if t.Ended() {
		add("dice.after-game-end", msg.M("dice.after-game-end", "round", t.endRound, "player", t.players[t.endSeat]))
		return out
	}
	if round > MaxRounds {
		add("dice.script-length", msg.M("dice.script-length.round", "round", round, "max", MaxRounds))
		return out
	}
	switch {
	case e.Round == round:
	case e.Round == t.round+1:
		add("dice.round-incomplete", msg.M("dice.round-incomplete", "round", e.Round, "current", t.round, "players", msg.Names(t.ToTake())))
	default:
		add("dice.round-number", msg.M("dice.round-number", "marked", e.Round, "round", round))
	}
	seat := t.seat(player)
	switch {
	case seat < 0:
		add("dice.unknown-player", msg.M("dice.unknown-player", "name", quoted(player), "players", msg.Names(t.players)))
	case e.Round == round && round == t.round && t.took[seat]:
		add("dice.took-twice", msg.M("dice.took-twice", "player", t.players[seat], "round", round))
	}
	checkFaces(e.Took, add)
	if len(e.Took) <= MaxTake {
		used := 0
		if round == t.round {
			used = t.used
		}
		if inPlay := DiceInPlay(len(t.players)); used+len(e.Took) > inPlay {
			add("dice.round-dice", msg.M("dice.round-dice", "n", used, "round", round, "took", len(e.Took), "inplay", inPlay, "players", len(t.players)))
		}
	}
	return out
}

// checkFaces checks the size of a take and its faces, reporting through add.
func checkFaces(took []string, add func(rule string, m msg.Msg)) {
	if n := len(took); n < 1 || n > MaxTake {
		add("dice.take-size", msg.M("dice.take-size", "n", n, "max", MaxTake))
	}
	for _, f := range took {
		if !isFace(f) {
			add("dice.unknown-face", msg.M("dice.unknown-face", "face", quoted(f), "faces", faceNames))
		}
	}
}

func isFace(f string) bool { return f == Coin || isAnimal(f) }

// cross adds the faces of a take to a sheet in the order listed and
// announces what happened to each, after notes.
func (t *Tracker) cross(notes []scorer.Note, seat int, faces []string) []scorer.Note {
	s := &t.sheets[seat]
	name := s.Name
	who := t.boxed[seat]
	var sbuf [MaxTake]any
	spaces := sbuf[:0] // the crossing summary, in face order
	// The summary comes first, then what happened to single dice.
	first := len(notes)
	notes = append(notes, scorer.Note{})
	note := func(rule string, m msg.Msg) {
		notes = append(notes, scorer.Note{Player: name, Rule: rule, Round: t.round, Msg: m})
	}
	for _, f := range faces {
		if f == Coin {
			if s.Coins >= CoinSpaces {
				note("dice.ignored-coin", msg.M("dice.ignored-coin", "player", who, "max", CoinSpaces))
				continue
			}
			s.Coins++
			spaces = append(spaces, coinSpace(s.Coins))
			continue
		}
		switch {
		case !s.Full(f):
			n := s.Enclosures.Of(f) + 1
			s.Enclosures.Set(f, n)
			spaces = append(spaces, animalSpace(f, n))
			if s.Full(f) {
				notes = append(notes, t.fill(seat, f))
			}
		case !contains(s.Barn, f):
			s.Barn = append(s.Barn, f)
			note("dice.barn-cross", msg.M("dice.barn-cross", "player", who, "enclosure", enclosureArg(f), "the", the(f), "barn", barnSpace(f)))
		default:
			note("dice.ignored-animal", msg.M("dice.ignored-animal", "player", who, "enclosure", enclosureArg(f), "barn", barnSpace(f), "the", the(f)))
		}
	}
	if len(spaces) == 0 {
		return slices.Delete(notes, first, first+1)
	}
	notes[first] = scorer.Note{Player: name, Rule: "dice.cross-spaces", Round: t.round,
		Msg: msg.M("dice.cross-spaces", "player", who, "faces", facesSeq(faces), "spaces", Sequence(spaces))}
	return notes
}

// fill hands out the bonus hex of an enclosure just filled, or says who got
// it first. Takes are applied in the order they happened, so the earlier
// take always fills first.
func (t *Tracker) fill(seat int, animal string) scorer.Note {
	name, who := t.players[seat], t.boxed[seat]
	if first, ok := t.bonus[animal]; ok {
		return scorer.Note{Player: name, Rule: "dice.bonus-gone", Round: t.round,
			Msg: msg.M("dice.bonus-gone", "player", who, "filled", filled(animal), "first", first)}
	}
	t.bonus[animal] = name
	s := &t.sheets[seat]
	s.Bonus = append(s.Bonus, animal)
	return scorer.Note{Player: name, Rule: "dice.bonus-first", Round: t.round,
		Msg: msg.M("dice.bonus-first", "player", who, "filled", filled(animal), "value", t.hex.Value(animal))}
}

// checkEnd announces the end of the game when this take made a sheet meet
// the end condition (once), and the end itself when the last round is
// complete.
func (t *Tracker) checkEnd(seat int) []scorer.Note {
	var out []scorer.Note
	s := t.sheets[seat]
	if t.endRound == 0 && s.MeetsEnd() {
		t.endRound, t.endSeat = t.round, seat
		why := msg.Msg{ID: "dice.game-end.all-full"}
		for _, a := range Animals {
			if !s.Full(a) {
				why = msg.M("dice.game-end.one-open", "enclosure", enclosureArg(a))
			}
		}
		said := msg.M("dice.game-end", "player", s.Name, "why", why)
		if left := t.ToTake(); len(left) > 0 {
			said = msg.M("dice.game-end.to-take", "player", s.Name, "why", why, "players", msg.Names(left))
		}
		out = append(out, scorer.Note{Player: s.Name, Rule: "dice.game-end", Round: t.round, Msg: said})
	}
	if t.Ended() {
		out = append(out, scorer.Note{Rule: "dice.game-over", Round: t.round, Msg: msg.M("dice.game-over", "round", t.round)})
	}
	return out
}

// Play replays a script through a new tracker. An illegal take is skipped
// and play goes on, so that every violation of the script is found; they
// are returned together as scorer.Violations, each with its round. The
// tracker holds every legal take (it is nil only when the players or bonus
// hex values are wrong).
func Play(s Script) (*Tracker, error) { return PlayTagged(s, nil) }

// PlayTagged is Play that also says which take each violation comes from:
// tag (when not nil) gets every violation of a take with the take's index
// in s.Entries(), and may add to the note (a game written as text adds its
// line). Violations of the script's rounds as a whole are not tagged.
func PlayTagged(s Script, tag func(entry int, n *scorer.Note)) (*Tracker, error) {
	t, err := NewTracker(s.Players, s.BonusHex)
	if err != nil {
		return nil, err
	}
	if n := takesIn(s); n > 0 { // room for every take and its usual announcements
		t.entries, t.notes, t.faces = make([]Entry, 0, n), make([]scorer.Note, 0, 2*n), make([]string, 0, MaxTake*n)
	}
	var all []scorer.Note
	rounds := s.Rounds
	if len(rounds) > MaxRounds { // the rest is not looked at
		rounds = rounds[:MaxRounds]
		all = append(all, ScriptLimits[0].Note)
	}
	entry := -1
	for i, takes := range rounds {
		round := i + 1
		if !t.Ended() && t.Round() != round {
			all = append(all, t.closeRound(s.Rounds, round)...)
		}
		if len(takes) == 0 {
			all = append(all, scorer.Note{Rule: "dice.round-empty", Round: round, Msg: msg.M("dice.round-empty", "round", round)})
			continue
		}
		for _, tk := range takes {
			entry++
			if _, err := t.apply(Entry{Round: round, Take: tk}); err != nil {
				var v scorer.Violations
				if !errors.As(err, &v) {
					return t, err
				}
				for i := range v {
					if tag != nil {
						tag(entry, &v[i])
					}
				}
				all = append(all, v...)
			}
		}
	}
	if len(all) > 0 {
		return t, scorer.Violations(scorer.Collapse(all))
	}
	return t, nil
}

func takesIn(s Script) int {
	n := 0
	for _, takes := range s.Rounds {
		n += len(takes)
	}
	return n
}

// closeRound moves the tracker on to round when the script goes on to it
// although the tracker's round is not complete. Players the script left out
// of that round are reported; those whose take was refused are not, since
// their take already has its own violation.
func (t *Tracker) closeRound(rounds [][]Take, round int) []scorer.Note {
	var out []scorer.Note
	// An empty round of the script has its own violation (dice.round-empty).
	if !t.complete() && t.round-1 < len(rounds) && len(rounds[t.round-1]) > 0 {
		named := map[string]bool{}
		for _, tk := range rounds[t.round-1] {
			named[scorer.NameKey(tk.Player)] = true
		}
		var missing []string
		for _, p := range t.ToTake() {
			if !named[scorer.NameKey(p)] {
				missing = append(missing, p)
			}
		}
		if len(missing) > 0 {
			out = append(out, scorer.Note{Rule: "dice.round-incomplete", Round: t.round,
				Msg: msg.M("dice.round-incomplete.missing", "round", t.round, "players", msg.Names(missing))})
		}
	}
	t.startRound(round)
	return out
}

func contains(list []string, a string) bool {
	for _, x := range list {
		if x == a {
			return true
		}
	}
	return false
}
