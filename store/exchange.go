package store

import (
	"context"
	"database/sql"
	"errors"
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
// fn, each as Get returns it (its play log too) but without its Mark. Rows are read one at a
// time, so memory does not grow with the history. An error from fn stops
// the export and is returned as is. Entries of tracked games are not part
// of a Game: the input of a tracked game already holds its script so far.
func (s *Store) Export(ctx context.Context, fn func(Game) error) (err error) {
	return s.export(ctx, func(g Game, lean []byte, r *rawRow, b *rowBatch) error {
		g.Input = append([]byte(nil), g.Input...) // the batch's memory is read again
		err := readResult(&g, b.bytes(r.words), func(res *scorer.Result) error { return readLean(res, lean, b.bytes(r.decisions)) })
		if err != nil {
			return damagedResult(ctx, g.ID, err)
		}
		g.Result.ID, g.Result.Status = g.ID, g.Status
		return fn(g)
	})
}

// ExportStored streams every stored game as the file keeps it, oldest
// first (played_at, then id), to fn: g (with its play log) without its Result, and lean, its
// result as stored (lean JSON in English, see lean.go), to be written out
// as it is. g's Input is compact JSON. Both are made again in the same
// memory for the next row: fn must not keep them, or any part of them,
// after it returns.
func (s *Store) ExportStored(ctx context.Context, fn func(g Game, lean []byte) error) (err error) {
	return s.export(ctx, func(g Game, lean []byte, _ *rawRow, _ *rowBatch) error { return fn(g, lean) })
}

func (s *Store) export(ctx context.Context, fn func(g Game, lean []byte, r *rawRow, b *rowBatch) error) error {
	return s.exportWhere(ctx, "", nil, fn)
}

// exportWhere is export of the games where chooses (" WHERE ...", with
// args; "" for every game).
func (s *Store) exportWhere(ctx context.Context, where string, args []any, fn func(g Game, lean []byte, r *rawRow, b *rowBatch) error) (err error) {
	defer s.check(&err)
	// One read transaction: every row comes from one state of the file.
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx,
		`SELECT g.id, g.uuid, g.game, g.status, g.played_at, g.result, g.decisions, g.input, g.words, g.made = 'totals', `+logColumns+`
		 FROM games g`+logJoin+where+` ORDER BY g.played_at, g.id`, args...)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer rows.Close()
	done := make(chan struct{})
	full, free := readAhead(rows, done)
	defer func() {
		close(done)
		for range full { // the reader has stopped when full is closed
		}
	}()
	for b := range full {
		for i := range b.rows {
			r := &b.rows[i]
			g := Game{ID: r.id, UUID: uuidText(r.uuid), Game: intern(b.bytes(r.game)), Status: intern(b.bytes(r.status)), PlayedAt: unix(r.at), Made: MadeScored, Log: r.log}
			if r.totals {
				g.Made = MadeTotals
			}
			if r.err != nil {
				return damagedResult(ctx, g.ID, r.err)
			}
			// On this goroutine, not the reader's, which has SQLite's
			// share. Older versions wrote [] as null, and kept the input
			// of a file of schema 3 as it was given.
			g.Input = compact(scorer.DropNullMembers(b.bytes(r.input)))
			if err := fn(g, b.bytes(r.lean), r, b); err != nil {
				return err
			}
		}
		if b.err != nil {
			return b.err
		}
		free <- b
	}
	return nil
}

// intern gives the few texts a column of games holds again and again
// (the games, the statuses) without a new string for each row.
func intern(b []byte) string {
	for _, s := range [...]string{"dice", "junior", "zoosim", scorer.StatusFinished, scorer.StatusInProgress} {
		if string(b) == s {
			return s
		}
	}
	return string(b)
}

// ImportStats counts what an import did.
type ImportStats struct {
	Added   int `json:"added"`
	Skipped int `json:"skipped"` // already stored (same UUID)
}

// Import stores the games that next returns (ok false at the end) in one
// transaction, or, when another program has the file open, in slices
// (see sliced.go). A game whose UUID is already stored, or appeared earlier in
// the same import, is skipped; a game without UUID, time or status gets them
// as Save gives them. Any error, from next or from storing, rolls the whole
// import back: an error of next is returned as is, a storing error names the
// game (in slices, only a kill stores part of an import). Only one game is
// held in memory at a time; the player cache grows with the number of
// players, not of games.
func (s *Store) Import(ctx context.Context, next func() (Game, bool, error)) (_ ImportStats, err error) {
	defer s.check(&err)
	if s.pg {
		return s.importPG(ctx, next)
	}
	var stats ImportStats
	err = s.bulkTx(ctx, true, func(tx *sql.Tx, first bool) error {
		var late lateIndexes
		if first {
			var err error
			if late, err = setAsideLateIndexes(ctx, tx); err != nil {
				return err
			}
		}
		w, err := s.newWriter(ctx, tx)
		if err != nil {
			return err
		}
		defer w.close()
		// The statements of each game run without the import's
		// cancellation: the driver watches a cancellable context with a
		// goroutine of its own for every statement (a tenth of the
		// writer's time), while a statement here takes microseconds. The
		// loop checks ctx every 1,024 games, and database/sql rolls the
		// transaction back when ctx ends.
		quiet := context.WithoutCancel(ctx)
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
				return late.build(ctx, tx)
			}
			added, err := w.add(quiet, s.fill(g))
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
	if errors.Is(err, errShared) {
		return s.importSliced(ctx, next)
	}
	if err != nil {
		return ImportStats{}, err
	}
	return stats, nil
}

// writer inserts many games in one transaction with prepared statements and
// remembers the id of every player it met, so that a large import costs two
// statements per game: the game, and all its result rows at once. On SQLite
// both are INSERT OR FAIL (see insertFast).
type writer struct {
	tx                   *sql.Tx
	s                    *Store
	game, player, stored *sql.Stmt
	results              map[int]*sql.Stmt   // one multi-row insert per player count
	players              map[string]seatName // NameKey -> the player's id and name
	spelled              map[string]seatName // a name as a game spells it -> the same (spares making its key)
	args                 []any
	seats                []seatName // the players of the game being added
	ranks                []byte     // its ranks
}

func (s *Store) newWriter(ctx context.Context, tx *sql.Tx) (*writer, error) {
	w := &writer{tx: tx, s: s, players: map[string]seatName{}, spelled: map[string]seatName{}, results: map[int]*sql.Stmt{}}
	var err error
	prepare := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var st *sql.Stmt
		st, err = tx.PrepareContext(ctx, q)
		return st
	}
	w.game = prepare(s.insertFast() + ` games (uuid, game, status, played_at, ranks, result, decisions, input, made)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uuid) DO NOTHING RETURNING id`)
	w.stored = prepare(`SELECT EXISTS (SELECT 1 FROM games WHERE uuid = ?)`)
	w.player = prepare(upsertPlayer)
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
	// The ranks go in with the game, so its players are found first.
	if ok, err := w.findPlayers(ctx, g); !ok || err != nil {
		return false, err
	}
	w.ranks = appendRanks(w.ranks[:0], w.seats)
	at := g.PlayedAt.UTC().Unix()
	p := g.stored()
	var id int64
	err := w.game.QueryRowContext(ctx, w.s.uuidKey(g.UUID), g.Game, g.Status, at, string(w.ranks), p.lean, p.decisions, p.input, g.Made).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil // ON CONFLICT DO NOTHING changed nothing: already stored
	}
	if err != nil {
		return false, fmt.Errorf("store the game: %w", err)
	}
	if err := w.addResults(ctx, id, at, g); err != nil {
		return false, err
	}
	return true, insertLog(ctx, w.tx, id, g.Log, w.seats)
}

// findPlayers sets w.seats to the game's players. Players met before come
// from the cache; when one is new, the game is first looked up by UUID, so
// that a game skipped as already stored creates no player (ok false: the
// game is stored). That lookup is made only for a game bringing a new
// player, a few thousand times in a large import.
func (w *writer) findPlayers(ctx context.Context, g Game) (ok bool, err error) {
	w.seats = w.seats[:0]
	for _, p := range g.Result.Players {
		known, ok := w.spelled[p.Name]
		if !ok {
			// Another spelling of a player met before, or a new one.
			if known, ok = w.players[scorer.NameKey(p.Name)]; !ok {
				break
			}
			w.spelled[p.Name] = known
		}
		w.seats = append(w.seats, seatName{seatRow: seatRow{player: known.player, rank: p.Rank, total: p.Total}, name: known.name})
	}
	if len(w.seats) == len(g.Result.Players) {
		return true, nil
	}
	var stored bool
	if err := w.stored.QueryRowContext(ctx, w.s.uuidKey(g.UUID)).Scan(&stored); err != nil || stored {
		return false, err
	}
	w.seats = w.seats[:0]
	for _, p := range g.Result.Players {
		known, err := w.playerID(ctx, p.Name)
		if err != nil {
			return false, err
		}
		w.seats = append(w.seats, seatName{seatRow: seatRow{player: known.player, rank: p.Rank, total: p.Total}, name: known.name})
	}
	return true, nil
}

// addResults stores the result rows of a game with one statement.
func (w *writer) addResults(ctx context.Context, id, at int64, g Game) error {
	n := len(w.seats)
	if n == 0 {
		return nil
	}
	w.args = append(w.args[:0], id, g.Game, g.Status, at)
	for _, st := range w.seats {
		w.args = append(w.args, st.player, st.total, st.rank)
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
	// The game's id, kind, status and time are bound once (?1 to ?4) and
	// each row adds its player, total and rank: every value bound costs
	// the driver a copy, and text a C string.
	rows := make([]string, n)
	for pos := range rows {
		k := 5 + 3*pos
		rows[pos] = fmt.Sprintf("(?1, ?%d, %d, ?%d, ?%d, ?2, ?3, ?4)", k, pos, k+1, k+2)
	}
	q := w.s.insertFast() + ` results (game_id, player_id, position, total, rank, game, status, played_at) VALUES ` +
		strings.Join(rows, ", ")
	st, err := w.tx.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	w.results[n] = st
	return st, nil
}

func (w *writer) playerID(ctx context.Context, name string) (seatName, error) {
	key := scorer.NameKey(name)
	if known, ok := w.players[key]; ok {
		return known, nil
	}
	var known seatName
	if err := w.player.QueryRowContext(ctx, strings.TrimSpace(name), key).Scan(&known.player, &known.name); err != nil {
		return seatName{}, fmt.Errorf("store the player %s: %w", name, err)
	}
	w.players[key] = known
	return known, nil
}
