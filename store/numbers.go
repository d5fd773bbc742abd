package store

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"

	"github.com/zooscore/zooscore/scorer"
)

// A game's numbers (schema 5): what its result says apart from its words,
// which are made where a result is shown, in the language of the table,
// by scoring the stored input again. Together with the ranks column (each
// player's id, rank and total, in the order of the result) they are the
// result as the store keeps it: every breakdown item's points and rule,
// the winners, the rules of the warnings (and whom each is about) and of
// the decisions. That is what show and explain compare a new scoring with
// (the stored result wins if they differ), and what export writes.
//
// A blob of unsigned varints (points are signed), after a version byte:
//
//	1
//	players: count, then for each: name, items count, (points, rule) per item
//	winners: count, then a person per winner
//	warnings: count, then (rule, person) per warning
//	decisions: count, then a rule per decision
//
// A name is 0 when it is the player's name as the players table spells
// it, else its length + 1 and its bytes. A person is 0 for nobody, k + 2
// for the player in place k of the result, or 1 and a length and bytes for
// a name that is nobody's in the result. A rule is 0 for none, else its
// number in the rule_ids table: a rule id is some twenty bytes, written in
// every item of every game; its number takes one.
const numbersV1 = 1

var errNumbers = errors.New("damaged numbers")

// seatName is a player of a game as the ranks column and the players
// table give it.
type seatName struct {
	seatRow
	name string // as the players table spells it
}

// appendNumbers appends the numbers of res, whose players are seats (in
// the same order), to dst.
func appendNumbers(dst []byte, res scorer.Result, seats []seatName, rule func(string) (int64, error)) ([]byte, error) {
	dst = append(dst, numbersV1)
	dst = binary.AppendUvarint(dst, uint64(len(res.Players)))
	for i, p := range res.Players {
		if p.Name == seats[i].name {
			dst = append(dst, 0)
		} else {
			dst = appendString(dst, p.Name, 1)
		}
		dst = binary.AppendUvarint(dst, uint64(len(p.Breakdown)))
		for _, it := range p.Breakdown {
			dst = binary.AppendVarint(dst, int64(it.Points))
			id, err := ruleNumber(it.Rule, rule)
			if err != nil {
				return nil, err
			}
			dst = binary.AppendUvarint(dst, uint64(id))
		}
	}
	dst = binary.AppendUvarint(dst, uint64(len(res.Winners)))
	for _, w := range res.Winners {
		dst = appendPerson(dst, w, res.Players)
	}
	dst = binary.AppendUvarint(dst, uint64(len(res.Warnings)))
	for _, w := range res.Warnings {
		id, err := ruleNumber(w.Rule, rule)
		if err != nil {
			return nil, err
		}
		dst = binary.AppendUvarint(dst, uint64(id))
		if w.Player == "" {
			dst = append(dst, 0)
		} else {
			dst = appendPerson(dst, w.Player, res.Players)
		}
	}
	dst = binary.AppendUvarint(dst, uint64(len(res.Decisions)))
	for _, d := range res.Decisions {
		id, err := ruleNumber(d.Rule, rule)
		if err != nil {
			return nil, err
		}
		dst = binary.AppendUvarint(dst, uint64(id))
	}
	return dst, nil
}

func ruleNumber(r string, rule func(string) (int64, error)) (int64, error) {
	if r == "" {
		return 0, nil
	}
	return rule(r)
}

func appendString(dst []byte, s string, offset uint64) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(s))+offset)
	return append(dst, s...)
}

func appendPerson(dst []byte, name string, players []scorer.PlayerResult) []byte {
	for i, p := range players {
		if p.Name == name {
			return binary.AppendUvarint(dst, uint64(i)+2)
		}
	}
	dst = append(dst, 1)
	return appendString(dst, name, 0)
}

// numbersReader reads a numbers blob.
type numbersReader struct {
	b   []byte
	err error
}

func (r *numbersReader) uint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *numbersReader) int() int {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return int(v)
}

// count reads a length, bounded by what is left (each element takes at
// least a byte), so that a damaged blob cannot ask for a huge slice.
func (r *numbersReader) count() int {
	n := r.uint()
	if n > uint64(len(r.b)) {
		r.fail()
		return 0
	}
	return int(n)
}

func (r *numbersReader) bytes(n uint64) string {
	if n > uint64(len(r.b)) {
		r.fail()
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

func (r *numbersReader) fail() {
	if r.err == nil {
		r.err = errNumbers
	}
	r.b = nil
}

// decodeNumbers fills res (reusing its slices) from a numbers blob and the
// seats of the game. rule gives the text of a rule number.
func decodeNumbers(res *scorer.Result, blob []byte, seats []seatName, rule func(int64) (string, error)) error {
	r := numbersReader{b: blob}
	if len(blob) == 0 || blob[0] != numbersV1 {
		return errNumbers
	}
	r.b = r.b[1:]
	n := r.count()
	if r.err == nil && n != len(seats) {
		return fmt.Errorf("%w: %d players, %d ranks", errNumbers, n, len(seats))
	}
	res.Players = resize(res.Players, n)
	var err error
	ruleOf := func() string {
		id := r.uint()
		if id == 0 || err != nil {
			return ""
		}
		var s string
		s, err = rule(int64(id))
		return s
	}
	for i := range res.Players {
		p := &res.Players[i]
		p.Name, p.Total, p.Rank = seats[i].name, seats[i].total, seats[i].rank
		if k := r.uint(); k > 0 {
			p.Name = r.bytes(k - 1)
		}
		p.Breakdown = resize(p.Breakdown, r.count())
		for j := range p.Breakdown {
			p.Breakdown[j] = scorer.Item{Points: r.int(), Rule: ruleOf()}
		}
	}
	res.Winners = resize(res.Winners, r.count())
	for i := range res.Winners {
		res.Winners[i] = person(&r, res.Players)
	}
	res.Warnings = resize(res.Warnings, r.count())
	for i := range res.Warnings {
		rl := ruleOf()
		res.Warnings[i] = scorer.Note{Rule: rl, Player: person(&r, res.Players)}
	}
	res.Decisions = resize(res.Decisions, r.count())
	for i := range res.Decisions {
		res.Decisions[i] = scorer.Note{Rule: ruleOf()}
	}
	if len(res.Decisions) == 0 {
		res.Decisions = nil // as the result was: omitted when empty
	}
	if r.err == nil && len(r.b) != 0 {
		r.fail()
	}
	return errors.Join(r.err, err)
}

func person(r *numbersReader, players []scorer.PlayerResult) string {
	switch k := r.uint(); {
	case k == 0:
		return ""
	case k == 1:
		return r.bytes(r.uint())
	case k-2 < uint64(len(players)):
		return players[k-2].Name
	default:
		r.fail()
		return ""
	}
}

// resize gives a slice of n elements, reusing s's array when it is large
// enough; a zero count gives an empty slice, never nil (a result writes
// empty lists as []).
func resize[T any](s []T, n int) []T {
	if cap(s) >= n && s != nil {
		return s[:n]
	}
	return make([]T, n)
}

// rules keeps the numbers of the rule_ids table that are committed, both
// ways: the table only grows, and a number never changes its rule.
type rules struct {
	mu     sync.Mutex
	ids    map[string]int64
	names  map[int64]string
	loaded bool
}

// load reads the whole table (a few hundred rows at most: every rule id of
// the three games) through q.
func (c *rules) load(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}) error {
	rows, err := q.QueryContext(ctx, `SELECT id, rule FROM rule_ids`)
	if err != nil {
		return err
	}
	defer rows.Close()
	ids, names := map[string]int64{}, map[int64]string{}
	for rows.Next() {
		var (
			id   int64
			rule string
		)
		if err := rows.Scan(&id, &rule); err != nil {
			return err
		}
		ids[rule], names[id] = id, rule
	}
	if err := rows.Err(); err != nil {
		return err
	}
	c.ids, c.names, c.loaded = ids, names, true
	return nil
}

// name gives the rule of a number, reading the table again when it does
// not know it (another program stored a new rule since).
func (s *Store) ruleName(ctx context.Context, id int64) (string, error) {
	c := &s.rules
	c.mu.Lock()
	defer c.mu.Unlock()
	if name, ok := c.names[id]; ok {
		return name, nil
	}
	if err := c.load(ctx, s.db); err != nil {
		return "", err
	}
	if name, ok := c.names[id]; ok {
		return name, nil
	}
	return "", fmt.Errorf("%w: no rule %d", errNumbers, id)
}

// ruleWriter gives rule numbers inside a write transaction: from the
// committed ones, else from the table, else it adds the rule. What it adds
// is kept apart until the transaction commits (a rolled-back number may
// be given to another rule later).
type ruleWriter struct {
	s     *Store
	tx    *sql.Tx
	added map[string]int64
}

func (s *Store) ruleWriter(tx *sql.Tx) *ruleWriter {
	return &ruleWriter{s: s, tx: tx, added: map[string]int64{}}
}

func (w *ruleWriter) id(ctx context.Context, rule string) (int64, error) {
	if id, ok := w.added[rule]; ok {
		return id, nil
	}
	c := &w.s.rules
	c.mu.Lock()
	if !c.loaded && len(w.added) == 0 {
		// Nothing added yet: the table as this transaction sees it is
		// committed.
		if err := c.load(ctx, w.tx); err != nil {
			c.mu.Unlock()
			return 0, err
		}
	}
	id, ok := c.ids[rule]
	c.mu.Unlock()
	if ok {
		return id, nil
	}
	// A transaction has one ruleWriter: a rule it finds in the table
	// without having added it was committed by someone else.
	err := w.tx.QueryRowContext(ctx, `SELECT id FROM rule_ids WHERE rule = ?`, rule).Scan(&id)
	if err == nil {
		c.mu.Lock()
		if c.loaded {
			c.ids[rule], c.names[id] = id, rule
		}
		c.mu.Unlock()
		return id, nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		err = w.tx.QueryRowContext(ctx, `INSERT INTO rule_ids (rule) VALUES (?) RETURNING id`, rule).Scan(&id)
	}
	if err != nil {
		return 0, fmt.Errorf("store the rule %s: %w", rule, err)
	}
	w.added[rule] = id
	return id, nil
}
