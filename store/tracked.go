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

// Mark is how a tracked game stood when a window read it or last wrote it:
// the sequence number of its last stored entry and the script it was stored
// with. Entries are written against a mark, so that two windows on one game
// never overwrite each other: a write whose mark is not the game's any more
// is refused with ErrConflict.
type Mark struct {
	Seq    int64
	script string
}

// Start stores a new game that is being tracked (status in progress) and
// returns its id and the mark to write its first entry against. Its input
// is the play script so far (the setup).
func (s *Store) Start(ctx context.Context, g Game) (int64, Mark, error) {
	g.Status = scorer.StatusInProgress
	id, err := s.Save(ctx, g)
	return id, Mark{script: string(compact(g.Input))}, err
}

// AddEntry stores one entry of a tracked game, written against the mark of
// the game as the window saw it, together with the game as it now stands
// (its script so far, status and result), in one transaction. The entry
// takes the sequence number after the mark's, which the key of the entries
// table keeps unique; if the game changed since the mark, nothing is stored
// and the error wraps ErrConflict. It returns the game's new mark. A
// ZooSim auction open at the game goes (see sealed.go).
func (s *Store) AddEntry(ctx context.Context, id int64, at Mark, entry json.RawMessage, now Game) (next Mark, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		next, err = s.addEntry(ctx, tx, id, at, entry, now)
		return err
	})
	if err != nil {
		return at, err
	}
	return next, nil
}

// addEntry is AddEntry inside tx. An auction open at the game (sealed.go)
// goes: its bids were made for the game as it stood.
func (s *Store) addEntry(ctx context.Context, tx *sql.Tx, id int64, at Mark, entry json.RawMessage, now Game) (Mark, error) {
	if err := checkMark(ctx, tx, id, at); err != nil {
		return at, err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO entries (game_id, seq, data, entered_at) VALUES (?, ?, ?, ?)`,
		id, at.Seq+1, string(compact(entry)), s.Now().UTC().Unix())
	if isUniqueViolation(err) {
		return at, conflict(id) // the key holds even if the check above did not
	}
	if err != nil {
		return at, fmt.Errorf("store the entry: %w", err)
	}
	if err := closeAuctions(ctx, tx, id); err != nil {
		return at, err
	}
	if err := updateGame(ctx, tx, id, now); err != nil {
		return at, err
	}
	return Mark{Seq: at.Seq + 1, script: string(compact(now.Input))}, nil
}

// checkMark refuses a write against a mark that is not the game's any more:
// the game has other entries (their number), or the same number changed
// (an undo then an entry, a correction), which the whole script tells:
// a change keeps its length as often as not ("lion" for "coin").
func checkMark(ctx context.Context, tx *sql.Tx, id int64, at Mark) error {
	var (
		stored []byte
		seq    int64
	)
	err := tx.QueryRowContext(ctx, `SELECT input, (SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = games.id)
		FROM games WHERE id = ?`, id).Scan(&stored, &seq)
	if errors.Is(err, sql.ErrNoRows) {
		return fail(ErrConflict, ErrNotFound, "store.deleted-elsewhere", "id", id)
	}
	if err != nil {
		return err
	}
	script, err := unpackInput(nil, stored)
	if err != nil {
		return err
	}
	if seq != at.Seq || string(script) != at.script {
		return conflict(id)
	}
	return nil
}

// UndoEntry removes the last entry of a tracked game, if it has stored
// entries (an imported game has only its script), and stores the game as it
// stands without it, in one transaction, against the mark as AddEntry does.
// It returns the removed entry and the game's new mark.
func (s *Store) UndoEntry(ctx context.Context, id int64, at Mark, now Game) (removed json.RawMessage, next Mark, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		removed, next, err = s.undoEntry(ctx, tx, id, at, now)
		return err
	})
	if err != nil {
		return nil, at, err
	}
	return removed, next, nil
}

// undoEntry is UndoEntry inside tx; an auction open at the game goes, as
// with addEntry.
func (s *Store) undoEntry(ctx context.Context, tx *sql.Tx, id int64, at Mark, now Game) (json.RawMessage, Mark, error) {
	if err := checkMark(ctx, tx, id, at); err != nil {
		return nil, at, err
	}
	var data string
	err := tx.QueryRowContext(ctx, `DELETE FROM entries WHERE game_id = ? AND seq = ? RETURNING data`, id, at.Seq).Scan(&data)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, at, err
	}
	if err := closeAuctions(ctx, tx, id); err != nil {
		return nil, at, err
	}
	if err := updateGame(ctx, tx, id, now); err != nil {
		return nil, at, err
	}
	return json.RawMessage(data), Mark{Seq: max(at.Seq-1, 0), script: string(compact(now.Input))}, nil
}

// Entries returns the entries of a tracked game in the order they were made.
func (s *Store) Entries(ctx context.Context, id int64) (_ []json.RawMessage, err error) {
	defer s.check(&err)
	rows, err := s.read.QueryContext(ctx, `SELECT data FROM entries WHERE game_id = ? ORDER BY seq`, id)
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
func (s *Store) Update(ctx context.Context, id int64, now Game) (err error) {
	defer s.check(&err)
	return s.inTx(ctx, func(tx *sql.Tx) error { return updateGame(ctx, tx, id, now) })
}

func updateGame(ctx context.Context, tx *sql.Tx, id int64, g Game) error {
	var at int64
	err := tx.QueryRowContext(ctx, `SELECT game, played_at FROM games WHERE id = ?`, id).Scan(&g.Game, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return notFound(id)
	}
	if err != nil {
		return err
	}
	if g.Status == "" {
		g.Status = scorer.StatusInProgress
	}
	seats, err := seatsOf(ctx, tx, g)
	if err != nil {
		return err
	}
	// A game scored again is kept like every other: the words a migrated
	// game kept go, and a game kept as totals is now made as g says
	// (scored from the sheets an edit gave).
	p := g.stored()
	_, err = tx.ExecContext(ctx, `UPDATE games SET status = ?, input = ?, ranks = ?, result = ?, decisions = ?, words = NULL, made = ? WHERE id = ?`,
		g.Status, p.input, string(appendRanks(nil, seats)), p.lean, p.decisions, made(g.Made), id)
	if err != nil {
		return fmt.Errorf("update game %d: %w", id, err)
	}
	g.ID = id
	g.PlayedAt = unix(at)
	return writeResults(ctx, tx, g, seats)
}

// SaveTracked stores a whole tracked game at once, with every entry, in one
// transaction (a play script given as a file).
func (s *Store) SaveTracked(ctx context.Context, g Game, entries []json.RawMessage) (id int64, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if id, err = s.insertGame(ctx, tx, s.fill(g)); err != nil {
			return err
		}
		return insertEntries(ctx, tx, id, entries, s.Now())
	})
	return id, err
}

// ReplaceEntries stores a corrected game: all its entries (none for
// sheets) and the game as they now make it, in one transaction, written
// against the mark of the game as the correction read it: if another window
// changed the game since (an entry, an undo, another correction), nothing
// is stored and the error wraps ErrConflict. An auction open at the game
// goes, as with AddEntry.
func (s *Store) ReplaceEntries(ctx context.Context, id int64, at Mark, entries []json.RawMessage, now Game) (err error) {
	defer s.check(&err)
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := checkMark(ctx, tx, id, at); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM entries WHERE game_id = ?`, id); err != nil {
			return err
		}
		if err := closeAuctions(ctx, tx, id); err != nil {
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
