package web_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestBrowserJoinByShortCode: on a phone that joined, the invite control
// shows the join link's QR code (drawn by the server, let in by the page's
// policy) and the short code; a late-comer's phone, without the cookie,
// opens /join, types a wrong code and is told so, then types the short
// code read from the neighbour's phone and is let in.
func TestBrowserJoinByShortCode(t *testing.T) {
	tb := openTable(t)
	ctx := tb.tab("/")
	var short string
	tb.run(ctx, chromedp.Click(`details.invite > summary`, chromedp.ByQuery), chromedp.WaitVisible(`.invite-box img`, chromedp.ByQuery),
		loaded(`.invite-box img`), chromedp.Text(`.short-code`, &short, chromedp.ByQuery))
	if len(strings.ReplaceAll(short, " ", "")) != 12 {
		t.Fatalf("the invite control shows the short code %q", short)
	}
	tb.screenshot(ctx, "serve-invite.png", true)

	tb.run(ctx, network.ClearBrowserCookies(), chromedp.Navigate(tb.srv.URL+"/join"), chromedp.WaitVisible(`#code`, chromedp.ByQuery),
		chromedp.SendKeys(`#code`, "1111 2222 3333", chromedp.ByQuery), press(`.join-form button`),
		// The answer is a new page: wait for it before reading it.
		chromedp.WaitVisible(`#code-problem`, chromedp.ByQuery), shows("This is not the short code of this server"))
	tb.run(ctx, chromedp.Evaluate(`document.getElementById("code").value = ""`, nil), chromedp.SendKeys(`#code`, short, chromedp.ByQuery))
	tb.screenshot(ctx, "serve-join.png", true)
	tb.run(ctx, press(`.join-form button`), chromedp.WaitVisible(`a.button.primary`, chromedp.ByQuery))
	var at string
	tb.run(ctx, chromedp.Location(&at))
	if at != tb.srv.URL+"/" {
		t.Errorf("the short code led to %s, want the home page", at)
	}
}

// loaded waits until an image of the page is drawn: loaded, and not
// refused by the page's policy.
func loaded(sel string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var ok bool
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			js := fmt.Sprintf(`(() => { const i = document.querySelector(%q); return !!i && i.complete && i.naturalWidth > 0 })()`, sel)
			if err := chromedp.Evaluate(js, &ok).Do(ctx); err != nil {
				return err
			}
			if ok {
				return nil
			}
		}
		return fmt.Errorf("the image %s was never drawn", sel)
	})
}
