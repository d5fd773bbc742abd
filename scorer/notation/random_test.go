package notation

import (
	"math/rand"
	"testing"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// Random legal games of each tracker, finished or stopped at a random
// point, written and read back.

var tableNames = []string{"Ann", "Bob", "Cy Young", "Dee", "Anna"}

func randomGames(t *testing.T) int {
	if testing.Short() {
		return 20
	}
	return 150
}

func randomDiceGame(t testing.TB, r *rand.Rand) dice.Script {
	players := tableNames[:2+r.Intn(3)]
	var hex *dice.HexValues
	if r.Intn(2) == 0 {
		v := 1 + r.Intn(2)
		hex = &dice.HexValues{Lion: &v}
	}
	tr, err := dice.NewTracker(players, hex)
	if err != nil {
		t.Fatal(err)
	}
	stop := 5 + r.Intn(80)
	for n := 0; n < stop && !tr.Ended(); n++ {
		left := tr.ToTake()
		p := left[r.Intn(len(left))]
		most := min(dice.MaxTake, tr.DiceLeft()-(len(left)-1))
		faces := make([]string, 1+r.Intn(most))
		for i := range faces {
			faces[i] = dice.Faces[r.Intn(len(dice.Faces))]
		}
		if _, err := tr.Apply(dice.Entry{Round: tr.Round(), Take: dice.Take{Player: p, Took: faces}}); err != nil {
			t.Fatalf("a random take is refused: %v", err)
		}
	}
	return tr.Script()
}

func TestRandomDiceGamesRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for g := 0; g < randomGames(t); g++ {
		diceRoundTrip(t, randomDiceGame(t, r))
	}
}

// randomJuniorTake tries random takes for the next player until the
// tracker accepts one; false when none is found.
func randomJuniorTake(r *rand.Rand, tr *junior.Tracker, players int) bool {
	p := tr.ToTake()[0]
	words := append(append([]string{}, junior.Kinds...), junior.Landscapes...)
	for try := 0; try < 80; try++ {
		sizes := tr.TakeSizes(p)
		if len(sizes) == 0 {
			return false
		}
		tk := junior.Take{Player: p, Tiles: make([]junior.Tile, sizes[r.Intn(len(sizes))])}
		if players == 2 && r.Intn(2) == 0 {
			opts := tr.TruckOptions(p, len(tk.Tiles))
			tk.Truck = opts[r.Intn(len(opts))]
		}
		if players == 2 && len(tr.ToTake()) == 1 && r.Intn(3) == 0 {
			u := r.Intn(2)
			tk.Unclaimed = &u
		}
		for i := range tk.Tiles {
			w := words[r.Intn(len(words))]
			tile := junior.Tile{Tile: w, To: junior.Dest{Enclosure: 1 + r.Intn(3)}}
			if r.Intn(4) == 0 {
				tile.To = junior.Dest{Barn: true}
			}
			if r.Intn(3) == 0 && w != "pond" && w != "shrub" && w != "rock" {
				tile.Fertile = []string{"male", "female"}[r.Intn(2)]
			}
			tk.Tiles[i] = tile
		}
		if _, err := tr.Apply(junior.Entry{Take: &tk}); err == nil {
			return true
		}
	}
	return false
}

// randomJuniorBonus tries random bonus actions for the take just made.
func randomJuniorBonus(r *rand.Rand, tr *junior.Tracker, players []string) {
	words := append(append([]string{}, junior.Kinds...), junior.Landscapes...)
	who := tr.Script().Entries()
	taker := who[len(who)-1].Take.Player
	for try := 0; try < 60; try++ {
		b := &junior.Bonus{Action: "discard", Tile: words[r.Intn(len(words))]}
		if r.Intn(2) == 0 {
			b.Action, b.From, b.To = "take", players[r.Intn(len(players))], &junior.Dest{Enclosure: 1 + r.Intn(3)}
		}
		switch r.Intn(3) {
		case 0:
			b.Offspring = true
		case 1:
			b.Fertile = []string{"male", "female"}[r.Intn(2)]
		}
		if _, err := tr.Apply(junior.Entry{Take: &junior.Take{Player: taker, Tiles: []junior.Tile{}, Bonus: b}}); err == nil {
			return
		}
	}
}

func randomJuniorGame(t testing.TB, r *rand.Rand) junior.Script {
	players := tableNames[:2+r.Intn(4)]
	tr, err := junior.NewTracker(players)
	if err != nil {
		t.Fatal(err)
	}
	markAt := 2 + r.Intn(12)
	for n := 0; n < 120 && !tr.Ended(); n++ {
		if tr.Round() >= markAt {
			tr.Apply(junior.Entry{Last: true}) // refused when the end pile cannot be reached yet
		}
		if !randomJuniorTake(r, tr, len(players)) {
			break
		}
		if tr.CanBonus() && r.Intn(4) != 0 {
			randomJuniorBonus(r, tr, players)
		}
	}
	return tr.Script()
}

func TestRandomJuniorGamesRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	marked, bonuses := 0, 0
	for g := 0; g < randomGames(t); g++ {
		s := randomJuniorGame(t, r)
		for _, round := range s.Rounds {
			if round.Last {
				marked++
			}
			for _, tk := range round.Takes {
				if tk.Bonus != nil {
					bonuses++
				}
			}
		}
		juniorRoundTrip(t, s)
	}
	if marked == 0 || bonuses == 0 {
		t.Errorf("the random games hold %d last marks and %d bonus actions: the generator misses a form", marked, bonuses)
	}
}

// randomAuction makes a legal auction for the tracker's next tile, as a
// table would.
func randomAuction(t testing.TB, r *rand.Rand, tr *zoosim.Tracker) zoosim.Auction {
	t.Helper()
	cats := r.Perm(len(zoosim.Categories))
	tile := zoosim.Tile{Enclosures: []zoosim.Half{{Animal: zoosim.Categories[cats[0]], Stars: 1 + r.Intn(zoosim.MaxStars)},
		{Animal: zoosim.Categories[cats[1]], Stars: 1 + r.Intn(zoosim.MaxStars)}}, Bushes: r.Intn(zoosim.MaxBushes + 1)}
	bids := map[string]int{}
	for _, s := range tr.Standings() {
		bids[s.Name] = r.Intn(s.Coins + 1)
	}
	winner, _, err := tr.Winner(tile, bids)
	if err != nil {
		t.Fatalf("auction %d: %v", tr.AuctionNumber(), err)
	}
	placed := zoosim.Placed{Enclosures: map[string]int{}, Benches: r.Intn(3)}
	for _, h := range tile.Enclosures {
		joins := tr.Joins(winner, h)
		placed.Enclosures[h.Animal] = joins[r.Intn(len(joins))].Stars
	}
	return zoosim.Auction{Tile: tile, Bids: bids, Placed: placed}
}

func randomZooSimGame(t testing.TB, r *rand.Rand) zoosim.Script {
	players := tableNames[:2+r.Intn(3)]
	flags := append([]string{}, players...)
	r.Shuffle(len(flags), func(i, j int) { flags[i], flags[j] = flags[j], flags[i] })
	variant := []string{zoosim.VariantStandard, zoosim.VariantProfessional, ""}[r.Intn(3)]
	tr, err := zoosim.NewTracker(players, flags, variant)
	if err != nil {
		t.Fatal(err)
	}
	stop := 3 + r.Intn(30)
	for n := 0; n < stop && !tr.Ended(); n++ {
		if _, err := tr.Apply(randomAuction(t, r, tr)); err != nil {
			t.Fatal(err)
		}
	}
	s := tr.Script()
	s.Variant = variant
	return s
}

func TestRandomZooSimGamesRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	for g := 0; g < randomGames(t); g++ {
		zooSimRoundTrip(t, randomZooSimGame(t, r))
	}
}
