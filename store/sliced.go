package store

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/gob"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/zooscore/zooscore/scorer"
)

// An import into a file another program has open (a running serve) is
// made in slices: one transaction would hold the file's write lock for the
// whole import (5 s for 100,000 games on a quiet machine, far more on a
// busy one), and every phone's write would wait for it. In slices, the
// phones' writes go in between, each at most a slice late, and the import
// gives way to them when they come thick (giveWay). While it writes, it
// holds a lease that keeps the leaderboards from replaying every game
// after each slice (see 011_import_lease.sql).
//
// What one transaction gave is kept where it matters: the games are read,
// checked and scored first, into a spool file, so a broken or refused game
// anywhere in the input still stores nothing. Only a kill during the
// writing leaves part of the import stored; since a game already stored is
// skipped by its UUID, running the import again completes it.
//
// Measured with zooload beside zooscore serve on 2 cores (docs/speed.md,
// "A club night"): 200 phones at people's pace had a p99 of 4.3 s and 32
// timeouts beside an import of 100,000 games in one transaction, and
// 62-71 ms beside the same import in slices.

// sliceWork is how long an import holds the write lock at a time, and
// slicePause how long it lets go between slices. A writer waiting for the
// lock looks again at most 10 ms after its last look (see writeAttempt),
// so a pause a little longer than that lets it in, and the server's
// writes that queued behind it follow in the same pause. A phone's write
// waits at most about sliceWork for the import.
var (
	sliceWork  = 25 * time.Millisecond
	slicePause = 15 * time.Millisecond
)

// spooled is a game as an import's spool keeps it: what the writer stores,
// already packed.
type spooled struct {
	UUID, Game, Status, Made string
	PlayedAt                 time.Time
	Log                      PlayLog
	Players                  []spooledSeat
	Input, Lean, Decisions   []byte
}

type spooledSeat struct {
	Name        string
	Total, Rank int
}

func spool(g Game) spooled {
	p := g.stored()
	sp := spooled{UUID: g.UUID, Game: g.Game, Status: g.Status, Made: g.Made, PlayedAt: g.PlayedAt,
		Log: g.Log, Input: p.input, Lean: p.lean, Decisions: p.decisions}
	for _, pl := range g.Result.Players {
		sp.Players = append(sp.Players, spooledSeat{Name: pl.Name, Total: pl.Total, Rank: pl.Rank})
	}
	return sp
}

// game is what the writer needs of a spooled game: its players' names,
// totals and ranks stand for the result, which is stored packed.
func (sp spooled) game() Game {
	g := Game{UUID: sp.UUID, Game: sp.Game, Status: sp.Status, Made: sp.Made, PlayedAt: sp.PlayedAt, Log: sp.Log,
		packed: &packed{input: sp.Input, lean: sp.Lean, decisions: sp.Decisions}}
	for _, pl := range sp.Players {
		g.Result.Players = append(g.Result.Players, scorer.PlayerResult{Name: pl.Name, Total: pl.Total, Rank: pl.Rank})
	}
	return g
}

// importSliced is Import for a file another program has open: every game
// is read into a spool first (an error of next stores nothing), then
// written in slices.
func (s *Store) importSliced(ctx context.Context, next func() (Game, bool, error)) (ImportStats, error) {
	if s.Beside != nil {
		s.Beside()
	}
	f, err := os.CreateTemp("", "zooscore-import-*.spool")
	if err != nil {
		return ImportStats{}, fmt.Errorf("make the import's spool: %w", err)
	}
	defer f.Close()
	defer os.Remove(f.Name())
	bw := bufio.NewWriterSize(f, 1<<16)
	enc := gob.NewEncoder(bw)
	n := 0
	for ; ; n++ {
		if n%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return ImportStats{}, err
			}
		}
		g, ok, err := next()
		if err != nil {
			return ImportStats{}, err
		}
		if !ok {
			break
		}
		if err := enc.Encode(spool(s.fill(g))); err != nil {
			return ImportStats{}, fmt.Errorf("spool the import: %w", err)
		}
	}
	if err := bw.Flush(); err != nil {
		return ImportStats{}, fmt.Errorf("spool the import: %w", err)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return ImportStats{}, err
	}
	defer s.giveBackLease()
	dec := gob.NewDecoder(bufio.NewReaderSize(f, 1<<16))
	ctx = context.WithValue(ctx, quietWait{}, true)
	var stats ImportStats
	rest := slicePause
	for done := 0; done < n; {
		if done > 0 {
			if err := pause(ctx, rest); err != nil {
				return stats, err
			}
		}
		wrote, waited, err := s.writeSlice(ctx, dec, done, n, &stats)
		if err != nil {
			return stats, err
		}
		done += wrote
		rest = giveWay(rest, waited)
	}
	return stats, nil // the lease is given back (deferred): leaderboards count every game now
}

// writeSlice writes spooled games from dec, the first being game number
// done+1 of n, in one transaction for about sliceWork; it reports how
// many it wrote. A slice's counts join stats only once it is committed.
func (s *Store) writeSlice(ctx context.Context, dec *gob.Decoder, done, n int, stats *ImportStats) (wrote int, waited time.Duration, err error) {
	var added, skipped int
	asked := time.Now()
	err = s.bulkTx(ctx, false, func(tx *sql.Tx, _ bool) error {
		waited = time.Since(asked)
		added, skipped = 0, 0
		// A writer a slice: players the server made or changed meanwhile
		// are looked up again, not taken from a cache.
		if err := holdLease(ctx, tx); err != nil {
			return err
		}
		w, err := s.newWriter(ctx, tx)
		if err != nil {
			return err
		}
		defer w.close()
		start := time.Now()
		for i := done; i < n; i++ {
			if i > done && (i-done)%32 == 0 && time.Since(start) >= sliceWork {
				break
			}
			var sp spooled
			if err := dec.Decode(&sp); err != nil {
				return fmt.Errorf("read the import's spool: %w", err)
			}
			ok, err := w.add(context.WithoutCancel(ctx), sp.game())
			if err != nil {
				return fmt.Errorf("import game %d (%s): %w", i+1, sp.UUID, err)
			}
			if ok {
				added++
			} else {
				skipped++
			}
		}
		return nil
	})
	if err != nil {
		return 0, 0, err
	}
	stats.Added += added
	stats.Skipped += skipped
	return added + skipped, waited, nil
}

// giveWay is the pause before the next slice, given the last pause and how
// long the last slice waited for the write lock. A slice that waited found
// the other program writing: its writes come first, and the import waits
// twice as long before its next slice (up to maxPause), so that phones
// writing at the pace the file can take are not slowed by an import
// beside them; a slice that did not wait halves the pause again, down to
// slicePause.
func giveWay(last, waited time.Duration) time.Duration {
	if waited > waitedMuch {
		return min(2*last, maxPause)
	}
	return max(last/2, slicePause)
}

const (
	// waitedMuch is a wait for the write lock longer than its own
	// pragmas and SQLite's first look take.
	waitedMuch = 5 * time.Millisecond
	// maxPause is the longest an import pauses between slices.
	maxPause = 400 * time.Millisecond
)

func pause(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// leaseFor is how long an import's lease (see 011_import_lease.sql) holds
// after its last slice: a killed import's runs out then.
const leaseFor = 30 * time.Second

// holdLease renews the import's lease in the transaction of a slice.
func holdLease(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO import_lease ("only", until) VALUES (1, ?)
		ON CONFLICT ("only") DO UPDATE SET until = excluded.until`,
		time.Now().Add(leaseFor).Unix())
	return err
}

// giveBackLease ends the import's lease, done or not, even after a Ctrl-C;
// if that fails, the lease runs out by itself.
func (s *Store) giveBackLease() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	s.inTx(context.WithValue(ctx, quietWait{}, true), func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM import_lease`)
		return err
	})
}

// importing reports whether an import in slices holds its lease.
func importing(ctx context.Context, tx *sql.Tx) (bool, error) {
	var held bool
	err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM import_lease WHERE until > ?)`, time.Now().Unix()).Scan(&held)
	return held, err
}
