package main

import (
	"bufio"
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	_ "modernc.org/sqlite" // PRAGMA integrity_check of the file after the run
)

// server is a zooscore serve this tool started: its join link, what it
// logs, and how much memory it takes.
type server struct {
	cmd    *exec.Cmd
	link   string
	log    *tail
	mu     sync.Mutex
	rssKB  int64 // the largest VmRSS seen
	hwmKB  int64 // VmHWM, read last before the stop
	exited chan struct{}
	err    error // of Wait
}

// serverReport is what the report says of a server this tool started.
type serverReport struct {
	Binary      string   `json:"binary"`
	DB          string   `json:"db"`
	PeakRSSMB   float64  `json:"peak_rss_mb"`
	ExitStatus  int      `json:"exit_status"`
	StopSeconds float64  `json:"stop_seconds"`
	Killed      bool     `json:"killed,omitempty"` // no exit 30 s after SIGTERM
	LeftBehind  []string `json:"left_behind,omitempty"`
	Integrity   string   `json:"integrity_check"`
	LogLines    int      `json:"log_lines"`
	Log         []string `json:"log,omitempty"` // the first lines it logged
	BusyLines   int      `json:"busy_lines"`    // "another zooscore is writing"
}

var linkRe = regexp.MustCompile(`^(http://[^/]+)/join/([a-z0-9]+)$`)

// startServer runs zooscore serve on a port of its own choice, and reads
// the join link, the first line it prints.
func startServer(binary, db string) (*server, error) {
	s := &server{cmd: exec.Command(binary, "serve", "--addr", "127.0.0.1:0", "--db", db, "--lang", "en"),
		log: &tail{keep: 40}, exited: make(chan struct{})}
	out, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	s.cmd.Stderr = s.log
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s serve: %w", binary, err)
	}
	go func() { s.err = s.cmd.Wait(); close(s.exited) }()
	first := make(chan string, 1)
	go func() {
		rd := bufio.NewReader(out)
		line, _ := rd.ReadString('\n')
		first <- strings.TrimSpace(line)
		io.Copy(io.Discard, rd)
	}()
	select {
	case s.link = <-first:
	case <-time.After(20 * time.Second):
		s.kill()
		return nil, fmt.Errorf("%s serve printed no join link in 20 s", binary)
	}
	if !linkRe.MatchString(s.link) {
		s.kill()
		<-s.exited
		return nil, fmt.Errorf("%s serve did not start: its first line is %q, and it said:\n%s", binary, s.link, s.log.text())
	}
	go s.sample()
	return s, nil
}

func (s *server) kill() { s.cmd.Process.Kill() }

// sample reads the server's memory every 100 ms until it exits.
func (s *server) sample() {
	for {
		select {
		case <-s.exited:
			return
		case <-time.After(100 * time.Millisecond):
		}
		rss, hwm := memory(s.cmd.Process.Pid)
		s.mu.Lock()
		s.rssKB = max(s.rssKB, rss)
		s.hwmKB = max(s.hwmKB, hwm)
		s.mu.Unlock()
	}
}

// memory reads VmRSS and VmHWM (the peak) of a process, in kB.
func memory(pid int) (rss, hwm int64) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		field, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(value), " kB"), 10, 64)
		switch field {
		case "VmRSS":
			rss = n
		case "VmHWM":
			hwm = n
		}
	}
	return rss, hwm
}

// stop stops the server as Ctrl-C or a service manager does (SIGTERM),
// and says how it went: its exit status, how long it took, what it left.
func (s *server) stop(db string) serverReport {
	rss, hwm := memory(s.cmd.Process.Pid)
	s.mu.Lock()
	peak := max(s.rssKB, s.hwmKB, rss, hwm)
	s.mu.Unlock()
	rep := serverReport{PeakRSSMB: float64(peak) / 1024}
	began := time.Now()
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(30 * time.Second):
		rep.Killed = true
		s.kill()
		<-s.exited
	}
	rep.StopSeconds = time.Since(began).Seconds()
	rep.ExitStatus = s.cmd.ProcessState.ExitCode()
	for _, suffix := range []string{"-wal", "-shm", "-journal"} {
		if _, err := os.Stat(db + suffix); err == nil {
			rep.LeftBehind = append(rep.LeftBehind, db+suffix)
		}
	}
	rep.LogLines, rep.Log, rep.BusyLines = s.log.counts()
	rep.Integrity = integrity(db)
	return rep
}

// onServer is the integrity of a database on PostgreSQL: the server
// checks its own pages.
const onServer = "not run (PostgreSQL)"

// integrity runs PRAGMA integrity_check on the file, read-only: "ok", or
// what it found.
func integrity(db string) string {
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		return onServer
	}
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro")
	if err != nil {
		return "cannot open: " + err.Error()
	}
	defer conn.Close()
	rows, err := conn.Query("PRAGMA integrity_check")
	if err != nil {
		return "cannot check: " + err.Error()
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return "cannot check: " + err.Error()
		}
		found = append(found, line)
	}
	if err := rows.Err(); err != nil {
		return "cannot check: " + err.Error()
	}
	return strings.Join(found, "; ")
}

// tail keeps the first lines a program logs, and counts them.
type tail struct {
	mu    sync.Mutex
	keep  int
	lines []string
	n     int
	busy  int
	part  []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.part = append(t.part, p...)
	for {
		i := bytes.IndexByte(t.part, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := string(t.part[:i])
		t.part = t.part[i+1:]
		t.n++
		if strings.Contains(line, "another zooscore is writing") {
			t.busy++
		}
		if len(t.lines) < t.keep {
			t.lines = append(t.lines, line)
		}
	}
}

func (t *tail) counts() (int, []string, int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.n, append([]string(nil), t.lines...), t.busy
}

func (t *tail) text() string {
	_, lines, _ := t.counts()
	return strings.Join(lines, "\n")
}

// importReport is what the report says of an import run beside the
// server.
type importReport struct {
	File       string   `json:"file"`
	Seconds    float64  `json:"seconds"`
	ExitStatus int      `json:"exit_status"`
	Output     []string `json:"output,omitempty"`
}

// runImport runs zooscore import FILE on the server's file, beside it.
func runImport(binary, file, db string) importReport {
	rep := importReport{File: file}
	log := &tail{keep: 20}
	cmd := exec.Command(binary, "import", file, "--db", db, "--lang", "en")
	cmd.Stdout, cmd.Stderr = log, log
	began := time.Now()
	err := cmd.Run()
	rep.Seconds = time.Since(began).Seconds()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		rep.ExitStatus = exit.ExitCode()
	case err != nil:
		rep.ExitStatus = -1
		rep.Output = append(rep.Output, err.Error())
	}
	_, lines, _ := log.counts()
	rep.Output = append(rep.Output, lines...)
	return rep
}
