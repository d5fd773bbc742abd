package prompts

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// AskNames asks for between min and max player names, one at a time. After
// the minimum, an empty answer ends the list. Names are trimmed, must be
// unique whatever their letter case, and are checked as scorer.CheckNames
// checks them (length, invisible characters), so that the reason shows
// while the name is typed.
func AskNames(p Prompter, min, max int) ([]string, error) {
	var names []string
	for len(names) < max {
		n := len(names) + 1
		label := fmt.Sprintf("Player %d name", n)
		if n > min {
			label += " (Enter to finish)"
		}
		answer, err := p.Input(label, "", func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" {
				if n > min {
					return nil
				}
				return fmt.Errorf("a name is needed: this game is for at least %d players", min)
			}
			if problem := scorer.NameProblem(s); problem != "" {
				return errors.New(problem)
			}
			for _, prev := range names {
				if scorer.NameKey(prev) == scorer.NameKey(s) {
					return fmt.Errorf("%s is already playing: give another name (letter case does not count)", prev)
				}
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
		names = append(names, answer)
	}
	return names, nil
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
// "not a whole number" would puzzle).
func ParseWhole(s string) (int, error) {
	s = strings.TrimSpace(s)
	n, err := strconv.Atoi(s)
	switch {
	case errors.Is(err, strconv.ErrRange) && strings.HasPrefix(s, "-"):
		return 0, fmt.Errorf("%q is too small", s)
	case errors.Is(err, strconv.ErrRange):
		return 0, fmt.Errorf("%q is too large", s)
	case err != nil:
		return 0, fmt.Errorf("%q is not a whole number", s)
	}
	return n, nil
}

// IntBetween accepts a whole number from lo to hi.
func IntBetween(lo, hi int) func(string) error {
	return func(s string) error {
		n, err := ParseWhole(s)
		if err != nil {
			return fmt.Errorf("%v: type a number from %d to %d", err, lo, hi)
		}
		if n < lo || n > hi {
			return fmt.Errorf("%d is out of range: type a number from %d to %d", n, lo, hi)
		}
		return nil
	}
}
