package prompts

import (
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// AskDiceSetup asks for the 2 to 4 players of a tracked Dice Game, in
// seating order (the first one begins).
func AskDiceSetup(p Prompter) ([]string, error) {
	p.Say(msg(p, "dice.say.seating"))
	return askPlayers(p, dice.Game)
}

// AskDiceTake asks what the next take of the round was: who took a truck,
// how many dice it held and each die's face. It does not apply the take;
// the caller applies it to t and, when the tracker refuses it, shows the
// reasons and asks again.
func AskDiceTake(p Prompter, t *dice.Tracker) (dice.Entry, error) {
	e := dice.Entry{Round: t.Round()}
	players := t.ToTake()
	if t.Ended() || len(players) == 0 {
		return e, ErrGameOver
	}
	left := t.DiceLeft()
	i, err := p.Select(msg(p, "dice.ask.taker", "round", e.Round, "left", scorer.Count{N: left, Noun: "die"}), players)
	if err != nil {
		return e, err
	}
	e.Player = players[i]
	// A truck holds at most 3 dice and never more than are left; the
	// tracker still checks, this only keeps impossible answers out.
	most := max(1, min(dice.MaxTake, left))
	n, err := AskInt(p, msg(p, "dice.ask.dice", "player", e.Player, "max", most), most, 1, most)
	if err != nil {
		return e, err
	}
	faces := make([]string, len(dice.Faces))
	for i, f := range dice.Faces {
		faces[i] = localizer(p).Word(f)
	}
	for d := 1; d <= n; d++ {
		f, err := p.Select(msg(p, "dice.ask.face", "player", e.Player, "die", d, "count", n), faces)
		if err != nil {
			return e, err
		}
		e.Took = append(e.Took, dice.Faces[f])
	}
	return e, nil
}
