package store

import (
	"context"
	"database/sql"
)

// BGGIDs gives each game's BoardGameGeek id that an import learned (see
// migration 009), by the game's name; a game without one is left out.
func (s *Store) BGGIDs(ctx context.Context) (_ map[string]int, err error) {
	defer s.check(&err)
	rows, err := s.read.QueryContext(ctx, `SELECT game, bgg_id FROM bgg_ids`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := map[string]int{}
	for rows.Next() {
		var (
			game string
			id   int
		)
		if err := rows.Scan(&game, &id); err != nil {
			return nil, err
		}
		ids[game] = id
	}
	return ids, rows.Err()
}

// SetBGGIDs remembers games' BoardGameGeek ids, by the game's name, in one
// transaction; an id replaces the one remembered before.
func (s *Store) SetBGGIDs(ctx context.Context, ids map[string]int) (err error) {
	defer s.check(&err)
	if len(ids) == 0 {
		return nil
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for game, id := range ids {
			if _, err := tx.ExecContext(ctx, `INSERT INTO bgg_ids (game, bgg_id) VALUES (?, ?)
				ON CONFLICT (game) DO UPDATE SET bgg_id = excluded.bgg_id`, game, id); err != nil {
				return err
			}
		}
		return nil
	})
}

// UUIDs gives the uuid of every stored game, in no order: an import from
// another app tells by them the plays zooscore gave it itself.
func (s *Store) UUIDs(ctx context.Context) (_ []string, err error) {
	defer s.check(&err)
	rows, err := s.read.QueryContext(ctx, `SELECT uuid FROM games`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var u any
		if err := rows.Scan(&u); err != nil {
			return nil, err
		}
		out = append(out, uuidText(u))
	}
	return out, rows.Err()
}
