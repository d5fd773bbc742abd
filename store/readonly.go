package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"
)

// SchemaVersion is the version of the database format this zooscore writes:
// its newest migration. A file with a higher version was made by a newer
// zooscore and is refused.
func SchemaVersion() int { return latestVersion() }

// OpenReadOnly opens an existing database for reading only, for shell
// completion: it never creates the file (a missing one is an error that
// wraps os.ErrNotExist), never brings its schema up to date and never
// writes to it. A foreign or newer file is refused as Open refuses it.
// It reads only what the first schema has already: games, results and
// players.
func OpenReadOnly(path string) (*Store, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	fresh, err := inspect(path)
	if err != nil {
		return nil, err
	}
	if fresh {
		return nil, fmt.Errorf("%s holds no games yet: %w", path, os.ErrNotExist)
	}
	q := url.Values{}
	q.Set("mode", "ro")
	q.Add("_pragma", "busy_timeout(1000)")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	return &Store{db: db, path: path, Now: time.Now}, nil
}

// Names lists the players whose name starts with prefix (any letter
// case), in alphabetical order, at most limit of them (0: all).
func (s *Store) Names(ctx context.Context, prefix string, limit int) ([]string, error) {
	key := strings.ToLower(strings.TrimLeft(prefix, " ")) // as scorer.NameKey, not trimmed at its end
	// A range on the unique index of name_key finds the prefix without
	// reading every player.
	q := "SELECT name FROM players WHERE name_key >= ? AND name_key < ? ORDER BY name_key"
	args := []any{key, key + "\U0010FFFF"}
	if limit > 0 {
		q += " LIMIT ?"
		args = append(args, limit)
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		names = append(names, n)
	}
	return names, rows.Err()
}
