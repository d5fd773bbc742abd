package i18n

import (
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/BurntSushi/toml"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// inputFile holds, per language, more words a player may type for a game
// word (a plural, another name). It is not a catalog of messages.
const inputFile = "input.toml"

var (
	inputOnce  sync.Once
	inputWords map[string][]string          // typed form -> English words it may mean
	inputLangs map[Lang]map[string][]string // the same, per language of input.toml
)

// Reading maps what a player may type for a game word, in any of the three
// languages, to the English word the engine and the files use: "Löwe",
// "löwe", "lowe" and "lion" all read "lion". Keys are folded
// with Fold. Only the given English words are looked up, so each game
// reads its own vocabulary ("Affen" is the monkey of the Dice Game and the
// apes of ZooSim).
func Reading(english []string) map[string]string {
	inputOnce.Do(loadInput)
	out := map[string]string{}
	for _, w := range english {
		out[Fold(w)] = w
		for _, l := range Langs {
			out[Fold(For(l).Word(w))] = w
		}
	}
	for typed, meanings := range inputWords {
		for _, m := range meanings {
			for _, w := range english {
				if m == w {
					out[typed] = w
				}
			}
		}
	}
	return out
}

// LanguagesOf gives the languages in which typed (in any letter case, with
// or without accents) is a form of the English game word english: its
// word in that language (word.X) or another of its input words. A JSON
// input, which takes the English words, tells a word written in another
// language by it.
func LanguagesOf(typed, english string) []Lang {
	inputOnce.Do(loadInput)
	folded := Fold(typed)
	var out []Lang
	for _, l := range Langs {
		if Fold(For(l).Word(english)) == folded || (l == English && Fold(english) == folded) || slices.Contains(inputLangs[l][folded], english) {
			out = append(out, l)
		}
	}
	return out
}

func loadInput() {
	inputWords = map[string][]string{}
	inputLangs = map[Lang]map[string][]string{}
	for _, l := range Langs {
		p := path.Join("catalog", string(l), inputFile)
		data, err := catalogs.ReadFile(p)
		if err != nil {
			continue
		}
		var m map[string][]string
		if _, err := toml.Decode(string(data), &m); err != nil {
			panic(fmt.Sprintf("%s: %v", p, err))
		}
		inputLangs[l] = map[string][]string{}
		for word, typed := range m {
			for _, t := range typed {
				inputWords[Fold(t)] = append(inputWords[Fold(t)], word)
				inputLangs[l][Fold(t)] = append(inputLangs[l][Fold(t)], word)
			}
		}
	}
}

// Fold is the form in which typed words are compared: lower case, without
// accents or umlauts' dots ("Löwe" and "lowe", "Éléphant" and "elephant"
// are the same word), so that a keyboard without them is enough.
func Fold(s string) string {
	if ascii(s) { // the common case, without the cost of normalising
		return strings.ToLower(strings.TrimSpace(s))
	}
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(t, strings.ToLower(strings.TrimSpace(s)))
	if err != nil {
		return strings.ToLower(strings.TrimSpace(s))
	}
	return strings.ReplaceAll(out, "ß", "ss")
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
