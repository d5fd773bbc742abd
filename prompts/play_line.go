package prompts

import (
	"errors"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer/notation"
)

// Command is what a line typed at the prompt of a tracked game asks for.
type Command int

// The commands of the play prompt. Any other line is an entry written in
// the game's notation.
const (
	CommandEntry  Command = iota // an entry in notation
	CommandGuided                // Enter alone: the questions, step by step
	CommandMenu                  // "menu" or "?": every choice as a list
	CommandUndo                  // take back the last entry
	CommandBoard                 // every zoo and the scores so far
	CommandPause                 // stop here; the game is stored
	CommandHelp                  // how to write an entry
)

// commands are the words of the commands, as typed.
var commands = map[string]Command{
	"":      CommandGuided,
	"?":     CommandMenu,
	"menu":  CommandMenu,
	"undo":  CommandUndo,
	"board": CommandBoard,
	"pause": CommandPause,
	"help":  CommandHelp,
}

// commandWords are the commands offered by Tab at the start of a line.
var commandWords = []string{"board", "help", "menu", "pause", "undo"}

// ReadCommand tells what a typed line asks for. A command is its whole
// line, in any letter case; a take always holds more than one word, so no
// entry is mistaken for one.
func ReadCommand(line string) Command {
	if c, ok := commands[strings.ToLower(strings.TrimSpace(line))]; ok {
		return c
	}
	return CommandEntry
}

// PlayLine is the one-line prompt of a tracked game as it stands.
type PlayLine struct {
	// Label says whose turn it can be: "round 3 · Bob or Cy".
	Label string
	// Complete gives the words that may come next after the text typed.
	Complete func(string) []string
	// Help shows how to write an entry of the game, with its players.
	Help []string
}

// PlayHint is said once when a tracked game starts or resumes.
const PlayHint = "Type what happened as one line (help shows how), or undo, board, pause; Enter alone asks step by step."

// commonHelp ends every game's help.
var commonHelp = []string{
	"Names and words may be shortened to their first letters; Tab completes them.",
	"undo takes back the last entry, board shows every zoo and the scores,",
	"pause stops here (the game is stored), menu lists these choices;",
	"Enter alone asks what happened step by step.",
}

// LineMistake explains why a typed line cannot be read: the message, and
// for a mistake at a known place a mark to show under it, on the line below
// the line as it was echoed after label (caret is "" otherwise).
func LineMistake(label, line string, err error) (caret, message string) {
	var ne *notation.Error
	if !errors.As(err, &ne) {
		return "", err.Error()
	}
	if ne.Column > 0 {
		runes := []rune(line)
		before := string(runes[:min(ne.Column-1, len(runes))])
		// The prompt is the label and " › " before the line.
		pad := Width(Visible(label)) + 3 + Width(Visible(before))
		caret = strings.Repeat(" ", pad) + "^"
	}
	return caret, ne.Message
}

// orNames joins names as "Ann, Bob or Cy".
func orNames(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// lineWords gives the words Tab offers at the start of a line: the players
// who can take (as "Ann:"), then extra words and the commands.
func lineWords(players []string, extra ...string) []string {
	var out []string
	for _, n := range players {
		out = append(out, n+":")
	}
	out = append(out, extra...)
	return append(out, commandWords...)
}

// afterHead reports whether the text before the cursor is past the name
// of the player who took (a colon typed after it, a truck in brackets, or
// a player's name and a space), and gives the text after it.
func afterHead(before string, players []string) (string, bool) {
	if i := strings.Index(before, ":"); i >= 0 {
		return before[i+1:], true
	}
	if i := strings.Index(before, "]"); i >= 0 {
		return before[i+1:], true
	}
	if i := strings.Index(before, " "); i > 0 && playerNamed(players, before[:i]) != "" {
		return before[i+1:], true
	}
	return "", false
}

// headName gives the name written at the start of a take line.
func headName(before string) string {
	end := strings.IndexAny(before, ":[ ")
	if end < 0 {
		end = len(before)
	}
	return strings.TrimSpace(before[:end])
}

// lastWord gives the last whole word of text (the one before the word
// being typed), lower-cased; "" when there is none.
func lastWord(text string) string {
	f := strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" ,;|:[]", r) })
	if !strings.HasSuffix(text, " ") && !strings.HasSuffix(text, ",") && len(f) > 0 {
		f = f[:len(f)-1] // the word being typed
	}
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(f[len(f)-1])
}

func exampleName(names []string, i int) string {
	if len(names) == 0 {
		return "Ann"
	}
	return names[i%len(names)]
}

func helpLines(lines ...string) []string { return append(lines, commonHelp...) }

func sayf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
