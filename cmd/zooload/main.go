// Command zooload holds a club night against zooscore serve: N phones at
// tables of four, each doing what a phone at a table does (the join link,
// a sheet filled in tap by tap with the page's script, the table looked at
// every poll, a tracked game followed and its takes typed, the history and
// the leaderboard now and then), for a while; then it checks that every
// write the server acknowledged is stored, and reports throughput,
// latencies, failures and freezes.
//
//	go build -o /tmp/zooscore ./cmd/zooscore
//	go run ./cmd/zooload -serve -zooscore /tmp/zooscore -clients 50 -duration 30s
//
// It exits 0 when every check holds, 1 when one does not (anything
// acknowledged not found, a 5xx, a client timeout, a freeze longer than
// -max-gap, a server that does not stop cleanly), 2 when it cannot run.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

func main() { os.Exit(mainStatus(os.Args[1:], os.Stdout, os.Stderr)) }

type config struct {
	link, url, code string
	serve           bool
	servers         int
	zooscore, db    string
	clients         int
	duration        time.Duration
	tableSize       int
	poll            time.Duration
	stream          bool
	tracked         float64
	seed            uint64
	pace            float64
	timeout         time.Duration
	maxGap          time.Duration
	strangers, idle int
	importFile      string
	json            bool
	floor           string
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("zooload", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, `zooload holds a club night against zooscore serve: phones at tables
playing, polling and tapping at once; then it checks that every write the
server acknowledged is stored, and reports throughput, latencies, failures
and freezes. Exit status 0: every check holds; 1: one does not; 2: it
cannot run.

Usage:
  zooload -serve -zooscore PATH [-db PATH] [flags]   start zooscore serve, load it, stop it
  zooload -link http://HOST:PORT/join/CODE [flags]   load a running zooscore serve
  zooload -url http://HOST:PORT -code CODE [flags]

Flags:
`)
		fs.PrintDefaults()
	}
	fs.StringVar(&c.link, "link", "", "the join link a running zooscore serve printed")
	fs.StringVar(&c.url, "url", "", "the address of a running zooscore serve (with -code)")
	fs.StringVar(&c.code, "code", "", "its join code (with -url)")
	fs.BoolVar(&c.serve, "serve", false, "start zooscore serve (-zooscore) on -db, and stop it with SIGTERM at the end")
	fs.IntVar(&c.servers, "servers", 1, "with -serve: how many zooscore serve to start on the one -db (a club's servers in two rooms, on PostgreSQL); the phones of each table are shared among them")
	fs.StringVar(&c.zooscore, "zooscore", "", "the zooscore binary, for -serve, -import and reading the file afterwards (go build -o /tmp/zooscore ./cmd/zooscore)")
	fs.StringVar(&c.db, "db", "", "the database: a file or a postgres:// URL (with -serve: a new file in a temporary folder when not given; without: read after the run when given)")
	fs.IntVar(&c.clients, "clients", 10, "phones (at least 2)")
	fs.DurationVar(&c.duration, "duration", 30*time.Second, "how long the phones play")
	fs.IntVar(&c.tableSize, "table-size", 4, "phones at a table")
	fs.DurationVar(&c.poll, "poll", 2*time.Second, "how often a page looks at its table or game when it has no stream of events, as the page's timer")
	fs.BoolVar(&c.stream, "stream", true, "pages follow their table or game on the server's stream of events (false: they poll, as pages did before it)")
	fs.Float64Var(&c.tracked, "tracked", 0.25, "the share of tables that follow a tracked game instead of filling in sheets")
	fs.Uint64Var(&c.seed, "seed", 1, "the seed of every random choice (games, waits)")
	fs.Float64Var(&c.pace, "pace", 1, "scales how long people wait between actions (0.1: ten times faster than people)")
	fs.DurationVar(&c.timeout, "timeout", 10*time.Second, "a request not answered by then is a client timeout")
	fs.DurationVar(&c.maxGap, "max-gap", time.Second, "the longest freeze allowed: requests waiting and none answered")
	fs.IntVar(&c.strangers, "strangers", 0, "clients without the code, sending requests that get 401 as fast as they can")
	fs.IntVar(&c.idle, "idle", 0, "connections without the code the strangers open, ask once and hold idle")
	fs.StringVar(&c.importFile, "import", "", "run zooscore import FILE on the same database beside the server, while the phones play")
	fs.BoolVar(&c.json, "json", false, "write the report as JSON")
	fs.StringVar(&c.floor, "floor", "", "instead of a load: serve the floor, a plain net/http server answering every request with a table's state, on this address (for wrk, beside zooscore serve)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q: every setting is a flag", fs.Arg(0))
	}
	if c.floor != "" {
		return c, nil
	}
	return c, c.check()
}

// check says what is wrong with the flags, all at once.
func (c *config) check() error {
	var bad []string
	targets := 0
	for _, set := range []bool{c.serve, c.link != "", c.url != "" || c.code != ""} {
		if set {
			targets++
		}
	}
	if targets != 1 {
		bad = append(bad, "give one server: -serve -zooscore PATH, or -link LINK, or -url URL -code CODE")
	}
	if c.servers < 1 || c.servers > 1 && !c.serve {
		bad = append(bad, "-servers: 1 or more, and more than 1 only with -serve")
	}
	if (c.url == "") != (c.code == "") {
		bad = append(bad, "-url and -code go together")
	}
	if c.link != "" && !linkRe.MatchString(c.link) {
		bad = append(bad, fmt.Sprintf("-link %q is no join link: it looks like http://127.0.0.1:8266/join/CODE", c.link))
	}
	if (c.serve || c.importFile != "") && c.zooscore == "" {
		bad = append(bad, "-serve and -import need -zooscore PATH (go build -o /tmp/zooscore ./cmd/zooscore)")
	}
	if c.importFile != "" && !c.serve && c.db == "" {
		bad = append(bad, "-import needs the server's file: -db PATH")
	}
	if c.clients < 2 {
		bad = append(bad, "-clients: at least 2 phones (a table has 2 players at least)")
	}
	if c.tableSize < 2 {
		bad = append(bad, "-table-size: at least 2")
	}
	if c.duration <= 0 || c.poll <= 0 || c.timeout <= 0 || c.maxGap <= 0 {
		bad = append(bad, "-duration, -poll, -timeout and -max-gap must be more than 0")
	}
	if c.tracked < 0 || c.tracked > 1 || c.pace <= 0 || c.strangers < 0 || c.idle < 0 {
		bad = append(bad, "-tracked is a share from 0 to 1; -pace more than 0; -strangers and -idle 0 or more")
	}
	if len(bad) > 0 {
		return errors.New(strings.Join(bad, "\n"))
	}
	return nil
}

func mainStatus(args []string, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "zooload: %v\n(zooload -h lists the flags)\n", err)
		return 2
	}
	if c.floor != "" {
		if err := runFloor(c.floor, stderr); err != nil {
			fmt.Fprintf(stderr, "zooload: %v\n", err)
			return 2
		}
		return 0
	}
	rep, err := execute(c, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "zooload: %v\n", err)
		return 2
	}
	if c.json {
		rep.writeJSON(stdout)
	} else {
		rep.writeText(stdout)
	}
	if !rep.OK {
		return 1
	}
	return 0
}

// run is what the phones of a run share.
type run struct {
	cfg        config
	base, code string
	bases      []string // every server's address, base first (-servers)
	t0         time.Time
	stop       chan struct{} // closed when the phones stop
	acks       *acks
	mu         sync.Mutex
	anomalies  []string
}

func (r *run) over() bool {
	select {
	case <-r.stop:
		return true
	default:
		return false
	}
}

// anomaly records what should not happen at a table and is neither a
// failed request nor a lost write: a change refused, a table not scored.
func (r *run) anomaly(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.anomalies) < 100 {
		r.anomalies = append(r.anomalies, fmt.Sprintf(format, args...))
	}
}

// execute runs the club night and its checks.
func execute(c config, stderr io.Writer) (*report, error) {
	r := &run{cfg: c, stop: make(chan struct{}), acks: newAcks()}
	rep := &report{Clients: c.clients, Seed: c.seed, Pace: c.pace}
	var srvs []*server
	switch {
	case c.serve:
		if c.db == "" {
			dir, err := os.MkdirTemp("", "zooload-")
			if err != nil {
				return nil, err
			}
			defer os.RemoveAll(dir)
			c.db = filepath.Join(dir, "zooscore.db")
		}
		for range c.servers {
			// One after the other: the first makes the join code, the
			// others find it kept in the database.
			srv, err := startServer(c.zooscore, c.db)
			if err != nil {
				return nil, err
			}
			defer func() {
				if srv.cmd.ProcessState == nil {
					srv.kill()
				}
			}()
			srvs = append(srvs, srv)
		}
		c.link = srvs[0].link
		fallthrough
	case c.link != "":
		m := linkRe.FindStringSubmatch(c.link)
		r.base, r.code = m[1], m[2]
		for _, srv := range srvs[min(1, len(srvs)):] {
			other := linkRe.FindStringSubmatch(srv.link)
			if other[2] != r.code {
				return nil, fmt.Errorf("the servers on %s have different join codes (%s, %s): they do not share the database", c.db, r.code, other[2])
			}
			r.bases = append(r.bases, other[1])
		}
	default:
		r.base, r.code = strings.TrimSuffix(c.url, "/"), c.code
	}
	r.bases = append([]string{r.base}, r.bases...)
	rep.Target = strings.Join(r.bases, " ")
	for _, base := range r.bases {
		if err := reachable(base, r.code, c.timeout); err != nil {
			return nil, err
		}
	}
	phones, tables := seat(r)
	rep.Tables = len(tables)
	for _, t := range tables {
		if t.tracked {
			rep.TrackedTables++
		}
	}
	r.t0 = time.Now()
	for _, p := range phones {
		p.c.t0 = r.t0
	}
	var side sync.WaitGroup
	if c.strangers > 0 || c.idle > 0 {
		side.Add(1)
		go func() {
			defer side.Done()
			s := strangers(r.base, c.strangers, c.idle, c.timeout, r.t0, r.stop)
			rep.Strangers = &s
		}()
	}
	if c.importFile != "" {
		side.Add(1)
		go func() {
			defer side.Done()
			i := runImport(c.zooscore, c.importFile, c.db)
			rep.Import = &i
		}()
	}
	var wg sync.WaitGroup
	for i, p := range phones {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// the phones join over the first seconds, as people arrive
			time.Sleep(time.Duration(i) * min(2*time.Second, c.duration/5) / time.Duration(len(phones)))
			p.live()
		}()
	}
	time.Sleep(c.duration)
	close(r.stop)
	wg.Wait()
	length := time.Since(r.t0)
	side.Wait()
	var samples []sample
	for _, p := range phones {
		samples = append(samples, p.c.samples...)
	}
	rep.figures(samples, length, c.clients)
	rep.Writes = r.acks.counts
	rep.Checks = r.acks.checkServed(r.base, r.code, c.timeout)
	for i, srv := range srvs {
		s := srv.stop(c.db)
		s.Binary, s.DB = c.zooscore, c.db
		if i == 0 {
			rep.Server = &s
		} else {
			rep.OtherServers = append(rep.OtherServers, s)
		}
	}
	switch {
	case c.zooscore != "" && c.db != "":
		r.acks.checkStored(c.zooscore, c.db, &rep.Checks)
	default:
		rep.Checks.DatabaseReason = "give -zooscore and -db to read the stored games from the file too"
	}
	rep.Anomalies = r.anomalies
	rep.judge(c.maxGap)
	return rep, nil
}

// reachable checks the server and its code before the phones come: the
// join link must set the cookie.
func reachable(base, code string, timeout time.Duration) error {
	c := newClient(base, timeout, time.Now())
	defer c.close()
	a, ok := c.get(kJoin, "/join/"+url.PathEscape(code), false)
	switch {
	case !ok:
		return fmt.Errorf("no answer from %s: is zooscore serve running there?", base)
	case a.status == http.StatusUnauthorized:
		return fmt.Errorf("%s refuses the join code %q: give the code the server printed", base, code)
	case a.status != http.StatusSeeOther:
		return fmt.Errorf("%s answers the join link with %d, not 303: is it zooscore serve?", base, a.status)
	}
	return nil
}

// seat makes the phones and sits them at tables: as many tables of
// -table-size as the phones fill, the phones shared evenly (none with
// fewer than 2); the -tracked share of the tables, spread among them (at
// least one when the share is not 0), follows a tracked game.
func seat(r *run) ([]*phone, []*table) {
	c := r.cfg
	n := (c.clients + c.tableSize - 1) / c.tableSize
	if c.clients/n < 2 {
		n--
	}
	seeds := rand.New(rand.NewPCG(c.seed, 0x7a6f6f6c6f6164))
	var tables []*table
	var phones []*phone
	tracked := int(float64(n)*c.tracked + 0.5)
	if tracked == 0 && c.tracked > 0 && n > 1 {
		tracked = 1
	}
	for i := range n {
		size := c.clients / n
		if i < c.clients%n {
			size++
		}
		t := &table{n: i, phones: size, tracked: (i+1)*tracked/n > i*tracked/n,
			rng: rand.New(rand.NewPCG(seeds.Uint64(), seeds.Uint64()))}
		tables = append(tables, t)
		for s := range size {
			// The phones of a table are shared among the servers: each
			// sees the others' changes only through the database.
			base := r.bases[s%len(r.bases)]
			phones = append(phones, &phone{r: r, t: t, seat: s, c: newClient(base, c.timeout, time.Time{}),
				rng: rand.New(rand.NewPCG(seeds.Uint64(), seeds.Uint64()))})
		}
	}
	return phones, tables
}
