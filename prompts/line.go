package prompts

import (
	"errors"
	"io"
	"strings"

	"github.com/chzyer/readline"
	"github.com/zooscore/zooscore/termtext"
)

// Line asks for one line of free text with readline (promptui's Prompt
// cannot complete): the line is edited in place, Tab completes the word
// being typed, the up arrow brings back an earlier line of this session,
// and prefill stands already typed with the cursor at its end, so that a
// refused line is corrected rather than typed again.
func (t *Terminal) Line(label, prefill string, complete func(string) []string) (string, error) {
	out := newQuiet(noBell{t.Out})
	cfg := &readline.Config{
		Prompt:                 t.linePrompt(label),
		Stdin:                  t.In,
		Stdout:                 out,
		Stderr:                 out,
		AutoComplete:           completer(complete),
		HistoryLimit:           200,
		DisableAutoSaveHistory: true,
	}
	rl, err := readline.NewEx(cfg)
	if err != nil {
		return "", err
	}
	for _, h := range t.history {
		rl.SaveHistory(h)
	}
	t.mu.Lock()
	t.line = rl
	t.mu.Unlock()
	line, err := rl.ReadlineWithDefault(prefill)
	t.mu.Lock()
	t.line = nil
	t.mu.Unlock()
	rl.Close()
	out.hush() // nothing readline draws after the answer reaches the screen
	switch {
	case errors.Is(err, readline.ErrInterrupt), errors.Is(err, io.EOF):
		return "", ErrCancelled
	case err != nil:
		return "", err
	}
	if strings.TrimSpace(line) != "" {
		t.history = append(t.history, line)
	}
	return line, nil
}

// Interjector shows news while a Line is asked: lines above the line being
// typed, which stays as it is, and the label the line has now. It may be
// called from another goroutine; between two Lines it does nothing.
type Interjector interface {
	Interject(lines []string, label string)
}

var _ Interjector = (*Terminal)(nil)

// Interject shows lines above the Line being asked and gives it a new
// label: what was typed so far, and the cursor, stay.
func (t *Terminal) Interject(lines []string, label string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.line == nil {
		return
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(termtext.Wrap(termtext.VisibleLines(l), t.Width))
		b.WriteString("\n")
	}
	t.line.Write([]byte(b.String())) // readline clears the line, writes, and draws it again
	t.line.SetPrompt(t.linePrompt(label))
	t.line.Refresh()
}

// linePrompt shows the label and a marker after it: "round 3 · Bob or
// Cy › ".
func (t *Terminal) linePrompt(label string) string {
	if t.Plain { // NO_COLOR: the same marker, uncoloured
		return termtext.Visible(label) + " › "
	}
	return termtext.Visible(label) + " \x1b[36m›\x1b[0m "
}

// completer adapts a list of words to readline: complete gets the text
// before the cursor and gives the words that may come next there; those
// that start with the word being typed (any letter case) complete it. A
// word is completed with a space after it unless it ends with ':' (a name
// before its take) or is only one of several candidates.
type completer func(string) []string

func (c completer) Do(line []rune, pos int) ([][]rune, int) {
	if c == nil {
		return nil, 0
	}
	before := string(line[:pos])
	start := strings.LastIndexAny(before, " ,;|:[]") + 1
	typed := before[start:]
	var out [][]rune
	for _, w := range c(before) {
		if len(w) >= len(typed) && strings.EqualFold(w[:len(typed)], typed) && w != typed {
			out = append(out, []rune(w[len(typed):]+" "))
		}
	}
	return out, len([]rune(typed))
}
