package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math"

	"github.com/zooscore/zooscore/scorer"
)

// numberedGame is a game of schema 5, and what schema 6 keeps of it.
type numberedGame struct {
	id                    int64
	game, status          string
	ranks                 []byte
	numbers, input, words []byte
	lean, decisions       []byte // nil: the result cannot be read
	keepWords             bool
}

// leanResults is the Go step of migration 006: it keeps the result of
// every game as lean JSON (see lean.go). A game of version 2 numbers has
// the messages of its words: they are said in English. Any other (numbers
// of version 1, or the words of a result migration 005 kept) is scored
// again, as show does (the store's Rescore): its words are those of the
// new scoring when it gives the stored numbers, and its stored words
// otherwise, which it then keeps too. The work runs on every core, SQLite
// on one.
func leanResults(ctx context.Context, s *Store, tx *sql.Tx) error {
	names, err := playerNames(ctx, tx)
	if err != nil {
		return err
	}
	rules, err := ruleTexts(ctx, tx)
	if err != nil {
		return err
	}
	set, err := tx.PrepareContext(ctx, `UPDATE games SET result = ?, decisions = ?, words = CASE WHEN ? THEN words END WHERE id = ?`)
	if err != nil {
		return err
	}
	defer set.Close()
	for last := int64(math.MinInt64); ; {
		batch, err := readNumberedGames(ctx, tx, last)
		if err != nil || len(batch) == 0 {
			return err
		}
		onEveryCore(len(batch), func(i int) { batch[i].makeLean(s.rescore, names, rules) })
		for _, o := range batch {
			if _, err := set.ExecContext(ctx, o.lean, o.decisions, o.keepWords, o.id); err != nil {
				return fmt.Errorf("game %d: %w", o.id, err)
			}
		}
		last = batch[len(batch)-1].id
	}
}

// ruleTexts reads the rule_ids table: the rules and shapes of numbers.
func ruleTexts(ctx context.Context, tx *sql.Tx) (map[int64]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, rule FROM rule_ids`)
	if err != nil {
		return nil, err
	}
	return scanNames(rows)
}

func readNumberedGames(ctx context.Context, tx *sql.Tx, after int64) ([]numberedGame, error) {
	rows, err := tx.QueryContext(ctx, `SELECT g.id, g.game, g.status, COALESCE(g.ranks, `+ranksOf+`), g.numbers, g.input, g.words
		FROM games g WHERE g.id > ? ORDER BY g.id LIMIT ?`, after, compactBatch)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []numberedGame
	for rows.Next() {
		var o numberedGame
		if err := rows.Scan(&o.id, &o.game, &o.status, &o.ranks, &o.numbers, &o.input, &o.words); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// makeLean does what takes time, off SQLite's goroutine.
func (o *numberedGame) makeLean(rescore Rescore, names, rules map[int64]string) {
	seats, err := parseRanks(o.ranks, nil)
	named := make([]seatName, len(seats))
	for i, st := range seats {
		named[i] = seatName{seatRow: st, name: names[st.player]}
	}
	rule := func(id int64) (string, error) {
		if r, ok := rules[id]; ok {
			return r, nil
		}
		return "", fmt.Errorf("%w: no rule %d", errNumbers, id)
	}
	res := scorer.Result{Game: o.game}
	unreadable := false // words that Get refuses, as it did
	switch {
	case err != nil:
		return // Get says the game is damaged, as it did
	case len(o.numbers) > 0 && o.numbers[0] == numbersV2:
		if decodeNumbers(&res, o.numbers, named, rule) != nil {
			return
		}
		o.lean, o.decisions = leanOf(res)
		return
	case o.words != nil:
		// Migration 005 kept the result of schema 3 here. One that cannot
		// be read, or that does not match its results rows, is kept (Get
		// reads it as before), and its lean result is that of the rows.
		text, err := unpackInput(nil, o.words)
		if err != nil || json.Unmarshal(text, &res) != nil || len(res.Players) != len(named) {
			res, unreadable = fromSeats(o.game, named), true
		}
	case len(o.numbers) > 0:
		if decodeNumbers(&res, o.numbers, named, rule) != nil {
			return
		}
	default:
		res = fromSeats(o.game, named)
	}
	same := false
	if input, err := unpackInput(nil, o.input); err == nil && rescore != nil && !unreadable {
		res.Status = o.status
		res, same = rescore(o.game, scorer.DropNullMembers(input), res)
	}
	o.keepWords = o.words != nil && !same
	o.lean, o.decisions = leanOf(res)
}

// fromSeats is a result of which only the results rows are known.
func fromSeats(game string, seats []seatName) scorer.Result {
	res := scorer.Result{Game: game, Players: make([]scorer.PlayerResult, len(seats))}
	for i, st := range seats {
		res.Players[i] = scorer.PlayerResult{Name: st.name, Total: st.total, Rank: st.rank, Breakdown: []scorer.Item{}}
	}
	return res
}
