package store

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unsafe"

	"github.com/zooscore/zooscore/scorer"
)

// A game's numbers (schema 5): what its result says apart from its words,
// which are made where a result is shown, in the language of the table.
// Together with the ranks column (each player's id, rank and total, in the
// order of the result) they are the result as the store keeps it: every
// breakdown item's points and rule, the winners, the rules of the warnings
// (and whom each is about) and of the decisions, and since version 2 the
// message of every item's label and warning (see msgs.go), from which an
// export says them in English without scoring the game again. show and
// explain score the stored input again, which gives every explanation in
// any language, and compare the new scoring with these numbers (the stored
// result wins if they differ).
//
// A blob of unsigned varints (points are signed), after a version byte:
//
//	1
//	players: count, then for each: name, items count, (points, rule) per item
//	winners: count, then a person per winner
//	warnings: count, then (rule, person) per warning
//	decisions: count, then a rule per decision
//
//	2
//	players: count, then each one's name, then for each: items count,
//	         (points, rule, message) per item
//	winners: count, then a person per winner
//	warnings: count, then (rule, person, times, message) per warning
//	decisions: count, then a rule per decision
//
// A name is 0 when it is the player's name as the players table spells
// it, else its length + 1 and its bytes. A person is 0 for nobody, k + 2
// for the player in place k of the result, or 1 and a length and bytes for
// a name that is nobody's in the result. A rule is 0 for none, else its
// number in the rule_ids table: a rule id is some twenty bytes, written in
// every item of every game; its number takes one. A message is its shape's
// number and the values of its holes (msgs.go). Version 2 names the
// players before the items, since a label may name a player seated later.
//
// Version 1 is written for a result that lacks a message (one read from a
// file of an older zooscore, with words or without) or holds one that
// cannot be kept: such a game is said by scoring it again.
const (
	numbersV1 = 1
	numbersV2 = 2
)

var errNumbers = errors.New("damaged numbers")

// seatName is a player of a game as the ranks column and the players
// table give it.
type seatName struct {
	seatRow
	name string // as the players table spells it
}

// encoders are reused from one game to the next (an import writes many).
var encoders = sync.Pool{New: func() any { return new(msgEncoder) }}

// appendNumbers appends the numbers of res, whose players are seats (in
// the same order), to dst: version 2 when its messages can be kept, else
// version 1. rule gives the number of a rule or a message's shape; the
// text it is given may change once it returns, so it copies what it keeps
// (as ruleWriter.id does).
func appendNumbers(dst []byte, res scorer.Result, seats []seatName, rule func(string) (int64, error)) ([]byte, error) {
	start := len(dst)
	if saysAll(res) {
		e := encoders.Get().(*msgEncoder)
		defer encoders.Put(e)
		e.players = res.Players
		out, ok, err := appendNumbersOf(dst, numbersV2, res, seats, rule, e)
		e.players = nil
		if err != nil || ok {
			return out, err
		}
		dst = out[:start]
	}
	out, _, err := appendNumbersOf(dst, numbersV1, res, seats, rule, nil)
	return out, err
}

// saysAll reports whether res has the message of every item's label and
// warning, which version 2 keeps. A result read from an older export or
// file has words, or nothing, in their place: version 2 would lose them.
func saysAll(res scorer.Result) bool {
	for _, p := range res.Players {
		for _, it := range p.Breakdown {
			if it.Label.IsZero() {
				return false
			}
		}
	}
	for _, w := range res.Warnings {
		if w.Msg.IsZero() {
			return false
		}
	}
	return true
}

// appendNumbersOf appends the numbers of res in that version (e is nil
// for version 1); ok is false if a message cannot be kept.
func appendNumbersOf(dst []byte, version byte, res scorer.Result, seats []seatName, rule func(string) (int64, error), e *msgEncoder) (_ []byte, ok bool, _ error) {
	var msgErr error // of rule, for a shape
	dst = append(dst, version)
	dst = binary.AppendUvarint(dst, uint64(len(res.Players)))
	name := func(i int) {
		if p := res.Players[i]; p.Name == seats[i].name {
			dst = append(dst, 0)
		} else {
			dst = appendString(dst, p.Name, 1)
		}
	}
	msg := func(m scorer.Msg) bool {
		if e == nil {
			return true
		}
		if m.IsZero() {
			dst = append(dst, 0)
			return true
		}
		if !e.encode(m) {
			return false
		}
		// The shape's text lives in e until the next message: rule copies
		// what it keeps (a shape is met again and again; copying it
		// each time was most of what version 2 adds to an import).
		id, err := rule(unsafe.String(unsafe.SliceData(e.shape), len(e.shape)))
		if err != nil {
			msgErr = err
			return false
		}
		dst = append(binary.AppendUvarint(dst, uint64(id)), e.holes...)
		return true
	}
	if e != nil {
		for i := range res.Players {
			name(i)
		}
	}
	for i, p := range res.Players {
		if e == nil {
			name(i)
		}
		dst = binary.AppendUvarint(dst, uint64(len(p.Breakdown)))
		for _, it := range p.Breakdown {
			dst = binary.AppendVarint(dst, int64(it.Points))
			id, err := ruleNumber(it.Rule, rule)
			if err != nil {
				return nil, false, err
			}
			dst = binary.AppendUvarint(dst, uint64(id))
			if !msg(it.Label) {
				return dst, false, msgErr
			}
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
			return nil, false, err
		}
		dst = binary.AppendUvarint(dst, uint64(id))
		if w.Player == "" {
			dst = append(dst, 0)
		} else {
			dst = appendPerson(dst, w.Player, res.Players)
		}
		if e != nil {
			dst = binary.AppendUvarint(dst, uint64(max(w.Times, 0)))
			if !msg(w.Msg) {
				return dst, false, msgErr
			}
		}
	}
	dst = binary.AppendUvarint(dst, uint64(len(res.Decisions)))
	for _, d := range res.Decisions {
		id, err := ruleNumber(d.Rule, rule)
		if err != nil {
			return nil, false, err
		}
		dst = binary.AppendUvarint(dst, uint64(id))
	}
	return dst, true, nil
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
// seats of the game. rule gives the text of a rule number. The messages of
// version 2 come back as the items' labels and the warnings' messages.
func decodeNumbers(res *scorer.Result, blob []byte, seats []seatName, rule func(int64) (string, error)) error {
	d := numbersDecoder{rule: rule}
	return d.decode(res, blob, seats)
}

// numbersDecoder reads numbers blobs, keeping the shapes it has read.
// With say set, it says every item's label (Item) rather than giving its
// message, keeping the words of a label that names nobody by its bytes: in
// an export most labels are said again and again (every dice sheet has
// the same enclosures), and saying one takes far longer than finding its
// words. An export has no use for the decisions: of version 2 numbers they
// are then left out.
type numbersDecoder struct {
	rule   func(int64) (string, error)
	shapes []*shape // by number, nil where not read yet
	say    func(scorer.Msg) string
	said   map[string]string
	err    error // of rule
}

// saidSize bounds the words a decoder keeps: it forgets them all when
// full, so its memory stays flat. A club's history has a few thousand
// labels (ZooSim's years are most of them).
const saidSize = 1 << 14

func (d *numbersDecoder) decode(res *scorer.Result, blob []byte, seats []seatName) error {
	r := numbersReader{b: blob}
	if len(blob) == 0 || (blob[0] != numbersV1 && blob[0] != numbersV2) {
		return errNumbers
	}
	v2 := blob[0] == numbersV2
	r.b = r.b[1:]
	n := r.count()
	if r.err == nil && n != len(seats) {
		return fmt.Errorf("%w: %d players, %d ranks", errNumbers, n, len(seats))
	}
	res.Players = resize(res.Players, n)
	d.err = nil
	name := func(p *scorer.PlayerResult, i int) {
		p.Name, p.Total, p.Rank = seats[i].name, seats[i].total, seats[i].rank
		if k := r.uint(); k > 0 {
			p.Name = r.bytes(k - 1)
		}
	}
	if v2 {
		for i := range res.Players {
			name(&res.Players[i], i)
		}
	}
	for i := range res.Players {
		p := &res.Players[i]
		if !v2 {
			name(p, i)
		}
		p.Breakdown = resize(p.Breakdown, r.count())
		for j := range p.Breakdown {
			p.Breakdown[j] = scorer.Item{Points: r.int(), Rule: d.ruleOf(&r)}
			if v2 {
				d.label(&p.Breakdown[j], &r, blob, res.Players)
			}
		}
	}
	res.Winners = resize(res.Winners, r.count())
	for i := range res.Winners {
		res.Winners[i] = person(&r, res.Players)
	}
	res.Warnings = resize(res.Warnings, r.count())
	for i := range res.Warnings {
		w := scorer.Note{Rule: d.ruleOf(&r), Player: person(&r, res.Players)}
		if v2 {
			if w.Times = int(r.uint()); w.Times < 0 || w.Times > 1<<30 {
				r.fail()
			}
			w.Msg = d.msg(&r, res.Players)
		}
		res.Warnings[i] = w
	}
	if n := r.count(); v2 && d.say != nil {
		// Said for an export, which has no decisions: only read past.
		for range n {
			r.uint()
		}
		res.Decisions = res.Decisions[:0]
	} else {
		res.Decisions = resize(res.Decisions, n)
		for i := range res.Decisions {
			res.Decisions[i] = scorer.Note{Rule: d.ruleOf(&r)}
		}
		if len(res.Decisions) == 0 {
			res.Decisions = nil // as the result was: omitted when empty
		}
	}
	if r.err == nil && len(r.b) != 0 {
		r.fail()
	}
	return errors.Join(r.err, d.err)
}

func (d *numbersDecoder) ruleOf(r *numbersReader) string {
	id := r.uint()
	if id == 0 || d.err != nil {
		return ""
	}
	s, err := d.rule(int64(id))
	if err != nil {
		d.err = err
	}
	return s
}

// shape gives the shape of a number (0: none, the empty message).
func (d *numbersDecoder) shape(r *numbersReader) *shape {
	id := r.uint()
	if id == 0 || d.err != nil || r.err != nil {
		return nil
	}
	if id < uint64(len(d.shapes)) && d.shapes[id] != nil {
		return d.shapes[id]
	}
	text, err := d.rule(int64(id))
	if err != nil {
		d.err = err
		return nil
	}
	sh, ok := parseShape(text)
	if !ok {
		d.err = fmt.Errorf("%w: %d is not the shape of a message", errNumbers, id)
		r.fail()
		return nil
	}
	if id < 1<<16 { // numbers are few and dense: the table has the rules and shapes of three games
		if id >= uint64(len(d.shapes)) {
			d.shapes = append(d.shapes, make([]*shape, id+1-uint64(len(d.shapes)))...)
		}
		d.shapes[id] = sh
	}
	return sh
}

// msg reads a message.
func (d *numbersDecoder) msg(r *numbersReader, players []scorer.PlayerResult) scorer.Msg {
	sh := d.shape(r)
	if sh == nil {
		return scorer.Msg{}
	}
	return sh.build(r, players)
}

// label reads the message of an item's label: into it.Label, or said
// into it.Item (see numbersDecoder).
func (d *numbersDecoder) label(it *scorer.Item, r *numbersReader, blob []byte, players []scorer.PlayerResult) {
	if d.say == nil {
		it.Label = d.msg(r, players)
		return
	}
	from := len(blob) - len(r.b)
	sh := d.shape(r)
	switch {
	case sh == nil:
		return // the empty message, said as nothing
	case sh.names:
		it.Item = d.say(sh.build(r, players))
		return
	}
	sh.skip(r)
	if r.err != nil {
		return
	}
	key := blob[from : len(blob)-len(r.b)]
	if s, ok := d.said[string(key)]; ok {
		it.Item = s
		return
	}
	again := numbersReader{b: key}
	again.uint()
	it.Item = d.say(sh.build(&again, nil))
	if d.said == nil || len(d.said) >= saidSize {
		d.said = make(map[string]string, 256)
	}
	d.said[string(key)] = it.Item
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
// enough (else growing it as append does, so that a reader of many results
// soon stops allocating); a zero count gives an empty slice, never nil (a
// result writes empty lists as []).
func resize[T any](s []T, n int) []T {
	if cap(s) >= n && s != nil {
		return s[:n]
	}
	return make([]T, n, max(n, 2*cap(s)))
}

// rules keeps the numbers of the rule_ids table that are committed, both
// ways: the table only grows, and a number never changes its rule. Its
// lock is only ever held to look at or add to the maps, never while
// reading the table: a reader that held it while waiting for a connection
// once stopped every writer that needed a rule number (and the writer
// held the file's write lock meanwhile), until the busy timeout broke it.
type rules struct {
	mu     sync.Mutex
	ids    map[string]int64
	names  map[int64]string
	loaded bool
}

// name gives the rule of a number if it is known.
func (c *rules) name(id int64) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name, ok := c.names[id]
	return name, ok
}

// number gives the number of a rule if it is known, and whether the table
// was read at all.
func (c *rules) number(rule string) (id int64, ok, loaded bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	id, ok = c.ids[rule]
	return id, ok, c.loaded
}

// add keeps numbers read from the table; a number never changes its rule,
// so what another reader added meanwhile stays.
func (c *rules) add(ids map[string]int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ids == nil {
		c.ids, c.names = map[string]int64{}, map[int64]string{}
	}
	for rule, id := range ids {
		c.ids[rule], c.names[id] = id, rule
	}
	c.loaded = true
}

// load reads the whole table (a few hundred rows at most: every rule id of
// the three games) through q, without the lock, keeps it and gives it.
func (c *rules) load(ctx context.Context, q querier) (map[string]int64, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, rule FROM rule_ids`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := map[string]int64{}
	for rows.Next() {
		var (
			id   int64
			rule string
		)
		if err := rows.Scan(&id, &rule); err != nil {
			return nil, err
		}
		ids[rule] = id
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	c.add(ids)
	return ids, nil
}

// ruleName gives the rule of a number, reading the table again through q
// (the caller's transaction or connection pool) when it does not know it:
// a rule stored since by a write, here or in another program.
func (s *Store) ruleName(ctx context.Context, q querier, id int64) (string, error) {
	if name, ok := s.rules.name(id); ok {
		return name, nil
	}
	ids, err := s.rules.load(ctx, q)
	if err != nil {
		return "", err
	}
	for rule, n := range ids {
		if n == id {
			return rule, nil
		}
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
	id, ok, loaded := c.number(rule)
	if !loaded && len(w.added) == 0 {
		// Nothing added yet: the table as this transaction sees it is
		// committed.
		ids, err := c.load(ctx, w.tx)
		if err != nil {
			return 0, err
		}
		id, ok = ids[rule]
	}
	if ok {
		return id, nil
	}
	// A transaction has one ruleWriter: a rule it finds in the table
	// without having added it was committed by someone else.
	rule = strings.Clone(rule) // kept below; appendNumbers reuses the text it gives
	err := w.tx.QueryRowContext(ctx, `SELECT id FROM rule_ids WHERE rule = ?`, rule).Scan(&id)
	if err == nil {
		c.add(map[string]int64{rule: id})
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
