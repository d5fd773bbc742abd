package main

import (
	"strings"
	"testing"
)

// TestVersusSamePlayerIsUsage: naming one player twice is a misuse (exit 2),
// not a database that cannot be used (exit 3).
func TestVersusSamePlayerIsUsage(t *testing.T) {
	db := club(t)
	for _, args := range [][]string{{"Ann", "ann"}, {" BOB", "bob"}} {
		t.Run(strings.Join(args, "-"), func(t *testing.T) {
			code, out, _ := runZooscore(t, on{}, "versus", args[0], args[1], "--json", "--db", db)
			r := decode(t, out)
			if code != exitInput || len(r.Errors) != 1 || r.Errors[0].Rule != "input.usage" {
				t.Errorf("exit %d, %s; want exit %d with input.usage", code, out, exitInput)
			}
		})
	}
}

// TestVersusCountsReadAsEnglish: "once", not "1 times"; "never tied",
// not "level 0 times".
func TestVersusCountsReadAsEnglish(t *testing.T) {
	db := club(t)
	code, out, _ := runZooscore(t, on{}, "versus", "Ann", "Bob", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if want := "Ann finished ahead once, Bob once, never tied."; !strings.Contains(out, want) {
		t.Errorf("versus says:\n%s\nwant %q", out, want)
	}
}
