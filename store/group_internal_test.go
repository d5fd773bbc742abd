package store

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"runtime"
	"testing"
)

// TestWritesCommittedTogether: writes queued together share one
// transaction, each in a savepoint: the one that fails is undone alone
// and told its own error, the others are stored and told so; a write whose
// caller gave up is not run.
func TestWritesCommittedTogether(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	refused := errors.New("refused")
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	add := func(ctx context.Context, name string, fail error) *pending {
		p := &pending{ctx: ctx, done: make(chan error, 1), fn: func(tx *sql.Tx) error {
			if _, err := tx.Exec(`INSERT INTO players (name, name_key) VALUES (?, ?)`, name, name); err != nil {
				return err
			}
			return fail
		}}
		s.queue.push(p)
		return p
	}
	ctx := context.Background()
	writes := []*pending{add(ctx, "ann", nil), add(ctx, "bob", refused), add(gone, "cy", nil), add(ctx, "dee", nil)}
	s.commitQueued()
	want := []error{nil, refused, context.Canceled, nil}
	for i, w := range writes {
		if got := <-w.done; !errors.Is(got, want[i]) || (got == nil) != (want[i] == nil) {
			t.Errorf("write %d: %v, want %v", i, got, want[i])
		}
	}
	var names string
	if err := s.db.QueryRow(`SELECT group_concat(name, ' ') FROM (SELECT name FROM players ORDER BY name)`).Scan(&names); err != nil || names != "ann dee" {
		t.Errorf("stored players %q, %v; want ann and dee", names, err)
	}
	if left := s.queue.takeAll(); len(left) != 0 {
		t.Errorf("%d writes left in the queue", len(left))
	}
}

// TestWriteGivenUpWhileQueued: a write whose caller gives up while it
// waits for the gate leaves the queue and is never run.
func TestWriteGivenUpWhileQueued(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	release, err := s.takeGate(context.Background()) // another write under way
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan struct{}, 1)
	result := make(chan error, 1)
	go func() {
		result <- s.inTx(ctx, func(*sql.Tx) error { ran <- struct{}{}; return nil })
	}()
	for {
		s.queue.mu.Lock()
		n := len(s.queue.writes)
		s.queue.mu.Unlock()
		if n == 1 {
			break
		}
		runtime.Gosched()
	}
	cancel()
	if err := <-result; !errors.Is(err, context.Canceled) {
		t.Errorf("inTx: %v, want context.Canceled", err)
	}
	release()
	s.commitQueued()
	select {
	case <-ran:
		t.Error("the write given up was run")
	default:
	}
}

// TestWritePanicsInItsOwnGoroutine: a write that panics in a transaction
// it shares is undone alone, the others are stored, and the panic is
// raised where that write was asked for.
func TestWritePanicsInItsOwnGoroutine(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ok := &pending{ctx: context.Background(), done: make(chan error, 1), fn: func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO players (name, name_key) VALUES ('ann', 'ann')`)
		return err
	}}
	bad := &pending{ctx: context.Background(), done: make(chan error, 1), fn: func(tx *sql.Tx) error {
		tx.Exec(`INSERT INTO players (name, name_key) VALUES ('bob', 'bob')`)
		panic("a bug")
	}}
	s.queue.push(bad)
	s.queue.push(ok)
	s.commitQueued()
	if err := <-ok.done; err != nil {
		t.Errorf("the other write: %v", err)
	}
	if err, isPanic := (<-bad.done).(panicked); !isPanic || err.value != "a bug" {
		t.Errorf("the write that panicked was told %v", err)
	}
	var names string
	if err := s.db.QueryRow(`SELECT group_concat(name) FROM players`).Scan(&names); err != nil || names != "ann" {
		t.Errorf("stored players %q, %v; want ann alone", names, err)
	}
	defer func() {
		if v := recover(); v != "a bug" {
			t.Errorf("inTx panicked with %v, want the write's panic", v)
		}
	}()
	s.inTx(context.Background(), func(*sql.Tx) error { panic("a bug") })
}
