package web_test

import (
	"context"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/store"
)

// A game tracked on the host's computer is followed on a phone, and a phone
// enters the next take as a line of notation, written against the game as
// the phone saw it.
func TestLiveTrackedGame(t *testing.T) {
	s := newSite(t)
	if a := s.do(s.api("POST", "/api/play/dice", "players: Ann, Bob\nAnn: lion lion coin\n")); a.status != 200 {
		t.Fatal(a.body)
	}
	page := s.do(s.get("/games/1/live"))
	if page.status != 200 || !strings.Contains(page.body, "Ann: lion lion coin") || !strings.Contains(page.body, "Round 1: Bob still to take") {
		t.Fatalf("live page: %d\n%s", page.status, page.body)
	}
	seen := regexp.MustCompile(`name="seen" id="seen" value="([^"]+)"`).FindStringSubmatch(page.body)[1]
	live := s.do(s.get("/api/games/1/live")).json(t)
	if live["version"] != seen || live["ended"] != false {
		t.Fatalf("live JSON: %v", live)
	}
	for _, c := range []struct {
		name, line, seen string
		status           int
	}{
		{"a line that cannot be read", "Bob: unicorn", seen, http.StatusBadRequest},
		{"a take of four dice", "Bob: 4 monkey", seen, http.StatusUnprocessableEntity},
		{"a phone that did not see the last change", "Bob: monkey", "stale", http.StatusConflict},
		{"the next take", "Bob: 2 monkey", seen, http.StatusOK},
		{"the same take again, from the old view", "Bob: 2 monkey", seen, http.StatusConflict},
	} {
		a := s.do(s.script("/games/1/entries", url.Values{"line": {c.line}, "seen": {c.seen}}))
		if a.status != c.status {
			t.Errorf("%s: %d, want %d\n%s", c.name, a.status, c.status, a.body)
		}
	}
	entries, _ := s.st.Entries(context.Background(), 1)
	if len(entries) != 2 {
		t.Fatalf("%d entries stored, want 2", len(entries))
	}
	live = s.do(s.get("/api/games/1/live")).json(t)
	if !strings.Contains(live["html"].(string), "Bob: monkey monkey") && !strings.Contains(live["html"].(string), "Bob: 2 monkey") {
		t.Errorf("the board shows Bob's take:\n%s", live["html"])
	}
	// A take that breaks a rule says why, and is not stored.
	a := s.do(s.script("/games/1/entries", url.Values{"line": {"Ann: crocodile crocodile crocodile"}, "seen": {live["version"].(string)}}))
	if a.status != http.StatusOK {
		t.Fatalf("Ann's take in round 2: %d %s", a.status, a.body)
	}
	live = a.json(t)
	a = s.do(s.script("/games/1/entries", url.Values{"line": {"Ann: lion"}, "seen": {live["version"].(string)}}))
	if a.status != http.StatusUnprocessableEntity || !strings.Contains(a.errorRules(t), "dice.took-twice") {
		t.Errorf("Ann takes twice in round 2: %d %s", a.status, a.body)
	}
	// Without scripts the form posts and the page comes back.
	a = s.do(s.form("/games/1/entries", url.Values{"line": {"Bob: elephant"}, "seen": {live["version"].(string)}}))
	if a.status != http.StatusSeeOther {
		t.Errorf("a take posted by a form: %d\n%s", a.status, a.body)
	}
	if entries, _ := s.st.Entries(context.Background(), 1); len(entries) != 4 {
		t.Errorf("%d entries stored, want 4", len(entries))
	}
}

// A phone's line is written against the game as the phone saw it: once
// another window corrected an entry, keeping the script's length and its
// number of entries, the line is refused (409) and nothing is stored over
// the correction.
func TestLiveRefusesALineAfterACorrectionOfTheSameLength(t *testing.T) {
	s := newSite(t)
	ctx := context.Background()
	short, err := os.ReadFile("../scorer/dice/testdata/play/short-game.json")
	if err != nil {
		t.Fatal(err)
	}
	if a := s.do(s.api("POST", "/api/play/dice", string(short))); a.status != 200 {
		t.Fatal(a.body)
	}
	seen := s.do(s.get("/api/games/1/live")).json(t)["version"].(string)

	// Another window: Ann's first take, lion lion coin, was coin lion coin.
	fixed := strings.Replace(string(short), `"lion",`, `"coin",`, 1)
	tr, err := game.Replay("dice", []byte(fixed))
	if err != nil || len(fixed) != len(short) {
		t.Fatalf("the correction: %v", err)
	}
	res, _ := tr.Result()
	sg, _ := s.st.Get(ctx, 1)
	now := store.Game{Game: "dice", Status: game.Status(tr), Input: tr.Script(), Result: res}
	if err := s.st.ReplaceEntries(ctx, 1, sg.Mark, tr.Entries(), now); err != nil {
		t.Fatal(err)
	}
	corrected, _ := s.st.Entries(ctx, 1)

	a := s.do(s.script("/games/1/entries", url.Values{"line": {"Bob: lion"}, "seen": {seen}}))
	if a.status != http.StatusConflict || !strings.Contains(a.errorRules(t), "store.conflict") {
		t.Errorf("a line against the game before the correction: %d %s", a.status, a.body)
	}
	if after, _ := s.st.Entries(ctx, 1); !reflect.DeepEqual(after, corrected) {
		t.Errorf("entries after the refused line:\n%s\nwant\n%s", after, corrected)
	}
}

// A game that has ended takes no line: the page answers 409 with "the game
// is over", stores nothing, and shows no entry form.
func TestLiveRefusesALineAfterTheEnd(t *testing.T) {
	s := newSite(t)
	script, err := os.ReadFile("../scorer/dice/testdata/play/full-game.json")
	if err != nil {
		t.Fatal(err)
	}
	if a := s.do(s.api("POST", "/api/play/dice", string(script))); a.status != 200 {
		t.Fatal(a.body)
	}
	before, _ := s.st.Entries(context.Background(), 1)
	live := s.do(s.get("/api/games/1/live")).json(t)
	if live["ended"] != true {
		t.Fatalf("the game has not ended: %v", live)
	}
	a := s.do(s.script("/games/1/entries", url.Values{"line": {"Ann: lion"}, "seen": {live["version"].(string)}}))
	if a.status != http.StatusConflict || !strings.Contains(a.body, "The game is over.") || !strings.Contains(a.errorRules(t), "store.conflict") {
		t.Errorf("a line after the end: %d %s", a.status, a.body)
	}
	if after, _ := s.st.Entries(context.Background(), 1); len(after) != len(before) {
		t.Errorf("%d entries stored after the end, want %d", len(after), len(before))
	}
	if page := s.do(s.get("/games/1/live")); strings.Contains(page.body, `id="entry"`) || !strings.Contains(page.body, "The game is over.") {
		t.Errorf("the page of an ended game offers a line:\n%s", page.body)
	}
}

// The bonus action the last take of a Junior game earns comes before the
// end: a phone enters it after the game's last take, then the game takes
// nothing more (409, "game ended").
func TestLiveJuniorLastTakeBonusBeforeTheEnd(t *testing.T) {
	s := newSite(t)
	script, err := os.ReadFile("../game/testdata/junior-before-last-take.json")
	if err != nil {
		t.Fatal(err)
	}
	if a := s.do(s.api("POST", "/api/play/junior", string(script))); a.status != 200 {
		t.Fatal(a.body)
	}
	enter := func(line string) answer {
		t.Helper()
		live := s.do(s.get("/api/games/1/live")).json(t)
		return s.do(s.script("/games/1/entries", url.Values{"line": {line}, "seen": {live["version"].(string)}}))
	}
	if a := enter("Bob: giraffe 2, giraffe 2, giraffe 2"); a.status != http.StatusOK {
		t.Fatalf("the last take: %d %s", a.status, a.body)
	}
	live := s.do(s.get("/api/games/1/live")).json(t)
	if live["ended"] != false || !strings.Contains(live["html"].(string), "its bonus action comes before the end") {
		t.Errorf("after the last take, the bonus is to come: ended %v\n%s", live["ended"], live["html"])
	}
	if page := s.do(s.get("/games/1/live")); !strings.Contains(page.body, `id="entry"`) {
		t.Errorf("the page offers no line for the bonus:\n%s", page.body)
	}
	if a := enter("Bob: bonus take Ann wolf 1"); a.status != http.StatusOK {
		t.Fatalf("the bonus after the last take: %d %s", a.status, a.body)
	}
	live = s.do(s.get("/api/games/1/live")).json(t)
	if live["ended"] != true || live["status"] != "finished" {
		t.Errorf("after the bonus the game is over: %v", live)
	}
	if a := enter("Bob: bonus discard wolf"); a.status != http.StatusConflict || !strings.Contains(a.body, "The game is over.") {
		t.Errorf("a second bonus after the end: %d %s", a.status, a.body)
	}
	if entries, _ := s.st.Entries(context.Background(), 1); len(entries) != 16 {
		t.Errorf("%d entries stored, want 16 (the last take and its bonus)", len(entries))
	}
}

// The pages speak the phone's language, or the one chosen on the page.
func TestLanguages(t *testing.T) {
	s := newSite(t)
	r := s.get("/")
	r.Header.Set("Accept-Language", "fr-CH, fr;q=0.9, en;q=0.8")
	if a := s.do(r); !strings.Contains(a.body, `lang="fr"`) || !strings.Contains(a.body, "Nouvelle partie") {
		t.Errorf("a French phone:\n%.600s", a.body)
	}
	a := s.do(s.get("/?lang=de"))
	if !strings.Contains(a.body, "Neues Spiel") {
		t.Errorf("?lang=de:\n%.600s", a.body)
	}
	c := (&http.Response{Header: a.header}).Cookies()
	if len(c) != 1 || c[0].Name != "zooscore_lang" || c[0].Value != "de" {
		t.Fatalf("the choice is kept: %+v", c)
	}
	r = s.get("/history")
	r.AddCookie(c[0])
	r.Header.Set("Accept-Language", "fr")
	if a := s.do(r); !strings.Contains(a.body, "Verlauf") {
		t.Errorf("the chosen language wins over the phone's")
	}
	if a := s.do(s.get("/?lang=xx")); !strings.Contains(a.body, "New game") || len(a.header.Values("Set-Cookie")) != 0 {
		t.Errorf("an unknown language changes nothing")
	}
}
