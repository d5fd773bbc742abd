package scorer

import (
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/msg"
)

// JSON input is canonical: its game words are the English ones, like its
// keys and rule ids, so that a stored game and an export read the same in
// every language. A German or French word where a game word belongs
// ("Löwe", "lama") is a broken rule that names the English word to write.
// The engine knows where game words stand in its inputs (WordPlace); which
// typed word is another language's form of which English word is the
// table the notation reads its words of three languages with, given by the
// caller (the engine holds no words).

// A WordPlace is where game words stand in a game's JSON input: Path is
// the members from the top, each a member's name, "*" for any member, with
// "[]" after it for every item of a list ("players[].bonus[]",
// "bonus_hex.*"); Key says that the names of the members at Path are the
// words ("players[].enclosures.*" with Key: the animals of the
// enclosures), not their values. Words are the English words the place
// takes.
type WordPlace struct {
	Path  string
	Key   bool
	Words []string
}

// ForeignWord is a game word of a JSON input written in another language:
// Typed as written, at Path (players[0].bonus[1]), is a form of English in
// Langs (language codes: de, fr).
type ForeignWord struct {
	Typed, English, Path string
	Langs                []string
}

// Foreign tells whether typed is another language's form of one of words
// (English game words): the English word and the languages, in a
// ForeignWord without Typed and Path; ok is false for a word that is not,
// English in another letter case included.
type Foreign func(typed string, words []string) (ForeignWord, bool)

// ForeignWords lists the game words of a JSON input written in another
// language, in the order they stand: every string at one of places that
// foreign takes for another language's word. Input that is not well-formed
// JSON gives none: what is wrong with it comes first.
func ForeignWords(data []byte, places []WordPlace, foreign Foreign) []ForeignWord {
	compiled := make([][]string, len(places))
	for i, p := range places {
		compiled[i] = pathSegments(p.Path)
	}
	var out []ForeignWord
	err := walkJSON(data, func(stack []jsonFrame, s string, key bool) bool {
		out = findWord(out, stack, s, key, places, compiled, foreign)
		return true
	}, nil)
	if err != nil {
		return nil
	}
	return out
}

// pathSegments splits a WordPlace's path: "players[].bonus[]" is players,
// [], bonus, [].
func pathSegments(path string) []string {
	var out []string
	for _, part := range strings.Split(path, ".") {
		name, lists := part, 0
		for strings.HasSuffix(name, "[]") {
			name, lists = strings.TrimSuffix(name, "[]"), lists+1
		}
		out = append(out, name)
		for range lists {
			out = append(out, "[]")
		}
	}
	return out
}

// findWord adds s to out when it stands at one of places (a member's name
// when key) and is another language's word.
func findWord(out []ForeignWord, stack []jsonFrame, s string, key bool, places []WordPlace, compiled [][]string, foreign Foreign) []ForeignWord {
	for i, p := range places {
		if p.Key != key || !atPath(stack, compiled[i]) {
			continue
		}
		if w, ok := foreign(s, p.Words); ok {
			w.Typed, w.Path = s, jsonPath(stack, key)
			return append(out, w)
		}
	}
	return out
}

// atPath reports whether the token just read stands at the path: each
// frame a list where it says [], or a member it names (or any, *).
func atPath(stack []jsonFrame, segments []string) bool {
	if len(stack) != len(segments) {
		return false
	}
	for i, f := range stack {
		switch seg := segments[i]; {
		case f.array:
			if seg != "[]" {
				return false
			}
		case seg == "[]", seg != "*" && seg != f.name:
			return false
		}
	}
	return true
}

// jsonPath writes where a token stands as the input errors say it
// (players[0].bonus[1]); for a member's name (key), the object it is in.
func jsonPath(stack []jsonFrame, key bool) string {
	var b strings.Builder
	for i, f := range stack {
		switch {
		case f.array:
			b.WriteString("[" + strconv.Itoa(f.index) + "]")
		case key && i == len(stack)-1:
		default:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(f.name)
		}
	}
	if b.Len() == 0 {
		return rootPath
	}
	return b.String()
}

// rootPath names the top of the input (the object itself).
const rootPath = "input"

// ForeignNotes are the broken rules of the foreign words of a game's
// input, under the game's rule: "\"Löwe\" is German for lion: JSON takes
// lion (players[0].bonus[0])".
func ForeignNotes(rule string, found []ForeignWord) []Note {
	out := make([]Note, len(found))
	for i, w := range found {
		langs := make([]any, len(w.Langs))
		for k, l := range w.Langs {
			langs[k] = msg.M("language." + l)
		}
		out[i] = Note{Rule: rule, Msg: msg.M("input.foreign-word", "typed", strconv.Quote(w.Typed), "langs", msg.List{Items: langs},
			"english", w.English, "path", w.Path)}
	}
	return out
}

// Mentions reports whether a message, or any message among its arguments,
// has the argument value s (a word as typed, quoted): the notes of a word
// that ForeignNotes says better.
func Mentions(m msg.Msg, s string) bool {
	for _, a := range m.Args {
		switch v := a.Value.(type) {
		case string:
			if v == s {
				return true
			}
		case msg.Msg:
			if Mentions(v, s) {
				return true
			}
		case msg.List:
			for _, it := range v.Items {
				if sub, ok := it.(msg.Msg); (ok && Mentions(sub, s)) || it == any(s) {
					return true
				}
			}
		}
	}
	return false
}
