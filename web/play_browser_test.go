package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// startPlay starts a tracked game from the new game's page, as a phone
// does, and gives the address of its live page.
func (tb *table) startPlay(g string, players []string, more ...action) string {
	ctx := tb.tab("/play/new")
	acts := []action{chromedp.Click(`label[for="game-` + g + `"]`)}
	for i, p := range players {
		acts = append(acts, chromedp.SendKeys(fmt.Sprintf("#player-%d", i), p))
	}
	acts = append(acts, more...)
	var at string
	tb.run(ctx, acts...)
	fitsThePhone(tb.t, tb, ctx, "the new game's form ("+g+")")
	tb.screenshot(ctx, "serve-play-new-"+g+".png", false)
	tb.run(ctx, press(`#new-table button[type=submit]`), chromedp.WaitVisible(`#play-page`), into(&at, chromedp.Location()))
	return strings.TrimPrefix(at, tb.srv.URL)
}

// phone opens a page on a phone of its own: a browser context of its own
// (its own cookies and connections), in a window of its own, which joins
// with the code. Tabs of one browser share its six connections to the
// server, which a stream of events each holds: the phones at a table are
// browsers of their own.
func (tb *table) phone(path string) context.Context {
	own, err := chromedp.CallBrowser(tb.browser, target.CreateBrowserContext, target.CreateBrowserContextParams{DisposeOnDetach: new(true)})
	if err != nil {
		tb.t.Fatal(err)
	}
	created, err := chromedp.CallBrowser(tb.browser, target.CreateTarget,
		target.CreateTargetParams{URL: "about:blank", BrowserContextID: own.BrowserContextID, NewWindow: new(true)})
	if err != nil {
		tb.t.Fatal(err)
	}
	ctx, _ := chromedp.NewContext(tb.browser, chromedp.WithTargetID(created.TargetID))
	tb.run(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(tb.srv.URL+"/join/"+tb.code), chromedp.WaitReady("body"),
		chromedp.Navigate(tb.srv.URL+path), chromedp.WaitReady("body"))
	return ctx
}

// pick taps a choice of the panel: the label of the radio of name and
// value.
func pick(name, value string) action {
	return press(fmt.Sprintf(`#play input[name=%q][value=%q] + label`, name, value))
}

// plus taps the + of a panel's number, n times.
func plus(name string, n int) action {
	var acts []action
	for range n {
		acts = append(acts, press(fmt.Sprintf(`#play .stepper:has([name=%q]) button[data-step="1"]`, name)))
	}
	return chromedp.Steps(acts...)
}

// justEntered waits until the page shows entry n (1 for the first) as the
// entry just made, written as line.
func justEntered(n int, line string) action {
	return waitFor(fmt.Sprintf(`((document.querySelector("#play .just code") || {}).textContent || "") === %q &&
		(document.querySelector("#live .said li") || {}).value === %d`, line, n), fmt.Sprintf("entry %d to be %s", n, line))
}

// waitFor waits until a script's condition holds on the page.
func waitFor(cond, what string) action {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			ok, err := chromedp.Evaluate[bool](cond)(ctx, t)
			if err != nil {
				return err
			}
			if ok {
				return nil
			}
		}
		text, _ := chromedp.Evaluate[string](`document.body.innerText`)(ctx, t)
		return fmt.Errorf("waited for %s; the page shows:\n%s", what, text)
	})
}

// fitsThePhone checks the page at 390 px: nothing wider than the screen,
// and every target of the panel (or the new game's form) at least 44 px
// high and wide, its words within it.
func fitsThePhone(t *testing.T, tb *table, ctx context.Context, what string) {
	t.Helper()
	var problems []string
	tb.run(ctx, into(&problems, chromedp.Evaluate[[]string](`(() => {
		const out = [];
		if (document.documentElement.scrollWidth > window.innerWidth) out.push("the page is " + document.documentElement.scrollWidth + " px wide");
		const targets = "button, label.space, label.choice, a.chip, .stepper input, select, input[type=text]";
		const within = document.querySelector("#play") ? "#play " : "form[action='/play'] ";
		for (const el of document.querySelectorAll(targets.split(", ").map(s => within + s).join(", "))) {
			const r = el.getBoundingClientRect();
			if (r.width === 0 && r.height === 0) continue; // not shown
			const name = el.textContent.trim() || el.outerHTML.slice(0, 60);
			if (r.width < 44 || r.height < 44) out.push(name + ": " + Math.round(r.width) + "x" + Math.round(r.height));
			if (el.scrollWidth > el.clientWidth + 1) out.push(name + ": its words overflow it (" + el.scrollWidth + " px in " + el.clientWidth + ")");
		}
		return out;
	})()`)))
	for _, p := range problems {
		t.Errorf("%s at 390 px: %s", what, p)
	}
}

// A whole Dice Game tapped to its end on two phones, each player tapping
// their own takes, the other phone following; at the end, one tap starts
// the rematch, and the other phone joins the same game.
func TestBrowserDiceGameTappedToItsEnd(t *testing.T) {
	longtest.Heavy(t)
	tb := openTable(t)
	at := tb.startPlay("dice", []string{"Ann", "Bob"})
	ann, bob := tb.phone(at+"?seat=0"), tb.phone(at+"?seat=1")
	phone := map[string]context.Context{"Ann": ann, "Bob": bob}
	script, err := os.ReadFile("../scorer/dice/testdata/play/full-game.json")
	if err != nil {
		t.Fatal(err)
	}
	played, err := game.Replay("dice", script)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range played.Entries() {
		var take struct {
			Player string   `json:"player"`
			Took   []string `json:"took"`
		}
		json.Unmarshal(e, &take)
		acts := []action{pick("player", take.Player)}
		counts := map[string]int{}
		for _, f := range take.Took {
			counts[f]++
		}
		for f, n := range counts {
			acts = append(acts, plus("n-"+f, n))
		}
		ctx := phone[take.Player]
		tb.run(ctx, acts...)
		if i == 0 {
			tb.run(ctx, shows("Ann: crocodile ostrich ostrich"))
			fitsThePhone(t, tb, ctx, "a Dice take being tapped")
			tb.screenshot(ctx, "serve-play-dice.png", true)
		}
		tb.run(ctx, press(`#play form.take button[type=submit]`))
		line := played.EntryLine(e)
		tb.together(map[context.Context]action{ann: justEntered(i+1, line), bob: justEntered(i+1, line)})
	}
	tb.together(map[context.Context]action{ann: shows("The game is over."), bob: shows("The game is over.")})
	if games := tb.stored(1); games[0].Status != "finished" || games[0].Players[0].Name != "Ann" {
		t.Errorf("the game stored: %+v", games[0])
	}
	tb.run(ann, press(`#play form.rematch button`), chromedp.WaitVisible(`#play form.take`))
	tb.run(bob, shows("Join the rematch"), press(`#play form.rematch button`), chromedp.WaitVisible(`#play form.take`))
	var annAt, bobAt string
	tb.run(ann, into(&annAt, chromedp.Location()))
	tb.run(bob, into(&bobAt, chromedp.Location()))
	if annAt != bobAt || !strings.HasSuffix(annAt, "/games/2/live") {
		t.Errorf("the rematch: Ann at %s, Bob at %s", annAt, bobAt)
	}
	tb.stored(2)
}

// A Junior game on two phones: a truck tapped tile by tile makes an
// offspring by itself, and a take that fills an enclosure is followed at
// once by its bonus action, taken over from the other barn.
func TestBrowserJuniorBonusAction(t *testing.T) {
	longtest.Heavy(t)
	tb := openTable(t)
	at := tb.startPlay("junior", []string{"Ann", "Bob"})
	ann, bob := tb.phone(at+"?seat=0"), tb.phone(at+"?seat=1")
	truck := func(ctx context.Context, tiles ...string) action {
		var acts []action
		for k, tile := range tiles {
			parts := strings.Fields(tile)
			slot := fmt.Sprint(k + 1)
			acts = append(acts, pick("tile-"+slot, parts[0]))
			if len(parts) == 3 {
				acts = append(acts, pick("sex-"+slot, parts[1]))
			}
			acts = append(acts, pick("to-"+slot, parts[len(parts)-1]))
		}
		return chromedp.Steps(append(acts, press(`#play form.take button[type=submit]`))...)
	}
	fitsThePhone(t, tb, ann, "a Junior truck")
	tb.screenshot(ann, "serve-play-truck.png", false)
	tb.run(ann, truck(ann, "llama female 1", "llama male 1", "llama 1"))
	tb.together(map[context.Context]action{
		ann: shows("Ann's llama pair has an offspring: it joins enclosure 1"),
		bob: shows("Ann's llama pair has an offspring: it joins enclosure 1"),
	})
	tb.run(bob, justEntered(1, "Ann: llama female 1, llama male 1, llama 1"), truck(bob, "pond barn"), justEntered(2, "Bob: pond barn"))
	tb.run(bob, truck(bob, "rock barn"), justEntered(3, "Bob: rock barn"))
	tb.run(ann, justEntered(3, "Bob: rock barn"), truck(ann, "llama 1", "llama 1"))
	tb.together(map[context.Context]action{
		ann: shows("Ann's take filled an enclosure: a bonus action"),
		bob: shows("Ann's take filled an enclosure: a bonus action"),
	})
	fitsThePhone(t, tb, ann, "a Junior bonus action")
	tb.screenshot(ann, "serve-play-junior.png", true)
	tb.run(ann, pick("bonus", "take:1:pond::"), pick("into", "2"), press(`#play form.bonus button[type=submit]`))
	tb.together(map[context.Context]action{ann: justEntered(5, "Ann: bonus take Bob pond 2"), bob: justEntered(5, "Ann: bonus take Bob pond 2")})
	if g, err := tb.st.Get(context.Background(), 1); err != nil || !strings.Contains(string(g.Input), `"bonus":{"action":"take","from":"Bob","tile":"pond","to":2}`) {
		t.Errorf("the bonus action stored: %s %v", g.Input, err)
	}
}

// A ZooSim year on four phones, with sealed bids: a phone enters each
// tile; every player bids on their own phone at the same time; until the
// last bid is in, no phone's page, nor any answer of the server a phone can
// ask for (its own player's view or another's), tells a bid; then all are
// revealed, the winner is decided by the rules, and the placement is
// tapped. Coins stay behind each zoo's entrance on the board.
func TestBrowserZooSimYearWithSealedBids(t *testing.T) {
	longtest.Heavy(t)
	tb := openTable(t)
	data, err := os.ReadFile("testdata/zoosim-year.json")
	if err != nil {
		t.Fatal(err)
	}
	script, err := zoosim.ParseScript(data)
	if err != nil {
		t.Fatal(err)
	}
	at := tb.startPlay("zoosim", script.Players)
	phones := make([]context.Context, len(script.Players))
	for i := range phones {
		phones[i] = tb.phone(fmt.Sprintf("%s?seat=%d", at, i))
	}
	table := tb.phone(at)
	for n, a := range script.Auctions {
		var tile []action
		for h, half := range a.Tile.Enclosures {
			tile = append(tile, pick(fmt.Sprintf("cat-%d", h+1), half.Animal), pick(fmt.Sprintf("stars-%d", h+1), fmt.Sprint(half.Stars)))
		}
		tile = append(tile, pick("bushes", fmt.Sprint(a.Tile.Bushes)), press(`#play form.tile button[type=submit]`))
		tb.run(table, waitFor(fmt.Sprintf(`document.body.innerText.includes("auction %d")`, n+1), "the next auction"))
		if n == 0 {
			fitsThePhone(t, tb, table, "a ZooSim tile")
			tb.screenshot(table, "serve-play-tile.png", false)
		}
		tb.run(table, tile...)
		// Every phone but the last bids at once.
		work := map[context.Context]action{}
		last := len(script.Players) - 1
		for i, name := range script.Players[:last] {
			work[phones[i]] = chromedp.Steps(waitFor(`!!document.querySelector("#play form.bid")`, fmt.Sprintf("the bid of auction %d", n+1)), pick("bid", fmt.Sprint(a.Bids[name])),
				press(`#play form.bid button[type=submit]`), waitFor(`!!document.querySelector("#play form.bid[data-in]")`, "the bid to be in"))
		}
		tb.together(work)
		lastPhone := phones[last]
		tb.run(lastPhone, waitFor(fmt.Sprintf(`document.querySelectorAll("#play .bids li.done").length === %d`, last), "every other bid to be in"))
		for i := range phones {
			sealed(t, tb, phones[i], i, a.Bids, script.Players)
		}
		sealed(t, tb, table, -1, a.Bids, script.Players)
		if n == 0 {
			fitsThePhone(t, tb, lastPhone, "a sealed bid")
			tb.screenshot(phones[0], "serve-play-bid.png", true)
		}
		tb.run(lastPhone, pick("bid", fmt.Sprint(a.Bids[script.Players[last]])), press(`#play form.bid button[type=submit]`))
		tb.run(table, chromedp.WaitVisible(`#play .bids.revealed`))
		if n == 0 {
			fitsThePhone(t, tb, table, "a ZooSim placement")
			tb.screenshot(table, "serve-play-reveal.png", false)
		}
		for category, stars := range a.Placed.Enclosures {
			tb.run(table, pick("placed-"+category, fmt.Sprint(stars)))
		}
		tb.run(table, pick("benches", fmt.Sprint(a.Placed.Benches)), press(`#play form.place button[type=submit]`))
	}
	for _, ctx := range append(phones, table) {
		tb.run(ctx, shows("Year 2, auction 6"))
	}
	var coins string
	tb.run(table, into(&coins, chromedp.Evaluate[string](`[...document.querySelectorAll("#live table.board tbody tr")].map(r => r.cells[1].textContent).join(" ")`)))
	if strings.Trim(strings.ReplaceAll(coins, "hidden", ""), " ") != "" {
		t.Errorf("the board tells the coins: %q", coins)
	}
	g, err := tb.st.Get(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if tapped, err := zoosim.ParseScript(g.Input); err != nil || !reflect.DeepEqual(tapped, script) {
		t.Errorf("the year tapped:\n%+v\nwant\n%+v", tapped, script)
	}
}

// sealed checks that a phone (of seat, -1 for none) tells no bid before
// the reveal: its page shows no revealed bids and marks no bid but its
// own, and no answer it can get from the server (any seat's live state)
// holds a bid marked or revealed.
func sealed(t *testing.T, tb *table, ctx context.Context, seat int, bids map[string]int, players []string) {
	t.Helper()
	var page sealedPage
	tb.run(ctx, into(&page, chromedp.Evaluate[sealedPage](fmt.Sprintf(`(async () => {
		const answers = [];
		for (let seat = -1; seat < %d; seat++) {
			const r = await fetch("/api/games/1/live" + (seat >= 0 ? "?seat=" + seat : ""), {headers: {"Accept": "application/json"}});
			answers.push(await r.text());
		}
		return {
			revealed: !!document.querySelector(".bids.revealed"),
			marked: [...document.querySelectorAll("#play input[name=bid]:checked")].map(i => i.value),
			answers: answers,
		};
	})()`, len(players)), chromedp.EvalAwaitPromise)))
	if page.Revealed {
		t.Errorf("seat %d: bids revealed before the last one is in", seat)
	}
	for _, m := range page.Marked {
		if seat < 0 || m != fmt.Sprint(bids[players[seat]]) {
			t.Errorf("seat %d marks the bid %s", seat, m)
		}
	}
	for i, a := range page.Answers {
		if strings.Contains(a, "bids revealed") || bidChecked(a) {
			t.Errorf("seat %d: the answer for seat %d tells a bid:\n%s", seat, i-1, a)
		}
	}
}

// sealedPage is what sealed reads on a phone.
type sealedPage struct {
	Revealed bool     `json:"revealed"`
	Marked   []string `json:"marked"`
	Answers  []string `json:"answers"`
}

// bidChecked reports whether a live state's panel marks a bid.
func bidChecked(answer string) bool {
	var v struct{ Panel string }
	json.Unmarshal([]byte(answer), &v)
	for _, part := range strings.Split(v.Panel, "<input") {
		if strings.Contains(part, `name="bid"`) && strings.Contains(part, " checked") {
			return true
		}
	}
	return false
}

// The panels fit a 390-px phone in German and French too, whose words are
// longer: a Dice take, a Junior truck, a ZooSim tile and a sealed bid.
func TestBrowserPlayPanelsFitInEveryLanguage(t *testing.T) {
	longtest.Heavy(t)
	layoutOnly(t)
	tb := openTable(t)
	games := []string{
		tb.startPlay("dice", []string{"Ann", "Bob"}),
		tb.startPlay("junior", []string{"Ann", "Bob"}),
		tb.startPlay("zoosim", []string{"Ann", "Bob"}),
	}
	for _, lang := range []string{"de", "fr"} {
		for _, at := range games {
			ctx := tb.phone(at + "?seat=0&lang=" + lang)
			fitsThePhone(t, tb, ctx, lang+" "+at)
		}
		ctx := tb.phone(games[2] + "?seat=0&lang=" + lang)
		tb.run(ctx, pick("cat-1", "sea"), pick("cat-2", "mammals"), press(`#play form.tile button[type=submit]`), chromedp.WaitVisible(`#play form.bid`))
		fitsThePhone(t, tb, ctx, lang+" a sealed bid")
		tb.screenshot(ctx, "serve-play-bid-"+lang+".png", false)
		// The phone's player says yes when asked to confirm.
		tb.run(ctx, chromedp.Evaluate[chromedp.Void](`window.confirm = () => true`), press(`#play form.cancel button[type=submit]`),
			chromedp.WaitVisible(`#play form.tile`))
	}
}
