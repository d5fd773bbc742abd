package exchange

import (
	"context"
	"io"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// An export line is the contract's result object, lean: game, id, status,
// every player's name, total, rank and breakdown (each item's words,
// points and rule), the winners and the warnings (rule, the player when
// one is meant, and the message), in English, then uuid, played_at and
// input. It leaves out what show and explain give by scoring the input
// again, in any language: why each item scores, its rulebook section, the
// decisions and the settings. Import reads none of the result; it scores
// the input again.
//
// The store keeps every item's label and warning's message as a message
// (see store.ExportSaying), so a line is written straight from the stored
// row, with no scoring and no JSON reflection: the words of a label are
// found far more often than they are made. A game stored by an older
// zooscore keeps only its numbers: it is scored again, as show does (see
// game.Fresh), on every core, and written in its place in the history.

// WriteJSONL writes every game as its line. The store reads the rows
// (ahead, on a goroutine of its own) and hands them over here, where the
// lines are made, many to a chunk; one goroutine writes the chunks in the
// order of the rows. A game to be scored again goes to a worker, its line
// written when its turn comes. Every channel is bounded, so memory stays
// flat whatever the size of the history.
func WriteJSONL(ctx context.Context, st *store.Store, w io.Writer) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	x := newLineExporter(ctx, cancel, w)
	loc := i18n.For(i18n.English).Memo() // a memo is for one goroutine: this one
	// The store keeps the words of the labels it says: they are kept as
	// JSON, so that each is escaped once.
	sayJSON := func(m scorer.Msg) string { return string(appendJSONString(nil, loc.Say(m))) }
	err := st.ExportSaying(ctx, sayJSON, func(g store.Game, said bool) error {
		if !said {
			return x.rescore(g)
		}
		res := g.Result // the store's memory, made again for the next row: said now
		for i, n := range res.Warnings {
			res.Warnings[i] = loc.Note(n)
		}
		return x.add(func(b []byte) []byte { return appendLine(b, g, res, true) })
	})
	if err == nil {
		err = x.flush()
	}
	x.close()
	if err == nil {
		err = context.Cause(ctx) // a line that could not be made or written
	}
	return err
}

// chunkSize is how many bytes of lines go to the writer at once (a test
// makes it a line).
var chunkSize = 1 << 16

// lineExporter puts the lines in order: a chunk of lines made at once, or
// the line of a game being scored again.
type lineExporter struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	chunk  []byte
	order  chan chunk      // to the writer, in the order of the rows
	free   chan []byte     // chunks written, to be filled again
	jobs   chan rescoreJob // to the workers
	wg     sync.WaitGroup  // the workers
	once   sync.Once       // the workers start with the first game to score
	done   chan struct{}   // closed when the writer has stopped
	w      io.Writer
}

type chunk struct {
	lines []byte
	out   chan []byte // the line of a game scored again, when lines is nil
}

type rescoreJob struct {
	g   store.Game
	out chan []byte
}

// chunks is how many chunks may wait for the writer.
const chunks = 4

func newLineExporter(ctx context.Context, cancel context.CancelCauseFunc, w io.Writer) *lineExporter {
	workers := runtime.GOMAXPROCS(0)
	x := &lineExporter{ctx: ctx, cancel: cancel, w: w, order: make(chan chunk, 16*workers+chunks),
		free: make(chan []byte, chunks+1), jobs: make(chan rescoreJob, 16*workers), done: make(chan struct{})}
	x.chunk = make([]byte, 0, chunkSize+chunkSize/4)
	for range chunks {
		x.free <- make([]byte, 0, chunkSize+chunkSize/4)
	}
	go x.write()
	return x
}

// write writes the chunks in order until they end or the export is
// cancelled.
func (x *lineExporter) write() {
	defer close(x.done)
	for c := range x.order {
		lines := c.lines
		if c.out != nil {
			select {
			case lines = <-c.out:
			case <-x.ctx.Done():
				return
			}
		}
		if _, err := x.w.Write(lines); err != nil {
			x.cancel(err)
			return
		}
		if c.out == nil {
			x.free <- lines[:0]
		}
	}
}

// add appends a line made by line to the chunk, handing the chunk over
// when it is full.
func (x *lineExporter) add(line func([]byte) []byte) error {
	x.chunk = line(x.chunk)
	if len(x.chunk) < chunkSize {
		return nil
	}
	return x.flush()
}

// flush hands the chunk over to the writer and takes an empty one.
func (x *lineExporter) flush() error {
	if len(x.chunk) == 0 {
		return nil
	}
	if err := x.send(chunk{lines: x.chunk}); err != nil {
		return err
	}
	select {
	case x.chunk = <-x.free:
		return nil
	case <-x.ctx.Done():
		x.chunk = nil
		return context.Cause(x.ctx)
	}
}

func (x *lineExporter) send(c chunk) error {
	select {
	case x.order <- c:
		return nil
	case <-x.ctx.Done():
		return context.Cause(x.ctx)
	}
}

// rescore hands a game over to a worker, to be scored again, with the
// lines before it.
func (x *lineExporter) rescore(g store.Game) error {
	x.once.Do(x.startWorkers)
	if err := x.flush(); err != nil {
		return err
	}
	j := rescoreJob{g: cloneGame(g), out: make(chan []byte, 1)}
	// To a worker first: the writer waits only for lines being made.
	select {
	case x.jobs <- j:
	case <-x.ctx.Done():
		return context.Cause(x.ctx)
	}
	return x.send(chunk{out: j.out})
}

func (x *lineExporter) startWorkers() {
	for range runtime.GOMAXPROCS(0) {
		x.wg.Go(func() {
			loc := i18n.For(i18n.English).Memo() // its own: a memo is for one goroutine
			for j := range x.jobs {
				j.out <- rescoredLine(loc, j.g)
			}
		})
	}
}

// close waits for the workers and the writer.
func (x *lineExporter) close() {
	close(x.jobs)
	x.wg.Wait()
	close(x.order)
	<-x.done
}

// rescoredLine is the line of a game whose numbers keep no messages: it
// is scored again for its words, in the words of loc (English).
func rescoredLine(loc *i18n.Localizer, g store.Game) []byte {
	stored := g.Result
	stored.ID, stored.Status = g.ID, g.Status
	res, _, _ := game.Fresh(g.Game, g.Input, stored)
	return appendLine(nil, g, loc.Result(res), false)
}

// cloneGame copies what the store will make again for the next row.
func cloneGame(g store.Game) store.Game {
	g.Input = append([]byte(nil), g.Input...)
	r := &g.Result
	r.Players = append([]scorer.PlayerResult(nil), r.Players...)
	for i := range r.Players {
		r.Players[i].Breakdown = append([]scorer.Item(nil), r.Players[i].Breakdown...)
	}
	r.Winners = append([]string(nil), r.Winners...)
	r.Warnings = append([]scorer.Note(nil), r.Warnings...)
	r.Decisions = append([]scorer.Note(nil), r.Decisions...)
	return g
}

// appendLine appends the line of g, whose result in words is res, with its
// line end; itemsJSON tells that the words of the items are JSON strings
// already. It writes what encoding/json would write of the same object (a
// test compares), without its reflection.
func appendLine(b []byte, g store.Game, res scorer.Result, itemsJSON bool) []byte {
	b = append(b, `{"game":`...)
	b = appendJSONString(b, res.Game)
	if g.ID != 0 {
		b = strconv.AppendInt(append(b, `,"id":`...), g.ID, 10)
	}
	if g.Status != "" {
		b = appendJSONString(append(b, `,"status":`...), g.Status)
	}
	b = append(b, `,"players":[`...)
	for i, p := range res.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(append(b, `{"name":`...), p.Name)
		b = strconv.AppendInt(append(b, `,"total":`...), int64(p.Total), 10)
		b = strconv.AppendInt(append(b, `,"rank":`...), int64(p.Rank), 10)
		b = append(b, `,"breakdown":[`...)
		for j, it := range p.Breakdown {
			if j > 0 {
				b = append(b, ',')
			}
			if b = append(b, `{"item":`...); itemsJSON && it.Item != "" {
				b = append(b, it.Item...) // "" is the empty message, never said
			} else {
				b = appendJSONString(b, it.Item)
			}
			b = strconv.AppendInt(append(b, `,"points":`...), int64(it.Points), 10)
			if it.Rule != "" {
				b = appendJSONString(append(b, `,"rule":`...), it.Rule)
			}
			b = append(b, '}')
		}
		b = append(b, "]}"...)
	}
	b = append(b, `],"winners":[`...)
	for i, w := range res.Winners {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, w)
	}
	b = append(b, `],"warnings":[`...)
	for i, n := range res.Warnings {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		if n.Player != "" {
			b = append(appendJSONString(append(b, `"player":`...), n.Player), ',')
		}
		b = appendJSONString(append(b, `"rule":`...), n.Rule)
		b = appendJSONString(append(b, `,"message":`...), n.Message)
		b = append(b, '}')
	}
	b = appendJSONString(append(b, `],"uuid":`...), g.UUID)
	b = append(b, `,"played_at":"`...)
	b = g.PlayedAt.UTC().AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","input":`...)
	b = appendRawJSON(b, g.Input)
	return append(b, "}\n"...)
}
