// Package scorer holds what every game shares: the result of a scored game,
// its breakdown lines, the notes that explain rule violations, warnings and
// automatic decisions, the ranking with tiebreaks, and strict JSON decoding.
//
// The games themselves live in the sub-packages dice, junior and zoosim. Like
// this package they are pure: plain values in, results and notes out, no
// terminal and no database.
package scorer

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/msg"
)

// Item is one line of a player's breakdown. The points of all items of a
// player add up to the player's total.
//
// The engine fills Label and Reason (what the item is and why it scores);
// Item, Source and Why are their words, filled in where the item is shown
// (package i18n), in the language of the table.
type Item struct {
	Item   string  `json:"item"`
	Points int     `json:"points"`
	Rule   string  `json:"rule,omitempty"`
	Source string  `json:"source,omitempty"`
	Why    string  `json:"why,omitempty"`
	Label  msg.Msg `json:"-"`
	Reason msg.Msg `json:"-"`
}

// PlayerResult is one player's scored game.
type PlayerResult struct {
	Name      string `json:"name"`
	Total     int    `json:"total"`
	Rank      int    `json:"rank"`
	Breakdown []Item `json:"breakdown"`
}

// Note is a statement about a game tied to a stable rule id: a rule
// violation, a warning, or an automatic decision with its reason. Player is
// empty for notes about the whole game; Round and Auction say where in a
// tracked game it happened, Line on which line of a game written in notation.
//
// The engine fills Msg (what to say); Message is its words, filled in where
// the note is shown (package i18n), in the language of the table. Times
// says how many times the same note was found, when Collapse made one note
// of several (0 or 1: once); the words of the note then say it too.
type Note struct {
	Player  string  `json:"player,omitempty"`
	Rule    string  `json:"rule"`
	Message string  `json:"message"`
	Round   int     `json:"round,omitempty"`
	Auction int     `json:"auction,omitempty"`
	Line    int     `json:"line,omitempty"`
	Times   int     `json:"times,omitempty"`
	Msg     msg.Msg `json:"-"`
}

// String gives the note as one line in English, naming the line, the
// player and the place, for Go's error strings and logs; where a person
// reads it, (*i18n.Localizer).NoteLine says it in the language of the table.
func (n Note) String() string {
	var where []string
	if n.Line > 0 {
		where = append(where, fmt.Sprintf("line %d", n.Line))
	}
	if n.Player != "" {
		where = append(where, n.Player)
	}
	if n.Round > 0 {
		where = append(where, fmt.Sprintf("round %d", n.Round))
	}
	if n.Auction > 0 {
		where = append(where, fmt.Sprintf("auction %d", n.Auction))
	}
	if len(where) == 0 {
		return fmt.Sprintf("%s [%s]", n.text(), n.Rule)
	}
	return fmt.Sprintf("%s: %s [%s]", strings.Join(where, ", "), n.text(), n.Rule)
}

// text is the note's words: its Message when they are filled in, else its
// message in English, with how many times it was found.
func (n Note) text() string {
	if n.Message != "" || n.Msg.IsZero() {
		return n.Message
	}
	if n.Times > 1 {
		return msg.M(timesID, "message", n.Msg, "n", n.Times).String()
	}
	return n.Msg.String()
}

// Violations is the error returned when entries break rules of a game. It
// always lists every broken rule, not only the first.
type Violations []Note

func (v Violations) Error() string {
	lines := make([]string, len(v))
	for i, n := range v {
		lines[i] = n.String()
	}
	return strings.Join(lines, "\n")
}

// Result is a scored game: players in rank order, the winners, warnings that
// do not block scoring, and the automatic decisions taken (tiebreaks, coin
// groups, bonuses, visitors). Settings holds the values the scoring used that
// a table may choose (the Dice Game's bonus hexes, ZooSim's variant).
type Result struct {
	Game      string         `json:"game"`
	ID        int64          `json:"id,omitempty"`
	Status    string         `json:"status,omitempty"`
	Players   []PlayerResult `json:"players"`
	Winners   []string       `json:"winners"`
	Warnings  []Note         `json:"warnings"`
	Decisions []Note         `json:"decisions,omitempty"`
	Settings  map[string]any `json:"settings,omitempty"`
}

// Rule documents one rule id and where the rulebook says so; what it
// guards is said by the catalogs' message rule.ID, in every language.
type Rule struct {
	ID     string
	Source string // rulebook and section, e.g. "Dice Game rules, Scoring"
}

// Status values of a stored or tracked game.
const (
	StatusFinished   = "finished"
	StatusInProgress = "in-progress"
)
