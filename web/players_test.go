package web_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestNewGamePointsOutLookAlikes: on both new game forms, a name that
// looks like a player who has played (a Cyrillic "А") brings the form
// back naming both, with the names as typed; the same form sent again
// keeps them; a name in another letter case is that player and passes.
func TestNewGamePointsOutLookAlikes(t *testing.T) {
	s := newSite(t)
	s.openDice("Ann", "Bob") // Ann and Bob have a table...
	a := s.do(s.api("POST", "/api/score/dice", `{"players":[{"name":"Ann"},{"name":"Bob"}]}`))
	if a.status != http.StatusOK { // ...and a stored game
		t.Fatalf("score: %d %s", a.status, a.body)
	}
	for _, path := range []string{"/tables", "/play"} {
		form := url.Values{"game": {"dice"}, "player": {"Аnn", "bob"}}
		a := s.do(s.form(path, form))
		if a.status != http.StatusOK || !strings.Contains(a.body, `&#34;Аnn&#34; looks like &#34;Ann&#34;, who has played before (it has Cyrillic letters`) ||
			strings.Contains(a.body, `&#34;bob&#34;`) || !strings.Contains(a.body, "name=\"names_checked\" value=\"Аnn\nbob\"") || !strings.Contains(a.body, `value="Аnn"`) {
			t.Errorf("POST %s: %d\n%s", path, a.status, a.body)
		}
		form.Set("names_checked", "Аnn\nbob")
		if a := s.do(s.form(path, form)); a.status != http.StatusSeeOther {
			t.Errorf("POST %s again: %d\n%s", path, a.status, a.body)
		}
		form = url.Values{"game": {"dice"}, "player": {"ann", "Bob"}}
		if a := s.do(s.form(path, form)); a.status != http.StatusSeeOther {
			t.Errorf("POST %s in another letter case: %d\n%s", path, a.status, a.body)
		}
	}
}
