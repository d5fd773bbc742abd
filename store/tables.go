package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Table is a game being scored at the table (zooscore serve): every player
// fills in their own sheet, and each draft is kept as it is entered. Once
// every sheet is in and legal the game is stored, and GameID is its id.
type Table struct {
	ID       int64
	Game     string
	Players  []string        // in seating order; a sheet's seat is its index
	Settings json.RawMessage // the values the table chose, {} if none
	Created  time.Time
	Version  int64 // goes up with every change
	GameID   int64 // the stored game, 0 while the sheets are entered
	Sheets   []Sheet
	// PlayedAt and Location are what the table gives its game's play log
	// (migration 010): PlayedAt zero is the time the game is stored.
	PlayedAt time.Time
	Location string
}

// Sheet is one player's draft.
type Sheet struct {
	Seat    int
	Draft   json.RawMessage // nil until the player enters something
	Done    bool            // the player says the sheet is complete
	Updated time.Time
}

// ErrTableScored is returned when a sheet of a table whose game is stored
// already is changed, or its game stored again.
var ErrTableScored = errors.New("is scored and stored already")

// OpenTable starts a table of a game for these players and returns its id.
func (s *Store) OpenTable(ctx context.Context, game string, players []string, settings json.RawMessage) (id int64, err error) {
	return s.OpenTableLogged(ctx, game, players, settings, time.Time{}, "")
}

// OpenTableLogged is OpenTable with the time and place of the game's play
// log: its game is stored as played at (zero: when it is stored) and
// there.
func (s *Store) OpenTableLogged(ctx context.Context, game string, players []string, settings json.RawMessage, at time.Time, location string) (id int64, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		id, err = s.openTable(ctx, tx, game, players, settings, at, location)
		return err
	})
	return id, err
}

func (s *Store) openTable(ctx context.Context, tx *sql.Tx, game string, players []string, settings json.RawMessage, at time.Time, location string) (int64, error) {
	names, err := json.Marshal(players)
	if err != nil {
		return 0, err
	}
	if len(settings) == 0 {
		settings = json.RawMessage("{}")
	}
	var played any
	if !at.IsZero() {
		played = at.UTC().Unix()
	}
	var id int64
	err = tx.QueryRowContext(ctx, `INSERT INTO score_tables (game, players, settings, created_at, played_at, location) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
		game, string(names), string(compact(settings)), s.Now().UTC().Unix(), played, nullText(location)).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store the table: %w", err)
	}
	return id, nil
}

// Table reads a table with every draft entered so far; ErrNotFound if there
// is none.
func (s *Store) Table(ctx context.Context, id int64) (_ Table, err error) {
	defer s.check(&err)
	var t Table
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return t, err
	}
	defer tx.Rollback()
	if t, err = readTable(ctx, tx, id); err != nil {
		return t, err
	}
	return t, tx.Commit()
}

type querier interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

func readTable(ctx context.Context, q querier, id int64) (Table, error) {
	var (
		t        Table
		players  string
		settings string
		at       int64
		gameID   sql.NullInt64
		played   sql.NullInt64
		location sql.NullString
	)
	err := q.QueryRowContext(ctx, `SELECT id, game, players, settings, created_at, version, game_id, played_at, location FROM score_tables WHERE id = ?`, id).
		Scan(&t.ID, &t.Game, &players, &settings, &at, &t.Version, &gameID, &played, &location)
	if errors.Is(err, sql.ErrNoRows) {
		return Table{}, fmt.Errorf("table %d %w", id, ErrNotFound)
	}
	if err != nil {
		return Table{}, err
	}
	if err := json.Unmarshal([]byte(players), &t.Players); err != nil {
		return Table{}, fmt.Errorf("table %d has damaged players: %w", id, err)
	}
	t.Settings, t.Created, t.GameID = json.RawMessage(settings), unix(at), gameID.Int64
	if played.Valid {
		t.PlayedAt = unix(played.Int64)
	}
	t.Location = location.String
	t.Sheets = make([]Sheet, len(t.Players))
	for i := range t.Sheets {
		t.Sheets[i].Seat = i
	}
	rows, err := q.QueryContext(ctx, `SELECT seat, draft, done, updated_at FROM score_sheets WHERE table_id = ? ORDER BY seat`, id)
	if err != nil {
		return Table{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			sh    Sheet
			draft string
			when  int64
		)
		if err := rows.Scan(&sh.Seat, &draft, &sh.Done, &when); err != nil {
			return Table{}, err
		}
		if sh.Seat < 0 || sh.Seat >= len(t.Sheets) {
			continue
		}
		sh.Draft, sh.Updated = json.RawMessage(draft), unix(when)
		t.Sheets[sh.Seat] = sh
	}
	return t, rows.Err()
}

// OpenTables lists the tables whose game is not stored yet, newest first,
// at most limit of them.
func (s *Store) OpenTables(ctx context.Context, limit int) (_ []Table, err error) {
	defer s.check(&err)
	rows, err := s.read.QueryContext(ctx, `SELECT id FROM score_tables WHERE game_id IS NULL ORDER BY created_at DESC, id DESC LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make([]Table, 0, len(ids))
	for _, id := range ids {
		t, err := s.Table(ctx, id)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// SaveSheet stores one player's draft and whether it is complete, and gives
// the table as it now stands, in one transaction: when it returns, the
// draft is in the file. A table whose game is stored takes no more changes
// (ErrTableScored).
func (s *Store) SaveSheet(ctx context.Context, id int64, seat int, draft json.RawMessage, done bool) (t Table, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if t, err = readTable(ctx, tx, id); err != nil {
			return err
		}
		if t.GameID != 0 {
			return fmt.Errorf("table %d %w (game %d)", id, ErrTableScored, t.GameID)
		}
		if seat < 0 || seat >= len(t.Players) {
			return fmt.Errorf("table %d has no seat %d: %w", id, seat, ErrNotFound)
		}
		now := s.Now().UTC()
		_, err := tx.ExecContext(ctx, `INSERT INTO score_sheets (table_id, seat, draft, done, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (table_id, seat) DO UPDATE SET draft = excluded.draft, done = excluded.done, updated_at = excluded.updated_at`,
			id, seat, string(compact(draft)), flag(done), now.Unix())
		if err != nil {
			return fmt.Errorf("store the sheet: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE score_tables SET version = version + 1 WHERE id = ?`, id); err != nil {
			return err
		}
		t.Version++
		t.Sheets[seat] = Sheet{Seat: seat, Draft: compact(draft), Done: done, Updated: unix(now.Unix())}
		return nil
	})
	return t, err
}

// ScoreTable stores the game of a table, scored from the drafts of the
// table at version, and links the table to it, in one transaction. It is
// refused with ErrConflict when a sheet changed since that version, and
// with ErrTableScored when the game is stored already: a table's game is
// stored once. The game is played at the time and place the table was
// opened with (OpenTableLogged), unless g gives its own.
func (s *Store) ScoreTable(ctx context.Context, id, version int64, g Game) (gameID int64, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var (
			now    int64
			stored sql.NullInt64
			played sql.NullInt64
			place  sql.NullString
		)
		err := tx.QueryRowContext(ctx, `SELECT version, game_id, played_at, location FROM score_tables WHERE id = ?`, id).
			Scan(&now, &stored, &played, &place)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("table %d %w", id, ErrNotFound)
		}
		switch {
		case err != nil:
			return err
		case stored.Valid:
			gameID = stored.Int64
			return fmt.Errorf("table %d %w (game %d)", id, ErrTableScored, gameID)
		case now != version:
			return fmt.Errorf("table %d %w", id, ErrConflict)
		}
		// The time and place the table was opened with, unless the
		// game brings its own.
		if g.PlayedAt.IsZero() && played.Valid {
			g.PlayedAt = unix(played.Int64)
		}
		if g.Log.Location == "" {
			g.Log.Location = place.String
		}
		if gameID, err = s.insertGame(ctx, tx, s.fill(g)); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE score_tables SET game_id = ?, version = version + 1 WHERE id = ?`, gameID, id)
		return err
	})
	return gameID, err
}

// flag is a bool as an INTEGER column keeps it (0 or 1): PostgreSQL takes
// no bool for an integer.
func flag(b bool) int {
	if b {
		return 1
	}
	return 0
}
