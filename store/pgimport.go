package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/zooscore/zooscore/scorer"
)

// An import into PostgreSQL goes in by COPY, a batch of games at a time:
// a statement per game, as the SQLite writer makes, is a round trip to the
// server each, and those round trips, not the server's work, would set the
// pace (docs/speed.md has the figures). For each batch:
//
//  1. games whose uuid is stored already, in the database or by an earlier
//     batch of the same import (the transaction sees its own rows), or
//     that came earlier in the batch, are skipped: one query for the batch;
//  2. the players new to the import are found or created, one upsert each;
//  3. the batch's game ids are taken from the sequence, in one query
//     (naming the sequence as a constant: pg_get_serial_sequence for every
//     id took a tenth of the time a batch waited for the server);
//  4. its games, results and play logs go in by COPY, one each.
//
// It is one transaction under the write lock, like the SQLite import: a
// refused game anywhere stores nothing.

// analyzeAfter is the number of games an import adds from which it has
// PostgreSQL look at the tables again at its end (a few hundred ms).
const analyzeAfter = 10_000

// copyBatch is how many games go in by one COPY of each table. A batch
// waits for the server some 2 ms for each of its queries whatever its
// size (the server shares the 2 cores with the scoring of the next
// batch): 100,000 games took 11.0-11.9 s in batches of 250, 9.7-9.8 s in
// batches of 1,000, 9.2-9.4 s in batches of 2,000 with more processor time
// and 2 MB more (the collector scans the batches held).
const copyBatch = 1000

// importPG is Import on PostgreSQL.
func (s *Store) importPG(ctx context.Context, next func() (Game, bool, error)) (stats ImportStats, err error) {
	release, err := s.takeGate(ctx)
	if err != nil {
		return stats, err
	}
	defer release()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return stats, err
	}
	defer conn.Close()
	err = s.inTxOn(ctx, conn, func(*sql.Tx) error {
		// The transaction is begun on conn: pgx's own connection below it
		// writes in it (database/sql's would wait for Raw to end).
		return conn.Raw(func(dc any) error {
			c := &copier{s: s, conn: dc.(*numberingConn).Conn.Conn(), players: map[string]seatName{}}
			err := c.findSequence(ctx)
			if err != nil {
				return err
			}
			if stats, err = c.run(ctx, next); err == nil && stats.Added >= analyzeAfter {
				// The planner's figures of the tables are those of before
				// the import until autovacuum looks again: a history page
				// read its 50 games' results in 0.5 s after an import of
				// 1,000,000 games, in 1 ms once analyzed.
				// Only the columns that queries select on: the packed
				// ones cost a third of the time (100,000 games: 0.7 s ->
				// 0.5 s for games).
				_, err = c.conn.Exec(ctx, `ANALYZE games (id, uuid, game, status, played_at), results, players`)
			}
			return err
		})
	})
	return stats, err
}

// copier is an import into PostgreSQL under way.
type copier struct {
	s       *Store
	conn    *pgx.Conn
	players map[string]seatName // NameKey -> the player's id and name
	takeIDs string              // the query of ids for n new games, $1 = n
}

// findSequence makes the query of new games' ids, naming the sequence of
// games' ids as a constant: nextval of a constant costs the server a
// tenth of what looking the sequence up for every id does.
func (c *copier) findSequence(ctx context.Context) error {
	var seq string
	if err := c.conn.QueryRow(ctx, `SELECT pg_get_serial_sequence('games', 'id')`).Scan(&seq); err != nil {
		return fmt.Errorf("find the sequence of games' ids: %w", err)
	}
	c.takeIDs = `SELECT nextval(` + quoteText(seq) + `::regclass) FROM generate_series(1, $1)`
	return nil
}

// quoteText is s as a constant of SQL text.
func quoteText(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

func (c *copier) run(ctx context.Context, next func() (Game, bool, error)) (ImportStats, error) {
	var stats ImportStats
	batches, stop := c.gather(next)
	defer stop()
	first := 1
	for b := range batches {
		if b.err != nil {
			return stats, b.err
		}
		added, err := c.flush(ctx, b.games, first)
		if err != nil {
			return stats, err
		}
		stats.Added += added
		stats.Skipped += len(b.games) - added
		first += len(b.games)
	}
	return stats, nil
}

// gathered is a batch of games read, or the error that ended the reading.
type gathered struct {
	games []Game
	err   error
}

// gather reads the games on a goroutine of its own, a batch at a time,
// one batch ahead: the games of the next batch are read and scored while
// the server stores the last (an export of 100,000 games, in batches of
// 250 whole games: 13.9 s without, 12.1 s with; a buffer of 4 batches
// instead of 1 made it 15.9 s: the garbage collector scans the batches
// held).
// stop ends the reading and waits for the goroutine, so that next is not
// called once run returns.
func (c *copier) gather(next func() (Game, bool, error)) (batches <-chan gathered, stop func()) {
	out := make(chan gathered, 1)
	quit := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer close(out)
		send := func(b gathered) bool {
			select {
			case out <- b:
				return true
			case <-quit:
				return false
			}
		}
		var games []Game
		for {
			g, ok, err := next()
			switch {
			case err != nil:
				send(gathered{err: err})
				return
			case ok:
				// Only what the COPY needs is held (the packed game and
				// its players' names, totals and ranks, as the sliced
				// import spools it): the collector scans the batches held.
				games = append(games, spool(c.s.fill(g)).game())
			}
			if len(games) == copyBatch || !ok && len(games) > 0 {
				if !send(gathered{games: games}) {
					return
				}
				games = nil
			}
			if !ok {
				return
			}
		}
	}()
	return out, func() {
		close(quit)
		<-done
	}
}

// flush stores the games of the batch that are new, and says how many;
// first is the number of the batch's first game in the import.
func (c *copier) flush(ctx context.Context, batch []Game, first int) (int, error) {
	fresh, err := c.fresh(ctx, batch)
	if err != nil {
		return 0, err
	}
	if len(fresh) == 0 {
		return 0, nil
	}
	ids, err := c.ids(ctx, len(fresh))
	if err != nil {
		return 0, err
	}
	var games, results, logs [][]any
	for k, i := range fresh {
		g := batch[i]
		seats, err := c.seats(ctx, g)
		if err != nil {
			return 0, fmt.Errorf("import game %d (%s): %w", first+i, g.UUID, err)
		}
		at := g.PlayedAt.UTC().Unix()
		p := g.stored()
		games = append(games, []any{ids[k], g.UUID, g.Game, g.Status, at, string(appendRanks(nil, seats)), p.lean, p.decisions, p.input, made(g.Made)})
		for pos, st := range seats {
			results = append(results, []any{ids[k], st.player, pos, st.total, st.rank, g.Game, g.Status, at})
		}
		if !g.Log.IsZero() {
			row, err := logRow(ids[k], g.Log, seats)
			if err != nil {
				return 0, fmt.Errorf("import game %d (%s): %w", first+i, g.UUID, err)
			}
			logs = append(logs, row)
		}
	}
	for _, t := range []struct {
		table string
		cols  []string
		rows  [][]any
	}{
		{"games", []string{"id", "uuid", "game", "status", "played_at", "ranks", "result", "decisions", "input", "made"}, games},
		{"results", []string{"game_id", "player_id", "position", "total", "rank", "game", "status", "played_at"}, results},
		{"play_logs", []string{"game_id", "location", "location_key", "minutes", "start_player", "note"}, logs},
	} {
		if len(t.rows) == 0 {
			continue
		}
		if _, err := c.conn.CopyFrom(ctx, pgx.Identifier{t.table}, t.cols, pgx.CopyFromRows(t.rows)); err != nil {
			return 0, fmt.Errorf("import games %d to %d: %s: %w", first, first+len(batch)-1, t.table, err)
		}
	}
	return len(fresh), nil
}

// fresh gives the places in the batch of the games to store: not stored
// already, and not earlier in the batch.
func (c *copier) fresh(ctx context.Context, batch []Game) ([]int, error) {
	uuids := make([]string, len(batch))
	for i, g := range batch {
		uuids[i] = g.UUID
	}
	rows, err := c.conn.Query(ctx, `SELECT uuid FROM games WHERE uuid = ANY($1)`, uuids)
	if err != nil {
		return nil, err
	}
	stored := map[string]bool{}
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			rows.Close()
			return nil, err
		}
		stored[u] = true
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var fresh []int
	for i, u := range uuids {
		if !stored[u] {
			stored[u] = true
			fresh = append(fresh, i)
		}
	}
	return fresh, nil
}

// ids takes n ids for new games from the sequence of games.
func (c *copier) ids(ctx context.Context, n int) ([]int64, error) {
	rows, err := c.conn.Query(ctx, c.takeIDs, n)
	if err != nil {
		return nil, err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err == nil && len(ids) != n {
		err = fmt.Errorf("the sequence of games gave %d ids, not %d", len(ids), n)
	}
	return ids, err
}

// seats finds (or creates) the players of g, as the SQLite writer does.
func (c *copier) seats(ctx context.Context, g Game) ([]seatName, error) {
	seats := make([]seatName, 0, len(g.Result.Players))
	for _, p := range g.Result.Players {
		key := scorer.NameKey(p.Name)
		known, ok := c.players[key]
		if !ok {
			err := c.conn.QueryRow(ctx, numbered(upsertPlayer), strings.TrimSpace(p.Name), key).Scan(&known.player, &known.name)
			if err != nil {
				return nil, fmt.Errorf("store the player %s: %w", p.Name, err)
			}
			c.players[key] = known
		}
		seats = append(seats, seatName{seatRow: seatRow{player: known.player, rank: p.Rank, total: p.Total}, name: known.name})
	}
	return seats, nil
}
