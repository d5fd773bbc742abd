// Package longtest tells the long series of tests (kills of processes, a
// first import held halfway, exhaustive searches, whole games typed key by
// key) from the tests a developer runs often: those series run only with
// ZOOSCORE_LONG=1, as .ci/run's step of their own does:
//
//	ZOOSCORE_LONG=1 go test -count=1 -timeout 30m ./...
//
// Without it they are skipped and say how to run them, and the tests that
// repeat something to find a rare failure repeat it fewer times (Count),
// so that `go test -race ./...` stays under three minutes on two cores.
package longtest

import (
	"os"
	"testing"
)

// Var is the environment variable that runs the long series.
const Var = "ZOOSCORE_LONG"

// On reports whether the long series run.
func On() bool { return os.Getenv(Var) == "1" }

// Series skips t unless the long series run, saying how to run it.
func Series(t testing.TB) {
	t.Helper()
	if !On() {
		t.Skipf("a long series: %s=1 go test -run '^%s$' runs it (.ci/run does, in a step of its own)", Var, t.Name())
	}
}

// Count is how many times a test repeats what it repeats only to meet a
// rare failure (processes that start together, writers and readers that
// could stand still): short in the tests a developer runs often, long in
// the long series. Where a test repeats to cover cases, it keeps its count.
func Count(short, long int) int {
	if On() {
		return long
	}
	return short
}

// Heavy skips t under the race detector unless the long series run: a
// whole game played through a headless browser, or every page checked in
// every language, costs a browser's processor time and ten times the
// server's under -race (the five such tests were 130 s of the web
// package's 155 s). They run in every plain `go test`, and in .ci/run's
// long step.
func Heavy(t testing.TB) {
	t.Helper()
	if Race && !On() {
		t.Skipf("heavy under the race detector: go test -run '^%s$' (without -race) runs it, as %s=1 does (.ci/run's long step)", t.Name(), Var)
	}
}
