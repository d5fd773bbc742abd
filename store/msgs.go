package store

import (
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// A breakdown item's label and a warning's message (msg.Msg) were kept
// in a game's numbers (version 2, see numbers.go), which the migration to
// schema 6 reads. A message was split in two:
//
//   - its shape: the message id, the names of its arguments and what each
//     holds, with the words of the game (an animal, a landscape, the noun
//     of a count) and nested messages written in. A game has a few dozen
//     shapes ("dice.item.barn" with the animal "lion" is one); each is
//     kept once, as text in the rule_ids table, and a game refers to it
//     by its number, like a rule;
//   - its holes: the numbers (a count's number too) and names that vary
//     from game to game, written after the shape's number in the order
//     of the shape, numbers as signed varints, names as persons (a seat of
//     the result, or the name's bytes).
//
// Shape 0 is the empty message.
//
// The text of a shape, after shapePrefix (a rule id has no space):
//
//	said    'm' text count ':' (text value)*   id, then each argument's name and value
//	value  'i'                                a number (a hole)
//	       's'                                a name (a hole)
//	       'w' text                           a word
//	       'c' text                           a count of that noun (its number is a hole)
//	       'l' count ':' value*               a list joined with "and"
//	       'o' count ':' value*               a list joined with "or"
//	       said                                a message
//	text   length ':' bytes
const shapePrefix = "msg "

// shape is the text of a shape read: a message with holes.
type shape struct {
	id   string
	args []shapeArg
}

type shapeArg struct {
	name string
	v    shapeValue
}

type shapeValue struct {
	kind  byte         // i, s, w, c, l, o or m (see the grammar above)
	text  string       // the word, the noun
	items []shapeValue // of a list
	said  *shape
}

// parseShape reads the text of a shape; ok is false if it is not one.
func parseShape(text string) (*shape, bool) {
	p := shapeParser{s: text}
	if !strings.HasPrefix(text, shapePrefix) {
		return nil, false
	}
	p.s = p.s[len(shapePrefix):]
	if !p.take('m') {
		return nil, false
	}
	sh := p.said(0)
	return sh, sh != nil && p.s == ""
}

type shapeParser struct{ s string }

// maxShapeDepth bounds nested messages and lists, so that a damaged text
// cannot recurse without end.
const maxShapeDepth = 16

func (p *shapeParser) take(c byte) bool {
	if p.s == "" || p.s[0] != c {
		return false
	}
	p.s = p.s[1:]
	return true
}

// number reads a count and its ':'; -1 if there is none.
func (p *shapeParser) number() int {
	i := strings.IndexByte(p.s, ':')
	if i <= 0 || i > 6 {
		return -1
	}
	n, err := strconv.Atoi(p.s[:i])
	if err != nil || n < 0 {
		return -1
	}
	p.s = p.s[i+1:]
	return n
}

func (p *shapeParser) text() (string, bool) {
	n := p.number()
	if n < 0 || n > len(p.s) {
		return "", false
	}
	t := p.s[:n]
	p.s = p.s[n:]
	return t, true
}

// said reads a message after its 'm'.
func (p *shapeParser) said(depth int) *shape {
	id, ok := p.text()
	n := p.number()
	if !ok || n < 0 || n > len(p.s) || depth > maxShapeDepth {
		return nil
	}
	sh := &shape{id: id, args: make([]shapeArg, n)}
	for i := range sh.args {
		name, ok := p.text()
		if !ok {
			return nil
		}
		v, ok := p.value(depth + 1)
		if !ok {
			return nil
		}
		sh.args[i] = shapeArg{name, v}
	}
	return sh
}

func (p *shapeParser) value(depth int) (shapeValue, bool) {
	if p.s == "" || depth > maxShapeDepth {
		return shapeValue{}, false
	}
	v := shapeValue{kind: p.s[0]}
	p.s = p.s[1:]
	ok := true
	switch v.kind {
	case 'i', 's':
	case 'w', 'c':
		v.text, ok = p.text()
	case 'l', 'o':
		n := p.number()
		if n < 0 || n > len(p.s) {
			return v, false
		}
		v.items = make([]shapeValue, n)
		for i := range v.items {
			if v.items[i], ok = p.value(depth + 1); !ok {
				break
			}
		}
	case 'm':
		v.said = p.said(depth)
		ok = v.said != nil
	default:
		ok = false
	}
	return v, ok
}

// build makes the message of sh with the values of its holes, read from r.
func (sh *shape) build(r *numbersReader, players []scorer.PlayerResult) msg.Msg {
	m := msg.Msg{ID: sh.id}
	if len(sh.args) > 0 {
		m.Args = make([]msg.Arg, len(sh.args))
		for i, a := range sh.args {
			m.Args[i] = msg.Arg{Name: a.name, Value: a.v.build(r, players)}
		}
	}
	return m
}

func (v shapeValue) build(r *numbersReader, players []scorer.PlayerResult) any {
	switch v.kind {
	case 'i':
		return r.int()
	case 's':
		return person(r, players)
	case 'w':
		return msg.Word(v.text)
	case 'c':
		return msg.Count{N: r.int(), Noun: v.text}
	case 'm':
		return v.said.build(r, players)
	}
	var items []any
	if len(v.items) > 0 {
		items = make([]any, len(v.items))
	}
	for i, it := range v.items {
		items[i] = it.build(r, players)
	}
	return msg.List{Items: items, Or: v.kind == 'o'}
}
