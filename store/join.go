package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// JoinCode is the codes the phones join zooscore serve with: the join code
// (Long, of the join link and of scripts, and Short, the one a person
// types), which lets a phone enter games, and the read code (ReadLong and
// ReadShort, the same two kinds), which lets it only look (a club's TV).
// They are kept until the host asks for new ones.
type JoinCode struct {
	Long, Short string
	// ReadLong and ReadShort are the read code: a phone or script that
	// joined with it reads everything and changes nothing.
	ReadLong, ReadShort string
	Created             time.Time
	// Retired is the long code this one replaced ("" for the first): a
	// phone that still shows it is told that the server has a new code.
	// ReadRetired is the same for the read code.
	Retired, ReadRetired string
	// Fresh says that the codes were made by this call, not kept.
	// ReadFresh says so of the read code alone: a database from before
	// the read code gets one on its next start, beside the kept join code.
	Fresh, ReadFresh bool
}

// KeepJoinCode returns the codes kept in the database. When there are none
// yet, or renew is set, it keeps fresh's instead (all four), in place of
// the old ones, and returns them; a database whose join code was kept
// before there was a read code gets fresh's read code beside it. Read and
// replaced in one transaction, so two servers started at once on a new
// file agree.
func (s *Store) KeepJoinCode(ctx context.Context, fresh JoinCode, renew bool) (kept JoinCode, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var (
			at                                        int64
			retired, readLong, readShort, readRetired sql.NullString
		)
		err := tx.QueryRowContext(ctx, `SELECT long_code, short_code, retired, created_at, read_long, read_short, read_retired FROM join_code WHERE id = 1`).
			Scan(&kept.Long, &kept.Short, &retired, &at, &readLong, &readShort, &readRetired)
		switch {
		case err == nil && !renew && readLong.Valid && readShort.Valid:
			kept.Created, kept.Retired = unix(at), retired.String
			kept.ReadLong, kept.ReadShort, kept.ReadRetired = readLong.String, readShort.String, readRetired.String
			return nil
		case err == nil && !renew:
			// Kept before there was a read code: the join code stays, a
			// read code is made.
			kept.Created, kept.Retired = unix(at), retired.String
			kept.ReadLong, kept.ReadShort, kept.ReadFresh = fresh.ReadLong, fresh.ReadShort, true
			_, err = tx.ExecContext(ctx, `UPDATE join_code SET read_long = ?, read_short = ? WHERE id = 1`, kept.ReadLong, kept.ReadShort)
			return err
		case err != nil && !errors.Is(err, sql.ErrNoRows):
			return err
		}
		old, oldRead := kept.Long, readLong.String // "" when there was none
		kept = JoinCode{Long: fresh.Long, Short: fresh.Short, ReadLong: fresh.ReadLong, ReadShort: fresh.ReadShort,
			Created: unix(s.Now().UTC().Unix()), Retired: old, ReadRetired: oldRead, Fresh: true, ReadFresh: true}
		_, err = tx.ExecContext(ctx, `INSERT INTO join_code (id, long_code, short_code, retired, created_at, read_long, read_short, read_retired)
			VALUES (1, ?, ?, NULLIF(?, ''), ?, ?, ?, NULLIF(?, ''))
			ON CONFLICT (id) DO UPDATE SET long_code = excluded.long_code, short_code = excluded.short_code,
				retired = excluded.retired, created_at = excluded.created_at, read_long = excluded.read_long,
				read_short = excluded.read_short, read_retired = excluded.read_retired`,
			kept.Long, kept.Short, old, kept.Created.Unix(), kept.ReadLong, kept.ReadShort, oldRead)
		return err
	})
	if err != nil {
		return JoinCode{}, err
	}
	return kept, nil
}
