package web_test

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// The pages on phones: every page at the widths of the common phones, in
// every language, fits the screen, keeps its targets apart and big enough
// for a thumb, keeps the sticky bar of a sheet short and off what is
// tapped, and has no accessibility fault axe-core finds. One browser, a
// tab for each language, goes through the whole matrix.

// phone is a phone's screen in CSS pixels.
type phone struct{ width, height int64 }

// phones are the common widths: small Androids, iPhones 12 to 15, Pixels.
var phones = []phone{{360, 740}, {390, 844}, {412, 915}}

// layoutJS checks the page as laid out and returns what is wrong; see
// testdata/layout.js.
//
//go:embed testdata/layout.js
var layoutJS string

// axePath is axe-core as npm installs it (npm ci in testdata/axe).
var axePath = filepath.Join("testdata", "axe", "node_modules", "axe-core", "axe.min.js")

// axeTags are the rules axe runs: WCAG 2.0, 2.1 and 2.2, levels A and AA.
const axeTags = `["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]`

// pageCase is a page of the matrix.
type pageCase struct {
	name, path string
}

// layoutSite fills a fresh table's database with something of everything
// the pages show: tables being entered of each game with broken rules on
// them, a table scored, finished games over some months, a tracked game.
func layoutSite(t *testing.T, tb *table) []pageCase {
	ctx := context.Background()
	st := tb.st
	open := func(g string, names []string, settings string, sheets ...string) int64 {
		var set json.RawMessage
		if settings != "" {
			set = json.RawMessage(settings)
		}
		id, err := st.OpenTable(ctx, g, names, set)
		if err != nil {
			t.Fatal(err)
		}
		for seat, sh := range sheets {
			if sh == "" {
				continue
			}
			if _, err := st.SaveSheet(ctx, id, seat, json.RawMessage(sh), false); err != nil {
				t.Fatal(err)
			}
		}
		return id
	}
	// Both claim the lion's and the crocodile's bonus hex, and Ann's barn
	// holds a monkey her enclosure does not: broken rules for her and for
	// the table, the longest the sheet's bar gets.
	dice := open("dice", []string{"Ann", "Bob"}, "",
		`{"enclosures": {"crocodile": 1, "monkey": 2, "lion": 5}, "bonus": ["crocodile", "lion"], "coins": 3, "barn": ["monkey"]}`,
		`{"enclosures": {"crocodile": 1, "ostrich": 2, "lion": 5}, "bonus": ["crocodile", "lion", "ostrich"], "coins": 1, "barn": []}`)
	junior := open("junior", []string{"Ann", "Bob"}, "",
		`{"enclosures": [{"animal": "llama", "animals": 6, "offspring": 0, "landscapes": []}, {"animal": "impala", "animals": 4, "offspring": 0, "landscapes": ["pond"]}],
		  "barn": {"animals": {"wolf": 2}, "offspring": {}, "landscapes": {"rock": 1}}}`,
		`{"enclosures": [{"animal": "llama", "animals": 6, "offspring": 0, "landscapes": []}], "barn": {"animals": {"meerkat": 1}, "offspring": {}, "landscapes": {}}}`)
	zoosim := open("zoosim", []string{"Ann", "Bob", "Cy"}, "",
		`{"years": [{"visitors": 3, "trees": 2, "benches": 0}, {"visitors": 4, "trees": 2, "benches": 1}]}`,
		`{"years": [{"visitors": 2, "trees": 2, "benches": 1}]}`)
	// A table scored: every sheet complete.
	scored := open("dice", []string{"Ann", "Bob"}, "")
	for seat, sh := range []string{
		`{"enclosures": {"crocodile": 1, "ostrich": 2, "monkey": 3, "elephant": 4, "lion": 5}, "bonus": ["crocodile", "ostrich", "monkey"], "coins": 4, "barn": []}`,
		`{"enclosures": {"elephant": 4, "lion": 5}, "bonus": ["elephant", "lion"], "coins": 2, "barn": ["lion"]}`,
	} {
		if _, err := st.SaveSheet(ctx, scored, seat, json.RawMessage(sh), true); err != nil {
			t.Fatal(err)
		}
	}
	// The table is scored when a phone looks at it.
	tb.run(tb.browser, chromedp.Navigate(fmt.Sprintf("%s/tables/%d", tb.srv.URL, scored)), chromedp.WaitVisible(`#scores`))

	// Finished games over three months, a long name among the players.
	day := time.Date(2026, 8, 4, 20, 0, 0, 0, time.Local)
	var last int64
	for i, players := range [][]string{{"Ann", "Cy"}, {"Cy", "Ann", "Bob"}, {"Ann", "Cy", "Maximiliane"}, {"Bob", "Ann", "Cy"}, {"Ann", "Bob"}, {"Maximiliane", "Cy"}} {
		in := fmt.Sprintf(`{"players": [%s]}`, strings.Join(diceFinished(players), ", "))
		res, err := game.Score("dice", []byte(in))
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		last, err = st.Save(ctx, store.Game{Game: "dice", Status: game.SheetStatus(res), PlayedAt: day.AddDate(0, 0, 13*i), Input: []byte(in), Result: res})
		if err != nil {
			t.Fatal(err)
		}
	}
	g, script, err := game.ReadScript(nil, "dice", []byte("players: Ann, Bob\nAnn: lion lion coin\n"))
	if err != nil {
		t.Fatal(err)
	}
	res, _ := g.Result()
	tracked, err := st.SaveTracked(ctx, store.Game{Game: "dice", Status: "in-progress", Input: script, Result: res}, g.Entries())
	if err != nil {
		t.Fatal(err)
	}
	return []pageCase{
		{"home", "/"},
		{"new", "/new"},
		{"table", fmt.Sprintf("/tables/%d", dice)},
		{"dice-sheet", fmt.Sprintf("/tables/%d/seats/0", dice)},
		{"junior-sheet", fmt.Sprintf("/tables/%d/seats/0", junior)},
		{"zoosim-sheet", fmt.Sprintf("/tables/%d/seats/0", zoosim)},
		{"scored-table", fmt.Sprintf("/tables/%d", scored)},
		{"scored-sheet", fmt.Sprintf("/tables/%d/seats/1", scored)},
		{"live", fmt.Sprintf("/games/%d/live", tracked)},
		{"history", "/history"},
		{"game", fmt.Sprintf("/games/%d", last)},
		{"leaderboard", "/leaderboard"},
		{"versus-empty", "/versus"},
		{"versus", "/versus?a=Ann&b=Cy"},
		{"versus-long-name", "/versus?a=Maximiliane&b=Cy"},
		{"not-found", "/no/such/page"},
		{"no-game", "/games/999999"},
		{"player", "/players/Ann"},
		{"player-long-name", "/players/Maximiliane?game=dice"},
	}
}

// diceFinished are finished Dice sheets, the first player best.
func diceFinished(players []string) []string {
	var out []string
	for j, name := range players {
		monkeys := 3 - min(j, 3)
		bonus := `[]`
		if j == 0 {
			bonus = `["lion", "monkey"]`
		}
		out = append(out, fmt.Sprintf(`{"name": %q, "enclosures": {"lion": 5, "monkey": %d, "elephant": %d}, "bonus": %s, "coins": %d, "barn": []}`,
			name, monkeys, 4-min(j, 4), bonus, 6-2*min(j, 3)))
	}
	return out
}

// pageFault is one thing wrong with a page at a width and in a language.
type pageFault struct {
	Page, Lang string
	Width      int64
	What       string
}

// checkPages loads every page in every language at every phone width,
// each language in its own tab of one browser, and runs the layout
// checks and (when axe is true) axe-core on it.
func checkPages(t *testing.T, tb *table, pages []pageCase, axe string) []pageFault {
	var (
		mu     sync.Mutex
		faults []pageFault
		wg     sync.WaitGroup
	)
	for _, lang := range []string{"en", "de", "fr"} {
		// A tab is closed when done: the browser keeps 6 connections to a
		// server, and every page that follows a table holds one open.
		ctx, closeTab := chromedp.NewContext(tb.browser)
		defer closeTab()
		// The phone's language, as its browser says it: no ?lang= (whose
		// cookie every tab would share).
		tb.run(ctx, command(network.Enable, network.EnableParams{}),
			command(network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": lang}}))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, ph := range phones {
				for _, p := range pages {
					found, err := checkPage(ctx, tb.srv.URL, p, ph, lang, axe)
					if err != nil {
						found = []string{"could not be checked: " + err.Error()}
					}
					mu.Lock()
					for _, f := range found {
						faults = append(faults, pageFault{p.name, lang, ph.width, f})
					}
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	return faults
}

func checkPage(ctx context.Context, base string, p pageCase, ph phone, lang, axe string) ([]string, error) {
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	var found []string
	var htmlLang string
	err := chromedp.Do(ctx,
		chromedp.EmulateViewport(ph.width, ph.height),
		chromedp.Navigate(base+p.path),
		chromedp.WaitReady("body"),
		into(&htmlLang, chromedp.Evaluate[string](`document.documentElement.lang`)),
		into(&found, chromedp.Evaluate[[]string](layoutJS, chromedp.EvalAwaitPromise)),
	)
	if htmlLang != lang {
		found = append(found, fmt.Sprintf("<html lang=%q> on a page in %s", htmlLang, lang))
	}
	if err != nil || axe == "" {
		return found, err
	}
	var violations []string
	err = chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](axe),
		into(&violations, chromedp.Evaluate[[]string](`axe.run(document, {runOnly: {type: "tag", values: `+axeTags+`}, resultTypes: ["violations"]}).then(r =>
			r.violations.map(v => v.id + " (" + v.impact + "): " + v.help + " at " + v.nodes.slice(0, 4).map(n => n.target.join(" ")).join(", ")))`,
			chromedp.EvalAwaitPromise)),
	)
	return append(found, violations...), err
}

// readAxe reads axe-core, or says (as a skipped subtest "axe-core") that
// the accessibility checks are skipped and how to install it.
func readAxe(t *testing.T) string {
	src, err := os.ReadFile(axePath)
	if err != nil {
		t.Run("axe-core", func(t *testing.T) {
			t.Skipf("axe-core is not installed (%v): the accessibility checks are skipped, the layout checks run; install it with: cd web/testdata/axe && npm ci", err)
		})
		return ""
	}
	return string(src)
}

// Every page at 360, 390 and 412 px, in English, German and French: no
// sideways scrolling, no two targets overlapping, every target at least
// 44 by 44 px, a tap on a target lands on it (the sheet's sticky bar
// never covers it), the sticky bar at most a quarter of the screen with
// its problems to open in full, and no violation of WCAG 2.2 A and AA that
// axe-core finds.
func TestBrowserPagesFitPhones(t *testing.T) {
	longtest.Heavy(t)
	layoutOnly(t)
	tb := openTable(t)
	axe := readAxe(t)
	start := time.Now()
	// The empty home page first, before there is anything to list.
	faults := checkPages(t, tb, []pageCase{{"empty-home", "/"}}, axe)
	pages := layoutSite(t, tb)
	faults = append(faults, checkPages(t, tb, pages, axe)...)
	for _, f := range faults {
		t.Errorf("%s (%s, %d px): %s", f.Page, f.Lang, f.Width, f.What)
	}
	t.Logf("%d pages x %d widths x 3 languages checked in %s (axe-core: %v)", len(pages)+1, len(phones), time.Since(start).Round(time.Millisecond), axe != "")
	// The phone pictures of docs/serve.md (-update-screenshot), in a tab
	// of their own.
	shots, closeTab := chromedp.NewContext(tb.browser)
	defer closeTab()
	for _, shot := range []struct{ name, path, at string }{
		{"serve-phone-dice.png", pages[3].path, ""},
		{"serve-phone-dice-barn.png", pages[3].path, `fieldset[data-animal="lion"]`},
		{"serve-phone-junior-barn.png", pages[4].path, "fieldset.barn"},
		{"serve-phone-scored.png", pages[7].path, ""},
		{"serve-phone-leaderboard.png", pages[11].path, ""},
		{"serve-phone-chart.png", pages[11].path, "figure.chart"},
		{"serve-phone-versus.png", pages[13].path, "main"},
	} {
		tb.run(shots, chromedp.Navigate(tb.srv.URL+shot.path), chromedp.WaitReady("body"))
		tb.screenshotAt(shots, shot.name, shot.at, true)
	}
}

// Without the page's script the sheet still works: its counts are plain
// number fields (no − and + that would do nothing), the page says that
// Save stores the sheet (not that every change is saved at once), and the
// form posts what was typed.
func TestBrowserSheetWithoutScript(t *testing.T) {
	tb := openTable(t)
	id, err := tb.st.OpenTable(context.Background(), "junior", []string{"Ann", "Bob"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, closeTab := chromedp.NewContext(tb.browser)
	defer closeTab()
	path := fmt.Sprintf("/tables/%d/seats/0", id)
	var steps int
	var said string
	tb.run(ctx, command(emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}), chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(tb.srv.URL+path), chromedp.WaitReady("#sheet"),
		into(&steps, chromedp.Evaluate[int](`document.querySelectorAll("button.step").length`)),
		into(&said, chromedp.Evaluate[string](`document.body.innerText`)))
	if steps != 0 || !strings.Contains(said, "Tap Save to store your sheet") || strings.Contains(said, "Every change is saved") {
		t.Errorf("without the script: %d − and + buttons; the page says:\n%s", steps, said)
	}
	tb.run(ctx, chromedp.SetValue(chromedp.CSS("#e1-animal"), "llama"), tap("e1-animals-3"),
		typeIn("e1-pond", "2"), press(`button[value=save]`))
	// The form is posted, and the page comes back with the sheet stored.
	want := `{"animal":"llama","animals":3,"offspring":0,"landscapes":["pond","pond"]}`
	var draft string
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end) && !strings.Contains(draft, want); time.Sleep(100 * time.Millisecond) {
		table, err := tb.st.Table(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		draft = string(table.Sheets[0].Draft)
	}
	if !strings.Contains(draft, want) {
		t.Errorf("the sheet posted without the script was stored as %s", draft)
	}
}

// layoutOnly skips t in the run of the tests on PostgreSQL: it checks how
// pages are laid out, which the database does not change, and costs
// minutes of a browser's time (it runs in every run on SQLite).
func layoutOnly(t *testing.T) {
	t.Helper()
	if pgtest.On() {
		t.Skip("the layout of the pages: checked in the run on SQLite")
	}
}
