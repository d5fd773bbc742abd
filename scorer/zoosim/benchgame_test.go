package zoosim

import (
	"os"
	"path/filepath"
	"testing"
)

// Benchmarks on a finished four-player game played through the tracker
// (testdata/bench, made by scorer/notation's TestBenchGames): each zoo's
// counts of its five years as a table types them in, and its play script, both as zooscore stores them.

func benchFile(b *testing.B, name string) []byte {
	b.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "bench", name))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// perZoo reports the time of one loop shared out over the game's zoos.
func perZoo(b *testing.B, zoos int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*zoos), "ns/zoo")
}

// BenchmarkScoreZoo is the breakdown of one zoo's five years.
func BenchmarkScoreZoo(b *testing.B) {
	in, err := Parse(benchFile(b, "sheets.json"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		ScoreZoo(in.Players[0])
	}
}

// BenchmarkScoreGame checks and scores the whole game: every rule, the
// breakdowns, the ranking and its decisions.
func BenchmarkScoreGame(b *testing.B) {
	in, err := Parse(benchFile(b, "sheets.json"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Score(in); err != nil {
			b.Fatal(err)
		}
	}
	perZoo(b, len(in.Players))
}

// BenchmarkParseAndScore reads the whole game from its JSON and scores it,
// as an import does with every stored game.
func BenchmarkParseAndScore(b *testing.B) {
	data := benchFile(b, "sheets.json")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	players := 0
	for b.Loop() {
		in, err := Parse(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Score(in); err != nil {
			b.Fatal(err)
		}
		players = len(in.Players)
	}
	perZoo(b, players)
}

// BenchmarkReplayScript reads the game's play script from its JSON,
// replays it auction by auction and scores the result.
func BenchmarkReplayScript(b *testing.B) {
	data := benchFile(b, "script.json")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		s, err := ParseScript(data)
		if err != nil {
			b.Fatal(err)
		}
		t, err := Play(s)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := t.Result(); err != nil {
			b.Fatal(err)
		}
	}
}
