package scorer

import (
	"slices"
	"testing"

	"github.com/zooscore/zooscore/msg"
)

// fakeForeign takes "Löwe" and "lama" for German words (of lion and llama),
// wherever those are words of the place.
func fakeForeign(typed string, words []string) (ForeignWord, bool) {
	english := map[string]string{"Löwe": "lion", "lama": "llama"}[typed]
	if english == "" || !slices.Contains(words, english) {
		return ForeignWord{}, false
	}
	return ForeignWord{English: english, Langs: []string{"de"}}, true
}

// TestForeignWordsOnlyAtWordPlaces: a word of another language is found
// where game words stand, as a value or as a member's name, at any depth of
// lists, with the place it stands at; the same word elsewhere (a player's
// name), or at a place that takes other words, is not one.
func TestForeignWordsOnlyAtWordPlaces(t *testing.T) {
	places := []WordPlace{
		{Path: "bonus_hex.*", Key: true, Words: []string{"lion"}},
		{Path: "players[].bonus[]", Words: []string{"lion"}},
		{Path: "rounds[][].took[]", Words: []string{"lion"}},
		{Path: "kinds[]", Words: []string{"llama"}},
		{Path: "variant", Words: []string{"lion"}},
	}
	for _, tc := range []struct {
		name, json string
		want       []string // typed@path
	}{
		{"a value in a list", `{"players":[{"name":"Ann"},{"name":"Bob","bonus":["lion","Löwe"]}]}`, []string{"Löwe@players[1].bonus[1]"}},
		{"a member's name", `{"bonus_hex":{"lion":2,"Löwe":1}}`, []string{"Löwe@bonus_hex"}},
		{"lists in lists", `{"rounds":[[{"took":["Löwe"]}],[{"took":["lion"]},{"took":["x","Löwe"]}]]}`, []string{"Löwe@rounds[0][0].took[0]", "Löwe@rounds[1][1].took[1]"}},
		{"a value at the top", `{"variant":"Löwe"}`, []string{"Löwe@variant"}},
		{"a player's name is no game word", `{"players":[{"name":"Löwe","bonus":[]}],"names":["Löwe"]}`, nil},
		{"a place of other words", `{"kinds":["Löwe","lama"]}`, []string{"lama@kinds[1]"}},
		{"a name where values are words", `{"players":[{"bonus":{"Löwe":1}}]}`, nil},
		{"a value where names are words", `{"bonus_hex":{"lion":"Löwe"}}`, nil},
		{"escapes are read", `{"kinds":["l\u0061ma"]}`, []string{"lama@kinds[0]"}},
		{"malformed JSON", `{"kinds":["lama"],}`, nil},
		{"not JSON at all", `Löwe`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, w := range ForeignWords([]byte(tc.json), places, fakeForeign) {
				got = append(got, w.Typed+"@"+w.Path)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("found %v, want %v", got, tc.want)
			}
		})
	}
}

// TestForeignNotesNameTheEnglishWord: each word found is a note of the
// game's rule whose message names the word, its language, the English
// word to write and where.
func TestForeignNotesNameTheEnglishWord(t *testing.T) {
	notes := ForeignNotes("dice.foreign-word", []ForeignWord{{Typed: "Löwe", English: "lion", Langs: []string{"de"}, Path: "players[0].bonus[0]"}})
	if len(notes) != 1 || notes[0].Rule != "dice.foreign-word" {
		t.Fatalf("notes %v", notes)
	}
	want := `"Löwe" is German for lion: JSON takes lion (players[0].bonus[0])`
	if got := notes[0].Msg.String(); got != want {
		t.Errorf("message %s, want %s", got, want)
	}
}

// TestMentions: a message mentions a value among its arguments, in a
// message or list among them too.
func TestMentions(t *testing.T) {
	m := msg.M("outer", "what", msg.M("inner", "value", `"Löwe"`), "list", msg.List{Items: []any{`"lama"`}})
	for _, tc := range []struct {
		s    string
		want bool
	}{{`"Löwe"`, true}, {`"lama"`, true}, {`"Lion"`, false}} {
		if got := Mentions(m, tc.s); got != tc.want {
			t.Errorf("Mentions(%s) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
