package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/profile"
	"github.com/zooscore/zooscore/termtext"
)

// playerOptions is the whole input of player.
type playerOptions struct {
	shared
	Name string // NAME, as typed
	Game string // --game: one game's figures; "" every game
}

func newCmdPlayer(f *factory, runF func(*playerOptions) error) *cobra.Command {
	opts := &playerOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "player NAME",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.Name = c.Context(), args[0]
			if runF != nil {
				return runF(opts)
			}
			return playerRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Game, "game", "", "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func playerRun(opts *playerOptions) error {
	game, err := gameFlag(opts.Game)
	if err != nil {
		return err
	}
	if strings.TrimSpace(opts.Name) == "" {
		return usage("cmd.player.no-name")
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	r, err := st.Player(opts.Ctx, opts.Name, game)
	if err != nil {
		return err
	}
	if opts.JSON {
		writeJSON(opts.IO.Out, r)
		return nil
	}
	opts.renderPlayer(r)
	return nil
}

// renderPlayer prints a player's page: the figures, the ratings in words,
// head to head, and a chart for each game.
func (opts *playerOptions) renderPlayer(r profile.Report) {
	loc := opts.words()
	name := termtext.Visible(r.Name)
	if r.Games == 0 {
		if r.Game != "" {
			opts.println(loc.T("cmd.player.none-of", "name", name, "game", loc.GameName(r.Game)))
		} else {
			opts.println(loc.T("cmd.player.none", "name", name))
		}
		return
	}
	opts.println(loc.T("cmd.player.summary", "name", name, "n", r.Games,
		"wins", msg.M("cmd.player.wins", "n", r.Wins), "rate", percent(loc, r.WinRate)))
	if r.Wins == 0 {
		opts.println(loc.T("cmd.player.no-wins"))
	} else {
		opts.println(loc.T("cmd.player.streak", "current", r.Streak.Current, "longest", r.Streak.Longest))
	}
	opts.println("")
	opts.figuresTable(r)
	opts.println("")
	opts.ratings(r)
	opts.println("")
	opts.rivals(name, r)
	opts.charts(r)
}

// ratings says each game's rating in words, a line each.
func (opts *playerOptions) ratings(r profile.Report) {
	loc := opts.words()
	opts.println(opts.bold(loc.T("cmd.player.ratings")))
	t := table{wrap: map[int]bool{1: true}, words: loc}
	for _, f := range r.Scopes() {
		t.add("  "+loc.Label(opts.scopeName(f.Game)), loc.Rating(f))
	}
	t.renderRows(opts.IO.Out, opts.IO.Width)
}

// rivals says whom the player most often beats, and who most often beats
// them. Names are shown as Visible writes them: a name of an older file
// may hold control characters.
func (opts *playerOptions) rivals(name string, r profile.Report) {
	loc := opts.words()
	opts.println(opts.bold(loc.T("cmd.player.rivals")))
	r.MostBeaten, r.MostAhead = visibleRivals(r.MostBeaten), visibleRivals(r.MostAhead)
	opts.println("  " + loc.MostBeaten(name, r))
	opts.println("  " + loc.MostAhead(name, r))
}

// charts draws a chart for each game: each game's points are on a scale
// of their own (a ZooSim total is ten Dice Games').
func (opts *playerOptions) charts(r profile.Report) {
	loc := opts.words()
	for _, f := range r.PerGame {
		games := gamesOf(r.Timeline, f.Game)
		opts.println("")
		opts.println(opts.bold(chartHeading(loc, f.Game, games)))
		lines, per := playerChart(loc, games, opts.IO.Width)
		for _, l := range lines {
			opts.println(l)
		}
		if per > 1 {
			opts.println(loc.T("cmd.player.chart.columns", "n", per))
		}
	}
}

// visibleRivals are rivals with their names as Visible writes them.
func visibleRivals(rivals []profile.Rival) []profile.Rival {
	out := make([]profile.Rival, len(rivals))
	for i, rv := range rivals {
		out[i] = rv
		out[i].Name = termtext.Visible(rv.Name)
	}
	return out
}

// gamesOf are the points of one game's games.
func gamesOf(timeline []profile.Point, game string) []profile.Point {
	var out []profile.Point
	for _, p := range timeline {
		if p.Game == game {
			out = append(out, p)
		}
	}
	return out
}

// figuresTable prints games, wins, win rate, average and best of each
// game played, and of all of them together when there are several.
func (opts *playerOptions) figuresTable(r profile.Report) {
	loc := opts.words()
	t := table{header: append([]string{loc.T("cmd.player.game")}, headings(loc, "cmd.leaderboard.", "games", "wins", "win-rate", "average", "best")...),
		right: map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true}, wrap: map[int]bool{0: true}, words: loc}
	for _, f := range r.Scopes() {
		t.add(opts.scopeName(f.Game), f.Games, f.Wins, percent(loc, f.WinRate), tenths(loc, f.Average), f.Best)
	}
	t.render(opts.IO.Out, opts.IO.Width, opts.bold)
}

// scopeName is a game's short name, or "All games".
func (opts *playerOptions) scopeName(game string) string {
	if game == "" {
		return opts.t("cmd.player.all-games")
	}
	return opts.words().GameName(game)
}

// chartHeading says what a game's chart shows: how many games, from when
// to when.
func chartHeading(loc *i18n.Localizer, game string, games []profile.Point) string {
	first, last := loc.Date(games[0].PlayedAt.Local()), loc.Date(games[len(games)-1].PlayedAt.Local())
	id := "cmd.player.chart"
	if first == last {
		id = "cmd.player.chart.day"
	}
	return loc.T(id, "game", loc.GameName(game), "n", len(games), "from", first, "to", last)
}
