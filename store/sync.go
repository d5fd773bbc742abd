package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// What zooscore sync needs of a store: every game's fingerprint (Index),
// chosen games as an export writes them (ExportUUIDs), changes made only
// where a game still is as the sync saw it (Apply), and what was agreed
// with each club server at the last sync (SyncBase, SetSyncBase). The
// deciding is package clubsync's.

// Fingerprint is a game as sync compares it: a hash of what an export
// line gives an import to store the game from: its kind, its time (to the
// second, as stored), its input and its play log, the start player by the
// key of the name (another store may spell the same player otherwise).
// The result, the status and how the result was made follow from the
// input, so they are not in it. g.Input is as export gives it
// (storedInput): two stores that hold a game alike give
// it the same fingerprint, whichever version of zooscore scored it. 32
// hex digits, the first 128 bits of SHA-256.
func Fingerprint(g Game) string {
	h := sha256.New()
	var n [binary.MaxVarintLen64]byte
	field := func(b []byte) {
		h.Write(n[:binary.PutUvarint(n[:], uint64(len(b)))]) // lengths first: no two games write the same bytes
		h.Write(b)
	}
	field([]byte(g.Game))
	field(strconv.AppendInt(nil, g.PlayedAt.Unix(), 10))
	field(g.Input)
	field([]byte(g.Log.Location))
	field(strconv.AppendInt(nil, int64(g.Log.Minutes), 10))
	field([]byte(nameKeyOrNone(g.Log.StartPlayer)))
	field([]byte(g.Log.Note))
	sum := h.Sum(nil)
	return hex.EncodeToString(sum[:16])
}

func nameKeyOrNone(name string) string {
	if name == "" {
		return ""
	}
	return scorer.NameKey(name)
}

// Index gives every stored game's uuid and fingerprint to fn, from one
// state of the store, in no order. It reads the games table straight
// through, without its order by time (export's): each row found through
// the index by time cost SQLite a seek, and a server's index of 10,000
// games took 200-450 ms that way.
func (s *Store) Index(ctx context.Context, fn func(uuid, fingerprint string) error) (err error) {
	defer s.check(&err)
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fingerprints(ctx, tx, "", nil, func(_ int64, uuid, fp string) error { return fn(uuid, fp) })
}

// fingerprints gives fn the id, uuid and fingerprint of each game where
// chooses (" WHERE ...", with args; "" for every game), read as export
// reads them.
func fingerprints(ctx context.Context, q querier, where string, args []any, fn func(id int64, uuid, fp string) error) error {
	rows, err := q.QueryContext(ctx, `SELECT g.id, g.uuid, g.game, g.played_at, g.input, `+logColumns+` FROM games g`+logJoin+where, args...)
	if err != nil {
		return fmt.Errorf("fingerprints: %w", err)
	}
	defer rows.Close()
	var (
		id, at        int64
		uuid          any
		stored, input []byte
		g             Game
	)
	for rows.Next() {
		if err := rows.Scan(&id, &uuid, &g.Game, &at, &stored, &g.Log.Location, &g.Log.Minutes, &g.Log.StartPlayer, &g.Log.Note); err != nil {
			return err
		}
		if input, err = unpackInput(input[:0], stored); err != nil {
			return err
		}
		g.Input, g.PlayedAt = storedInput(input), unix(at)
		if err := fn(id, uuidText(uuid), Fingerprint(g)); err != nil {
			return err
		}
	}
	return rows.Err()
}

// uuidsIn is the WHERE clause of the games of those uuids (at least one),
// with its arguments.
func (s *Store) uuidsIn(uuids []string) (string, []any) {
	args := make([]any, len(uuids))
	for i, u := range uuids {
		args[i] = s.uuidKey(u)
	}
	return ` WHERE g.uuid IN (?` + strings.Repeat(`, ?`, len(uuids)-1) + `)`, args
}

// storedInput is an input as export gives it: compact JSON without the
// null members older versions wrote.
func storedInput(input []byte) []byte { return compact(scorer.DropNullMembers(input)) }

// ExportUUIDs is ExportStored for the games of those uuids that are
// stored (the others are left out), oldest first.
func (s *Store) ExportUUIDs(ctx context.Context, uuids []string, fn func(g Game, lean []byte) error) (err error) {
	if len(uuids) == 0 {
		return nil
	}
	where, args := s.uuidsIn(uuids)
	return s.exportWhere(ctx, where, args, func(g Game, lean []byte, _ *rawRow, _ *rowBatch) error { return fn(g, lean) })
}

// A Change is what sync makes of one game on one side: the game stored
// in place of what the uuid holds, or deleted, but only if the game is
// still as the sync saw it (Base).
type Change struct {
	UUID string
	// Base is the fingerprint the game must have for the change to be
	// made; "" when it must not be stored.
	Base string
	// Game is what to store (scored and packed as an import's games
	// are); nil deletes the game.
	Game *Game
}

// Applied is what came of a Change.
type Applied struct {
	Made bool   // false: the game was not as Base said, and is left as it is
	Now  string // the game's fingerprint after the change ("" when it is not stored)
}

// Apply makes the changes in one transaction, each only where its game
// is as its Base says; a game changed since is left and reported (Made
// false, Now its fingerprint). When remote is not "", what each change
// leaves agreed with that server is remembered in the same transaction
// (see SetSyncBase), so that a sync cut short resumes where it stopped.
// A game stored in place of another keeps its id (the phones' links hold
// it) and loses the entries and an open auction of what it was: they
// belonged to a game that is no more.
func (s *Store) Apply(ctx context.Context, remote string, changes []Change) (out []Applied, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		a, err := s.newApplier(ctx, tx)
		if err != nil {
			return err
		}
		defer a.close()
		if err := a.find(ctx, changes); err != nil {
			return err
		}
		out = make([]Applied, len(changes))
		for i, c := range changes {
			if out[i], err = a.apply(ctx, c); err != nil {
				return fmt.Errorf("sync game %s: %w", c.UUID, err)
			}
			if remote != "" && out[i].Made {
				if err := a.remember(ctx, remote, c.UUID, out[i].Now); err != nil {
					return err
				}
			}
		}
		return nil
	})
	return out, err
}

// applier makes the changes of one Apply with statements prepared once: a
// new game goes in through an import's writer. Preparing each statement
// for each game was a third of the time a laptop took to receive 10,000
// games (8.3 s), SQLite parsing the same SQL again and again.
type applier struct {
	s                *Store
	tx               *sql.Tx
	setBase, delBase *sql.Stmt // sync_base's upsert and deletion
	w                *writer
	now              map[string]storedGame // the games of the changes as they are, by uuid
}

// storedGame is a game's id and fingerprint.
type storedGame struct {
	id int64
	fp string
}

func (s *Store) newApplier(ctx context.Context, tx *sql.Tx) (*applier, error) {
	a := &applier{s: s, tx: tx}
	var err error
	a.setBase, a.delBase, err = baseStatements(ctx, tx)
	if err == nil {
		a.w, err = s.newWriter(ctx, tx)
	}
	if err != nil {
		a.close()
		return nil, fmt.Errorf("prepare the sync: %w", err)
	}
	return a, nil
}

func (a *applier) close() {
	if a.setBase != nil {
		a.setBase.Close()
		a.delBase.Close()
	}
	if a.w != nil {
		a.w.close()
	}
}

func (a *applier) apply(ctx context.Context, c Change) (out Applied, err error) {
	was := a.now[c.UUID]
	if was.fp != c.Base || was.id < 0 {
		return Applied{Now: was.fp}, nil
	}
	defer func() { a.now[c.UUID] = storedGame{id: -1, fp: out.Now} }() // a second change of it here is left
	switch {
	case c.Game == nil && was.id != 0:
		_, err = a.tx.ExecContext(ctx, `DELETE FROM games WHERE id = ?`, was.id)
		return Applied{Made: true}, err
	case c.Game == nil:
		return Applied{Made: true}, nil
	}
	g := a.s.fill(*c.Game)
	g.UUID, g.Input = c.UUID, storedInput(g.Input)
	if was.id == 0 {
		_, err = a.w.add(ctx, g)
	} else {
		err = replaceGame(ctx, a.tx, was.id, g)
	}
	return Applied{Made: true, Now: Fingerprint(g)}, err
}

// remember keeps what is agreed with remote of a game: its fingerprint,
// or no row once neither side holds it.
func (a *applier) remember(ctx context.Context, remote, uuid, fp string) error {
	var err error
	if fp == "" {
		_, err = a.delBase.ExecContext(ctx, remote, uuid)
	} else {
		_, err = a.setBase.ExecContext(ctx, remote, uuid, fp)
	}
	if err != nil {
		return fmt.Errorf("remember the sync of %s: %w", uuid, err)
	}
	return nil
}

// find reads the games of changes as the transaction sees them, with one
// query: on PostgreSQL a query for each game was a round trip each, some
// 1.5 s of the 7 s a server took to store 10,000 games sent to it. A
// uuid twice among the changes is made once: the second change of it is
// left (apply).
func (a *applier) find(ctx context.Context, changes []Change) error {
	a.now = map[string]storedGame{}
	if len(changes) == 0 {
		return nil
	}
	uuids := make([]string, len(changes))
	for i, c := range changes {
		uuids[i] = c.UUID
	}
	where, args := a.s.uuidsIn(uuids)
	return fingerprints(ctx, a.tx, where, args, func(id int64, uuid, fp string) error {
		a.now[uuid] = storedGame{id: id, fp: fp}
		return nil
	})
}

// replaceGame stores g in place of the game of id, whole: its time, input,
// result, play log; what hung on the game before (its entries, an open
// auction) goes.
func replaceGame(ctx context.Context, tx *sql.Tx, id int64, g Game) error {
	seats, err := seatsOf(ctx, tx, g)
	if err != nil {
		return err
	}
	p := g.stored()
	_, err = tx.ExecContext(ctx, `UPDATE games SET game = ?, status = ?, played_at = ?, input = ?, ranks = ?, result = ?, decisions = ?, words = NULL, made = ? WHERE id = ?`,
		g.Game, g.Status, g.PlayedAt.UTC().Unix(), p.input, string(appendRanks(nil, seats)), p.lean, p.decisions, made(g.Made), id)
	if err != nil {
		return fmt.Errorf("replace game %d: %w", id, err)
	}
	for _, q := range []string{`DELETE FROM entries WHERE game_id = ?`, `DELETE FROM sealed_auctions WHERE game_id = ?`} {
		if _, err := tx.ExecContext(ctx, q, id); err != nil {
			return err
		}
	}
	g.ID = id
	if err := writeResults(ctx, tx, g, seats); err != nil {
		return err
	}
	return writeLog(ctx, tx, id, g.Log, seats)
}

// SyncBase gives fn what was agreed with the server remote at the last
// sync: each game's uuid and its fingerprint then.
func (s *Store) SyncBase(ctx context.Context, remote string, fn func(uuid, fingerprint string) error) (err error) {
	defer s.check(&err)
	rows, err := s.read.QueryContext(ctx, `SELECT uuid, fingerprint FROM sync_base WHERE remote = ?`, remote)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var u, fp string
		if err := rows.Scan(&u, &fp); err != nil {
			return err
		}
		if err := fn(u, fp); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Agreed is a game as both sides hold it after a sync: its uuid and
// fingerprint, "" for a game neither side holds any more.
type Agreed struct{ UUID, Fingerprint string }

// agreedAtOnce is the most games SetSyncBase remembers in one
// transaction: the first sync of a laptop that holds a club's 1,000,000
// games alike remembers them all, and a table's write waits for no more
// than one of these (some 0.1 s).
const agreedAtOnce = 10000

// SetSyncBase remembers what is now agreed with the server remote, a
// statement prepared once for each transaction of agreedAtOnce games.
func (s *Store) SetSyncBase(ctx context.Context, remote string, agreed []Agreed) (err error) {
	defer s.check(&err)
	for len(agreed) > 0 {
		n := min(len(agreed), agreedAtOnce)
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			set, del, err := baseStatements(ctx, tx)
			if err != nil {
				return err
			}
			defer set.Close()
			defer del.Close()
			for _, a := range agreed[:n] {
				if a.Fingerprint == "" {
					_, err = del.ExecContext(ctx, remote, a.UUID)
				} else {
					_, err = set.ExecContext(ctx, remote, a.UUID, a.Fingerprint)
				}
				if err != nil {
					return fmt.Errorf("remember the sync of %s: %w", a.UUID, err)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		agreed = agreed[n:]
	}
	return nil
}

// baseStatements are the upsert and the deletion of a row of sync_base.
func baseStatements(ctx context.Context, tx *sql.Tx) (set, del *sql.Stmt, err error) {
	set, err = tx.PrepareContext(ctx, `INSERT INTO sync_base (remote, uuid, fingerprint) VALUES (?, ?, ?)
		ON CONFLICT (remote, uuid) DO UPDATE SET fingerprint = excluded.fingerprint`)
	if err != nil {
		return nil, nil, err
	}
	if del, err = tx.PrepareContext(ctx, `DELETE FROM sync_base WHERE remote = ? AND uuid = ?`); err != nil {
		set.Close()
		return nil, nil, err
	}
	return set, del, nil
}
