package web_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserReaderSeesNoForm: a phone that opened the read link sees, on
// the home page, a table's page and a sheet's, that it reads only, and no
// form that enters anything, nor the menu's new game.
func TestBrowserReaderSeesNoForm(t *testing.T) {
	tb := openTable(t)
	r := httptest.NewRequest("POST", "/tables", strings.NewReader("game=dice&player=Ann&player=Bob"))
	r.Header.Set("Authorization", "Bearer "+tb.code)
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	w := httptest.NewRecorder()
	tb.h.ServeHTTP(w, r)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("a player's new table: %d", w.Code)
	}
	// The read link gives this browser the read code's cookie.
	ctx := tb.tab(tb.h.ReadPath())
	for _, path := range []string{"/", "/tables/1", "/tables/1/seats/0", "/new"} {
		var forms, news int
		var note string
		tb.run(ctx, chromedp.Navigate(tb.srv.URL+path), chromedp.WaitVisible(chromedp.CSS(`.read-only`)),
			into(&note, chromedp.Text(chromedp.CSS(`.read-only`))),
			into(&forms, chromedp.Evaluate[int](`document.querySelectorAll("form[method=post], button[type=submit]:not(.filters button)").length`)),
			into(&news, chromedp.Evaluate[int](`document.querySelectorAll("a[href='/new'], a[href='/play/new']").length`)))
		if forms != 0 || news != 0 || !strings.Contains(note, "This phone joined to read") {
			t.Errorf("%s for a reader: %d forms or buttons, %d links to a new game, note %q", path, forms, news, note)
		}
		if path == "/" {
			tb.screenshot(ctx, "serve-reader.png", true)
		}
	}
}
