package junior

import (
	"maps"
	"math/rand"
	"slices"
	"testing"
)

// randomBarn makes a barn of a few counts, some of them absurd, under
// names of the game and, when odd, some that are not.
func randomBarn(r *rand.Rand, odd bool) Barn {
	counts := []int{-1, 0, 0, 1, 1, 2, 3, 4, 13, 14, 15}
	fill := func(names []string) map[string]int {
		if r.Intn(4) == 0 {
			return nil
		}
		m := map[string]int{}
		for range r.Intn(4) {
			m[names[r.Intn(len(names))]] = counts[r.Intn(len(counts))]
		}
		if odd && r.Intn(2) == 0 {
			m[[]string{"lion", "pond", "wolf "}[r.Intn(3)]] = counts[r.Intn(len(counts))]
		}
		return m
	}
	return Barn{Animals: fill(Kinds), Offspring: fill(Kinds), Landscapes: fill(Landscapes)}
}

// The arrays give what the maps give ("The Barn", "Game components"):
// checkBarn has something to say exactly when wrong says so, and bound
// marks and holds as bounded does over the maps.
func TestBarnTilesAgreeWithTheMaps(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	who := zooNameOf("Ann", 0)
	for n := 0; n < 20000; n++ {
		b := randomBarn(r, n%3 == 0)
		tiles := tilesOf(b)
		if got, want := tiles.wrong(), len(checkBarn(who, b)) > 0; got != want {
			t.Fatalf("%+v: wrong() = %v, checkBarn has notes: %v", b, got, want)
		}
		if tiles.odd {
			continue
		}
		marked, want := map[string]bool{}, map[string]bool{}
		wantHeld := true
		for _, m := range barnLimits(b) {
			for k, c := range m.counts {
				if c > m.most {
					want[k] = true
				}
				wantHeld = wantHeld && c == hold(c, m.most)
			}
		}
		held := tiles.bound(func(k string) { marked[k] = true })
		if held != wantHeld || !maps.Equal(marked, want) {
			t.Fatalf("%+v: bound = %v %v, want %v %v", b, held, marked, wantHeld, want)
		}
	}
}

// countAll adds up a barn as the maps say: an offspring count of a kind
// with no animal entry takes nothing off the kind's plain animals.
func TestCountAllBarnOffspringWithoutAnimals(t *testing.T) {
	in := Input{Players: []Zoo{
		{Name: "Ann", Barn: Barn{Animals: map[string]int{"wolf": 3, "lion": 9}, Offspring: map[string]int{"wolf": 1, "llama": 2},
			Landscapes: map[string]int{"pond": 2, "lake": 1}}},
		{Name: "Bob", Barn: Barn{Animals: map[string]int{"llama": 0}, Offspring: map[string]int{"llama": 1}}},
	}}
	got := countAll(in, tilesOfAll(in, nil))
	var want tally
	want.plain[slices.Index(Kinds, "wolf")] = 2
	want.plain[slices.Index(Kinds, "llama")] = -1 // Bob's entry of 0 llamas, less his offspring
	want.offspring[slices.Index(Kinds, "wolf")] = 1
	want.offspring[slices.Index(Kinds, "llama")] = 3
	want.landscapes[slices.Index(Landscapes, "pond")] = 2
	if got != want {
		t.Errorf("countAll = %+v, want %+v", got, want)
	}
}
