package scorer

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// MaxSameRule is how many notes of one rule Collapse lists before it sums up
// the rest in one note.
const MaxSameRule = 10

// Collapse makes a long list of violations readable and bounded. Notes that
// say the same thing (same player, rule and message) are listed once, where
// the first of them stands, with how many times it was found: one bonus
// listed 50,000 times is one note, not 49,999. Beyond MaxSameRule notes of
// one rule, the rest are summed up in one note, so that a megabyte of
// mistakes of one kind (a player left out of every round) is not read as
// thousands of lines. The order of first appearance is kept, and collapsing
// collapsed lists (a tracker's entries, then its whole script) counts right.
func Collapse(notes []Note) []Note {
	return capPerRule(collapseSame(notes))
}

var (
	foundTimes = regexp.MustCompile(`^(.*) \(found (\d+) times\)$`)
	moreOfKind = regexp.MustCompile(`^(\d+) more mistakes of this kind: `)
)

// FoundTimes is the message of a note found more than once, before its
// words are filled in: its arguments are the note's message ("note") and
// how many times it was found ("n").
const FoundTimes = "note.found-times"

// times splits a note's message into what it says and how many mistakes it
// stands for: more than 1 when it was collapsed already.
func times(n Note) (string, int) {
	if n.Message == "" && !n.Msg.IsZero() {
		inner, k := unwrapTimes(n.Msg)
		return fmt.Sprint(inner), k // the message and its arguments tell notes apart
	}
	if !strings.HasSuffix(n.Message, " times)") && !strings.Contains(n.Message, " more mistakes of this kind: ") {
		return n.Message, 1 // the common case, without a regular expression
	}
	if m := foundTimes.FindStringSubmatch(n.Message); m != nil {
		if k, err := strconv.Atoi(m[2]); err == nil {
			return m[1], k
		}
	}
	if m := moreOfKind.FindStringSubmatch(n.Message); m != nil {
		if k, err := strconv.Atoi(m[1]); err == nil {
			return n.Message, k
		}
	}
	return n.Message, 1
}

func collapseSame(notes []Note) []Note {
	type key struct{ player, rule, message string }
	count := make(map[key]int, len(notes))
	for _, n := range notes {
		msg, k := times(n)
		count[key{n.Player, n.Rule, msg}] += k
	}
	if len(count) == len(notes) {
		return notes
	}
	out := make([]Note, 0, len(count))
	for _, n := range notes {
		msg, _ := times(n)
		k := key{n.Player, n.Rule, msg}
		c, first := count[k]
		if !first {
			continue
		}
		delete(count, k)
		if n.Message == "" && !n.Msg.IsZero() {
			n.Msg, _ = unwrapTimes(n.Msg)
			if c > 1 {
				n.Msg = M(FoundTimes, "note", n.Msg, "n", c)
			}
			out = append(out, n)
			continue
		}
		n.Message = msg
		if c > 1 && !moreOfKind.MatchString(msg) {
			n.Message = fmt.Sprintf("%s (found %d times)", msg, c)
		}
		out = append(out, n)
	}
	return out
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
			_, k := times(n)
			left[n.Rule] += k
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
			out = append(out, Note{Rule: n.Rule, Round: n.Round, Auction: n.Auction,
				Message: fmt.Sprintf("%d more mistakes of this kind: correct the ones above, then check again", left[n.Rule])})
		}
	}
	return out
}

// unwrapTimes gives the message inside a FoundTimes message and its count,
// or the message itself found once.
func unwrapTimes(m Msg) (Msg, int) {
	if m.ID != FoundTimes {
		return m, 1
	}
	inner, _ := m.Arg("note").(Msg)
	k, _ := m.Arg("n").(int)
	return inner, k
}
