package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// heapPeak samples the live heap (after a collection) every so many calls;
// the peak tells whether memory grows with the number of games.
type heapPeak struct {
	calls, every int
	peak         uint64
}

func (h *heapPeak) sample() {
	h.calls++
	if h.calls%h.every != 0 {
		return
	}
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	h.peak = max(h.peak, m.HeapAlloc)
}

// BenchmarkStreamingMemory imports and then exports 10 times more games in
// each size: the peak live heap must stay about the same, since both read or
// write one game at a time (compare peak-heap-MB across the sizes).
func BenchmarkStreamingMemory(b *testing.B) {
	for _, games := range []int{10_000, small100k} {
		b.Run(fmt.Sprintf("games=%d", games), func(b *testing.B) {
			for range b.N {
				s, err := store.Open(filepath.Join(b.TempDir(), "memory.db"))
				if err != nil {
					b.Fatal(err)
				}
				h := newHistory(games)
				in := &heapPeak{every: 2_000}
				_, err = s.Import(context.Background(), func() (store.Game, bool, error) {
					in.sample()
					return h.next()
				})
				if err != nil {
					b.Fatal(err)
				}
				out := &heapPeak{every: 2_000}
				err = s.Export(context.Background(), func(store.Game) error { out.sample(); return nil })
				if err != nil {
					b.Fatal(err)
				}
				s.Close()
				b.ReportMetric(float64(in.peak)/(1<<20), "import-peak-heap-MB")
				b.ReportMetric(float64(out.peak)/(1<<20), "export-peak-heap-MB")
			}
		})
	}
}
