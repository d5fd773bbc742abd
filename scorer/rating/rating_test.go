package rating

import (
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// tolerance of the published figures: the brief asks for 1e-6; the figures
// are printed to 15-17 digits, so we hold ourselves to 1e-9.
const tolerance = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) <= tolerance }

func checkRatings(t *testing.T, got, want []Rating) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d ratings, want %d", len(got), len(want))
	}
	for i := range want {
		if !near(got[i].Mu, want[i].Mu) || !near(got[i].Sigma, want[i].Sigma) {
			t.Errorf("player %d: got mu %.15f sigma %.15f, want mu %.15f sigma %.15f",
				i+1, got[i].Mu, got[i].Sigma, want[i].Mu, want[i].Sigma)
		}
	}
}

func defaults(n int) []Rating {
	rs := make([]Rating, n)
	for i := range rs {
		rs[i] = Default()
	}
	return rs
}

func oneToN(n int) []int {
	rs := make([]int, n)
	for i := range rs {
		rs[i] = i + 1
	}
	return rs
}

// TestAlgorithm4 reproduces the figures OpenSkill publishes for the bare
// Plackett-Luce model, without tau: openskill.js,
// src/models/__tests__/plackett-luce.test.ts ("2p FFA" … "5p FFA"), which
// call the model on newcomers placed in the order given.
func TestAlgorithm4(t *testing.T) {
	noTau := Options{NoTau: true}
	cases := []struct {
		name string
		want []Rating
	}{
		{"2p FFA", []Rating{
			{27.63523138347365, 8.065506316323548},
			{22.36476861652635, 8.065506316323548},
		}},
		{"3p FFA", []Rating{
			{27.868876552746237, 8.204837030780652},
			{25.717219138186557, 8.057829747583874},
			{21.413904309067206, 8.057829747583874},
		}},
		{"4p FFA", []Rating{
			{27.795084971874736, 8.263160757613477},
			{26.552824984374855, 8.179213704945203},
			{24.68943500312503, 8.083731307186588},
			{20.96265504062538, 8.083731307186588},
		}},
		{"5p FFA", []Rating{
			{27.666666666666668, 8.290556877154474},
			{26.833333333333332, 8.240145629781066},
			{25.72222222222222, 8.179996679645559},
			{24.055555555555557, 8.111796013701358},
			{20.72222222222222, 8.111796013701358},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			n := len(tc.want)
			checkRatings(t, Update(defaults(n), oneToN(n), noTau), tc.want)
		})
	}
}

// TestOpenSkillRate reproduces the figures of OpenSkill's rate function, which
// adds tau (default 25/300) before the update: openskill.js,
// src/__tests__/rate.test.ts; each case names its test there.
func TestOpenSkillRate(t *testing.T) {
	a1 := Rating{29.182, 4.782}
	b1 := Rating{27.174, 4.922}
	c1 := Rating{16.672, 6.217}
	d1 := Default()
	w1 := Rating{15, 25 / 3.0}
	x1 := Rating{20, 25 / 3.0}
	y1 := Rating{25, 25 / 3.0}
	z1 := Rating{30, 25 / 3.0}
	cases := []struct {
		name    string
		ratings []Rating
		ranks   []int
		opt     Options
		want    []Rating
	}{
		{"rate accepts and runs a placket-luce model by default",
			[]Rating{a1, b1, c1, d1}, []int{1, 2, 3, 4}, Options{}, []Rating{
				{30.210227447000438, 4.765617924939384},
				{27.644725221915632, 4.883479590134575},
				{17.4036218889969, 6.101259408259549},
				{19.21460876538932, 7.854669920480409},
			}},
		{"rate accepts and runs a placket-luce model with tau",
			[]Rating{a1, b1, c1, d1}, []int{1, 2, 3, 4}, Options{Tau: 0.01}, []Rating{
				{30.20997558824299, 4.764909330988368},
				{27.64461002009721, 4.882799245921361},
				{17.403587237635527, 6.100731158882956},
				{19.21478808745494, 7.854267281042293},
			}},
		{"rate accepts and runs a placket-luce model with tau and limitSigma",
			[]Rating{{6.672, 0.0001}, b1Alt()}, []int{1, 2}, Options{Tau: 0.01, LimitSigma: true}, []Rating{
				{6.672012533190158, 0.0001},
				{26.316243774876106, 4.7540633621019},
			}},
		{"reverses rank (2-player game, the first player loses)",
			defaults(2), []int{2, 1}, Options{}, []Rating{
				{22.364610506859503, 8.06590141354368},
				{27.635389493140497, 8.06590141354368},
			}},
		{"accepts a misordered rank ordering",
			defaults(4), []int{2, 1, 4, 3}, Options{}, []Rating{
				{26.55291815138952, 8.17961798837266},
				{27.795252672501135, 8.263571791259416},
				{20.962412806387245, 8.084127880168786},
				{24.689416369722096, 8.084127880168786},
			}},
		{"accepts a rate ordering",
			[]Rating{w1, x1, y1, z1}, []int{1, 3, 4, 2}, Options{}, []Rating{
				{18.131120980297805, 8.283536573151807},
				{20.405169039419135, 8.107860440531121},
				{20.65583040714804, 8.082574596348321},
				{30.80787957313502, 8.155100416275928},
			}},
		{"allows ties (second place shared)",
			[]Rating{{10, 8}, {5, 10}, {0, 12}}, []int{1, 2, 2}, Options{}, []Rating{
				{11.942996666741225, 7.926888197620324},
				{2.9381178546315034, 9.653804487570165},
				{-1.4024317012198733, 11.323641575516767},
			}},
		{"four-way-tie with newbies",
			defaults(4), []int{1, 1, 1, 1}, Options{}, []Rating{
				{25, 8.263571791259416},
				{25, 8.263571791259416},
				{25, 8.263571791259416},
				{25, 8.263571791259416},
			}},
		{"fixes orders of ties",
			[]Rating{w1, x1, y1, z1}, []int{2, 4, 2, 1}, Options{}, []Rating{
				{15.340043358359136, 8.213141619804967},
				{18.007678675484204, 8.189033933813437},
				{24.25801928251219, 8.166918055585525},
				{32.39425868364447, 8.247687230833794},
			}},
		{"accepts a tau term",
			[]Rating{{25, 3}, {25, 3}}, []int{1, 2}, Options{Tau: 0.3}, []Rating{
				{25.624880438870754, 2.9879993738476953},
				{24.375119561129246, 2.9879993738476953},
			}},
		{"prevents sigma from rising",
			[]Rating{{40, 3}, {-20, 3}}, []int{1, 2}, Options{Tau: 0.3, LimitSigma: true}, []Rating{
				{40.00032667136128, 3},
				{-20.000326671361275, 3},
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkRatings(t, Update(tc.ratings, tc.ranks, tc.opt), tc.want)
		})
	}
}

// b1Alt is the second player of openskill.js's "with tau and limitSigma"
// test: mu 29.182, sigma 4.782.
func b1Alt() Rating { return Rating{29.182, 4.782} }

func TestDefaults(t *testing.T) {
	t.Run("newcomer", func(t *testing.T) {
		if d := Default(); d.Mu != 25 || !near(d.Sigma, 25.0/3) || d.Ordinal() != 0 {
			t.Errorf("Default() = %+v, ordinal %v; want mu 25, sigma 25/3, ordinal 0", d, d.Ordinal())
		}
	})
	t.Run("ordinal is mu - 3 sigma", func(t *testing.T) {
		if got := (Rating{Mu: 30, Sigma: 2}).Ordinal(); got != 24 {
			t.Errorf("ordinal = %v, want 24", got)
		}
	})
	t.Run("zero options are OpenSkill's defaults", func(t *testing.T) {
		explicit := Options{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Kappa: 0.0001, Tau: 25.0 / 300}
		if zero := (Options{}).resolve(); zero != explicit.resolve() {
			t.Errorf("zero Options resolve to %+v, want %+v", zero, explicit.resolve())
		}
	})
	t.Run("derived defaults follow Mu", func(t *testing.T) {
		p := Options{Mu: 30}.resolve()
		if !near(p.sigma, 10) || !near(p.betaSq, 25) || !near(p.tauSq, 0.01) {
			t.Errorf("Mu 30 resolves to %+v, want sigma 10, beta² 25, tau² 0.01", p)
		}
	})
}

func TestProperties(t *testing.T) {
	strong, weak := Rating{Mu: 32, Sigma: 3}, Rating{Mu: 18, Sigma: 7}
	cases := []struct {
		name    string
		ratings []Rating
		ranks   []int
		opt     Options
		check   func(t *testing.T, before, after []Rating)
	}{
		{"winner gains, loser loses, sigma shrinks", defaults(2), []int{1, 2}, Options{},
			func(t *testing.T, b, a []Rating) {
				if a[0].Mu <= b[0].Mu || a[1].Mu >= b[1].Mu {
					t.Errorf("mu %v -> %v: winner must gain, loser must lose", b, a)
				}
				for i := range a {
					if a[i].Sigma >= b[i].Sigma {
						t.Errorf("player %d sigma %v -> %v: must shrink", i+1, b[i].Sigma, a[i].Sigma)
					}
				}
			}},
		{"upset moves more than the expected result", []Rating{weak, strong}, []int{1, 2}, Options{},
			func(t *testing.T, b, a []Rating) {
				expected := Update([]Rating{strong, weak}, []int{1, 2}, Options{})
				if gain, usual := a[0].Mu-b[0].Mu, expected[1].Mu-weak.Mu; gain <= 0 || gain <= -usual {
					t.Errorf("weak winner gains %v; must beat what a weak loser loses (%v)", gain, -usual)
				}
			}},
		{"ranks listed in any order", []Rating{weak, strong, Default()}, []int{3, 1, 2}, Options{},
			func(t *testing.T, b, a []Rating) {
				sorted := Update([]Rating{strong, Default(), weak}, []int{1, 2, 3}, Options{})
				checkRatings(t, []Rating{a[1], a[2], a[0]}, sorted)
			}},
		{"only the order of ranks matters", defaults(4), []int{1, 1, 3, 4}, Options{},
			func(t *testing.T, b, a []Rating) {
				checkRatings(t, a, Update(defaults(4), []int{1, 1, 2, 3}, Options{}))
			}},
		{"tie between equal players leaves their mu equal", defaults(3), []int{1, 1, 3}, Options{},
			func(t *testing.T, b, a []Rating) {
				if a[0] != a[1] || a[0].Mu <= 25 || a[2].Mu >= 25 {
					t.Errorf("got %v: the two winners must gain alike, the third must lose", a)
				}
			}},
		{"a tie for first is a win over the rest", defaults(4), []int{1, 1, 3, 3}, Options{},
			func(t *testing.T, b, a []Rating) {
				if a[0].Mu <= 25 || a[1].Mu <= 25 || a[2].Mu >= 25 || a[3].Mu >= 25 {
					t.Errorf("got %v: the shared winners must gain, the others lose", a)
				}
			}},
		{"a full tie between equal players changes no mu", defaults(5), []int{1, 1, 1, 1, 1}, Options{NoTau: true},
			func(t *testing.T, b, a []Rating) {
				for i := range a {
					if !near(a[i].Mu, 25) || a[i].Sigma >= b[i].Sigma {
						t.Errorf("player %d: %v -> %v: mu must stay 25 and sigma shrink", i+1, b[i], a[i])
					}
				}
			}},
		{"limit sigma: sigma never rises", []Rating{{40, 0.5}, {-20, 0.5}}, []int{1, 2}, Options{Tau: 1, LimitSigma: true},
			func(t *testing.T, b, a []Rating) {
				free := Update(b, []int{1, 2}, Options{Tau: 1})
				if free[0].Sigma <= b[0].Sigma {
					t.Fatalf("case must make sigma rise without the limit, got %v", free)
				}
				if a[0].Sigma != b[0].Sigma || a[1].Sigma != b[1].Sigma {
					t.Errorf("sigma %v -> %v: must be held at its start", b, a)
				}
			}},
		{"kappa floors the shrink", []Rating{{25, 1000}, {25, 1000}}, []int{1, 2}, Options{NoTau: true, Kappa: 0.25},
			func(t *testing.T, b, a []Rating) {
				for i := range a {
					if a[i].Sigma < 500-tolerance {
						t.Errorf("player %d sigma %v: kappa 0.25 keeps it at least half of 1000", i+1, a[i].Sigma)
					}
				}
			}},
		{"huge means stay finite", []Rating{{1e5, 3}, {1e5 - 50, 3}, {-1e5, 3}}, []int{3, 2, 1}, Options{},
			func(t *testing.T, b, a []Rating) {
				for i := range a {
					if math.IsNaN(a[i].Mu) || math.IsInf(a[i].Mu, 0) || math.IsNaN(a[i].Sigma) {
						t.Errorf("player %d: %v -> %v", i+1, b[i], a[i])
					}
				}
				if a[0].Mu >= b[0].Mu || a[2].Mu <= b[2].Mu {
					t.Errorf("got %v: the favourite placed last must lose, the outsider placed first gain", a)
				}
			}},
		{"a solo game changes nothing", defaults(1), []int{1}, Options{},
			func(t *testing.T, b, a []Rating) { checkRatings(t, a, b) }},
		{"mean skill is conserved between equal newcomers", defaults(5), []int{2, 5, 1, 4, 3}, Options{},
			func(t *testing.T, b, a []Rating) {
				sum := 0.0
				for _, r := range a {
					sum += r.Mu
				}
				if !near(sum, 125) {
					t.Errorf("sum of mu %v, want 125", sum)
				}
			}},
		{"more than 8 players", defaults(10), oneToN(10), Options{},
			func(t *testing.T, b, a []Rating) {
				for i := 1; i < len(a); i++ {
					if a[i].Mu >= a[i-1].Mu {
						t.Errorf("place %d mu %v not below place %d mu %v", i+1, a[i].Mu, i, a[i-1].Mu)
					}
				}
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := append([]Rating(nil), tc.ratings...)
			after := Update(tc.ratings, tc.ranks, tc.opt)
			checkRatings(t, tc.ratings, before) // the input is left alone
			tc.check(t, before, after)
		})
	}
}

func TestUpdatePanicsOnMismatch(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Update with 2 ratings and 3 ranks must panic")
		}
	}()
	Update(defaults(2), []int{1, 2, 3}, Options{})
}

func TestCheck(t *testing.T) {
	cases := []struct {
		name string
		game Game
		want []string // parts of the error; none means valid
	}{
		{"valid with a tie", Game{[]string{"ann", "bob", "cy"}, []int{1, 1, 3}}, nil},
		{"rank count", Game{[]string{"ann", "bob"}, []int{1}}, []string{"2 players but 1 ranks"}},
		{"empty name", Game{[]string{"ann", ""}, []int{1, 2}}, []string{"player 2 has no name"}},
		{"duplicate", Game{[]string{"ann", "ann"}, []int{1, 2}}, []string{`"ann" is listed twice`}},
		{"rank 0", Game{[]string{"ann", "bob"}, []int{0, 1}}, []string{"rank 0 of player 1 is below 1"}},
		{"rank 1 is the boundary", Game{[]string{"ann", "bob"}, []int{1, 1}}, nil},
		{"all problems listed", Game{[]string{"", "ann", "ann"}, []int{-1, 1}},
			[]string{"3 players but 2 ranks", "player 1 has no name", `"ann" is listed twice`, "rank -1"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.game.Check()
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatalf("Check() = %v, want nil", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Check() = nil, want %q", tc.want)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Check() = %q, missing %q", err, w)
				}
			}
		})
	}
}

func TestReplay(t *testing.T) {
	t.Run("same as updating game by game", func(t *testing.T) {
		games := []Game{
			{[]string{"ann", "bob"}, []int{1, 2}},
			{[]string{"cy", "ann", "bob"}, []int{2, 1, 2}},
			{[]string{"bob", "dee"}, []int{1, 2}},
		}
		got := Replay(games, Options{})
		g1 := Update(defaults(2), []int{1, 2}, Options{})
		g2 := Update([]Rating{Default(), g1[0], g1[1]}, []int{2, 1, 2}, Options{})
		g3 := Update([]Rating{g2[2], Default()}, []int{1, 2}, Options{})
		want := map[string]Rating{"ann": g2[1], "bob": g3[0], "cy": g2[0], "dee": g3[1]}
		if len(got) != len(want) {
			t.Fatalf("got %d players, want %d", len(got), len(want))
		}
		for name, w := range want {
			checkRatings(t, []Rating{got[name]}, []Rating{w})
		}
	})
	t.Run("newcomers start from the options", func(t *testing.T) {
		got := Replay([]Game{{[]string{"solo"}, []int{1}}}, Options{Mu: 30})
		if got["solo"] != (Rating{30, 10}) {
			t.Errorf("newcomer %v, want mu 30 sigma 10", got["solo"])
		}
	})
	t.Run("deterministic", func(t *testing.T) {
		games := generate(2000, 50)
		a, b := Replay(games, Options{}), Replay(games, Options{})
		for name, r := range a {
			if b[name] != r {
				t.Fatalf("%s: %v then %v", name, r, b[name])
			}
		}
	})
	t.Run("the steady winner leads", func(t *testing.T) {
		var games []Game
		for i := 0; i < 50; i++ {
			games = append(games, Game{[]string{"low", "mid", "top"}, []int{3, 2, 1}})
		}
		got := Replay(games, Options{})
		if !(got["top"].Ordinal() > got["mid"].Ordinal() && got["mid"].Ordinal() > got["low"].Ordinal()) {
			t.Errorf("ordinals top %v mid %v low %v, want top > mid > low",
				got["top"].Ordinal(), got["mid"].Ordinal(), got["low"].Ordinal())
		}
	})
	t.Run("tau keeps sigma from collapsing", func(t *testing.T) {
		var games []Game
		for i := 0; i < 5000; i++ {
			games = append(games, Game{[]string{"a", "b"}, []int{1 + i%2, 2 - i%2}})
		}
		with, without := Replay(games, Options{}), Replay(games, Options{NoTau: true})
		if with["a"].Sigma <= without["a"].Sigma || with["a"].Sigma < 0.5 {
			t.Errorf("sigma with tau %v, without %v: tau must hold it up", with["a"].Sigma, without["a"].Sigma)
		}
	})
}

func TestUpdateAllocations(t *testing.T) {
	ratings, ranks := defaults(5), []int{2, 1, 3, 3, 5}
	if n := testing.AllocsPerRun(100, func() { Update(ratings, ranks, Options{}) }); n != 1 {
		t.Errorf("Update allocates %v times, want 1 (its result)", n)
	}
	p := Options{}.resolve()
	out, in := make([]Rating, 5), make([]Rating, 5)
	if n := testing.AllocsPerRun(100, func() { p.update(out, in, ranks) }); n != 0 {
		t.Errorf("update allocates %v times, want 0", n)
	}
}

// generate makes n games of 2-5 players drawn from a pool, with ranks that
// include ties, from a fixed seed so every run sees the same history.
func generate(n, pool int) []Game {
	rng := rand.New(rand.NewSource(1))
	names := make([]string, pool)
	for i := range names {
		names[i] = "p" + strconv.Itoa(i)
	}
	// one backing array for all games keeps the benchmark's setup small
	players := make([]string, 0, n*5)
	ranks := make([]int, 0, n*5)
	games := make([]Game, n)
	for g := range games {
		size := 2 + rng.Intn(4)
		start := len(players)
		for len(players)-start < size {
			name := names[rng.Intn(pool)]
			dup := false
			for _, p := range players[start:] {
				dup = dup || p == name
			}
			if !dup {
				players = append(players, name)
			}
		}
		for i := 0; i < size; i++ {
			r := i + 1
			if i > 0 && rng.Intn(6) == 0 { // about one place in six is shared
				r = ranks[len(ranks)-1]
			}
			ranks = append(ranks, r)
		}
		games[g] = Game{Players: players[start:len(players):len(players)], Ranks: ranks[start:len(ranks):len(ranks)]}
	}
	return games
}

// BenchmarkReplay replays a million generated games of 2-5 players among
// 10,000 players; one op is the whole history.
func BenchmarkReplay(b *testing.B) {
	games := generate(1_000_000, 10_000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Replay(games, Options{})
	}
}
