package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Delete removes a stored game with its results and entries (the schema
// cascades); ErrNotFound if there is no game with that id.
func (s *Store) Delete(ctx context.Context, id int64) (err error) {
	defer s.check(&err)
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM games WHERE id = ?`, id)
		if err != nil {
			return fmt.Errorf("delete game %d: %w", id, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		if n == 0 {
			return notFound(id)
		}
		return nil
	})
}

// Export streams every stored game, oldest first (played_at, then id), to
// fn, each as Get returns it but without its Mark. Rows are decoded one at a time, so memory does
// not grow with the history. An error from fn stops the export and is
// returned as is. Entries of tracked games are not part of a Game: the input
// of a tracked game already holds its script so far.
func (s *Store) Export(ctx context.Context, fn func(Game) error) (err error) {
	defer s.check(&err)
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, uuid, game, status, played_at, input, result FROM games ORDER BY played_at, id`)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return err
		}
		if err := fn(g); err != nil {
			return err
		}
	}
	return rows.Err()
}

// scanGame decodes one row of (id, uuid, game, status, played_at, input,
// result) the way Get does. The settings column is not read: the result JSON
// already carries them.
func scanGame(rows *sql.Rows) (Game, error) {
	var (
		g      Game
		at     int64
		input  string
		result []byte
	)
	if err := rows.Scan(&g.ID, &g.UUID, &g.Game, &g.Status, &at, &input, &result); err != nil {
		return Game{}, err
	}
	g.PlayedAt = unix(at)
	g.Input = scorer.DropNullMembers([]byte(input)) // older versions wrote [] as null
	if err := json.Unmarshal(result, &g.Result); err != nil {
		return Game{}, fail(ErrDamaged, err, "store.damaged-result", "id", g.ID, "cause", err.Error())
	}
	g.Result.ID, g.Result.Status = g.ID, g.Status
	return g, nil
}

// ImportStats counts what an import did.
type ImportStats struct {
	Added   int `json:"added"`
	Skipped int `json:"skipped"` // already stored (same UUID)
}

// Import stores the games that next returns (ok false at the end) in one
// transaction. A game whose UUID is already stored, or appeared earlier in
// the same import, is skipped; a game without UUID, time or status gets them
// as Save gives them. Any error, from next or from storing, rolls the whole
// import back: an error of next is returned as is, a storing error names the
// game. Only one game is held at a time; the player cache grows with the
// number of players, not of games.
func (s *Store) Import(ctx context.Context, next func() (Game, bool, error)) (_ ImportStats, err error) {
	defer s.check(&err)
	var stats ImportStats
	err = s.bulkTx(ctx, func(tx *sql.Tx) error {
		w, err := newWriter(ctx, tx)
		if err != nil {
			return err
		}
		defer w.close()
		for n := 1; ; n++ {
			if n%1024 == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			g, ok, err := next()
			if err != nil {
				return err
			}
			if !ok {
				return nil
			}
			added, err := w.add(ctx, s.fill(g))
			if err != nil {
				return fmt.Errorf("import game %d (%s): %w", n, g.UUID, err)
			}
			if added {
				stats.Added++
			} else {
				stats.Skipped++
			}
		}
	})
	if err != nil {
		return ImportStats{}, err
	}
	return stats, nil
}

// bulkCache is the page cache (KiB, as PRAGMA cache_size takes it negated)
// of a bulk import. SQLite's default of 2 MiB makes a large transaction spill
// pages to the WAL and read them back for the random index inserts (the UUID
// and per-player indexes); on 100,000 games the larger cache took the import
// from 11,500 to 13,000 games/s. The cache is bounded, so memory still does
// not grow with the number of games, and it is given back when the import
// ends.
const bulkCache = 256 << 10

// bulkTx runs fn in one transaction on a connection of its own with a large
// page cache, restored to the default afterwards.
func (s *Store) bulkTx(ctx context.Context, fn func(*sql.Tx) error) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	var before int
	if err := conn.QueryRowContext(ctx, `PRAGMA cache_size`).Scan(&before); err != nil {
		return err
	}
	// Statement journals (kept by an insert that may have to be undone on
	// its own, like the players upsert) stay in memory: in a temp file they
	// were a fifth of the import's time (13,000 -> 16,000 games/s). Foreign
	// keys are not checked: the writer only refers to the game it has just
	// inserted and to players it has just found or created, so the checks
	// could not fail, and they cost two lookups per result row.
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`PRAGMA cache_size = %d; PRAGMA temp_store = MEMORY; PRAGMA foreign_keys = OFF`, -bulkCache)); err != nil {
		return err
	}
	defer func() {
		_, err := conn.ExecContext(context.Background(),
			fmt.Sprintf(`PRAGMA cache_size = %d; PRAGMA temp_store = DEFAULT; PRAGMA foreign_keys = ON`, before))
		if err != nil {
			// A connection without its foreign keys must not go back to
			// the pool: telling database/sql it is bad closes it.
			conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}()
	return s.inTxOn(ctx, conn, fn)
}

// writer inserts many games in one transaction with prepared statements and
// remembers the id of every player it met, so that a large import costs two
// statements per game: the game, and all its result rows at once. Both are
// INSERT OR FAIL: a failing row ends the statement without undoing the rows
// before it, which spares SQLite a statement journal; the whole import is
// rolled back on any error anyway.
type writer struct {
	tx                   *sql.Tx
	game, player, stored *sql.Stmt
	results              map[int]*sql.Stmt // one multi-row insert per player count
	players              map[string]int64  // NameKey -> id
	args                 []any
	ids                  []int64 // player ids of the game being added
	ranks                []byte  // its ranks text
}

func newWriter(ctx context.Context, tx *sql.Tx) (*writer, error) {
	w := &writer{tx: tx, players: map[string]int64{}, results: map[int]*sql.Stmt{}}
	var err error
	prepare := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var st *sql.Stmt
		st, err = tx.PrepareContext(ctx, q)
		return st
	}
	w.game = prepare(`INSERT OR FAIL INTO games (uuid, game, status, played_at, input, settings, result, ranks)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uuid) DO NOTHING`)
	w.stored = prepare(`SELECT EXISTS (SELECT 1 FROM games WHERE uuid = ?)`)
	w.player = prepare(`INSERT INTO players (name, name_key) VALUES (?, ?)
		ON CONFLICT (name_key) DO UPDATE SET name_key = excluded.name_key RETURNING id`)
	if err != nil {
		w.close()
		return nil, fmt.Errorf("prepare the import: %w", err)
	}
	return w, nil
}

func (w *writer) close() {
	for _, st := range []*sql.Stmt{w.game, w.player, w.stored} {
		if st != nil {
			st.Close()
		}
	}
	for _, st := range w.results {
		st.Close()
	}
}

// add stores one game unless its UUID is already stored; it reports whether
// the game was added.
func (w *writer) add(ctx context.Context, g Game) (bool, error) {
	result, settings, err := encodeResult(g.Result)
	if err != nil {
		return false, err
	}
	// The ranks column goes in with the game (see ranks.go), so its
	// players are found first.
	if ok, err := w.findPlayers(ctx, g); !ok || err != nil {
		return false, err
	}
	w.ranks = appendRanks(w.ranks[:0], w.ids, g.Result.Players)
	at := g.PlayedAt.UTC().Unix()
	res, err := w.game.ExecContext(ctx, g.UUID, g.Game, g.Status, at, string(compact(g.Input)), settings, result, string(w.ranks))
	if err != nil {
		return false, fmt.Errorf("store the game: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err // ON CONFLICT DO NOTHING changed nothing: already stored
	}
	id, err := res.LastInsertId()
	if err != nil {
		return false, err
	}
	return true, w.addResults(ctx, id, at, g)
}

// findPlayers sets w.ids to the ids of the game's players. Players met
// before come from the cache; when one is new, the game is first looked up
// by UUID, so that a game skipped as already stored creates no player
// (ok false: the game is stored). That lookup is made only for a game
// bringing a new player, a few thousand times in a large import.
func (w *writer) findPlayers(ctx context.Context, g Game) (ok bool, err error) {
	w.ids = w.ids[:0]
	for _, p := range g.Result.Players {
		id, known := w.players[scorer.NameKey(p.Name)]
		if !known {
			break
		}
		w.ids = append(w.ids, id)
	}
	if len(w.ids) == len(g.Result.Players) {
		return true, nil
	}
	var stored bool
	if err := w.stored.QueryRowContext(ctx, g.UUID).Scan(&stored); err != nil || stored {
		return false, err
	}
	w.ids = w.ids[:0]
	for _, p := range g.Result.Players {
		id, err := w.playerID(ctx, p.Name)
		if err != nil {
			return false, err
		}
		w.ids = append(w.ids, id)
	}
	return true, nil
}

// addResults stores the result rows of a game with one statement.
func (w *writer) addResults(ctx context.Context, id, at int64, g Game) error {
	n := len(g.Result.Players)
	if n == 0 {
		return nil
	}
	w.args = w.args[:0]
	for pos, p := range g.Result.Players {
		w.args = append(w.args, id, w.ids[pos], pos, p.Total, p.Rank, g.Game, g.Status, at)
	}
	st, err := w.resultStmt(ctx, n)
	if err != nil {
		return err
	}
	if _, err := st.ExecContext(ctx, w.args...); err != nil {
		return fmt.Errorf("store the results: %w", err)
	}
	return nil
}

// resultStmt prepares, once per player count, the insert of that many rows.
func (w *writer) resultStmt(ctx context.Context, n int) (*sql.Stmt, error) {
	if st, ok := w.results[n]; ok {
		return st, nil
	}
	q := `INSERT OR FAIL INTO results (game_id, player_id, position, total, rank, game, status, played_at) VALUES ` +
		strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?, ?), ", n), ", ")
	st, err := w.tx.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	w.results[n] = st
	return st, nil
}

func (w *writer) playerID(ctx context.Context, name string) (int64, error) {
	key := scorer.NameKey(name)
	if id, ok := w.players[key]; ok {
		return id, nil
	}
	var id int64
	if err := w.player.QueryRowContext(ctx, strings.TrimSpace(name), key).Scan(&id); err != nil {
		return 0, fmt.Errorf("store the player %s: %w", name, err)
	}
	w.players[key] = id
	return id, nil
}
