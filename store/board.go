package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/rating"
)

// BoardRow is one player on the leaderboard.
type BoardRow struct {
	Name    string  `json:"name"`
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`     // rank 1; a shared first place counts for each
	WinRate float64 `json:"win_rate"` // wins/games, rounded to 4 decimals
	Average float64 `json:"average"`  // mean total, rounded to 2 decimals
	Best    int     `json:"best"`
	Rating  float64 `json:"rating"` // ordinal mu - 3 sigma, rounded to 1 decimal
	Mu      float64 `json:"mu"`
	Sigma   float64 `json:"sigma"`
}

// Leaderboard ranks the players of finished games (game "" = every game
// kind), best rating first, then more games, then name. Ratings are replayed
// from the stored ranks in the order the games were played (played_at, then
// id), so they can always be recomputed.
//
// Why a materialized table (migration 002): replaying the ranks of 1,000,000
// games costs half a second even from the compact ranks of migration 003,
// and several seconds from the 3.5 million result rows. So the replayed figures are kept per
// scope with a watermark, the newest game they include. Leaderboard first
// brings its scope up to date in one transaction: games played after the
// watermark (the usual case: a game was just saved) are replayed on top of
// the stored figures. If a game at or before the watermark changed (deleted,
// re-scored or finished late: triggers mark the scope stale), or a game
// added since the last replay was played before it (saved or imported into
// the past: found by id), the scope is replayed from scratch, from the same
// ranks. Either way the figures equal a full replay of the history
// (measured on 1,000,000 games: a full replay takes about 0.45 s since it
// reads the ranks kept in the time index, see replay; an up-to-date
// leaderboard about 5 ms).
//
// The figures are saved only when the write lock can be taken at once: a
// reader never fails, nor waits, because someone writes. A store opened by
// OpenReader computes them in a read transaction, and saves them through a
// writer of its own only if the file may be written and nobody else writes
// at that moment; otherwise the next leaderboard computes them again. When
// the saved figures must be replayed from scratch or have games to catch up
// (which the reader sees before replaying anything), the writer is tried
// first, so that they are computed once (a full replay of 1,000,000 games
// was computed twice, by the reader and again by its writer: 1.14 s).
func (s *Store) Leaderboard(ctx context.Context, game string) (rows []BoardRow, err error) {
	defer s.check(&err)
	if !s.readOnly {
		rows, saved, err := s.boardSaved(ctx, game)
		if saved || err != nil {
			return rows, wrapBoard(err)
		}
	}
	canSave := s.readOnly && writable(s.path)
	rows, behind, err := s.boardRead(ctx, game, canSave)
	if err == nil && behind && rows == nil {
		// Behind before any replay: the writer computes them, once.
		if saved, ok := s.savedByWriter(ctx, game); ok {
			return saved, nil
		}
		rows, behind, err = s.boardRead(ctx, game, false)
	}
	if err != nil || !behind || !s.readOnly {
		return rows, wrapBoard(err)
	}
	if !s.pg && !writable(s.path) {
		return rows, nil
	}
	if saved, ok := s.savedByWriter(ctx, game); ok {
		return saved, nil
	}
	return rows, nil
}

// savedByWriter brings the figures up to date and saves them through a
// writer of a reader's own, if it can have the write lock at once.
func (s *Store) savedByWriter(ctx context.Context, game string) ([]BoardRow, bool) {
	var w *Store
	var err error
	if s.pg {
		w, err = openPostgresConfig(s.pgConfig, options{noWait: true})
	} else {
		w, err = openWriter(s.path, options{noCreate: true, noWait: true})
	}
	if err != nil {
		return nil, false
	}
	saved, ok, err := w.boardSaved(ctx, game)
	w.Close()
	return saved, ok && err == nil
}

func wrapBoard(err error) error {
	if err != nil {
		return fmt.Errorf("leaderboard: %w", err)
	}
	return nil
}

// boardSaved brings the figures up to date and saves them, in a write
// transaction taken without waiting; saved is false when another program
// holds the write lock.
func (s *Store) boardSaved(ctx context.Context, scope string) (rows []BoardRow, saved bool, err error) {
	saved, err = s.writeNow(ctx, func(tx *sql.Tx) error {
		b, err := refreshBoard(ctx, tx, scope)
		if err == nil && b.behind && !b.deferred {
			err = b.save(ctx, tx)
		}
		if err == nil {
			rows, err = b.rows(ctx, tx)
		}
		return err
	})
	return rows, saved, err
}

// writeNow runs fn in a write transaction taken without waiting and
// commits it; done is false, with nothing done, when another write of this
// process or another program holds the write lock.
func (s *Store) writeNow(ctx context.Context, fn func(*sql.Tx) error) (done bool, err error) {
	release, ok := s.tryGate()
	if !ok {
		return false, nil
	}
	defer release()
	if s.pg {
		return s.writeNowPG(ctx, fn)
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	restore, err := s.noWaitOn(ctx, conn)
	if err != nil {
		return false, err
	}
	defer restore()
	tx, err := conn.BeginTx(ctx, nil)
	if isBusy(err) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return false, err
	}
	return true, tx.Commit()
}

// noWaitOn makes conn give up at once on a locked file, until restore
// gives it back its busy timeout.
func (s *Store) noWaitOn(ctx context.Context, conn *sql.Conn) (restore func(), err error) {
	if _, err := conn.ExecContext(ctx, `PRAGMA busy_timeout = 0`); err != nil {
		return nil, err
	}
	return func() {
		conn.ExecContext(context.Background(), fmt.Sprintf(`PRAGMA busy_timeout = %d`, s.busyTimeout().Milliseconds()))
	}, nil
}

// boardRead computes the figures in a read transaction without saving
// them; behind reports that the saved figures were not up to date. With
// stopBehind, figures found behind before any replay (stale, or missing
// games stored since) are not computed: rows is nil, behind true.
func (s *Store) boardRead(ctx context.Context, scope string, stopBehind bool) (rows []BoardRow, behind bool, err error) {
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, false, err
	}
	defer tx.Rollback()
	b, err := openBoard(ctx, tx, scope)
	if err != nil {
		return nil, false, err
	}
	if stopBehind && b.behind {
		return nil, true, nil
	}
	if err := b.replay(ctx, tx); err != nil {
		return nil, false, err
	}
	b.catchUp()
	rows, err = b.rows(ctx, tx)
	return rows, b.behind, err
}

// rows gives the figures as leaderboard rows, best first.
func (b *board) rows(ctx context.Context, tx *sql.Tx) ([]BoardRow, error) {
	if err := b.name(ctx, tx); err != nil {
		return nil, err
	}
	out := make([]BoardRow, 0, len(b.players))
	for _, p := range b.players {
		r := BoardRow{Name: p.name, Games: p.games, Wins: p.wins, Best: p.best, Mu: p.r.Mu, Sigma: p.r.Sigma}
		r.WinRate = round(float64(r.Wins)/float64(r.Games), 4)
		r.Average = round(float64(p.points)/float64(r.Games), 2)
		r.Rating = round(p.r.Ordinal(), 1)
		out = append(out, r)
	}
	sortBoard(out)
	return out, nil
}

// name gives the players whose saved figures did not bring their name
// (newcomers of the replay) their name.
func (b *board) name(ctx context.Context, tx *sql.Tx) error {
	unnamed := false
	for _, p := range b.players {
		unnamed = unnamed || !p.named
	}
	if !unnamed {
		return nil
	}
	rs, err := tx.QueryContext(ctx, `SELECT id, name FROM players`)
	if err != nil {
		return err
	}
	defer rs.Close()
	for rs.Next() {
		var (
			id   int64
			name string
		)
		if err := rs.Scan(&id, &name); err != nil {
			return err
		}
		if p, ok := b.players[id]; ok {
			p.name, p.named = name, true
		}
	}
	return rs.Err()
}

// sortBoard orders by the rating as shown, so that players shown with the
// same rating are ordered by games played, then by name.
func sortBoard(rows []BoardRow) {
	sort.Slice(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.Rating != b.Rating {
			return a.Rating > b.Rating
		}
		if a.Games != b.Games {
			return a.Games > b.Games
		}
		if ka, kb := scorer.NameKey(a.Name), scorer.NameKey(b.Name); ka != kb {
			return ka < kb
		}
		return a.Name < b.Name
	})
}

func round(x float64, decimals int) float64 {
	p := math.Pow(10, float64(decimals))
	return math.Round(x*p) / p
}

// standing is one player's replayed figures in a scope.
type standing struct {
	games, wins, best int
	points            int64
	r                 rating.Rating
	touched           bool
	name              string // the player's, once read (named)
	named             bool
}

// board is a scope's figures while they are brought up to date.
type board struct {
	scope   string
	players map[int64]*standing
	at, id  int64 // watermark
	seen    int64 // highest game id when replayed
	behind  bool  // the saved figures were not up to date
	fresh   bool  // replayed from scratch: the saved rows are replaced
	// deferred: an import in slices is under way; the figures are the
	// saved ones and the games after them, and are not saved, since
	// games it added into the past are not in them.
	deferred bool
}

// addedInThePast reports whether a finished game of the scope stored since
// the last replay (id above seen) was played at or before the watermark.
// It reads only the games added since, by id.
func (b *board) addedInThePast(ctx context.Context, tx *sql.Tx, seen int64) (bool, error) {
	// The unary + (and || '' for a text, which PostgreSQL cannot add to)
	// keep SQLite on the id range: through the time index it would walk
	// every game of the scope played before the watermark.
	q := `SELECT EXISTS (SELECT 1 FROM games WHERE id > ? AND status = 'finished'
		AND (+played_at < ? OR (+played_at = ? AND id <= ?))`
	args := []any{seen, b.at, b.at, b.id}
	if b.scope != "" {
		q += ` AND game || '' = ?`
		args = append(args, b.scope)
	}
	var found bool
	err := tx.QueryRowContext(ctx, q+`)`, args...).Scan(&found)
	return found, err
}

// refreshBoard brings the figures of a scope up to date from the saved ones
// (the caller saves them if it may write).
func refreshBoard(ctx context.Context, tx *sql.Tx, scope string) (*board, error) {
	boards, err := refreshBoards(ctx, tx, []string{scope})
	if err != nil {
		return nil, err
	}
	return boards[0], nil
}

// load reads the stored figures of the scope.
func (b *board) load(ctx context.Context, tx *sql.Tx) error {
	// With their names: a leaderboard up to date then asks nothing more.
	rows, err := tx.QueryContext(ctx, `SELECT b.player_id, p.name, b.games, b.wins, b.points, b.best, b.mu, b.sigma
		FROM board b LEFT JOIN players p ON p.id = b.player_id WHERE b.scope = ?`, b.scope)
	if err != nil {
		return err
	}
	defer rows.Close()
	var (
		block []standing // the standings, allocated a block at a time
		v     [8]any     // the columns as the driver gives them (see numbers)
	)
	for rows.Next() {
		if len(block) == 0 {
			block = make([]standing, 256)
		}
		st := &block[0]
		block = block[1:]
		if err := rows.Scan(&v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]); err != nil {
			return err
		}
		var n numbers
		id := n.asInt64(v[0])
		st.name, st.named = v[1].(string)
		st.games, st.wins, st.points, st.best = n.asInt(v[2]), n.asInt(v[3]), n.asInt64(v[4]), n.asInt(v[5])
		st.r.Mu, st.r.Sigma = n.asFloat(v[6]), n.asFloat(v[7])
		if n.bad {
			return fmt.Errorf("the saved figures of player %v are not numbers: %v", v[0], v)
		}
		b.players[id] = st
	}
	return rows.Err()
}

// numbers reads numeric columns scanned into an any: both drivers give an
// int64 or a float64. Scanned into an int or a float64 instead, each value
// goes through database/sql's reflection (an int through its text):
// reading a board of 2,500 players that way was 6% of a leaderboard. bad
// says a column held something else.
type numbers struct{ bad bool }

func (n *numbers) asInt64(v any) int64 { return number[int64](n, v) }

func (n *numbers) asInt(v any) int { return int(n.asInt64(v)) }

func (n *numbers) asFloat(v any) float64 { return number[float64](n, v) }

// number is v as a T, from either kind the drivers give.
func number[T int64 | float64](n *numbers, v any) T {
	switch x := v.(type) {
	case int64:
		return T(x)
	case float64:
		return T(x)
	}
	n.bad = true
	return 0
}

// replay applies the finished games after the watermark, in the order they
// were played, reading them from the time index, which holds each game's
// ranks (migration 003): one index entry per game, no join, no sort.
//
// A full replay (the first leaderboard, or after a change to a past game) of
// 1,000,000 games costs about 0.6 s of reading rows (SQLite's own stepping
// is half of it) and 0.35 s of decoding and rating, so a goroutine reads
// batches of games while this one decodes and rates the previous batch: the
// two halves overlap on two cores. Only the ranks are read per game (each
// column costs a call into SQLite per row); the new watermark is read once
// at the end. Checkpoints of the board (replaying from the last snapshot
// before a change) were considered and left out: a change to the first game
// still needs the full replay, which this keeps under a second, while every
// snapshot would cost writes and a staleness flag of its own.
func (b *board) replay(ctx context.Context, tx *sql.Tx) error {
	where, args := b.after()
	var rt rater
	applied := false
	err := replayRows(ctx, tx, `SELECT COALESCE(g.ranks, `+ranksOf+`)`+where+` ORDER BY g.played_at, g.id`, args,
		func(bt *replayBatch) error {
			applied = applied || len(bt.ends) > 0
			return b.apply(bt, &rt)
		})
	if err != nil || !applied {
		return err // no game after the watermark: it stays (a leaderboard up to date asks no more)
	}
	return b.mark(ctx, tx)
}

// after gives the FROM and WHERE of the finished games of the scope after
// its watermark, with their arguments. game || ” (an expression, as +game
// was, but one PostgreSQL reads too) keeps SQLite on the time index for a
// scope too: through games_by_game_time it reads each game's table row,
// 1.5 times slower.
func (b *board) after() (string, []any) {
	where := ` FROM games g WHERE (g.played_at, g.id) > (?, ?) AND g.status = 'finished'`
	args := []any{b.at, b.id}
	if b.scope != "" {
		where += ` AND g.game || '' = ?`
		args = append(args, b.scope)
	}
	return where, args
}

// mark moves the watermark to the newest finished game of the scope.
func (b *board) mark(ctx context.Context, tx *sql.Tx) error {
	where, args := b.after()
	err := tx.QueryRowContext(ctx, `SELECT g.played_at, g.id`+where+` ORDER BY g.played_at DESC, g.id DESC LIMIT 1`, args...).
		Scan(&b.at, &b.id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // nothing new: the watermark stays
	}
	return err
}

// replayRows runs the query (one ranks text a row, and the game's kind
// after it when kinds is set, see replayTogether) and hands its rows to
// apply in batches, read by a goroutine of their own.
func replayRows(ctx context.Context, tx *sql.Tx, q string, args []any, apply func(*replayBatch) error) error {
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	full := make(chan *replayBatch, 4)
	free := make(chan *replayBatch, 4)
	go readBatches(rows, full, free)
	// Every batch is taken, even after an error, so that the reader ends.
	var first error
	for bt := range full {
		if first == nil {
			first = bt.err
		}
		if first == nil {
			first = apply(bt)
		}
		select {
		case free <- bt:
		default:
		}
	}
	return first
}

// replayBatch is a run of games in replay order, read by readBatches: their
// ranks texts one after the other.
type replayBatch struct {
	text  []byte
	ends  []int    // end of each game's text
	kinds []string // each game's kind, when the query gives it (replayTogether)
	err   error    // the read failed: the batch ends the replay
}

// batchGames is how many games a batch holds: large enough that handing
// batches over costs nothing, small enough to stay in the cache.
const batchGames = 1024

// readBatches reads the ranks of the rows into batches, sent on full, which
// it closes at the end; batches come back on free.
func readBatches(rows *sql.Rows, full chan<- *replayBatch, free <-chan *replayBatch) {
	defer close(full)
	defer rows.Close()
	next := func() *replayBatch {
		select {
		case bt := <-free:
			bt.text, bt.ends, bt.kinds = bt.text[:0], bt.ends[:0], bt.kinds[:0]
			return bt
		default:
			return &replayBatch{text: make([]byte, 0, 48*batchGames), ends: make([]int, 0, batchGames)}
		}
	}
	bt := next()
	cols, err := rows.Columns()
	if err != nil {
		bt.err = err
		full <- bt
		return
	}
	var text, kind sql.RawBytes
	dest := []any{&text, &kind}[:len(cols)]
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			bt.err = err
			full <- bt
			return
		}
		bt.text = append(bt.text, text...)
		bt.ends = append(bt.ends, len(bt.text))
		if len(dest) == 2 {
			bt.kinds = append(bt.kinds, intern(kind))
		}
		if len(bt.ends) == batchGames {
			full <- bt
			bt = next()
		}
	}
	bt.err = rows.Err()
	full <- bt
}

// rater is the scratch space of apply, reused from game to game.
type rater struct {
	seats  []seatRow
	states []*standing
	ranks  []int
	rates  []rating.Rating
}

// apply adds a batch of games to the figures.
func (b *board) apply(bt *replayBatch, rt *rater) error {
	start := 0
	for _, end := range bt.ends {
		var err error
		if rt.seats, err = parseRanks(bt.text[start:end], rt.seats[:0]); err != nil {
			return err
		}
		start = end
		rt.states, rt.ranks = rt.states[:0], rt.ranks[:0]
		for _, s := range rt.seats {
			st := b.player(s.player)
			st.games++
			st.points += int64(s.total)
			st.best = max(st.best, s.total)
			if s.rank == 1 {
				st.wins++
			}
			rt.states = append(rt.states, st)
			rt.ranks = append(rt.ranks, s.rank)
		}
		rt.rates = rate(rt.states, rt.ranks, rt.rates)
	}
	return nil
}

// player returns the figures of a player, a newcomer if they have none yet.
func (b *board) player(id int64) *standing {
	st, ok := b.players[id]
	if !ok {
		st = &standing{best: math.MinInt, r: rating.Default()}
		b.players[id] = st
	}
	st.touched = true
	return st
}

// rate updates the ratings of one game's players; buf is reused scratch.
func rate(seats []*standing, ranks []int, buf []rating.Rating) []rating.Rating {
	if len(seats) < 2 {
		return buf
	}
	buf = buf[:0]
	for _, st := range seats {
		buf = append(buf, st.r)
	}
	for i, r := range rating.Update(buf, ranks, rating.Options{}) {
		seats[i].r = r
	}
	return buf
}

// save writes the figures that changed and the new watermark; after a
// replay from scratch (watermark reset), the scope's old rows go first.
func (b *board) save(ctx context.Context, tx *sql.Tx) error {
	if b.fresh {
		if _, err := tx.ExecContext(ctx, `DELETE FROM board WHERE scope = ?`, b.scope); err != nil {
			return err
		}
	}
	st, err := tx.PrepareContext(ctx, `INSERT INTO board
		(scope, player_id, games, wins, points, best, mu, sigma) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (scope, player_id) DO UPDATE SET games = excluded.games, wins = excluded.wins,
			points = excluded.points, best = excluded.best, mu = excluded.mu, sigma = excluded.sigma`)
	if err != nil {
		return err
	}
	defer st.Close()
	for id, p := range b.players {
		if !p.touched {
			continue
		}
		if _, err := st.ExecContext(ctx, b.scope, id, p.games, p.wins, p.points, p.best, p.r.Mu, p.r.Sigma); err != nil {
			return err
		}
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO board_state (scope, played_at, game_id, seen_id, stale)
		VALUES (?, ?, ?, ?, 0) ON CONFLICT (scope) DO UPDATE SET played_at = excluded.played_at,
			game_id = excluded.game_id, seen_id = excluded.seen_id, stale = 0`, b.scope, b.at, b.id, b.seen)
	return err
}

// VersusRow is one finished game two players played together.
type VersusRow struct {
	ID       int64     `json:"id"`
	Game     string    `json:"game"`
	PlayedAt time.Time `json:"played_at"`
	RankA    int       `json:"rank_a"`
	RankB    int       `json:"rank_b"`
	TotalA   int       `json:"total_a"`
	TotalB   int       `json:"total_b"`
}

// VersusResult compares two players over the finished games they played
// together: who placed ahead how often, and the most recent games.
type VersusResult struct {
	A      string      `json:"a"`
	B      string      `json:"b"`
	Games  int         `json:"games"`
	AheadA int         `json:"ahead_a"` // A ranked better than B
	AheadB int         `json:"ahead_b"`
	Level  int         `json:"level"`  // same rank
	Recent []VersusRow `json:"recent"` // newest first
}

// VersusRecent is how many of the latest games Versus lists.
const VersusRecent = 10

// Versus compares two players over the finished games they played together
// (game "" = every kind). Names match in any letter case; an unknown name
// gives an error wrapping ErrNotFound that names it.
func (s *Store) Versus(ctx context.Context, a, b, game string) (_ VersusResult, err error) {
	defer s.check(&err)
	ida, nameA, err := findPlayer(ctx, s.read, a)
	if err != nil {
		return VersusResult{}, err
	}
	idb, nameB, err := findPlayer(ctx, s.read, b)
	if err != nil {
		return VersusResult{}, err
	}
	if ida == idb {
		return VersusResult{}, fail(nil, nil, "store.same-player", "a", a, "b", b)
	}
	q := `SELECT ra.game_id, ra.game, ra.played_at, ra.rank, rb.rank, ra.total, rb.total
		FROM results ra JOIN results rb ON rb.game_id = ra.game_id AND rb.player_id = ?
		WHERE ra.player_id = ? AND ra.status = 'finished'`
	args := []any{idb, ida}
	if game != "" {
		q += ` AND ra.game = ?`
		args = append(args, game)
	}
	q += ` ORDER BY ra.played_at DESC, ra.game_id DESC`
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return VersusResult{}, err
	}
	defer rows.Close()
	v := VersusResult{A: nameA, B: nameB, Recent: []VersusRow{}}
	for rows.Next() {
		var (
			r  VersusRow
			at int64
		)
		if err := rows.Scan(&r.ID, &r.Game, &at, &r.RankA, &r.RankB, &r.TotalA, &r.TotalB); err != nil {
			return VersusResult{}, err
		}
		r.PlayedAt = unix(at)
		v.Games++
		switch {
		case r.RankA < r.RankB:
			v.AheadA++
		case r.RankB < r.RankA:
			v.AheadB++
		default:
			v.Level++
		}
		if len(v.Recent) < VersusRecent {
			v.Recent = append(v.Recent, r)
		}
	}
	return v, rows.Err()
}

// findPlayer looks a player up by name in any letter case.
func findPlayer(ctx context.Context, q querier, name string) (int64, string, error) {
	var (
		id     int64
		stored string
	)
	err := q.QueryRowContext(ctx, `SELECT id, name FROM players WHERE name_key = ?`, scorer.NameKey(name)).Scan(&id, &stored)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", fail(ErrNotFound, nil, "store.player-not-found", "name", name)
	}
	return id, stored, err
}
