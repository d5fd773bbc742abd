package i18n

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

func TestFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{}, English},
		{map[string]string{"LANG": "de_DE.UTF-8"}, German},
		{map[string]string{"LANG": "de_AT@euro"}, German},
		{map[string]string{"LANG": "fr_CH"}, French},
		{map[string]string{"LANG": "fr_CA.UTF-8"}, French},
		{map[string]string{"LANG": "es_ES.UTF-8"}, English},
		{map[string]string{"LANG": "C"}, English},
		{map[string]string{"LANG": "POSIX"}, English},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, French},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "en_US.UTF-8"}, English},
		{map[string]string{"LC_ALL": "de_CH.UTF-8", "LANG": "fr_FR"}, German},
	} {
		got := FromEnv(func(k string) string { return tc.env[k] })
		if got != tc.want {
			t.Errorf("%v: %s, want %s", tc.env, got, tc.want)
		}
	}
}

func TestParse(t *testing.T) {
	for in, want := range map[string]Lang{"en": English, "de": German, "fr": French, "DE": German, "de-AT": German, "fr_CH": French} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %s, %v; want %s", in, got, err, want)
		}
	}
	for _, bad := range []string{"es", "klingon", "C"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

func TestAcceptLanguage(t *testing.T) {
	for h, want := range map[string]Lang{
		"":                               English,
		"de-DE,de;q=0.9,en;q=0.8":        German,
		"fr-CH, fr;q=0.9, en;q=0.8":      French,
		"es-ES,es;q=0.9":                 English,
		"es-ES,es;q=0.9,fr;q=0.5":        French,
		"en-GB,en;q=0.9,de;q=0.8":        English,
		"this is not an accept-language": English,
	} {
		if got := FromAcceptLanguage(h); got != want {
			t.Errorf("%q: %s, want %s", h, got, want)
		}
	}
}

// TestPlurals: CLDR plural forms, French 0 and 1 being singular.
func TestPlurals(t *testing.T) {
	for _, tc := range []struct {
		lang Lang
		n    int
		want string
	}{
		{English, 0, "0 points"}, {English, 1, "1 point"}, {English, 2, "2 points"},
		{German, 0, "0 Punkte"}, {German, 1, "1 Punkt"}, {German, 2, "2 Punkte"},
		{French, 0, "0 point"}, {French, 1, "1 point"}, {French, 2, "2 points"},
		{English, -2, "-2 points"}, {German, 1000, "1.000 Punkte"},
	} {
		got := For(tc.lang).Say(msg.M("x", "n", 0)) // an unknown id is never empty
		if got == "" {
			t.Fatal("an unknown message says nothing")
		}
		got = For(tc.lang).arg(msg.Count{N: tc.n, Noun: "point"}).(string)
		if got != tc.want {
			t.Errorf("%s %d: %q, want %q", tc.lang, tc.n, got, tc.want)
		}
	}
}

func TestLists(t *testing.T) {
	for _, tc := range []struct {
		lang  Lang
		names []string
		or    bool
		want  string
	}{
		{English, nil, false, ""},
		{English, []string{"Ann"}, false, "Ann"},
		{English, []string{"Ann", "Bob"}, false, "Ann and Bob"},
		{English, []string{"Ann", "Bob", "Cy"}, false, "Ann, Bob and Cy"},
		{German, []string{"Ann", "Bob", "Cy"}, false, "Ann, Bob und Cy"},
		{French, []string{"Ann", "Bob"}, true, "Ann ou Bob"},
	} {
		l := msg.Names(tc.names)
		l.Or = tc.or
		if got := For(tc.lang).arg(l); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.lang, tc.names, got, tc.want)
		}
	}
}

func TestNumbersAndDates(t *testing.T) {
	at := time.Date(2026, 11, 21, 18, 3, 0, 0, time.UTC)
	for _, tc := range []struct {
		lang          Lang
		dec, date, dt string
	}{
		{English, "27.1", "2026-11-21", "2026-11-21 18:03"},
		{German, "27,1", "21.11.2026", "21.11.2026 18:03"},
		{French, "27,1", "21/11/2026", "21/11/2026 18:03"},
	} {
		l := For(tc.lang)
		if got := l.Decimal(27.1, 1); got != tc.dec {
			t.Errorf("%s decimal %q, want %q", tc.lang, got, tc.dec)
		}
		if got := l.Date(at); got != tc.date {
			t.Errorf("%s date %q, want %q", tc.lang, got, tc.date)
		}
		if got := l.DateTime(at); got != tc.dt {
			t.Errorf("%s date and time %q, want %q", tc.lang, got, tc.dt)
		}
	}
}

func TestNoteLine(t *testing.T) {
	n := scorer.Note{Player: "Ann", Rule: "dice.take-size", Round: 3, Msg: msg.M("count.point", "n", 4)}
	if got, want := For(German).NoteLine(n), "Ann, Runde 3: 4 Punkte [dice.take-size]"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// Error says an error that says a message in the language, wrapped or not,
// a list of errors included; any other error in its own words.
func TestError(t *testing.T) {
	say := &msg.MsgError{Msg: msg.M("json.empty")}
	de := For(German)
	for _, tc := range []struct {
		err  error
		want string
	}{
		{say, "die Eingabe ist leer: ein JSON-Objekt angeben"},
		{fmt.Errorf("reading x.json: %w", say), "reading x.json: die Eingabe ist leer: ein JSON-Objekt angeben"},
		{sayers{say}, "die Eingabe ist leer: ein JSON-Objekt angeben"},
		{errors.New("disk full"), "disk full"},
		{&scorer.InputError{Message: "made elsewhere"}, "made elsewhere"},
		{nil, ""},
	} {
		if got := de.Error(tc.err); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.err, got, tc.want)
		}
	}
	if got := say.Error(); got != "the input is empty: give a JSON object" {
		t.Errorf("Error() = %q, want English", got)
	}
}

// sayers is a list of errors that says a message, as notation.Errors is.
type sayers []error

func (s sayers) Error() string { return s[0].Error() }
func (s sayers) Say() msg.Msg  { return s[0].(msg.Sayer).Say() }

// TestVersusSaysNoneAsAWord: a count of none reads as a word ("nie",
// "jamais"), not as "0-mal" or "0 fois"; once is "einmal".
func TestVersusSaysNoneAsAWord(t *testing.T) {
	for _, tc := range []struct {
		lang                 Lang
		ahead, behind, level int
		want                 string
	}{
		{English, 2, 0, 1, "Jana finished ahead 2 times, Tim never, tied once."},
		{English, 1, 1, 0, "Jana finished ahead once, Tim once, never tied."},
		{German, 2, 0, 1, "Jana lag 2-mal vorn, Tim nie, einmal gleichauf."},
		{German, 0, 1, 3, "Jana lag nie vorn, Tim einmal, 3-mal gleichauf."},
		{German, 1, 1, 0, "Jana lag einmal vorn, Tim einmal, nie gleichauf."},
		{French, 2, 0, 1, "Jana a fini devant 2 fois, Tim jamais, 1 fois à égalité."},
		{French, 1, 1, 0, "Jana a fini devant 1 fois, Tim 1 fois, jamais à égalité."},
	} {
		if got := For(tc.lang).Versus("Jana", "Tim", tc.ahead, tc.behind, tc.level); got != tc.want {
			t.Errorf("%s %d %d %d: %q, want %q", tc.lang, tc.ahead, tc.behind, tc.level, got, tc.want)
		}
	}
}

// TestLabelsTakeTheLanguagesColon: French puts a space before the colon
// of a label, as before every colon it says.
func TestLabelsTakeTheLanguagesColon(t *testing.T) {
	n := scorer.Note{Player: "Ann", Rule: "dice.take-size", Round: 3, Msg: msg.M("count.point", "n", 4)}
	for lang, want := range map[Lang][2]string{
		English: {"Player 2 name:", "Ann, round 3: 4 points [dice.take-size]"},
		German:  {"Name von Spieler 2:", "Ann, Runde 3: 4 Punkte [dice.take-size]"},
		French:  {"Nom du joueur 2 :", "Ann, manche 3 : 4 points [dice.take-size]"},
	} {
		l := For(lang)
		if got := l.Label(l.T("ask.player-name", "n", 2)); got != want[0] {
			t.Errorf("%s label %q, want %q", lang, got, want[0])
		}
		if got := l.NoteLine(n); got != want[1] {
			t.Errorf("%s note %q, want %q", lang, got, want[1])
		}
	}
}

// Localizers of one language said from many goroutines at once (a server's
// requests) say what one says alone, each message put into go-i18n's
// bundle once whichever goroutine says it first (run under -race, it also
// finds two of them writing the bundle at once).
func TestMessagesSaidAtOnceFromManyGoroutines(t *testing.T) {
	ids := []string{"list.and", "list.or", "count.visitor", "cmd.leaderboard.empty", "word.lion", "format.date"}
	for _, lang := range Langs {
		fresh, err := load(lang) // a catalog of its own: no message said yet
		if err != nil {
			t.Fatal(err)
		}
		alone, err := load(lang)
		if err != nil {
			t.Fatal(err)
		}
		say := func(c *catalog, id string) string {
			s, err := c.localize(&goi18n.LocalizeConfig{MessageID: id, PluralCount: 2,
				TemplateData: map[string]any{"head": "a, b", "last": "c", "n": 2}})
			if err != nil {
				t.Errorf("%s %s: %v", lang, id, err)
			}
			return s
		}
		var wg sync.WaitGroup
		got := make([][]string, 8)
		for g := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for _, id := range ids {
					got[g] = append(got[g], say(fresh, id))
				}
			}()
		}
		wg.Wait()
		for i, id := range ids {
			want := say(alone, id)
			for g := range got {
				if got[g][i] != want {
					t.Errorf("%s %s said at once: %q, alone: %q", lang, id, got[g][i], want)
				}
			}
		}
		if len(fresh.pending) != len(alone.pending) {
			t.Errorf("%s: %d messages waiting after saying the same, %d alone", lang, len(fresh.pending), len(alone.pending))
		}
	}
}
