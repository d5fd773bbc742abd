package prompts

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/scorer/dice"
)

// noEnglish fails the test for every line of the transcript that holds an
// English word.
func noEnglish(t *testing.T, lang i18n.Lang, lines []string) {
	t.Helper()
	for _, line := range lines {
		if left := i18ntest.English(line); len(left) > 0 {
			t.Errorf("%s: English %v left in %q", lang, left, line)
		}
	}
}

// TestDiceSheetsInEveryLanguage: the questions of a finished Dice Game are
// asked in the table's language, with the words of the German summary and
// the French rules, and the sheets' table is headed in it too. The review
// is left at its last question, the confirmation (asked in words of its
// own).
func TestDiceSheetsInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang    i18n.Lang
		answers []Answer
		says    []string
	}{
		{i18n.German, []Answer{
			A("Spieler 1", "Ann"), A("Spieler 2", "Bob"), A("Spieler 3", ""),
			A("Ann: Krokodil, angekreuzte Felder (0-1)", "1"), A("Ann: Strauß", "2"), A("Ann: Affe", "0"), A("Ann: Elefant", "0"), A("Ann: Löwe", "5"),
			A("Ann: Bonusfeld Krokodil (1) angekreuzt?", "ja"), A("Ann: Bonusfeld Strauß (1)", "nein"), A("Ann: Bonusfeld Löwe (2)", "nein"),
			A("Ann: angekreuzte Münzfelder (0-6)", "3"),
			A("Ann: Krokodil im Stall angekreuzt?", "nein"), A("Ann: Strauß im Stall", "ja"), A("Ann: Löwe im Stall", "nein"),
			A("Bob: Krokodil", "1"), A("Bob: Strauß", "0"), A("Bob: Affe", "0"), A("Bob: Elefant", "0"), A("Bob: Löwe", "5"),
			A("Bob: Bonusfeld Löwe", "nein"), A("Bob: angekreuzte Münzfelder", "0"),
			A("Bob: Krokodil im Stall", "nein"), A("Bob: Löwe im Stall", "nein"),
			A("Wer hat das Straußengehege zuerst gefüllt?", "Weiß niemand mehr: nicht ankreuzen"),
			A("Wer hat das Löwengehege zuerst gefüllt?", "Bob"),
			{Cancel: true},
		}, []string{
			"Bonusfelder: Krokodil 1, Strauß 1, Affe 2, Elefant 2, Löwe 2",
			"Bob: der Bonus „Krokodil“ ist schon bei Ann angekreuzt",
			"Das Straußengehege ist bei Ann voll, aber niemand hat sein Bonusfeld (1) angekreuzt",
			"Das Löwengehege ist bei Ann und Bob voll",
			"Der Bonus „Löwe“ ist jetzt bei Bob angekreuzt.",
			"Spieler Krok Str Affe Elef Löwe Bonus Münzen Stall",
		}},
		{i18n.French, []Answer{
			A("joueur 1", "Ann"), A("joueur 2", "Bob"), A("joueur 3", ""),
			A("Ann : crocodile, cases cochées (0-1)", "1"), A("Ann : autruche", "2"), A("Ann : singe", "0"), A("Ann : éléphant", "0"), A("Ann : lion", "5"),
			A("Ann : hexagone bonus crocodile (1) coché ?", "oui"), A("Ann : hexagone bonus autruche (1)", "non"), A("Ann : hexagone bonus lion (2)", "non"),
			A("Ann : cases de pièces cochées (0-6)", "3"),
			A("Ann : case crocodile cochée dans la grange ?", "non"), A("Ann : case autruche", "oui"), A("Ann : case lion", "non"),
			A("Bob : crocodile", "1"), A("Bob : autruche", "0"), A("Bob : singe", "0"), A("Bob : éléphant", "0"), A("Bob : lion", "5"),
			A("Bob : hexagone bonus lion", "non"), A("Bob : cases de pièces", "0"),
			A("Bob : case crocodile", "non"), A("Bob : case lion", "non"),
			A("Qui a rempli l'enclos de l'autruche en premier ?", "Personne ne s'en souvient : laisser sans croix"),
			A("Qui a rempli l'enclos du lion en premier ?", "Bob"),
			{Cancel: true},
		}, []string{
			"Hexagones bonus : crocodile 1, autruche 1, singe 2, éléphant 2, lion 2",
			"Bob : le bonus « crocodile » est déjà coché chez Ann",
			"L'enclos de l'autruche est plein chez Ann, mais personne n'a coché son hexagone bonus (1)",
			"L'enclos du lion est plein chez Ann et Bob",
			"Le bonus « lion » est maintenant coché chez Bob.",
			"joueur croc autr singe élép lion bonus pièces grange",
		}},
	} {
		t.Run(string(tc.lang), func(t *testing.T) {
			f := &Fake{Answers: tc.answers, Words: i18n.For(tc.lang)}
			if _, err := AskDice(f, dice.Input{}); !errors.Is(err, ErrCancelled) {
				t.Fatalf("AskDice: %v, want it cancelled at the confirmation\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			finish(t, f)
			transcript := strings.Join(f.Transcript, "\n")
			for _, s := range tc.says {
				if !strings.Contains(transcript, s) {
					t.Errorf("the table was not told %q:\n%s", s, transcript)
				}
			}
			// The names are asked by AskNames and the confirmation by
			// confirm, each tested where it is written: the Dice Game's
			// words are those from the bonus hexes to the confirmation.
			first := slices.IndexFunc(f.Transcript, func(l string) bool { return strings.Contains(l, tc.says[0]) })
			noEnglish(t, tc.lang, f.Transcript[first:len(f.Transcript)-1])
		})
	}
}

// TestDiceTakeInEveryLanguage: a take is asked in the table's language and
// its faces are offered in it, while the entry holds the English faces the
// tracker and the files use.
func TestDiceTakeInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang    i18n.Lang
		answers []Answer
	}{
		{i18n.German, []Answer{
			A("Runde 1 (6 Würfel übrig): Wer hat einen Wagen genommen?", "Ann"),
			A("Ann: wie viele Würfel (1-3)", "2"),
			A("Ann: Würfel 1 von 2, welche Seite?", "Löwe"), A("Ann: Würfel 2 von 2", "Münze"),
		}},
		{i18n.French, []Answer{
			A("Manche 1 (reste 6 dés) : qui a pris un camion ?", "Ann"),
			A("Ann : combien de dés (1-3)", "2"),
			A("Ann : face du dé 1 sur 2 ?", "lion"), A("Ann : face du dé 2 sur 2", "pièce"),
		}},
	} {
		t.Run(string(tc.lang), func(t *testing.T) {
			f := &Fake{Answers: tc.answers, Words: i18n.For(tc.lang)}
			if players, err := AskDiceSetup(&Fake{Answers: []Answer{A("1", "Ann"), A("2", "Bob"), A("3", "")}, Words: f.Words}); err != nil || len(players) != 2 {
				t.Fatalf("setup: %v, %v", players, err)
			}
			e, err := AskDiceTake(f, newDice(t, "Ann", "Bob"))
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			finish(t, f)
			want := dice.Entry{Round: 1, Take: dice.Take{Player: "Ann", Took: []string{"lion", "coin"}}}
			if !reflect.DeepEqual(e, want) {
				t.Errorf("entry %+v, want %+v", e, want)
			}
			noEnglish(t, tc.lang, f.Transcript)
		})
	}
}
