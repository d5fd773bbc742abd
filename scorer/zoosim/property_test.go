package zoosim

import (
	"math/rand"
	"testing"
)

// randomAuction makes a legal auction for the tracker's next tile: a random
// tile, random bids within every player's coins, and a placement the winner
// can make (each half on its own or joined with some of their enclosures).
func randomAuction(t *testing.T, r *rand.Rand, tr *Tracker) Auction {
	t.Helper()
	cats := tileCategories(r, tr)
	tile := Tile{Enclosures: []Half{{Categories[cats[0]], 1 + r.Intn(MaxStars)}, {Categories[cats[1]], 1 + r.Intn(MaxStars)}}, Bushes: r.Intn(MaxBushes + 1)}
	bids := map[string]int{}
	for _, s := range tr.Standings() {
		bids[s.Name] = r.Intn(s.Coins + 1)
	}
	winner, _, err := tr.Winner(tile, bids)
	if err != nil {
		t.Fatalf("auction %d: %v", tr.AuctionNumber(), err)
	}
	placed := Placed{Enclosures: map[string]int{}, Benches: r.Intn(3)}
	for _, h := range tile.Enclosures {
		joins := tr.Joins(winner, h)
		placed.Enclosures[h.Animal] = joins[r.Intn(len(joins))].Stars
	}
	return Auction{Tile: tile, Bids: bids, Placed: placed}
}

// tileCategories draws the categories of the next tile, in order, as the
// game's tiles allow: they show every category between them, so once the
// tiles left could not show the categories no tile has shown yet, those
// come first.
func tileCategories(r *rand.Rand, tr *Tracker) []int {
	cats := r.Perm(len(Categories))
	var missing []int
	for _, c := range cats {
		if tr.shown&(1<<c) == 0 {
			missing = append(missing, c)
		}
	}
	if len(missing) <= 2*(TileCount-tr.AuctionNumber()) {
		return cats
	}
	for _, c := range cats {
		if tr.shown&(1<<c) != 0 {
			missing = append(missing, c)
		}
	}
	return missing
}

// TestPlayedGamesAreReachable plays many random games: every year's counts
// the tracker reaches pass the checks of score (a real game is never
// refused), and every result adds up.
func TestPlayedGamesAreReachable(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	games := 150
	if testing.Short() {
		games = 30
	}
	for g := 0; g < games; g++ {
		players := []string{"Ann", "Bob", "Cy", "Dee"}[:2+r.Intn(3)]
		variant := []string{VariantStandard, VariantProfessional}[r.Intn(2)]
		tr, err := NewTracker(players, players, variant)
		if err != nil {
			t.Fatal(err)
		}
		var script []Auction
		for !tr.Ended() {
			a := randomAuction(t, r, tr)
			if _, err := tr.Apply(a); err != nil {
				t.Fatalf("game %d auction %d: %v", g, tr.AuctionNumber(), err)
			}
			script = append(script, a)
		}
		res, err := tr.Result()
		if err != nil {
			t.Fatalf("game %d (%s, %d players): the tracker's years are refused: %v\nyears %+v", g, variant, len(players), err, tr.Input())
		}
		for _, p := range res.Players {
			sum := 0
			for _, it := range p.Breakdown {
				sum += it.Points
			}
			if sum != p.Total {
				t.Fatalf("game %d: %s's breakdown adds up to %d, not %d", g, p.Name, sum, p.Total)
			}
		}
		if _, err := Play(Script{Players: players, Flagpole: players, Variant: variant, Auctions: script}); err != nil {
			t.Fatalf("game %d does not replay: %v", g, err)
		}
	}
}
