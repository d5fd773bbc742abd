package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

func (a *app) newLeaderboardCmd() *cobra.Command {
	var game string
	cmd := &cobra.Command{
		Use:   "leaderboard",
		Short: "Rank the players of finished games by rating",
		Long: `Rank every player of the finished games: games, wins (a shared first place is
a win for each), win rate, average and best score, and a rating.

The rating is Weng-Lin's Bayesian rating with the Plackett-Luce model, as
OpenSkill computes it (mu 25, sigma 25/3 for a newcomer); the number shown is
mu - 3 sigma, a value the player is very likely above. It is replayed from the
stored ranks in the order the games were played.`,
		Example: "  zooscore leaderboard\n  zooscore leaderboard --game junior --json",
		Args:    cobra.NoArgs,
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
			if len(rows) == 0 {
				fmt.Fprintln(a.io.Out, "No finished games yet.")
				return nil
			}
			t := table{header: []string{"#", "PLAYER", "GAMES", "WINS", "WIN RATE", "AVERAGE", "BEST", "RATING"},
				right: map[int]bool{0: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true},
				wrap:  map[int]bool{1: true}} // a long name wraps, the numbers stay in line
			for i, r := range rows {
				t.add(i+1, r.Name, r.Games, r.Wins, fmt.Sprintf("%.0f%%", 100*r.WinRate), fmt.Sprintf("%.1f", r.Average), r.Best, fmt.Sprintf("%.1f", r.Rating))
			}
			t.render(a.io.Out, a.io.Width, a.bold)
			return nil
		},
	}
	cmd.Flags().StringVar(&game, "game", "", "only games of this kind: dice, junior or zoosim")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the leaderboard as one JSON object")
	return cmd
}

func (a *app) newVersusCmd() *cobra.Command {
	var game string
	cmd := &cobra.Command{
		Use:     "versus A B",
		Short:   "Head to head: the finished games two players played together",
		Example: "  zooscore versus Ann Bob\n  zooscore versus ann bob --game dice --json",
		Args:    cobra.ExactArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			game, err := gameFlag(game)
			if err != nil {
				return err
			}
			if scorer.NameKey(args[0]) == scorer.NameKey(args[1]) {
				// A misused command, not a database that cannot be used.
				return usagef("%q and %q are the same player: name two different players", args[0], args[1])
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
			nameA, nameB := prompts.Visible(v.A), prompts.Visible(v.B)
			a.println(fmt.Sprintf("%s and %s played %d finished %s together.", nameA, nameB, v.Games, plural(v.Games, "game", "games")))
			if v.Games == 0 {
				return nil
			}
			a.println(fmt.Sprintf("%s finished ahead %s, %s %s, level %s.\n", nameA, times(v.AheadA), nameB, times(v.AheadB), times(v.Level)))
			t := table{header: []string{"ID", "PLAYED", "GAME", v.A, v.B}, right: map[int]bool{0: true}, wrap: map[int]bool{3: true, 4: true}}
			for _, r := range v.Recent {
				t.add(r.ID, r.PlayedAt.Local().Format("2006-01-02"), r.Game,
					fmt.Sprintf("rank %d, %d", r.RankA, r.TotalA), fmt.Sprintf("rank %d, %d", r.RankB, r.TotalB))
			}
			t.render(a.io.Out, a.io.Width, a.bold)
			return nil
		},
	}
	cmd.Flags().StringVar(&game, "game", "", "only games of this kind: dice, junior or zoosim")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the comparison as one JSON object")
	return cmd
}

// times says how often: "once", "2 times", "0 times".
func times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// zooSimBoard is where every zoo of a tracked ZooSim game stands, as a
// table fitted to the terminal.
func zooSimBoard(t *zoosim.Tracker, width int) []string {
	tb := table{header: []string{"player", "coins", "tiles", "visitors", "trees", "benches", "bushes", "best enclosures"},
		right: map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 6: true}, wrap: map[int]bool{0: true, 7: true}}
	for _, s := range t.Standings() {
		best := prompts.List{}
		for _, c := range zoosim.Categories {
			if s.Best[c] > 0 {
				best = append(best, fmt.Sprintf("%s %d", c, s.Best[c]))
			}
		}
		if len(best) == 0 {
			best = prompts.List{"-"}
		}
		tb.add(s.Name, s.Coins, s.Tiles, s.Visitors, s.Trees, s.Benches, s.Bushes, best)
	}
	head, rows := tb.layout().Lines(width)
	return append(head, rows...)
}
