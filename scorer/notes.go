package scorer

import (
	"fmt"
	"strconv"

	"github.com/zooscore/zooscore/msg"
)

// MaxSameRule is how many notes of one rule Collapse lists before it sums up
// the rest in one note.
const MaxSameRule = 10

// The messages of Collapse: a note found several times ("... (found 3
// times)", with the note's own message and the count n), the note that sums
// up the rest of a rule's mistakes (n of them), and the words of a note made
// outside the rules engine (its Message as it is).
const (
	timesID = "note.times"
	moreID  = "note.more"
	textID  = "note.text"
)

// Collapse makes a long list of violations readable and bounded. Notes that
// say the same thing (same player, rule and message: its id and arguments)
// are listed once, where the first of them stands, with how many times it
// was found (Times): one bonus listed 50,000 times is one note, not 49,999.
// Beyond MaxSameRule notes of one rule, the rest are summed up in one note,
// so that a megabyte of mistakes of one kind (a player left out of every
// round) is not read as thousands of lines. The order of first appearance
// is kept, and collapsing collapsed lists (a tracker's entries, then its
// whole script) counts right.
//
// Collapse works on the notes' messages, before they are put into words:
// fill in the words (package i18n) of the notes it gives. A note that has
// words but no message (made outside the rules engine) is compared by its
// words, and when found several times carries them as its message.
func Collapse(notes []Note) []Note {
	return capPerRule(collapseSame(notes))
}

// times is how many mistakes a note stands for: more than 1 when it was
// collapsed already.
func times(n Note) int {
	if n.Msg.ID == moreID {
		if k, ok := n.Msg.Arg("n").(int); ok {
			return k
		}
	}
	return max(n.Times, 1)
}

// message is what a note says, words made outside the rules engine
// included.
func message(n Note) msg.Msg {
	if n.Msg.IsZero() {
		return msg.M(textID, "text", n.Message)
	}
	return n.Msg
}

type sameKey struct{ player, rule, said string }

// keyOf gives the key of what a note says; buf is room to build it in.
// Words made outside the rules engine are their own key, without a copy.
func keyOf(n Note, buf []byte) (sameKey, []byte) {
	k := sameKey{player: n.Player, rule: n.Rule}
	switch text, ok := n.Msg.Arg("text").(string); {
	case n.Msg.IsZero():
		k.said = n.Message
	case n.Msg.ID == textID && ok:
		k.said = text
	default:
		buf = appendKey(append(buf[:0], 0), n.Msg) // apart from any words
		k.said = string(buf)
	}
	return k, buf
}

func collapseSame(notes []Note) []Note {
	count := make(map[sameKey]int, len(notes))
	keys := make([]sameKey, len(notes))
	var buf []byte
	for i, n := range notes {
		keys[i], buf = keyOf(n, buf)
		count[keys[i]] += times(n)
	}
	if len(count) == len(notes) {
		return notes
	}
	out := make([]Note, 0, len(count))
	for i, n := range notes {
		k := keys[i]
		c, first := count[k]
		if !first {
			continue
		}
		delete(count, k)
		if c > 1 || n.Times > 1 {
			n = found(n, c)
		}
		out = append(out, n)
	}
	return out
}

// found makes n the note of a mistake found c times.
func found(n Note, c int) Note {
	if n.Msg.ID == moreID {
		n.Msg = msg.M(moreID, "n", c)
		return n
	}
	if n.Msg.IsZero() {
		n.Msg, n.Message = message(n), ""
	}
	n.Times = c
	return n
}

func capPerRule(notes []Note) []Note {
	listed := map[string]int{}
	over := false
	for _, n := range notes {
		listed[n.Rule]++
		over = over || listed[n.Rule] > MaxSameRule
	}
	if !over {
		return notes
	}
	// The mistakes left out of each rule, and where the first of them stood.
	left := map[string]int{}
	seen := map[string]int{}
	for _, n := range notes {
		if seen[n.Rule]++; seen[n.Rule] > MaxSameRule {
			left[n.Rule] += times(n)
		}
	}
	seen = map[string]int{}
	var out []Note
	for _, n := range notes {
		seen[n.Rule]++
		switch {
		case seen[n.Rule] <= MaxSameRule:
			out = append(out, n)
		case seen[n.Rule] == MaxSameRule+1:
			out = append(out, Note{Rule: n.Rule, Round: n.Round, Auction: n.Auction, Msg: msg.M(moreID, "n", left[n.Rule])})
		}
	}
	return out
}

// appendKey writes a message as a key: two messages have the same key
// exactly when they say the same thing.
func appendKey(b []byte, m msg.Msg) []byte {
	b = strconv.AppendQuote(b, m.ID)
	for _, a := range m.Args {
		b = append(b, ' ')
		b = append(b, a.Name...)
		b = append(b, '=')
		b = appendValue(b, a.Value)
	}
	return b
}

func appendValue(b []byte, v any) []byte {
	switch x := v.(type) {
	case string:
		return strconv.AppendQuote(b, x)
	case int:
		return strconv.AppendInt(b, int64(x), 10)
	case msg.Word:
		return strconv.AppendQuote(append(b, 'w'), string(x))
	case msg.Msg:
		return append(appendKey(append(b, '('), x), ')')
	case msg.Count:
		return strconv.AppendQuote(strconv.AppendInt(append(b, 'c'), int64(x.N), 10), x.Noun)
	case msg.List:
		b = append(b, '[')
		if x.Or {
			b = append(b, '|')
		}
		for _, it := range x.Items {
			b = append(appendValue(b, it), ',')
		}
		return append(b, ']')
	}
	return fmt.Appendf(b, "%T:%#v", v, v)
}
