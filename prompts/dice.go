// The Dice Game's questions, in this order: the players of a tracked game,
// the sheets of a finished one, the takes of a tracked one, and its line
// prompt. The only file of prompts that imports scorer/dice.

package prompts

import (
	"slices"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/termtext"
)

// AskDiceSetup asks for the 2 to 4 players of a tracked Dice Game, in
// seating order (the first one begins).
func AskDiceSetup(p Prompter) ([]string, error) {
	p.Say(message(p, "dice.say.seating"))
	return askPlayers(p, dice.Game)
}

// AskDice asks for a finished Dice Game: the players, then each player's
// sheet, then offers a summary where any sheet can be corrected before it is
// accepted. hex holds the bonus hex values in use.
func AskDice(p Prompter, in dice.Input) (dice.Input, error) {
	names, err := askPlayers(p, dice.Game)
	if err != nil {
		return in, err
	}
	p.Say(localizer(p).Say(dice.HexLine(in.BonusHex.Resolve())))
	p.Say(message(p, "dice.say.hex-flag"))
	in.Players = make([]dice.Sheet, len(names))
	for i, name := range names {
		in.Players[i] = dice.Sheet{Name: name}
		if in.Players[i], err = askSheet(p, in, i); err != nil {
			return in, err
		}
	}
	return ReviewDice(p, in)
}

// askSheet asks for one player's sheet, each question offering the value
// the sheet holds now (so a correction keeps, with Enter, every value that
// was right; a new sheet holds zeros). Bonus hexes and barn spaces are only
// asked for full enclosures, as the rules allow nothing else; a bonus
// already on another sheet is not offered again.
func askSheet(p Prompter, in dice.Input, i int) (dice.Sheet, error) {
	now := in.Players[i]
	s := dice.Sheet{Name: now.Name}
	hex := in.BonusHex.Resolve()
	for _, a := range dice.Animals {
		n, err := AskInt(p, message(p, "dice.ask.spaces", "player", s.Name, "animal", msg.Word(a), "max", dice.Size[a]), now.Enclosures.Of(a), 0, dice.Size[a])
		if err != nil {
			return s, err
		}
		s.Enclosures.Set(a, n)
	}
	for _, a := range dice.Animals {
		if !s.Full(a) {
			continue
		}
		if owner := bonusOwner(in, i, a); owner != "" {
			p.Say(message(p, "dice.say.bonus-taken", "player", s.Name, "animal", msg.Word(a), "owner", owner))
			continue
		}
		yes, err := YesNo(p, message(p, "dice.ask.bonus", "player", s.Name, "animal", msg.Word(a), "value", hex[a]), slices.Contains(now.Bonus, a))
		if err != nil {
			return s, err
		}
		if yes {
			s.Bonus = append(s.Bonus, a)
		}
	}
	coins, err := AskInt(p, message(p, "dice.ask.coins", "player", s.Name, "max", dice.CoinSpaces), now.Coins, 0, dice.CoinSpaces)
	if err != nil {
		return s, err
	}
	s.Coins = coins
	for _, a := range dice.Animals {
		if !s.Full(a) {
			continue
		}
		yes, err := YesNo(p, message(p, "dice.ask.barn", "player", s.Name, "animal", msg.Word(a)), slices.Contains(now.Barn, a))
		if err != nil {
			return s, err
		}
		if yes {
			s.Barn = append(s.Barn, a)
		}
	}
	return s, nil
}

func bonusOwner(in dice.Input, except int, animal string) string {
	for j, other := range in.Players {
		if j == except {
			continue
		}
		for _, b := range other.Bonus {
			if b == animal {
				return other.Name
			}
		}
	}
	return ""
}

// ReviewDice shows every sheet and lets the table correct any of them until
// all is right (also used to edit a stored game).
func ReviewDice(p Prompter, in dice.Input) (dice.Input, error) {
	in.Players = slices.Clone(in.Players) // the caller's sheets stay as they were
	left := map[string]bool{}             // bonuses the table chose to leave uncrossed
	if err := askForgottenBonuses(p, &in, left); err != nil {
		return in, err
	}
	err := confirm(p, sheets{
		players: names(in.Players, func(s dice.Sheet) string { return s.Name }),
		summary: func() []string { return DiceSummaryIn(localizer(p), in, widthOf(p)) },
		check:   func() []scorer.Note { v, _ := dice.Check(in); return v },
		reask: func(i int) (err error) {
			p.Say(message(p, "dice.say.correct-sheet", "player", in.Players[i].Name))
			if in.Players[i], err = askSheet(p, in, i); err != nil {
				return err
			}
			return askForgottenBonuses(p, &in, left)
		},
		what: "sheet",
	})
	return in, err
}

// askForgottenBonuses asks, for every full enclosure whose bonus hex is
// crossed on no sheet, who filled it first, and crosses the bonus on that
// player's sheet: only the first to fill an enclosure crosses its bonus, so
// the table forgot it. The table may leave it uncrossed (a warning then
// says so); it is not asked again for those in left.
func askForgottenBonuses(p Prompter, in *dice.Input, left map[string]bool) error {
	hex := in.BonusHex.Resolve()
	for _, a := range dice.Animals {
		var full []int
		crossed := false
		for i, s := range in.Players {
			crossed = crossed || slices.Contains(s.Bonus, a)
			if s.Full(a) {
				full = append(full, i)
			}
		}
		if crossed || len(full) == 0 || left[a] {
			continue
		}
		items := make([]string, 0, len(full)+1)
		for _, i := range full {
			items = append(items, in.Players[i].Name)
		}
		items = append(items, message(p, "dice.ask.nobody-remembers"))
		p.Say(forgotten(p, a, hex[a], items[:len(full)]))
		k, err := p.Select(message(p, "dice.ask.first-filled", "enclosure", dice.Enclosure(a)), items)
		if err != nil {
			return err
		}
		if k == len(full) {
			left[a] = true
			continue
		}
		s := &in.Players[full[k]]
		s.Bonus = append(slices.Clip(s.Bonus), a)
		p.Say(message(p, "dice.say.bonus-crossed", "animal", msg.Word(a), "player", s.Name))
	}
	return nil
}

// forgotten tells the table that an enclosure is full on these players'
// sheets while its bonus hex is crossed on none.
func forgotten(p Prompter, animal string, value int, players []string) string {
	if len(players) == 1 {
		return message(p, "dice.say.forgotten", "enclosure", dice.Enclosure(animal), "player", players[0], "value", value)
	}
	owners := make([]any, len(players))
	for i, name := range players {
		owners[i] = name
	}
	return message(p, "dice.say.forgotten.several", "enclosure", dice.Enclosure(animal), "owners", dice.Owners(owners), "value", value)
}

// DiceSummary shows the sheets as a table in English (see DiceSummaryIn).
func DiceSummary(in dice.Input, width int) []string {
	return DiceSummaryIn(i18n.For(i18n.English), in, width)
}

// DiceSummaryIn shows the sheets as a table in the localizer's language,
// one row per player, for the confirmation and the board, fitted to a
// terminal width columns wide (0: no limit).
func DiceSummaryIn(l *i18n.Localizer, in dice.Input, width int) []string {
	head := []string{l.T("dice.head.player")}
	for _, a := range dice.Animals {
		head = append(head, l.Say(dice.Short(a)))
	}
	head = append(head, l.T("dice.head.bonus"), l.T("dice.head.coins"), l.T("dice.head.barn"))
	t := termtext.Table{Header: head,
		Right: map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 7: true},
		Wrap:  map[int]bool{0: true, 6: true, 8: true}, Gap: " ", Words: l} // a narrow gap: the headings set the numbers apart
	for _, s := range in.Players {
		t.Add(s.Name, s.Enclosures.Crocodile, s.Enclosures.Ostrich, s.Enclosures.Monkey, s.Enclosures.Elephant, s.Enclosures.Lion,
			shortList(l, s.Bonus), s.Coins, shortList(l, s.Barn))
	}
	head, rows := t.Lines(width)
	return append(head, rows...)
}

// shortList lists animals by their short names (as the columns are headed)
// so the table stays narrow. An animal the game does not know (a sheet
// still to be corrected) is shown as it was written.
func shortList(l *i18n.Localizer, list []string) termtext.List {
	if len(list) == 0 {
		return termtext.List{"-"}
	}
	short := make(termtext.List, len(list))
	for i, a := range list {
		short[i] = a
		if _, ok := dice.Size[a]; ok {
			short[i] = l.Say(dice.Short(a))
		}
	}
	return short
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
	i, err := p.Select(message(p, "dice.ask.taker", "round", e.Round, "left", msg.Count{N: left, Noun: "die"}), players)
	if err != nil {
		return e, err
	}
	e.Player = players[i]
	// A truck holds at most 3 dice and never more than are left; the
	// tracker still checks, this only keeps impossible answers out.
	most := max(1, min(dice.MaxTake, left))
	n, err := AskInt(p, message(p, "dice.ask.dice", "player", e.Player, "max", most), most, 1, most)
	if err != nil {
		return e, err
	}
	faces := make([]string, len(dice.Faces))
	for i, f := range dice.Faces {
		faces[i] = localizer(p).Word(f)
	}
	for d := 1; d <= n; d++ {
		f, err := p.Select(message(p, "dice.ask.face", "player", e.Player, "die", d, "count", n), faces)
		if err != nil {
			return e, err
		}
		e.Took = append(e.Took, dice.Faces[f])
	}
	return e, nil
}

// DiceLine is the prompt of a tracked Dice Game, in the language of p:
// "round 3 · Bob or Cy".
func DiceLine(p Prompter, t *dice.Tracker) PlayLine {
	players := t.Script().Players
	faces := make([]string, len(dice.Faces))
	for i, f := range dice.Faces {
		faces[i] = localizer(p).Word(f)
	}
	return PlayLine{
		Label: message(p, "line.label.round", "round", t.Round(), "who", whoCanTake(t.ToTake())),
		Complete: func(before string) []string {
			if _, ok := afterHead(before, players); ok {
				return tableWords(p, dice.Faces)
			}
			return lineWords(p, t.ToTake())
		},
		Help: helpLines(p,
			message(p, "line.help.dice.take"),
			message(p, "line.help.dice.example", "a", exampleName(players, 0), "b", exampleName(players, 1), "c", exampleName(players, 2)),
			// The faces apart by commas, as every language writes a list
			// of words.
			message(p, "line.help.dice.faces", "faces", strings.Join(faces, ", ")),
			message(p, "line.help.no-name"),
		),
	}
}

// ReadDiceLine reads a take typed at the prompt, in the words of any
// language (the table's first); the tracker checks it.
func ReadDiceLine(p Prompter, line string, t *dice.Tracker) (dice.Entry, error) {
	return game.ReadDiceLine(NotationReader(localizer(p), dice.Game), line, t)
}
