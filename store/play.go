package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"github.com/zooscore/zooscore/scorer"
)

// Rematch is the rematch of a finished game: the table (for a game scored
// from sheets) or the tracked game started from its scores with the same
// players and setup. Both are zero while none was started.
type Rematch struct {
	TableID int64
	GameID  int64
}

// Started reports whether a rematch was started.
func (r Rematch) Started() bool { return r.TableID != 0 || r.GameID != 0 }

// RematchOf reads the rematch of a game.
func (s *Store) RematchOf(ctx context.Context, gameID int64) (r Rematch, err error) {
	defer s.check(&err)
	return readRematch(ctx, s.read, gameID)
}

func readRematch(ctx context.Context, q querier, gameID int64) (Rematch, error) {
	var table, next sql.NullInt64
	err := q.QueryRowContext(ctx, `SELECT table_id, next_game_id FROM rematches WHERE game_id = ?`, gameID).Scan(&table, &next)
	if errors.Is(err, sql.ErrNoRows) {
		return Rematch{}, nil
	}
	return Rematch{TableID: table.Int64, GameID: next.Int64}, err
}

// RematchTable opens the table of a game's rematch, with these players
// and settings, at the game's place (its play log's location), once: when a rematch was started already, it is given back
// and nothing is opened, so that every phone that asks joins the same
// table. The table the game was scored at is told (its version goes up),
// so that the phones that follow it learn of the rematch.
func (s *Store) RematchTable(ctx context.Context, gameID int64, game string, players []string, settings json.RawMessage) (r Rematch, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		return s.rematch(ctx, tx, gameID, &r, func() error {
			place, err := locationOf(ctx, tx, gameID)
			if err != nil {
				return err
			}
			id, err := s.openTable(ctx, tx, game, players, settings, time.Time{}, place)
			r.TableID = id
			return err
		})
	})
	return r, err
}

// RematchTracked starts the tracked game of a game's rematch (g is its
// setup, as Start takes it), at the game's place unless g gives one, once,
// as RematchTable does.
func (s *Store) RematchTracked(ctx context.Context, gameID int64, g Game) (r Rematch, err error) {
	defer s.check(&err)
	g.Status = scorer.StatusInProgress
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		return s.rematch(ctx, tx, gameID, &r, func() error {
			if g.Log.Location == "" {
				place, err := locationOf(ctx, tx, gameID)
				if err != nil {
					return err
				}
				g.Log.Location = place
			}
			id, err := s.insertGame(ctx, tx, s.fill(g))
			r.GameID = id
			return err
		})
	})
	return r, err
}

// rematch gives the rematch of a game already started, else starts one
// with start and records it.
func (s *Store) rematch(ctx context.Context, tx *sql.Tx, gameID int64, r *Rematch, start func() error) error {
	var exists int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM games WHERE id = ?`, gameID).Scan(&exists); err != nil {
		return err
	}
	if exists == 0 {
		return notFound(gameID)
	}
	had, err := readRematch(ctx, tx, gameID)
	if err != nil || had.Started() {
		*r = had
		return err
	}
	if err := start(); err != nil {
		return err
	}
	var table, next any
	if r.TableID != 0 {
		table = r.TableID
	} else {
		next = r.GameID
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO rematches (game_id, table_id, next_game_id) VALUES (?, ?, ?)`, gameID, table, next); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE score_tables SET version = version + 1 WHERE game_id = ?`, gameID)
	return err
}

// PlayVersion is what the phones that play a tracked game follow: the
// game's Version, and what is under way beside its entries (an auction
// bid on, a rematch started), so that they are told of a bid or a rematch
// too. It is the Version alone while nothing is under way.
func PlayVersion(version string, a SealedAuction, r Rematch) string {
	if stamp := a.Stamp(); stamp != "" {
		version += "-a" + stamp
	}
	if r.Started() {
		version += "-r" + strconv.FormatInt(r.TableID, 36) + "." + strconv.FormatInt(r.GameID, 36)
	}
	return version
}

// GamePlayVersion is the PlayVersion of a stored game; "" for a game that
// is not stored.
func (s *Store) GamePlayVersion(ctx context.Context, id int64) (_ string, err error) {
	defer s.check(&err)
	v, err := s.GameVersion(ctx, id)
	if err != nil || v == "" {
		return v, err
	}
	a, _, err := s.Auction(ctx, id)
	if err != nil {
		return "", err
	}
	r, err := s.RematchOf(ctx, id)
	if err != nil {
		return "", err
	}
	return PlayVersion(v, a, r), nil
}

// locationOf is where a stored game was played, "" when its log does not
// say: a rematch is played at the same place.
func locationOf(ctx context.Context, q querier, gameID int64) (string, error) {
	var place sql.NullString
	err := q.QueryRowContext(ctx, `SELECT location FROM play_logs WHERE game_id = ?`, gameID).Scan(&place)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return place.String, err
}
