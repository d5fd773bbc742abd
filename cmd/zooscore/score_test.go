package main

import (
	"strings"
	"testing"
)

// TestScoreGivenAPlayScript: score and check given a play script say to use
// play, and still exit 2 storing nothing.
func TestScoreGivenAPlayScript(t *testing.T) {
	db := t.TempDir() + "/z.db"
	scripts := map[string]string{
		"dice":   `{"players":["Ann","Bob"],"rounds":[[{"player":"Ann","took":["lion"]},{"player":"Bob","took":["coin"]}]]}`,
		"junior": `{"players":["Ann","Bob"],"rounds":[{"takes":[]}]}`,
		"zoosim": `{"players":["Alan","Klaus"],"flagpole":["Alan","Klaus"],"auctions":[]}`,
	}
	for game, script := range scripts {
		for _, verb := range []string{"score", "check"} {
			t.Run(verb+" "+game, func(t *testing.T) {
				code, out, _ := runZooscore(t, on{stdin: script}, verb, game, "--input", "-", "--json", "--db", db)
				r := decode(t, out)
				if code != exitInput || len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Message, "zooscore play "+game+" --input") {
					t.Errorf("exit %d: %s", code, out)
				}
			})
		}
	}
	if _, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db); strings.Contains(out, `"id"`) {
		t.Errorf("something was stored: %s", out)
	}
	// Sheets with a wrong type keep the plain message.
	code, out, _ := runZooscore(t, on{stdin: `{"players":[{"name":"Ann","coins":"3"}]}`}, "check", "dice", "--input", "-", "--json")
	if r := decode(t, out); code != exitInput || strings.Contains(r.Errors[0].Message, "play script") {
		t.Errorf("sheets: exit %d: %s", code, out)
	}
}
