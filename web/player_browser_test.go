package web_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/store"
)

// playerSeason stores a season of a club: Dice Games every week from
// August to November among Ann, Bob, Cy and Maximiliane (Ann wins most,
// the points vary), and two Junior games.
func playerSeason(t *testing.T, st *store.Store) {
	t.Helper()
	day := time.Date(2026, 8, 4, 20, 0, 0, 0, time.Local)
	tables := [][]string{{"Ann", "Bob", "Cy"}, {"Bob", "Ann"}, {"Ann", "Maximiliane", "Cy"}, {"Cy", "Ann", "Bob"},
		{"Ann", "Bob"}, {"Ann", "Cy", "Bob", "Maximiliane"}, {"Maximiliane", "Ann"}, {"Ann", "Bob", "Cy"}}
	for i := range 14 {
		players := tables[i%len(tables)]
		var sheets []string
		for j, name := range players {
			points := 15 - 3*j - (i*7)%4 // the winner 12 to 15, the others less
			sheets = append(sheets, pointsSheet(name, points))
		}
		save(t, st, "dice", `{"players": [`+strings.Join(sheets, ", ")+`]}`, day.AddDate(0, 0, 8*i))
	}
	junior, err := os.ReadFile("../scorer/junior/testdata/scoring-example.json")
	if err != nil {
		t.Fatal(err)
	}
	for i, names := range [][2]string{{"Ann", "Bob"}, {"Cy", "Ann"}} {
		in := strings.NewReplacer(`" Bridget "`, fmt.Sprintf("%q", names[0]), `"Carl"`, fmt.Sprintf("%q", names[1])).Replace(string(junior))
		save(t, st, "junior", in, day.AddDate(0, 0, 30+40*i))
	}
}

// pointsSheet is a Dice Game sheet worth points: spaces crossed from the
// lion's enclosure down, no bonus hex, no coin.
func pointsSheet(name string, points int) string {
	var parts []string
	for _, e := range []struct {
		animal string
		spaces int
	}{{"lion", 5}, {"elephant", 4}, {"monkey", 3}, {"ostrich", 2}, {"crocodile", 1}} {
		n := min(max(points, 0), e.spaces)
		points -= n
		parts = append(parts, fmt.Sprintf("%q: %d", e.animal, n))
	}
	return fmt.Sprintf(`{"name": %q, "enclosures": {%s}}`, name, strings.Join(parts, ", "))
}

func save(t *testing.T, st *store.Store, kind, in string, at time.Time) {
	t.Helper()
	res, err := game.Score(kind, []byte(in))
	if err != nil {
		t.Fatalf("%s %s: %v", kind, in, err)
	}
	if _, err := st.Save(context.Background(), store.Game{Game: kind, Status: game.SheetStatus(res), PlayedAt: at, Input: []byte(in), Result: res}); err != nil {
		t.Fatal(err)
	}
}

// A phone opens the leaderboard, taps Ann, and reads her page: her games,
// her rating in words, head to head and a chart for each game. At 390 px
// in English, German and French it fits (nothing scrolls sideways, no
// target too small or covered) and axe-core finds no accessibility fault;
// a name nobody played under offers the close names.
func TestBrowserPlayerPage(t *testing.T) {
	longtest.Heavy(t)
	tb := openTable(t)
	axe := readAxe(t)
	playerSeason(t, tb.st)
	board := tb.tab("/leaderboard")
	var at string
	tb.run(board, press(`a.name[href="/players/Ann"]`), chromedp.WaitVisible(`figure.chart svg`), into(&at, chromedp.Location()))
	if !strings.HasSuffix(at, "/players/Ann") {
		t.Fatalf("tapping Ann on the leaderboard opened %s", at)
	}
	tb.run(board, shows("16 finished games"), shows("Most often beaten: Bob"), shows("Points and rating over time"))
	var charts int
	tb.run(board, into(&charts, chromedp.Evaluate[int](`document.querySelectorAll("figure.chart svg[role=img]").length`)))
	if charts != 2 {
		t.Errorf("%d charts, want one for the Dice Game and one for Junior", charts)
	}
	tb.screenshot(board, "serve-player.png", true)
	tb.screenshotAt(board, "serve-player-chart.png", "#charts", true)

	for _, lang := range []string{"en", "de", "fr"} {
		ctx, closeTab := chromedp.NewContext(tb.browser)
		tb.run(ctx, command(network.Enable, network.EnableParams{}),
			command(network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": lang}}))
		for _, p := range []pageCase{{"player", "/players/Ann"}, {"player-dice", "/players/maximiliane?game=dice"}, {"player-unknown", "/players/Anne"}} {
			faults, err := checkPage(ctx, tb.srv.URL, p, phone{390, 844}, lang, axe)
			if err != nil {
				t.Errorf("%s (%s): %v", p.name, lang, err)
			}
			for _, f := range faults {
				t.Errorf("%s (%s, 390 px): %s", p.name, lang, f)
			}
		}
		closeTab()
	}
	unknown := tb.tab("/players/Anne")
	tb.run(unknown, shows("Nobody named “Anne”"), press(`a.chip[href="/players/Ann"]`), chromedp.WaitVisible(`figure.chart`), shows("16 finished games"))
}
