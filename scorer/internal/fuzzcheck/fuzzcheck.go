// Package fuzzcheck holds the invariants the fuzz tests of every game check:
// what a refusal must look like, and what a scored result must satisfy.
package fuzzcheck

import (
	"errors"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// Refusal checks an error of reading or scoring: an InputError, or
// Violations whose every note has a message and a documented rule id.
func Refusal(err error, rules []scorer.Rule) error {
	var ie *scorer.InputError
	if errors.As(err, &ie) {
		if ie.Message == "" && ie.Msg.IsZero() {
			return errors.New("an InputError without a message")
		}
		return nil
	}
	var v scorer.Violations
	if !errors.As(err, &v) {
		return fmt.Errorf("%T is neither an InputError nor Violations: %v", err, err)
	}
	if len(v) == 0 {
		return errors.New("empty Violations")
	}
	return Notes(v, rules)
}

// Notes checks that every note has a message (or words, for a note made
// before messages) and a documented rule id.
func Notes(notes []scorer.Note, rules []scorer.Rule) error {
	for _, n := range notes {
		if n.Message == "" && n.Msg.IsZero() {
			return fmt.Errorf("a note of %s without a message", n.Rule)
		}
		if !documented(n.Rule, rules) {
			return fmt.Errorf("note %q has the rule id %q, which is not in the game's Rules", n.String(), n.Rule)
		}
	}
	return nil
}

func documented(id string, rules []scorer.Rule) bool {
	for _, r := range rules {
		if r.ID == id {
			return true
		}
	}
	return false
}

// Result checks a scored result of a game of players: consistent in itself
// (scorer.CheckResult), one entry per player, and only documented notes.
func Result(res scorer.Result, players int, rules []scorer.Rule) error {
	if err := scorer.CheckResult(res); err != nil {
		return err
	}
	if len(res.Players) != players {
		return fmt.Errorf("%d players scored of %d", len(res.Players), players)
	}
	if err := Notes(res.Warnings, rules); err != nil {
		return fmt.Errorf("warnings: %w", err)
	}
	if err := Notes(res.Decisions, rules); err != nil {
		return fmt.Errorf("decisions: %w", err)
	}
	return nil
}

// MaxEntries and MaxBytes bound what a tracker fuzz target makes of one
// input: more entries than a whole game of any of the three, and an input
// short enough to run in milliseconds (each entry checks the whole tracker)
// and to be shortened quickly when the fuzzer finds it interesting. A longer
// input is passed over: without the bound the fuzzer spent its minutes
// shortening a few long inputs.
const (
	MaxEntries = 80
	MaxBytes   = 1024
)

// Bytes gives a fuzz test's bytes one at a time; past the end it gives 0.
type Bytes struct{ data []byte }

// NewBytes reads data.
func NewBytes(data []byte) *Bytes { return &Bytes{data: data} }

// Next gives the next byte.
func (b *Bytes) Next() byte {
	if len(b.data) == 0 {
		return 0
	}
	c := b.data[0]
	b.data = b.data[1:]
	return c
}

// Int gives a number from 0 to n-1.
func (b *Bytes) Int(n int) int { return int(b.Next()) % n }

// Pick gives one of the words, or now and then a word no game knows.
func (b *Bytes) Pick(words []string) string {
	c := b.Next()
	if c == 255 {
		return "tiger"
	}
	return words[int(c)%len(words)]
}

// Empty reports whether every byte has been read.
func (b *Bytes) Empty() bool { return len(b.data) == 0 }

// Name gives one of the names, now and then in another letter case or with
// spaces around it, or a name that is not playing.
func (b *Bytes) Name(names []string) string {
	c := b.Next()
	n := names[int(c)%len(names)]
	switch {
	case c >= 250:
		return "Zed"
	case c >= 240:
		return " " + strings.ToUpper(n) + " "
	}
	return n
}
