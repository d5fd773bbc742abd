package store

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// Writes that arrive together are committed together. Every commit waits
// for the disk (synchronous=FULL), and at a club night that wait is most
// of a write: 50 phones at fifty times people's pace made about 280
// writes a second, which kept the write lock busy most of the time on
// their own. A write that finds another under way queues here; the next
// write to take the gate runs every queued write in its transaction, each
// inside a savepoint of its own (a write that fails is undone alone, as in
// a transaction of its own), and commits them with one wait for the disk.
// Each is acknowledged only after that commit: what a caller is told is
// stored is on the disk.

// pending is a write waiting for a transaction.
type pending struct {
	ctx  context.Context
	fn   func(*sql.Tx) error
	done chan error // its outcome, once committed or refused
}

// queue holds the writes waiting for the gate.
type queue struct {
	mu     sync.Mutex
	writes []*pending
}

func (q *queue) push(p *pending) {
	q.mu.Lock()
	q.writes = append(q.writes, p)
	q.mu.Unlock()
}

// takeAll empties the queue.
func (q *queue) takeAll() []*pending {
	q.mu.Lock()
	defer q.mu.Unlock()
	all := q.writes
	q.writes = nil
	return all
}

// drop takes p out of the queue; false when a transaction already took it.
func (q *queue) drop(p *pending) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	for i, w := range q.writes {
		if w == p {
			q.writes = append(q.writes[:i], q.writes[i+1:]...)
			return true
		}
	}
	return false
}

// inTx runs fn in a transaction: all of it is stored, or nothing. A
// writer's transaction is IMMEDIATE: it takes the write lock first,
// waiting for another program's write to end (see wait). fn may share its
// transaction with other writes of this process that came at the same
// time (see above); it never sees their failures.
func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	p := &pending{ctx: ctx, fn: fn, done: make(chan error, 1)}
	s.queue.push(p)
	for {
		select {
		case err := <-p.done:
			return outcome(err)
		case s.gate <- struct{}{}:
			func() {
				defer func() { <-s.gate }()
				s.commitQueued()
			}()
		case <-ctx.Done():
			if s.queue.drop(p) {
				return ctx.Err()
			}
			return outcome(<-p.done) // under way in another's transaction
		}
	}
}

// outcome is a write's outcome in its own goroutine: a panic of its fn is
// raised here, where the write was asked for.
func outcome(err error) error {
	if pe, ok := err.(panicked); ok {
		panic(pe.value)
	}
	return err
}

// commitQueued runs every queued write in one transaction and tells each
// its outcome; the caller holds the gate.
func (s *Store) commitQueued() {
	writes := s.queue.takeAll()
	if len(writes) == 0 {
		return
	}
	if len(writes) == 1 { // alone: no savepoint needed
		w := writes[0]
		w.done <- s.inTxOn(w.ctx, s.db, func(tx *sql.Tx) error { return guarded(w.fn, tx) })
		return
	}
	outcomes := make([]error, len(writes))
	ctx, cancel := allDone(writes)
	defer cancel()
	err := s.inTxOn(ctx, s.db, func(tx *sql.Tx) error {
		for i, w := range writes {
			outcomes[i] = s.inSavepoint(tx, w)
		}
		return nil
	})
	for i, w := range writes {
		if outcomes[i] == nil && err != nil { // not begun, or not committed
			outcomes[i] = err
		}
		w.done <- outcomes[i]
	}
}

// allDone is a context that ends when every write's has ended: a shared
// transaction waits for the file for as long as one of them still does.
func allDone(writes []*pending) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	left := len(writes)
	stops := make([]func() bool, len(writes))
	for i, w := range writes {
		stops[i] = context.AfterFunc(w.ctx, func() {
			mu.Lock()
			defer mu.Unlock()
			if left--; left == 0 {
				cancel()
			}
		})
	}
	return ctx, func() {
		for _, stop := range stops {
			stop()
		}
		cancel()
	}
}

// inSavepoint runs one write of a shared transaction: undone alone if it
// fails.
func (s *Store) inSavepoint(tx *sql.Tx, w *pending) error {
	if err := w.ctx.Err(); err != nil {
		return err
	}
	if _, err := tx.ExecContext(w.ctx, `SAVEPOINT write`); err != nil {
		return err
	}
	if err := guarded(w.fn, tx); err != nil {
		tx.Exec(`ROLLBACK TO write`)
		tx.Exec(`RELEASE write`)
		return err
	}
	_, err := tx.Exec(`RELEASE write`)
	return err
}

// panicked carries a write's panic to its own goroutine (see inTx), so that
// a write run in another's transaction panics where it was asked for, as
// if it had run there, and the other writes of the transaction are told
// their outcome.
type panicked struct{ value any }

func (p panicked) Error() string { return fmt.Sprint("a write panicked: ", p.value) }

func guarded(fn func(*sql.Tx) error, tx *sql.Tx) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = panicked{v}
		}
	}()
	return fn(tx)
}
