package store

import (
	"context"
	"errors"
	"sort"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/profile"
	"github.com/zooscore/zooscore/scorer/rating"
)

// Suggested is how many close names a player not found is offered.
const Suggested = 3

// Player is the page of the player of that name (any letter case): the
// figures of the finished games they played (game "" = every kind, else
// that game's), where they stand on the leaderboards, whom they meet, and
// their score after every game with their rating after it on that game's
// leaderboard (see profile.Report).
//
// A name nobody has played under gives an error wrapping ErrNotFound that
// names it and the closest names known (see CloseNames). A player whose
// games are none of the kind asked for, or still in progress, has a report
// of 0 games.
//
// The figures are those of the leaderboard (Leaderboard brings each one
// up to date) and of a replay of the ratings (Ratings), so they follow
// every edit, delete, rename or merge as the leaderboard does.
func (s *Store) Player(ctx context.Context, name, game string) (_ profile.Report, err error) {
	defer s.check(&err)
	id, stored, err := findPlayer(ctx, s.read, name)
	if errors.Is(err, ErrNotFound) {
		return profile.Report{}, s.unknownPlayer(ctx, name)
	}
	if err != nil {
		return profile.Report{}, err
	}
	games, err := s.playedBy(ctx, id, game)
	if err != nil {
		return profile.Report{}, err
	}
	scopes := []string{game}
	if game == "" {
		scopes = append(scopes, kindsOf(games)...)
	}
	boards := map[string]profile.Board{}
	for _, scope := range scopes {
		if boards[scope], err = s.boardOf(ctx, scope, stored); err != nil {
			return profile.Report{}, err
		}
	}
	// The rating after each game, on its own game's leaderboard.
	after := map[int64]float64{}
	for _, kind := range kindsOf(games) {
		series, err := s.Ratings(ctx, kind, []string{stored})
		if err != nil {
			return profile.Report{}, err
		}
		for _, p := range series[0].Points {
			after[p.GameID] = p.Rating
		}
	}
	return profile.Build(stored, game, games, boards, after), nil
}

// playedBy reads the finished games the player played (game "" = every
// kind), oldest first, each with everyone at the table. One row a seat:
// the results of the player's games in time order (results_by_player_time),
// then each game's seats by its key.
func (s *Store) playedBy(ctx context.Context, player int64, game string) ([]profile.Game, error) {
	q := `SELECT r.game_id, r.game, r.played_at, r.rank, r.total, o.player_id, p.name, o.rank
		FROM results r JOIN results o ON o.game_id = r.game_id JOIN players p ON p.id = o.player_id
		WHERE r.player_id = ? AND r.status = 'finished'`
	args := []any{player}
	if game != "" {
		q += ` AND r.game = ?`
		args = append(args, game)
	}
	rows, err := s.read.QueryContext(ctx, q+` ORDER BY r.played_at, r.game_id, o.position`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []profile.Game
	for rows.Next() {
		var (
			g        profile.Game
			at, seat int64
			name     string
			other    int
		)
		if err := rows.Scan(&g.ID, &g.Game, &at, &g.Rank, &g.Total, &seat, &name, &other); err != nil {
			return nil, err
		}
		if n := len(out); n == 0 || out[n-1].ID != g.ID {
			g.PlayedAt = unix(at)
			out = append(out, g)
		}
		if seat != player {
			last := &out[len(out)-1]
			last.Others = append(last.Others, profile.Seat{Name: name, Rank: other})
		}
	}
	return out, rows.Err()
}

// kindsOf are the kinds of games, each once, in the order of their names.
func kindsOf(games []profile.Game) []string {
	seen := map[string]bool{}
	var out []string
	for _, g := range games {
		if !seen[g.Game] {
			seen[g.Game] = true
			out = append(out, g.Game)
		}
	}
	sort.Strings(out)
	return out
}

// boardOf is where the player stands on the leaderboard of scope: their
// place, and every player's rating. A player not on it (no finished game
// of the scope) has place 0.
func (s *Store) boardOf(ctx context.Context, scope, name string) (profile.Board, error) {
	rows, err := s.Leaderboard(ctx, scope)
	if err != nil {
		return profile.Board{}, err
	}
	b := profile.Board{Ratings: make([]rating.Rating, len(rows))}
	for i, r := range rows {
		b.Ratings[i] = rating.Rating{Mu: r.Mu, Sigma: r.Sigma}
		if scorer.NameKey(r.Name) == scorer.NameKey(name) {
			b.Place = i + 1
		}
	}
	return b, nil
}

// CloseNames are the known players' names closest to a name (see
// profile.Suggest), at most Suggested of them.
func (s *Store) CloseNames(ctx context.Context, name string) (_ []string, err error) {
	defer s.check(&err)
	names, err := s.Names(ctx, "", 0)
	if err != nil {
		return nil, err
	}
	return profile.Suggest(name, names, Suggested), nil
}

// unknownPlayer says that nobody played under the name, with the closest
// names known when there are any.
func (s *Store) unknownPlayer(ctx context.Context, name string) error {
	close, err := s.CloseNames(ctx, name)
	if err != nil {
		return err
	}
	if len(close) == 0 {
		return fail(ErrNotFound, nil, "store.player-not-found", "name", name)
	}
	items := make([]any, len(close))
	for i, n := range close {
		items[i] = n
	}
	return fail(ErrNotFound, nil, "store.player-not-found.close", "name", name, "names", msg.List{Items: items, Or: true})
}
