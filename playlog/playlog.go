// Package playlog reads and checks what a play log records of a game
// beside its result, as the apps that log board games do: when it was
// played, where, how long it took, who started, a note. The commands'
// flags, the web page's form and an export line give it as text; this
// package makes it a store.PlayLog and a time, or says every problem at
// once, each naming its field as the place it was given calls it (a
// flag, a form's field, a member of a line). It says no words of its own:
// its problems are messages of the catalogs (log.toml).
package playlog

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// Given is a play log as typed; every part may be empty.
type Given struct {
	PlayedAt    string // 2026-11-26T20:00, 2026-11-26 20:00, or a date alone, in local time
	Duration    string // 45m, 1h30m, 1h30, 1:30, or minutes alone
	Location    string
	StartPlayer string
	Note        string
}

// Fields names the parts of a log as the place they were given calls
// them, for the problems to name.
type Fields struct {
	PlayedAt, Duration, Location, StartPlayer, Note string
}

// Flags are the flags of score and play.
var Flags = Fields{"--played-at", "--duration", "--location", "--start-player", "--note"}

// Members are the members of an export line and of --json.
var Members = Fields{"played_at", "duration_minutes", "location", "start_player", "note"}

// Limits of what a log holds: a place is a short name, a note a few
// sentences; a game is played within a day.
const (
	MaxLocation = 80
	MaxNote     = 1000
	MaxMinutes  = 24 * 60
	// ahead is how far in the future a time may be: a day, so that a
	// table in another time zone, or a clock slightly off, is never
	// refused, while a typo of a month or a year is.
	ahead = 24 * time.Hour
)

// Error is a play log that cannot be stored: every problem, each naming
// its field.
type Error struct{ Problems []msg.Msg }

func (e *Error) Error() string { return e.Say().String() }

// Say is every problem in one message: "...; ...".
func (e *Error) Say() msg.Msg {
	m := e.Problems[len(e.Problems)-1]
	for i := len(e.Problems) - 2; i >= 0; i-- {
		m = msg.M("log.problems", "first", e.Problems[i], "rest", m)
	}
	return m
}

// Read makes the log given for a game of kind with these players (as the
// game spells them) at now: the time it was played (zero when not given:
// the time it is stored) and the rest. A tracked game tells its start
// player itself: a start player given for it is refused. Times without a
// zone are in loc.
func Read(g Given, f Fields, kind string, players []string, tracked bool, now time.Time, loc *time.Location) (time.Time, store.PlayLog, error) {
	var (
		problems []msg.Msg
		at       time.Time
		log      = store.PlayLog{Location: strings.TrimSpace(g.Location), StartPlayer: strings.TrimSpace(g.StartPlayer), Note: g.Note}
	)
	if strings.TrimSpace(g.PlayedAt) != "" {
		var problem msg.Msg
		at, problem = ParseTime(g.PlayedAt, f.PlayedAt, now, loc)
		problems = add(problems, problem)
	}
	if strings.TrimSpace(g.Duration) != "" {
		var problem msg.Msg
		log.Minutes, problem = ParseMinutes(g.Duration, f.Duration)
		problems = add(problems, problem)
	}
	if tracked && log.StartPlayer != "" {
		problems = append(problems, msg.M("log.start-player.tracked", "field", f.StartPlayer))
		log.StartPlayer = ""
	}
	log, more := Check(log, f, players)
	problems = append(problems, more...)
	if len(problems) > 0 {
		return time.Time{}, store.PlayLog{}, &Error{Problems: problems}
	}
	return at, log, nil
}

func add(problems []msg.Msg, m msg.Msg) []msg.Msg {
	if m.IsZero() {
		return problems
	}
	return append(problems, m)
}

// Check checks a log of a game with these players and gives it as it is
// stored: its texts trimmed, its start player spelled as the players are.
// Its problems name the fields as f calls them.
func Check(log store.PlayLog, f Fields, players []string) (store.PlayLog, []msg.Msg) {
	var problems []msg.Msg
	log.Location = strings.TrimSpace(log.Location)
	log.Note = strings.TrimSpace(strings.ReplaceAll(log.Note, "\r\n", "\n"))
	problems = add(problems, textProblem(log.Location, f.Location, MaxLocation, false))
	problems = add(problems, textProblem(log.Note, f.Note, MaxNote, true))
	switch {
	case log.Minutes < 0:
		problems = append(problems, msg.M("log.duration.negative", "field", f.Duration, "value", strconv.Itoa(log.Minutes)))
	case log.Minutes > MaxMinutes:
		problems = append(problems, msg.M("log.duration.too-long", "field", f.Duration, "minutes", log.Minutes, "max", MaxMinutes/60))
	}
	if name := strings.TrimSpace(log.StartPlayer); name != "" {
		log.StartPlayer = ""
		for _, p := range players {
			if scorer.NameKey(p) == scorer.NameKey(name) {
				log.StartPlayer = p
			}
		}
		if log.StartPlayer == "" {
			problems = append(problems, msg.M("log.start-player.unknown", "field", f.StartPlayer, "name", name, "players", msg.List{Items: anyList(players), Or: true}))
		}
	}
	return log, problems
}

// textProblem says what is wrong with a location or a note: too long, or
// holding characters a screen does not show as they are (a note may hold
// line breaks).
func textProblem(s, field string, most int, lines bool) msg.Msg {
	if !utf8.ValidString(s) {
		return msg.M("log.text.not-text", "field", field)
	}
	if n := utf8.RuneCountInString(s); n > most {
		return msg.M("log.text.too-long", "field", field, "length", n, "max", most)
	}
	for _, r := range s {
		if lines && r == '\n' {
			continue
		}
		if unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp, unicode.Cf, unicode.Other_Default_Ignorable_Code_Point) {
			return msg.M("log.text.invisible", "field", field, "code", fmt.Sprintf("%U", r))
		}
	}
	return msg.Msg{}
}

// timeLayouts are the ways a time is typed, in local time unless it says
// its zone; a date alone is that day's start, as history --since reads it.
var timeLayouts = []string{
	"2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02",
}

// ParseTime reads when a game was played: a date and time in local time
// (loc), a date alone (that day's start), or a time with its zone
// (RFC 3339, as --json writes it). A time more than a day after now is a
// mistake: the game has not been played yet.
func ParseTime(text, field string, now time.Time, loc *time.Location) (time.Time, msg.Msg) {
	text = strings.TrimSpace(text)
	at, err := time.Parse(time.RFC3339, text)
	for _, layout := range timeLayouts {
		if err == nil {
			break
		}
		at, err = time.ParseInLocation(layout, text, loc)
	}
	if err != nil {
		return time.Time{}, msg.M("log.played-at.unreadable", "field", field, "value", text)
	}
	if at.After(now.Add(ahead)) {
		return time.Time{}, msg.M("log.played-at.future", "field", field, "value", text)
	}
	if at.Year() < 1900 {
		return time.Time{}, msg.M("log.played-at.unreadable", "field", field, "value", text)
	}
	return at, msg.Msg{}
}

// hoursMinutes is 1h30 (a duration whose minutes lack their unit) and
// 1:30.
var hoursMinutes = regexp.MustCompile(`^(\d+)(?:h|:)(\d{1,2})$`)

// ParseMinutes reads how long a game took, in whole minutes: 45m, 1h30m,
// 1h30, 1:30, or a number of minutes alone (45). Zero, a negative
// duration and one longer than a day are refused.
func ParseMinutes(text, field string) (int, msg.Msg) {
	text = strings.ToLower(strings.TrimSpace(text))
	minutes, err := minutesOf(text)
	switch {
	case err != nil:
		return 0, msg.M("log.duration.unreadable", "field", field, "value", text)
	case minutes < 0 || strings.HasPrefix(text, "-"):
		return 0, msg.M("log.duration.negative", "field", field, "value", text)
	case minutes == 0:
		return 0, msg.M("log.duration.zero", "field", field, "value", text)
	case minutes > MaxMinutes:
		return 0, msg.M("log.duration.too-long", "field", field, "minutes", minutes, "max", MaxMinutes/60)
	}
	return minutes, msg.Msg{}
}

var errNotWhole = errors.New("not whole minutes")

func minutesOf(text string) (int, error) {
	if n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSuffix(text, "min"), " ")); err == nil {
		return n, nil
	}
	if m := hoursMinutes.FindStringSubmatch(strings.TrimPrefix(text, "-")); m != nil {
		h, _ := strconv.Atoi(m[1])
		min, _ := strconv.Atoi(m[2])
		if min >= 60 {
			return 0, errNotWhole
		}
		if strings.HasPrefix(text, "-") {
			return -(h*60 + min), nil
		}
		return h*60 + min, nil
	}
	d, err := time.ParseDuration(text)
	if err != nil {
		return 0, err
	}
	if d%time.Minute != 0 {
		return 0, errNotWhole
	}
	return int(d / time.Minute), nil
}

// StartPlayer is who started a stored game: a tracked game's script tells
// it; a game from sheets has it in its log when it was given.
func StartPlayer(g store.Game) string {
	if name, ok := game.StartPlayer(g.Game, g.Input); ok {
		return name
	}
	return g.Log.StartPlayer
}

// Of is a stored game's log as it is shown: with a tracked game's start
// player.
func Of(g store.Game) store.PlayLog {
	log := g.Log
	log.StartPlayer = StartPlayer(g)
	return log
}

func anyList(names []string) []any {
	out := make([]any, len(names))
	for i, n := range names {
		out[i] = n
	}
	return out
}

// Minutes says a duration as a person reads it: 45 min, 2 h, 1 h 30 min.
func Minutes(minutes int) msg.Msg {
	h, m := minutes/60, minutes%60
	switch {
	case h == 0:
		return msg.M("log.minutes", "minutes", m)
	case m == 0:
		return msg.M("log.hours", "hours", h)
	}
	return msg.M("log.hours-minutes", "hours", h, "minutes", m)
}
