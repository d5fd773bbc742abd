package notation

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
)

// Junior is a game of Zooloretto Junior read from text: its play script,
// exactly as the JSON form would give it, and the line of each entry.
type Junior struct {
	Script junior.Script
	// Lines holds the line of each entry (a take or the last mark), in the
	// order of Script.Entries().
	Lines []int
	setup map[string]int
}

// ReadJunior reads a game of Zooloretto Junior written as text: "players:"
// first, then one take a line, and "last" in the round the end pile was
// reached. Rounds are not written: a round ends once every player has taken
// a truck; a bonus on its own line belongs to the round of the entry before
// it; "last" marks the round it stands in, and after a round's last take it
// stands in the next one. Every line that cannot be read is reported at
// once, as Errors. The words are read in English; Reader.ReadJunior reads
// them in the Reader's languages too.
func ReadJunior(src string) (Junior, error) { return Reader{}.ReadJunior(src) }

// ReadJunior reads a game of Zooloretto Junior with the Reader's words;
// see the function ReadJunior.
func (rd Reader) ReadJunior(src string) (Junior, error) {
	lx := rd.lexicon()
	// An entry is a take, a bonus on its own line after one, or the mark
	// of the last round.
	entries := 2*junior.MaxTakes + 1
	t := lx.scan(src, len(juniorSetup)+entries, scorer.Note{Rule: "junior.script-length",
		Msg: msg.M("junior.script-length.entries", "max", entries, "takes", junior.MaxTakes)})
	if t.long != nil {
		return Junior{}, scorer.Violations{*t.long}
	}
	s := t.readSetup(lx, juniorSetup, "notation.before.take")
	if err := s.sameNames(junior.Game); err != nil {
		return Junior{}, err
	}
	j := Junior{Script: junior.Script{Players: s.players, Rounds: []junior.Round{}}, setup: s.lines}
	r := roster(s.players)
	var rounds splitter
	prev, lastAt, takes := 0, 0, 0 // the round of the entry before; the line of the round's mark
	for _, l := range s.entries {
		var n int
		switch {
		case lx.isLast(l.toks):
			n = rounds.next(r)
			if n > junior.MaxRounds {
				return Junior{}, tooLong(junior.ScriptLimits[0], l.n)
			}
			if rounds.last {
				t.fail(l.n, errorAt(l.toks[0].col, "notation.junior.last-twice", "line", digits(lastAt)))
				continue
			}
			rounds.last, lastAt = true, l.n
			j.round(n).Last, j.round(n).LastAfter = true, len(j.round(n).Takes)
		default:
			tk, err := lx.juniorTake(l.toks, r)
			if err != nil {
				t.fail(l.n, err)
				continue
			}
			if len(tk.Tiles) == 0 && tk.Bonus != nil {
				n = max(prev, 1) // the bonus of the take before it
			} else {
				n = rounds.take(r, tk.Player)
				if takes++; takes > junior.MaxTakes {
					return Junior{}, tooLong(junior.ScriptLimits[1], l.n)
				}
			}
			j.round(n).Takes = append(j.round(n).Takes, tk)
		}
		prev = n
		j.Lines = append(j.Lines, l.n)
	}
	return j, t.result()
}

// round gives round n (from 1) of the script, adding rounds up to it.
func (j *Junior) round(n int) *junior.Round {
	for len(j.Script.Rounds) < n {
		j.Script.Rounds = append(j.Script.Rounds, junior.Round{Takes: []junior.Take{}})
	}
	return &j.Script.Rounds[n-1]
}

// Play replays the game through the tracker as junior.Play does, each
// violation naming the line it comes from.
func (j Junior) Play() (*junior.Tracker, error) {
	tg := tagger{lines: j.Lines, setup: j.setup, rules: map[string]string{"junior.player-": kwPlayers}}
	t, err := junior.PlayTagged(j.Script, tg.entry)
	return t, tg.setupNotes(err)
}

// FormatJunior writes a game of Zooloretto Junior in notation: the
// players, then one line per take with full words, "last" where the script
// marks it, the truck only when the script names it, each round after a
// comment naming it. Reading the text back gives the same script, with
// names spelled as in the players line. A script the notation cannot hold
// is an error saying why.
func FormatJunior(s junior.Script) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", kwPlayers, nameListText(s.Players))
	for i, round := range s.Rounds {
		fmt.Fprintf(&b, "# round %d\n", i+1)
		for k := 0; k <= len(round.Takes); k++ {
			if round.Last && k == round.LastAfter {
				b.WriteString(kwLast + "\n")
			}
			if k < len(round.Takes) {
				b.WriteString(juniorTakeText(round.Takes[k]) + "\n")
			}
		}
	}
	out := b.String()
	back, err := ReadJunior(out)
	if err != nil {
		return "", unwritable(err)
	}
	want := normalJunior(canonicalJunior(s, roster(s.Players)))
	if got := normalJunior(back.Script); !reflect.DeepEqual(got, want) {
		return "", unwritable(&msg.MsgError{Msg: juniorDifference(want, got)})
	}
	return out, nil
}

// juniorTakeText writes one take.
func juniorTakeText(tk junior.Take) string {
	var b strings.Builder
	b.WriteString(nameText(tk.Player))
	if tk.Truck != 0 {
		fmt.Fprintf(&b, " [%d]", tk.Truck)
	}
	b.WriteString(":")
	tiles := make([]string, len(tk.Tiles))
	for i, tile := range tk.Tiles {
		tiles[i] = strings.Join(nonEmpty(tile.Tile, tile.Fertile, destText(tile.To)), " ")
	}
	parts := []string{strings.Join(tiles, ", ")}
	if tk.Bonus != nil {
		parts = append(parts, bonusText(*tk.Bonus))
	}
	if tk.Unclaimed != nil {
		parts = append(parts, fmt.Sprintf("%s %d", kwUnclaim, *tk.Unclaimed))
	}
	if len(tk.Tiles) == 0 && tk.Bonus != nil {
		parts = parts[1:] // the bonus of the take before, on its own
	}
	text := strings.Join(parts, "; ")
	if text != "" {
		b.WriteString(" " + text)
	}
	return b.String()
}

func bonusText(bn junior.Bonus) string {
	words := []string{kwBonus, bn.Action}
	if bn.Action == kwTake {
		words = append(words, oneWordName(bn.From))
	}
	words = append(words, bn.Tile)
	switch {
	case bn.Offspring:
		words = append(words, kwOffsprg)
	case bn.Fertile != "":
		words = append(words, bn.Fertile)
	}
	if bn.To != nil {
		words = append(words, destText(*bn.To))
	}
	if bn.Action != kwTake && bn.From != "" {
		words = append(words, kwFrom, oneWordName(bn.From))
	}
	return strings.Join(words, " ")
}

func destText(d junior.Dest) string {
	if d.Barn {
		return kwBarn
	}
	return fmt.Sprint(d.Enclosure)
}

func nonEmpty(words ...string) []string {
	var out []string
	for _, w := range words {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// canonicalJunior spells every name as the players line does.
func canonicalJunior(s junior.Script, r roster) junior.Script {
	out := junior.Script{Players: s.Players}
	for _, round := range s.Rounds {
		nr := round
		nr.Takes = nil
		for _, tk := range round.Takes {
			tk.Player = r.spelling(tk.Player)
			if tk.Bonus != nil {
				bn := *tk.Bonus
				bn.From = r.spelling(bn.From)
				tk.Bonus = &bn
			}
			nr.Takes = append(nr.Takes, tk)
		}
		out.Rounds = append(out.Rounds, nr)
	}
	return out
}

// normalJunior makes empty and missing lists alike, for comparing.
func normalJunior(s junior.Script) junior.Script {
	out := junior.Script{Players: orEmpty(s.Players), Rounds: []junior.Round{}}
	for _, round := range s.Rounds {
		nr := junior.Round{Last: round.Last, LastAfter: round.LastAfter, Takes: []junior.Take{}}
		for _, tk := range round.Takes {
			if tk.Tiles == nil {
				tk.Tiles = []junior.Tile{}
			}
			nr.Takes = append(nr.Takes, tk)
		}
		out.Rounds = append(out.Rounds, nr)
	}
	return out
}

// juniorDifference says why text cannot hold a script: the first round
// that reads back otherwise.
func juniorDifference(want, got junior.Script) msg.Msg {
	for i, round := range want.Rounds {
		switch {
		case len(round.Takes) == 0 && !round.Last:
			return msg.M("notation.write.round-empty", "round", i+1)
		case round.LastAfter != 0 && (!round.Last || round.LastAfter > len(round.Takes)):
			return msg.M("notation.write.last-after", "round", i+1, "after", round.LastAfter)
		case i >= len(got.Rounds) || !reflect.DeepEqual(round, got.Rounds[i]):
			return msg.M("notation.write.junior-round", "round", i+1)
		}
	}
	return msg.M("notation.write.differs")
}
