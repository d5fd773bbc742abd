package store

import (
	"bytes"
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
	// Result is what the game gave. The store keeps its numbers, not its
	// words (see numbers.go): a stored game's result has every player's
	// name, total, rank and breakdown items (points and rule), the
	// winners, and the rules of its warnings (with the player each is
	// about) and decisions. Only a game migrated from an older zooscore
	// whose stored result a new scoring does not give again comes back
	// as it was stored, with its English words.
	Result scorer.Result
	Mark   Mark // set by Get: what the next entry of a tracked game is written against

	packed []byte // the input as stored (Pack), made ahead of the write
}

// Pack returns g with its input made ready for storing (compacted and,
// when that pays, compressed): the part of storing a game that takes time,
// which an import can do on other cores before it hands the game over.
func Pack(g Game) Game {
	g.packed = packInput(compact(g.Input))
	return g
}

// stored is the input of g as the games table keeps it.
func (g Game) stored() []byte {
	if g.packed != nil {
		return g.packed
	}
	return packInput(compact(g.Input))
}

// Save stores a new game, its players and its results in one transaction and
// returns its id. A missing UUID or time is filled in.
func (s *Store) Save(ctx context.Context, g Game) (id int64, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		id, err = insertGame(ctx, tx, s.ruleWriter(tx), s.fill(g))
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
	return g
}

// row is what the games table keeps of a game's result besides its input.
type row struct {
	seats   []seatName
	ranks   []byte
	numbers []byte
}

// makeRow finds (or creates) the players of g and encodes its result.
func makeRow(ctx context.Context, tx *sql.Tx, rw *ruleWriter, g Game) (row, error) {
	var r row
	for _, p := range g.Result.Players {
		id, name, err := playerID(ctx, tx, p.Name)
		if err != nil {
			return row{}, err
		}
		r.seats = append(r.seats, seatName{seatRow: seatRow{player: id, rank: p.Rank, total: p.Total}, name: name})
	}
	r.ranks = appendRanks(nil, r.seats)
	var err error
	r.numbers, err = appendNumbers(nil, g.Result, r.seats, func(rule string) (int64, error) { return rw.id(ctx, rule) })
	return r, err
}

func insertGame(ctx context.Context, tx *sql.Tx, rw *ruleWriter, g Game) (int64, error) {
	r, err := makeRow(ctx, tx, rw, g)
	if err != nil {
		return 0, err
	}
	res, err := tx.ExecContext(ctx,
		`INSERT INTO games (uuid, game, status, played_at, ranks, numbers, input) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		uuidKey(g.UUID), g.Game, g.Status, g.PlayedAt.UTC().Unix(), string(r.ranks), r.numbers, g.stored())
	if err != nil {
		return 0, fmt.Errorf("store the game: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	g.ID = id
	return id, writeResults(ctx, tx, g, r.seats)
}

// compact stores JSON without its layout; input that is not JSON (which
// never reaches here from the commands) is kept as it is. Input already
// compact (every line of an export) is kept without a copy: telling takes
// a tenth of the time json.Compact takes to copy it.
func compact(raw json.RawMessage) []byte {
	if isCompact(raw) {
		return raw
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return raw
	}
	return b.Bytes()
}

// isCompact reports whether JSON text has no white space outside its
// strings (nor at its ends). It does not check that the text is JSON:
// text that is not was never compacted either.
func isCompact(raw []byte) bool {
	in := false
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case in && c == '\\':
			i++
		case c == '"':
			in = !in
		case !in && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			return false
		}
	}
	return !in
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
	err := tx.QueryRowContext(ctx,
		`INSERT INTO players (name, name_key) VALUES (?, ?)
		 ON CONFLICT (name_key) DO UPDATE SET name_key = excluded.name_key
		 RETURNING id, name`, strings.TrimSpace(name), scorer.NameKey(name)).Scan(&id, &stored)
	if err != nil {
		return 0, "", fmt.Errorf("store the player %s: %w", name, err)
	}
	return id, stored, nil
}

// Get returns one stored game with its result; ErrNotFound if there is none.
func (s *Store) Get(ctx context.Context, id int64) (_ Game, err error) {
	defer s.check(&err)
	var (
		g                     Game
		at                    int64
		uuid                  any
		ranks                 string
		numbers, input, words []byte
	)
	// The mark is read with the game, in one statement, so that it is the
	// mark of the game as read.
	err = s.read.QueryRowContext(ctx,
		`SELECT g.id, g.uuid, g.game, g.status, g.played_at, COALESCE(g.ranks, `+ranksOf+`), g.numbers, g.input, g.words,
			(SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = g.id)
		 FROM games g WHERE g.id = ?`, id).
		Scan(&g.ID, &uuid, &g.Game, &g.Status, &at, &ranks, &numbers, &input, &words, &g.Mark.Seq)
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
	if err := s.readResult(ctx, s.read, &g, []byte(ranks), numbers, words); err != nil {
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
// a migrated game when it has them, else its numbers.
// Names and rules are read through q.
func (s *Store) readResult(ctx context.Context, q querier, g *Game, ranks, numbers, words []byte) error {
	if words != nil {
		text, err := unpackInput(nil, words)
		if err != nil {
			return err
		}
		return json.Unmarshal(text, &g.Result)
	}
	seats, err := parseRanks(ranks, nil)
	if err != nil {
		return err
	}
	named, err := seatNames(ctx, q, seats)
	if err != nil {
		return err
	}
	g.Result = scorer.Result{Game: g.Game}
	return decodeNumbers(&g.Result, numbers, named, func(id int64) (string, error) { return s.ruleName(ctx, q, id) })
}

// seatNames gives the seats of a game with their players' names.
func seatNames(ctx context.Context, q querier, seats []seatRow) ([]seatName, error) {
	out := make([]seatName, len(seats))
	if len(seats) == 0 {
		return out, nil
	}
	ids := make([]any, len(seats))
	for i, st := range seats {
		ids[i] = st.player
	}
	rows, err := q.QueryContext(ctx, `SELECT id, name FROM players WHERE id IN (?`+strings.Repeat(", ?", len(ids)-1)+`)`, ids...)
	if err != nil {
		return nil, err
	}
	names, err := scanNames(rows)
	if err != nil {
		return nil, err
	}
	for i, st := range seats {
		out[i] = seatName{seatRow: st, name: names[st.player]}
	}
	return out, nil
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
