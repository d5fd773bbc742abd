package web_test

import (
	"context"
	"encoding/json"
	"html"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/exchange"
)

// bgstatsHref finds the "Add to BG Stats" link of a page, as a browser
// reads its href; "" when the page has none.
var bgstatsHref = regexp.MustCompile(`<p class="bgstats"><a class="button" href="([^"]*)"`)

// TestFinishedGameOffersBGStats: a finished game's page offers the app's
// push-a-play link, made on the server and escaped by the page's template:
// its data is the play as JSON, the game found by the BoardGameGeek id
// zooscore knows, every player's score as text and winner, names of any
// kind kept as they are. A play that came from BG Stats is not offered
// again: its page says it was logged there with its totals only, and has
// no line to tap for why a point scores.
func TestFinishedGameOffersBGStats(t *testing.T) {
	s := newSite(t)
	ctx := context.Background()
	if err := s.st.SetBGGIDs(ctx, map[string]int{"dice": 900001}); err != nil {
		t.Fatal(err)
	}
	sheets := strings.NewReplacer(`"Ann"`, `"Ann & \"Zoë\" <b>"`, `"Bob"`, `"Bob+Cy 100%"`).Replace(diceSheets)
	if a := s.do(s.api("POST", "/api/score/dice", sheets)); a.status != 200 {
		t.Fatalf("score: %d %s", a.status, a.body)
	}
	page := s.do(s.get("/games/1"))
	m := bgstatsHref.FindStringSubmatch(page.body)
	if m == nil {
		t.Fatalf("no BG Stats link on a finished game's page:\n%s", page.body)
	}
	link, err := url.Parse(html.UnescapeString(m[1]))
	if err != nil || link.Scheme+"://"+link.Host+link.Path != exchange.BGStatsLinkBase {
		t.Fatalf("link %q (%v)", m[1], err)
	}
	var play struct {
		SourceName string `json:"sourceName"`
		Game       struct {
			Name  string `json:"name"`
			BGGID int    `json:"bggId"`
		} `json:"game"`
		Players []struct {
			Name   string `json:"name"`
			Score  string `json:"score"`
			Winner bool   `json:"winner"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(link.Query().Get("data")), &play); err != nil {
		t.Fatalf("the link's data is not JSON: %v\n%s", err, link.Query().Get("data"))
	}
	if play.SourceName != "zooscore" || play.Game.Name != "Zooloretto: The Dice Game" || play.Game.BGGID != 900001 || len(play.Players) != 2 {
		t.Fatalf("the link's play %+v", play)
	}
	if p := play.Players[0]; p.Name != `Ann & "Zoë" <b>` || p.Score == "" || !p.Winner {
		t.Errorf("the first player %+v", p)
	}
	if p := play.Players[1]; p.Name != "Bob+Cy 100%" || p.Winner {
		t.Errorf("the second player %+v", p)
	}
	if strings.Contains(page.body, "<b>") {
		t.Error("a name's <b> is on the page unescaped")
	}

	f, err := os.Open("../exchange/testdata/bgstats-export.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := exchange.ImportBGStats(ctx, s.st, f, exchange.ReadOptions{}); err != nil {
		t.Fatal(err)
	}
	imported := s.do(s.get("/games/2"))
	if imported.status != 200 || bgstatsHref.MatchString(imported.body) {
		t.Errorf("a play from BG Stats is offered to it again (%d)", imported.status)
	}
	for _, want := range []string{"logged in BG Stats with the totals only", "checked no rule"} {
		if !strings.Contains(imported.body, want) {
			t.Errorf("the page of a play from BG Stats does not say %q", want)
		}
	}
	if strings.Contains(imported.body, "Tap a line to see why") {
		t.Error("the page of a play from BG Stats offers to tap for why a point scores")
	}
}
