package web_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Names are typed by players and may hold anything a name may: every page
// shows them as text, never as HTML, in every place a name appears.
func TestHostileNamesAreEscaped(t *testing.T) {
	s := newSite(t)
	evil := []string{`<script>alert(1)</script>`, `"><img src=x onerror=alert(2)>`, `{{.CSRF}}' onmouseover='alert(3)`}
	at := s.openDice(evil...)
	for seat := range evil {
		s.do(s.script(at+"/seats/"+string(rune('0'+seat)), url.Values{"enc-monkey": {"3"}, "bonus-monkey": {"1"}, "action": {"done"}}))
	}
	s.do(s.get(at)) // all three claim the monkey bonus: the errors name them
	tableJSON := s.do(s.get("/api/tables/1?seat=0")).body
	fix := url.Values{"enc-monkey": {"3"}, "action": {"done"}}
	s.do(s.script(at+"/seats/1", fix))
	s.do(s.script(at+"/seats/2", fix))
	q := url.Values{"a": {evil[0]}, "b": {evil[1]}}.Encode()
	pages := map[string]string{"table JSON": tableJSON}
	for _, path := range []string{"/", "/new", at, at + "/seats/0", at + "/seats/1", "/history", "/games/1",
		"/leaderboard", "/versus?" + q, "/history?player=" + url.QueryEscape(evil[2])} {
		a := s.do(s.get(path))
		if a.status != http.StatusOK {
			t.Fatalf("GET %s: %d\n%s", path, a.status, a.body)
		}
		pages[path] = a.body
	}
	for where, body := range pages {
		if where == "table JSON" {
			var v struct{ HTML map[string]string }
			if err := json.Unmarshal([]byte(body), &v); err != nil {
				t.Fatal(err)
			}
			body = v.HTML["status"] + v.HTML["mine"] + v.HTML["result"]
		}
		for _, bad := range []string{"<script>alert", "<img src=x", "onmouseover='alert", `"><img`} {
			if strings.Contains(body, bad) {
				t.Errorf("%s holds %q unescaped", where, bad)
			}
		}
		if !strings.Contains(body, "&lt;script&gt;alert(1)&lt;/script&gt;") && where != "/history?player="+url.QueryEscape(evil[2]) {
			t.Errorf("%s does not show the first name as text", where)
		}
	}
	if !strings.Contains(pages["table JSON"], `\u003cscript`) && !strings.Contains(pages["table JSON"], `&lt;script`) {
		t.Errorf("the table's JSON parts show the name as text:\n%s", pages["table JSON"])
	}
}
