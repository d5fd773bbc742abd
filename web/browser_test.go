package web_test

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/web"
)

// updateScreenshot writes the phone-sized screenshot to docs/ for the
// README: go test ./web -run Browser -update-screenshot.
var updateScreenshot = flag.Bool("update-screenshot", false, "write the phone screenshot to docs/serve-phone.png")

// chromium finds Debian's chromium (or another Chrome) to drive, or says
// why the browser test cannot run here.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium on this machine (apt-get install -y chromium): the browser test is skipped; every other test runs")
	return ""
}

// table is a server on a fresh database, and a headless browser that
// opened its join link.
type table struct {
	t       *testing.T
	st      *store.Store
	h       *web.Server
	srv     *httptest.Server
	browser context.Context
	code    string
}

func openTable(t *testing.T) *table {
	exe := chromium(t)
	// A browser test has a server, a file and a browser of its own, and
	// spends most of its time waiting for the pages: two run at once (go
	// test's -parallel is the number of cores), after the other tests.
	t.Parallel()
	st, err := store.Open(pgtest.NewDB(t, "zooscore.db"))
	if err != nil {
		t.Fatal(err)
	}
	code := web.NewCode()
	h, err := web.New(web.Options{Store: st, Code: code, Poll: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	browser, profile, stopBrowser := startChromium(t, exe)
	timed, cancelTime := context.WithTimeout(browser, 3*time.Minute)
	t.Cleanup(func() {
		cancelTime()
		stopBrowser()
		h.Close() // the streams of events end
		srv.Close()
		st.Close()
		removeProfile(profile)
	})
	tb := &table{t: t, st: st, h: h, srv: srv, browser: timed, code: code}
	// The join link sets the cookie for every tab of this browser.
	tb.run(timed, chromedp.Navigate(srv.URL+"/join/"+code), chromedp.WaitVisible(`a.button.primary`))
	return tb
}

// startChromium starts a headless Chromium with a profile of its own, the
// size of a phone. Chromium now and then ends before it is ready when many
// tests start at once (seen once in CI: "chrome failed to start", its log
// saying nothing more than on a good start): it is started again, once,
// with a new profile, before the test fails.
func startChromium(t *testing.T, exe string) (browser context.Context, profile string, stop func()) {
	for try := 1; ; try++ {
		// The profile is removed once the browser is gone: its last
		// processes may still write to it when a test's folders are removed.
		profile, err := os.MkdirTemp("", "zooscore-chromium-")
		if err != nil {
			t.Fatal(err)
		}
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), chromiumOptions(exe, profile)...)
		browser, cancelBrowser := chromedp.NewContext(alloc)
		stop := func() { cancelBrowser(); cancelAlloc() }
		err = chromedp.Do(browser) // starts it
		if err == nil {
			return browser, profile, stop
		}
		stop()
		removeProfile(profile)
		if try == 2 {
			t.Fatalf("chromium did not start, twice: %v", err)
		}
		t.Logf("chromium did not start (%v): starting it again", err)
	}
}

func removeProfile(profile string) {
	for range 20 {
		if os.RemoveAll(profile) == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func chromiumOptions(exe, profile string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true), chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile), chromedp.WindowSize(390, 844),
		chromedp.Flag("lang", "en-US"),
		// Two tabs are two players' phones: neither may be slowed down as a
		// tab in the background.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
	}
}

// action is a step of a test in a tab: chromedp's action that gives no
// value.
type action = chromedp.Action[chromedp.Void]

// into is a step that keeps the value an action gives in *v, so that a
// value can be read among the other steps of a run.
func into[T any](v *T, a chromedp.Action[T]) action {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		got, err := a(ctx, t)
		if err != nil {
			return err
		}
		*v = got
		return nil
	})
}

// command is a step that sends one command of the DevTools protocol to
// the tab.
func command[P, R any](cmd cdp.Command[P, R], params P) action {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cmd, params)
		return err
	})
}

// tab opens a new tab of the same browser (the same cookie) at a path.
func (tb *table) tab(path string) context.Context {
	ctx, _ := chromedp.NewContext(tb.browser)
	tb.run(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(tb.srv.URL+path), chromedp.WaitReady("body"))
	return ctx
}

func (tb *table) run(ctx context.Context, actions ...action) {
	tb.t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		tb.dump(ctx)
		tb.t.Fatal(err)
	}
}

// newGame starts a table from the new game's page, as a phone does.
func (tb *table) newGame(g string, players ...string) string {
	ctx := tb.tab("/new")
	acts := []action{chromedp.Click(`label[for="game-` + g + `"]`)}
	for i, p := range players {
		acts = append(acts, chromedp.SendKeys(fmt.Sprintf("#player-%d", i), p))
	}
	var at string
	tb.run(ctx, acts...)
	tb.screenshot(ctx, "serve-phone-new-"+g+".png", false)
	tb.run(ctx, press(`#new-table button[type=submit]`), chromedp.WaitVisible(`ul.seats`), into(&at, chromedp.Location()))
	return strings.TrimPrefix(at, tb.srv.URL)
}

// tap taps the spaces of a sheet (their labels), each brought to the
// middle of the screen first, as a thumb does: the page's buttons stay at
// the bottom of the screen.
func tap(ids ...string) action {
	var acts []action
	for _, id := range ids {
		sel := `label[for="` + id + `"]`
		acts = append(acts, middle(sel), chromedp.Click(chromedp.CSS(sel)))
	}
	return chromedp.Steps(acts...)
}

func middle(sel string) action {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%q).scrollIntoView({block: "center"})`, sel))
}

// press presses a button of the page.
func press(sel string) action {
	// Waited for first: a page that follows its game may draw its panel
	// again just then, and the element must be there to be brought up.
	return chromedp.Steps(chromedp.WaitVisible(chromedp.CSS(sel)), middle(sel), chromedp.Click(chromedp.CSS(sel)))
}

// choose sets a select or a number field as a player does: the page hears
// the change.
func choose(id, value string) action {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.value = %q;
		e.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, id, value))
}

// shows waits until the page's text holds s.
func shows(s string) action {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		var text string
		for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			var err error
			if text, err = chromedp.Evaluate[string](`document.body.innerText`)(ctx, t); err != nil {
				return err
			}
			if strings.Contains(text, s) {
				return nil
			}
		}
		return fmt.Errorf("the page never showed %q; it shows:\n%s", s, text)
	})
}

// flags waits until the page shows a note of the rule: the rule's id is
// not shown to players, it is the note's title.
func flags(rule string) action {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		js := fmt.Sprintf(`document.querySelectorAll('.note[title^=%q]').length`, rule)
		for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			n, err := chromedp.Evaluate[int](js)(ctx, t)
			if err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
		}
		text, _ := chromedp.Evaluate[string](`document.body.innerText`)(ctx, t)
		return fmt.Errorf("the page never showed a note of %s; it shows:\n%s", rule, text)
	})
}

// scoresShow waits until the page's scores show every one of wants. It
// reads the section again and again: the page's script may put it in
// place after the words that announce it, and a section replaced while it
// is read reads empty.
func scoresShow(wants ...string) action {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		var text string
		for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			var err error
			if text, err = chromedp.Evaluate[string](`(document.getElementById("scores") || {}).innerText || ""`)(ctx, t); err != nil {
				return err
			}
			missing := slices.IndexFunc(wants, func(w string) bool { return !strings.Contains(text, w) })
			if missing < 0 {
				return nil
			}
		}
		return fmt.Errorf("the scores never showed all of %q; they show:\n%s", wants, text)
	})
}

// together runs each tab's actions at the same time, as players at a table.
func (tb *table) together(work map[context.Context]action) {
	tb.t.Helper()
	var wg sync.WaitGroup
	errs := make(chan error, len(work))
	for ctx, acts := range work {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- chromedp.Do(ctx, acts)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			for ctx := range work {
				tb.dump(ctx)
			}
			tb.t.Fatal(err)
		}
	}
}

// dump logs what a tab shows, to see why a test failed.
func (tb *table) dump(ctx context.Context) {
	// A context whose browser did not start is not run again: chromedp
	// would start a second browser for it, and panic ("close of closed
	// channel") when both have ended, which stops every test and hides
	// the error that says why the browser did not start.
	if c := chromedp.FromContext(ctx); c == nil || c.Browser == nil {
		tb.t.Log("the browser did not start: no page to show")
	} else {
		var text, at string
		short, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		chromedp.Do(short, into(&at, chromedp.Location()), into(&text, chromedp.Evaluate[string](`document.body.innerText`)))
		tb.t.Logf("%s shows:\n%s", at, text)
	}
	if t, err := tb.st.Table(context.Background(), 1); err == nil {
		for _, sh := range t.Sheets {
			tb.t.Logf("stored: seat %d done %v: %s", sh.Seat, sh.Done, sh.Draft)
		}
	}
}

func (tb *table) stored(want int) []store.Summary {
	tb.t.Helper()
	games, err := tb.st.History(context.Background(), store.Filter{})
	if err != nil || len(games) != want {
		tb.t.Fatalf("%d games stored, want %d (%v)", len(games), want, err)
	}
	return games
}

// Two players fill in their Dice Game sheets in two tabs at once, both
// claim the lion bonus, see the error on both phones, fix it, and see the
// scores; the game is stored once.
func TestBrowserDiceTwoPhones(t *testing.T) {
	tb := openTable(t)
	at := tb.newGame("dice", "Ann", "Bob")
	ann, bob := tb.tab(at+"/seats/0"), tb.tab(at+"/seats/1")
	tb.together(map[context.Context]action{
		ann: tap("enc-lion-5", "bonus-lion", "enc-crocodile-1", "bonus-crocodile", "enc-monkey-2", "coins-2"),
		bob: tap("enc-lion-5", "bonus-lion", "enc-ostrich-2", "bonus-ostrich", "enc-elephant-3", "enc-crocodile-1", "barn-crocodile"),
	})
	tb.together(map[context.Context]action{
		ann: flags("dice.bonus-claimed-twice"),
		bob: flags("dice.bonus-claimed-twice"),
	})
	tb.screenshot(ann, "serve-phone.png", true)
	// Bob was second to fill the lion enclosure: he uncrosses the hex.
	tb.together(map[context.Context]action{
		bob: chromedp.Steps(tap("bonus-lion"), press(`#done`)),
		ann: press(`#done`),
	})
	tb.together(map[context.Context]action{ann: shows("Winner: Ann"), bob: shows("Winner: Ann")})
	tb.run(bob, scoresShow("Ann", "Bob", "lion"))
	tb.stored(1)
	tb.screenshot(bob, "serve-phone-scores.png", false)
	board := tb.tab("/leaderboard")
	tb.run(board, shows("Ann"))
	tb.screenshot(board, "serve-phone-leaderboard.png", false)
}

// screenshot keeps the phone-sized page as a test artefact (and, with
// -update-screenshot, as the README's picture).
func (tb *table) screenshot(ctx context.Context, name string, forREADME bool) {
	tb.screenshotAt(ctx, name, "", forREADME)
}

// screenshotAt is screenshot with the page scrolled to the element sel
// ("" for the top of the page).
func (tb *table) screenshotAt(ctx context.Context, name, sel string, forREADME bool) {
	var png []byte
	// Only the tab in front is drawn: a screenshot of another would wait.
	front := command(page.BringToFront, cdp.Empty{})
	scroll := `window.scrollTo(0, 0)`
	if sel != "" {
		scroll = fmt.Sprintf(`document.querySelector(%q).scrollIntoView({block: "start"})`, sel)
	}
	tb.run(ctx, front, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)), chromedp.Evaluate[chromedp.Void](scroll),
		into(&png, chromedp.CaptureScreenshot()))
	dir := os.Getenv("ZOOSCORE_ARTEFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "zooscore-artefacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		tb.t.Fatal(err)
	}
	out := filepath.Join(dir, name)
	if err := os.WriteFile(out, png, 0o644); err != nil {
		tb.t.Fatal(err)
	}
	tb.t.Logf("screenshot of the phone page: %s", out)
	if *updateScreenshot && forREADME {
		if err := os.WriteFile(filepath.Join("..", "docs", name), png, 0o644); err != nil {
			tb.t.Fatal(err)
		}
	}
}

// typeIn types a number into a field of the sheet, as a phone's keyboard
// does.
func typeIn(id, value string) action {
	sel := "#" + id
	return chromedp.Steps(middle(sel), chromedp.SetValue(chromedp.CSS(sel), ""), chromedp.SendKeys(chromedp.CSS(sel), value))
}

// Two players enter their Junior zoos at once; together they hold more
// llamas than the box has, which both phones are told; a fix, and the
// scores.
func TestBrowserJuniorTwoPhones(t *testing.T) {
	longtest.Heavy(t)
	tb := openTable(t)
	at := tb.newGame("junior", "Ann", "Bob")
	ann, bob := tb.tab(at+"/seats/0"), tb.tab(at+"/seats/1")
	tb.together(map[context.Context]action{
		ann: chromedp.Steps(choose("e1-animal", "llama"), tap("e1-animals-6"), choose("e2-animal", "impala"), tap("e2-animals-4"),
			press(`#e2-pond + button.step`)),
		// Nobody has a wolf yet: Bob chooses the kind of a row of his barn.
		bob: chromedp.Steps(choose("e1-animal", "llama"), tap("e1-animals-6"), choose("barnx-0-kind", "wolf"),
			press(`#barnx-0 + button.step`), press(`#barnx-0 + button.step`)),
	})
	tb.together(map[context.Context]action{ann: flags("junior.animal-supply"), bob: flags("junior.animal-supply")})
	tb.screenshot(bob, "serve-phone-junior.png", false)
	tb.together(map[context.Context]action{
		bob: chromedp.Steps(tap("e1-animals-5"), shows("No rule broken so far."), press(`#done`)),
		ann: chromedp.Steps(shows("No rule broken so far."), press(`#done`)),
	})
	tb.together(map[context.Context]action{ann: shows("Winner: Ann"), bob: shows("Winner: Ann")})
	tb.run(ann, scoresShow("18 points", "6 points", "pond"))
	tb.stored(1)
}

// Two players enter their ZooSim years; both claim 2 trees in year 1,
// which only one zoo can have; a fix, and the scores so far (two years of
// five: the game is stored as in progress).
func TestBrowserZooSimTwoPhones(t *testing.T) {
	longtest.Heavy(t)
	tb := openTable(t)
	at := tb.newGame("zoosim", "Ann", "Bob")
	ann, bob := tb.tab(at+"/seats/0"), tb.tab(at+"/seats/1")
	tb.together(map[context.Context]action{
		ann: chromedp.Steps(tap("years-2"), typeIn("y1-visitors", "3"), typeIn("y1-trees", "2"),
			typeIn("y2-visitors", "4"), typeIn("y2-trees", "2"), typeIn("y2-benches", "1")),
		bob: chromedp.Steps(tap("years-2"), typeIn("y1-visitors", "2"), typeIn("y1-trees", "2"), typeIn("y1-benches", "1"),
			typeIn("y2-visitors", "3"), typeIn("y2-trees", "1"), typeIn("y2-benches", "2")),
	})
	tb.together(map[context.Context]action{ann: flags("zoosim.trees-per-year"), bob: flags("zoosim.trees-per-year")})
	tb.screenshot(ann, "serve-phone-zoosim.png", false)
	tb.together(map[context.Context]action{
		// Bob taps the minus before his year 1 trees.
		bob: chromedp.Steps(press(`.stepper:has(#y1-trees) button[data-step="-1"]`), shows("No rule broken so far."), press(`#done`)),
	})
	tb.together(map[context.Context]action{ann: chromedp.Steps(shows("No rule broken so far."), press(`#done`))})
	tb.together(map[context.Context]action{ann: shows("Leading so far: Ann"), bob: shows("Leading so far: Ann")})
	games := tb.stored(1)
	if games[0].Status != "in-progress" || games[0].Players[0].Total != 19 || games[0].Players[1].Total != 16 {
		t.Errorf("stored: %+v", games[0])
	}
	// A phone the server no longer knows (as after a restart, whose code
	// is new, and whose streams of events ended) says so instead of going
	// quiet.
	forget := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		tb.h.Close()
		_, err := cdp.Call(ctx, t, network.ClearBrowserCookies, cdp.Empty{})
		return err
	})
	tb.run(ann, forget, shows("This page has lost the server"))
}

// A game tracked on the host's computer is followed on two phones; one
// enters the next take in notation (the fast way, behind its summary), in
// German words, and the other sees it.
func TestBrowserFollowsATrackedGame(t *testing.T) {
	tb := openTable(t)
	g, script, err := game.ReadScript(nil, "dice", []byte("players: Ann, Bob\nAnn: lion lion coin\n"))
	if err != nil {
		t.Fatal(err)
	}
	res, _ := g.Result()
	id, err := tb.st.SaveTracked(context.Background(), store.Game{Game: "dice", Status: "in-progress", Input: script, Result: res}, g.Entries())
	if err != nil {
		t.Fatal(err)
	}
	path := fmt.Sprintf("/games/%d/live", id)
	ann, bob := tb.tab(path), tb.tab(path)
	tb.run(ann, shows("Round 1: Bob still to take"))
	tb.run(bob, press(`details.by-line summary`), middle("#line"), chromedp.SendKeys(chromedp.CSS("#line"), "Bob: Affe Affe"), press(`#entry button[type=submit]`),
		shows("Bob: monkey monkey"))
	tb.run(ann, shows("Bob: monkey monkey"), shows("Round 2"))
	entries, err := tb.st.Entries(context.Background(), id)
	if err != nil || len(entries) != 2 {
		t.Fatalf("%d entries stored (%v)", len(entries), err)
	}
	tb.screenshot(ann, "serve-phone-live.png", false)
}

// The new game's page shows a fifth seat only for Junior: the Dice Game
// and ZooSim take 4 players at most. A seat that holds a name stays shown.
func TestBrowserFifthSeatOnlyForJunior(t *testing.T) {
	tb := openTable(t)
	ctx := tb.tab("/new")
	hidden := func() bool {
		var h bool
		tb.run(ctx, into(&h, chromedp.Evaluate[bool](`document.getElementById("player-4").hidden`)))
		return h
	}
	for _, c := range []struct {
		game   string
		hidden bool
	}{{"dice", true}, {"junior", false}, {"zoosim", true}} {
		tb.run(ctx, chromedp.Click(`label[for="game-`+c.game+`"]`))
		if got := hidden(); got != c.hidden {
			t.Errorf("%s: the fifth seat hidden %v, want %v", c.game, got, c.hidden)
		}
	}
	tb.run(ctx, chromedp.Click(`label[for="game-junior"]`), chromedp.SendKeys("#player-4", "Eve"), chromedp.Click(`label[for="game-dice"]`))
	if hidden() {
		t.Error("the fifth seat, holding a name, was hidden when the Dice Game was chosen")
	}
}
