package store

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// A game's numbers are how schema 5 kept its result, by hand: the
// migration to schema 6 reads them (decodeNumbers) to keep the result as
// lean JSON (see lean.go, lean6.go); nothing else reads or writes them.
// Together with the ranks column (each player's id, rank and total, in the
// order of the result) they were the result: every breakdown item's points
// and rule, the winners, the rules of the warnings (and whom each is
// about) and of the decisions, and since version 2 the message of every
// item's label and warning (see msgs.go).
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
// number in the rule_ids table. A message is its shape's number and the
// values of its holes (msgs.go). Version 2 names the players before the
// items, since a label may name a player seated later.
//
// Version 1 was written for a result that lacked a message (one read from
// a file of an older zooscore, with words or without): such a game is said
// by scoring it again.
const (
	numbersV1 = 1
	numbersV2 = 2
)

var errNumbers = errors.New("damaged numbers")

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

// decodeNumbers fills res from a numbers blob and the seats of the game.
// rule gives the text of a rule number. The messages of version 2 come back
// as the items' labels and the warnings' messages.
func decodeNumbers(res *scorer.Result, blob []byte, seats []seatName, rule func(int64) (string, error)) error {
	d := numbersDecoder{rule: rule}
	return d.decode(res, blob, seats)
}

// numbersDecoder reads numbers blobs, keeping the shapes it has read.
type numbersDecoder struct {
	rule   func(int64) (string, error)
	shapes []*shape // by number, nil where not read yet
	err    error    // of rule
}

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
				p.Breakdown[j].Label = d.msg(&r, res.Players)
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
	res.Decisions = resize(res.Decisions, r.count())
	for i := range res.Decisions {
		res.Decisions[i] = scorer.Note{Rule: d.ruleOf(&r)}
	}
	if len(res.Decisions) == 0 {
		res.Decisions = nil // as the result was: omitted when empty
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
func (d *numbersDecoder) msg(r *numbersReader, players []scorer.PlayerResult) msg.Msg {
	sh := d.shape(r)
	if sh == nil {
		return msg.Msg{}
	}
	return sh.build(r, players)
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

// resize gives a slice of n elements; a zero count gives an empty slice,
// never nil (a result writes empty lists as []).
func resize[T any](s []T, n int) []T {
	if cap(s) >= n && s != nil {
		return s[:n]
	}
	return make([]T, n)
}
