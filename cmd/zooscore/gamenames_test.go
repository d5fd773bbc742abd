package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// gameID finds a game's id as a word of its own.
var (
	gameID     = regexp.MustCompile(`\b(dice|junior|zoosim)\b`)
	jsonGameID = regexp.MustCompile(`"game":\s*"dice"`)
)

// TestTablesNameTheGameInTheLanguage: history and versus show a game by
// its name in the table's language ("Würfelspiel", "Jeu de dés"), not by
// its id; --json and the --game flag keep the id (dice).
func TestTablesNameTheGameInTheLanguage(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	if code, _, errOut := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("score: exit %d: %s", code, errOut)
	}
	for lang, name := range map[string]string{"en": "Dice Game", "de": "Würfelspiel", "fr": "Jeu de dés"} {
		for _, args := range [][]string{{"history"}, {"history", "--game", "dice"}, {"versus", "Ann", "Bob"}} {
			code, out, errOut := runZooscore(t, on{}, append(args, "--db", db, "--lang", lang)...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", lang, args, code, errOut)
			}
			if !strings.Contains(out, name) || gameID.MatchString(out) {
				t.Errorf("%s %v: the game is not called %q:\n%s", lang, args, name, out)
			}
		}
		_, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db, "--lang", lang)
		if !jsonGameID.MatchString(out) {
			t.Errorf("%s history --json: the game's id is gone:\n%s", lang, out)
		}
	}
}
