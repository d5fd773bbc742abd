package prompts

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/scorer/junior"
)

// juniorLines fails the test for every line of a transcript that holds an
// English word, and for every line it should say but does not.
func juniorLines(t *testing.T, lang i18n.Lang, f *Fake, says ...string) {
	t.Helper()
	transcript := strings.Join(f.Transcript, "\n")
	for _, line := range f.Transcript {
		if left := i18ntest.English(line); len(left) > 0 {
			t.Errorf("%s: English %v left in %q", lang, left, line)
		}
	}
	for _, s := range says {
		if !strings.Contains(transcript, s) {
			t.Errorf("%s: the table was not told %q:\n%s", lang, s, transcript)
		}
	}
}

// TestJuniorZooInEveryLanguage: a finished zoo is asked, and corrected, in
// the table's language (Gehege, Stall; enclos, grange), while the zoo keeps
// the English words of the files; the table of the zoos is in it too.
func TestJuniorZooInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang    i18n.Lang
		answers []Answer
		says    []string
	}{
		{i18n.German, []Answer{
			A("Ann, Gehege 1: welche Tiere?", "Lama"),
			A("Ann, Gehege 1: Tierplättchen der Art Lama, Nachwuchs mitgezählt (1-6)", "4"),
			A("Ann, Gehege 1: wie viele davon sind Nachwuchs (0-2)", "1"),
			A("Ann, Gehege 1: Landschaftsplättchen bisher: keine. Eines dazulegen?", "Teich"),
			A("Landschaftsplättchen bisher: Teich. Eines dazulegen?", "fertig"),
			A("Ann, Gehege 2: welche Tiere?", "keine Tiere"),
			A("Ann, Gehege 2: Landschaftsplättchen bisher: keine", "Felsen"),
			A("Landschaftsplättchen bisher: Felsen.", "fertig"),
			A("Ann, Gehege 3: welche Tiere?", "keine Tiere"), A("Ann, Gehege 3", "fertig"),
			A("Stall von Ann: Tiere bisher: keine. Eine Tierart dazu?", "Wolf"),
			A("Stall von Ann: Tierplättchen der Art Wolf, Nachwuchs mitgezählt (1-13)", "2"),
			A("Stall von Ann: wie viele Plättchen der Art Wolf sind Nachwuchs (0-2)", "0"),
			A("Stall von Ann: Tiere bisher: 2 Wölfe. Eine Tierart dazu?", "Wolf"),
			A("Stall von Ann: Tierplättchen der Art Wolf insgesamt, bisher 2 (0 entfernt sie)", "3"),
			A("wie viele Plättchen der Art Wolf sind Nachwuchs", "0"),
			A("Tiere bisher: 3 Wölfe", "fertig"),
			A("Stall von Ann: Landschaften bisher: keine. Eine Art dazu?", "Strauch"),
			A("Stall von Ann: Landschaftsplättchen der Art Strauch (1-3)", "1"),
			A("Landschaften bisher: 1 Strauch", "fertig"),
			// The correction of the zoo.
			A("Welcher Teil des Zoos von Ann ist falsch?", "Gehege 1: 4 Lamas (1 Nachwuchstier), Teich"),
			A("Ann, Gehege 1: welche Tiere?", "Lama"), A("Tierplättchen der Art Lama", ""), A("wie viele davon sind Nachwuchs", ""),
			A("Landschaftsplättchen bisher: Teich. Eines dazulegen?", "diese Landschaften entfernen"),
			A("Landschaftsplättchen bisher: keine. Eines dazulegen?", "fertig"),
			A("Welcher Teil des Zoos von Ann ist falsch?", "zurück zur Übersicht"),
		}, []string{"Spieler", "Gehege 1", "Stall", "3 Wölfe", "1 Strauch", "4 Lamas (1 Nachwuchstier)"}},
		{i18n.French, []Answer{
			A("Ann, enclos 1 : quels animaux ?", "lama"),
			A("Ann, enclos 1 : tuiles lama, bébés compris (1-6)", "4"),
			A("Ann, enclos 1 : combien sont des bébés (0-2)", "1"),
			A("Ann, enclos 1 : tuiles paysage jusqu'ici : aucun. En ajouter une ?", "étang"),
			A("tuiles paysage jusqu'ici : étang. En ajouter une ?", "terminé"),
			A("Ann, enclos 2 : quels animaux ?", "aucun animal"),
			A("Ann, enclos 2 : tuiles paysage jusqu'ici : aucun", "rocher"),
			A("tuiles paysage jusqu'ici : rocher.", "terminé"),
			A("Ann, enclos 3 : quels animaux ?", "aucun animal"), A("Ann, enclos 3", "terminé"),
			A("Ann, grange : animaux jusqu'ici : aucun. Ajouter une espèce ?", "loup"),
			A("Ann, grange : tuiles loup, bébés compris (1-13)", "2"),
			A("Ann, grange : combien de tuiles loup sont des bébés (0-2)", "0"),
			A("Ann, grange : animaux jusqu'ici : 2 loups. Ajouter une espèce ?", "loup"),
			A("Ann, grange : tuiles loup en tout, actuellement 2 (0 les retire)", "3"),
			A("combien de tuiles loup sont des bébés", "0"),
			A("animaux jusqu'ici : 3 loups", "terminé"),
			A("Ann, grange : paysages jusqu'ici : aucun. Ajouter un type ?", "buisson"),
			A("Ann, grange : tuiles buisson (1-3)", "1"),
			A("paysages jusqu'ici : 1 buisson", "terminé"),
			A("Ann : quelle partie du zoo est fausse ?", "enclos 1 : 4 lamas (1 bébé), étang"),
			A("Ann, enclos 1 : quels animaux ?", "lama"), A("tuiles lama", ""), A("combien sont des bébés", ""),
			A("tuiles paysage jusqu'ici : étang. En ajouter une ?", "retirer ces paysages"),
			A("tuiles paysage jusqu'ici : aucun. En ajouter une ?", "terminé"),
			A("Ann : quelle partie du zoo est fausse ?", "retour au récapitulatif"),
		}, []string{"joueur", "enclos 1", "grange", "3 loups", "1 buisson", "4 lamas (1 bébé)"}},
	} {
		t.Run(string(tc.lang), func(t *testing.T) {
			f := &Fake{Answers: tc.answers, Words: i18n.For(tc.lang)}
			z, err := askZoo(f, "Ann")
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			want := junior.Zoo{Name: "Ann", Enclosures: []junior.Enclosure{
				{Animal: "llama", Animals: 4, Offspring: 1, Landscapes: []string{"pond"}},
				{Landscapes: []string{"rock"}}, {}},
				Barn: junior.Barn{Animals: map[string]int{"wolf": 3}, Offspring: map[string]int{"wolf": 0}, Landscapes: map[string]int{"shrub": 1}}}
			if d := describeZoo(z); d != describeZoo(want) {
				t.Errorf("zoo %s, want %s", d, describeZoo(want))
			}
			if err := correctZoo(f, &z); err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			finish(t, f)
			if len(z.Enclosures[0].Landscapes) != 0 {
				t.Errorf("the landscapes of enclosure 1 were not removed: %+v", z.Enclosures[0])
			}
			z.Enclosures[0].Landscapes = []string{"pond"}
			f.Transcript = append(f.Transcript, JuniorSummaryIn(f.Words, junior.Input{Players: []junior.Zoo{z}}, 0)...)
			juniorLines(t, tc.lang, f, tc.says...)
		})
	}
}

// describeZoo is a zoo as its words: kinds, counts and landscapes.
func describeZoo(z junior.Zoo) string {
	var b strings.Builder
	for _, e := range z.Enclosures {
		b.WriteString(e.Animal + strings.Repeat("+", e.Animals) + strings.Repeat("o", e.Offspring) + strings.Join(e.Landscapes, ",") + "|")
	}
	for _, k := range append(append([]string{}, junior.Kinds...), junior.Landscapes...) {
		if n := z.Barn.Animals[k] + z.Barn.Landscapes[k]; n > 0 {
			b.WriteString(k + strings.Repeat("+", n) + strings.Repeat("o", z.Barn.Offspring[k]))
		}
	}
	return b.String()
}

// TestJuniorPlayInEveryLanguage: the takes and bonus actions of a tracked
// game are asked in the table's language, a wrong answer is refused in it,
// and the entries hold the English words of the files.
func TestJuniorPlayInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang               i18n.Lang
		setup, take, bonus []Answer
		says               []string
	}{
		{lang: i18n.German,
			setup: []Answer{A("Spieler 1", "Ann"), A("Spieler 2", "Bea"), A("Spieler 3", "")},
			take: []Answer{
				A("Runde 1: Wer nimmt einen Transportwagen?", "Ann"),
				A("Ann: wie viele Plättchen (1, 2, 3)", "4"), A("Ann: wie viele Plättchen (1, 2, 3)", "zwei"), A("Ann: wie viele Plättchen (1, 2, 3)", "2"),
				A("Ann hat 2 Plättchen genommen: welchen Wagen?", "der 2er-Wagen (voll)"),
				A("Ann, Plättchen 1/2: was ist es?", "Lama"),
				A("Ann, Plättchen 1/2 (Lama): fruchtbar?", "fruchtbares Weibchen"),
				A("Ann, Plättchen 1/2 (Lama (fruchtbares Weibchen)): wohin?", "Gehege 1: leer"),
				A("Ann, Plättchen 2/2: was ist es?", "Teich"),
				A("Ann, Plättchen 2/2 (Teich): wohin?", "Stall"),
			},
			bonus: []Answer{
				A("Ann hat ein Gehege gefüllt: Bonusaktion?", "ein Plättchen aus dem Stall eines Gegners übernehmen"),
				A("Aus wessen Stall übernimmt Ann ein Plättchen?", "Bea"),
				A("Welches Plättchen aus dem Stall von Bea?", "Erdmännchen (fruchtbares Weibchen)"),
				A("In welches Gehege legt Ann das Plättchen „Erdmännchen (fruchtbares Weibchen)“?", "Gehege 2: leer"),
			},
			says: []string{"Die Spieler in Sitzreihenfolge nennen", "ein Transportwagen fasst 1 bis 3 Plättchen: 1, 2, 3 eingeben",
				`"zwei" ist keine ganze Zahl: 1, 2, 3 eingeben`},
		},
		{lang: i18n.French,
			setup: []Answer{A("joueur 1", "Ann"), A("joueur 2", "Bea"), A("joueur 3", "")},
			take: []Answer{
				A("Manche 1 : qui prend un camion ?", "Ann"),
				A("Ann : combien de tuiles (1, 2, 3)", "4"), A("Ann : combien de tuiles (1, 2, 3)", "deux"), A("Ann : combien de tuiles (1, 2, 3)", "2"),
				A("Ann a pris 2 tuiles : quel camion ?", "le camion à 2 cases (plein)"),
				A("Ann, tuile 1/2 : qu'est-ce que c'est ?", "lama"),
				A("Ann, tuile 1/2 (lama) : fertile ?", "femelle fertile"),
				A("Ann, tuile 1/2 (femelle lama fertile) : où va-t-elle ?", "enclos 1 : vide"),
				A("Ann, tuile 2/2 : qu'est-ce que c'est ?", "étang"),
				A("Ann, tuile 2/2 (étang) : où va-t-elle ?", "grange"),
			},
			bonus: []Answer{
				A("Ann a rempli un enclos : action bonus ?", "récupérer une tuile dans la grange d'un adversaire"),
				A("Ann : récupérer une tuile dans la grange de qui ?", "Bea"),
				A("Quelle tuile de la grange de Bea ?", "femelle suricate fertile"),
				A("Ann : dans quel enclos mettre la tuile « femelle suricate fertile » ?", "enclos 2 : vide"),
			},
			says: []string{"Nommer les joueurs dans l'ordre des places", "un camion contient 1 à 3 tuiles : taper 1, 2, 3",
				`"deux" n'est pas un nombre entier : taper 1, 2, 3`},
		},
	} {
		t.Run(string(tc.lang), func(t *testing.T) {
			words := i18n.For(tc.lang)
			f := &Fake{Answers: tc.setup, Words: words}
			players, err := AskJuniorSetup(f)
			if err != nil || strings.Join(players, ",") != "Ann,Bea" {
				t.Fatalf("setup: %v %v", players, err)
			}
			// The names are asked by AskNames, tested where it is written.
			f.Transcript = f.Transcript[:1]
			tr := newJunior(t, players...)
			f.Answers = tc.take
			e, err := AskJuniorTake(f, tr)
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			sameEntry(t, e, junior.Entry{Round: 1, Take: &junior.Take{Player: "Ann", Truck: 2, Tiles: []junior.Tile{
				{Tile: "llama", Fertile: "female", To: junior.Dest{Enclosure: 1}}, {Tile: "pond", To: junior.Dest{Barn: true}}}}})

			tr = bonusGame(t)
			f.Answers = tc.bonus
			b, err := AskJuniorBonus(f, tr, "Ann")
			if err != nil || b == nil {
				t.Fatalf("bonus: %v %v\n%s", b, err, strings.Join(f.Transcript, "\n"))
			}
			if tk := b.Take; tk.Bonus.Action != "take" || tk.Bonus.Tile != "meerkat" || tk.Bonus.Fertile != "female" || tk.Bonus.From != "Bea" {
				t.Errorf("bonus %+v, want Bea's fertile female meerkat taken over", tk.Bonus)
			}
			finish(t, f)
			// A tile the tracker refuses is said in the table's language.
			notes := tr.CheckTile("Ann", []junior.Tile{{Tile: "llama", To: junior.Dest{Enclosure: 1}}}, junior.Tile{Tile: "wolf", To: junior.Dest{Enclosure: 1}})
			for _, n := range notes {
				f.Say(words.NoteLine(n))
			}
			juniorLines(t, tc.lang, f, tc.says...)
		})
	}
}

// TestJuniorNoBonusInEveryLanguage: when no bonus action is possible, the
// table is told so in its language.
func TestJuniorNoBonusInEveryLanguage(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "llama//1"), juniorTake("Bea", "pond//1"),
			juniorTake("Ann", "llama//1", "llama//1", "llama//1"))
		if !tr.CanBonus() {
			t.Fatal("Ann's take should have filled enclosure 1")
		}
		f := &Fake{Words: i18n.For(lang)}
		if e, err := AskJuniorBonus(f, tr, "Ann"); e != nil || err != nil {
			t.Fatalf("%s: %v %v", lang, e, err)
		}
		if len(f.Transcript) != 1 {
			t.Fatalf("%s: %q, want one line", lang, f.Transcript)
		}
		juniorLines(t, lang, f)
	}
}
