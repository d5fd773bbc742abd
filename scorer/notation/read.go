package notation

import (
	"sort"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// srcLine is a line of a text that holds something: its number (from 1)
// and its tokens.
type srcLine struct {
	n    int
	toks []token
}

// text is a game's text cut into lines, with the errors found so far.
// long is the broken rule of a text longer than any game (with its line):
// the text was not read further.
type text struct {
	lines []srcLine
	errs  Errors
	long  *scorer.Note
}

// fail records an error of line n.
func (t *text) fail(n int, e *Error) {
	e.Line = n
	t.errs = append(t.errs, e)
}

// scan cuts src into lines and tokens; blank lines and comments hold
// nothing and are left out. A text of more lines that hold something than
// most is longer than any game: scan stops at the first line past most,
// which breaks the rule of long (t.long), and reads no further.
func (lx *lexicon) scan(src string, most int, long scorer.Note) *text {
	t := &text{}
	src = strings.TrimPrefix(src, "\ufeff")
	for n := 1; ; n++ {
		line, rest, more := strings.Cut(src, "\n")
		toks, err := lx.lex(strings.TrimSuffix(line, "\r"))
		switch {
		case err != nil:
			t.fail(n, err)
		case len(toks) > 0 && len(t.lines) == most:
			long.Line = n
			t.long = &long
			return t
		case len(toks) > 0:
			t.lines = append(t.lines, srcLine{n: n, toks: toks})
		}
		if !more {
			return t
		}
		src = rest
	}
}

// tooLong is the broken rule of a text longer than any game, at line n.
func tooLong(limit scorer.ListLimit, n int) error {
	note := limit.Note
	note.Line = n
	return scorer.Violations{note}
}

// setup is what a game's text gives before its first entry.
type setup struct {
	players []string
	lines   map[string]int     // keyword -> its line
	values  map[string][]token // keyword -> what follows its colon (not players)
	entries []srcLine
}

// readSetup reads the players line, which comes first, and the other setup
// lines of the game (keywords), which come before the first entry. Setup
// lines elsewhere are errors; so is a game without players.
func (t *text) readSetup(lx *lexicon, keywords []string, entry string) setup {
	s := setup{lines: map[string]int{}, values: map[string][]token{}}
	if len(t.lines) == 0 {
		t.fail(1, errorAt(0, "notation.no-game"))
		return s
	}
	if kw, ok := lx.keywordLine(t.lines[0].toks, keywords); !ok || kw != kwPlayers {
		t.fail(t.lines[0].n, errorAt(0, "notation.players-first"))
	}
	inSetup := true
	for _, l := range t.lines {
		kw, ok := lx.keywordLine(l.toks, keywords)
		switch {
		case !ok:
			inSetup = false
			s.entries = append(s.entries, l)
		case !inSetup:
			t.fail(l.n, errorAt(l.toks[0].col, "notation.setup-late", "keyword", quoted(l.toks[0].text+":"), "entry", msg.M(entry)))
		case s.lines[kw] != 0:
			t.fail(l.n, errorAt(l.toks[0].col, "notation.setup-twice", "keyword", quoted(l.toks[0].text+":"), "line", digits(s.lines[kw])))
		case kw == kwPlayers:
			s.lines[kw] = l.n
			names, err := nameList(l.toks[2:], nil)
			if err != nil {
				t.fail(l.n, err)
			}
			s.players = names
		default:
			s.lines[kw], s.values[kw] = l.n, l.toks[2:]
		}
	}
	return s
}

// sameNames refuses a players line that holds two names equal apart from
// letter case: names are unique, letter case aside (the contract), so they
// would be one player, and no line could tell them apart. It gives the
// game's broken rule (as its tracker says it) at the players line, before
// any line is read by names.
func (s setup) sameNames(game string) error {
	var out scorer.Violations
	for _, n := range scorer.CheckNames(game, s.players, 0, len(s.players)) {
		if n.Rule == game+".player-name-duplicate" {
			n.Line = s.lines[kwPlayers]
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// nameList reads names separated by commas (or, when there is no comma,
// by spaces). With a roster each name is read against it, else as written.
func nameList(toks []token, r roster) ([]string, *Error) {
	var groups [][]token
	if index(toks, ",") >= 0 {
		groups = split(toks, ",")
		if len(groups) > 1 && len(groups[len(groups)-1]) == 0 {
			groups = groups[:len(groups)-1] // a comma at the end
		}
	} else {
		for _, t := range toks {
			groups = append(groups, []token{t})
		}
	}
	names := []string{}
	for _, g := range groups {
		var name string
		var err *Error
		switch {
		case len(g) == 0:
		case r == nil:
			name, err = listedName(g)
		default:
			name, err = r.nameOf(g)
		}
		if err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

// tagger sets the line of each violation: an entry's from its index, and
// a setup rule's from the line of its setup keyword.
type tagger struct {
	lines []int          // per entry, in the order of the script's entries
	setup map[string]int // keyword -> line
	rules map[string]string
}

func (tg tagger) entry(i int, n *scorer.Note) {
	if i >= 0 && i < len(tg.lines) {
		n.Line = tg.lines[i]
	}
}

// setupNotes gives the violations of the setup (players, bonus hexes,
// flagpole, variant) the line of the setup keyword they are about.
func (tg tagger) setupNotes(err error) error {
	v, ok := err.(scorer.Violations)
	if !ok {
		return err
	}
	for i := range v {
		if v[i].Line != 0 {
			continue
		}
		for prefix, kw := range tg.rules {
			if strings.HasPrefix(v[i].Rule, prefix) {
				v[i].Line = tg.setup[kw]
			}
		}
	}
	return v
}

// result gives the errors found, in line order, or nil.
func (t *text) result() error {
	if len(t.errs) == 0 {
		return nil
	}
	sortErrors(t.errs)
	return t.errs
}

func sortErrors(es Errors) {
	sort.SliceStable(es, func(i, j int) bool { return es[i].Line < es[j].Line })
}
