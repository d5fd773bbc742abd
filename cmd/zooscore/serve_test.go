package main

import (
	"bufio"
	"encoding/json"
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

// zooscore serve prints the join link first, then its QR code and where it
// listens; two phones score a game through it; SIGTERM stops it cleanly,
// and the game is in zooscore history afterwards.
func TestServeScoresAndStopsOnSIGTERM(t *testing.T) {
	db := pgtest.NewDB(t, "club.db")
	cmd := exec.Command(binary, "serve", "--addr", "127.0.0.1:0", "--db", db)
	printed := announced(t, cmd)
	link := regexp.MustCompile(`^http://127\.0\.0\.1:(\d+)/join/([a-z2-7]{26})$`).FindStringSubmatch(printed[0])
	if link == nil {
		t.Fatalf("the first line is not the join link:\n%s", strings.Join(printed, "\n"))
	}
	screen := strings.Join(printed, "\n")
	if !strings.Contains(screen, "▀") || !strings.Contains(screen, "listens on 127.0.0.1:"+link[1]) {
		t.Errorf("no QR code or no line saying where it listens:\n%s", screen)
	}
	base, code := "http://127.0.0.1:"+link[1], link[2]
	client := &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	if res, err := client.Get(base + "/"); err != nil || res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("without the code: %v %v", res, err)
	}
	res, err := client.Get(printed[0])
	if err != nil || res.StatusCode != http.StatusSeeOther || len(res.Cookies()) != 1 {
		t.Fatalf("the join link: %v %v", res, err)
	}
	post := func(path string, v url.Values) *http.Response {
		t.Helper()
		r, _ := http.NewRequest("POST", base+path, strings.NewReader(v.Encode()))
		r.Header.Set("Authorization", "Bearer "+code)
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.Header.Set("Accept", "application/json")
		res, err := client.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res
	}
	post("/tables", url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}})
	post("/tables/1/seats/0", url.Values{"enc-lion": {"5"}, "bonus-lion": {"1"}, "action": {"done"}})
	if res := post("/tables/1/seats/1", url.Values{"enc-monkey": {"3"}, "bonus-monkey": {"1"}, "action": {"done"}}); res.StatusCode != 200 {
		t.Fatalf("Bob's sheet: %d", res.StatusCode)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("SIGTERM: %v", err)
	}
	hist, err := exec.Command(binary, "history", "--json", "--db", db).Output()
	if err != nil {
		t.Fatal(err)
	}
	var h struct {
		Games []struct {
			Game    string
			Players []struct{ Name string }
		}
	}
	if err := json.Unmarshal(hist, &h); err != nil || len(h.Games) != 1 || h.Games[0].Game != "dice" || h.Games[0].Players[0].Name != "Ann" {
		t.Fatalf("history after serve: %s %v", hist, err)
	}
}

// Without --addr a host, serve listens on every network and puts the
// computer's address on the local network in the link (127.0.0.1 when it
// has none, saying so).
func TestServeOnEveryNetwork(t *testing.T) {
	cmd := exec.Command(binary, "serve", "--addr", ":0", "--db", pgtest.NewDB(t, "z.db"))
	printed := announced(t, cmd)
	link := regexp.MustCompile(`^http://([0-9.]+):(\d+)/join/[a-z2-7]{26}$`).FindStringSubmatch(printed[0])
	if link == nil {
		t.Fatalf("the first line is not the join link:\n%s", strings.Join(printed, "\n"))
	}
	screen := strings.Join(printed, "\n")
	switch {
	case link[1] == "127.0.0.1" && !strings.Contains(screen, "no network address the phones could reach"):
		t.Errorf("no network address, and nothing said:\n%s", screen)
	case link[1] != "127.0.0.1" && !strings.Contains(screen, "listens on port "+link[2]+" of every network"):
		t.Errorf("the line saying where it listens:\n%s", screen)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("SIGTERM: %v", err)
	}
}

// announced starts serve and returns what it printed up to the line that
// says how to stop it (the server is then ready); it is killed when the
// test ends, if the test did not stop it.
func announced(t *testing.T, cmd *exec.Cmd) []string {
	t.Helper()
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	lines := bufio.NewScanner(out)
	var printed []string
	for lines.Scan() {
		printed = append(printed, lines.Text())
		if strings.HasPrefix(lines.Text(), "Press Ctrl-C") {
			return printed
		}
	}
	t.Fatalf("serve ended before it said how to stop it:\n%s", strings.Join(printed, "\n"))
	return nil
}
