package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/zooscore/zooscore/scorer/rating"
)

// RatingPoint is a player's leaderboard rating right after a finished game.
type RatingPoint struct {
	GameID   int64     `json:"game_id"`
	PlayedAt time.Time `json:"played_at"`
	Rating   float64   `json:"rating"`
}

// RatingSeries is one player's rating over time, one point per finished
// game they played, oldest first.
type RatingSeries struct {
	Name   string        `json:"name"`
	Points []RatingPoint `json:"points"`
}

// Ratings replays the finished games (game "" = every kind) in the order
// they were played, exactly as the leaderboard does, and gives the rating
// of each named player after every game they played: a chart of the
// ratings over time ends at the leaderboard's figures. A name nobody has
// played under gives an empty series; names match in any letter case.
//
// It reads the ranks kept in the time index, as a full replay of the
// leaderboard does (under a second for a million games), in one read
// transaction.
func (s *Store) Ratings(ctx context.Context, game string, names []string) (_ []RatingSeries, err error) {
	defer s.check(&err)
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	out := make([]RatingSeries, len(names))
	want := map[int64]int{} // player id -> series
	for i, n := range names {
		out[i] = RatingSeries{Name: n, Points: []RatingPoint{}}
		if id, stored, err := findPlayer(ctx, tx, n); err == nil {
			want[id], out[i].Name = i, stored
		}
	}
	q := `SELECT g.id, g.played_at, COALESCE(g.ranks, ` + ranksOf + `) FROM games g WHERE g.status = 'finished'`
	var args []any
	if game != "" {
		q += ` AND g.game = ?`
		args = append(args, game)
	}
	rows, err := tx.QueryContext(ctx, q+` ORDER BY g.played_at, g.id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ratings := map[int64]*rating.Rating{}
	var (
		seats  []seatRow
		before []rating.Rating
		ranks  []int
	)
	for rows.Next() {
		var (
			id, at int64
			text   []byte
		)
		if err := rows.Scan(&id, &at, &text); err != nil {
			return nil, err
		}
		if seats, err = parseRanks(text, seats[:0]); err != nil {
			return nil, err
		}
		if len(seats) < 2 {
			continue // a game alone rates nobody, as on the leaderboard
		}
		before, ranks = before[:0], ranks[:0]
		for _, st := range seats {
			r, ok := ratings[st.player]
			if !ok {
				d := rating.Default()
				r = &d
				ratings[st.player] = r
			}
			before = append(before, *r)
			ranks = append(ranks, st.rank)
		}
		for i, r := range rating.Update(before, ranks, rating.Options{}) {
			*ratings[seats[i].player] = r
			if k, ok := want[seats[i].player]; ok {
				out[k].Points = append(out[k].Points, RatingPoint{GameID: id, PlayedAt: unix(at), Rating: round(r.Ordinal(), 1)})
			}
		}
	}
	return out, rows.Err()
}
