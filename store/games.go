package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/zooscore/zooscore/scorer"
)

// Game is a stored game: what it was scored from and what it gave.
type Game struct {
	ID       int64
	UUID     string // stable across export and import
	Game     string // dice, junior, zoosim
	Status   string // scorer.StatusFinished or scorer.StatusInProgress
	PlayedAt time.Time
	Input    json.RawMessage // the exact sheets or play script
	// Result is what the game gave. The store keeps it lean, in English
	// (see lean.go): a stored game's result has every player's name,
	// total, rank and breakdown items (words, points and rule), the
	// winners, its warnings (rule, player and words) and the rules of its
	// decisions. Only a game migrated from an older zooscore whose stored
	// result a new scoring does not give again comes back as it was
	// stored, with all its English words.
	Result scorer.Result
	Mark   Mark // set by Get: what the next entry of a tracked game is written against
	// Made says how Result was made: MadeScored (the default, also for
	// "") by the rules from Input, or MadeTotals: the totals of a play
	// another app logged, Input holding that play, no rule checked.
	Made string
	// Log is the game's play log (where, how long, who started, a note);
	// the time it was played is PlayedAt.
	Log PlayLog

	packed *packed // made ahead of the write (Pack)
}

// packed is a game as the games table keeps it.
type packed struct {
	input, lean, decisions []byte
}

// Pack returns g made ready for storing: its input compacted and, like its
// result said in English as lean JSON, compressed when that pays. That is
// the part of storing a game that takes time, which an import does on
// other cores before it hands the game over.
func Pack(g Game) Game {
	g.packed = g.pack()
	return g
}

// stored is g as the games table keeps it.
func (g Game) stored() *packed {
	if g.packed != nil {
		return g.packed
	}
	return g.pack()
}

func (g Game) pack() *packed {
	p := &packed{input: packInput(compact(g.Input))}
	p.lean, p.decisions = leanOf(g.Result)
	return p
}

// How a result was made (Game.Made).
const (
	MadeScored = "scored"
	MadeTotals = "totals"
)

// Save stores a new game, its players and its results in one transaction and
// returns its id. A missing UUID or time is filled in.
func (s *Store) Save(ctx context.Context, g Game) (id int64, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		id, err = s.insertGame(ctx, tx, s.fill(g))
		return err
	})
	return id, err
}

func (s *Store) fill(g Game) Game {
	if g.UUID == "" {
		g.UUID = NewUUID()
	}
	if g.PlayedAt.IsZero() {
		g.PlayedAt = s.Now()
	}
	if g.Status == "" {
		g.Status = scorer.StatusFinished
	}
	g.Made = made(g.Made)
	return g
}

// made is how a result was made as the games table keeps it.
func made(m string) string {
	if m == "" {
		return MadeScored
	}
	return m
}

// seatsOf finds (or creates) the players of g.
func seatsOf(ctx context.Context, tx *sql.Tx, g Game) ([]seatName, error) {
	var seats []seatName
	for _, p := range g.Result.Players {
		id, name, err := playerID(ctx, tx, p.Name)
		if err != nil {
			return nil, err
		}
		seats = append(seats, seatName{seatRow: seatRow{player: id, rank: p.Rank, total: p.Total}, name: name})
	}
	return seats, nil
}

// upsertPlayer finds the player of a name key, or creates them with the
// name as typed: their id and stored name.
const upsertPlayer = `INSERT INTO players (name, name_key) VALUES (?, ?)
	ON CONFLICT (name_key) DO UPDATE SET name_key = excluded.name_key RETURNING id, name`

func (s *Store) insertGame(ctx context.Context, tx *sql.Tx, g Game) (int64, error) {
	seats, err := seatsOf(ctx, tx, g)
	if err != nil {
		return 0, err
	}
	p := g.stored()
	var id int64
	err = tx.QueryRowContext(ctx,
		`INSERT INTO games (uuid, game, status, played_at, ranks, result, decisions, input, made) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		s.uuidKey(g.UUID), g.Game, g.Status, g.PlayedAt.UTC().Unix(), string(appendRanks(nil, seats)), p.lean, p.decisions, p.input, made(g.Made)).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store the game: %w", err)
	}
	g.ID = id
	if err := writeResults(ctx, tx, g, seats); err != nil {
		return 0, err
	}
	return id, insertLog(ctx, tx, id, g.Log, seats)
}

// writeResults replaces the result rows of a game with those of its seats.
func writeResults(ctx context.Context, tx *sql.Tx, g Game, seats []seatName) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM results WHERE game_id = ?`, g.ID); err != nil {
		return err
	}
	for pos, st := range seats {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO results (game_id, player_id, position, total, rank, game, status, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			g.ID, st.player, pos, st.total, st.rank, g.Game, g.Status, g.PlayedAt.UTC().Unix())
		if err != nil {
			return fmt.Errorf("store the result of %s: %w", st.name, err)
		}
	}
	return nil
}

// playerID finds or creates the player of that name, in any letter case,
// and gives the name as the players table spells it.
func playerID(ctx context.Context, tx *sql.Tx, name string) (int64, string, error) {
	var (
		id     int64
		stored string
	)
	err := tx.QueryRowContext(ctx, upsertPlayer, strings.TrimSpace(name), scorer.NameKey(name)).Scan(&id, &stored)
	if err != nil {
		return 0, "", fmt.Errorf("store the player %s: %w", name, err)
	}
	return id, stored, nil
}

// Get returns one stored game with its result; ErrNotFound if there is none.
func (s *Store) Get(ctx context.Context, id int64) (_ Game, err error) {
	defer s.check(&err)
	var (
		g                             Game
		at                            int64
		uuid                          any
		lean, decisions, input, words []byte
	)
	// The mark is read with the game, in one statement, so that it is the
	// mark of the game as read.
	err = s.read.QueryRowContext(ctx,
		`SELECT g.id, g.uuid, g.game, g.status, g.played_at, g.result, g.decisions, g.input, g.words, g.made,
			(SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = g.id), `+logColumns+`
		 FROM games g`+logJoin+` WHERE g.id = ?`, id).
		Scan(&g.ID, &uuid, &g.Game, &g.Status, &at, &lean, &decisions, &input, &words, &g.Made, &g.Mark.Seq,
			&g.Log.Location, &g.Log.Minutes, &g.Log.StartPlayer, &g.Log.Note)
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, notFound(id)
	}
	if err != nil {
		return Game{}, err
	}
	g.UUID = uuidText(uuid)
	g.PlayedAt = unix(at)
	raw, err := unpackInput(nil, input)
	if err != nil {
		return Game{}, damagedResult(ctx, id, err)
	}
	g.Input = scorer.DropNullMembers(raw) // older versions wrote [] as null
	g.Mark.script = string(raw)
	err = readResult(&g, words, func(res *scorer.Result) error {
		text, err := unpackResult(nil, lean)
		if err != nil {
			return err
		}
		return readLean(res, text, decisions)
	})
	if err != nil {
		return Game{}, damagedResult(ctx, id, err)
	}
	g.Result.ID, g.Result.Status = g.ID, g.Status
	return g, nil
}

// damagedResult says that a stored game cannot be read as it is. A read called
// off meanwhile (its request gave up) is not a damaged game, and says so.
func damagedResult(ctx context.Context, id int64, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return fail(ErrDamaged, err, "store.damaged-result", "id", id, "cause", err.Error())
}

// readResult fills g.Result from what the games table keeps: the words of
// a migrated game when it has them (packed), else its lean result, which
// lean reads.
func readResult(g *Game, words []byte, lean func(*scorer.Result) error) error {
	g.Result = scorer.Result{Game: g.Game}
	if len(words) > 0 {
		text, err := unpackInput(nil, words)
		if err != nil {
			return err
		}
		return json.Unmarshal(text, &g.Result)
	}
	return lean(&g.Result)
}

// uuidText is the text of a uuid as the games table keeps it (uuidKey).
func uuidText(v any) string {
	switch u := v.(type) {
	case string:
		return u
	case []byte:
		return string(appendUUID(nil, u, false))
	}
	return ""
}

// NewUUID returns a random (version 4) UUID.
func NewUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func unix(sec int64) time.Time { return time.Unix(sec, 0).UTC() }
