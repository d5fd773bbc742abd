package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"runtime"
	"sync"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/store"
)

// An export line is the result object as `show ID --json` prints it, with
// its words in English (every item's name, reason and rulebook section,
// every warning's message), then uuid, played_at and input. The store
// keeps a result's numbers only, so each game is scored again from its
// input, as show does (see app.fresh), and that is most of an export's
// time: the games are scored on every core and written in the order of
// the history. Import reads none of the result; it scores the input again.

// exportLine is the line of a stored game, with its line end, in the
// words of loc (English).
func exportLine(loc *i18n.Localizer, g store.Game) ([]byte, error) {
	stored := g.Result
	stored.ID, stored.Status = g.ID, g.Status
	res, _, _ := game.Fresh(g.Game, g.Input, stored)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(exported{
		Result:   jsonResult(loc, res),
		UUID:     g.UUID,
		PlayedAt: g.PlayedAt.UTC(),
		Input:    g.Input,
	})
	return b.Bytes(), err
}

// exportJSONL writes every game as its line. The store reads the rows
// (ahead, on a goroutine of its own) and hands them over here; workers on
// every core make the lines; one goroutine writes them in the order of
// the rows. Both channels are bounded, so memory stays flat whatever the
// size of the history.
func exportJSONL(ctx context.Context, st *store.Store, w io.Writer) error {
	type job struct {
		g   store.Game
		out chan []byte // the line, or nil when it could not be made
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	workers := runtime.GOMAXPROCS(0)
	jobs := make(chan job, 16*workers)
	order := make(chan job, 16*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			loc := i18n.For(i18n.English).Memo() // its own: a memo is for one goroutine
			for j := range jobs {
				line, err := exportLine(loc, j.g)
				if err != nil {
					cancel(err)
					line = nil
				}
				j.out <- line
			}
		})
	}
	written := make(chan struct{})
	go func() {
		defer close(written)
		for j := range order {
			var line []byte
			select {
			case line = <-j.out:
			case <-ctx.Done():
				return
			}
			if line == nil {
				return // cancelled with the reason
			}
			if _, err := w.Write(line); err != nil {
				cancel(err)
				return
			}
		}
	}()
	err := st.Export(ctx, func(g store.Game) error {
		j := job{g: g, out: make(chan []byte, 1)}
		// To a worker first: the writer waits only for lines being made.
		for _, ch := range []chan job{jobs, order} {
			select {
			case ch <- j:
			case <-ctx.Done():
				return context.Cause(ctx)
			}
		}
		return nil
	})
	close(jobs)
	close(order)
	wg.Wait()
	<-written
	if err == nil {
		err = context.Cause(ctx) // a line that could not be made or written
	}
	return err
}
