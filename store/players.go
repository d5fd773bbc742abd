package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// ErrPlayerExists is returned when a player is renamed to the name of
// another player (in any letter case): that is a merge, asked for as one.
var ErrPlayerExists = errors.New("another player has that name")

// ErrPlayedTogether is returned when two players to be merged played a
// game together: they are two people.
var ErrPlayedTogether = errors.New("played together")

// PlayerRow is one player of the club: how many games they played and
// when they last played.
type PlayerRow struct {
	Name       string    `json:"name"`
	Games      int       `json:"games"`
	LastPlayed time.Time `json:"last_played"`
}

// Players lists every player who played a stored game, in alphabetical
// order (any letter case).
func (s *Store) Players(ctx context.Context) (_ []PlayerRow, err error) {
	defer s.check(&err)
	rows, err := s.read.QueryContext(ctx, `SELECT p.name, count(*), max(r.played_at)
		FROM players p JOIN results r ON r.player_id = p.id GROUP BY p.id ORDER BY p.name_key`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PlayerRow
	for rows.Next() {
		var (
			p    PlayerRow
			last int64
		)
		if err := rows.Scan(&p.Name, &p.Games, &last); err != nil {
			return nil, err
		}
		p.LastPlayed = unix(last)
		out = append(out, p)
	}
	return out, rows.Err()
}

// Redo rewrites a stored game with a player renamed, and scores it again:
// it is given the game (its input and stored result) and the entries of a
// tracked game (none for sheets), and gives them back with the player's
// new name, with the result the new input gives. The store cannot do it
// itself (it knows no game); package roster gives it.
type Redo func(g Game, entries []json.RawMessage) (Game, []json.RawMessage, error)

// Renamed is what a rename or a merge changed: the games rewritten.
type Renamed struct {
	From  string  `json:"from"` // as the players table spelled it
	To    string  `json:"to"`
	Games []int64 `json:"games"`
}

// PlayerGames gives the player of that name (any letter case) as the
// players table spells it, and the ids of their games, oldest first.
func (s *Store) PlayerGames(ctx context.Context, name string) (stored string, ids []int64, err error) {
	defer s.check(&err)
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return "", nil, err
	}
	defer tx.Rollback()
	id, stored, err := findPlayer(ctx, tx, name)
	if err != nil {
		return "", nil, err
	}
	ids, err = gamesOf(ctx, tx, id)
	return stored, ids, err
}

// RenamePlayer gives a player another name, in one transaction: the
// players table, every game they played (its input, its entries and its
// result, rewritten and scored again by redo, which gets each game with
// its input and entries), and the open tables that seat them. Their
// ratings, head-to-head and play logs stay theirs: they are the same
// player. A new name that is another player's (in any letter case) is
// refused with ErrPlayerExists: that is a merge.
func (s *Store) RenamePlayer(ctx context.Context, from, to string, redo Redo) (r Renamed, err error) {
	defer s.check(&err)
	to = strings.TrimSpace(to)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		id, stored, err := findPlayer(ctx, tx, from)
		if err != nil {
			return err
		}
		r = Renamed{From: stored, To: to}
		if other, name, err := findPlayer(ctx, tx, to); err == nil && other != id {
			return fail(ErrPlayerExists, nil, "store.player-exists", "name", to, "other", name)
		} else if err != nil && !errors.Is(err, ErrNotFound) {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE players SET name = ?, name_key = ? WHERE id = ?`, to, scorer.NameKey(to), id); err != nil {
			return err
		}
		r.Games, err = s.rewriteGames(ctx, tx, id, stored, to, redo)
		return err
	})
	return r, err
}

// MergePlayers makes two players one, in one transaction: every game of
// from becomes a game of into (rewritten and scored again by redo, as
// RenamePlayer does), their play logs' start player too, and from goes.
// Ratings are replayed (every leaderboard's figures are marked stale), so
// that they and the head-to-head are as if into had played every game.
// Two players who played a game together are two people: refused with
// ErrPlayedTogether, naming the games.
func (s *Store) MergePlayers(ctx context.Context, from, into string, redo Redo) (r Renamed, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		idFrom, nameFrom, err := findPlayer(ctx, tx, from)
		if err != nil {
			return err
		}
		idInto, nameInto, err := findPlayer(ctx, tx, into)
		if err != nil {
			return err
		}
		if idFrom == idInto {
			return fail(nil, nil, "store.same-player", "a", from, "b", into)
		}
		r = Renamed{From: nameFrom, To: nameInto}
		if both, err := sharedGames(ctx, tx, idFrom, idInto); err != nil || len(both) > 0 {
			if err == nil {
				err = fail(ErrPlayedTogether, nil, "store.played-together", "a", nameFrom, "b", nameInto,
					"games", msg.List{Items: anyIDs(both)}, "n", len(both))
			}
			return err
		}
		if r.Games, err = s.rewriteGames(ctx, tx, idFrom, nameFrom, nameInto, redo); err != nil {
			return err
		}
		// Each statement is given the arguments it takes: PostgreSQL
		// refuses any more.
		for _, st := range []struct {
			q    string
			args []any
		}{
			{`UPDATE play_logs SET start_player = ? WHERE start_player = ?`, []any{idInto, idFrom}},
			{`DELETE FROM board WHERE player_id = ?`, []any{idFrom}},
			{`UPDATE board_state SET stale = 1`, nil},
			{`DELETE FROM players WHERE id = ?`, []any{idFrom}},
		} {
			if _, err := tx.ExecContext(ctx, st.q, st.args...); err != nil {
				return fmt.Errorf("merge %s into %s: %w", nameFrom, nameInto, err)
			}
		}
		return nil
	})
	return r, err
}

// rewriteGames rewrites every game of the player id, whose name is from,
// with the name to, and the open tables that seat them; it gives the ids
// of the games.
func (s *Store) rewriteGames(ctx context.Context, tx *sql.Tx, id int64, from, to string, redo Redo) ([]int64, error) {
	ids, err := gamesOf(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	for _, gid := range ids {
		if err := rewriteGame(ctx, tx, gid, redo); err != nil {
			return nil, fmt.Errorf("game %d: %w", gid, err)
		}
	}
	return ids, renameAtTables(ctx, tx, from, to)
}

// rewriteGame gives a game to redo with its input and entries and stores
// what it gives back: the game (its players found again by name) and its
// entries, each in place with the time it was entered.
func rewriteGame(ctx context.Context, tx *sql.Tx, id int64, redo Redo) error {
	var (
		g                             = Game{ID: id}
		input, lean, decisions, words []byte
	)
	err := tx.QueryRowContext(ctx, `SELECT game, status, made, input, result, decisions, words FROM games WHERE id = ?`, id).
		Scan(&g.Game, &g.Status, &g.Made, &input, &lean, &decisions, &words)
	if err != nil {
		return err
	}
	raw, err := unpackInput(nil, input)
	if err != nil {
		return err
	}
	g.Input = scorer.DropNullMembers(raw)
	err = readResult(&g, words, func(res *scorer.Result) error {
		text, err := unpackResult(nil, lean)
		if err != nil {
			return err
		}
		return readLean(res, text, decisions)
	})
	if err != nil {
		return err
	}
	entries, err := entriesIn(ctx, tx, id)
	if err != nil {
		return err
	}
	now, redone, err := redo(g, entries)
	if err != nil {
		return err
	}
	if len(redone) != len(entries) {
		return fmt.Errorf("%d entries rewritten, %d stored", len(redone), len(entries))
	}
	for i, e := range redone {
		if _, err := tx.ExecContext(ctx, `UPDATE entries SET data = ? WHERE game_id = ? AND seq = ?`, string(compact(e)), id, i+1); err != nil {
			return err
		}
	}
	return updateGame(ctx, tx, id, now)
}

func entriesIn(ctx context.Context, q querier, id int64) ([]json.RawMessage, error) {
	rows, err := q.QueryContext(ctx, `SELECT data FROM entries WHERE game_id = ? ORDER BY seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []json.RawMessage
	for rows.Next() {
		var d string
		if err := rows.Scan(&d); err != nil {
			return nil, err
		}
		out = append(out, json.RawMessage(d))
	}
	return out, rows.Err()
}

// renameAtTables renames a player in the tables whose game is not stored
// yet (a table's players are names, kept as JSON).
func renameAtTables(ctx context.Context, tx *sql.Tx, from, to string) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, players FROM score_tables WHERE game_id IS NULL`)
	if err != nil {
		return err
	}
	type table struct {
		id      int64
		players []string
	}
	var changed []table
	for rows.Next() {
		var (
			t    table
			text string
		)
		if err := rows.Scan(&t.id, &text); err != nil {
			rows.Close()
			return err
		}
		if json.Unmarshal([]byte(text), &t.players) != nil {
			continue
		}
		for i, p := range t.players {
			if scorer.NameKey(p) == scorer.NameKey(from) {
				t.players[i] = to
				changed = append(changed, t)
			}
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, t := range changed {
		names, _ := json.Marshal(t.players)
		if _, err := tx.ExecContext(ctx, `UPDATE score_tables SET players = ?, version = version + 1 WHERE id = ?`, string(names), t.id); err != nil {
			return err
		}
	}
	return nil
}

// gamesOf are the ids of a player's games, oldest first.
func gamesOf(ctx context.Context, q querier, player int64) ([]int64, error) {
	return ids(ctx, q, `SELECT game_id FROM results WHERE player_id = ? ORDER BY played_at, game_id`, player)
}

// sharedGames are the games two players played together.
func sharedGames(ctx context.Context, q querier, a, b int64) ([]int64, error) {
	return ids(ctx, q, `SELECT ra.game_id FROM results ra JOIN results rb ON rb.game_id = ra.game_id AND rb.player_id = ?
		WHERE ra.player_id = ? ORDER BY ra.game_id`, b, a)
}

func ids(ctx context.Context, q querier, query string, args ...any) ([]int64, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

func anyIDs(list []int64) []any {
	out := make([]any, len(list))
	for i, id := range list {
		out[i] = id
	}
	return out
}
