// Package longtest tells the long series of tests (kills of processes, a
// first import held halfway, exhaustive searches, whole games typed key by
// key) from the tests a developer runs often: those series run only with
// ZOOSCORE_LONG=1, as .ci/run's step of their own does:
//
//	ZOOSCORE_LONG=1 go test ./... -run 'Long|Killed|Processes|Crash|Keystrokes|AsSearched' -timeout 30m
//
// Without it they are skipped and say how to run them, so that
// `go test -race ./...` stays a few minutes on a laptop.
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
