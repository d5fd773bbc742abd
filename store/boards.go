package store

import (
	"context"
	"database/sql"
	"errors"
	"math"
)

// UpdateLeaderboards brings the saved figures of several scopes (game ""
// for every kind) up to date at once, as Leaderboard would one by one,
// reading the history once for all of them when they start from the same
// point (after an import into the past, or a first import, every scope
// replays from the first game, and an import waits for it: one pass over
// 1,000,000 games instead of four). It saves nothing, without
// waiting, when another program holds the write lock: the next
// leaderboard computes its figures then.
func (s *Store) UpdateLeaderboards(ctx context.Context, scopes ...string) (err error) {
	defer s.check(&err)
	_, err = s.writeNow(ctx, func(tx *sql.Tx) error {
		boards, err := refreshBoards(ctx, tx, scopes)
		if err != nil {
			return wrapBoard(err)
		}
		for _, b := range boards {
			if b.behind && !b.deferred {
				if err := b.save(ctx, tx); err != nil {
					return wrapBoard(err)
				}
			}
		}
		return nil
	})
	return err
}

// refreshBoards brings the figures of each scope up to date from the saved
// ones (the caller saves them if it may write).
func refreshBoards(ctx context.Context, tx *sql.Tx, scopes []string) ([]*board, error) {
	boards := make([]*board, len(scopes))
	for i, scope := range scopes {
		b, err := openBoard(ctx, tx, scope)
		if err != nil {
			return nil, err
		}
		boards[i] = b
	}
	if len(boards) > 1 && sameWatermark(boards) {
		if err := replayTogether(ctx, tx, boards); err != nil {
			return nil, err
		}
	} else {
		for _, b := range boards {
			if err := b.replay(ctx, tx); err != nil {
				return nil, err
			}
		}
	}
	for _, b := range boards {
		b.catchUp()
	}
	return boards, nil
}

// catchUp marks the figures behind if the replay changed any player's.
func (b *board) catchUp() {
	for _, p := range b.players {
		b.behind = b.behind || p.touched
	}
}

// openBoard reads the saved figures of a scope and decides where its
// replay starts: after its watermark, or from the first game when the
// scope is stale (see Leaderboard).
func openBoard(ctx context.Context, tx *sql.Tx, scope string) (*board, error) {
	b := &board{scope: scope, players: map[int64]*standing{}, at: math.MinInt64}
	var (
		stale bool
		seen  int64
	)
	err := tx.QueryRowContext(ctx, `SELECT played_at, game_id, seen_id, stale FROM board_state WHERE scope = ?`, scope).
		Scan(&b.at, &b.id, &seen, &stale)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		stale = true
	case err != nil:
		return nil, err
	}
	if !stale {
		// While an import in slices holds its lease, games it adds into
		// the past wait for its end (see 011_import_lease.sql).
		if b.deferred, err = importing(ctx, tx); err != nil {
			return nil, err
		}
		if !b.deferred {
			if stale, err = b.addedInThePast(ctx, tx, seen); err != nil {
				return nil, err
			}
		}
	}
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM games`).Scan(&b.seen); err != nil {
		return nil, err
	}
	b.behind = stale || b.seen != seen
	if stale {
		b.at, b.id, b.fresh = math.MinInt64, 0, true
	} else if err := b.load(ctx, tx); err != nil {
		return nil, err
	}
	return b, nil
}

func sameWatermark(boards []*board) bool {
	for _, b := range boards[1:] {
		if b.at != boards[0].at || b.id != boards[0].id {
			return false
		}
	}
	return true
}

// replayTogether replays boards that start from the same watermark in one
// pass over the time index: each game goes to the boards of its scope.
func replayTogether(ctx context.Context, tx *sql.Tx, boards []*board) error {
	raters := make([]rater, len(boards))
	one := replayBatch{ends: []int{0}} // a batch of one game, for apply
	err := replayRows(ctx, tx, `SELECT COALESCE(g.ranks, `+ranksOf+`), g.game FROM games g
		WHERE (g.played_at, g.id) > (?, ?) AND g.status = 'finished' ORDER BY g.played_at, g.id`,
		[]any{boards[0].at, boards[0].id},
		func(bt *replayBatch) error {
			start := 0
			for i, end := range bt.ends {
				one.text, one.ends[0] = bt.text[start:end], end-start
				start = end
				for j, b := range boards {
					if b.scope != "" && b.scope != bt.kinds[i] {
						continue
					}
					if err := b.apply(&one, &raters[j]); err != nil {
						return err
					}
				}
			}
			return nil
		})
	if err != nil {
		return err
	}
	for _, b := range boards {
		if err := b.mark(ctx, tx); err != nil {
			return err
		}
	}
	return nil
}
