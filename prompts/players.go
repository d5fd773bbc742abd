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
	n, _ := strconv.Atoi(strings.TrimSpace(answer))
	return n, nil
}

// IntBetween accepts a whole number from lo to hi.
func IntBetween(lo, hi int) func(string) error {
	return func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("%q is not a whole number: type a number from %d to %d", s, lo, hi)
		}
		if n < lo || n > hi {
			return fmt.Errorf("%d is out of range: type a number from %d to %d", n, lo, hi)
		}
		return nil
	}
}
