package store

import (
	"context"
	"strings"
)

// SchemaVersion is the version of the database format this zooscore writes:
// its newest migration. A file with a higher version was made by a newer
// zooscore and is refused.
func SchemaVersion() int { return latestVersion() }

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
	rows, err := s.read.QueryContext(ctx, q, args...)
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
