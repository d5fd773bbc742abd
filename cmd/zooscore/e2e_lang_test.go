package main

import (
	"path/filepath"
	"testing"
)

// TestTerminalScoreDiceInGerman: LANG=de_DE.UTF-8 zooscore score dice
// runs a whole game in German on a terminal: every question, the re-asked
// answers with their reasons, the confirmation and the result, with no
// English word on the screen. It is the game of TestTerminalScoreDice.
func TestTerminalScoreDiceInGerman(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	term := startTerminal(t, []string{"LANG=de_DE.UTF-8"}, "score", "dice", "--db", db)

	term.answer("Name von Spieler 1", "Ann")
	term.answer("Name von Spieler 2", "ann")
	term.expect("Ann spielt schon mit")
	term.answer("Name von Spieler 2", "Bob")
	term.answer("Name von Spieler 3 (Eingabetaste zum Beenden)", "")

	for _, a := range []struct{ q, keys string }{
		{"Ann: Krokodil, angekreuzte Felder (0-1)", "1"},
		{"Ann: Strauß, angekreuzte Felder (0-2)", "2"},
		{"Ann: Affe, angekreuzte Felder (0-3)", "3"},
		{"Ann: Elefant, angekreuzte Felder (0-4)", "4"},
		{"Ann: Löwe, angekreuzte Felder (0-5)", "7"},
	} {
		term.answer(a.q, a.keys)
	}
	term.expect("7 liegt außerhalb")
	term.answer("Ann: Löwe, angekreuzte Felder (0-5)", "4")
	for _, a := range []struct{ q, keys string }{
		{"Ann: Bonusfeld Krokodil (1) angekreuzt?", down},
		{"Ann: Bonusfeld Strauß (1) angekreuzt?", down},
		{"Ann: Bonusfeld Affe (2) angekreuzt?", down},
		{"Ann: Bonusfeld Elefant (2) angekreuzt?", down},
		{"Ann: angekreuzte Münzfelder (0-6)", "2"},
		{"Ann: Krokodil im Stall angekreuzt?", ""},
		{"Ann: Strauß im Stall angekreuzt?", ""},
		{"Ann: Affe im Stall angekreuzt?", ""},
		{"Ann: Elefant im Stall angekreuzt?", ""},
		{"Bob: Krokodil, angekreuzte Felder (0-1)", "1"},
		{"Bob: Strauß, angekreuzte Felder (0-2)", "0"},
		{"Bob: Affe, angekreuzte Felder (0-3)", "0"},
		{"Bob: Elefant, angekreuzte Felder (0-4)", "0"},
		{"Bob: Löwe, angekreuzte Felder (0-5)", "5"},
	} {
		term.answer(a.q, a.keys)
	}
	term.expect("der Bonus „Krokodil“ ist schon bei Ann angekreuzt")
	for _, a := range []struct{ q, keys string }{
		{"Bob: Bonusfeld Löwe (2) angekreuzt?", down},
		{"Bob: angekreuzte Münzfelder (0-6)", ""},
		{"Bob: Krokodil im Stall angekreuzt?", down},
		{"Bob: Löwe im Stall angekreuzt?", ""},
		{"Stimmt alles?", ""},
	} {
		term.answer(a.q, a.keys)
	}
	term.expect("1. Ann: 21 Punkte")
	term.expect("2. Bob: 6 Punkte")
	term.expect("Gewonnen hat: Ann")
	if code := term.wait(); code != 0 {
		t.Fatalf("exit %d; screen:\n%s", code, term.screen())
	}
	if words := englishIn(term.screen()); len(words) > 0 {
		t.Errorf("English words %v on the screen:\n%s", words, term.screen())
	}
	checkTotals(t, showGame(t, db, "1"), "finished", map[string]int{"Ann": 21, "Bob": 6})
}
