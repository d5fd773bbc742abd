package profile

import (
	"sort"
	"time"
)

// Report is a player's page: what `zooscore player NAME --json` prints and
// the web page shows. Its figures are those of the games chosen (every
// game, or one game's with --game); PerGame has each game's apart.
type Report struct {
	Name string `json:"name"` // as stored
	Figures
	Streak     Streak    `json:"streak"`
	PerGame    []Figures `json:"per_game"`    // each game played, in the order of their names
	MostBeaten []Rival   `json:"most_beaten"` // see MostBeaten
	MostAhead  []Rival   `json:"most_ahead"`  // see MostAhead
	Opponents  []Rival   `json:"opponents"`   // see Rivals
	Timeline   []Point   `json:"timeline"`    // every game, oldest first
}

// Point is one game on the chart of score and rating over time.
type Point struct {
	ID       int64     `json:"id"`
	Game     string    `json:"game"`
	PlayedAt time.Time `json:"played_at"`
	Total    int       `json:"total"`
	Rank     int       `json:"rank"`
	Players  int       `json:"players"`
	// Rating is the player's rating right after the game on the
	// leaderboard of its game (a Dice Game's on the Dice Game's): points
	// of different games are not comparable, so each game is charted on
	// its own. A game of one player rates nobody: the rating before it
	// stays.
	Rating float64 `json:"rating"`
}

// Build makes the report of the player named name from the finished games
// they played (oldest first) among those chosen (game "" for every game):
// boards are where they stand on the leaderboard of every game (key "")
// and of each game they played (its name), ratings their rating after
// each game (by its id) on the leaderboard of its game.
func Build(name, game string, games []Game, boards map[string]Board, ratings map[int64]float64) Report {
	r := Report{Name: name, Figures: Tally(game, games), Streak: Streaks(games), PerGame: []Figures{}}
	r.Standing = boards[game].standing(r.Games)
	byGame := map[string][]Game{}
	for _, g := range games {
		byGame[g.Game] = append(byGame[g.Game], g)
	}
	kinds := make([]string, 0, len(byGame))
	for k := range byGame {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		f := Tally(k, byGame[k])
		f.Standing = boards[k].standing(f.Games)
		r.PerGame = append(r.PerGame, f)
	}
	r.Opponents = Rivals(games)
	r.MostBeaten, r.MostAhead = MostBeaten(r.Opponents), MostAhead(r.Opponents)
	r.Timeline = timeline(games, ratings)
	return r
}

// Scopes are the figures to show: each game's, then every game's together
// when the player played more than one game (and no game was chosen).
func (r Report) Scopes() []Figures {
	if len(r.PerGame) <= 1 {
		return r.PerGame
	}
	return append(append([]Figures{}, r.PerGame...), r.Figures)
}

// timeline is the games as points of the chart, each with the rating
// after it on its game's leaderboard.
func timeline(games []Game, ratings map[int64]float64) []Point {
	out := make([]Point, 0, len(games))
	last := map[string]float64{} // by game; a newcomer's is 0: mu 25 - 3 × 25/3
	for _, g := range games {
		if r, ok := ratings[g.ID]; ok {
			last[g.Game] = r
		}
		out = append(out, Point{ID: g.ID, Game: g.Game, PlayedAt: g.PlayedAt, Total: g.Total, Rank: g.Rank,
			Players: len(g.Others) + 1, Rating: last[g.Game]})
	}
	return out
}
