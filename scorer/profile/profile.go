// Package profile works out a player's figures from the finished games
// they played: games, wins, win rate, average and best, per game and
// together; the winning streaks; the players they most often finish ahead
// of and behind; their rating where they stand on the leaderboard, with
// how sure it is and what it means against an average player. It is pure
// arithmetic on what the store reads; the commands and the web page put it
// into words (docs/player.md says what each figure means).
package profile

import (
	"math"
	"sort"
	"time"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/rating"
)

// Game is one finished game the player played, as it went for them.
type Game struct {
	ID       int64
	Game     string // dice, junior, zoosim
	PlayedAt time.Time
	Rank     int // 1 is a win, shared or not
	Total    int
	Others   []Seat // everyone else at the table
}

// Seat is another player of a game and where they finished.
type Seat struct {
	Name string
	Rank int
}

// Won says whether the game counts as a win: first place, alone or shared
// (as on the leaderboard).
func (g Game) Won() bool { return g.Rank == 1 }

// Figures are a player's figures over some games: all of them, or one
// game's. The fields are those of a leaderboard row, and where the player
// stands on that leaderboard.
type Figures struct {
	Game    string  `json:"game,omitempty"` // "" for every game together
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"` // rounded to 4 decimals, as on the leaderboard
	Average float64 `json:"average"`  // rounded to 2 decimals
	Best    int     `json:"best"`
	Standing
}

// Standing is a player's rating on a leaderboard and what it says.
type Standing struct {
	Rating float64 `json:"rating"` // the leaderboard's: mu - 3 sigma, 1 decimal
	Mu     float64 `json:"mu"`
	Sigma  float64 `json:"sigma"`
	Place  int     `json:"place"` // on that leaderboard, 1 the best rated
	Of     int     `json:"of"`    // players on it
	// Certainty is how much the rating can be trusted yet: New, Settling
	// or Steady.
	Certainty string `json:"certainty"`
	// AheadOfAverage is the chance the player finishes ahead of a player
	// of the leaderboard's average skill (its mean mu) in a game of the
	// two: the rating on a scale of one game, 2 decimals.
	AheadOfAverage float64 `json:"ahead_of_average"`
}

// The words for how sure a rating is.
const (
	New      = "new"      // fewer than NewBelow games: the rating says little yet
	Settling = "settling" // the uncertainty is still above SteadySigma
	Steady   = "steady"
)

// NewBelow is how many finished games a rating needs before it stops
// being new; the web leaderboard marks new players with the same count.
const NewBelow = 5

// SteadySigma is the uncertainty (sigma) at or below which a rating is
// steady: about 72% of a newcomer's 25/3, reached after 12 to 17 games
// of two to four players who win in turn (docs/player.md).
const SteadySigma = 6.0

// Certainty says how sure a rating is after games finished games.
func Certainty(games int, sigma float64) string {
	switch {
	case games < NewBelow:
		return New
	case sigma > SteadySigma:
		return Settling
	}
	return Steady
}

// Board is where the player stands on a leaderboard: their place (1-based,
// as the leaderboard orders it) and the rating of every player on it.
type Board struct {
	Place   int
	Ratings []rating.Rating // the player's at Place-1
}

// standing is the player's standing on the board after games games.
func (b Board) standing(games int) Standing {
	if b.Place < 1 || b.Place > len(b.Ratings) {
		return Standing{Certainty: New}
	}
	me := b.Ratings[b.Place-1]
	mean := 0.0
	for _, r := range b.Ratings {
		mean += r.Mu
	}
	mean /= float64(len(b.Ratings))
	// The average player is taken as exactly known (sigma 0): the chance
	// rests on the two means, pulled towards one in two by the player's
	// own uncertainty and by a single game's spread (beta).
	avg := rating.Rating{Mu: mean}
	return Standing{
		Rating: round(me.Ordinal(), 1), Mu: round(me.Mu, 3), Sigma: round(me.Sigma, 3),
		Place: b.Place, Of: len(b.Ratings),
		Certainty:      Certainty(games, me.Sigma),
		AheadOfAverage: round(rating.Chance(me, avg, rating.Options{}), 2),
	}
}

// Streak is the player's run of wins: the one going on now (0 after a
// game not won) and the longest ever.
type Streak struct {
	Current int `json:"current"`
	Longest int `json:"longest"`
}

// Streaks counts the winning streaks of games in the order they were
// played. A shared first place is a win and keeps a streak going.
func Streaks(games []Game) Streak {
	var s Streak
	for _, g := range games {
		if !g.Won() {
			s.Current = 0
			continue
		}
		s.Current++
		s.Longest = max(s.Longest, s.Current)
	}
	return s
}

// Tally adds up games (one game's, or every game's): games, wins, win
// rate, average and best.
func Tally(game string, games []Game) Figures {
	f := Figures{Game: game}
	points := 0
	for _, g := range games {
		if f.Games == 0 || g.Total > f.Best {
			f.Best = g.Total
		}
		f.Games++
		points += g.Total
		if g.Won() {
			f.Wins++
		}
	}
	if f.Games > 0 {
		f.WinRate = round(float64(f.Wins)/float64(f.Games), 4)
		f.Average = round(float64(points)/float64(f.Games), 2)
	}
	return f
}

// Rival is another player and how the games played together went: how
// often the player finished ahead of them, behind them, or level with
// them (the same rank: a shared win is level).
type Rival struct {
	Name   string `json:"name"`
	Games  int    `json:"games"`
	Ahead  int    `json:"ahead"`
	Behind int    `json:"behind"`
	Level  int    `json:"level"`
}

// Rivals lists everyone the player met in games, most games together
// first (then the name, in any letter case).
func Rivals(games []Game) []Rival {
	by := map[string]*Rival{}
	var out []*Rival
	for _, g := range games {
		for _, o := range g.Others {
			r := by[o.Name]
			if r == nil {
				r = &Rival{Name: o.Name}
				by[o.Name] = r
				out = append(out, r)
			}
			r.Games++
			switch {
			case g.Rank < o.Rank:
				r.Ahead++
			case g.Rank > o.Rank:
				r.Behind++
			default:
				r.Level++
			}
		}
	}
	rivals := make([]Rival, len(out))
	for i, r := range out {
		rivals[i] = *r
	}
	sort.SliceStable(rivals, func(i, j int) bool {
		if rivals[i].Games != rivals[j].Games {
			return rivals[i].Games > rivals[j].Games
		}
		return byName(rivals[i].Name, rivals[j].Name)
	})
	return rivals
}

// MostBeaten are the rivals the player finished ahead of most often: all
// of them when several share the count (none when the player was never
// ahead of anyone).
func MostBeaten(rivals []Rival) []Rival { return most(rivals, func(r Rival) int { return r.Ahead }) }

// MostAhead are the rivals who finished ahead of the player most often,
// the same way.
func MostAhead(rivals []Rival) []Rival { return most(rivals, func(r Rival) int { return r.Behind }) }

// most keeps the rivals with the highest count above 0, in the order of
// rivals.
func most(rivals []Rival, count func(Rival) int) []Rival {
	top := 0
	for _, r := range rivals {
		top = max(top, count(r))
	}
	out := []Rival{}
	for _, r := range rivals {
		if top > 0 && count(r) == top {
			out = append(out, r)
		}
	}
	return out
}

func byName(a, b string) bool {
	if ka, kb := scorer.NameKey(a), scorer.NameKey(b); ka != kb {
		return ka < kb
	}
	return a < b
}

func round(x float64, decimals int) float64 {
	p := math.Pow(10, float64(decimals))
	return math.Round(x*p) / p
}
