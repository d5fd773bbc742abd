package store

import (
	"testing"
	"time"
)

// TestGiveWay: a slice that waited for the write lock doubles the pause
// before the next one, up to maxPause; one that did not halves it, down to
// slicePause.
func TestGiveWay(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct{ last, waited, want time.Duration }{
		{slicePause, 0, slicePause},
		{slicePause, ms, slicePause}, // SQLite's first look, not a wait
		{slicePause, 20 * ms, 2 * slicePause},
		{2 * slicePause, 30 * ms, 4 * slicePause},
		{maxPause, time.Second, maxPause},
		{300 * ms, 100 * ms, maxPause},
		{maxPause, 0, maxPause / 2},
		{20 * ms, 0, slicePause},
	} {
		if got := giveWay(c.last, c.waited); got != c.want {
			t.Errorf("giveWay(%v, waited %v) = %v, want %v", c.last, c.waited, got, c.want)
		}
	}
}
