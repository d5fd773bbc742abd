package web_test

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/web"
)

// Stopping the server (what SIGINT and SIGTERM do) while phones keep
// entering, and follow the table on their streams of events, loses
// nothing: every change the server acknowledged is in the database when it
// is opened again, the streams end at once (the stop takes well under its
// grace of 10 s), and the file is left whole, without its -wal and -shm.
func TestShutdownLosesNothing(t *testing.T) {
	path := pgtest.NewDB(t, "zooscore.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	code := web.NewCode()
	h, err := web.New(web.Options{Store: st, Code: code})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- web.Serve(ctx, ln, h, nil) }()

	client := &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	post := func(path string, v url.Values) (*http.Response, error) {
		r, _ := http.NewRequest("POST", base+path, strings.NewReader(v.Encode()))
		r.Header.Set("Authorization", "Bearer "+code)
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.Header.Set("Accept", "application/json")
		return client.Do(r)
	}
	res, err := post("/tables", url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob", "Cy"}})
	if err != nil || res.StatusCode != http.StatusSeeOther {
		t.Fatalf("open a table: %v %v", res, err)
	}
	res.Body.Close()
	for range 3 { // the phones follow the table
		r, _ := http.NewRequest("GET", base+"/api/events?table=1", nil)
		r.Header.Set("Authorization", "Bearer "+code)
		res, err := (&http.Client{}).Do(r)
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("follow the table: %v %v", res, err)
		}
		defer res.Body.Close()
	}

	// Each phone enters its visitors one change after another; the server
	// is stopped while they do.
	acked := make([]int, 3)
	var wg sync.WaitGroup
	for seat := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 1; ; n++ {
				res, err := post("/tables/1/seats/"+strconv.Itoa(seat), url.Values{"years": {"1"}, "y1-benches": {strconv.Itoa(n)}})
				if err != nil {
					return // the server is gone
				}
				var body struct{ Version int64 }
				ok := res.StatusCode == http.StatusOK && json.NewDecoder(res.Body).Decode(&body) == nil
				res.Body.Close()
				if !ok {
					return
				}
				acked[seat] = n
			}
		}()
	}
	time.Sleep(300 * time.Millisecond)
	stopped := time.Now()
	stop()
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		t.Fatalf("Serve: %v", err)
	}
	if took := time.Since(stopped); took > 5*time.Second {
		t.Errorf("the stop took %v: something under way held it", took)
	}
	wg.Wait()
	st.Close()
	for _, extra := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + extra); err == nil {
			t.Errorf("the stop left %s beside the file", filepath.Base(path+extra))
		}
	}

	again, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	tb, err := again.Table(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for seat, n := range acked {
		var zoo struct{ Years []struct{ Benches int } }
		if err := json.Unmarshal(tb.Sheets[seat].Draft, &zoo); err != nil && n > 0 {
			t.Fatalf("seat %d: %v", seat, err)
		}
		got := 0
		if len(zoo.Years) > 0 {
			got = zoo.Years[0].Benches
		}
		if got < n {
			t.Errorf("seat %d: change %d was acknowledged, the database holds change %d", seat, n, got)
		}
		total += n
	}
	if total == 0 {
		t.Fatal("no change was acknowledged before the stop: the test proves nothing")
	}
	t.Logf("%d changes acknowledged before the stop, all of them stored", total)
}

// A slow client cannot hold the server: every timeout of the HTTP server
// is set, the header's the shortest.
func TestTimeoutsAreSet(t *testing.T) {
	srv := web.NewHTTPServer(http.NotFoundHandler(), nil)
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 0 || srv.IdleTimeout <= 0 ||
		srv.ReadHeaderTimeout > srv.ReadTimeout || srv.MaxHeaderBytes <= 0 {
		t.Errorf("timeouts: header %v, read %v, write %v, idle %v, header bytes %d",
			srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout, srv.MaxHeaderBytes)
	}
}
