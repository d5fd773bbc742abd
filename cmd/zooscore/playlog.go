package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// The play log of a game (package playlog): when it was played, where,
// how long it took, who started, a note, given with the flags of score,
// play and edit, and shown by show and history.

// logOptions are the play log's flags of a command.
type logOptions struct {
	Log playlog.Given
	// Given are the flags typed (their names without --), even empty:
	// edit replaces only those, and an empty one clears its part.
	Given []string
}

// logFlags are the flags of the play log, in the order help lists them;
// --start-player only where the game's sheets do not tell it (score,
// edit).
var logFlags = []string{"played-at", "location", "duration", "start-player", "note"}

// addLogFlags adds the play log's flags to cmd (startPlayer: with
// --start-player), and reads which were typed before the command runs.
func addLogFlags(cmd *cobra.Command, o *logOptions, startPlayer bool) {
	fl := cmd.Flags()
	fl.StringVar(&o.Log.PlayedAt, "played-at", "", "")
	fl.StringVar(&o.Log.Location, "location", "", "")
	fl.StringVar(&o.Log.Duration, "duration", "", "")
	if startPlayer {
		fl.StringVar(&o.Log.StartPlayer, "start-player", "", "")
	}
	fl.StringVar(&o.Log.Note, "note", "", "")
	run := cmd.RunE
	cmd.RunE = func(c *cobra.Command, args []string) error {
		o.Given = nil
		for _, name := range logFlags {
			if f := c.Flags().Lookup(name); f != nil && f.Changed {
				o.Given = append(o.Given, name)
			}
		}
		return run(c, args)
	}
}

// readLog reads the play log given for a game of kind with these players
// (nil: not known yet, the start player is checked later), now: the time
// it was played (zero: when it is stored) and the rest, or a usage error
// (exit 2) that says every problem.
func (o *shared) readLog(given playlog.Given, kind string, players []string, tracked bool) (time.Time, store.PlayLog, error) {
	if players == nil {
		given.StartPlayer = ""
	}
	now := time.Now
	if o.Now != nil {
		now = o.Now
	}
	at, log, err := playlog.Read(given, playlog.Flags, kind, players, tracked, now(), time.Local)
	var e *playlog.Error
	if errors.As(err, &e) {
		return at, log, &usageError{msg: e.Say()}
	}
	return at, log, err
}

// seatNames are the players of a game in seating order, as its input
// (sheets or a play script) lists them, else in the order of its result.
func seatNames(input []byte, res scorer.Result) []string {
	var in struct{ Players []json.RawMessage }
	names := make([]string, 0, len(res.Players))
	if json.Unmarshal(input, &in) == nil {
		for _, raw := range in.Players {
			var p struct{ Name string }
			if json.Unmarshal(raw, &p.Name) != nil && json.Unmarshal(raw, &p) != nil {
				break
			}
			names = append(names, p.Name)
		}
	}
	if len(names) == len(res.Players) {
		return names
	}
	names = names[:0]
	for _, p := range res.Players {
		names = append(names, p.Name)
	}
	return names
}

// logged is a stored game as show --json gives it: the result object, as
// score printed it, with the time it was played and its play log.
type logged struct {
	scorer.Result
	PlayedAt time.Time `json:"played_at"`
	store.PlayLog
}

// printStored prints a stored game's result (res, in the language of the
// table) with its play log: after the heading in text, as members of the
// object with --json.
func (o *shared) printStored(res scorer.Result, sg store.Game, g gameKind) error {
	return o.printLogged(res, g, sg.PlayedAt, playlog.Of(sg), true)
}

// printSaved prints the result of a game just stored (score, play) at
// the time given, else now (sg.PlayedAt zero), with its play log: as
// show prints it with --json, and in text only when a part of the log
// was given (the time a game is entered needs no line).
func (o *shared) printSaved(res scorer.Result, sg store.Game, g gameKind) error {
	at := sg.PlayedAt
	if at.IsZero() {
		st, err := o.Store()
		if err != nil {
			return err
		}
		at = st.Now().UTC().Truncate(time.Second) // as the store keeps it
	}
	return o.printLogged(res, g, at, playlog.Of(sg), !sg.PlayedAt.IsZero() || !sg.Log.IsZero())
}

func (o *shared) printLogged(res scorer.Result, g gameKind, at time.Time, log store.PlayLog, lines bool) error {
	if o.JSON {
		writeJSON(o.IO.Out, logged{Result: o.words().ResultJSON(res), PlayedAt: at.UTC(), PlayLog: log})
		return nil
	}
	res = o.words().ResultJSON(res)
	var buf strings.Builder
	renderResult(&buf, o.words(), res, g.Name, o.IO.Width)
	heading, rest, _ := strings.Cut(buf.String(), "\n")
	fmt.Fprintln(o.IO.Out, heading)
	if lines {
		writeLogLines(o.IO.Out, o.words(), at, log, o.IO.Width)
	}
	io.WriteString(o.IO.Out, rest)
	return nil
}

// writeLogLines says a game's play log in two lines at most: when, where,
// how long and who started on the first, the note on the second.
func writeLogLines(w io.Writer, loc *i18n.Localizer, at time.Time, log store.PlayLog, width int) {
	parts := []string{loc.T("log.line.played-at", "when", loc.DateTime(at.Local()))}
	if log.Location != "" {
		parts = append(parts, loc.T("log.line.location", "place", termtext.Visible(log.Location)))
	}
	if log.Minutes != 0 {
		parts = append(parts, loc.T("log.line.duration", "duration", loc.Say(playlog.Minutes(log.Minutes))))
	}
	if log.StartPlayer != "" {
		parts = append(parts, loc.T("log.line.start-player", "name", termtext.Visible(log.StartPlayer)))
	}
	fmt.Fprintln(w, wrap(strings.Join(parts, " · "), width, "  "))
	if log.Note != "" {
		for i, line := range strings.Split(log.Note, "\n") {
			if i == 0 {
				line = loc.T("log.line.note", "note", line)
			}
			fmt.Fprintln(w, wrap(termtext.Visible(line), width, "  "))
		}
	}
}

// editLog replaces the parts of a stored game's play log that were given
// (an empty flag clears its part), and its time when --played-at was
// given, without asking for its sheets again. A correction of the sheets
// (--input) is made on its own: together, a log that cannot be stored
// would leave the game half corrected.
func (o *shared) editLog(ctx context.Context, sg store.Game, g gameKind, input string, lo logOptions) error {
	if input != "" {
		return usage("cmd.edit.log-with-input", "id", int(sg.ID), "flags", "--"+strings.Join(lo.Given, ", --"))
	}
	given := playlog.Given{Location: sg.Log.Location, StartPlayer: sg.Log.StartPlayer, Note: sg.Log.Note}
	if sg.Log.Minutes != 0 {
		given.Duration = fmt.Sprint(sg.Log.Minutes)
	}
	for _, name := range lo.Given {
		switch name {
		case "played-at":
			given.PlayedAt = lo.Log.PlayedAt
		case "location":
			given.Location = lo.Log.Location
		case "duration":
			given.Duration = lo.Log.Duration
		case "start-player":
			given.StartPlayer = lo.Log.StartPlayer
		case "note":
			given.Note = lo.Log.Note
		}
	}
	at, log, err := o.readLog(given, g.Name, seatNames(sg.Input, sg.Result), game.IsScript(g.Name, sg.Input))
	if err != nil {
		return err
	}
	st, err := o.Store()
	if err != nil {
		return err
	}
	if err := st.SetLog(ctx, sg.ID, store.Game{PlayedAt: at, Log: log}); err != nil {
		return err
	}
	if sg, err = st.Get(ctx, sg.ID); err != nil {
		return err
	}
	return o.printStored(o.fresh(sg, g), sg, g)
}

// completeLocation offers the places games were played at, the most
// recent first.
func (f *factory) completeLocation(c *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	var out []string
	f.readOnly(c.Context(), func(ctx context.Context, st *store.Store) error {
		places, err := st.Locations(ctx, completionLimit)
		for _, p := range places {
			if strings.HasPrefix(strings.ToLower(p), strings.ToLower(toComplete)) && termtext.Visible(p) == p {
				out = append(out, p)
			}
		}
		return err
	})
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
}
