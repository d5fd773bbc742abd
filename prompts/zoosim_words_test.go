package prompts

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// zooSimWords are the answers of a whole ZooSim session in one language:
// the setup, an auction whose winner joins a half to an enclosure, and the
// edit of a stored game with answers asked again.
type zooSimWords struct {
	lang                                         i18n.Lang
	flagTop, flagNext, variant, professional     string
	first, second, stars, bushes, bid, sea, apes string
	afterPlacing, joined, paths                  string
	addYear, addYearYes, endOfYear, save         string
	nameless                                     []string // what the shared questions of names say, in English (not checked)
}

var zooSimSessions = []zooSimWords{
	{lang: i18n.German, flagTop: "ganz oben", flagNext: "als Nächstes", variant: "Welche Variante",
		professional: "Profi: die Jahre 1-4 enden mit dem 3. Plättchen mit Büschen",
		first:        "Tiere der ersten Hälfte", second: "Tiere der zweiten Hälfte", stars: "Sterne der", bushes: "Büsche auf dem Plättchen",
		bid: "Gebot von", sea: "Meerestiere", apes: "Affen",
		afterPlacing: "Wert der Meerestier-Hälfte", joined: "3, verbunden mit dem 2-Sterne-Meerestiergehege",
		paths: "geschlossene Wege", addYear: "Ein Jahr ergänzen?", addYearYes: "Jahr 2 für jeden Zoo ergänzen",
		endOfYear: "Ende von Jahr 2"},
	{lang: i18n.French, flagTop: "tout en haut", flagNext: "vient ensuite", variant: "Quelle variante",
		professional: "professionnelle : les années 1 à 4 se terminent avec la 3e tuile à buissons",
		first:        "animaux de la première moitié", second: "animaux de la seconde moitié", stars: "étoiles de la moitié", bushes: "buissons sur la tuile",
		bid: "combien mise", sea: "animaux marins", apes: "singes",
		afterPlacing: "valeur de la moitié animaux marins", joined: "3, combiné avec l'enclos d'animaux marins à 2 étoiles",
		paths: "chemins fermés", addYear: "Ajouter une année ?", addYearYes: "Ajouter l'année 2 pour chaque zoo",
		endOfYear: "fin de l'année 2"},
}

// sharedQuestions are what the questions shared by every game (the names,
// the confirmation) say while they are still English; they are not
// ZooSim's to translate.
var sharedQuestions = regexp.MustCompile(`Player \d|Is everything right|Save and score|Correct \S+'s|Cancel \(store nothing\)|is out of range|is not a whole number`)

// TestZooSimAsksInGermanAndFrench plays a setup, an auction and the edit
// of a stored game in German and in French: every question, menu, re-ask
// reason and announcement of ZooSim is in that language, none missing.
func TestZooSimAsksInGermanAndFrench(t *testing.T) {
	for _, w := range zooSimSessions {
		t.Run(string(w.lang), func(t *testing.T) {
			var transcript []string
			f := &Fake{Words: i18n.For(w.lang), Answers: []Answer{
				A("1", "Ann"), A("2", "Bea"), A("3", ""),
				A(w.flagTop, "Bea"), A(w.variant, w.professional),
			}}
			players, flags, variant, err := AskZooSimSetup(f)
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			transcript = append(transcript, f.Transcript...)

			tr, err := zoosim.NewTracker(players, flags, variant)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tr.Apply(zoosim.Auction{
				Tile:   zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "sea", Stars: 2}, {Animal: "birds", Stars: 1}}},
				Bids:   map[string]int{"Ann": 0, "Bea": 8},
				Placed: zoosim.Placed{Enclosures: map[string]int{"sea": 2, "birds": 1}},
			}); err != nil {
				t.Fatal(err)
			}
			f = &Fake{Words: i18n.For(w.lang), Answers: []Answer{
				A(w.first, w.sea), A(w.stars, "1"), A(w.second, w.apes), A(w.stars, "1"), A(w.bushes, "1"),
				A(w.bid, "0"), // Bea has no coins left: not asked
				A(w.afterPlacing, w.joined), A(w.paths, "1"),
			}}
			a, err := AskAuction(f, tr)
			if err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			transcript = append(transcript, f.Transcript...)
			notes, err := tr.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range notes {
				transcript = append(transcript, f.Words.NoteLine(n))
			}

			in := zoosim.Input{Players: []zoosim.Zoo{{Name: "Ann", Years: []zoosim.Year{{Visitors: 2, Benches: 1}}}, {Name: "Bea", Years: []zoosim.Year{{Visitors: 1}}}}}
			f = &Fake{Words: i18n.For(w.lang), Answers: []Answer{
				A(w.addYear, w.addYearYes),
				A(w.endOfYear, "3 1"), A(w.endOfYear, "3 1 x"), A(w.endOfYear, "11 0 0"), A(w.endOfYear, "3 3 0"),
				A(w.endOfYear, "3 0 200"), A(w.endOfYear, "3 0 -1"), A(w.endOfYear, "3 0 0"), A(w.endOfYear, "2 0 1"),
				A(w.endOfYear, "3 0 0"),
				{Ask: "", Cancel: true}, // the shared confirmation
			}}
			if _, err := EditZooSim(f, in); !errors.Is(err, ErrCancelled) {
				t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
			}
			transcript = append(transcript, f.Transcript...)
			transcript = append(transcript, ZooSimSummary(f.Words, in, 0)...)

			checked := 0
			for _, line := range transcript {
				if sharedQuestions.MatchString(line) {
					continue
				}
				checked++
				if missingID.MatchString(ruleIDs.ReplaceAllString(line, "")) {
					t.Errorf("a message is missing: %s", line)
				}
				if english := i18ntest.English(line); len(english) > 0 {
					t.Errorf("English words %v left in: %s", english, line)
				}
			}
			if checked < 30 {
				t.Errorf("only %d lines checked:\n%s", checked, strings.Join(transcript, "\n"))
			}
			if testing.Verbose() {
				t.Log("\n" + strings.Join(transcript, "\n"))
			}
		})
	}
}

// missingID finds a message id in words (a message missing from the
// catalogs is shown as its id); ruleIDs are the ids notes are shown with.
var (
	missingID = regexp.MustCompile(`\b(zoosim|count|source|rule|note|word|ask)\.[a-z]|<no value>`)
	ruleIDs   = regexp.MustCompile(`\[[a-z0-9.-]+\]`)
)
