package notation

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// Dice is a Dice Game read from text: its play script, exactly as the JSON
// form would give it, and the line of each take.
type Dice struct {
	Script dice.Script
	// Lines holds the line of each take, in the order of Script.Entries().
	Lines []int
	setup map[string]int
}

// ReadDice reads a Dice Game written as text: "players:" first, "bonus:"
// if the table's hexes differ from the defaults, then one take a line.
// Rounds are not written: a round ends once every player has taken. Every
// line that cannot be read is reported at once, as Errors. The words are
// read in English; Reader.ReadDice reads them in the Reader's languages
// too.
func ReadDice(src string) (Dice, error) { return Reader{}.ReadDice(src) }

// ReadDice reads a Dice Game written as text with the Reader's words; see
// the function ReadDice.
func (rd Reader) ReadDice(src string) (Dice, error) {
	lx := rd.lexicon()
	t := lx.scan(src, len(diceSetup)+dice.MaxRounds*dice.MaxPlayers, dice.ScriptLimits[1].Note)
	if t.long != nil {
		return Dice{}, scorer.Violations{*t.long}
	}
	s := t.readSetup(lx, diceSetup, "notation.before.take")
	if err := s.sameNames(dice.Game); err != nil {
		return Dice{}, err
	}
	d := Dice{Script: dice.Script{Players: s.players, Rounds: [][]dice.Take{}}, setup: s.lines}
	if toks, ok := s.values[kwBonus]; ok {
		hex, err := lx.diceBonusHex(toks)
		if err != nil {
			t.fail(s.lines[kwBonus], err)
		}
		d.Script.BonusHex = hex
	}
	r := roster(s.players)
	var rounds splitter
	for _, l := range s.entries {
		tk, err := lx.diceTake(l.toks, r)
		if err != nil {
			t.fail(l.n, err)
			continue
		}
		n := rounds.take(r, tk.Player)
		if n > dice.MaxRounds {
			return Dice{}, tooLong(dice.ScriptLimits[0], l.n)
		}
		for len(d.Script.Rounds) < n {
			d.Script.Rounds = append(d.Script.Rounds, []dice.Take{})
		}
		d.Script.Rounds[n-1] = append(d.Script.Rounds[n-1], tk)
		d.Lines = append(d.Lines, l.n)
	}
	return d, t.result()
}

// Play replays the game through the tracker as dice.Play does, each
// violation naming the line it comes from.
func (d Dice) Play() (*dice.Tracker, error) {
	tg := tagger{lines: d.Lines, setup: d.setup, rules: map[string]string{"dice.player-": kwPlayers, "dice.bonus-hex": kwBonus}}
	t, err := dice.PlayTagged(d.Script, tg.entry)
	return t, tg.setupNotes(err)
}

// splitter puts takes into rounds as they are read: a round ends once
// every player has taken in it.
type splitter struct {
	round int
	took  map[string]bool
	last  bool // the round is marked as the last (Junior)
}

// complete reports whether every player has taken in the round.
func (s *splitter) complete(r roster) bool {
	if s.round == 0 {
		return true
	}
	if len(r) == 0 {
		return false
	}
	for _, p := range r {
		if !s.took[scorer.NameKey(p)] {
			return false
		}
	}
	return true
}

// next starts the next round when the round is complete, and gives the
// round the next entry belongs to.
func (s *splitter) next(r roster) int {
	if s.complete(r) {
		s.round++
		s.took = map[string]bool{}
		s.last = false
	}
	return s.round
}

// take gives the round of a take by player.
func (s *splitter) take(r roster, player string) int {
	n := s.next(r)
	s.took[scorer.NameKey(player)] = true
	return n
}

// FormatDice writes a Dice Game in notation: the players, the bonus hexes
// the script gives, and one line per take with full words, each round after
// a comment naming it. Reading the text back gives the same script, with
// names spelled as in the players line. A script the notation cannot hold
// (a round that is empty or ends before every player took, a face that is
// not a face, a name that fits another player) is an error saying why.
func FormatDice(s dice.Script) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", kwPlayers, nameListText(s.Players))
	if hex := hexText(s.BonusHex); hex != "" {
		fmt.Fprintf(&b, "%s: %s\n", kwBonus, hex)
	}
	r := roster(s.Players)
	for i, round := range s.Rounds {
		fmt.Fprintf(&b, "# round %d\n", i+1)
		for _, tk := range round {
			fmt.Fprintf(&b, "%s: %s\n", nameText(tk.Player), strings.Join(tk.Took, " "))
		}
	}
	out := b.String()
	back, err := ReadDice(out)
	if err != nil {
		return "", unwritable(err)
	}
	if want := canonicalDice(s, r); !reflect.DeepEqual(normalDice(back.Script), normalDice(want)) {
		return "", unwritable(&msg.MsgError{Msg: diceDifference(normalDice(want), normalDice(back.Script))})
	}
	return out, nil
}

// hexText writes the bonus hex values a script gives, in the animals'
// order; "" for none.
func hexText(h *dice.HexValues) string {
	if h == nil {
		return ""
	}
	var parts []string
	for _, a := range dice.Animals {
		if v, ok := h.Given(a); ok {
			parts = append(parts, fmt.Sprintf("%s=%d", a, v))
		}
	}
	return strings.Join(parts, ", ")
}

// canonicalDice spells every name of the takes as the players line does.
func canonicalDice(s dice.Script, r roster) dice.Script {
	out := s
	out.Rounds = make([][]dice.Take, len(s.Rounds))
	for i, round := range s.Rounds {
		for _, tk := range round {
			out.Rounds[i] = append(out.Rounds[i], dice.Take{Player: r.spelling(tk.Player), Took: tk.Took})
		}
	}
	return out
}

// normalDice makes empty and missing lists alike, for comparing.
func normalDice(s dice.Script) dice.Script {
	out := dice.Script{Players: orEmpty(s.Players), Rounds: [][]dice.Take{}}
	if hexText(s.BonusHex) != "" {
		out.BonusHex = s.BonusHex
	}
	for _, round := range s.Rounds {
		var takes []dice.Take
		for _, tk := range round {
			takes = append(takes, dice.Take{Player: tk.Player, Took: orEmpty(tk.Took)})
		}
		out.Rounds = append(out.Rounds, takes)
	}
	return out
}

func orEmpty(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}

// diceDifference says why text cannot hold a script: the first round that
// reads back otherwise.
func diceDifference(want, got dice.Script) msg.Msg {
	for i, round := range want.Rounds {
		if len(round) == 0 {
			return msg.M("notation.write.round-empty", "round", i+1)
		}
		if i >= len(got.Rounds) || !reflect.DeepEqual(round, got.Rounds[i]) {
			return msg.M("notation.write.dice-round", "round", i+1)
		}
	}
	return msg.M("notation.write.differs")
}

// unwritable is the error of a script the notation cannot hold, saying
// why: the text it gives does not read back (err), or reads back otherwise.
func unwritable(err error) error {
	var why msg.Sayer
	if es, ok := err.(Errors); ok && len(es) > 0 {
		why = es[0]
	} else if s, ok := err.(msg.Sayer); ok {
		why = s
	}
	if why == nil {
		return err
	}
	return &msg.MsgError{Msg: msg.M("notation.write.cannot", "why", why.Say())}
}
