package web

import (
	"math"
	"regexp"
	"testing"
	"time"
)

// The limits on guessing keep the short code for years: at the most tries
// all addresses together get in the long run (one every allEvery), finding
// the code takes more than 1,000 years on average, and no address alone
// tries faster than all of them together.
func TestGuessingTheShortCodeTakesYears(t *testing.T) {
	const year = 365.25 * 24 * time.Hour
	years := math.Pow10(shortLen) / 2 * allEvery.Seconds() / year.Seconds()
	if years < 1000 {
		t.Errorf("the short code is found in %.0f years on average: want more than 1,000", years)
	}
	if addrEvery < allEvery || addrTries > allTries {
		t.Errorf("one address (%d at once, one every %v) tries faster than all together (%d, one every %v)", addrTries, addrEvery, allTries, allEvery)
	}
	digits := regexp.MustCompile(`^\d{12}$`)
	for range 100 {
		if c := NewShortCode(); !digits.MatchString(c) {
			t.Fatalf("a short code %q", c)
		}
	}
}

// A path is logged without the join code in it: a request of the join
// link that fails in the server leaves no code in the log.
func TestLoggedPathsHoldNoCode(t *testing.T) {
	code := NewCode()
	for path, want := range map[string]string{"/join/" + code: "/join/…", "/join": "/join", "/history": "/history"} {
		if got := withoutCode(path); got != want {
			t.Errorf("%s is logged as %s, want %s", path, got, want)
		}
	}
}
