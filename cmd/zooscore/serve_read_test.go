package main

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// readCodes are the read link's code and its short code, as the host's
// screen says them.
func readCodes(t *testing.T, s served) (long, short string) {
	t.Helper()
	m := regexp.MustCompile(`To look only \(a TV, a guest\): ` + regexp.QuoteMeta(s.base) + `/join/([a-z2-7]{26}) is the read link; or open ` +
		regexp.QuoteMeta(s.base) + `/join and type its short code (\d{4} \d{4} \d{4})\. It shows every game and enters none\.`).FindStringSubmatch(s.screen)
	if m == nil {
		t.Fatalf("no read link on the host's screen:\n%s", s.screen)
	}
	return m[1], m[2]
}

// zooscore serve prints the read link and its short code beside the join
// link (the join link stays the first line); they are kept in the database
// like the join code: started again, serve prints the same ones and a
// reader that joined before is still in; --new-code replaces them with the
// join code, and the reader's old cookie is told that there is a new code.
func TestServeKeepsTheReadCodeUntilNewCode(t *testing.T) {
	db := pgtest.NewDB(t, "club.db")
	first := serveOn(t, db)
	read, readShort := readCodes(t, first)
	if read == first.code || strings.ReplaceAll(readShort, " ", "") == strings.ReplaceAll(first.short, " ", "") {
		t.Fatalf("the read code is the join code:\n%s", first.screen)
	}
	status, cookies := first.join(t, readShort)
	if status != http.StatusSeeOther || len(cookies) != 1 || cookies[0].Value != read {
		t.Fatalf("joining with the short read code: %d %v", status, cookies)
	}
	tv := cookies[0]
	if status, body := first.get(t, "/leaderboard", tv); status != http.StatusOK || !strings.Contains(body, "This phone joined to read") {
		t.Errorf("the reader's leaderboard: %d", status)
	}
	r, _ := http.NewRequest("POST", first.base+"/api/score/dice", strings.NewReader(`{"players":[]}`))
	r.Header.Set("Authorization", "Bearer "+read)
	res, err := noRedirect.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden || !strings.Contains(string(body), `"rule": "web.read-only"`) {
		t.Errorf("a script with the read code scoring a game: %d %s", res.StatusCode, body)
	}
	first.stop(t)

	second := serveOn(t, db)
	if again, againShort := readCodes(t, second); again != read || againShort != readShort {
		t.Errorf("started again: read code %s %s, want %s %s kept", again, againShort, read, readShort)
	}
	if status, _ := second.get(t, "/history", tv); status != http.StatusOK {
		t.Errorf("the reader that joined before the restart: %d", status)
	}
	second.stop(t)

	third := serveOn(t, db, "--new-code")
	renewed, renewedShort := readCodes(t, third)
	if renewed == read || renewedShort == readShort || third.code == first.code {
		t.Errorf("--new-code kept a code: read %s %s, join %s", renewed, renewedShort, third.code)
	}
	if status, body := third.get(t, "/history", tv); status != http.StatusUnauthorized || !strings.Contains(body, "This server has a new code") {
		t.Errorf("the reader's old cookie after --new-code: %d", status)
	}
	if status, _ := third.join(t, readShort); status != http.StatusForbidden {
		t.Errorf("the old short read code after --new-code: %d", status)
	}
	third.stop(t)
}
