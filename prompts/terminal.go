package prompts

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/chzyer/readline"
	"github.com/manifoldco/promptui"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/termtext"
)

// Terminal asks on a real terminal with promptui.
type Terminal struct {
	In  io.ReadCloser
	Out io.WriteCloser
	// Plain turns colour off (NO_COLOR).
	Plain bool
	// Words is the language of the questions (English when nil).
	Words *i18n.Localizer
	// Width is the terminal's width in columns: what is said is wrapped
	// to it at spaces (0: not wrapped).
	Width int
	// history holds the lines typed at Line this session, for the up arrow.
	history []string
	// line is the Line being asked, for Interject (nil between two).
	mu   sync.Mutex
	line *readline.Instance
}

// Localizer is the language of the questions.
func (t *Terminal) Localizer() *i18n.Localizer { return t.Words }

var _ Prompter = (*Terminal)(nil)

// Input asks for a line. Validation runs after Enter, not on every key, so a
// wrong answer is reported once with its reason and asked again on a clean
// line (promptui keeps the wrong text in the buffer otherwise).
func (t *Terminal) Input(label, def string, valid func(string) error) (string, error) {
	for {
		shown := termtext.Visible(label)
		if def != "" {
			// The default is named in the label and taken on an empty
			// answer: promptui's own Default draws a stray cursor block
			// when accepted with Enter alone.
			shown += " [" + termtext.Visible(def) + "]"
		}
		out := newQuiet(noBell{t.Out})
		p := promptui.Prompt{Label: localizer(t).Label(shown), Stdin: t.In, Stdout: out, Templates: t.inputTemplates()}
		answer, err := p.Run()
		out.hush()
		if err != nil {
			return "", translate(err)
		}
		if strings.TrimSpace(answer) == "" {
			answer = def
		}
		if valid == nil {
			return answer, nil
		}
		if verr := valid(answer); verr != nil {
			// Wrapped with the plain icon, whose colour codes take no
			// column.
			line := termtext.WrapIndent("  ✗ "+termtext.Visible(localizer(t).Error(verr)), t.Width, "    ")
			if !t.Plain {
				line = strings.Replace(line, "✗", promptui.IconBad, 1)
			}
			fmt.Fprintln(t.Out, line)
			continue
		}
		return answer, nil
	}
}

// inputTemplates draw a question as promptui does, but with the colon of
// the table's language, which the label carries ("Nom du joueur 2 :").
func (t *Terminal) inputTemplates() *promptui.PromptTemplates {
	if t.Plain {
		return &promptui.PromptTemplates{Prompt: "? {{ . }} ", Valid: "? {{ . }} ", Invalid: "? {{ . }} ", Success: "✔ {{ . }} "}
	}
	bold := promptui.Styler(promptui.FGBold)
	return &promptui.PromptTemplates{
		Prompt:  bold(promptui.IconInitial) + " {{ . | bold }} ",
		Valid:   bold(promptui.IconGood) + " {{ . | bold }} ",
		Invalid: bold(promptui.IconBad) + " {{ . | bold }} ",
		Success: "{{ . | faint }} ",
	}
}

// Select offers the items; Enter picks the highlighted one.
func (t *Terminal) Select(label string, items []string) (int, error) {
	// Labels and items name players, whose names may come from an older
	// file: they are shown made visible (the index answered is the same).
	label = termtext.Visible(label)
	shown := make([]string, len(items))
	for i, it := range items {
		shown[i] = termtext.Visible(it)
	}
	items = shown
	size := len(items)
	if size > 10 {
		size = 10
	}
	out := newQuiet(noBell{t.Out})
	// Letters narrow the list (typing "lion" leaves lion); promptui's own
	// keys would move the cursor on j, k, h and l instead. The arrow keys
	// still move it.
	promptui.SearchPrompt = message(t, "ask.narrow") + " "
	s := promptui.Select{Label: label, Items: items, Size: size, HideHelp: true, Stdin: t.In, Stdout: out,
		Templates: t.selectTemplates(label), Searcher: searcher(items), StartInSearchMode: true}
	i, _, err := s.Run()
	out.hush()
	if err != nil {
		return 0, translate(err)
	}
	return i, nil
}

// searcher keeps the items that the typed text starts, or one of whose
// words it starts, in any letter case and with or without accents: "li"
// finds "lion", "2" finds "enclosure 2: empty", "fertile m" finds "fertile
// male", "lo" finds "Löwe". A game word typed in another language finds the
// item that names it in the table's: "lion" finds "Löwe", "pièce" finds
// "coin" (three letters or more are read so, lest "s" find everything).
func searcher(items []string) func(string, int) bool {
	words := make([][]string, len(items))
	for i, it := range items {
		words[i] = strings.FieldsFunc(i18n.Fold(it), func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ':' })
	}
	return func(typed string, i int) bool {
		typed = i18n.Fold(typed)
		if strings.HasPrefix(i18n.Fold(items[i]), typed) {
			return true
		}
		for _, w := range words[i] {
			if strings.HasPrefix(w, typed) || sameGameWord(w, typed) {
				return true
			}
		}
		return false
	}
}

// sameGameWord reports whether typed (folded) is a form, or with three
// letters or more the start of a form, of a game word that word (folded)
// is a form of, in any language.
func sameGameWord(word, typed string) bool {
	gameWordsOnce.Do(readGameWords)
	for _, english := range meanings[word] {
		for _, f := range forms[english] {
			if f == typed || len([]rune(typed)) >= 3 && strings.HasPrefix(f, typed) {
				return true
			}
		}
	}
	return false
}

var (
	gameWordsOnce sync.Once
	meanings      map[string][]string // folded form -> the English words it is a form of
	forms         map[string][]string // English word -> its folded forms, in every language
)

// readGameWords gathers the words of every game's notation in every
// language (every game package game knows, so a new game needs no line
// here).
func readGameWords() {
	meanings, forms = map[string][]string{}, map[string][]string{}
	for _, name := range game.Names() {
		for form, english := range reading(name) {
			if !slices.Contains(meanings[form], english) {
				meanings[form] = append(meanings[form], english)
				forms[english] = append(forms[english], form)
			}
		}
	}
}

// asked is a menu's label as the screen shows it, before the choices or
// the answer: a question keeps its question mark alone ("crossed? yes"),
// anything else gets the language's colon ("Which variant: standard",
// "Quelle variante : standard").
func asked(loc *i18n.Localizer, label string) string {
	if strings.HasSuffix(label, "?") {
		return label
	}
	return loc.Label(label)
}

// Answered is the line a menu leaves on screen once answered, without its
// colours: "✔ Ann: lion bonus hex (2) crossed? yes".
func Answered(loc *i18n.Localizer, label, choice string) string {
	return "✔ " + asked(loc, label) + " " + choice
}

// selectTemplates keep the question on screen after the answer ("✔ Ann:
// lion bonus hex crossed? yes"), so the scroll-back reads like a sheet.
func (t *Terminal) selectTemplates(label string) *promptui.SelectTemplates {
	quoted := "{{ `" + strings.ReplaceAll(asked(localizer(t), label), "`", "'") + "` }}"
	if t.Plain {
		return &promptui.SelectTemplates{
			Label:    "? " + quoted,
			Active:   "> {{ . }}",
			Inactive: "  {{ . }}",
			Selected: "✔ " + quoted + " {{ . }}",
		}
	}
	return &promptui.SelectTemplates{
		Label:    "{{ \"?\" | blue }} " + quoted,
		Active:   "{{ \"▸\" | cyan }} {{ . | underline }}",
		Inactive: "  {{ . }}",
		Selected: "{{ \"✔\" | green }} " + quoted + " {{ . | faint }}",
	}
}

// Say prints a line, wrapped at spaces to the terminal's width; its own
// line breaks are kept, any other control character is shown as an escape.
func (t *Terminal) Say(line string) {
	fmt.Fprintln(t.Out, termtext.Wrap(termtext.VisibleLines(line), t.Width))
}

func translate(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, promptui.ErrAbort) {
		return ErrCancelled
	}
	return err
}

// noBell drops the lone bell byte readline rings on every arrow key that
// cannot move (promptui issue 49).
type noBell struct{ w io.WriteCloser }

func (n noBell) Write(p []byte) (int, error) {
	if bytes.Equal(p, []byte{'\a'}) {
		return 1, nil
	}
	return n.w.Write(p)
}

func (n noBell) Close() error { return n.w.Close() }

// quiet passes writes on until hush is called, then drops them. readline
// calls promptui's key listener once more on its own goroutine after the
// Enter or Ctrl-C that ended a question, so a stale copy of the question
// ("✔ Cy: how many dice [3]: █", the cursor moving up a line) could land
// after Run returned: over the next line printed, such as the note that a
// game was paused, or inside the next question.
type quiet struct {
	mu     sync.Mutex
	w      io.WriteCloser
	hushed bool
}

func newQuiet(w io.WriteCloser) *quiet { return &quiet{w: w} }

func (q *quiet) Write(p []byte) (int, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.hushed {
		return len(p), nil
	}
	return q.w.Write(p)
}

func (q *quiet) Close() error { return q.w.Close() }

// hush drops every later write; a write under way finishes first.
func (q *quiet) hush() {
	q.mu.Lock()
	q.hushed = true
	q.mu.Unlock()
}
