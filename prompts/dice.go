package prompts

import (
	"fmt"
	"slices"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// AskDice asks for a finished Dice Game: the players, then each player's
// sheet, then offers a summary where any sheet can be corrected before it is
// accepted. hex holds the bonus hex values in use.
func AskDice(p Prompter, in dice.Input) (dice.Input, error) {
	names, err := AskNames(p, 2, 4)
	if err != nil {
		return in, err
	}
	hex := in.BonusHex.Resolve()
	p.Say("Bonus hexes: " + hexLine(hex))
	p.Say("(another table's values: --bonus-hex crocodile=1,lion=2,...)")
	in.Players = make([]dice.Sheet, len(names))
	for i, name := range names {
		in.Players[i] = dice.Sheet{Name: name}
		if in.Players[i], err = askSheet(p, in, i); err != nil {
			return in, err
		}
	}
	return ReviewDice(p, in)
}

func hexLine(hex map[string]int) string {
	s := ""
	for i, a := range dice.Animals {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s %d", a, hex[a])
	}
	return s
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
		n, err := AskInt(p, fmt.Sprintf("%s: %s spaces crossed (0-%d)", s.Name, a, dice.Size[a]), now.Enclosures.Of(a), 0, dice.Size[a])
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
			p.Say(fmt.Sprintf("%s: the %s bonus is already on %s's sheet", s.Name, a, owner))
			continue
		}
		yes, err := YesNo(p, fmt.Sprintf("%s: %s bonus hex (%d) crossed?", s.Name, a, hex[a]), slices.Contains(now.Bonus, a))
		if err != nil {
			return s, err
		}
		if yes {
			s.Bonus = append(s.Bonus, a)
		}
	}
	coins, err := AskInt(p, fmt.Sprintf("%s: coin spaces crossed (0-%d)", s.Name, dice.CoinSpaces), now.Coins, 0, dice.CoinSpaces)
	if err != nil {
		return s, err
	}
	s.Coins = coins
	for _, a := range dice.Animals {
		if !s.Full(a) {
			continue
		}
		yes, err := YesNo(p, fmt.Sprintf("%s: %s crossed in the barn?", s.Name, a), slices.Contains(now.Barn, a))
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
		summary: func() []string { return DiceSummary(in, widthOf(p)) },
		check:   func() []scorer.Note { v, _ := dice.Check(in); return v },
		reask: func(i int) (err error) {
			p.Say(fmt.Sprintf("%s's sheet as it stands: Enter keeps a value, type another to change it.", in.Players[i].Name))
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
		items = append(items, "Nobody remembers: leave it uncrossed")
		p.Say(fmt.Sprintf("The %s enclosure is full on %s, but nobody crossed its bonus hex (%d): the first to fill it crosses it.",
			a, sheetsOf(items[:len(full)]), hex[a]))
		k, err := p.Select(fmt.Sprintf("Who filled the %s enclosure first?", a), items)
		if err != nil {
			return err
		}
		if k == len(full) {
			left[a] = true
			continue
		}
		s := &in.Players[full[k]]
		s.Bonus = append(slices.Clip(s.Bonus), a)
		p.Say(fmt.Sprintf("The %s bonus is crossed on %s's sheet.", a, s.Name))
	}
	return nil
}

// sheetsOf reads "Ann's sheet", "Ann's and Bob's sheets".
func sheetsOf(names []string) string {
	if len(names) == 1 {
		return names[0] + "'s sheet"
	}
	return scorer.JoinPossessive(names) + " sheets"
}

func names[T any](list []T, name func(T) string) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = name(x)
	}
	return out
}

// DiceSummary shows the sheets as a table, one row per player, for the
// confirmation and the board, fitted to a terminal width columns wide (0:
// no limit).
func DiceSummary(in dice.Input, width int) []string {
	t := Table{Header: []string{"player", "croc", "ostr", "monk", "elep", "lion", "bonus", "coins", "barn"},
		Right: map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 7: true},
		Wrap:  map[int]bool{0: true, 6: true, 8: true}, Gap: " "} // a narrow gap: the headings set the numbers apart
	for _, s := range in.Players {
		t.Add(s.Name, s.Enclosures.Crocodile, s.Enclosures.Ostrich, s.Enclosures.Monkey, s.Enclosures.Elephant, s.Enclosures.Lion,
			shortList(s.Bonus), s.Coins, shortList(s.Barn))
	}
	head, rows := t.Lines(width)
	return append(head, rows...)
}

// shortList lists animals shortly (their first four letters) so the table
// stays narrow.
func shortList(list []string) List {
	if len(list) == 0 {
		return List{"-"}
	}
	short := make(List, len(list))
	for i, a := range list {
		short[i] = a[:min(4, len(a))]
	}
	return short
}

// widthOf is the width of the terminal p asks on; 0 when it is not known
// (no limit).
func widthOf(p Prompter) int {
	switch p := p.(type) {
	case *Terminal:
		return p.Width
	case *Fake:
		return p.Width
	}
	return 0
}
