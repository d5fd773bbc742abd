package store

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"runtime"
	"sync"

	jsonv2 "github.com/go-json-experiment/json"

	"github.com/zooscore/zooscore/scorer"
)

// rescoreCheck tells whether a stored game's result comes out the same, in
// everything but its words, when the game is scored again from its input;
// see SetRescoreCheck.
var rescoreCheck func(game string, input []byte, stored scorer.Result) bool

// SetRescoreCheck gives the store the check that show and explain make
// before they say a stored game in the table's language: the game scored
// again from its input, compared with the stored result (the store cannot
// score: that takes the commands' knowledge of sheets and play scripts).
// The migration to schema 5 uses it to drop the English words of a stored
// result only where the check passes, so that show and explain print what
// they printed before; a game that fails it keeps its words. Without a
// check every game keeps them. check must be safe to call from several
// goroutines at once.
func SetRescoreCheck(check func(game string, input []byte, stored scorer.Result) bool) {
	rescoreCheck = check
}

// oldGame is a game as schema 3 stored it, and what schema 5 keeps of it.
type oldGame struct {
	id            int64
	uuid          string
	game, status  string
	at            int64
	ranks         []byte
	input, result []byte
	res           scorer.Result
	readable      bool // the result JSON was read
	packed, words []byte
	seats         []seatName
	numbers       []byte
}

// compactBatch is how many games are read from the old table at a time.
const compactBatch = 512

// compactGames is the Go step of migration 005: it fills games_compact
// from games, every game with its id. The words of each result are kept
// only if the game scored again does not give the stored numbers; the
// scoring runs on every core, SQLite on one.
func compactGames(ctx context.Context, s *Store, tx *sql.Tx) error {
	names, err := playerNames(ctx, tx)
	if err != nil {
		return err
	}
	rw := s.ruleWriter(tx)
	ins, err := tx.PrepareContext(ctx, `INSERT INTO games_compact (id, uuid, game, status, played_at, ranks, numbers, input, words)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	defer ins.Close()
	last := int64(math.MinInt64)
	for {
		batch, err := readOldGames(ctx, tx, last)
		if err != nil || len(batch) == 0 {
			if err == nil {
				err = sameCount(ctx, tx)
			}
			return err
		}
		onEveryCore(len(batch), func(i int) { batch[i].convert(names) })
		for i := range batch {
			o := &batch[i]
			if o.numbers, err = appendNumbers(nil, o.res, o.seats, func(r string) (int64, error) { return rw.id(ctx, r) }); err != nil {
				return fmt.Errorf("game %d: %w", o.id, err)
			}
			if _, err := ins.ExecContext(ctx, o.id, uuidKey(o.uuid), o.game, o.status, o.at, o.ranks, o.numbers, o.packed, o.words); err != nil {
				return fmt.Errorf("game %d: %w", o.id, err)
			}
		}
		last = batch[len(batch)-1].id
	}
}

func readOldGames(ctx context.Context, tx *sql.Tx, after int64) ([]oldGame, error) {
	rows, err := tx.QueryContext(ctx, `SELECT g.id, g.uuid, g.game, g.status, g.played_at, COALESCE(g.ranks, `+ranksOf+`), g.input, g.result
		FROM games g WHERE g.id > ? ORDER BY g.id LIMIT ?`, after, compactBatch)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []oldGame
	for rows.Next() {
		var o oldGame
		if err := rows.Scan(&o.id, &o.uuid, &o.game, &o.status, &o.at, &o.ranks, &o.input, &o.result); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// convert does what takes time, off SQLite's goroutine: the input is
// packed, the result read and checked against a new scoring.
func (o *oldGame) convert(names map[int64]string) {
	o.packed = packInput(o.input)
	seats, err := parseRanks(o.ranks, nil)
	if err != nil {
		seats = nil
	}
	for _, st := range seats {
		o.seats = append(o.seats, seatName{seatRow: st, name: names[st.player]})
	}
	o.readable = readOldResult(o.result, &o.res) == nil
	o.res.ID, o.res.Status = o.id, o.status // as Get gave it
	same := o.readable && len(o.res.Players) == len(o.seats) && rescoreCheck != nil &&
		rescoreCheck(o.game, scorer.DropNullMembers(o.input), o.res)
	if !same {
		o.words = packInput(o.result)
	}
	if !o.readable || len(o.res.Players) != len(o.seats) {
		// A result that cannot be read (Get refuses it, as before, from
		// its words) or that does not match its results rows: the numbers
		// are those of the results rows.
		o.res = scorer.Result{Game: o.game, Players: make([]scorer.PlayerResult, len(o.seats))}
		for i, st := range o.seats {
			o.res.Players[i] = scorer.PlayerResult{Name: st.name, Total: st.total, Rank: st.rank}
		}
	}
}

// oldResult is what the migration reads of a schema 3 result: its numbers.
// Reading it takes a third of the time the whole result took with its
// words (encoding/json: 140 µs for a tracked game's 10 KB).
type oldResult struct {
	Game    string `json:"game"`
	Players []struct {
		Name      string `json:"name"`
		Total     int    `json:"total"`
		Rank      int    `json:"rank"`
		Breakdown []struct {
			Points int    `json:"points"`
			Rule   string `json:"rule"`
		} `json:"breakdown"`
	} `json:"players"`
	Winners  []string `json:"winners"`
	Warnings []struct {
		Player string `json:"player"`
		Rule   string `json:"rule"`
	} `json:"warnings"`
	Decisions []struct {
		Rule string `json:"rule"`
	} `json:"decisions"`
}

// readOldResult reads the numbers of a schema 3 result into res.
func readOldResult(data []byte, res *scorer.Result) error {
	var r oldResult
	if err := jsonv2.Unmarshal(data, &r); err != nil {
		return err
	}
	*res = scorer.Result{Game: r.Game, Winners: r.Winners, Players: make([]scorer.PlayerResult, len(r.Players)),
		Warnings: make([]scorer.Note, len(r.Warnings))}
	for i, p := range r.Players {
		items := make([]scorer.Item, len(p.Breakdown))
		for j, it := range p.Breakdown {
			items[j] = scorer.Item{Points: it.Points, Rule: it.Rule}
		}
		res.Players[i] = scorer.PlayerResult{Name: p.Name, Total: p.Total, Rank: p.Rank, Breakdown: items}
	}
	for i, w := range r.Warnings {
		res.Warnings[i] = scorer.Note{Player: w.Player, Rule: w.Rule}
	}
	for _, d := range r.Decisions {
		res.Decisions = append(res.Decisions, scorer.Note{Rule: d.Rule})
	}
	return nil
}

// sameCount checks that the new table holds every game of the old one.
func sameCount(ctx context.Context, tx *sql.Tx) error {
	var before, after int64
	err := tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM games_compact)`).Scan(&before, &after)
	if err == nil && before != after {
		err = fmt.Errorf("%d games, %d converted", before, after)
	}
	return err
}

func playerNames(ctx context.Context, tx *sql.Tx) (map[int64]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, name FROM players`)
	if err != nil {
		return nil, err
	}
	return scanNames(rows)
}

// scanNames reads rows of (id, name) of players into a map, and closes them.
func scanNames(rows *sql.Rows) (map[int64]string, error) {
	defer rows.Close()
	names := map[int64]string{}
	for rows.Next() {
		var (
			id   int64
			name string
		)
		if err := rows.Scan(&id, &name); err != nil {
			return nil, err
		}
		names[id] = name
	}
	return names, rows.Err()
}

// onEveryCore calls fn(0) to fn(n-1), spread over the cores.
func onEveryCore(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	var (
		wg   sync.WaitGroup
		next = make(chan int, n)
	)
	for i := range n {
		next <- i
	}
	close(next)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
