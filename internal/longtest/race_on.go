//go:build race

package longtest

// Race reports whether the tests run with the race detector (-race).
const Race = true
