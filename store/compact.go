package store

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"runtime"
	"sync"
)

// oldGame is a game as schema 3 stored it, and what schema 5 keeps of it.
type oldGame struct {
	id            int64
	uuid          string
	game, status  string
	at            int64
	ranks         []byte
	input, result []byte
	packed, words []byte
}

// compactBatch is how many games are read from the old table at a time.
const compactBatch = 512

// compactGames is the Go step of migration 005: it fills games_compact
// from games, every game with its id, its input packed and its result as
// it was stored (words, with the explanation of every point), packed. The
// migration to schema 6, which always follows in the same transaction,
// keeps each result lean and drops those words where a new scoring gives
// the stored numbers (see leanResults); numbers is left empty.
func compactGames(ctx context.Context, s *Store, tx *sql.Tx) error {
	ins, err := tx.PrepareContext(ctx, `INSERT INTO games_compact (id, uuid, game, status, played_at, ranks, numbers, input, words)
		VALUES (?, ?, ?, ?, ?, ?, x'', ?, ?)`)
	if err != nil {
		return err
	}
	defer ins.Close()
	last := int64(math.MinInt64)
	for {
		batch, err := readOldGames(ctx, tx, last)
		if err != nil || len(batch) == 0 {
			if err == nil {
				err = sameCount(ctx, tx)
			}
			return err
		}
		onEveryCore(len(batch), func(i int) {
			o := &batch[i]
			o.packed, o.words = packInput(o.input), packInput(o.result)
		})
		for _, o := range batch {
			if _, err := ins.ExecContext(ctx, o.id, uuidKey(o.uuid), o.game, o.status, o.at, o.ranks, o.packed, o.words); err != nil {
				return fmt.Errorf("game %d: %w", o.id, err)
			}
		}
		last = batch[len(batch)-1].id
	}
}

func readOldGames(ctx context.Context, tx *sql.Tx, after int64) ([]oldGame, error) {
	rows, err := tx.QueryContext(ctx, `SELECT g.id, g.uuid, g.game, g.status, g.played_at, COALESCE(g.ranks, `+ranksOf+`), g.input, g.result
		FROM games g WHERE g.id > ? ORDER BY g.id LIMIT ?`, after, compactBatch)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []oldGame
	for rows.Next() {
		var o oldGame
		if err := rows.Scan(&o.id, &o.uuid, &o.game, &o.status, &o.at, &o.ranks, &o.input, &o.result); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// sameCount checks that the new table holds every game of the old one.
func sameCount(ctx context.Context, tx *sql.Tx) error {
	var before, after int64
	err := tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM games_compact)`).Scan(&before, &after)
	if err == nil && before != after {
		err = fmt.Errorf("%d games, %d converted", before, after)
	}
	return err
}

func playerNames(ctx context.Context, tx *sql.Tx) (map[int64]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, name FROM players`)
	if err != nil {
		return nil, err
	}
	return scanNames(rows)
}

// scanNames reads rows of (id, name) of players into a map, and closes them.
func scanNames(rows *sql.Rows) (map[int64]string, error) {
	defer rows.Close()
	names := map[int64]string{}
	for rows.Next() {
		var (
			id   int64
			name string
		)
		if err := rows.Scan(&id, &name); err != nil {
			return nil, err
		}
		names[id] = name
	}
	return names, rows.Err()
}

// onEveryCore calls fn(0) to fn(n-1), spread over the cores.
func onEveryCore(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	var (
		wg   sync.WaitGroup
		next = make(chan int, n)
	)
	for i := range n {
		next <- i
	}
	close(next)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
