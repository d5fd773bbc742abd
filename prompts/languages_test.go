package prompts

import (
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// The questions every game shares, in German and French.

func speaking(lang i18n.Lang, answers ...Answer) *Fake {
	return &Fake{Answers: answers, Words: i18n.For(lang)}
}

func TestYesNoInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang      i18n.Lang
		def       bool
		answer    string
		want      bool
		firstItem string
	}{
		{i18n.English, true, "yes", true, "yes"},
		{i18n.German, true, "nein", false, "ja"},
		{i18n.German, false, "ja", true, "nein"},
		{i18n.French, true, "oui", true, "oui"},
		{i18n.French, false, "non", false, "non"},
	} {
		f := speaking(tc.lang, A("?", tc.answer))
		got, err := YesNo(f, "?", tc.def)
		if err != nil || got != tc.want {
			t.Errorf("%s %q: %v, %v", tc.lang, tc.answer, got, err)
		}
		if !strings.HasSuffix(f.Transcript[1], tc.answer) {
			t.Errorf("%s: transcript %q", tc.lang, f.Transcript)
		}
	}
}

// The names are asked, and a wrong one refused with its reason, in the
// language of the table.
func TestAskNamesInGermanAndFrench(t *testing.T) {
	for lang, want := range map[i18n.Lang][]string{
		i18n.German: {"Name von Spieler 1", "ein Name fehlt: dieses Spiel braucht mindestens 2 Spieler", "Ann spielt schon mit",
			"der Name \"A\\x1b\" enthält ein Steuerzeichen (U+001B)", "Name von Spieler 3 (Eingabetaste zum Beenden)"},
		i18n.French: {"Nom du joueur 1", "il faut un nom : ce jeu se joue à 2 joueurs au moins", "Ann joue déjà",
			"le nom \"A\\x1b\" contient un caractère de contrôle (U+001B)", "Nom du joueur 3 (Entrée pour terminer)"},
	} {
		f := speaking(lang, A("1", ""), A("1", "Ann"), A("2", "ann"), A("2", "A\x1b"), A("2", "Bob"), A("3", ""))
		names, err := AskNames(f, 2, 4)
		if err != nil || strings.Join(names, ",") != "Ann,Bob" {
			t.Fatalf("%s: %v, %v\n%s", lang, names, err, strings.Join(f.Transcript, "\n"))
		}
		said := strings.Join(f.Transcript, "\n")
		for _, w := range want {
			if !strings.Contains(said, w) {
				t.Errorf("%s: %q not said:\n%s", lang, w, said)
			}
		}
		if words := i18ntest.English(quotedText.ReplaceAllString(said, "")); len(words) > 0 {
			t.Errorf("%s: English left %v:\n%s", lang, words, said)
		}
	}
}

// quotedText is what a message quotes of what was typed.
var quotedText = regexp.MustCompile(`"[^"]*"`)

func TestAskIntInGerman(t *testing.T) {
	f := speaking(i18n.German, A("Wie viele", "x"), A("Wie viele", "99999999999999999999999"), A("Wie viele", "7"), A("Wie viele", "3"))
	n, err := AskInt(f, "Wie viele", 1, 0, 5)
	if err != nil || n != 3 {
		t.Fatalf("%d, %v", n, err)
	}
	said := strings.Join(f.Transcript, "\n")
	for _, w := range []string{`"x" ist keine ganze Zahl: eine Zahl von 0 bis 5 eingeben`, "ist zu groß: eine Zahl von 0 bis 5", "7 liegt außerhalb"} {
		if !strings.Contains(said, w) {
			t.Errorf("%q not said:\n%s", w, said)
		}
	}
}

// The confirmation offers its choices in the table's language and lists
// the broken rules there.
func TestConfirmInFrench(t *testing.T) {
	f := speaking(i18n.French, A("Quelles saisies corriger", "Corriger la feuille de Bob"), A("Tout est-il juste", "Enregistrer et compter les points"))
	broken := true
	err := confirm(f, sheets{
		players: []string{"Ann", "Bob"},
		summary: func() []string { return nil },
		check: func() []scorer.Note {
			if broken {
				return []scorer.Note{{Player: "Bob", Rule: "dice.player-name-empty", Msg: msg.M("names.empty", "seat", 2)}}
			}
			return nil
		},
		reask: func(int) error { broken = false; return nil },
		what:  "sheet",
	})
	if err != nil {
		t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
	}
	said := strings.Join(f.Transcript, "\n")
	if !strings.Contains(said, "x Bob : le joueur 2 n'a pas de nom") && !strings.Contains(said, "x Bob: le joueur 2 n'a pas de nom") {
		t.Errorf("the broken rule is not said in French:\n%s", said)
	}
}

// The play prompt speaks the table's language: its label, help and hint
// hold no English, its commands are read in every language, and the
// lines typed are read in every language's words.
func TestPlayLineInGermanAndFrench(t *testing.T) {
	tr, err := dice.NewTracker([]string{"Ann", "Bob", "Cy"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	z, err := zoosim.NewTracker([]string{"Alan", "Klaus"}, []string{"Klaus", "Alan"}, zoosim.VariantStandard)
	if err != nil {
		t.Fatal(err)
	}
	j := newJunior(t, "Ann", "Bea")
	for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
		f := speaking(lang)
		for _, pl := range []PlayLine{DiceLine(f, tr), JuniorLine(f, j), ZooSimLine(f, z)} {
			for _, line := range append([]string{pl.Label, PlayHint(f)}, pl.Help...) {
				if words := i18ntest.English(line); len(words) > 0 {
					t.Errorf("%s: %q holds English %v", lang, line, words)
				}
			}
		}
		if got := DiceLine(f, tr).Complete("ann: "); !strings.Contains(strings.Join(got, " "), map[i18n.Lang]string{i18n.German: "Löwe", i18n.French: "pièce"}[lang]) {
			t.Errorf("%s: the faces offered are %q", lang, got)
		}
	}
	de := speaking(i18n.German)
	if pl := DiceLine(de, tr); pl.Label != "Runde 1 · Ann, Bob oder Cy" {
		t.Errorf("label %q", pl.Label)
	}
	e, err := ReadDiceLine(de, "ann: Löwe 2 Affen", tr)
	if err != nil || strings.Join(e.Took, " ") != "lion monkey monkey" {
		t.Errorf("ReadDiceLine = %+v, %v", e, err)
	}
	caret, said := LineMistake(de, "Runde 1", "ann: Löwe Tiger", ReadErr(ReadDiceLine(de, "ann: Löwe Tiger", tr)))
	if caret == "" || !strings.Contains(said, `"Tiger" passt nicht als Würfelseite: Krokodil, Strauß, Affe, Elefant, Löwe oder Münze`) {
		t.Errorf("%q %q", caret, said)
	}
	for line, want := range map[string]Command{"rückgängig": CommandUndo, "RUCKGANGIG": CommandUndo, "annuler": CommandUndo,
		"Hilfe": CommandHelp, "aide": CommandHelp, "Stand": CommandBoard, "tableau": CommandBoard, "Menü": CommandMenu,
		"Pause": CommandPause, "undo": CommandUndo, "Ann: Löwe": CommandEntry} {
		if got := ReadCommand(line); got != want {
			t.Errorf("ReadCommand(%q) = %v, want %v", line, got, want)
		}
	}
}

// ReadErr keeps the error of a reading.
func ReadErr(_ dice.Entry, err error) error { return err }

// A list narrows to what is typed in the table's language, without its
// accents, or to the item that names a game word typed in another
// language.
func TestSearcherFindsLocalizedItems(t *testing.T) {
	german := []string{"Krokodil", "Strauß", "Affe", "Elefant", "Löwe", "Münze", "fertig"}
	for _, tc := range []struct {
		items []string
		typed string
		want  string
	}{
		{german, "lö", "Löwe"},
		{german, "lo", "Löwe"},
		{german, "lion", "Löwe"},
		{german, "li", ""},
		{german, "pièce", "Münze"},
		{german, "coin", "Münze"},
		{german, "croc", "Krokodil"},
		{german, "strauss", "Strauß"},
		{[]string{"crocodile", "autruche", "singe", "éléphant", "lion", "pièce"}, "Affe", "singe"},
		{[]string{"crocodile", "autruche", "singe", "éléphant", "lion", "pièce"}, "elep", "éléphant"},
		{[]string{"enclosure 2: empty", "barn"}, "2", "enclosure 2: empty"},
		{[]string{"Gehege 2: leer", "Stall"}, "barn", "Stall"},
	} {
		search := searcher(tc.items)
		var found []string
		for i, it := range tc.items {
			if search(tc.typed, i) {
				found = append(found, it)
			}
		}
		if strings.Join(found, ",") != tc.want {
			t.Errorf("%q in %q finds %q, want %q", tc.typed, tc.items, found, tc.want)
		}
	}
}
