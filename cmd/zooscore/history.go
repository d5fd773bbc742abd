package main

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
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
		Use:  "history",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			var err error
			if f.Game, err = gameFlag(f.Game); err != nil {
				return err
			}
			if f.Limit < 0 || f.Offset < 0 {
				return usage("cmd.history.negative", "limit", f.Limit, "offset", f.Offset)
			}
			if since != "" {
				// The day begins at midnight where the listing shows its
				// times (local time), and a game played then is in it.
				t, err := time.ParseInLocation("2006-01-02", since, time.Local)
				if err != nil {
					return usage("cmd.history.since", "since", since)
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
	cmd.Flags().StringVar(&f.Game, "game", "", "")
	cmd.Flags().StringVar(&f.Player, "player", "", "")
	cmd.Flags().StringVar(&since, "since", "", "")
	cmd.Flags().IntVar(&f.Limit, "limit", 50, "")
	cmd.Flags().IntVar(&f.Offset, "offset", 0, "")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	return cmd
}

func (a *app) renderHistory(games []store.Summary, f store.Filter) error {
	loc := a.words()
	if len(games) == 0 {
		a.println(noGamesLine(loc, f))
		return nil
	}
	t := table{header: []string{loc.T("cmd.history.id"), loc.T("cmd.history.played"), loc.T("cmd.history.game"),
		loc.T("cmd.history.status"), loc.T("cmd.history.players")}, right: map[int]bool{0: true}, words: loc}
	for _, g := range games {
		// A list wraps between players: at 60 columns every player is
		// still shown, on the row's continuation lines.
		var players prompts.List
		for _, p := range g.Players {
			players = append(players, loc.T("cmd.history.player", "rank", p.Rank, "name", p.Name, "total", p.Total))
		}
		t.add(g.ID, loc.DateTime(g.PlayedAt.Local()), loc.GameName(g.Game), statusWord(loc, g.Status), players)
	}
	t.render(a.io.Out, a.io.Width, a.bold)
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
		only = append(only, scorer.M("cmd.history.only-game", "game", loc.GameName(f.Game)))
	}
	if f.Player != "" {
		only = append(only, scorer.M("cmd.history.only-player", "name", strings.TrimSpace(f.Player)))
	}
	if !f.Since.IsZero() {
		only = append(only, scorer.M("cmd.history.only-since", "date", loc.Date(f.Since)))
	}
	if f.Offset > 0 {
		only = append(only, scorer.M("cmd.history.only-after", "n", f.Offset))
	}
	if len(only) == 0 {
		return loc.T("cmd.history.empty")
	}
	return loc.T("cmd.history.none-matches", "filters", scorer.List{Items: only})
}

func (a *app) newShowCmd() *cobra.Command {
	var written bool
	cmd := &cobra.Command{
		Use:  "show ID",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			sg, g, err := a.stored(c.Context(), args[0])
			if err != nil {
				return err
			}
			if written {
				return a.showNotation(sg, g)
			}
			return a.printResult(a.fresh(sg, g), g)
		},
	}
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	cmd.Flags().BoolVar(&written, "notation", false, "")
	return cmd
}

// gameFlag checks a --game value and gives the game's canonical name; ""
// stays "" (every game).
func gameFlag(name string) (string, error) {
	if name == "" {
		return "", nil
	}
	g, err := lookupGame(name)
	return g.Name, err
}

// get reads a stored game with its kind.
func (a *app) get(ctx context.Context, id int64) (store.Game, gameKind, error) {
	st, err := a.store()
	if err != nil {
		return store.Game{}, gameKind{}, err
	}
	sg, err := st.Get(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return sg, gameKind{}, said(err, "cmd.game-not-found")
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
		return 0, usage("cmd.id.too-large", "id", s)
	}
	if err != nil || id <= 0 {
		return 0, usage("cmd.id.not-an-id", "id", s)
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
