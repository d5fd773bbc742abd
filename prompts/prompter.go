// Package prompts asks the players questions. The flows (which questions, in
// what order, what a valid answer is) are written against the small Prompter
// interface, so they are tested with scripted answers; Terminal implements it
// with promptui for a real terminal.
package prompts

import (
	"errors"
)

// ErrCancelled is returned when the player presses Ctrl-C or Ctrl-D.
var ErrCancelled = errors.New("cancelled")

// ErrGameOver is returned by the questions of a tracked game once its
// tracker says the game has ended: there is nothing more to enter.
var ErrGameOver = errors.New("the game is over: nothing more can be entered")

// Prompter asks one question at a time.
type Prompter interface {
	// Input asks for a line of text. When valid rejects the answer, the
	// reason is shown (in the prompter's language when it says a message,
	// msg.Sayer) and the question is asked again.
	Input(label, def string, valid func(string) error) (string, error)
	// Select offers a list and returns the index of the chosen item.
	Select(label string, items []string) (int, error)
	// Line asks for one line of free text, checked by the caller (a
	// refused line is asked again with the caller's prefill). prefill is
	// shown already typed, with the cursor at its end. complete, if not
	// nil, gives for the text before the cursor the words that may come
	// next, for Tab to complete the word being typed.
	Line(label, prefill string, complete func(line string) []string) (string, error)
	// Say shows a line of information (not a question).
	Say(line string)
}

// YesNo asks a yes/no question as a selection (never a free-typed "y"),
// its answers in the language of p; the default comes first.
func YesNo(p Prompter, label string, def bool) (bool, error) {
	yes, no := message(p, "answer.yes"), message(p, "answer.no")
	items := []string{no, yes}
	if def {
		items = []string{yes, no}
	}
	i, err := p.Select(label, items)
	if err != nil {
		return false, err
	}
	return items[i] == yes, nil
}
