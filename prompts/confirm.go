package prompts

import "github.com/zooscore/zooscore/scorer"

// sheets is what the confirmation needs to know of a game's entries.
type sheets struct {
	players []string
	summary func() []string      // one line per player, with a header
	check   func() []scorer.Note // the rule violations as entered
	reask   func(i int) error    // asks player i's entries again
	what    string               // "sheet", "zoo", "years": ask.confirm.correct.WHAT
}

// confirm shows every player's entries and lets the table correct any one of
// them before they are accepted. While a rule is broken, Save is not offered.
func confirm(p Prompter, s sheets) error {
	for {
		for _, line := range s.summary() {
			p.Say(line)
		}
		violations := s.check()
		for _, v := range violations {
			p.Say("  x " + localizer(p).NoteLine(v))
		}
		var items []string
		if len(violations) == 0 {
			items = append(items, message(p, "ask.confirm.save"))
		}
		for _, name := range s.players {
			items = append(items, message(p, "ask.confirm.correct."+s.what, "name", name))
		}
		items = append(items, message(p, "ask.confirm.cancel"))
		label := message(p, "ask.confirm.right")
		if len(violations) > 0 {
			label = message(p, "ask.confirm.which")
		}
		choice, err := p.Select(label, items)
		if err != nil {
			return err
		}
		if len(violations) == 0 {
			if choice == 0 {
				return nil
			}
			choice--
		}
		if choice == len(s.players) {
			return ErrCancelled
		}
		if err := s.reask(choice); err != nil {
			return err
		}
	}
}

// names gives the name of every item of list.
func names[T any](list []T, name func(T) string) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = name(x)
	}
	return out
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
