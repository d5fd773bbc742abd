package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"
)

// The floor beside zooscore serve: a plain net/http server, with the same
// timeouts, that answers every request with the JSON a phone reads most
// often (a table's state, about 2 KB) and does nothing else. wrk (Debian's
// wrk) against both gives what the HTTP server itself costs on this machine:
//
//	zooload -floor 127.0.0.1:9001 &
//	wrk -t2 -c200 -d30s --latency http://127.0.0.1:9001/api/tables/1
//	wrk -t2 -c200 -d30s --latency -H "Authorization: Bearer CODE" http://127.0.0.1:PORT/api/tables/1

// floorBody is a table's state as /api/tables/ID answers it, in size.
var floorBody = []byte(fmt.Sprintf(`{"id":1,"game":"dice","version":7,"game_id":0,"done":false,"scored":false,"html":{"mine":%q,"status":%q,"result":""}}`,
	string(make([]byte, 1200)), string(make([]byte, 600))))

// runFloor serves the floor on addr until SIGINT or SIGTERM.
func runFloor(addr string, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 15 * time.Second, WriteTimeout: 30 * time.Second,
		IdleTimeout: 30 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write(floorBody)
		})}
	fmt.Fprintf(stderr, "zooload: the floor answers on http://%s/ until Ctrl-C\n", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go func() { <-ctx.Done(); srv.Close() }()
	if err := srv.Serve(ln); err != http.ErrServerClosed {
		return err
	}
	return nil
}
