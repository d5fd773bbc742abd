package prompts

import (
	"errors"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// askPlayers asks for the names of a game's players, as many as the game
// takes (game.Kind: the counts every front end offers).
func askPlayers(p Prompter, name string) ([]string, error) {
	k, _ := game.Lookup(name)
	return AskNames(p, k.MinPlayers, k.MaxPlayers)
}

// AskNames asks for between min and max player names, one at a time. After
// the minimum, an empty answer ends the list. Names are trimmed, must be
// unique whatever their letter case, and are checked as scorer.CheckNames
// checks them (length, invisible characters), so that the reason shows
// while the name is typed.
func AskNames(p Prompter, min, max int) ([]string, error) {
	var names []string
	for len(names) < max {
		n := len(names) + 1
		label := message(p, "ask.player-name", "n", n)
		if n > min {
			label = message(p, "ask.player-name.or-finish", "n", n)
		}
		answer, err := p.Input(label, "", func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" {
				if n > min {
					return nil
				}
				return msg.E("ask.name.needed", "min", min)
			}
			if problem := scorer.NameProblem(s); !problem.IsZero() {
				return &msg.MsgError{Msg: problem}
			}
			if prev := takenBy(names, s); prev != "" {
				return msg.E("ask.name.taken", "name", prev)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		answer = strings.TrimSpace(answer)
		if answer == "" {
			break
		}
		if answer, err = lookAlike(p, answer); err != nil {
			return nil, err
		}
		if taken := takenBy(names, answer); taken != "" {
			p.Say(message(p, "ask.name.taken", "name", taken))
			continue
		}
		names = append(names, answer)
	}
	return names, nil
}

// NameGuard is a prompter that knows the players who have played before:
// a name typed that looks like one of theirs (roster.LookAlikes) is
// pointed out by AskNames, so that one person is not made two players.
type NameGuard interface {
	// LookAlike gives the player a name looks like and what to tell the
	// table; same: it is that player, in another letter case. ok is
	// false for a name like nobody's.
	LookAlike(name string) (known string, say msg.Msg, same, ok bool)
}

// lookAlike points out a name typed that looks like a player who has
// played before, and asks which of the two it is: the name as typed is
// kept only when the table says it is someone new. A name that is that
// player in another letter case is only pointed out.
func lookAlike(p Prompter, name string) (string, error) {
	guard, ok := p.(NameGuard)
	if !ok {
		return name, nil
	}
	known, say, same, found := guard.LookAlike(name)
	if !found {
		return name, nil
	}
	p.Say(localizer(p).Say(say))
	if same {
		return name, nil
	}
	i, err := p.Select(message(p, "ask.name.who"), []string{message(p, "ask.name.known", "name", known), message(p, "ask.name.new", "name", name)})
	if err != nil || i != 0 {
		return name, err
	}
	return known, nil
}

// takenBy is the name given before that is name in another letter case,
// "" when there is none.
func takenBy(names []string, name string) string {
	for _, prev := range names {
		if scorer.NameKey(prev) == scorer.NameKey(name) {
			return prev
		}
	}
	return ""
}

// AskInt asks for a whole number from lo to hi.
func AskInt(p Prompter, label string, def, lo, hi int) (int, error) {
	answer, err := p.Input(label, strconv.Itoa(def), IntBetween(lo, hi))
	if err != nil {
		return 0, err
	}
	n, _ := ParseWhole(answer)
	return n, nil
}

// ParseWhole reads a whole number a player typed. Its error says what is
// wrong with the text: not a whole number, or one too large (or too small)
// for any count ("99999999999999999999999" is a whole number, so calling it
// "not a whole number" would puzzle). The error says a message
// (msg.Sayer): shown in the language of the table by the prompters and
// by (*i18n.Localizer).Error, English in its Error().
func ParseWhole(s string) (int, error) {
	s = strings.TrimSpace(s)
	n, err := strconv.Atoi(s)
	switch {
	case errors.Is(err, strconv.ErrRange) && strings.HasPrefix(s, "-"):
		return 0, msg.E("ask.whole.too-small", "typed", strconv.Quote(s))
	case errors.Is(err, strconv.ErrRange):
		return 0, msg.E("ask.whole.too-large", "typed", strconv.Quote(s))
	case err != nil:
		return 0, msg.E("ask.whole.not-whole", "typed", strconv.Quote(s))
	}
	return n, nil
}

// IntBetween accepts a whole number from lo to hi. Its reasons say
// messages, which the prompter shows in its language.
func IntBetween(lo, hi int) func(string) error {
	return func(s string) error {
		n, err := ParseWhole(s)
		if err != nil {
			return msg.E("ask.whole.range", "problem", sayOf(err), "lo", lo, "hi", hi)
		}
		if n < lo || n > hi {
			return msg.E("ask.whole.out-of-range", "number", n, "lo", lo, "hi", hi)
		}
		return nil
	}
}

// sayOf is what an error says: its message, or its own words.
func sayOf(err error) any {
	var s msg.Sayer
	if errors.As(err, &s) {
		return s.Say()
	}
	return err.Error()
}
