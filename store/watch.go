package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"time"

	"github.com/zooscore/zooscore/scorer"
)

// Watch calls changed whenever a write was committed to the file, by this
// process or any other (the host's zooscore play beside a serve), until ctx
// is done; it returns once it has let go of the file. It asks SQLite's
// data_version, which changes when another connection commits, every
// interval on a connection of its own: one question of a few microseconds
// for a whole room of phones, instead of each phone asking for its page.
//
// On PostgreSQL it listens for the notification of every write instead,
// and calls changed at most once an interval (see watchPG).
func (s *Store) Watch(ctx context.Context, interval time.Duration, changed func()) error {
	if s.pg {
		return s.watchPG(ctx, interval, changed)
	}
	conn, err := s.read.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	var last int64 = -1
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		var v int64
		if err := conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&v); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
		if last >= 0 && v != last {
			changed()
		}
		last = v
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}

// Version is a short fingerprint of a game as read: it changes with every
// entry added, taken back or corrected, and when the game ends. The phones
// that follow a game compare it with the one they show.
func (g Game) Version() string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d %s %s", g.Mark.Seq, g.Status, g.Input)
	return strconv.FormatUint(h.Sum64(), 36)
}

// GameVersion is the Version of a stored game, read without its result;
// "" for a game that is not stored.
func (s *Store) GameVersion(ctx context.Context, id int64) (_ string, err error) {
	defer s.check(&err)
	var (
		g     Game
		input []byte
	)
	err = s.read.QueryRowContext(ctx, `SELECT g.status, (SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = g.id), g.input
		FROM games g WHERE g.id = ?`, id).Scan(&g.Status, &g.Mark.Seq, &input)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	raw, err := unpackInput(nil, input)
	if err != nil {
		return "", damagedResult(ctx, id, err)
	}
	g.Input = scorer.DropNullMembers(raw) // as Get reads it
	return g.Version(), nil
}

// TableVersion is the version of a table (it goes up with every change);
// 0 for a table that does not exist.
func (s *Store) TableVersion(ctx context.Context, id int64) (_ int64, err error) {
	defer s.check(&err)
	var v int64
	err = s.read.QueryRowContext(ctx, `SELECT version FROM score_tables WHERE id = ?`, id).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return v, err
}
