package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/zooscore/zooscore/scorer"
)

// Summary is one game in a listing.
type Summary struct {
	ID       int64      `json:"id"`
	Game     string     `json:"game"`
	Status   string     `json:"status"`
	PlayedAt time.Time  `json:"played_at"`
	Players  []Standing `json:"players"`
	// Made is MadeTotals for a game kept as the totals another app
	// logged (see Game.Made), else "".
	Made string `json:"made,omitempty"`
	// What the game's play log says besides its time (see PlayLog); who
	// started is left to show, which reads it from a tracked game's
	// script.
	Location string `json:"location,omitempty"`
	Minutes  int    `json:"duration_minutes,omitempty"`
	Note     string `json:"note,omitempty"`
}

// Standing is one player's place in a listed game.
type Standing struct {
	Name  string `json:"name"`
	Total int    `json:"total"`
	Rank  int    `json:"rank"`
}

// Filter narrows a listing. Zero values mean no filter; Limit 0 means all.
type Filter struct {
	Game   string
	Player string
	Since  time.Time
	Status string
	// Location keeps the games played at that place (any letter case).
	Location string
	Limit    int
	Offset   int
}

// History lists stored games, newest first.
func (s *Store) History(ctx context.Context, f Filter) (_ []Summary, err error) {
	defer s.check(&err)
	q, args := historyQuery(f)
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Summary
	index := map[int64]int{}
	for rows.Next() {
		var sm Summary
		var at int64
		var totals bool
		if err := rows.Scan(&sm.ID, &sm.Game, &sm.Status, &at, &totals, &sm.Location, &sm.Minutes, &sm.Note); err != nil {
			return nil, err
		}
		if totals {
			sm.Made = MadeTotals
		}
		sm.PlayedAt = time.Unix(at, 0).UTC()
		sm.Players = []Standing{}
		index[sm.ID] = len(out)
		out = append(out, sm)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, s.attachStandings(ctx, out, index)
}

// historyQuery is the query of a listing.
func historyQuery(f Filter) (string, []any) {
	// A player's games are read from the results index of that player,
	// which holds them in the order of the listing (migration 005): a page
	// reads its own rows, however many games the player has. Every filter
	// is then on the results row, which repeats the game's kind, status
	// and time.
	from, t := "games g", "g"
	if f.Player != "" {
		from, t = "results r JOIN games g ON g.id = r.game_id", "r"
	}
	var (
		where []string
		args  []any
	)
	if f.Player != "" {
		where = append(where, "r.player_id = (SELECT id FROM players WHERE name_key = ?)")
		args = append(args, scorer.NameKey(f.Player))
	}
	if f.Game != "" {
		where = append(where, t+".game = ?")
		args = append(args, f.Game)
	}
	if f.Status != "" {
		where = append(where, t+".status = ?")
		args = append(args, f.Status)
	}
	if !f.Since.IsZero() {
		where = append(where, t+".played_at >= ?")
		args = append(args, f.Since.UTC().Unix())
	}
	if f.Location != "" {
		where = append(where, "l.location_key = ?")
		args = append(args, locationKey(f.Location))
	}
	q := "SELECT g.id, g.game, g.status, g.played_at, g.made = 'totals', COALESCE(l.location, ''), COALESCE(l.minutes, 0), COALESCE(l.note, '') FROM " +
		from + " LEFT JOIN play_logs l ON l.game_id = g.id"
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	if f.Player != "" {
		q += " ORDER BY r.played_at DESC, r.game_id DESC"
	} else {
		q += " ORDER BY g.played_at DESC, g.id DESC"
	}
	if f.Limit > 0 {
		q += fmt.Sprintf(" LIMIT %d OFFSET %d", f.Limit, f.Offset)
	}
	return q, args
}

// attachStandings reads the players of the listed games, a page at a time.
func (s *Store) attachStandings(ctx context.Context, games []Summary, index map[int64]int) error {
	const page = 500
	for start := 0; start < len(games); start += page {
		end := min(start+page, len(games))
		ids := make([]any, 0, end-start)
		marks := make([]string, 0, end-start)
		for _, g := range games[start:end] {
			ids = append(ids, g.ID)
			marks = append(marks, "?")
		}
		rows, err := s.read.QueryContext(ctx,
			`SELECT r.game_id, p.name, r.total, r.rank FROM results r JOIN players p ON p.id = r.player_id
			 WHERE r.game_id IN (`+strings.Join(marks, ",")+`) ORDER BY r.game_id, r.position`, ids...)
		if err != nil {
			return err
		}
		for rows.Next() {
			var id int64
			var st Standing
			if err := rows.Scan(&id, &st.Name, &st.Total, &st.Rank); err != nil {
				rows.Close()
				return err
			}
			g := &games[index[id]]
			g.Players = append(g.Players, st)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nil
}
