package club

import (
	"slices"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

func generate(t *testing.T, o Options) []Game {
	t.Helper()
	var games []Game
	if err := Generate(o, func(g Game) error { games = append(games, g); return nil }); err != nil {
		t.Fatal(err)
	}
	return games
}

// TestHistoryLooksLikeAClub: every game, sheets and script, finished and
// not; the first regular in about a third of the games; many players.
func TestHistoryLooksLikeAClub(t *testing.T) {
	games := generate(t, Options{Games: 3000, Seed: 7, Workers: 2, Score: true})
	kinds := map[string]int{}
	players := map[string]int{}
	for i, g := range games {
		k := g.Game + map[bool]string{true: " script", false: " sheets"}[g.Script]
		if !g.Finished {
			k += " in progress"
		}
		kinds[k]++
		if err := scorer.CheckResult(g.Result); err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		for _, p := range g.Result.Players {
			players[p.Name]++
		}
		if i > 0 && g.PlayedAt.Before(games[i-1].PlayedAt) {
			t.Fatalf("game %d is older than the one before it", i+1)
		}
	}
	for _, k := range []string{"dice sheets", "dice script", "junior sheets", "junior script", "zoosim sheets", "zoosim script", "dice script in progress", "zoosim script in progress"} {
		if kinds[k] == 0 {
			t.Errorf("no %s among %v", k, kinds)
		}
	}
	if share := float64(players["Ann"]) / float64(len(games)); share < 0.28 || share > 0.38 {
		t.Errorf("the first regular plays %.2f of the games, want about a third", share)
	}
	if len(players) < 50 {
		t.Errorf("%d players, want a club's many occasional players", len(players))
	}
	t.Logf("%v; %d players", kinds, len(players))
}

// TestSameSeedSameHistory: the history depends on the seed only, not on
// how many workers play it.
func TestSameSeedSameHistory(t *testing.T) {
	a := generate(t, Options{Games: 300, Seed: 3, Workers: 1})
	b := generate(t, Options{Games: 300, Seed: 3, Workers: 4})
	c := generate(t, Options{Games: 300, Seed: 4, Workers: 2})
	same := func(x, y []Game) bool {
		return slices.EqualFunc(x, y, func(g, h Game) bool {
			return g.UUID == h.UUID && g.PlayedAt.Equal(h.PlayedAt) && string(g.Input) == string(h.Input)
		})
	}
	if !same(a, b) {
		t.Error("one worker and four made different histories")
	}
	if same(a, c) {
		t.Error("two seeds made the same history")
	}
}

func BenchmarkGenerate(b *testing.B) {
	for b.Loop() {
		Generate(Options{Games: 1000, Seed: 1, Workers: 1}, func(Game) error { return nil })
	}
}
