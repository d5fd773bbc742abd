package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/termtext"
)

// The README's example session is output of this test, not prose: the
// questions of zooscore score dice are answered from a script, the screen
// is written as the terminal shows it, and the README must hold it between
// its markers (go test -update rewrites both the golden file and the
// README's block, and fails naming them). TestReadmeSessionOnATerminal
// types the same keys into the real binary and finds every line of it on
// the screen, so the rendering cannot drift from the terminal either.

const (
	sessionBegin = "<!-- The example session is generated: go test ./cmd/zooscore -run TestReadmeSession -update -->\n```text\n"
	sessionEnd   = "```\n<!-- end of the generated session -->"
)

// sessionAnswers is what the table types: for a list, the item chosen.
var sessionAnswers = []prompts.Answer{
	prompts.A("Player 1 name", "Ann"),
	prompts.A("Player 2 name", "Bob"),
	prompts.A("Player 3 name", ""),
	prompts.A("Ann: crocodile spaces", "1"),
	prompts.A("Ann: ostrich spaces", "2"),
	prompts.A("Ann: monkey spaces", "3"),
	prompts.A("Ann: elephant spaces", "4"),
	prompts.A("Ann: lion spaces", "7"),
	prompts.A("Ann: lion spaces", "4"),
	prompts.A("Ann: crocodile bonus hex", "yes"),
	prompts.A("Ann: ostrich bonus hex", "yes"),
	prompts.A("Ann: monkey bonus hex", "yes"),
	prompts.A("Ann: elephant bonus hex", "yes"),
	prompts.A("Ann: coin spaces", "2"),
	prompts.A("Ann: crocodile crossed in the barn", "no"),
	prompts.A("Ann: ostrich crossed in the barn", "no"),
	prompts.A("Ann: monkey crossed in the barn", "no"),
	prompts.A("Ann: elephant crossed in the barn", "no"),
	prompts.A("Bob: crocodile spaces", "1"),
	prompts.A("Bob: ostrich spaces", "0"),
	prompts.A("Bob: monkey spaces", "0"),
	prompts.A("Bob: elephant spaces", "0"),
	prompts.A("Bob: lion spaces", "5"),
	prompts.A("Bob: lion bonus hex", "yes"),
	prompts.A("Bob: coin spaces", ""),
	prompts.A("Bob: crocodile crossed in the barn", "yes"),
	prompts.A("Bob: lion crossed in the barn", "no"),
	prompts.A("Is everything right?", "Save and score"),
}

// screen answers from a script and keeps what a terminal of width columns
// shows once each question is answered (as prompts.Terminal draws it in
// colour, without the colours), and the keys typed for each question.
type screen struct {
	answers []prompts.Answer
	width   int
	lines   []string
	keys    []typed
}

// typed is what was typed at a question: text, or arrow keys in a list.
type typed struct{ question, keys string }

var _ prompts.Prompter = (*screen)(nil)

func (s *screen) next(label string) (prompts.Answer, error) {
	if len(s.answers) == 0 || !strings.Contains(label, s.answers[0].Ask) {
		return prompts.Answer{}, fmt.Errorf("unexpected question %q", label)
	}
	a := s.answers[0]
	s.answers = s.answers[1:]
	return a, nil
}

func (s *screen) Input(label, def string, valid func(string) error) (string, error) {
	for {
		a, err := s.next(label)
		if err != nil {
			return "", err
		}
		shown := termtext.Visible(label)
		if def != "" {
			shown += " [" + termtext.Visible(def) + "]"
		}
		s.lines = append(s.lines, strings.TrimRight(shown+": "+a.Value, " "))
		s.keys = append(s.keys, typed{shown, a.Value})
		v := a.Value
		if strings.TrimSpace(v) == "" {
			v = def
		}
		if err := valid(v); err != nil {
			s.lines = append(s.lines, termtext.WrapIndent("  ✗ "+termtext.Visible(err.Error()), s.width, "    "))
			continue
		}
		return v, nil
	}
}

func (s *screen) Select(label string, items []string) (int, error) {
	a, err := s.next(label)
	if err != nil {
		return 0, err
	}
	for i, it := range items {
		if it == a.Value {
			s.lines = append(s.lines, prompts.Answered(nil, termtext.Visible(label), termtext.Visible(it)))
			s.keys = append(s.keys, typed{termtext.Visible(label), strings.Repeat(down, i)})
			return i, nil
		}
	}
	return 0, fmt.Errorf("%q offers %q, not %q", label, items, a.Value)
}

// Line is not asked by score (only by play's prompt).
func (s *screen) Line(label, _ string, _ func(string) []string) (string, error) {
	return "", fmt.Errorf("unexpected line prompt %q", label)
}

func (s *screen) Say(line string) {
	s.lines = append(s.lines, termtext.Wrap(termtext.VisibleLines(line), s.width))
}

// readmeSession plays the session in-process and returns the screen and
// the keys typed.
func readmeSession(t *testing.T) (string, []typed) {
	t.Helper()
	db := pgtest.NewDB(t, "z.db")
	s := &screen{answers: slices0(sessionAnswers), width: 80}
	code, out, errOut := runZooscore(t, on{prompter: s, errWidth: 80}, "score", "dice", "--db", db)
	if code != 0 || len(s.answers) > 0 {
		t.Fatalf("score: exit %d %s; %d answers left\n%s", code, errOut, len(s.answers), strings.Join(s.lines, "\n"))
	}
	_, hist, _ := runZooscore(t, on{errWidth: 80}, "history", "--db", db)
	text := "$ zooscore score dice\n" + strings.Join(s.lines, "\n") + "\n" + out + "$ zooscore history\n" + hist
	return text, s.keys
}

func slices0[T any](s []T) []T { return append([]T(nil), s...) }

func TestReadmeSession(t *testing.T) {
	text, _ := readmeSession(t)
	goldenFile(t, filepath.Join("testdata", "readme-session.golden"), text)

	readme := filepath.Join("..", "..", "README.md")
	doc := readFile(t, readme)
	begin, end := strings.Index(doc, sessionBegin), strings.Index(doc, sessionEnd)
	if begin < 0 || end < begin {
		t.Fatalf("README.md has no generated session between %q and %q", sessionBegin, sessionEnd)
	}
	if doc[begin+len(sessionBegin):end] == text {
		return
	}
	if *update {
		doc = doc[:begin+len(sessionBegin)] + text + doc[end:]
		if err := os.WriteFile(readme, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Errorf("README.md's example session was rewritten: review it, then run the tests without -update")
		return
	}
	t.Errorf("README.md's example session is not the output of this session (go test ./cmd/zooscore -run TestReadmeSession -update writes it)")
}

// TestReadmeSessionOnATerminal types the session's keys into the real
// binary on an 80-column pseudo-terminal: every line the README shows of
// the questions and the result is on its screen, in order.
func TestReadmeSessionOnATerminal(t *testing.T) {
	text, keys := readmeSession(t)
	session, _, _ := strings.Cut(strings.TrimPrefix(text, "$ zooscore score dice\n"), "$ zooscore history\n")
	lines := strings.Split(strings.TrimSpace(session), "\n")

	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "score", "dice", "--db", db)
	// Every line before a question shows first, in order; then its keys
	// are typed, and the question shows again with its answer.
	shown := 0
	for _, k := range keys {
		for shown < len(lines) && !strings.HasPrefix(lines[shown], k.question) && !strings.HasPrefix(lines[shown], "✔ "+k.question) {
			term.expect(lines[shown])
			shown++
		}
		term.answer(k.question, k.keys)
		if shown < len(lines) {
			term.expect(lines[shown])
			shown++
		}
	}
	for _, l := range lines[shown:] {
		if strings.TrimSpace(l) != "" {
			term.expect(l)
		}
	}
	term.exits(0)
}
