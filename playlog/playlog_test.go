package playlog_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/store"
)

var (
	paris = time.FixedZone("CET", 3600)
	now   = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
)

// TestReadAcceptsWhatATableTypes: every way of writing a time and a
// duration that the help shows is read, in local time; a time up to a day
// ahead is taken (another time zone, a clock slightly off).
func TestReadAcceptsWhatATableTypes(t *testing.T) {
	for _, c := range []struct {
		name string
		g    playlog.Given
		at   time.Time
		log  store.PlayLog
	}{
		{"nothing", playlog.Given{}, time.Time{}, store.PlayLog{}},
		{"date and time", playlog.Given{PlayedAt: "2026-11-26T20:00"}, time.Date(2026, 11, 26, 20, 0, 0, 0, paris), store.PlayLog{}},
		{"with a space", playlog.Given{PlayedAt: " 2026-11-26 20:00 "}, time.Date(2026, 11, 26, 20, 0, 0, 0, paris), store.PlayLog{}},
		{"a date alone is its start", playlog.Given{PlayedAt: "2026-11-26"}, time.Date(2026, 11, 26, 0, 0, 0, 0, paris), store.PlayLog{}},
		{"with its zone", playlog.Given{PlayedAt: "2026-11-26T20:00:00Z"}, time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC), store.PlayLog{}},
		{"later today", playlog.Given{PlayedAt: "2026-11-27T23:30"}, time.Date(2026, 11, 27, 23, 30, 0, 0, paris), store.PlayLog{}},
		{"45m", playlog.Given{Duration: "45m"}, time.Time{}, store.PlayLog{Minutes: 45}},
		{"minutes alone", playlog.Given{Duration: "45"}, time.Time{}, store.PlayLog{Minutes: 45}},
		{"45 min", playlog.Given{Duration: "45 min"}, time.Time{}, store.PlayLog{Minutes: 45}},
		{"1h30m", playlog.Given{Duration: "1h30m"}, time.Time{}, store.PlayLog{Minutes: 90}},
		{"1h30", playlog.Given{Duration: "1H30"}, time.Time{}, store.PlayLog{Minutes: 90}},
		{"1:05", playlog.Given{Duration: "1:05"}, time.Time{}, store.PlayLog{Minutes: 65}},
		{"2h", playlog.Given{Duration: "2h"}, time.Time{}, store.PlayLog{Minutes: 120}},
		{"a whole day", playlog.Given{Duration: "24h"}, time.Time{}, store.PlayLog{Minutes: 1440}},
		{"texts trimmed, start player as the game spells them", playlog.Given{Location: "  Café Zoo ", StartPlayer: "bob", Note: " a\r\nb "},
			time.Time{}, store.PlayLog{Location: "Café Zoo", StartPlayer: "Bob", Note: "a\nb"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			at, log, err := playlog.Read(c.g, playlog.Flags, "dice", []string{"Ann", "Bob"}, false, now, paris)
			if err != nil {
				t.Fatal(err)
			}
			if !at.Equal(c.at) || log != c.log {
				t.Errorf("Read = %v, %+v; want %v, %+v", at, log, c.at, c.log)
			}
		})
	}
}

// TestReadRefusesNamingTheField: a time more than a day ahead, a negative,
// zero or day-long duration, a start player who did not play (or one
// given for a tracked game), a text too long or with control characters
// are refused, each problem naming the field as it was given, all of them
// at once.
func TestReadRefusesNamingTheField(t *testing.T) {
	en := i18n.For(i18n.English)
	for _, c := range []struct {
		name    string
		g       playlog.Given
		tracked bool
		want    []string // in the English message, in order
	}{
		{"two days ahead", playlog.Given{PlayedAt: "2026-11-29"}, false, []string{`--played-at "2026-11-29" is more than a day ahead`}},
		{"next year by mistake", playlog.Given{PlayedAt: "2027-11-26T20:00"}, false, []string{"--played-at", "more than a day ahead"}},
		{"not a date", playlog.Given{PlayedAt: "yesterday"}, false, []string{`--played-at "yesterday" is not a date`}},
		{"a month 13", playlog.Given{PlayedAt: "2026-13-01"}, false, []string{"--played-at", "is not a date"}},
		{"negative", playlog.Given{Duration: "-45m"}, false, []string{`--duration "-45m" is negative`}},
		{"negative minutes", playlog.Given{Duration: "-45"}, false, []string{`--duration "-45" is negative`}},
		{"zero", playlog.Given{Duration: "0"}, false, []string{`--duration "0" is no time at all`}},
		{"seconds", playlog.Given{Duration: "45m30s"}, false, []string{`--duration "45m30s" is not a duration`}},
		{"more than a day", playlog.Given{Duration: "25h"}, false, []string{"--duration: 1,500 minutes is longer than a day"}},
		{"a start player who did not play", playlog.Given{StartPlayer: "Cy"}, false, []string{`--start-player "Cy" did not play this game: give Ann or Bob`}},
		{"a start player for a tracked game", playlog.Given{StartPlayer: "Ann"}, true, []string{"--start-player: a tracked game knows who started"}},
		{"a location with a line break", playlog.Given{Location: "Club\nRoom 2"}, false, []string{"--location holds a character", "U+000A"}},
		{"a long note", playlog.Given{Note: strings.Repeat("x", 1001)}, false, []string{"--note has 1,001 characters, and at most 1,000 are kept"}},
		{"all at once", playlog.Given{PlayedAt: "2030-01-01", Duration: "-1h", StartPlayer: "Zed"}, false,
			[]string{"--played-at", "; --duration", "; --start-player"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := playlog.Read(c.g, playlog.Flags, "dice", []string{"Ann", "Bob"}, c.tracked, now, paris)
			var e *playlog.Error
			if !errors.As(err, &e) {
				t.Fatalf("Read: %v, want a *playlog.Error", err)
			}
			said, at := en.Say(e.Say()), 0
			for _, w := range c.want {
				i := strings.Index(said[at:], w)
				if i < 0 {
					t.Fatalf("%q lacks %q (after position %d)", said, w, at)
				}
				at += i + len(w)
			}
		})
	}
}

// TestCheckNamesTheMembersOfALine: the same checks on a log read from an
// export line name its members.
func TestCheckNamesTheMembersOfALine(t *testing.T) {
	_, problems := playlog.Check(store.PlayLog{Minutes: -5, StartPlayer: "Cy"}, playlog.Members, []string{"Ann"})
	en := i18n.For(i18n.English)
	if len(problems) != 2 || !strings.HasPrefix(en.Say(problems[0]), `duration_minutes "-5" is negative`) ||
		!strings.HasPrefix(en.Say(problems[1]), `start_player "Cy" did not play`) {
		t.Errorf("problems %q", problems)
	}
}

// TestStartPlayerOfAStoredGame: a tracked game's script says who started,
// whatever its log holds; a game from sheets says it in its log.
func TestStartPlayerOfAStoredGame(t *testing.T) {
	tracked := store.Game{Game: "dice", Input: []byte(`{"players":["Ann","Bob"],"rounds":[[{"player":"Bob","took":["lion"]}]]}`)}
	sheets := store.Game{Game: "dice", Input: []byte(`{"players":[{"name":"Ann"},{"name":"Bob"}]}`), Log: store.PlayLog{StartPlayer: "Ann", Location: "Club"}}
	if got := playlog.Of(tracked); got.StartPlayer != "Bob" {
		t.Errorf("tracked: %+v", got)
	}
	if got := playlog.Of(sheets); got != sheets.Log {
		t.Errorf("sheets: %+v", got)
	}
}
