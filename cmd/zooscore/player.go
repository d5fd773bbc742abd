package main

import (
	"math"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/profile"
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
// head to head, and the chart.
func (opts *playerOptions) renderPlayer(r profile.Report) {
	loc := opts.words()
	name := prompts.Visible(r.Name)
	if r.Games == 0 {
		if r.Game != "" {
			opts.println(loc.T("cmd.player.none-of", "name", name, "game", loc.GameName(r.Game)))
		} else {
			opts.println(loc.T("cmd.player.none", "name", name))
		}
		return
	}
	opts.println(loc.T("cmd.player.summary", "name", name, "n", r.Games,
		"wins", scorer.M("cmd.player.wins", "n", r.Wins), "rate", percent(loc, r.WinRate)))
	if r.Wins == 0 {
		opts.println(loc.T("cmd.player.no-wins"))
	} else {
		opts.println(loc.T("cmd.player.streak", "current", r.Streak.Current, "longest", r.Streak.Longest))
	}
	opts.println("")
	opts.figuresTable(r)
	opts.println("")
	opts.println(opts.bold(loc.T("cmd.player.ratings")))
	t := table{wrap: map[int]bool{1: true}, words: loc}
	for _, f := range opts.scopes(r) {
		t.add("  "+loc.Label(opts.scopeName(f.Game)), ratingWords(loc, f))
	}
	t.renderRows(opts.IO.Out, opts.IO.Width)
	opts.println("")
	opts.println(opts.bold(loc.T("cmd.player.rivals")))
	for _, line := range rivalLines(loc, name, r) {
		opts.println("  " + line)
	}
	// Each game's points are on a scale of their own (a ZooSim total is
	// ten Dice Games'): a chart for each game.
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
	for _, f := range opts.scopes(r) {
		t.add(opts.scopeName(f.Game), f.Games, f.Wins, percent(loc, f.WinRate), tenths(loc, f.Average), f.Best)
	}
	t.render(opts.IO.Out, opts.IO.Width, opts.bold)
}

// scopes are the figures to list: each game's, then every game's together
// when the player played more than one game (and no --game chose one).
func (opts *playerOptions) scopes(r profile.Report) []profile.Figures {
	if len(r.PerGame) == 1 {
		return r.PerGame
	}
	return append(append([]profile.Figures{}, r.PerGame...), r.Figures)
}

// scopeName is a game's short name, or "All games".
func (opts *playerOptions) scopeName(game string) string {
	if game == "" {
		return opts.t("cmd.player.all-games")
	}
	return opts.words().GameName(game)
}

// ratingWords says a rating as a person reads it: a new player's as
// settling, with no number; else the leaderboard's number with the place
// on it, the chance against an average player, and how sure it is.
func ratingWords(loc *i18n.Localizer, f profile.Figures) string {
	if f.Certainty == profile.New {
		return loc.T("cmd.player.rating.new", "n", f.Games)
	}
	return loc.T("cmd.player.rating", "rating", tenths(loc, f.Rating), "place", f.Place, "of", f.Of,
		"chance", inTen(f.AheadOfAverage), "certainty", scorer.M("cmd.player.rating."+f.Certainty, "n", f.Games))
}

// inTen is a chance as times in ten games: 1 to 9 (never "10 times in 10":
// nothing is sure).
func inTen(p float64) int { return min(max(int(math.Round(p*10)), 1), 9) }

// rivalLines say whom the player most often finishes ahead of and behind.
func rivalLines(loc *i18n.Localizer, name string, r profile.Report) []string {
	return []string{
		rivalLine(loc, "cmd.player.beaten", name, r.MostBeaten, func(rv profile.Rival) int { return rv.Ahead }),
		rivalLine(loc, "cmd.player.ahead", name, r.MostAhead, func(rv profile.Rival) int { return rv.Behind }),
	}
}

func rivalLine(loc *i18n.Localizer, id, player string, rivals []profile.Rival, times func(profile.Rival) int) string {
	switch len(rivals) {
	case 0:
		return loc.T(id+".nobody", "player", player)
	case 1:
		rv := rivals[0]
		return loc.T(id, "player", player, "name", prompts.Visible(rv.Name),
			"times", scorer.M("cmd.versus.times", "n", times(rv)), "n", rv.Games)
	}
	names := make([]any, len(rivals))
	for i, rv := range rivals {
		names[i] = prompts.Visible(rv.Name)
	}
	return loc.T(id+".tied", "player", player, "names", scorer.List{Items: names}, "n", times(rivals[0]))
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
