package main

import (
	"io"
	"net/http"
	"net/url"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// served is one start of zooscore serve: what it printed, and its codes.
type served struct {
	cmd               *exec.Cmd
	screen            string
	base, code, short string
}

// serveOn starts zooscore serve on db and reads its codes from the host's
// screen: the join link first, then the short code.
func serveOn(t *testing.T, db string, flags ...string) served {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"serve", "--addr", "127.0.0.1:0", "--db", db}, flags...)...)
	printed := announced(t, cmd)
	link := regexp.MustCompile(`^(http://127\.0\.0\.1:\d+)/join/([a-z2-7]{26})$`).FindStringSubmatch(printed[0])
	screen := strings.Join(printed, "\n")
	short := regexp.MustCompile(`open (http://127\.0\.0\.1:\d+)/join and type the short code (\d{4} \d{4} \d{4})\.`).FindStringSubmatch(screen)
	if link == nil || short == nil || short[1] != link[1] {
		t.Fatalf("no join link first, or no short code:\n%s", screen)
	}
	return served{cmd: cmd, screen: screen, base: link[1], code: link[2], short: short[2]}
}

func (s served) stop(t *testing.T) {
	t.Helper()
	s.cmd.Process.Signal(syscall.SIGTERM)
	if err := s.cmd.Wait(); err != nil {
		t.Fatalf("SIGTERM: %v", err)
	}
}

var noRedirect = &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// get asks for a page with the cookie a phone was given.
func (s served) get(t *testing.T, path string, cookie *http.Cookie) (int, string) {
	t.Helper()
	r, _ := http.NewRequest("GET", s.base+path, nil)
	r.AddCookie(cookie)
	res, err := noRedirect.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

// join types a short code at /join, as a phone that cannot scan does.
func (s served) join(t *testing.T, short string) (int, []*http.Cookie) {
	t.Helper()
	res, err := noRedirect.PostForm(s.base+"/join", url.Values{"code": {short}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode, res.Cookies()
}

// zooscore serve keeps its codes in the database: started again on the
// same file it prints the same join link and short code, says since when,
// and a phone that joined before is still in. --new-code gives new codes:
// the phone's old cookie is refused with the news that there is a new
// code, and the new short code lets it in again.
func TestServeKeepsItsCodeUntilNewCode(t *testing.T) {
	db := pgtest.NewDB(t, "club.db")
	first := serveOn(t, db)
	if strings.Contains(first.screen, "The codes are those of") || strings.Contains(first.screen, "New codes") {
		t.Errorf("the first start says its codes are kept or new:\n%s", first.screen)
	}
	status, cookies := first.join(t, first.short)
	if status != http.StatusSeeOther || len(cookies) != 1 {
		t.Fatalf("joining with the short code: %d %v", status, cookies)
	}
	phone := cookies[0]
	first.stop(t)

	second := serveOn(t, db)
	if second.code != first.code || second.short != first.short || !strings.Contains(second.screen, "The codes are those of ") {
		t.Fatalf("started again: code %s, short code %s, want %s and %s kept, said:\n%s", second.code, second.short, first.code, first.short, second.screen)
	}
	if status, _ := second.get(t, "/history", phone); status != http.StatusOK {
		t.Errorf("the phone that joined before the restart: %d", status)
	}
	second.stop(t)

	third := serveOn(t, db, "--new-code")
	if third.code == first.code || third.short == first.short || !strings.Contains(third.screen, "New codes: the phones that joined with the old ones must join again.") {
		t.Fatalf("--new-code: code %s, short code %s (were %s, %s), said:\n%s", third.code, third.short, first.code, first.short, third.screen)
	}
	if status, body := third.get(t, "/history", phone); status != http.StatusUnauthorized || !strings.Contains(body, "This server has a new code") {
		t.Errorf("the phone's old cookie after --new-code: %d\n%s", status, body)
	}
	if status, _ := third.join(t, first.short); status != http.StatusForbidden {
		t.Errorf("the old short code after --new-code: %d", status)
	}
	status, cookies = third.join(t, third.short)
	if status != http.StatusSeeOther || len(cookies) != 1 {
		t.Fatalf("joining with the new short code: %d %v", status, cookies)
	}
	if status, _ := third.get(t, "/history", cookies[0]); status != http.StatusOK {
		t.Errorf("the phone joined again: %d", status)
	}
	third.stop(t)
}
