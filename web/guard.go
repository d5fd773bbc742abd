package web

import (
	"container/list"
	"context"
	"crypto/tls"
	"net"
	"sync"
	"time"
)

// A stranger (a client without the join code) must not crowd out the
// table. Each of its requests gets 401 and its connection is closed after
// it (refuse); a connection that has not yet shown the code is a
// stranger's, and of those the server keeps at most strangersPerAddress
// from one address and maxStrangers in all: a new one pushes out the
// oldest of its own address, or of the address that holds the most. A
// phone's connection shows the code with its first request, milliseconds
// after it opens, and is then never pushed out; a stranger who opens
// thousands of connections a second (20,600 from one address in 6 s once
// took every file descriptor of the server) pushes out his own.
//
// An address that showed the code in the last vouchedFor keeps up to
// vouchedPerAddress connections not yet read: phones behind one address
// (a router's NAT, or the load tool on loopback) open many at once when
// the server is busy, and the strangers' bound of 32 then closed players'
// connections before their first request was read (39 requests without an
// answer of 14,600 with 200 phones on loopback at a load of 6).
const (
	maxStrangers        = 512
	strangersPerAddress = 32
	vouchedPerAddress   = 256
	vouchedFor          = 10 * time.Minute
)

// guard is a listener that keeps count of the strangers' connections.
type guard struct {
	net.Listener
	mu      sync.Mutex
	all     *list.List // of *guardedConn, oldest first
	byAddr  map[string]*list.List
	vouched map[string]time.Time // address -> when it last showed the code
	now     func() time.Time
}

func newGuard(ln net.Listener) *guard {
	return &guard{Listener: ln, all: list.New(), byAddr: map[string]*list.List{},
		vouched: map[string]time.Time{}, now: time.Now}
}

// limit is how many strangers' connections addr may hold (the caller holds
// the lock).
func (g *guard) limit(addr string) int {
	if at, ok := g.vouched[addr]; ok && g.now().Sub(at) < vouchedFor {
		return vouchedPerAddress
	}
	return strangersPerAddress
}

// vouch remembers that addr showed the code, forgetting addresses not seen
// for vouchedFor (the caller holds the lock). Only a player's address is
// ever added, so the map holds the table's addresses, not the strangers'.
func (g *guard) vouch(addr string) {
	now := g.now()
	if _, ok := g.vouched[addr]; !ok && len(g.vouched) >= 64 {
		for a, at := range g.vouched {
			if now.Sub(at) >= vouchedFor {
				delete(g.vouched, a)
			}
		}
	}
	g.vouched[addr] = now
}

// guardedConn is a connection, a stranger's until it shows the code.
type guardedConn struct {
	net.Conn
	g      *guard
	addr   string
	inAll  *list.Element // nil once trusted or closed
	inAddr *list.Element
}

// Accept takes the next connection as a stranger's, pushing out the oldest
// stranger's connections over the bounds.
func (g *guard) Accept() (net.Conn, error) {
	c, err := g.Listener.Accept()
	if err != nil {
		return nil, err
	}
	addr := c.RemoteAddr().String()
	if host, _, err := net.SplitHostPort(addr); err == nil {
		addr = host
	}
	gc := &guardedConn{Conn: c, g: g, addr: addr}
	var out []*guardedConn
	g.mu.Lock()
	own := g.byAddr[addr]
	if own == nil {
		own = list.New()
		g.byAddr[addr] = own
	}
	gc.inAll, gc.inAddr = g.all.PushBack(gc), own.PushBack(gc)
	if own.Len() > g.limit(addr) {
		out = append(out, g.forget(own.Front().Value.(*guardedConn)))
	}
	if g.all.Len() > maxStrangers {
		out = append(out, g.forget(g.crowded().Front().Value.(*guardedConn)))
	}
	g.mu.Unlock()
	for _, o := range out { // closed outside the lock
		o.Conn.Close()
	}
	return gc, nil
}

// crowded is the list of the address that holds the most strangers'
// connections (the caller holds the lock).
func (g *guard) crowded() *list.List {
	var most *list.List
	for _, own := range g.byAddr {
		if most == nil || own.Len() > most.Len() {
			most = own
		}
	}
	return most
}

// forget takes c off the strangers' lists (the caller holds the lock).
func (g *guard) forget(c *guardedConn) *guardedConn {
	if c.inAll != nil {
		g.all.Remove(c.inAll)
		own := g.byAddr[c.addr]
		own.Remove(c.inAddr)
		if own.Len() == 0 {
			delete(g.byAddr, c.addr)
		}
		c.inAll, c.inAddr = nil, nil
	}
	return c
}

// strangers counts the strangers' connections open now.
func (g *guard) strangers() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.all.Len()
}

// trust marks the connection as a player's: it showed the code.
func (c *guardedConn) trust() {
	c.g.mu.Lock()
	defer c.g.mu.Unlock()
	c.g.forget(c)
	c.g.vouch(c.addr)
}

func (c *guardedConn) Close() error {
	c.g.mu.Lock()
	c.g.forget(c)
	c.g.mu.Unlock()
	return c.Conn.Close()
}

type connKey struct{}

// withConn is the http.Server's ConnContext: a request knows its
// connection, to trust it once it shows the code.
func withConn(ctx context.Context, c net.Conn) context.Context {
	if tc, ok := c.(*tls.Conn); ok { // ServeTLS: the guard's connection is under it
		c = tc.NetConn()
	}
	if gc, ok := c.(*guardedConn); ok {
		return context.WithValue(ctx, connKey{}, gc)
	}
	return ctx
}

// trustConn marks the connection of a request that showed the code.
func trustConn(ctx context.Context) {
	if gc, ok := ctx.Value(connKey{}).(*guardedConn); ok {
		gc.trust()
	}
}
