package prompts

import (
	"slices"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// AskDice asks for a finished Dice Game: the players, then each player's
// sheet, then offers a summary where any sheet can be corrected before it is
// accepted. hex holds the bonus hex values in use.
func AskDice(p Prompter, in dice.Input) (dice.Input, error) {
	names, err := askPlayers(p, dice.Game)
	if err != nil {
		return in, err
	}
	p.Say(localizer(p).Say(dice.HexLine(in.BonusHex.Resolve())))
	p.Say(msg(p, "dice.say.hex-flag"))
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
		n, err := AskInt(p, msg(p, "dice.ask.spaces", "player", s.Name, "animal", scorer.Word(a), "max", dice.Size[a]), now.Enclosures.Of(a), 0, dice.Size[a])
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
			p.Say(msg(p, "dice.say.bonus-taken", "player", s.Name, "animal", scorer.Word(a), "owner", owner))
			continue
		}
		yes, err := YesNo(p, msg(p, "dice.ask.bonus", "player", s.Name, "animal", scorer.Word(a), "value", hex[a]), slices.Contains(now.Bonus, a))
		if err != nil {
			return s, err
		}
		if yes {
			s.Bonus = append(s.Bonus, a)
		}
	}
	coins, err := AskInt(p, msg(p, "dice.ask.coins", "player", s.Name, "max", dice.CoinSpaces), now.Coins, 0, dice.CoinSpaces)
	if err != nil {
		return s, err
	}
	s.Coins = coins
	for _, a := range dice.Animals {
		if !s.Full(a) {
			continue
		}
		yes, err := YesNo(p, msg(p, "dice.ask.barn", "player", s.Name, "animal", scorer.Word(a)), slices.Contains(now.Barn, a))
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
			p.Say(msg(p, "dice.say.correct-sheet", "player", in.Players[i].Name))
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
		items = append(items, msg(p, "dice.ask.nobody-remembers"))
		p.Say(forgotten(p, a, hex[a], items[:len(full)]))
		k, err := p.Select(msg(p, "dice.ask.first-filled", "enclosure", dice.Enclosure(a)), items)
		if err != nil {
			return err
		}
		if k == len(full) {
			left[a] = true
			continue
		}
		s := &in.Players[full[k]]
		s.Bonus = append(slices.Clip(s.Bonus), a)
		p.Say(msg(p, "dice.say.bonus-crossed", "animal", scorer.Word(a), "player", s.Name))
	}
	return nil
}

// forgotten tells the table that an enclosure is full on these players'
// sheets while its bonus hex is crossed on none.
func forgotten(p Prompter, animal string, value int, players []string) string {
	if len(players) == 1 {
		return msg(p, "dice.say.forgotten", "enclosure", dice.Enclosure(animal), "player", players[0], "value", value)
	}
	owners := make([]any, len(players))
	for i, name := range players {
		owners[i] = name
	}
	return msg(p, "dice.say.forgotten.several", "enclosure", dice.Enclosure(animal), "owners", dice.Owners(owners), "value", value)
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
	t := Table{Header: head,
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
func shortList(l *i18n.Localizer, list []string) List {
	if len(list) == 0 {
		return List{"-"}
	}
	short := make(List, len(list))
	for i, a := range list {
		short[i] = a
		if _, ok := dice.Size[a]; ok {
			short[i] = l.Say(dice.Short(a))
		}
	}
	return short
}
