package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/notation"
)

// diceKind is Zooloretto: The Dice Game.
var diceKind = Kind{
	Name: dice.Game, Title: dice.Title,
	Rules:      append(append([]scorer.Rule{}, dice.Rules...), dice.PlayRules...),
	MinPlayers: 2, MaxPlayers: dice.MaxPlayers,
	score: func(data []byte) (scorer.Result, error) {
		in, err := dice.Parse(data)
		if err != nil {
			return scorer.Result{}, err
		}
		return dice.Score(in)
	},
	isScript: dice.IsScript,
	replay: func(script []byte, _ bool) (Tracked, error) { // no quiet replay: see ReplayQuiet
		return replayWith(script, dice.ParseScript, dice.Play,
			func(t *dice.Tracker) Tracked { return Dice{t} })
	},
	readNotation: func(rd notation.Reader, src []byte) (Tracked, json.RawMessage, error) {
		g, err := rd.ReadDice(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return Dice{t}, mustJSON(g.Script), err
	},
	writeNotation: func(script []byte) (string, error) {
		s, err := dice.ParseScript(script)
		if err != nil {
			return "", err
		}
		return notation.FormatDice(s)
	},
	foreignRule: "dice.foreign-word", wordPlaces: dice.WordPlaces,
	// Who started: the player of the first take of the first round.
	starter: []any{"rounds", 0, 0, "player"},
	random:  randomDice,
	sheets: func(t Tracked) (json.RawMessage, error) {
		d := t.(Dice).T
		return scorer.Encode(dice.Input{BonusHex: d.Script().BonusHex, Players: d.Sheets()})
	},
}

// Dice is a tracked Dice Game.
type Dice struct{ T *dice.Tracker }

func (d Dice) Game() string { return dice.Game }

func (d Dice) Apply(raw json.RawMessage) ([]scorer.Note, error) {
	e, err := DecodeEntry[dice.Entry](raw)
	if err != nil {
		return nil, err
	}
	return d.T.Apply(e)
}
func (d Dice) Ended() bool                    { return d.T.Ended() }
func (d Dice) Result() (scorer.Result, error) { return d.T.Result() }
func (d Dice) Script() json.RawMessage        { return mustJSON(d.T.Script()) }
func (d Dice) Entries() []json.RawMessage     { return marshalAll(d.T.Script().Entries()) }
func (d Dice) Pending() string                { return "" }

func (d Dice) WithEntries(raw []json.RawMessage) (Tracked, error) {
	es, err := decodeAll[dice.Entry](raw)
	if err != nil {
		return nil, err
	}
	t, err := dice.Play(d.T.Script().WithEntries(es))
	return Dice{t}, err
}

// ReadLine reads a take ("Ann: lion lion coin") as an entry of this round.
func (d Dice) ReadLine(rd notation.Reader, line string) (json.RawMessage, error) {
	e, err := ReadDiceLine(rd, line, d.T)
	if err != nil {
		return nil, err
	}
	return mustJSON(e), nil
}

// EntryLine writes a take as its line ("Ann: lion lion coin").
func (d Dice) EntryLine(raw json.RawMessage) string {
	e, err := DecodeEntry[dice.Entry](raw)
	if err != nil {
		return string(raw)
	}
	return notation.DiceLine(e.Take)
}

// ReadDiceLine reads one line of Dice Game notation as a take of the
// round being played; a take without a name is the last player's of the
// round.
func ReadDiceLine(rd notation.Reader, line string, t *dice.Tracker) (dice.Entry, error) {
	players := t.Script().Players
	e, err := rd.ParseDiceEntry(line, players)
	if to := t.ToTake(); len(to) == 1 && mayLackName(line, e.Take.Player, err, players) {
		if again, err2 := rd.ParseDiceEntry(named(to[0], line), players); err2 == nil {
			e, err = again, nil
		}
	}
	if err != nil {
		return e, err
	}
	e.Round = t.Round()
	return e, nil
}

// randomDice takes trucks at random: a player still to take this round
// takes 1 to 3 faces, leaving a die for every player after them.
func randomDice(r *rand.Rand, players []string, stop int) (Tracked, error) {
	var hex *dice.HexValues
	if r.IntN(4) == 0 {
		v := 1 + r.IntN(2)
		hex = &dice.HexValues{Lion: &v}
	}
	tr, err := dice.NewTracker(players, hex)
	if err != nil {
		return nil, err
	}
	for n := 0; n < stop && !tr.Ended(); n++ {
		if n > 400 {
			return nil, fmt.Errorf("no end after %d takes", n)
		}
		left := tr.ToTake()
		p := left[r.IntN(len(left))]
		most := min(dice.MaxTake, tr.DiceLeft()-(len(left)-1))
		faces := make([]string, 1+r.IntN(most))
		for i := range faces {
			faces[i] = dice.Faces[r.IntN(len(dice.Faces))]
		}
		if _, err := tr.Apply(dice.Entry{Round: tr.Round(), Take: dice.Take{Player: p, Took: faces}}); err != nil {
			return nil, fmt.Errorf("a random take is refused: %w", err)
		}
	}
	return Dice{tr}, nil
}
