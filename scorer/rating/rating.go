// Package rating rates the players of the club leaderboard from the finished
// games they played, whatever the game and the number of players.
//
// How the rating is computed: every player has a skill belief, a mean mu and
// an uncertainty sigma (a newcomer starts at mu 25, sigma 25/3). After each
// game the beliefs are updated with the Weng-Lin Bayesian approximation under
// the Plackett-Luce model (Weng & Lin 2011, "A Bayesian Approximation Method
// for Online Ranking", Algorithm 4), as the OpenSkill libraries do: a player
// placed ahead of opponents gains mu, more so when they were expected to be
// weaker, and loses it the other way round; every game also shrinks sigma,
// because the result tells us something about the player. Players who share
// a place are treated alike: a tie between equal players changes no mu.
// Before each game sigma grows by a small fixed step (tau = 25/300, added in
// quadrature, as OpenSkill does by default), so that a regular's rating keeps
// following their current form instead of freezing after many games. The
// leaderboard shows the ordinal mu - 3*sigma: a skill the player almost
// certainly has, so a newcomer starts at 0 and climbs as results come in.
// Everything is plain arithmetic on the history, so replaying the same games
// in the same order always gives the same ratings.
package rating

import (
	"fmt"
	"math"
	"strings"
)

// Defaults of the model, those of OpenSkill's Plackett-Luce model.
const (
	DefaultMu    = 25.0
	DefaultSigma = DefaultMu / 3    // 8.333…
	DefaultBeta  = DefaultSigma / 2 // 4.1666…: the spread of one game's performance
	DefaultKappa = 0.0001           // floor of the factor that shrinks sigma
	DefaultTau   = DefaultMu / 300  // 0.0833…: sigma added before every game
)

// Rating is a player's skill belief: mean Mu and uncertainty Sigma.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// Default is the rating of a player who has not played yet.
func Default() Rating { return Rating{Mu: DefaultMu, Sigma: DefaultSigma} }

// Ordinal is the rating shown on the leaderboard, mu - 3 sigma: the player's
// skill is above it with about 99.9% certainty, so uncertain newcomers rank
// below proven players of the same mean.
func (r Rating) Ordinal() float64 { return r.Mu - 3*r.Sigma }

// Options tune the model. The zero value gives OpenSkill's defaults; a field
// left at zero takes its default, derived from the fields set as OpenSkill
// does (Sigma = Mu/3, Beta = Sigma/2, Tau = Mu/300).
type Options struct {
	Mu    float64 // mean of a newcomer's rating (Replay)
	Sigma float64 // uncertainty of a newcomer's rating (Replay)
	Beta  float64 // spread of a single game's performance around skill
	Kappa float64 // lower bound of the factor sigma² is multiplied by
	Tau   float64 // uncertainty added (in quadrature) before each game
	// NoTau turns the additive dynamics off: the update is then exactly the
	// paper's Algorithm 4 and sigma only ever shrinks.
	NoTau bool
	// LimitSigma keeps a player's sigma from ending a game higher than it
	// started, which tau can otherwise cause after a one-sided game.
	LimitSigma bool
}

// params are the resolved options, with the squares the update needs.
type params struct {
	mu, sigma, betaSq, kappa, tauSq float64
	limitSigma                      bool
}

func (o Options) resolve() params {
	p := params{mu: o.Mu, sigma: o.Sigma, kappa: o.Kappa, limitSigma: o.LimitSigma}
	if p.mu == 0 {
		p.mu = DefaultMu
	}
	if p.sigma == 0 {
		p.sigma = p.mu / 3
	}
	beta := o.Beta
	if beta == 0 {
		beta = p.sigma / 2
	}
	p.betaSq = beta * beta
	if p.kappa == 0 {
		p.kappa = DefaultKappa
	}
	tau := o.Tau
	if tau == 0 {
		tau = p.mu / 300
	}
	if !o.NoTau {
		p.tauSq = tau * tau
	}
	return p
}

// Update rates one game: ratings of its players in any order and their ranks
// (1-based, ties share a rank; only the order of the ranks matters, so 1,1,3
// and 1,1,2 mean the same); returns the new ratings in the same order. A game
// of fewer than two players changes nothing. Update panics when ratings and
// ranks differ in length: that is a bug of the caller (see Game.Check).
func Update(ratings []Rating, ranks []int, opt Options) []Rating {
	out := make([]Rating, len(ratings))
	p := opt.resolve()
	p.update(out, ratings, ranks)
	return out
}

// small is the largest game whose scratch space lives on the stack.
const small = 8

// update writes the new ratings of one game into dst (len(dst) ==
// len(ratings)). It allocates nothing for games of up to 8 players.
//
// For player i, with team variance s² = sigma² + tau², c² = Σ (s_q² + β²)
// over all players and e_q = exp(mu_q / c):
//
//	S_q   = Σ e_s over the players s placed at or behind q (rank_s >= rank_q)
//	A_q   = number of players sharing q's rank
//	Ω_i   = s_i²/c  · Σ_{q: rank_q <= rank_i} ([q = i] - e_i/S_q) / A_q
//	Δ_i   = γ_i s_i²/c² · Σ_{q: rank_q <= rank_i} (e_i/S_q)(1 - e_i/S_q) / A_q
//	γ_i   = s_i / c
//	mu'   = mu + Ω_i,  sigma' = s_i · sqrt(max(1 - Δ_i, κ))
func (p params) update(dst, ratings []Rating, ranks []int) {
	n := len(ratings)
	if len(ranks) != n {
		panic(fmt.Sprintf("rating: %d ratings but %d ranks", n, len(ranks)))
	}
	if n < 2 {
		copy(dst, ratings)
		return
	}
	var varBuf, expBuf, sumBuf [small]float64
	var cntBuf [small]int
	variance, e, sumQ, count := varBuf[:], expBuf[:], sumBuf[:], cntBuf[:]
	if n > small {
		variance, e, sumQ = make([]float64, n), make([]float64, n), make([]float64, n)
		count = make([]int, n)
	}
	cSq := 0.0
	for i, r := range ratings {
		variance[i] = r.Sigma*r.Sigma + p.tauSq
		cSq += variance[i] + p.betaSq
	}
	c := math.Sqrt(cSq)
	// Only ratios of the e_q enter the update, so they are taken relative to
	// the best mean: exp then never overflows, whatever the ratings.
	top := ratings[0].Mu
	for _, r := range ratings[1:] {
		top = math.Max(top, r.Mu)
	}
	for i, r := range ratings {
		e[i] = math.Exp((r.Mu - top) / c)
	}
	for q := 0; q < n; q++ {
		sumQ[q], count[q] = 0, 0
		for s := 0; s < n; s++ {
			if ranks[s] >= ranks[q] {
				sumQ[q] += e[s]
			}
			if ranks[s] == ranks[q] {
				count[q]++
			}
		}
	}
	for i, r := range ratings {
		omega, delta := 0.0, 0.0
		for q := 0; q < n; q++ {
			if ranks[q] > ranks[i] {
				continue
			}
			share := e[i] / sumQ[q]
			a := float64(count[q])
			delta += share * (1 - share) / a
			if q == i {
				omega += (1 - share) / a
			} else {
				omega -= share / a
			}
		}
		v := variance[i]
		omega *= v / c
		gamma := math.Sqrt(v) / c
		delta *= gamma * v / cSq
		sigma := math.Sqrt(v) * math.Sqrt(math.Max(1-delta, p.kappa))
		if p.limitSigma && sigma > r.Sigma {
			sigma = r.Sigma
		}
		dst[i] = Rating{Mu: r.Mu + omega, Sigma: sigma}
	}
}

// Game is one finished game of the history: its players (keys unique within
// the game) and their ranks, in the same order.
type Game struct {
	Players []string `json:"players"`
	Ranks   []int    `json:"ranks"`
}

// Check reports every problem that keeps a game from being rated: ranks
// not matching the players, empty or repeated player keys, ranks below 1.
func (g Game) Check() error {
	var problems []string
	if len(g.Players) != len(g.Ranks) {
		problems = append(problems, fmt.Sprintf("%d players but %d ranks: give one rank per player", len(g.Players), len(g.Ranks)))
	}
	seen := make(map[string]bool, len(g.Players))
	for i, name := range g.Players {
		switch {
		case name == "":
			problems = append(problems, fmt.Sprintf("player %d has no name: name every player", i+1))
		case seen[name]:
			problems = append(problems, fmt.Sprintf("player %q is listed twice: list each player once", name))
		}
		seen[name] = true
	}
	for i, r := range g.Ranks {
		if r < 1 {
			problems = append(problems, fmt.Sprintf("rank %d of player %d is below 1: ranks start at 1", r, i+1))
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return fmt.Errorf("rating: %s", strings.Join(problems, "; "))
}

// Replay rates a whole history in order and returns every player's rating.
// A player's first game starts from the newcomer rating of opt. Games must
// pass Game.Check; Replay panics on ranks that do not match the players.
func Replay(games []Game, opt Options) map[string]Rating {
	p := opt.resolve()
	newcomer := Rating{Mu: p.mu, Sigma: p.sigma}
	table := make(map[string]Rating)
	var inBuf, outBuf [small]Rating
	for _, g := range games {
		in, out := inBuf[:0], outBuf[:0]
		if n := len(g.Players); n <= small {
			out = outBuf[:n]
		} else {
			out = make([]Rating, n)
		}
		for _, name := range g.Players {
			r, ok := table[name]
			if !ok {
				r = newcomer
			}
			in = append(in, r)
		}
		p.update(out, in, g.Ranks)
		for i, name := range g.Players {
			table[name] = out[i]
		}
	}
	return table
}
