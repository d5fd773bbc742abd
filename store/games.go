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

	"github.com/zooscore/zooscore/i18n"
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
	Result   scorer.Result
	Mark     Mark // set by Get: what the next entry of a tracked game is written against
}

// Save stores a new game, its players and its results in one transaction and
// returns its id. A missing UUID or time is filled in.
func (s *Store) Save(ctx context.Context, g Game) (id int64, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		id, err = insertGame(ctx, tx, s.fill(g))
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

func insertGame(ctx context.Context, tx *sql.Tx, g Game) (int64, error) {
	result, settings, err := encodeResult(g.Result)
	if err != nil {
		return 0, err
	}
	res, err := tx.ExecContext(ctx,
		`INSERT INTO games (uuid, game, status, played_at, input, settings, result) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		g.UUID, g.Game, g.Status, g.PlayedAt.UTC().Unix(), string(compact(g.Input)), settings, result)
	if err != nil {
		return 0, fmt.Errorf("store the game: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	g.ID = id
	return id, writeResults(ctx, tx, g)
}

func encodeResult(r scorer.Result) (result, settings string, err error) {
	r = i18n.For(i18n.English).Result(r) // stored as shown in English, as before
	r.ID, r.Status = 0, ""
	b, err := json.Marshal(r)
	if err != nil {
		return "", "", err
	}
	st := []byte("{}")
	if r.Settings != nil {
		if st, err = json.Marshal(r.Settings); err != nil {
			return "", "", err
		}
	}
	return string(b), string(st), nil
}

// compact stores JSON without its layout; input that is not JSON (which
// never reaches here from the commands) is kept as it is.
func compact(raw json.RawMessage) []byte {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return raw
	}
	return b.Bytes()
}

// writeResults replaces the result rows of a game with those of g.Result,
// and its ranks column with them (see ranks.go).
func writeResults(ctx context.Context, tx *sql.Tx, g Game) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM results WHERE game_id = ?`, g.ID); err != nil {
		return err
	}
	ids := make([]int64, 0, len(g.Result.Players))
	for pos, p := range g.Result.Players {
		pid, err := playerID(ctx, tx, p.Name)
		if err != nil {
			return err
		}
		ids = append(ids, pid)
		_, err = tx.ExecContext(ctx,
			`INSERT INTO results (game_id, player_id, position, total, rank, game, status, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			g.ID, pid, pos, p.Total, p.Rank, g.Game, g.Status, g.PlayedAt.UTC().Unix())
		if err != nil {
			return fmt.Errorf("store the result of %s: %w", p.Name, err)
		}
	}
	return storeRanks(ctx, tx, g.ID, ids, g.Result.Players)
}

// playerID finds or creates the player of that name, in any letter case.
func playerID(ctx context.Context, tx *sql.Tx, name string) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx,
		`INSERT INTO players (name, name_key) VALUES (?, ?)
		 ON CONFLICT (name_key) DO UPDATE SET name_key = excluded.name_key
		 RETURNING id`, strings.TrimSpace(name), scorer.NameKey(name)).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store the player %s: %w", name, err)
	}
	return id, nil
}

// Get returns one stored game with its result; ErrNotFound if there is none.
func (s *Store) Get(ctx context.Context, id int64) (_ Game, err error) {
	defer s.check(&err)
	var (
		g        Game
		at       int64
		input    string
		result   string
		settings string
	)
	// The mark is read with the game, in one statement, so that it is the
	// mark of the game as read.
	err = s.db.QueryRowContext(ctx,
		`SELECT id, uuid, game, status, played_at, input, settings, result,
			(SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = games.id)
		 FROM games WHERE id = ?`, id).
		Scan(&g.ID, &g.UUID, &g.Game, &g.Status, &at, &input, &settings, &result, &g.Mark.Seq)
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, notFound(id)
	}
	if err != nil {
		return Game{}, err
	}
	g.PlayedAt = time.Unix(at, 0).UTC()
	g.Input = scorer.DropNullMembers([]byte(input)) // older versions wrote [] as null
	g.Mark.script = input
	if err := json.Unmarshal([]byte(result), &g.Result); err != nil {
		return Game{}, fail(ErrDamaged, err, "store.damaged-result", "id", id, "cause", err.Error())
	}
	g.Result.ID, g.Result.Status = g.ID, g.Status
	return g, nil
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
