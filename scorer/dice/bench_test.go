package dice

import (
	"os"
	"path/filepath"
	"testing"
)

// benchInput is a finished four-player game that uses every scoring rule:
// animals, bonus hexes, coin groups that remove barn animals and score, barn
// penalties, and a tie settled by coins.
var benchInput = Input{Players: []Sheet{
	{Name: "Ann", Enclosures: Counts{1, 2, 3, 4, 4}, Bonus: []string{"crocodile", "ostrich", "monkey"}, Coins: 5, Barn: []string{"crocodile", "monkey"}},
	{Name: "Bob", Enclosures: Counts{1, 2, 2, 4, 5}, Bonus: []string{"elephant", "lion"}, Coins: 6, Barn: []string{"lion"}},
	{Name: "Cy", Enclosures: Counts{1, 1, 3, 3, 5}, Coins: 2, Barn: []string{"crocodile", "monkey", "lion"}},
	{Name: "Di", Enclosures: Counts{0, 2, 3, 4, 2}, Coins: 4, Barn: []string{"ostrich"}},
}}

// BenchmarkScore scores a whole finished game: checks, breakdowns, ranking
// and decisions.
func BenchmarkScore(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Score(benchInput); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlay replays a whole tracked game take by take, with its
// announcements, and scores it.
func BenchmarkPlay(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "play", "full-game.json"))
	if err != nil {
		b.Fatal(err)
	}
	s, err := ParseScript(data)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t, err := Play(s)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := t.Result(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckRefused checks a game with a mistake on every sheet, as a
// table typing the sheets in does until all is right.
func BenchmarkCheckRefused(b *testing.B) {
	in := Input{Players: []Sheet{
		{Name: "Ann", Enclosures: Counts{2, 2, 3, 4, 6}, Coins: 7, Barn: []string{"monkey", "panda"}},
		{Name: "Bob", Enclosures: Counts{1, 2, 1, 4, 5}, Bonus: []string{"monkey", "lion", "lion"}},
	}}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if v, _ := Check(in); len(v) == 0 {
			b.Fatal("no violations")
		}
	}
}
