package store

import (
	"context"
	"database/sql"
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
// fn, each as Get returns it but without its Mark: with the numbers of its
// result, or the English words of a game migrated from an older zooscore
// that kept them (see Game.Result), so that an export line can be the
// result that show prints. Rows are read one at a time, so memory does not grow with the
// history. An error from fn stops the export and is returned as is.
// Entries of tracked games are not part of a Game: the input of a tracked
// game already holds its script so far.
func (s *Store) Export(ctx context.Context, fn func(Game) error) (err error) {
	return s.export(ctx, false, nil, func(g Game, _ bool) error { return fn(g) })
}

// ExportReusing is Export with the Game given to fn made again in the same
// memory for the next row (its input and the slices of its result): fn
// must not keep it, or any part of it, after it returns. It spares an
// export that writes each game out at once an allocation a row, a third
// of its time.
func (s *Store) ExportReusing(ctx context.Context, fn func(Game) error) (err error) {
	return s.export(ctx, true, nil, func(g Game, _ bool) error { return fn(g) })
}

// ExportSaying is ExportReusing for an export that gives each game's result
// in words: the words of every breakdown item (Item) of a game whose
// numbers keep their messages (every game stored by this version) are said
// by say, then said is true, and the game's warnings come with their
// messages (Msg) to be said too. say is called far less often than there
// are items: the words of a label that names no player are kept by what
// the numbers hold, and said again from there. A game stored by an older
// zooscore comes with numbers alone (or its stored words, see
// Game.Result), said false: it is said by scoring it again. Like
// ExportReusing, fn must not keep the Game after it returns; say is only
// called on the goroutine that calls fn.
func (s *Store) ExportSaying(ctx context.Context, say func(scorer.Msg) string, fn func(g Game, said bool) error) (err error) {
	return s.export(ctx, true, say, fn)
}

func (s *Store) export(ctx context.Context, reuse bool, say func(scorer.Msg) string, fn func(Game, bool) error) (err error) {
	defer s.check(&err)
	// One read transaction: every row and every name or rule looked up on
	// the way come from one state of the file, on one connection (a second
	// taken while the first is held could wait for ever on a full pool).
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	x, err := s.newExporter(ctx, tx)
	if err != nil {
		return err
	}
	x.reuse = reuse
	x.numbers = numbersDecoder{rule: x.rule(ctx), say: say}
	rows, err := tx.QueryContext(ctx,
		`SELECT g.id, g.uuid, g.game, g.status, g.played_at, COALESCE(g.ranks, `+ranksOf+`), g.numbers, g.input, g.words
		 FROM games g ORDER BY g.played_at, g.id`)
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
			said, err := x.scan(ctx, b, &b.rows[i])
			if err != nil {
				return err
			}
			if err := fn(x.g, said); err != nil {
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

// exporter reads the rows of an export.
type exporter struct {
	s       *Store
	tx      *sql.Tx
	g       Game
	names   map[int64]string // every player, read once
	rules   []string         // the rules met so far, by number ("" not yet met)
	reuse   bool             // the input and result of a row go where those of the last did
	numbers numbersDecoder
	input   []byte
	seats   []seatRow
	named   []seatName
}

func (s *Store) newExporter(ctx context.Context, tx *sql.Tx) (*exporter, error) {
	x := &exporter{s: s, tx: tx, names: map[int64]string{}}
	rows, err := tx.QueryContext(ctx, `SELECT id, name FROM players`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id   int64
			name string
		)
		if err := rows.Scan(&id, &name); err != nil {
			return nil, err
		}
		x.names[id] = name
	}
	return x, rows.Err()
}

// scan makes x.g the game of a row; said tells whether its items were said
// (see ExportSaying).
func (x *exporter) scan(ctx context.Context, b *rowBatch, r *rawRow) (said bool, err error) {
	g := &x.g
	g.ID, g.UUID = r.id, uuidText(r.uuid)
	g.Game, g.Status = intern(b.bytes(r.game)), intern(b.bytes(r.status))
	g.PlayedAt = unix(r.at)
	if r.inputErr != nil {
		return false, fail(ErrDamaged, r.inputErr, "store.damaged-result", "id", g.ID, "cause", r.inputErr.Error())
	}
	input := b.bytes(r.input)
	if !x.reuse { // the batch's memory is read again
		input = append([]byte(nil), input...)
	}
	// On this goroutine, not the reader's, which has SQLite's share.
	g.Input = scorer.DropNullMembers(input) // older versions wrote [] as null
	if x.seats, err = parseRanks(b.bytes(r.ranks), x.seats[:0]); err != nil {
		return false, damagedResult(ctx, g.ID, err)
	}
	x.named = x.named[:0]
	for _, st := range x.seats {
		name, ok := x.names[st.player] // read in the same transaction
		if !ok {
			return false, fail(ErrDamaged, nil, "store.damaged-result", "id", g.ID, "cause", fmt.Sprintf("no player %d", st.player))
		}
		x.named = append(x.named, seatName{seatRow: st, name: name})
	}
	if words := b.bytes(r.words); len(words) > 0 {
		// Rare (see Game.Result): read as Get reads it, in new memory.
		g.Result = scorer.Result{}
		if err := x.s.readResult(ctx, x.tx, g, nil, nil, words); err != nil {
			return false, damagedResult(ctx, g.ID, err)
		}
		g.Result.ID, g.Result.Status = g.ID, g.Status
		return false, nil
	}
	if x.reuse {
		// decodeNumbers fills the slices of the last row's result again.
		g.Result = scorer.Result{Game: g.Game, Players: g.Result.Players, Winners: g.Result.Winners,
			Warnings: g.Result.Warnings, Decisions: g.Result.Decisions}
	} else {
		g.Result = scorer.Result{Game: g.Game}
	}
	numbers := b.bytes(r.numbers)
	if err := x.numbers.decode(&g.Result, numbers, x.named); err != nil {
		return false, damagedResult(ctx, g.ID, err)
	}
	g.Result.ID, g.Result.Status = g.ID, g.Status
	return x.numbers.say != nil && numbers[0] == numbersV2, nil
}

func (x *exporter) rule(ctx context.Context) func(int64) (string, error) {
	return func(id int64) (string, error) {
		if id < int64(len(x.rules)) && x.rules[id] != "" {
			return x.rules[id], nil
		}
		r, err := x.s.ruleName(ctx, x.tx, id)
		if err == nil && id < 1<<16 { // rule numbers are few and dense
			if id >= int64(len(x.rules)) {
				x.rules = append(x.rules, make([]string, id+1-int64(len(x.rules)))...)
			}
			x.rules[id] = r
		}
		return r, err
	}
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
// transaction. A game whose UUID is already stored, or appeared earlier in
// the same import, is skipped; a game without UUID, time or status gets them
// as Save gives them. Any error, from next or from storing, rolls the whole
// import back: an error of next is returned as is, a storing error names the
// game. Only one game is held at a time; the player cache grows with the
// number of players, not of games.
func (s *Store) Import(ctx context.Context, next func() (Game, bool, error)) (_ ImportStats, err error) {
	defer s.check(&err)
	var stats ImportStats
	err = s.bulkTx(ctx, func(tx *sql.Tx, first bool) error {
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
	if err != nil {
		return ImportStats{}, err
	}
	return stats, nil
}

// writer inserts many games in one transaction with prepared statements and
// remembers the id of every player it met, so that a large import costs two
// statements per game: the game, and all its result rows at once. Both are
// INSERT OR FAIL: a failing row ends the statement without undoing the rows
// before it, which spares SQLite a statement journal; the whole import is
// rolled back on any error anyway.
type writer struct {
	tx                   *sql.Tx
	rules                *ruleWriter
	game, player, stored *sql.Stmt
	results              map[int]*sql.Stmt   // one multi-row insert per player count
	players              map[string]seatName // NameKey -> the player's id and name
	spelled              map[string]seatName // a name as a game spells it -> the same (spares making its key)
	args                 []any
	seats                []seatName // the players of the game being added
	ranks, numbers       []byte     // its ranks and numbers
}

func (s *Store) newWriter(ctx context.Context, tx *sql.Tx) (*writer, error) {
	w := &writer{tx: tx, rules: s.ruleWriter(tx), players: map[string]seatName{}, spelled: map[string]seatName{}, results: map[int]*sql.Stmt{}}
	var err error
	prepare := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var st *sql.Stmt
		st, err = tx.PrepareContext(ctx, q)
		return st
	}
	w.game = prepare(`INSERT OR FAIL INTO games (uuid, game, status, played_at, ranks, numbers, input)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uuid) DO NOTHING`)
	w.stored = prepare(`SELECT EXISTS (SELECT 1 FROM games WHERE uuid = ?)`)
	w.player = prepare(`INSERT INTO players (name, name_key) VALUES (?, ?)
		ON CONFLICT (name_key) DO UPDATE SET name_key = excluded.name_key RETURNING id, name`)
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
	// The ranks and numbers go in with the game, so its players are
	// found first.
	if ok, err := w.findPlayers(ctx, g); !ok || err != nil {
		return false, err
	}
	w.ranks = appendRanks(w.ranks[:0], w.seats)
	var err error
	w.numbers, err = appendNumbers(w.numbers[:0], g.Result, w.seats, func(rule string) (int64, error) { return w.rules.id(ctx, rule) })
	if err != nil {
		return false, err
	}
	at := g.PlayedAt.UTC().Unix()
	res, err := w.game.ExecContext(ctx, uuidKey(g.UUID), g.Game, g.Status, at, string(w.ranks), w.numbers, g.stored())
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
	if err := w.stored.QueryRowContext(ctx, uuidKey(g.UUID)).Scan(&stored); err != nil || stored {
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
	q := `INSERT OR FAIL INTO results (game_id, player_id, position, total, rank, game, status, played_at) VALUES ` +
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
