package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/clubsync"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// The command sync: its flags, what it prints, its progress bar; the
// deciding and the moving are package clubsync's.

// syncOptions is the whole input of sync.
type syncOptions struct {
	shared
	URL      string   // URL: the join link, or the server's address with --code
	Code     string   // --code: the join code (or the read code, to receive only)
	KeepHere []string // --keep-here UUID: a conflict settled for this computer's game
	KeepClub []string // --keep-club UUID: a conflict settled for the club's game
}

func newCmdSync(f *factory, runF func(*syncOptions) error) *cobra.Command {
	opts := &syncOptions{shared: f.shared(createStore)}
	cmd := &cobra.Command{
		Use:  "sync URL",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.URL = c.Context(), args[0]
			if opts.Code == "" {
				opts.Code = f.env("ZOOSCORE_CODE")
			}
			if runF != nil {
				return runF(opts)
			}
			return syncRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Code, "code", "", "")
	cmd.Flags().StringArrayVar(&opts.KeepHere, "keep-here", nil, "")
	cmd.Flags().StringArrayVar(&opts.KeepClub, "keep-club", nil, "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func syncRun(opts *syncOptions) error {
	remote, err := clubsync.ParseRemote(opts.URL, opts.Code)
	if err != nil {
		return err
	}
	remote.Lang = string(opts.words().Lang())
	st, err := opts.Store()
	if err != nil {
		return err
	}
	bar := opts.progressBar()
	rep, err := clubsync.Sync(opts.Ctx, clubsync.Options{Local: st, Remote: remote,
		KeepHere: opts.KeepHere, KeepClub: opts.KeepClub, Progress: bar.show})
	bar.clear()
	if rep.Received+rep.DeletedHere > 0 {
		// The leaderboards of the games received, now, as import does.
		if uerr := st.UpdateLeaderboards(opts.Ctx, append([]string{""}, gameNameList()...)...); err == nil {
			err = uerr
		}
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		opts.refusedWords(&rep)
		writeJSON(opts.IO.Out, syncJSON(rep))
		return nil
	}
	opts.sayReport(rep)
	return nil
}

// sayReport says what a sync did, and every game it left, with the
// commands that settle each conflict. The commands are printed whole, on a
// line each, never wrapped: they are to be copied.
func (o *syncOptions) sayReport(rep clubsync.Report) {
	o.println(o.t("cmd.sync.done", "address", rep.Remote, "sent", msg.M("cmd.sync.sent", "n", rep.Sent),
		"received", msg.M("cmd.sync.received", "n", rep.Received), "alike", msg.M("cmd.sync.alike", "n", rep.Alike)))
	if rep.DeletedHere+rep.DeletedThere > 0 {
		o.println(o.t("cmd.sync.deleted", "here", msg.M("cmd.sync.deleted-here", "n", rep.DeletedHere),
			"there", msg.M("cmd.sync.deleted-there", "n", rep.DeletedThere)))
	}
	for _, u := range rep.NoConflict {
		o.println(o.t("cmd.sync.no-conflict", "uuid", u))
	}
	if rep.ReadOnly {
		o.println(o.t("cmd.sync.read-only", "n", rep.Unsent))
	}
	if len(rep.Moving) > 0 {
		o.println(o.t("cmd.sync.moving", "n", len(rep.Moving)))
	}
	for _, r := range rep.Refused {
		var why []string
		for _, n := range r.Errors { // said by the server, in this command's language
			why = append(why, n.Message+" ["+n.Rule+"]")
		}
		if !r.Msg.IsZero() {
			why = append(why, o.words().Say(r.Msg)+" ["+r.Msg.ID+"]")
		}
		o.println(o.t("cmd.sync.refused-there", "uuid", r.UUID, "why", strings.Join(why, "; ")))
	}
	for _, r := range rep.RefusedHere {
		o.println(o.t("cmd.sync.refused-here", "uuid", r.UUID, "why", errorText(o.words(), r.Err)))
	}
	if len(rep.Conflicts) == 0 {
		return
	}
	o.println(o.t("cmd.sync.conflicts", "n", len(rep.Conflicts)))
	for _, c := range rep.Conflicts {
		o.println("  " + o.conflictName(c))
		for _, keep := range []string{"here", "club"} {
			fmt.Fprintln(o.IO.Out, "    "+o.t("cmd.sync.keep-"+keep, "command", "zooscore sync "+o.URL+" --keep-"+keep+" "+c.UUID))
		}
	}
}

// conflictName names a conflict's game as delete does, with what became
// of it on each side.
func (o *syncOptions) conflictName(c clubsync.Conflict) string {
	g := c.Game
	var names []string
	for _, p := range g.Result.Players {
		names = append(names, p.Name)
	}
	what := o.t("cmd.sync.side."+c.Here+".here") + ", " + o.t("cmd.sync.side."+c.There+".there")
	if g.Game == "" {
		return o.t("cmd.sync.conflict-unread", "uuid", c.UUID, "what", what)
	}
	if g.ID == 0 {
		return o.t("cmd.sync.conflict-club", "game", o.words().GameName(g.Game), "players", msg.Names(names),
			"date", o.words().Date(g.PlayedAt.Local()), "what", what)
	}
	return o.t("cmd.sync.conflict", "id", int(g.ID), "game", o.words().GameName(g.Game), "players", msg.Names(names),
		"date", o.words().Date(g.PlayedAt.Local()), "what", what)
}

// syncJSON is the report as --json prints it: the counts, and each game
// left with its id here (0 when only the club has it), game, time and
// players.
func syncJSON(rep clubsync.Report) any {
	type conflict struct {
		clubsync.Conflict
		ID       int64     `json:"id"`
		Game     string    `json:"game"`
		PlayedAt time.Time `json:"played_at"`
		Players  []string  `json:"players"`
	}
	out := struct {
		clubsync.Report
		Conflicts []conflict `json:"conflicts"`
	}{Report: rep, Conflicts: []conflict{}}
	for _, c := range rep.Conflicts {
		j := conflict{Conflict: c, ID: c.Game.ID, Game: c.Game.Game, PlayedAt: c.Game.PlayedAt.UTC(), Players: []string{}}
		for _, p := range c.Game.Result.Players {
			j.Players = append(j.Players, p.Name)
		}
		out.Conflicts = append(out.Conflicts, j)
	}
	if out.Moving == nil {
		out.Moving = []string{}
	}
	if out.NoConflict == nil {
		out.NoConflict = []string{}
	}
	if out.Refused == nil {
		out.Refused = []clubsync.Refused{}
	}
	if out.RefusedHere == nil {
		out.RefusedHere = []clubsync.Refused{}
	}
	return out
}

// refusedWords puts into words why a game was not sent, or not stored
// here, for --json.
func (o *syncOptions) refusedWords(rep *clubsync.Report) {
	for i, r := range rep.Refused {
		if !r.Msg.IsZero() {
			rep.Refused[i].Errors = append(r.Errors, scorer.Note{Rule: r.Msg.ID, Message: o.words().Say(r.Msg)})
		}
	}
	for i, r := range rep.RefusedHere {
		rep.RefusedHere[i].Errors = errorNotes(o.words(), r.Err)
	}
}

// progress draws a bar on standard error while a long sync moves games,
// when standard error is a terminal and the output is not JSON.
type progress struct {
	o     *syncOptions
	drawn bool
	last  time.Time
}

// progressAt is how many games a sync moves before it draws a bar: fewer
// take well under a second.
const progressAt = 400

func (o *syncOptions) progressBar() *progress { return &progress{o: o} }

func (p *progress) show(done, total int) {
	o := p.o
	if o.JSON || o.IO.ErrWidth <= 0 || total < progressAt {
		return
	}
	if done < total && time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.last = time.Now()
	width := min(30, o.IO.ErrWidth/3)
	full := width * done / total
	text := o.t("cmd.sync.progress", "done", done, "total", msg.M("cmd.sync.games", "n", total))
	fmt.Fprintf(o.IO.ErrOut, "\r[%s%s] %s", strings.Repeat("#", full), strings.Repeat("-", width-full), text)
	p.drawn = true
}

func (p *progress) clear() {
	if p.drawn {
		fmt.Fprint(p.o.IO.ErrOut, "\r\033[K")
	}
}
