package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// leaderboardOptions is the whole input of leaderboard.
type leaderboardOptions struct {
	shared
	Game string // --game: one game's board; "" every game
}

func newCmdLeaderboard(f *factory, runF func(*leaderboardOptions) error) *cobra.Command {
	opts := &leaderboardOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "leaderboard",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			if runF != nil {
				return runF(opts)
			}
			return leaderboardRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Game, "game", "", "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func leaderboardRun(opts *leaderboardOptions) error {
	game, err := gameFlag(opts.Game)
	if err != nil {
		return err
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	rows, err := st.Leaderboard(opts.Ctx, game)
	if err != nil {
		return err
	}
	if opts.JSON {
		if rows == nil {
			rows = []store.BoardRow{}
		}
		writeJSON(opts.IO.Out, map[string]any{"players": rows})
		return nil
	}
	loc := opts.words()
	if len(rows) == 0 {
		fmt.Fprintln(opts.IO.Out, loc.T("cmd.leaderboard.empty"))
		return nil
	}
	t := boardTable(loc, rows)
	t.render(opts.IO.Out, opts.IO.Width, opts.bold)
	return nil
}

// boardTable is the leaderboard as a table, a row per player.
func boardTable(loc *i18n.Localizer, rows []store.BoardRow) *table {
	t := &table{header: headings(loc, "cmd.leaderboard.", "rank", "player", "games", "wins", "win-rate", "average", "best", "rating"), words: loc,
		right: map[int]bool{0: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true},
		wrap:  map[int]bool{1: true}} // a long name wraps, the numbers stay in line
	for i, r := range rows {
		t.addText(strconv.Itoa(i+1), r.Name, strconv.Itoa(r.Games), strconv.Itoa(r.Wins), percent(loc, r.WinRate),
			tenths(loc, r.Average), strconv.Itoa(r.Best), tenths(loc, r.Rating))
	}
	return t
}

// versusOptions is the whole input of versus.
type versusOptions struct {
	shared
	A, B string // the two players, as typed
	Game string // --game: one game's meetings; "" every game
}

func newCmdVersus(f *factory, runF func(*versusOptions) error) *cobra.Command {
	opts := &versusOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "versus A B",
		Args: exactArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.A, opts.B = c.Context(), args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return versusRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Game, "game", "", "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func versusRun(opts *versusOptions) error {
	game, err := gameFlag(opts.Game)
	if err != nil {
		return err
	}
	if scorer.NameKey(opts.A) == scorer.NameKey(opts.B) {
		// A misused command, not a database that cannot be used.
		return usage("cmd.versus.same-player", "a", opts.A, "b", opts.B)
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	v, err := st.Versus(opts.Ctx, opts.A, opts.B, game)
	if err != nil {
		return err
	}
	if opts.JSON {
		if v.Recent == nil {
			v.Recent = []store.VersusRow{}
		}
		writeJSON(opts.IO.Out, v)
		return nil
	}
	loc := opts.words()
	nameA, nameB := termtext.Visible(v.A), termtext.Visible(v.B)
	opts.println(loc.T("cmd.versus.games", "a", nameA, "b", nameB, "n", v.Games))
	if v.Games == 0 {
		return nil
	}
	opts.println(loc.Versus(nameA, nameB, v.AheadA, v.AheadB, v.Level) + "\n")
	t := table{header: []string{loc.T("cmd.history.id"), loc.T("cmd.history.played"), loc.T("cmd.history.game"), v.A, v.B},
		right: map[int]bool{0: true}, wrap: map[int]bool{3: true, 4: true}, words: loc}
	for _, r := range v.Recent {
		t.add(r.ID, loc.Date(r.PlayedAt.Local()), loc.GameName(r.Game),
			loc.T("cmd.versus.rank", "rank", r.RankA, "total", r.TotalA), loc.T("cmd.versus.rank", "rank", r.RankB, "total", r.TotalB))
	}
	t.render(opts.IO.Out, opts.IO.Width, opts.bold)
	return nil
}

// headings are a table's column headings, from the catalogs.
func headings(loc *i18n.Localizer, prefix string, ids ...string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = loc.T(prefix + id)
	}
	return out
}

// percent writes a share as a whole percentage with the language's
// spacing (100%, 100 %).
func percent(loc *i18n.Localizer, x float64) string { return loc.Percent(x, 0) }

// tenths writes a number with exactly one decimal and the language's
// decimal mark (24.0; 24,0).
func tenths(loc *i18n.Localizer, x float64) string { return loc.Tenths(x) }
