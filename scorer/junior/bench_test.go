package junior

import (
	"os"
	"testing"
)

// benchInput is a finished four-player game that uses every scoring rule:
// enclosures of every size with offspring, landscapes in enclosures and
// barns, animals in barns, and a tie settled by landscapes.
var benchInput = Input{Players: []Zoo{
	{Name: "Ann", Enclosures: []Enclosure{
		{Animal: "llama", Animals: 5, Offspring: 1, Landscapes: []string{"pond"}},
		{Animal: "impala", Animals: 4, Landscapes: []string{"rock", "shrub"}},
		{Animal: "wolf", Animals: 2}},
		Barn: Barn{Animals: map[string]int{"giraffe": 1}, Landscapes: map[string]int{"rock": 1}}},
	{Name: "Bob", Enclosures: []Enclosure{
		{Animal: "giraffe", Animals: 6},
		{Animal: "meerkat", Animals: 3, Landscapes: []string{"pond", "pond"}}},
		Barn: Barn{Animals: map[string]int{"wolf": 2, "llama": 1}}},
	{Name: "Cy", Enclosures: []Enclosure{
		{Animal: "rhinoceros", Animals: 4, Landscapes: []string{"shrub"}},
		{Animal: "wolf", Animals: 3}},
		Barn: Barn{Landscapes: map[string]int{"shrub": 1}}},
	{Name: "Di", Enclosures: []Enclosure{{Animal: "impala", Animals: 1}},
		Barn: Barn{Animals: map[string]int{"rhinoceros": 2, "meerkat": 1}, Landscapes: map[string]int{"rock": 1}}},
}}

// BenchmarkScore scores a whole finished game: checks, the offspring's
// origin, breakdowns, ranking and decisions.
func BenchmarkScore(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Score(benchInput); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlay replays a whole tracked 3-player game take by take, with
// its announcements, and scores it.
func BenchmarkPlay(b *testing.B) {
	data, err := os.ReadFile("testdata/play-3p.json")
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

// BenchmarkCheckRefused checks a game with mistakes in every zoo, as a
// table typing the zoos in does until all is right.
func BenchmarkCheckRefused(b *testing.B) {
	in := Input{Players: []Zoo{
		{Name: "Ann", Enclosures: []Enclosure{{Animal: "llama", Animals: 7, Offspring: 3}, {Animal: "lion", Animals: 1}},
			Barn: Barn{Animals: map[string]int{"wolf": 14}, Offspring: map[string]int{"wolf": 1}}},
		{Name: "Bob", Enclosures: []Enclosure{{Animal: "llama", Animals: 2, Offspring: 2, Landscapes: []string{"lake"}}},
			Barn: Barn{Landscapes: map[string]int{"pond": 4}}},
	}}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if v, _ := Check(in); len(v) == 0 {
			b.Fatal("no violations")
		}
	}
}
