package store_test

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// ruledGame is a game whose items and warning carry rule ids.
func ruledGame(i int) store.Game {
	g := sampleGame(fmt.Sprintf("Ann%d", i%7), fmt.Sprintf("Bob%d", i%5))
	for p := range g.Result.Players {
		g.Result.Players[p].Breakdown[0].Rule = fmt.Sprintf("dice.rule-%d", i%40)
	}
	g.Result.Warnings = []scorer.Note{{Rule: fmt.Sprintf("dice.warning-%d", i%30), Message: "w"}}
	return g
}

// TestWritesAndReadsNeverFreeze runs a club night's writes and reads on one
// store. A reader once held a lock of the store's (of the cache of rule
// numbers that schema 5 had) while it waited for a connection, while a
// writer inside its write transaction waited for that lock and every other
// connection waited for the writer's write lock: all of them stood still
// until the busy timeout.
// With a busy timeout of a minute, that would be a minute without any
// answer; the whole run must end long before.
func TestWritesAndReadsNeverFreeze(t *testing.T) {
	defer store.SetBusyTimeout(time.Minute)()
	s, _ := openTemp(t)
	ctx := context.Background()
	first, err := s.Save(ctx, ruledGame(0))
	if err != nil {
		t.Fatal(err)
	}
	// The rounds look for a freeze that needs an unlucky order of writers
	// and readers: 15 rounds of eight of each in the tests a developer
	// runs, 60 in the long series.
	const workers = 8
	rounds := longtest.Count(15, 60)
	var wg sync.WaitGroup
	errs := make(chan error, 2*workers)
	for w := range workers {
		wg.Add(2)
		go func() { // a writer
			defer wg.Done()
			for r := range rounds {
				if _, err := s.Save(ctx, ruledGame(w*rounds+r)); err != nil {
					errs <- fmt.Errorf("save: %w", err)
					return
				}
			}
		}()
		go func() { // a reader
			defer wg.Done()
			for range rounds {
				if _, err := s.Get(ctx, first); err != nil {
					errs <- fmt.Errorf("get: %w", err)
					return
				}
				if _, err := s.History(ctx, store.Filter{Limit: 5}); err != nil {
					errs <- fmt.Errorf("history: %w", err)
					return
				}
			}
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		buf := make([]byte, 1<<20)
		t.Fatalf("writes and reads stood still for 30 s:\n%s", buf[:runtime.Stack(buf, true)])
	}
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	h, err := s.History(ctx, store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(h), 1+workers*rounds; got != want {
		t.Errorf("%d games stored, want %d", got, want)
	}
}
