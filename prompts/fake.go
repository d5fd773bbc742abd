package prompts

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/termtext"
)

// Fake answers questions from a script, for tests. Each answer names a part
// of the question it expects, so a flow that asks something unexpected fails
// loudly instead of silently taking the wrong answer. Every question and
// every line said is kept in Transcript.
type Fake struct {
	Answers    []Answer
	Transcript []string
	// Words is the language of the questions (English when nil).
	Words *i18n.Localizer
	// Width wraps what is said as a terminal of that width would (0: not
	// wrapped), as Terminal does.
	Width int
}

// Localizer is the language of the questions.
func (f *Fake) Localizer() *i18n.Localizer { return f.Words }

// Answer is one scripted answer: Ask must occur in the question's label;
// Value is the typed text, or for a selection the chosen item's text.
// Cancel makes the question return ErrCancelled (Ctrl-C).
type Answer struct {
	Ask    string
	Value  string
	Cancel bool
}

var _ Prompter = (*Fake)(nil)

// A returns an answer; a shorthand for tests.
func A(ask, value string) Answer { return Answer{Ask: ask, Value: value} }

func (f *Fake) next(label string) (Answer, error) {
	if len(f.Answers) == 0 {
		return Answer{}, fmt.Errorf("fake prompter: unexpected question %q (no answers left)", label)
	}
	a := f.Answers[0]
	f.Answers = f.Answers[1:]
	if !strings.Contains(label, a.Ask) {
		return Answer{}, fmt.Errorf("fake prompter: question %q, but the next answer is for %q", label, a.Ask)
	}
	if a.Cancel {
		return Answer{}, ErrCancelled
	}
	return a, nil
}

// Input answers from the script, re-asking (with the next answer) as the
// terminal would when the answer is not valid. An empty answer takes the
// default, which the transcript shows after the label as the terminal does.
func (f *Fake) Input(label, def string, valid func(string) error) (string, error) {
	shown := label
	if def != "" {
		shown += " [" + def + "]"
	}
	for {
		f.Transcript = append(f.Transcript, "? "+shown)
		a, err := f.next(label)
		if err != nil {
			return "", err
		}
		v := a.Value
		if v == "" {
			v = def
		}
		if valid != nil {
			if err := valid(v); err != nil {
				f.Transcript = append(f.Transcript, termtext.WrapIndent("  x "+localizer(f).Error(err), f.Width, "    "))
				continue
			}
		}
		f.Transcript = append(f.Transcript, "  > "+v)
		return v, nil
	}
}

// Select answers with the item whose text is the scripted value.
func (f *Fake) Select(label string, items []string) (int, error) {
	f.Transcript = append(f.Transcript, "? "+label)
	a, err := f.next(label)
	if err != nil {
		return 0, err
	}
	for i, it := range items {
		if it == a.Value {
			f.Transcript = append(f.Transcript, "  > "+it)
			return i, nil
		}
	}
	return 0, fmt.Errorf("fake prompter: %q offers %q, not %q", label, items, a.Value)
}

// Line answers from the script like Input, with no default: the scripted
// value is the whole line as typed (a prefill is replaced). The transcript
// shows the prefill, if any, after the label.
func (f *Fake) Line(label, prefill string, complete func(string) []string) (string, error) {
	shown := "? " + label
	if prefill != "" {
		shown += " [" + prefill + "]"
	}
	f.Transcript = append(f.Transcript, shown)
	a, err := f.next(label)
	if err != nil {
		return "", err
	}
	f.Transcript = append(f.Transcript, "  > "+a.Value)
	return a.Value, nil
}

// Say records the line.
func (f *Fake) Say(line string) { f.Transcript = append(f.Transcript, termtext.Wrap(line, f.Width)) }

// Done reports answers left unused, which means the flow asked less than
// the test expected.
func (f *Fake) Done() error {
	if len(f.Answers) > 0 {
		return fmt.Errorf("fake prompter: %d answers left unused, next for %q", len(f.Answers), f.Answers[0].Ask)
	}
	return nil
}
