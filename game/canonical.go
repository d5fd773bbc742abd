package game

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// Canonical says what is wrong with a game's JSON input (sheets or a play
// script) that was refused with err: its words are the English ones, and a
// German or French word where a game word belongs is a broken rule naming
// the English word (the game's foreign-word rule), with the input's other
// broken rules but those about that word. Words are looked up only in input
// already refused, since an accepted input holds English words alone; any
// other error (and input without such words) gives err as it is.
func (k Kind) Canonical(data []byte, err error) error {
	if k.foreignRule == "" || (Classify(err) != Broken && Classify(err) != Unreadable) || tooLong(err) {
		return err
	}
	found := scorer.ForeignWords(data, k.wordPlaces, foreignOf(k.Name))
	if len(found) == 0 {
		return err
	}
	out := scorer.ForeignNotes(k.foreignRule, found)
	if v, ok := err.(scorer.Violations); ok {
		for _, n := range v {
			if !slices.ContainsFunc(found, func(w scorer.ForeignWord) bool { return scorer.Mentions(n.Msg, strconv.Quote(w.Typed)) }) {
				out = append(out, n)
			}
		}
	}
	return scorer.Violations(out)
}

// Canonical is the Canonical of the game named.
func Canonical(name string, data []byte, err error) error {
	k, ok := Lookup(name)
	if !ok {
		return err
	}
	return k.Canonical(data, err)
}

// foreignOf tells a game word of another language by the table the notation
// reads the words of every language with (Reading): a typed word it reads
// as one of the place's English words, in German or French and not in
// English ("Lion" is English in another letter case, "lion" French and
// English alike).
func foreignOf(name string) scorer.Foreign {
	reading := Reading(name)
	return func(typed string, words []string) (scorer.ForeignWord, bool) {
		english, ok := reading[i18n.Fold(typed)]
		if !ok || !slices.Contains(words, english) {
			return scorer.ForeignWord{}, false
		}
		langs := i18n.LanguagesOf(typed, english)
		if len(langs) == 0 || slices.Contains(langs, i18n.English) {
			return scorer.ForeignWord{}, false
		}
		w := scorer.ForeignWord{English: english}
		for _, l := range langs {
			w.Langs = append(w.Langs, string(l))
		}
		return w, true
	}
}

// tooLong reports whether err refuses a script longer than any game, which
// was not read past its limit and is not to be read further now.
func tooLong(err error) bool {
	var v scorer.Violations
	return errors.As(err, &v) && slices.ContainsFunc(v, func(n scorer.Note) bool { return strings.HasSuffix(n.Rule, ".script-length") })
}
