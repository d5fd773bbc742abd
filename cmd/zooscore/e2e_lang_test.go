package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer/notation"
)

// TestTerminalScoreDiceInGerman: LANG=de_DE.UTF-8 zooscore score dice
// runs a whole game in German on a terminal: every question, the re-asked
// answers with their reasons, the confirmation and the result, with no
// English word on the screen. It is the game of TestTerminalScoreDice.
func TestTerminalScoreDiceInGerman(t *testing.T) {
	db := pgtest.NewDB(t, "games.db")
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
	term.expect("Sieg: Ann")
	if code := term.wait(); code != 0 {
		t.Fatalf("exit %d; screen:\n%s", code, term.screen())
	}
	if words := englishIn(term.screen()); len(words) > 0 {
		t.Errorf("English words %v on the screen:\n%s", words, term.screen())
	}
	checkTotals(t, showGame(t, db, "1"), "finished", map[string]int{"Ann": 21, "Bob": 6})
}

// frenchWords are the notation's words typed at a French table: the
// categories (one word each), the bushes and the benches.
var frenchWords = strings.NewReplacer("sea ", "mer ", "birds ", "oiseaux ", "apes ", "singes ", "mammals ", "mammifères ",
	"reptiles ", "reptiles ", " bushes", " buissons", " bush", " buisson", " benches", " bancs", " bench", " banc")

// TestTerminalPlayZooSimInFrench: zooscore play zoosim --lang fr tracks a
// whole ZooSim game, 25 auctions over 5 years, in French on a terminal:
// the setup questions, the prompt, the auctions typed in French words,
// the year ends and their board, and the final result, with no English
// word on the screen. The stored game scores as the rules engine scores
// the same auctions.
func TestTerminalPlayZooSimInFrench(t *testing.T) {
	plan := wholeZooSimGame(t)
	db := pgtest.NewDB(t, "games.db")
	term := startTerminal(t, nil, "play", "zoosim", "--lang", "fr", "--db", db)
	for i, name := range append(slices.Clone(plan.players), "") {
		q := fmt.Sprintf("Nom du joueur %d", i+1)
		if i >= 2 {
			q += " (Entrée pour terminer)"
		}
		if i == 4 {
			break
		}
		term.answer(q, name)
	}
	left := slices.Clone(plan.players)
	for i, flag := range plan.flagpole[:len(plan.flagpole)-1] {
		q := "Mât : quel drapeau vient ensuite ?"
		if i == 0 {
			q = "Mât : quel drapeau est tout en haut ?"
		}
		at := slices.Index(left, flag)
		term.choose(q, at)
		left = slices.Delete(left, at, at+1)
	}
	term.choose("Quelle variante ?", 0)
	term.expect("La partie 1 est enregistrée saisie après saisie")

	model := plan.model(t, 0)
	for k, a := range plan.auctions {
		label := fmt.Sprintf("année %d · enchère %d", model.Year(), model.AuctionNumber())
		term.line(label, frenchWords.Replace(notation.ZooSimLine(a, plan.players)))
		if _, err := model.Apply(a); err != nil {
			t.Fatalf("auction %d: %v", k+1, err)
		}
		if k%5 == 4 && k < 24 {
			term.expect("visiteurs") // the board at the end of the year
		}
	}
	term.expect("La partie 1 est terminée et enregistrée.")
	term.expect("Vainqueur")
	term.exits(0)
	if words := englishIn(term.screen()); len(words) > 0 {
		t.Errorf("English words %v on the screen:\n%s", words, term.screen())
	}
	res, err := model.Result()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for _, p := range res.Players {
		want[p.Name] = p.Total
	}
	checkTotals(t, showGame(t, db, "1"), "finished", want)
}

// wholeZooSimGame is a ZooSim game drawn at random to its end: 25
// auctions (the same game on every run).
func wholeZooSimGame(t *testing.T) *zooSimPlan {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		p := planZooSim(t, rand.New(rand.NewPCG(seed, 12)), true).(*zooSimPlan)
		if p.end && len(p.auctions) == 25 {
			return p
		}
	}
	t.Fatal("no seed gives a whole game")
	return nil
}
