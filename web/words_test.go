package web_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

var (
	codeRE = regexp.MustCompile(`(?s)<code[^>]*>.*?</code>|<script.*?</script>|<style.*?</style>`)
	tagRE  = regexp.MustCompile(`(?s)<[^>]*>`)
	// gluedRE finds a colon (or ; ! ?) glued to the word before it.
	gluedRE = regexp.MustCompile(`[\p{L}\p{N})»][:;!?](\s|$)`)
)

// The pages' own words are German or French on a German or French phone:
// no sentence is left in English. (The games' titles are names.) French
// sets its colons off with a space, after a player's name too ("Ann :").
func TestPagesSpeakGermanAndFrench(t *testing.T) {
	s := newSite(t)
	s.openDice()
	for _, g := range []string{"junior", "zoosim"} {
		s.do(s.form("/tables", map[string][]string{"game": {g}, "player": {"Ann", "Bob"}}))
	}
	// Both claim the lion bonus at table 1; a game scored, a game tracked.
	claim := map[string][]string{"enc-lion": {"5"}, "bonus-lion": {"1"}}
	s.do(s.script("/tables/1/seats/0", claim))
	s.do(s.script("/tables/1/seats/1", claim))
	s.do(s.api("POST", "/api/score/dice", diceSheets))
	s.do(s.api("POST", "/api/play/dice", "players: Ann, Bob\nAnn: lion lion coin\nBob: crocodile\n"))
	paths := []string{"/", "/new", "/tables/1", "/tables/1/seats/0", "/tables/2/seats/0", "/tables/3/seats/1",
		"/history", "/leaderboard", "/versus", "/versus?a=Ann&b=Bob", "/games/1", "/games/2", "/games/2/live", "/no/such/page",
		"/players/Ann", "/players/Anne", "/players/Bob?game=junior"}
	for _, lang := range []string{"de", "fr"} {
		for _, path := range paths {
			r := s.get(path)
			r.Header.Set("Accept-Language", lang)
			a := s.do(r)
			if a.status != http.StatusOK && a.status != http.StatusNotFound {
				t.Fatalf("%s %s: %d", lang, path, a.status)
			}
			text := tagRE.ReplaceAllString(codeRE.ReplaceAllString(a.body, " "), " ")
			for _, title := range []string{dice.Title, junior.Title, zoosim.Title} {
				text = strings.ReplaceAll(text, title, " ")
			}
			if found := i18ntest.English(text); len(found) > 0 {
				t.Errorf("%s %s holds English words %v:\n%s", lang, path, found, strings.Join(strings.Fields(text), " "))
			}
			if glued := gluedRE.FindAllString(text, -1); lang == "fr" && len(glued) > 0 {
				t.Errorf("fr %s glues %q to a word:\n%s", path, glued, strings.Join(strings.Fields(text), " "))
			}
		}
	}
}

// TestPagesNameTheGameAsTheCommands: the history, the head to head and the
// game's page name a game by its short name in the language, as the
// commands' tables do, and the head to head says a count of none as a word.
func TestPagesNameTheGameAsTheCommands(t *testing.T) {
	s := newSite(t)
	s.do(s.api("POST", "/api/score/dice", diceSheets))
	for lang, want := range map[string][]string{
		"en": {"<td>Dice Game</td>", "Ann finished ahead once, Bob never, never tied."},
		"de": {"<td>Würfelspiel</td>", "Ann lag einmal vorn, Bob nie, nie gleichauf."},
		"fr": {"<td>Jeu de dés</td>", "Ann a fini devant 1 fois, Bob jamais, jamais à égalité."},
	} {
		r := s.get("/versus?a=Ann&b=Bob")
		r.Header.Set("Accept-Language", lang)
		body := s.do(r).body
		for _, w := range want {
			if !strings.Contains(body, w) {
				t.Errorf("%s /versus: %q not on the page:\n%s", lang, w, body)
			}
		}
	}
}
