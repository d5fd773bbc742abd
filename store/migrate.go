package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"strings"
)

// A migration is SQL, with what SQL cannot do written in Go: a line
// "-- go: NAME" in a migration runs the Go step of that name there, in the
// same transaction as the SQL around it.
var goSteps = map[string]func(context.Context, *Store, *sql.Tx) error{
	"compact-games": compactGames,
	"lean-results":  leanResults,
}

const goStepMark = "-- go: "

// migrate runs one migration in tx: its SQL up to each Go step, the step,
// then the rest.
func (s *Store) migrate(ctx context.Context, tx *sql.Tx, m migration) error {
	var body strings.Builder
	run := func() error {
		defer body.Reset()
		if strings.TrimSpace(body.String()) == "" {
			return nil
		}
		_, err := tx.ExecContext(ctx, body.String())
		return err
	}
	for _, line := range strings.SplitAfter(m.sql, "\n") {
		name, ok := strings.CutPrefix(strings.TrimSpace(line), goStepMark)
		if !ok {
			body.WriteString(line)
			continue
		}
		if err := run(); err != nil {
			return err
		}
		step := goSteps[name]
		if step == nil {
			return fmt.Errorf("no Go step %q", name)
		}
		if err := step(ctx, s, tx); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return run()
}

// rebuilds reports whether the migration has a Go step: it rewrites a
// table, which leaves the old table's pages free in the file.
func (m migration) rebuilds() bool { return strings.Contains(m.sql, "\n"+goStepMark) }

// withoutForeignKeys runs fn on a connection of its own with foreign keys
// off. A migration that rebuilds a table drops the old one, and with
// foreign keys on SQLite first deletes its rows, and with them, through ON
// DELETE CASCADE, every row that refers to them (results, entries): the
// way SQLite's documentation gives for changing a table turns them off.
// The new table has the same ids, which the Go step checks.
func (s *Store) withoutForeignKeys(ctx context.Context, fn func(*sql.Conn) error) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	var before int
	if err := conn.QueryRowContext(ctx, `PRAGMA foreign_keys`).Scan(&before); err != nil {
		return err
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA foreign_keys = OFF`); err != nil {
		return err
	}
	defer func() {
		if _, err := conn.ExecContext(context.Background(), fmt.Sprintf(`PRAGMA foreign_keys = %d`, before)); err != nil {
			// A connection without its foreign keys must not go back to
			// the pool: telling database/sql it is bad closes it.
			conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}()
	return fn(conn)
}

// compactFile gives the pages a rebuilt table left free back to the file
// system when they are a large part of the file (migrating schema 3 to 5
// frees two thirds of it). VACUUM is a transaction of its own: a file
// stopped during it is the migrated file, only larger. It is skipped when
// it fails (another program reading, a full disk): the free pages are then
// used again by the games stored next.
func (s *Store) compactFile(ctx context.Context) error {
	var free, pages int64
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT freelist_count FROM pragma_freelist_count), (SELECT page_count FROM pragma_page_count)`).Scan(&free, &pages)
	if err != nil || free*4 < pages {
		return err
	}
	s.db.ExecContext(ctx, `VACUUM`)
	return nil
}
