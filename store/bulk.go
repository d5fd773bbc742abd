package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
)

// bulkCache is the page cache (KiB, as PRAGMA cache_size takes it negated)
// of a bulk import. SQLite's default of 2 MiB makes a large transaction spill
// pages and read them back for the random index inserts (the UUID and
// per-player indexes). Each MiB of cache costs about two of the process's
// memory; 16 MiB keeps an import of a million games under 100 MB (256 MiB
// made it 0.5 GB) at the same speed, since scoring, not the cache, sets
// the pace. The cache is given back when the import ends.
const bulkCache = 16 << 10

// bulkTx runs fn in one transaction on a connection of its own with a large
// page cache, restored to the default afterwards. A whole import (whole)
// first makes sure the file is its own: if another program has it open (a
// running serve), bulkTx returns errShared before anything is written, and
// the import is made in slices (see sliced.go). first tells fn that the
// store held no game when the transaction began, and that the file is in
// rollback mode for it (see alone).
func (s *Store) bulkTx(ctx context.Context, whole bool, fn func(tx *sql.Tx, first bool) error) error {
	release, err := s.takeGate(ctx)
	if err != nil {
		return err
	}
	defer release()
	if s.pg {
		// PostgreSQL's readers never wait for a writer: an import is one
		// transaction, whoever else is connected.
		return s.inTxOn(ctx, s.db, func(tx *sql.Tx) error { return fn(tx, false) })
	}
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
	// inserted and to players it has just found or created in the same
	// transaction, so the checks could not fail, and they cost two lookups
	// per result row.
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`PRAGMA cache_size = %d; PRAGMA temp_store = MEMORY; PRAGMA foreign_keys = OFF`, -bulkCache)); err != nil {
		return err
	}
	defer func() {
		_, err := conn.ExecContext(context.Background(),
			fmt.Sprintf(`PRAGMA cache_size = %d; PRAGMA temp_store = DEFAULT; PRAGMA threads = 0; PRAGMA foreign_keys = ON`, before))
		if err != nil {
			// A connection without its foreign keys must not go back to
			// the pool: telling database/sql it is bad closes it.
			conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}()
	first := false
	if whole {
		alone, empty, err := s.alone(ctx, conn)
		if err != nil {
			return err
		}
		if !alone {
			return errShared
		}
		// Rollback mode pays only for a first import (see alone).
		if first = empty; first {
			defer s.backToWAL(conn)
		} else {
			s.backToWAL(conn)
		}
	}
	return s.inTxOn(ctx, conn, func(tx *sql.Tx) error { return fn(tx, first) })
}

// errShared says that another program has the file open.
var errShared = errors.New("another program has the file open")

// alone reports whether the file is this program's alone, by putting it in
// rollback mode, which SQLite refuses at once while another program has
// the file open; empty reports whether the store holds no game yet. A file
// that is alone is left in rollback mode, for backToWAL to end.
//
// For a first import, rollback mode is also faster: in WAL every page of
// an import is written twice, into the -wal and, when the -wal is copied
// back, into the file, and a page the cache had to let go of is found
// again through the -wal's index. A rollback journal has nothing to keep
// when the pages are new, so each page is written once, where it belongs:
// the import is about a twelfth faster, at 100,000 games as at 1,000,000
// (see docs/speed.md). What WAL gives in exchange, readers going on during
// the import, is worth little when there is nothing to read yet.
func (s *Store) alone(ctx context.Context, conn *sql.Conn) (alone, empty bool, err error) {
	if err := conn.QueryRowContext(ctx, `SELECT NOT EXISTS (SELECT 1 FROM games)`).Scan(&empty); err != nil {
		return false, false, err
	}
	// Our own idle readers would keep the file in WAL; the pool opens new
	// ones as it needs them.
	s.read.SetMaxIdleConns(0)
	s.read.SetMaxIdleConns(defaultIdleConns)
	restore, err := s.noWaitOn(ctx, conn)
	if err != nil {
		return false, false, err
	}
	var mode string
	err = conn.QueryRowContext(ctx, `PRAGMA journal_mode = DELETE`).Scan(&mode)
	restore()
	if isBusy(err) {
		return false, empty, nil
	}
	if err != nil {
		return false, false, err
	}
	return mode == "delete", empty, nil
}

// backToWAL ends what alone began. If another program opened the file
// meanwhile, the switch gives up at once and the writer goes on in
// rollback mode, the mode Close leaves the file in anyway.
func (s *Store) backToWAL(conn *sql.Conn) {
	ctx := context.Background()
	if restore, err := s.noWaitOn(ctx, conn); err == nil {
		conn.ExecContext(ctx, `PRAGMA journal_mode = WAL`)
		restore()
	}
}

// lateNames are the indexes a first import builds once its rows are in,
// instead of row by row. A player's games by time (results_by_player_time)
// is the one whose inserts land all over it: each of a game's players goes
// to that player's end of the index, so that at 1,000,000 games most
// inserts find their page out of the cache. Sorted once at the end, it is
// built in 2.3 s and saves more than that. The indexes of games follow the
// order of an export (by time) and cost little as they are, while
// building them again would read every game's input once more.
var lateNames = []string{"results_by_player_time"}

// lateIndexes are indexes set aside: their definitions, as the schema
// gives them.
type lateIndexes []string

// setAsideLateIndexes drops the lateNames indexes in tx, to be built
// again by build before it commits (a rolled-back import leaves them as
// they were).
func setAsideLateIndexes(ctx context.Context, tx *sql.Tx) (lateIndexes, error) {
	var late lateIndexes
	for _, name := range lateNames {
		var def string
		err := tx.QueryRowContext(ctx, `SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ?`, name).Scan(&def)
		if err != nil {
			return nil, fmt.Errorf("set the index %s aside: %w", name, err)
		}
		if _, err := tx.ExecContext(ctx, `DROP INDEX `+name); err != nil {
			return nil, fmt.Errorf("set the index %s aside: %w", name, err)
		}
		late = append(late, def)
	}
	return late, nil
}

// build makes the indexes set aside again. SQLite sorts their entries in
// runs of the page cache's size, kept in temp files: the cache is made
// small first (what it has to let go of is written where a commit would
// write it), and the temp files are real files, not memory, so that
// sorting a million games' 3,300,000 entries keeps the import under the
// memory it takes anyway (in memory, the runs made it 270 MB). The Go
// heap, full of the import's garbage, is given back to the system first,
// for the same reason.
func (late lateIndexes) build(ctx context.Context, tx *sql.Tx) error {
	if len(late) == 0 {
		return nil
	}
	debug.FreeOSMemory()
	// The sort may take a helper thread per core: the import's workers
	// are done (a tenth faster at 1,000,000 games).
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`PRAGMA cache_size = %d; PRAGMA threads = %d`, -sortCache, runtime.GOMAXPROCS(0))); err != nil {
		return err
	}
	// SQLite refuses the change only on a connection with temp tables,
	// which an import never makes; the sort would then take more memory,
	// nothing else.
	tx.ExecContext(ctx, `PRAGMA temp_store = FILE`)
	for _, def := range late {
		if _, err := tx.ExecContext(ctx, def); err != nil {
			return fmt.Errorf("build the index again: %w", err)
		}
	}
	return nil
}

// sortCache is the page cache (KiB) while the indexes set aside are built.
const sortCache = 4 << 10
