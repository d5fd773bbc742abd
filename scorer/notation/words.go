package notation

import (
	"slices"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// vocab is the words one place of a line may hold: each word as the
// script spells it, and other spellings that mean the same (a plural).
type vocab struct {
	what    string            // the message naming what the words are: "a die face"
	words   []string          // in the order messages list them
	aliases map[string]string // other English spelling -> word
}

// Keywords of the notation. They are read in any letter case (and in any
// of the Reader's languages) but, unlike words and names, never shortened.
const (
	kwPlayers  = "players"
	kwBonus    = "bonus"
	kwFlagpole = "flagpole"
	kwVariant  = "variant"
	kwLast     = "last"
	kwTake     = "take"
	kwDiscard  = "discard"
	kwFrom     = "from"
	kwUnclaim  = "unclaimed"
	kwBarn     = "barn"
	kwBush     = "bush"
	kwBench    = "bench"
	kwOffsprg  = "offspring"
	zeroBid    = "-"
)

var (
	faces      = vocab{what: "notation.what.face", words: dice.Faces}
	hexAnimals = vocab{what: "notation.what.animal", words: dice.Animals}
	tileWords  = vocab{what: "notation.what.tile", words: append(append([]string{}, junior.Kinds...), junior.Landscapes...)}
	sexes      = []string{"male", "female"}
	// afterKind is what may follow a tile's kind: its sex, or where it goes.
	afterKind = vocab{what: "notation.what.sex-or-place", words: []string{"male", "female", kwBarn}}
	// afterBonusTile is what may follow the tile of a bonus action.
	afterBonusTile = vocab{what: "notation.what.sex-offspring-or-place", words: []string{"male", "female", kwOffsprg, kwBarn}}
	bonusActions   = vocab{what: "notation.what.bonus-action", words: []string{kwTake, kwDiscard}}
	clauses        = vocab{what: "notation.what.clause", words: []string{kwBonus, kwUnclaim}}
	variants       = vocab{what: "notation.what.variant", words: []string{zoosim.VariantStandard, zoosim.VariantProfessional}}
	barnOnly       = vocab{what: "notation.what.place", words: []string{kwBarn}}
	// tileItems and placedItems are the words of the first and last part
	// of an auction.
	tileItems   = vocab{what: "notation.what.tile-item", words: append(append([]string{}, zoosim.Categories...), kwBush), aliases: map[string]string{"bushes": kwBush}}
	placedItems = vocab{what: "notation.what.placed-item", words: append(append([]string{}, zoosim.Categories...), kwBench), aliases: map[string]string{"benches": kwBench}}
)

// Reader reads the notation with the words of a table: the words of the
// games and the notation's keywords may be typed in any language the
// Reader knows, while the scripts it gives hold the English words, as
// every file does. The zero Reader reads English only. Package i18n gives
// the maps (scorer cannot import it):
//
//	notation.Reader{Words: i18n.Reading(notation.Vocabulary(game)), Fold: i18n.Fold, Say: loc.Word}
type Reader struct {
	// Words maps what a player may type for a word, folded with Fold, to
	// the English word it means: "löwe", "lion" and "lowen" read "lion".
	Words map[string]string
	// Fold is how typed words are compared (letter case and accents
	// ignored); nil: letter case only.
	Fold func(string) string
	// Say gives the word of the table's language for an English word. A
	// shortened word that fits words of several languages is read as the
	// table's own word first, then as an English one ("m" is Münze at a
	// German table, monkey at an English one); and Completions offers the
	// table's words. nil: English.
	Say func(string) string
}

// lexicon is a Reader ready to read: every form of each English word,
// folded once.
type lexicon struct {
	fold  func(string) string
	say   func(string) string
	forms map[string][]string // English word -> its folded forms (Reader.Words)
	// phrases are the typed forms of several words ("animaux marins"),
	// folded, by their first word: lex splits them, lx.lex joins them again.
	phrases map[string][]string
	cache   map[string]*wordForms // English word -> its forms, once looked up
}

// wordForms are the folded forms of one English word.
type wordForms struct {
	english string   // the English word
	own     string   // the word in the table's language
	all     []string // the word in every language, and its other forms
}

func (rd Reader) lexicon() *lexicon {
	lx := &lexicon{fold: rd.Fold, say: rd.Say, forms: map[string][]string{}, cache: map[string]*wordForms{}, phrases: map[string][]string{}}
	if lx.fold == nil {
		lx.fold = strings.ToLower
	}
	if lx.say == nil {
		lx.say = func(w string) string { return w }
	}
	for typed, w := range rd.Words {
		lx.forms[w] = append(lx.forms[w], typed)
		if first, _, several := strings.Cut(typed, " "); several {
			lx.phrases[first] = append(lx.phrases[first], typed)
		}
	}
	return lx
}

func (lx *lexicon) formsOf(w string) *wordForms {
	if f, ok := lx.cache[w]; ok {
		return f
	}
	f := &wordForms{english: lx.fold(w), own: lx.fold(lx.say(w))}
	f.all = append([]string{f.english}, lx.forms[w]...)
	lx.cache[w] = f
	return f
}

// A tier is the forms of a word looked at in one pass of match; any
// reports whether one of them satisfies ok.
type tier func(lx *lexicon, v vocab, w string, ok func(string) bool) bool

// own is the word in the table's language.
func own(lx *lexicon, v vocab, w string, ok func(string) bool) bool {
	return ok(lx.formsOf(w).own)
}

// inEnglish is the English word and its English aliases ("bushes").
func inEnglish(lx *lexicon, v vocab, w string, ok func(string) bool) bool {
	return ok(lx.formsOf(w).english) || anyAlias(v, w, ok)
}

// inAny is every form of the word, in every language.
func inAny(lx *lexicon, v vocab, w string, ok func(string) bool) bool {
	return slices.ContainsFunc(lx.formsOf(w).all, ok) || anyAlias(v, w, ok)
}

// anyAlias reports whether an English alias of w (lower case already)
// satisfies ok.
func anyAlias(v vocab, w string, ok func(string) bool) bool {
	for a, to := range v.aliases {
		if to == w && ok(a) {
			return true
		}
	}
	return false
}

// match gives the word that s names: a form of a word in any language, in
// any letter case, else the one word that starts with s, among the table's
// words first, then the English ones, then those of every language. A
// message says why none fits, or which words s could be.
func (lx *lexicon) match(v vocab, s string) (string, msg.Msg) {
	typed := lx.fold(s)
	is := func(f string) bool { return f == typed }
	for _, w := range v.words {
		if inAny(lx, v, w, is) {
			return w, msg.Msg{}
		}
	}
	if typed != "" {
		starts := func(f string) bool { return strings.HasPrefix(f, typed) }
		for _, t := range []tier{own, inEnglish, inAny} {
			var fits []string
			for _, w := range v.words {
				if t(lx, v, w, starts) {
					fits = append(fits, w)
				}
			}
			switch {
			case len(fits) == 1:
				return fits[0], msg.Msg{}
			case len(fits) > 1:
				return "", msg.M("notation.word-ambiguous", "typed", quoted(s), "words", orWords(fits))
			}
		}
	}
	return "", notWord(v, s)
}

// written gives a word as it may be written on a line at the table: its
// word in the table's language, or the English one when that has several
// parts ("animaux marins" cannot be typed as one word).
func (lx *lexicon) written(w string) string {
	if own := lx.say(w); !strings.Contains(own, " ") {
		return own
	}
	return w
}

// notWord says that s is no word of v, naming the words.
func notWord(v vocab, s string) msg.Msg {
	return msg.M("notation.not-word", "typed", quoted(s), "what", msg.M(v.what), "words", orWords(v.words))
}

// is reports whether a token is the keyword kw, in any letter case and any
// language (never shortened).
func (lx *lexicon) is(t token, kw string) bool {
	return t.kind == word && slices.Contains(lx.formsOf(kw).all, lx.fold(t.text))
}

// orWords lists game words as "a, b or c", in the language of the table.
func orWords(words []string) msg.List {
	l := msg.Words(words)
	l.Or = true
	return l
}

// Vocabulary lists every English word the notation of a game reads: its
// keywords and its game words (faces; kinds, landscapes, sexes and places;
// categories, bushes and benches; variants). Give it to i18n.Reading to
// read the words of every language. An unknown game gives nil.
func Vocabulary(game string) []string {
	switch game {
	case dice.Game:
		return append([]string{kwPlayers, kwBonus}, dice.Faces...)
	case junior.Game:
		out := append([]string{kwPlayers, kwLast, kwBonus, kwTake, kwDiscard, kwFrom, kwUnclaim, kwBarn, kwOffsprg}, sexes...)
		return append(append(out, junior.Kinds...), junior.Landscapes...)
	case zoosim.Game:
		out := append([]string{kwPlayers, kwFlagpole, kwVariant, zoosim.VariantStandard, zoosim.VariantProfessional}, zoosim.Categories...)
		return append(out, kwBush, kwBench)
	}
	return nil
}

// Words lists the words of a game's notation as the zero Reader reads
// them (English), for completing them as they are typed.
func Words(game string) []string { return Reader{}.Completions(game) }

// Completions lists the words of a game's notation, for completing them as
// they are typed: the keywords, then the game's words (faces; kinds, landscapes
// and sexes; categories), in the table's language first, then in English.
// Player names are not among them, nor words of several parts (they cannot
// be typed as one word). An unknown game gives nil.
func (rd Reader) Completions(game string) []string {
	words := Vocabulary(game)
	if game == zoosim.Game {
		words = append(words, "bushes", "benches")
	}
	if words == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	add := func(w string) {
		if k := strings.ToLower(w); !seen[k] && !strings.Contains(w, " ") {
			seen[k] = true
			out = append(out, w)
		}
	}
	if rd.Say != nil {
		for _, w := range words {
			add(rd.Say(w))
		}
	}
	for _, w := range words {
		add(w)
	}
	return out
}
