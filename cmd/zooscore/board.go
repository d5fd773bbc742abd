package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"golang.org/x/text/message"
	"golang.org/x/text/number"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

func (a *app) newLeaderboardCmd() *cobra.Command {
	var game string
	cmd := &cobra.Command{
		Use:  "leaderboard",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			game, err := gameFlag(game)
			if err != nil {
				return err
			}
			st, err := a.store()
			if err != nil {
				return err
			}
			rows, err := st.Leaderboard(c.Context(), game)
			if err != nil {
				return err
			}
			if a.jsonOut {
				if rows == nil {
					rows = []store.BoardRow{}
				}
				writeJSON(a.io.Out, map[string]any{"players": rows})
				return nil
			}
			loc := a.words()
			if len(rows) == 0 {
				fmt.Fprintln(a.io.Out, loc.T("cmd.leaderboard.empty"))
				return nil
			}
			t := table{header: headings(loc, "cmd.leaderboard.", "rank", "player", "games", "wins", "win-rate", "average", "best", "rating"), words: loc,
				right: map[int]bool{0: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true},
				wrap:  map[int]bool{1: true}} // a long name wraps, the numbers stay in line
			for i, r := range rows {
				t.add(i+1, r.Name, r.Games, r.Wins, percent(loc, r.WinRate), tenths(loc, r.Average), r.Best, tenths(loc, r.Rating))
			}
			t.render(a.io.Out, a.io.Width, a.bold)
			return nil
		},
	}
	cmd.Flags().StringVar(&game, "game", "", "")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	return cmd
}

func (a *app) newVersusCmd() *cobra.Command {
	var game string
	cmd := &cobra.Command{
		Use:  "versus A B",
		Args: exactArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			game, err := gameFlag(game)
			if err != nil {
				return err
			}
			if scorer.NameKey(args[0]) == scorer.NameKey(args[1]) {
				// A misused command, not a database that cannot be used.
				return usage("cmd.versus.same-player", "a", args[0], "b", args[1])
			}
			st, err := a.store()
			if err != nil {
				return err
			}
			v, err := st.Versus(c.Context(), args[0], args[1], game)
			if err != nil {
				return err
			}
			if a.jsonOut {
				if v.Recent == nil {
					v.Recent = []store.VersusRow{}
				}
				writeJSON(a.io.Out, v)
				return nil
			}
			loc := a.words()
			nameA, nameB := prompts.Visible(v.A), prompts.Visible(v.B)
			a.println(loc.T("cmd.versus.games", "a", nameA, "b", nameB, "n", v.Games))
			if v.Games == 0 {
				return nil
			}
			a.println(loc.Versus(nameA, nameB, v.AheadA, v.AheadB, v.Level) + "\n")
			t := table{header: []string{loc.T("cmd.history.id"), loc.T("cmd.history.played"), loc.T("cmd.history.game"), v.A, v.B},
				right: map[int]bool{0: true}, wrap: map[int]bool{3: true, 4: true}, words: loc}
			for _, r := range v.Recent {
				t.add(r.ID, loc.Date(r.PlayedAt.Local()), loc.GameName(r.Game),
					loc.T("cmd.versus.rank", "rank", r.RankA, "total", r.TotalA), loc.T("cmd.versus.rank", "rank", r.RankB, "total", r.TotalB))
			}
			t.render(a.io.Out, a.io.Width, a.bold)
			return nil
		},
	}
	cmd.Flags().StringVar(&game, "game", "", "")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	return cmd
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
func tenths(loc *i18n.Localizer, x float64) string {
	return message.NewPrinter(loc.Lang().Tag()).Sprint(number.Decimal(x, number.Scale(1)))
}
