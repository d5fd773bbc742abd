package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// PlayLog is what a play log records of a game beside its result, as the
// apps that log board games do: where it was played, how long it took,
// who started, a note (migration 010). Every part is optional; when the
// game was played is the Game's PlayedAt. The store keeps what it is
// given: checking it (a start player who played, a duration above zero)
// is package playlog's.
type PlayLog struct {
	Location string `json:"location,omitempty"`
	Minutes  int    `json:"duration_minutes,omitempty"`
	// StartPlayer is who started a game scored from sheets, which do
	// not tell it, spelled as the game's players are. A tracked game
	// tells it itself (package playlog reads it from its script) and is
	// stored without one.
	StartPlayer string `json:"start_player,omitempty"`
	Note        string `json:"note,omitempty"`
}

// IsZero reports whether the log records nothing.
func (l PlayLog) IsZero() bool { return l == PlayLog{} }

// locationKey is how places are told apart: in any letter case, as
// players are (scorer.NameKey).
func locationKey(place string) string { return scorer.NameKey(place) }

// logColumns are the columns of a play log read with a game, from the
// play_logs row l and its start player sp (both LEFT JOINed: NULL without).
const logColumns = `COALESCE(l.location, ''), COALESCE(l.minutes, 0), COALESCE(sp.name, ''), COALESCE(l.note, '')`

// logJoin joins a game g to its play log and start player.
const logJoin = ` LEFT JOIN play_logs l ON l.game_id = g.id LEFT JOIN players sp ON sp.id = l.start_player`

// writeLog stores the play log of game id, whose players are seats,
// replacing the one it had (none when log is zero). The start player is
// one of the seats.
func writeLog(ctx context.Context, tx execer, id int64, log PlayLog, seats []seatName) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM play_logs WHERE game_id = ?`, id); err != nil {
		return err
	}
	return insertLog(ctx, tx, id, log, seats)
}

// insertLog stores the play log of a new game (nothing when log is zero).
func insertLog(ctx context.Context, tx execer, id int64, log PlayLog, seats []seatName) error {
	if log.IsZero() {
		return nil
	}
	row, err := logRow(id, log, seats)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx,
		`INSERT INTO play_logs (game_id, location, location_key, minutes, start_player, note) VALUES (?, ?, ?, ?, ?, ?)`, row...)
	if err != nil {
		return fmt.Errorf("store the play log of game %d: %w", id, err)
	}
	return nil
}

// logRow is the play_logs row of game id's log, its start player found
// among the game's seats.
func logRow(id int64, log PlayLog, seats []seatName) ([]any, error) {
	var start any
	if log.StartPlayer != "" {
		key := scorer.NameKey(log.StartPlayer)
		for _, st := range seats {
			if scorer.NameKey(st.name) == key {
				start = st.player
			}
		}
		if start == nil {
			return nil, fmt.Errorf("store the play log of game %d: the start player %q did not play it", id, log.StartPlayer)
		}
	}
	return []any{id, nullText(log.Location), nullText(locationKey(log.Location)), nullInt(log.Minutes), start, nullText(log.Note)}, nil
}

type execer interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
}

func nullText(s string) any {
	if s = strings.TrimSpace(s); s == "" {
		return nil
	}
	return s
}

func nullInt(n int) any {
	if n == 0 {
		return nil
	}
	return n
}

// SetLog replaces the play log of a stored game and the time it was played
// (unless at is zero), in one transaction: a log given after the game was
// stored, or corrected. ErrNotFound if there is no such game.
func (s *Store) SetLog(ctx context.Context, id int64, g Game) (err error) {
	defer s.check(&err)
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var exists bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM games WHERE id = ?)`, id).Scan(&exists); err != nil || !exists {
			if err == nil {
				err = notFound(id)
			}
			return err
		}
		seats, err := storedSeats(ctx, tx, id)
		if err != nil {
			return err
		}
		if !g.PlayedAt.IsZero() {
			// The results rows repeat the time, for the listings.
			at := g.PlayedAt.UTC().Unix()
			if _, err := tx.ExecContext(ctx, `UPDATE games SET played_at = ? WHERE id = ?`, at, id); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE results SET played_at = ? WHERE game_id = ?`, at, id); err != nil {
				return err
			}
		}
		return writeLog(ctx, tx, id, g.Log, seats)
	})
}

// storedSeats are the players of a stored game, as its results rows hold
// them.
func storedSeats(ctx context.Context, q querier, id int64) ([]seatName, error) {
	rows, err := q.QueryContext(ctx, `SELECT r.player_id, p.name, r.rank, r.total FROM results r JOIN players p ON p.id = r.player_id
		WHERE r.game_id = ? ORDER BY r.position`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var seats []seatName
	for rows.Next() {
		var st seatName
		if err := rows.Scan(&st.player, &st.name, &st.rank, &st.total); err != nil {
			return nil, err
		}
		seats = append(seats, st)
	}
	return seats, rows.Err()
}

// Locations lists the places games were played at, the most recently used
// first, each as it was last written, at most limit of them (0: all): the
// places a new game's log offers.
func (s *Store) Locations(ctx context.Context, limit int) (_ []string, err error) {
	defer s.check(&err)
	q := `SELECT (SELECT location FROM play_logs WHERE location_key = k.location_key ORDER BY game_id DESC LIMIT 1)
		FROM play_logs k WHERE k.location_key IS NOT NULL GROUP BY k.location_key ORDER BY MAX(k.game_id) DESC`
	if limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", limit)
	}
	rows, err := s.read.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var place string
		if err := rows.Scan(&place); err != nil {
			return nil, err
		}
		out = append(out, place)
	}
	return out, rows.Err()
}
