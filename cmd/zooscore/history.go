package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

func (a *app) newHistoryCmd() *cobra.Command {
	var (
		f     store.Filter
		since string
	)
	cmd := &cobra.Command{
		Use:   "history",
		Short: "List stored games, newest first",
		Example: `  zooscore history
  zooscore history --game dice --player ann --since 2026-01-01 --json`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			var err error
			if f.Game, err = gameFlag(f.Game); err != nil {
				return err
			}
			if f.Limit < 0 || f.Offset < 0 {
				return usagef("--limit %d --offset %d: give whole numbers from 0 (--limit 0 shows every game)", f.Limit, f.Offset)
			}
			if since != "" {
				t, err := time.Parse("2006-01-02", since)
				if err != nil {
					return usagef("--since %q: give a date as YYYY-MM-DD", since)
				}
				f.Since = t
			}
			st, err := a.store()
			if err != nil {
				return err
			}
			games, err := st.History(c.Context(), f)
			if err != nil {
				return err
			}
			if a.jsonOut {
				if games == nil {
					games = []store.Summary{}
				}
				writeJSON(a.io.Out, map[string]any{"games": games})
				return nil
			}
			return a.renderHistory(games, f)
		},
	}
	cmd.Flags().StringVar(&f.Game, "game", "", "only games of this kind: dice, junior or zoosim")
	cmd.Flags().StringVar(&f.Player, "player", "", "only games this player played (any letter case)")
	cmd.Flags().StringVar(&since, "since", "", "only games played on or after this date (YYYY-MM-DD)")
	cmd.Flags().IntVar(&f.Limit, "limit", 50, "show at most this many games (0 for all)")
	cmd.Flags().IntVar(&f.Offset, "offset", 0, "skip this many of the newest games")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the games as one JSON object")
	return cmd
}

func (a *app) renderHistory(games []store.Summary, f store.Filter) error {
	if len(games) == 0 {
		a.println(noGamesLine(f))
		return nil
	}
	t := table{header: []string{"ID", "PLAYED", "GAME", "STATUS", "PLAYERS (rank, name, points)"}, right: map[int]bool{0: true}}
	for _, g := range games {
		// A list wraps between players: at 60 columns every player is
		// still shown, on the row's continuation lines.
		var players prompts.List
		for _, p := range g.Players {
			players = append(players, fmt.Sprintf("%d. %s %d", p.Rank, p.Name, p.Total))
		}
		status := "finished"
		if g.Status == scorer.StatusInProgress {
			status = "in progress"
		}
		t.add(g.ID, g.PlayedAt.Local().Format("2006-01-02 15:04"), g.Game, status, players)
	}
	t.render(a.io.Out, a.io.Width, a.bold)
	return nil
}

// noGamesLine says why history is empty: nothing stored at all, or nothing
// that passes the filters given (which a table should not read as an empty
// database).
func noGamesLine(f store.Filter) string {
	var only []string
	if f.Game != "" {
		only = append(only, f.Game+" games")
	}
	if f.Player != "" {
		only = append(only, fmt.Sprintf("games of %q", strings.TrimSpace(f.Player)))
	}
	if !f.Since.IsZero() {
		only = append(only, "games since "+f.Since.Format("2006-01-02"))
	}
	if f.Offset > 0 {
		only = append(only, fmt.Sprintf("games after the newest %d", f.Offset))
	}
	if len(only) == 0 {
		return "No games stored yet: score one with zooscore score dice."
	}
	return "No stored game matches (" + strings.Join(only, ", ") + "): try zooscore history without filters."
}

func (a *app) newShowCmd() *cobra.Command {
	var written bool
	cmd := &cobra.Command{
		Use:     "show ID",
		Short:   "Show a stored game with every player's breakdown",
		Example: "  zooscore show 42\n  zooscore show 42 --json\n  zooscore show 42 --notation > game.txt",
		Args:    cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			sg, g, err := a.stored(c.Context(), args[0])
			if err != nil {
				return err
			}
			if written {
				return a.showNotation(sg, g)
			}
			return a.printResult(sg.Result, g)
		},
	}
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the game as one JSON object")
	cmd.Flags().BoolVar(&written, "notation", false, "print a tracked game as text, one line per take or auction (zooscore play GAME --input reads it back)")
	return cmd
}

// gameFlag checks a --game value and gives the game's canonical name; ""
// stays "" (every game).
func gameFlag(name string) (string, error) {
	if name == "" {
		return "", nil
	}
	g, err := lookupGame(name)
	return g.name, err
}

// get reads a stored game with its kind.
func (a *app) get(ctx context.Context, id int64) (store.Game, gameKind, error) {
	st, err := a.store()
	if err != nil {
		return store.Game{}, gameKind{}, err
	}
	sg, err := st.Get(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return sg, gameKind{}, fmt.Errorf("%w: zooscore history lists the stored games and their ids", err)
	}
	if err != nil {
		return sg, gameKind{}, err
	}
	g, err := lookupGame(sg.Game)
	return sg, g, err
}

// stored reads the stored game whose id a player typed.
func (a *app) stored(ctx context.Context, arg string) (store.Game, gameKind, error) {
	id, err := parseID(arg)
	if err != nil {
		return store.Game{}, gameKind{}, err
	}
	return a.get(ctx, id)
}

func parseID(s string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimPrefix(s, "#"), 10, 64)
	if errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(s, "-") {
		return 0, usagef("%q is too large for a game id: give the number history shows", s)
	}
	if err != nil || id <= 0 {
		return 0, usagef("%q is not a game id: give the number history shows", s)
	}
	return id, nil
}

// seatedNames are the players of a listed game in seating order, as its play
// script lists them; a game scored from sheets (or one that cannot be read)
// keeps the order of the listing, which is the ranking.
func (a *app) seatedNames(ctx context.Context, st *store.Store, s store.Summary) []string {
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	g, err := st.Get(ctx, s.ID)
	if err != nil {
		return names
	}
	var script struct{ Players []string }
	if json.Unmarshal(g.Input, &script) != nil || len(script.Players) != len(names) {
		return names
	}
	return script.Players
}
