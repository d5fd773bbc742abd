package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/zooscore/zooscore/scorer"
)

// Start stores a new game that is being tracked (status in progress) and
// returns its id. Its input is the play script so far (the setup).
func (s *Store) Start(ctx context.Context, g Game) (int64, error) {
	g.Status = scorer.StatusInProgress
	return s.Save(ctx, g)
}

// AddEntry stores one entry of a tracked game together with the game as it
// now stands (its script so far, status and result), in one transaction.
func (s *Store) AddEntry(ctx context.Context, id int64, entry json.RawMessage, now Game) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO entries (game_id, seq, data, entered_at)
			 VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM entries WHERE game_id = ?), ?, ?)`,
			id, id, string(compact(entry)), s.Now().UTC().Unix())
		if err != nil {
			return fmt.Errorf("store the entry: %w", err)
		}
		return updateGame(ctx, tx, id, now)
	})
}

// UndoEntry removes the last entry of a tracked game, if it has stored
// entries (an imported game has only its script), and stores the game as it
// stands without it, in one transaction. It returns the removed entry.
func (s *Store) UndoEntry(ctx context.Context, id int64, now Game) (json.RawMessage, error) {
	var removed string
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var seq int64
		err := tx.QueryRowContext(ctx, `SELECT seq, data FROM entries WHERE game_id = ? ORDER BY seq DESC LIMIT 1`, id).Scan(&seq, &removed)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM entries WHERE game_id = ? AND seq = ?`, id, seq); err != nil {
			return err
		}
		return updateGame(ctx, tx, id, now)
	})
	return json.RawMessage(removed), err
}

// Entries returns the entries of a tracked game in the order they were made.
func (s *Store) Entries(ctx context.Context, id int64) ([]json.RawMessage, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT data FROM entries WHERE game_id = ? ORDER BY seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []json.RawMessage
	for rows.Next() {
		var d string
		if err := rows.Scan(&d); err != nil {
			return nil, err
		}
		out = append(out, scorer.DropNullMembers([]byte(d))) // older versions wrote [] as null
	}
	return out, rows.Err()
}

// Update replaces a stored game's input, status and result (after an edit or
// at the end of a tracked game), in one transaction.
func (s *Store) Update(ctx context.Context, id int64, now Game) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return updateGame(ctx, tx, id, now) })
}

func updateGame(ctx context.Context, tx *sql.Tx, id int64, g Game) error {
	var at int64
	err := tx.QueryRowContext(ctx, `SELECT game, played_at FROM games WHERE id = ?`, id).Scan(&g.Game, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("game %d %w", id, ErrNotFound)
	}
	if err != nil {
		return err
	}
	if g.Status == "" {
		g.Status = scorer.StatusInProgress
	}
	result, settings, err := encodeResult(g.Result)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE games SET status = ?, input = ?, settings = ?, result = ? WHERE id = ?`,
		g.Status, string(compact(g.Input)), settings, result, id)
	if err != nil {
		return fmt.Errorf("update game %d: %w", id, err)
	}
	g.ID = id
	g.PlayedAt = unix(at)
	return writeResults(ctx, tx, g)
}

// SaveTracked stores a whole tracked game at once, with every entry, in one
// transaction (a play script given as a file).
func (s *Store) SaveTracked(ctx context.Context, g Game, entries []json.RawMessage) (int64, error) {
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if id, err = insertGame(ctx, tx, s.fill(g)); err != nil {
			return err
		}
		return insertEntries(ctx, tx, id, entries, s.Now())
	})
	return id, err
}

// ReplaceEntries stores a corrected tracked game: all its entries and the
// game as they now make it, in one transaction.
func (s *Store) ReplaceEntries(ctx context.Context, id int64, entries []json.RawMessage, now Game) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM entries WHERE game_id = ?`, id); err != nil {
			return err
		}
		if err := insertEntries(ctx, tx, id, entries, s.Now()); err != nil {
			return err
		}
		return updateGame(ctx, tx, id, now)
	})
}

func insertEntries(ctx context.Context, tx *sql.Tx, id int64, entries []json.RawMessage, at time.Time) error {
	for i, e := range entries {
		if _, err := tx.ExecContext(ctx, `INSERT INTO entries (game_id, seq, data, entered_at) VALUES (?, ?, ?, ?)`,
			id, i+1, string(compact(e)), at.UTC().Unix()); err != nil {
			return fmt.Errorf("store entry %d: %w", i+1, err)
		}
	}
	return nil
}

// Unfinished lists the games of one kind ("" for all) still in progress,
// newest first.
func (s *Store) Unfinished(ctx context.Context, game string) ([]Summary, error) {
	return s.History(ctx, Filter{Game: game, Status: scorer.StatusInProgress})
}
