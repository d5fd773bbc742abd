package zoosim

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// say gives what a sample says in a language, with its rule and player.
func say(l *i18n.Localizer, s sample) string {
	switch {
	case s.note != nil:
		return fmt.Sprintf("%s | %s | %s", s.note.Rule, s.note.Player, words(l, s))
	case s.item != nil:
		return fmt.Sprintf("%s | %s", s.item.Rule, words(l, s))
	}
	return fmt.Sprintf("join | %s", words(l, s))
}

// words gives the words alone of what a sample says.
func words(l *i18n.Localizer, s sample) string {
	switch {
	case s.note != nil:
		return l.Note(*s.note).Message
	case s.item != nil:
		it := l.Item(*s.item)
		return fmt.Sprintf("%s: %s | %s", it.Item, it.Why, it.Source)
	}
	return l.Say(s.join.message())
}

func (j *joinSample) message() msg.Msg { return JoinMsg(j.category, j.join, j.yours) }

// english gives what a sample says in English.
func english(s sample) string { return say(i18n.For(i18n.English), s) }

// TestEnglishTexts: everything the package says in English, as it said it
// before its messages moved to the catalogs (testdata/messages.en.golden).
func TestEnglishTexts(t *testing.T) {
	var b strings.Builder
	for _, s := range corpus(t) {
		fmt.Fprintf(&b, "%s: %s\n", s.case_, english(s))
	}
	path := filepath.Join("testdata", "messages.en.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < max(len(gl), len(wl)); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Errorf("line %d:\n got %s\nwant %s", i+1, g, w)
			}
		}
	}
}

// en gives a note's words in English.
func en(n scorer.Note) string { return i18n.For(i18n.English).Note(n).Message }

// item gives a breakdown item's words in English.
func item(it scorer.Item) string { return i18n.For(i18n.English).Item(it).Item }

// missingID finds a message id left in words: a message the catalogs lack
// is shown as its id.
var missingID = regexp.MustCompile(`\b(zoosim|count|source|rule|note|word)\.[a-z]|<no value>`)

// TestGermanAndFrench: everything the package says (the corpus reaches
// every rule, every variant of every message and every announcement) is
// said in German and French with no message missing and no English left,
// and the rules' summaries and sections too.
func TestGermanAndFrench(t *testing.T) {
	var samples []sample
	for _, s := range corpus(t) {
		if s.note != nil && s.note.Msg.IsZero() {
			continue // a note of the shared checks (names, ranking), not said here
		}
		samples = append(samples, s)
	}
	for _, r := range Rules {
		samples = append(samples, sample{case_: "rules", note: &scorer.Note{Rule: r.ID, Msg: msg.M("rule." + r.ID)}},
			sample{case_: "rules", note: &scorer.Note{Rule: r.ID, Msg: msg.M(r.Source)}})
	}
	for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
		l := i18n.For(lang)
		for _, s := range samples {
			text := words(l, s)
			if missingID.MatchString(text) {
				t.Errorf("%s, %s: a message is missing: %s", lang, s.case_, text)
			}
			if english := i18ntest.English(text); len(english) > 0 {
				t.Errorf("%s, %s: English words %v left in: %s", lang, s.case_, english, text)
			}
			if text == words(i18n.For(i18n.English), s) && strings.ContainsFunc(text, unicode.IsLetter) {
				t.Errorf("%s, %s: said as in English: %s", lang, s.case_, text)
			}
		}
	}
}
