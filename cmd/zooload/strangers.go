package main

import (
	"bufio"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"
)

// Strangers are clients without the join code, in the same room: each
// sends requests that get 401 over a connection it keeps open, as fast as
// the server answers, and some open connections, ask once and then hold
// them idle. What they cost the players is read in the players' figures.

type strangerReport struct {
	Clients       int            `json:"clients"`
	Requests      int            `json:"requests"`
	PerSecond     float64        `json:"per_second"`
	Statuses      map[string]int `json:"statuses"`
	Timeouts      int            `json:"timeouts"`
	Errors        int            `json:"errors"`
	FirstError    string         `json:"first_error,omitempty"`
	Latency       latencies      `json:"latency_ms"`
	IdleWanted    int            `json:"idle_wanted,omitempty"`
	IdleOpened    int            `json:"idle_opened,omitempty"`     // connections asked once and held
	IdleClosed    int            `json:"idle_closed,omitempty"`     // of those, closed by the server by the end
	IdleFailed    int            `json:"idle_failed,omitempty"`     // connections refused or not answered
	IdleFirstFail string         `json:"idle_first_fail,omitempty"` // why
}

// strangers runs the strangers until stop is closed.
func strangers(base string, clients, idle int, timeout time.Duration, t0 time.Time, stop <-chan struct{}) strangerReport {
	rep := strangerReport{Clients: clients, IdleWanted: idle, Statuses: map[string]int{}}
	var mu sync.Mutex
	var wg sync.WaitGroup
	paths := []string{"/", "/api/history", "/tables/1/seats/0", "/api/leaderboard", "/games/1/live"}
	var all []sample
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(base, timeout, t0)
			defer c.close()
			for n := i; ; n++ {
				select {
				case <-stop:
					mu.Lock()
					all = append(all, c.samples...)
					mu.Unlock()
					return
				default:
				}
				c.get("stranger", paths[n%len(paths)], n%2 == 0)
			}
		}()
	}
	var held []net.Conn
	if idle > 0 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			held = holdIdle(base, idle, timeout, stop, &rep)
		}()
	}
	wg.Wait()
	elapsed := time.Since(t0)
	for _, s := range all {
		rep.Requests++
		switch {
		case s.timeout:
			rep.Timeouts++
		case s.err != "":
			rep.Errors++
			if rep.FirstError == "" {
				rep.FirstError = s.err
			}
		default:
			rep.Statuses[strconv.Itoa(s.status)]++
		}
	}
	rep.Latency = latencyOf(all)
	rep.PerSecond = float64(rep.Requests) / elapsed.Seconds()
	rep.IdleClosed = closedByServer(held)
	return rep
}

// holdIdle opens connections one after another, asks once on each (401)
// and keeps it open without a word, until it holds n or the run ends.
func holdIdle(base string, n int, timeout time.Duration, stop <-chan struct{}, rep *strangerReport) []net.Conn {
	u, _ := url.Parse(base)
	var held []net.Conn
	ask := []byte("GET / HTTP/1.1\r\nHost: " + u.Host + "\r\nUser-Agent: stranger\r\n\r\n")
	for len(held) < n {
		select {
		case <-stop:
			return held
		default:
		}
		conn, err := net.DialTimeout("tcp", u.Host, timeout)
		if err == nil {
			conn.SetDeadline(time.Now().Add(timeout))
			if _, err = conn.Write(ask); err == nil {
				var res *http.Response
				if res, err = http.ReadResponse(bufio.NewReader(conn), nil); err == nil {
					res.Body.Close()
				}
			}
			conn.SetDeadline(time.Time{})
		}
		if err != nil {
			rep.IdleFailed++
			if rep.IdleFirstFail == "" {
				rep.IdleFirstFail = err.Error()
			}
			if conn != nil {
				conn.Close()
			}
			time.Sleep(10 * time.Millisecond) // out of descriptors, perhaps: not a busy loop
			continue
		}
		held = append(held, conn)
		rep.IdleOpened++
	}
	<-stop
	return held
}

// closedByServer counts the held connections the server has closed, and
// closes them all.
func closedByServer(held []net.Conn) int {
	closed := 0
	one := make([]byte, 1)
	for _, c := range held {
		c.SetReadDeadline(time.Now().Add(time.Millisecond))
		if _, err := c.Read(one); err != nil {
			if ne, ok := err.(net.Error); !ok || !ne.Timeout() {
				closed++
			}
		}
		c.Close()
	}
	return closed
}
