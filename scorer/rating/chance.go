package rating

import "math"

// Chance is the probability that a player rated a finishes ahead of one
// rated b in a game of the two, as the Plackett-Luce model of Update sees
// it: exp(mu_a/c) / (exp(mu_a/c) + exp(mu_b/c)), with c² = sigma_a² +
// sigma_b² + 2 beta². The uncertainties widen c, so the less is known of
// either player the nearer the chance stays to one in two: a newcomer is
// not said to be weak or strong before the games show it.
func Chance(a, b Rating, opt Options) float64 {
	p := opt.resolve()
	c := math.Sqrt(a.Sigma*a.Sigma + b.Sigma*b.Sigma + 2*p.betaSq)
	// 1 / (1 + exp((mu_b - mu_a)/c)): the same ratio, without overflow.
	return 1 / (1 + math.Exp((b.Mu-a.Mu)/c))
}
