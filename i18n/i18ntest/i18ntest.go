// Package i18ntest helps tests prove that German and French output holds
// no English left untranslated.
package i18ntest

import (
	"regexp"
	"sort"
	"strings"
)

// englishOnly are common English words that are not German or French words
// (nor names of the games): finding one in German or French output means a
// sentence was left in English. "bonus", "point", "impala", "lion" and the
// like are left out on purpose: they are words of those languages too.
var englishOnly = []string{
	"the", "is", "are", "and", "of", "with", "has", "have", "were", "not",
	"from", "this", "that", "which", "only", "each", "every", "player", "players",
	"enclosure", "enclosures", "space", "spaces", "take", "took", "taken", "tile", "tiles",
	"barn", "coins", "first", "after", "before", "gets", "goes", "left", "one",
	"two", "three", "year", "years", "visitors", "visitor", "trees", "tree", "benches",
	"bench", "bid", "bids", "wins", "winner", "winners", "game", "games", "round",
	"rounds", "auction", "auctions", "scored", "crossed", "full",
	"empty", "give", "enter", "choose", "yes", "no", "none", "nothing", "stored",
	"history", "leaderboard", "rating", "rank", "shared", "tie", "ties", "when", "where",
	"what", "who", "why", "how", "should", "must", "can", "cannot", "could", "would",
	"next", "your", "their", "his", "her", "its", "it", "they", "we",
	"you", "be", "been", "by", "for", "at", "if",
	"than", "then", "there", "these", "those", "into", "out", "over", "under", "up",
	"down", "here", "now", "new", "old", "any", "some", "more", "less",
	"many", "much", "same", "other", "another", "use", "used",
	"offspring", "landscape", "landscapes", "truck", "trucks", "bushes", "flag", "flags",
	"warning", "warnings", "error", "errors", "flags", "command", "commands",
}

var wordRE = regexp.MustCompile(`[\p{L}']+`)

var englishSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range englishOnly {
		m[w] = true
	}
	return m
}()

// English lists the English words found in text, once each and sorted.
// Text in brackets ([dice.take-size]), in back quotes, flags (--json) and
// paths are not read: they are the same in every language.
func English(text string) []string {
	text = skip.ReplaceAllString(text, " ")
	found := map[string]bool{}
	for _, w := range wordRE.FindAllString(text, -1) {
		if englishSet[strings.ToLower(w)] {
			found[strings.ToLower(w)] = true
		}
	}
	out := make([]string, 0, len(found))
	for w := range found {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// skip matches what stays the same in every language: rule ids in
// brackets, code in back quotes, flags, file names and URLs.
var skip = regexp.MustCompile("\\[[a-z0-9.-]+\\]|`[^`]*`|--?[a-z][a-z-]*|\\S+\\.(json|db|csv|txt|toml)\\b|https?://\\S+")
