package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// JoinCode is the code the phones join zooscore serve with: the long one of
// the join link and of scripts, and the short one a person types. It is
// kept until the host asks for a new one.
type JoinCode struct {
	Long, Short string
	Created     time.Time
	// Retired is the long code this one replaced ("" for the first): a
	// phone that still shows it is told that the server has a new code.
	Retired string
	// Fresh says that the code was made by this call, not kept.
	Fresh bool
}

// KeepJoinCode returns the join code kept in the database. When there is
// none yet, or renew is set, it keeps fresh (its Long and Short) instead,
// in place of the old one, and returns it: read and replaced in one
// transaction, so two servers started at once on a new file agree.
func (s *Store) KeepJoinCode(ctx context.Context, fresh JoinCode, renew bool) (kept JoinCode, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var (
			at      int64
			retired sql.NullString
		)
		err := tx.QueryRowContext(ctx, `SELECT long_code, short_code, retired, created_at FROM join_code WHERE id = 1`).
			Scan(&kept.Long, &kept.Short, &retired, &at)
		switch {
		case err == nil && !renew:
			kept.Created, kept.Retired = unix(at), retired.String
			return nil
		case err != nil && !errors.Is(err, sql.ErrNoRows):
			return err
		}
		old := kept.Long // "" when there was none
		kept = JoinCode{Long: fresh.Long, Short: fresh.Short, Created: unix(s.Now().UTC().Unix()), Retired: old, Fresh: true}
		_, err = tx.ExecContext(ctx, `INSERT INTO join_code (id, long_code, short_code, retired, created_at) VALUES (1, ?, ?, NULLIF(?, ''), ?)
			ON CONFLICT (id) DO UPDATE SET long_code = excluded.long_code, short_code = excluded.short_code,
				retired = excluded.retired, created_at = excluded.created_at`,
			kept.Long, kept.Short, old, kept.Created.Unix())
		return err
	})
	if err != nil {
		return JoinCode{}, err
	}
	return kept, nil
}
