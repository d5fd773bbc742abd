package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// TestShowSaysAStoredGameInTheTablesLanguage: show and explain score a
// stored game again from its input to say it in the language asked for;
// when the numbers do not come out as stored, they show the stored result
// as it is and warn, in that language. The store keeps a result in
// English, so the stored items are named in the English words they were
// stored with.
func TestShowSaysAStoredGameInTheTablesLanguage(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	input := json.RawMessage(readFile(t, "testdata/dice-contract.json"))
	stored := scorer.Result{Game: "dice", Players: []scorer.PlayerResult{
		{Name: "Bob", Total: 99, Rank: 1, Breakdown: []scorer.Item{{Item: "lion enclosure", Points: 99, Rule: "dice.score-animal"}}},
		{Name: "Ann", Total: 11, Rank: 2}}, Winners: []string{"Bob"}}
	if _, err := st.Save(context.Background(), store.Game{Game: "dice", Status: scorer.StatusFinished, Input: input, Result: stored}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if code, out, errOut := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("score: exit %d %s %s", code, out, errOut)
	}
	for _, cmd := range []string{"show", "explain"} {
		code, out, errOut := runZooscore(t, on{}, cmd, "1", "--lang", "de", "--db", db)
		if code != 0 || !strings.Contains(out, "Bob: 99 Punkte") || !strings.Contains(out, "lion enclosure") ||
			!strings.Contains(errOut, "Warnung: Spiel 1 ergibt, neu aus seinen Einträgen gewertet, nicht die gespeicherten Punkte") {
			t.Errorf("%s of a game stored with other points: exit %d\n%s%s", cmd, code, out, errOut)
		}
		code, out, errOut = runZooscore(t, on{}, cmd, "2", "--lang", "de", "--db", db)
		if code != 0 || !strings.Contains(out, "Löwengehege") || errOut != "" {
			t.Errorf("%s of a game stored as it scores: exit %d\n%s%s", cmd, code, out, errOut)
		}
	}
}
