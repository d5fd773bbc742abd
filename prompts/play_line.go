package prompts

import (
	"errors"
	"strings"
	"sync"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/termtext"
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

// commandIDs are the commands typed as words, by their message: "undo",
// "rückgängig", "annuler" (line.command.X in prompts.toml).
var commandIDs = []struct {
	id  string
	cmd Command
}{
	{"line.command.board", CommandBoard},
	{"line.command.help", CommandHelp},
	{"line.command.menu", CommandMenu},
	{"line.command.pause", CommandPause},
	{"line.command.undo", CommandUndo},
}

var (
	commandsOnce sync.Once
	commands     map[string]Command // folded word, in any language -> command
)

// readCommands gathers the words of the commands in every language.
func readCommands() {
	commands = map[string]Command{"": CommandGuided, "?": CommandMenu}
	for _, l := range i18n.Langs {
		for _, c := range commandIDs {
			commands[i18n.Fold(i18n.For(l).T(c.id))] = c.cmd
			commands[c.id[len("line.command."):]] = c.cmd // the English word, always
		}
	}
}

// commandWords are the commands offered by Tab at the start of a line, in
// the language of p.
func commandWords(p Prompter) []string {
	out := make([]string, len(commandIDs))
	for i, c := range commandIDs {
		out[i] = message(p, c.id)
	}
	return out
}

// ReadCommand tells what a typed line asks for. A command is its whole
// line, in any letter case and in any of the three languages ("undo",
// "rückgängig", "annuler"); a take always holds more than one word, so no
// entry is mistaken for one.
func ReadCommand(line string) Command {
	commandsOnce.Do(readCommands)
	if c, ok := commands[i18n.Fold(line)]; ok {
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

// PlayHint is said once when a tracked game starts or resumes, in the
// language of p.
func PlayHint(p Prompter) string {
	return message(p, "line.hint", commandArgs(p)...)
}

// commandArgs are the words of the commands, as arguments of a message.
func commandArgs(p Prompter) []any {
	var out []any
	for _, c := range commandIDs {
		out = append(out, c.id[len("line.command."):], message(p, c.id))
	}
	return out
}

// helpLines ends a game's help with what every game's help says.
func helpLines(p Prompter, lines ...string) []string {
	args := commandArgs(p)
	return append(lines, message(p, "line.help.shorten"), message(p, "line.help.undo-board", args...),
		message(p, "line.help.pause-menu", args...), message(p, "line.help.enter"))
}

// LineMistake explains why a typed line cannot be read, in the language of
// p: the message, and for a mistake at a known place a mark to show under
// it, on the line below the line as it was echoed after label (caret is ""
// otherwise).
func LineMistake(p Prompter, label, line string, err error) (caret, message string) {
	var ne *notation.Error
	if !errors.As(err, &ne) {
		return "", localizer(p).Error(err)
	}
	if ne.Column > 0 {
		runes := []rune(line)
		before := string(runes[:min(ne.Column-1, len(runes))])
		// The prompt is the label and " › " before the line.
		pad := termtext.Width(termtext.Visible(label)) + 3 + termtext.Width(termtext.Visible(before))
		caret = strings.Repeat(" ", pad) + "^"
	}
	return caret, localizer(p).Say(ne.Msg)
}

// whoCanTake names the players who can take: "Ann, Bob or Cy", or nobody.
func whoCanTake(names []string) any {
	if len(names) == 0 {
		return msg.M("line.nobody")
	}
	l := msg.Names(names)
	l.Or = true
	return l
}

// lineWords gives the words Tab offers at the start of a line: the players
// who can take (as "Ann:"), then extra words and the commands.
func lineWords(p Prompter, players []string, extra ...string) []string {
	var out []string
	for _, n := range players {
		out = append(out, n+":")
	}
	out = append(out, extra...)
	return append(out, commandWords(p)...)
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

// playerNamed gives the player a typed name stands for (a whole name or the
// start of one only), else "".
func playerNamed(players []string, typed string) string {
	key := scorer.NameKey(typed)
	var fits []string
	for _, p := range players {
		k := scorer.NameKey(p)
		if k == key {
			return p
		}
		if key != "" && strings.HasPrefix(k, key) {
			fits = append(fits, p)
		}
	}
	if len(fits) == 1 {
		return fits[0]
	}
	return ""
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

// NotationReader reads lines of a game's notation with the words of every
// language, the table's own first (see game.NotationReader).
func NotationReader(loc *i18n.Localizer, name string) notation.Reader {
	return game.NotationReader(loc, name)
}

// reading is what may be typed for the words of a game's notation, in any
// language (see game.Reading).
func reading(name string) map[string]string { return game.Reading(name) }

// meaning gives the English word of the game's notation a typed word
// stands for, or the word as typed.
func meaning(game, typed string) string {
	if w, ok := reading(game)[i18n.Fold(typed)]; ok {
		return w
	}
	return typed
}

// tableWords gives English game words as the table says them, for Tab to
// offer: the words of the table's language, then the English ones (both
// are read); words of several parts are left out (they cannot be typed as
// one word).
func tableWords(p Prompter, english []string) []string {
	loc := localizer(p)
	var out []string
	seen := map[string]bool{}
	add := func(w string) {
		if k := i18n.Fold(w); !seen[k] && !strings.Contains(w, " ") {
			seen[k] = true
			out = append(out, w)
		}
	}
	for _, w := range english {
		add(loc.Word(w))
	}
	for _, w := range english {
		add(w)
	}
	return out
}
