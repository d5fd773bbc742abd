package web_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
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
	tb.run(ctx, chromedp.Click(chromedp.CSS(`details.invite > summary`)), chromedp.WaitVisible(chromedp.CSS(`.invite-box img`)),
		loaded(`.invite-box img`), into(&short, chromedp.Text(chromedp.CSS(`.short-code`))))
	if len(strings.ReplaceAll(short, " ", "")) != 12 {
		t.Fatalf("the invite control shows the short code %q", short)
	}
	tb.screenshot(ctx, "serve-invite.png", true)

	tb.run(ctx, command(network.ClearBrowserCookies, cdp.Empty{}), chromedp.Navigate(tb.srv.URL+"/join"), chromedp.WaitVisible(chromedp.CSS(`#code`)),
		chromedp.SendKeys(chromedp.CSS(`#code`), "1111 2222 3333"), press(`.join-form button`),
		// The answer is a new page: wait for it before reading it.
		chromedp.WaitVisible(chromedp.CSS(`#code-problem`)), shows("This is not the short code of this server"))
	tb.run(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById("code").value = ""`), chromedp.SendKeys(chromedp.CSS(`#code`), short))
	tb.screenshot(ctx, "serve-join.png", true)
	tb.run(ctx, press(`.join-form button`), chromedp.WaitVisible(chromedp.CSS(`a.button.primary`)))
	var at string
	tb.run(ctx, into(&at, chromedp.Location()))
	if at != tb.srv.URL+"/" {
		t.Errorf("the short code led to %s, want the home page", at)
	}
}

// loaded waits until an image of the page is drawn: loaded, and not
// refused by the page's policy.
func loaded(sel string) action {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			js := fmt.Sprintf(`(() => { const i = document.querySelector(%q); return !!i && i.complete && i.naturalWidth > 0 })()`, sel)
			ok, err := chromedp.Evaluate[bool](js)(ctx, t)
			if err != nil {
				return err
			}
			if ok {
				return nil
			}
		}
		return fmt.Errorf("the image %s was never drawn", sel)
	})
}
