package main

import (
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// historyOptions is the whole input of history.
type historyOptions struct {
	shared
	Filter store.Filter // --game, --player, --limit, --offset; Since from Since
	Since  string       // --since DATE
}

func newCmdHistory(f *factory, runF func(*historyOptions) error) *cobra.Command {
	opts := &historyOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "history",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			if runF != nil {
				return runF(opts)
			}
			return historyRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Filter.Game, "game", "", "")
	cmd.Flags().StringVar(&opts.Filter.Player, "player", "", "")
	cmd.Flags().StringVar(&opts.Filter.Location, "location", "", "")
	cmd.Flags().StringVar(&opts.Since, "since", "", "")
	cmd.Flags().IntVar(&opts.Filter.Limit, "limit", 50, "")
	cmd.Flags().IntVar(&opts.Filter.Offset, "offset", 0, "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func historyRun(opts *historyOptions) error {
	f := opts.Filter
	var err error
	if f.Game, err = gameFlag(f.Game); err != nil {
		return err
	}
	if f.Limit < 0 || f.Offset < 0 {
		return usage("cmd.history.negative", "limit", f.Limit, "offset", f.Offset)
	}
	if opts.Since != "" {
		// The day begins at midnight where the listing shows its
		// times (local time), and a game played then is in it.
		t, err := time.ParseInLocation("2006-01-02", opts.Since, time.Local)
		if err != nil {
			return usage("cmd.history.since", "since", opts.Since)
		}
		f.Since = t
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	games, err := st.History(opts.Ctx, f)
	if err != nil {
		return err
	}
	if opts.JSON {
		if games == nil {
			games = []store.Summary{}
		}
		writeJSON(opts.IO.Out, map[string]any{"games": games})
		return nil
	}
	return opts.renderHistory(games, f)
}

func (opts *historyOptions) renderHistory(games []store.Summary, f store.Filter) error {
	loc := opts.words()
	if len(games) == 0 {
		opts.println(noGamesLine(loc, f))
		return nil
	}
	t := table{header: []string{loc.T("cmd.history.id"), loc.T("cmd.history.played"), loc.T("cmd.history.game"),
		loc.T("cmd.history.status"), loc.T("cmd.history.players")}, right: map[int]bool{0: true}, words: loc}
	// Where each game was played, in a column of its own when a listed
	// game's play log says it.
	places := slices.ContainsFunc(games, func(g store.Summary) bool { return g.Location != "" })
	if places {
		t.header = slices.Insert(t.header, 4, loc.T("cmd.history.location"))
		t.wrap = map[int]bool{4: true, 5: true}
	}
	for _, g := range games {
		// A list wraps between players: at 60 columns every player is
		// still shown, on the row's continuation lines.
		var players termtext.List
		for _, p := range g.Players {
			players = append(players, loc.T("cmd.history.player", "rank", p.Rank, "name", p.Name, "total", p.Total))
		}
		row := []any{g.ID, loc.DateTime(g.PlayedAt.Local()), loc.GameName(g.Game), statusWord(loc, g.Status), players}
		if places {
			row = slices.Insert(row, 4, any(termtext.Visible(g.Location)))
		}
		t.add(row...)
	}
	t.render(opts.IO.Out, opts.IO.Width, opts.bold)
	return nil
}

// statusWord is a game's status as the table says it: finished, in
// progress.
func statusWord(loc *i18n.Localizer, status string) string {
	if status == scorer.StatusInProgress {
		return loc.T("cmd.status.in-progress")
	}
	return loc.T("cmd.status.finished")
}

// noGamesLine says why history is empty: nothing stored at all, or nothing
// that passes the filters given (which a table should not read as an empty
// database).
func noGamesLine(loc *i18n.Localizer, f store.Filter) string {
	var only []any
	if f.Game != "" {
		only = append(only, msg.M("cmd.history.only-game", "game", loc.GameName(f.Game)))
	}
	if f.Player != "" {
		only = append(only, msg.M("cmd.history.only-player", "name", strings.TrimSpace(f.Player)))
	}
	if !f.Since.IsZero() {
		only = append(only, msg.M("cmd.history.only-since", "date", loc.Date(f.Since)))
	}
	if f.Location != "" {
		only = append(only, msg.M("cmd.history.only-location", "location", strings.TrimSpace(f.Location)))
	}
	if f.Offset > 0 {
		only = append(only, msg.M("cmd.history.only-after", "n", f.Offset))
	}
	if len(only) == 0 {
		return loc.T("cmd.history.empty")
	}
	return loc.T("cmd.history.none-matches", "filters", msg.List{Items: only})
}
