package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"
)

// report is what a run measured and checked.
type report struct {
	Target        string         `json:"target"`
	Clients       int            `json:"clients"`
	Tables        int            `json:"tables"`
	TrackedTables int            `json:"tracked_tables"`
	Seconds       float64        `json:"seconds"`
	Seed          uint64         `json:"seed"`
	Pace          float64        `json:"pace"`
	Requests      int            `json:"requests"`
	PerSecond     float64        `json:"requests_per_second"`
	PerPhoneMin   float64        `json:"requests_per_phone_per_minute"`
	PollsPhoneMin float64        `json:"polls_per_phone_per_minute"`
	Latency       latencies      `json:"latency_ms"`
	Kinds         []kindFigures  `json:"kinds"`
	Statuses      map[string]int `json:"statuses"`
	ServerErrors  []failed       `json:"server_errors"` // 5xx, the first 50
	Timeouts      int            `json:"client_timeouts"`
	Errors        int            `json:"transport_errors"`
	FirstErrors   []failed       `json:"first_transport_errors,omitempty"`
	// Freeze: the longest time requests were waiting and none was
	// answered, when it began; the longest time between two answers; the
	// whole seconds of the run in which no request was answered.
	LongestStallMs float64         `json:"longest_stall_ms"`
	StallAtSeconds float64         `json:"stall_at_seconds"`
	LongestGapMs   float64         `json:"longest_gap_ms"`
	EmptySeconds   int             `json:"seconds_without_answer"`
	Writes         writeCounts     `json:"writes"`
	Checks         checks          `json:"checks"`
	Anomalies      []string        `json:"anomalies,omitempty"`
	Strangers      *strangerReport `json:"strangers,omitempty"`
	Server         *serverReport   `json:"server,omitempty"`
	OtherServers   []serverReport  `json:"other_servers,omitempty"` // -servers: the second and later
	Import         *importReport   `json:"import,omitempty"`
	Failures       []string        `json:"failures"` // why the exit status is 1
	OK             bool            `json:"ok"`
}

type latencies struct {
	P50 float64 `json:"p50"`
	P90 float64 `json:"p90"`
	P99 float64 `json:"p99"`
	Max float64 `json:"max"`
}

type kindFigures struct {
	Kind     string         `json:"kind"`
	Requests int            `json:"requests"`
	Latency  latencies      `json:"latency_ms"`
	Statuses map[string]int `json:"statuses"`
	Timeouts int            `json:"timeouts"`
	Errors   int            `json:"errors"`
}

type failed struct {
	Kind    string  `json:"kind"`
	Path    string  `json:"path"`
	Status  int     `json:"status,omitempty"`
	AtSec   float64 `json:"at_seconds"`
	Message string  `json:"message"`
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// latencyOf gives the percentiles of the answered requests' latencies
// (nearest rank); a request without an answer has none.
func latencyOf(samples []sample) latencies {
	var ds []time.Duration
	for _, s := range samples {
		if s.status != 0 {
			ds = append(ds, s.latency())
		}
	}
	if len(ds) == 0 {
		return latencies{}
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	at := func(p float64) float64 {
		i := int(float64(len(ds))*p+0.999999) - 1
		return ms(ds[min(max(i, 0), len(ds)-1)])
	}
	return latencies{P50: at(0.50), P90: at(0.90), P99: at(0.99), Max: ms(ds[len(ds)-1])}
}

// stalls finds the longest time during which at least one request was
// waiting and none was answered (a freeze: the server answers nothing
// while it has work), and when it began; and the longest time between two
// answers, from the start of the run to its end.
func stalls(samples []sample, length time.Duration) (stall, at, gap time.Duration) {
	type event struct {
		t     time.Duration
		start bool
	}
	events := make([]event, 0, 2*len(samples))
	for _, s := range samples {
		events = append(events, event{s.start, true}, event{s.end, false})
	}
	// at the same moment, answers first: a request answered as another
	// starts leaves no wait between them
	sort.Slice(events, func(i, j int) bool {
		if events[i].t != events[j].t {
			return events[i].t < events[j].t
		}
		return !events[i].start && events[j].start
	})
	waiting, since, last := 0, time.Duration(0), time.Duration(0)
	for _, e := range events {
		if e.start {
			if waiting == 0 {
				since = e.t
			}
			waiting++
			continue
		}
		if e.t-since > stall {
			stall, at = e.t-since, since
		}
		gap = max(gap, e.t-last)
		waiting--
		since, last = e.t, e.t
	}
	return stall, at, max(gap, length-last)
}

// emptySeconds counts the whole seconds of the run in which no request was
// answered.
func emptySeconds(samples []sample, length time.Duration) int {
	seconds := int(length / time.Second)
	answered := make([]bool, seconds)
	for _, s := range samples {
		if i := int(s.end / time.Second); i < seconds {
			answered[i] = true
		}
	}
	n := 0
	for _, a := range answered {
		if !a {
			n++
		}
	}
	return n
}

// figures fills in the report's figures of the phones' requests.
func (rep *report) figures(samples []sample, length time.Duration, clients int) {
	rep.Statuses = map[string]int{}
	rep.ServerErrors = []failed{}
	byKind := map[string][]sample{}
	polls := 0
	for _, s := range samples {
		byKind[s.kind] = append(byKind[s.kind], s)
		if s.kind == kTablePoll || s.kind == kLivePoll {
			polls++
		}
		switch {
		case s.timeout:
			rep.Timeouts++
		case s.err != "":
			rep.Errors++
			if len(rep.FirstErrors) < 10 {
				rep.FirstErrors = append(rep.FirstErrors, failed{Kind: s.kind, Path: s.path, AtSec: s.start.Seconds(), Message: s.err})
			}
		default:
			rep.Statuses[strconv.Itoa(s.status)]++
			if s.status >= 500 && len(rep.ServerErrors) < 50 {
				rep.ServerErrors = append(rep.ServerErrors, failed{Kind: s.kind, Path: s.path, Status: s.status, AtSec: s.start.Seconds(), Message: s.body})
			}
		}
	}
	rep.Requests = len(samples)
	rep.Seconds = length.Seconds()
	rep.PerSecond = float64(len(samples)) / length.Seconds()
	rep.PerPhoneMin = float64(len(samples)) / float64(clients) / length.Minutes()
	rep.PollsPhoneMin = float64(polls) / float64(clients) / length.Minutes()
	rep.Latency = latencyOf(samples)
	for _, k := range sortedKeys(byKind) {
		ks := byKind[k]
		f := kindFigures{Kind: k, Requests: len(ks), Latency: latencyOf(ks), Statuses: map[string]int{}}
		for _, s := range ks {
			switch {
			case s.timeout:
				f.Timeouts++
			case s.err != "":
				f.Errors++
			default:
				f.Statuses[strconv.Itoa(s.status)]++
			}
		}
		rep.Kinds = append(rep.Kinds, f)
	}
	stall, at, gap := stalls(samples, length)
	rep.LongestStallMs, rep.StallAtSeconds, rep.LongestGapMs = ms(stall), at.Seconds(), ms(gap)
	rep.EmptySeconds = emptySeconds(samples, length)
}

// judge lists why the run failed: anything acknowledged and not found,
// any 5xx, timeout or failed request, a freeze longer than maxGap, a
// server that did not stop cleanly or left a damaged file, an import that
// failed.
func (rep *report) judge(maxGap time.Duration) {
	fail := func(format string, args ...any) { rep.Failures = append(rep.Failures, fmt.Sprintf(format, args...)) }
	if n := len(rep.Checks.Lost); n > 0 {
		fail("%d acknowledged writes not found", n)
	}
	if n := len(rep.Checks.CheckErrors); n > 0 {
		fail("%d checks could not be made", n)
	}
	if n := countServerErrors(rep.Statuses); n > 0 {
		fail("%d answers 5xx", n)
	}
	if rep.Timeouts > 0 {
		fail("%d client timeouts", rep.Timeouts)
	}
	if rep.Errors > 0 {
		fail("%d requests failed without an answer", rep.Errors)
	}
	if rep.LongestStallMs > ms(maxGap) {
		fail("a freeze of %.0f ms (at %.1f s): requests waited and none was answered (-max-gap %s)", rep.LongestStallMs, rep.StallAtSeconds, maxGap)
	}
	if rep.Writes.SheetSaves+rep.Writes.Entries == 0 {
		fail("no write was acknowledged: the run did not play")
	}
	if n := len(rep.Anomalies); n > 0 {
		fail("%d anomalies", n)
	}
	for _, s := range rep.servers() {
		if s.ExitStatus != 0 || s.Killed {
			fail("the server exited %d after SIGTERM (killed: %v)", s.ExitStatus, s.Killed)
		}
		if s.Integrity != "ok" && s.Integrity != onServer {
			fail("integrity_check: %s", s.Integrity)
		}
	}
	if i := rep.Import; i != nil && i.ExitStatus != 0 {
		fail("the import beside the server exited %d", i.ExitStatus)
	}
	rep.OK = len(rep.Failures) == 0
	if rep.Failures == nil {
		rep.Failures = []string{}
	}
}

func countServerErrors(statuses map[string]int) int {
	n := 0
	for code, k := range statuses {
		if strings.HasPrefix(code, "5") {
			n += k
		}
	}
	return n
}

func (rep *report) writeJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(rep)
}

func lat(l latencies) string {
	return fmt.Sprintf("p50 %.1f  p90 %.1f  p99 %.1f  max %.1f ms", l.P50, l.P90, l.P99, l.Max)
}

func statusText(m map[string]int) string {
	var parts []string
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s×%d", k, m[k]))
	}
	return strings.Join(parts, " ")
}

// writeText writes the report for a person.
func (rep *report) writeText(w io.Writer) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	p("zooload: %d phones at %d tables (%d following a tracked game) for %.1f s against %s (seed %d, pace %g)",
		rep.Clients, rep.Tables, rep.TrackedTables, rep.Seconds, rep.Target, rep.Seed, rep.Pace)
	p("requests     %d, %.1f/s; %.1f per phone per minute (%.1f of them polls)", rep.Requests, rep.PerSecond, rep.PerPhoneMin, rep.PollsPhoneMin)
	p("latency      %s", lat(rep.Latency))
	p("statuses     %s", statusText(rep.Statuses))
	p("failures     %d 5xx, %d client timeouts, %d without an answer", countServerErrors(rep.Statuses), rep.Timeouts, rep.Errors)
	p("freeze       longest stall %.0f ms (at %.1f s); longest gap between answers %.0f ms; %d seconds without an answer",
		rep.LongestStallMs, rep.StallAtSeconds, rep.LongestGapMs, rep.EmptySeconds)
	p("")
	p("%-13s %7s %8s %8s %8s %8s  %s", "kind", "count", "p50 ms", "p90 ms", "p99 ms", "max ms", "statuses")
	for _, k := range rep.Kinds {
		extra := ""
		if k.Timeouts+k.Errors > 0 {
			extra = fmt.Sprintf(" timeouts×%d errors×%d", k.Timeouts, k.Errors)
		}
		p("%-13s %7d %8.1f %8.1f %8.1f %8.1f  %s%s", k.Kind, k.Requests, k.Latency.P50, k.Latency.P90, k.Latency.P99, k.Latency.Max, statusText(k.Statuses), extra)
	}
	p("")
	wr := rep.Writes
	p("writes       %d tables opened, %d sheet saves acknowledged, %d games scored; %d tracked games started, %d takes acknowledged (%d conflicts 409, %d stored without an answer)",
		wr.TablesOpened, wr.SheetSaves, wr.GamesScored, wr.TrackedStarted, wr.Entries, wr.EntryConflicts, wr.StoredUnacked)
	p("games        %s", statusText(wr.Games))
	c := rep.Checks
	where := "through the server"
	if c.InDatabase {
		where += fmt.Sprintf(", and %d games in the file (zooscore export)", c.DatabaseGames)
	} else if c.DatabaseReason != "" {
		where += " (the file was not read: " + c.DatabaseReason + ")"
	}
	p("checked      %d tables, %d sheets, %d scored games, %d tracked games with %d takes, %s", c.Tables, c.Seats, c.Games, c.Tracked, c.Entries, where)
	p("lost         %d", len(c.Lost))
	for _, l := range c.Lost {
		p("  - %s", l)
	}
	for _, e := range c.CheckErrors {
		p("  check not made: %s", e)
	}
	for _, e := range rep.ServerErrors {
		p("  5xx: %s %s %d at %.1f s: %s", e.Kind, e.Path, e.Status, e.AtSec, strings.TrimSpace(e.Message))
	}
	for _, e := range rep.FirstErrors {
		p("  no answer: %s %s at %.1f s: %s", e.Kind, e.Path, e.AtSec, e.Message)
	}
	for _, a := range rep.Anomalies {
		p("  anomaly: %s", a)
	}
	if s := rep.Strangers; s != nil {
		p("strangers    %d clients without the code: %d requests, %.0f/s, %s, %d timeouts, %d errors; %s",
			s.Clients, s.Requests, s.PerSecond, statusText(s.Statuses), s.Timeouts, s.Errors, lat(s.Latency))
		if s.FirstError != "" {
			p("             first error: %s", s.FirstError)
		}
		if s.IdleWanted > 0 {
			p("             idle connections: %d of %d opened and held, %d closed by the server by the end, %d failed (%s)",
				s.IdleOpened, s.IdleWanted, s.IdleClosed, s.IdleFailed, s.IdleFirstFail)
		}
	}
	if i := rep.Import; i != nil {
		p("import       %s: exit %d after %.1f s", i.File, i.ExitStatus, i.Seconds)
		for _, l := range i.Output {
			p("             %s", l)
		}
	}
	for _, s := range rep.servers() {
		p("server       peak RSS %.0f MB; SIGTERM: exit %d after %.2f s%s; integrity_check: %s",
			s.PeakRSSMB, s.ExitStatus, s.StopSeconds, map[bool]string{true: " (killed after 30 s)"}[s.Killed], s.Integrity)
		if len(s.LeftBehind) > 0 {
			p("             left behind: %s", strings.Join(s.LeftBehind, ", "))
		}
		p("             %d lines logged, %d saying another zooscore is writing", s.LogLines, s.BusyLines)
		for _, l := range s.Log[:min(len(s.Log), 10)] {
			p("             | %s", l)
		}
	}
	if rep.OK {
		p("ok")
	} else {
		p("FAILED: %s", strings.Join(rep.Failures, "; "))
	}
}

// servers are the reports of every server this tool started.
func (rep *report) servers() []serverReport {
	if rep.Server == nil {
		return nil
	}
	return append([]serverReport{*rep.Server}, rep.OtherServers...)
}
