package gametest

import (
	"os"
	"path/filepath"
	"testing"
)

// Benchmarks on a finished game played through the tracker (testdata/bench,
// made by scorer/notation's TestBenchGames): its input as a table types it
// in, and its play script, both as zooscore stores them.

// BenchFile reads testdata/bench/name.
func BenchFile(b testing.TB, name string) []byte {
	b.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "bench", name))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// perPlayer reports the time of one loop shared out over the game's
// players, in ns per Unit.
func (g Game[I, S, E, T]) perPlayer(b *testing.B, players int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*players), "ns/"+g.Unit)
}

// BenchScoreGame checks and scores the whole game in sheets.json: every
// rule, the breakdowns, the ranking and its decisions.
func (g Game[I, S, E, T]) BenchScoreGame(b *testing.B) {
	in, err := g.Parse(BenchFile(b, "sheets.json"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Score(in); err != nil {
			b.Fatal(err)
		}
	}
	g.perPlayer(b, g.Players(in))
}

// BenchParseAndScore reads the whole game from its JSON and scores it, as
// an import does with every stored game.
func (g Game[I, S, E, T]) BenchParseAndScore(b *testing.B) {
	data := BenchFile(b, "sheets.json")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	players := 0
	for b.Loop() {
		in, err := g.Parse(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Score(in); err != nil {
			b.Fatal(err)
		}
		players = g.Players(in)
	}
	g.perPlayer(b, players)
}

// BenchReplayScript reads the game's play script from its JSON, replays it
// entry by entry and scores the result.
func (g Game[I, S, E, T]) BenchReplayScript(b *testing.B) { g.BenchReplayWith(b, g.Play) }

// BenchReplayWith is BenchReplayScript replaying with play (such as a
// quiet replay, for the result's numbers alone).
func (g Game[I, S, E, T]) BenchReplayWith(b *testing.B, play func(S) (T, error)) {
	data := BenchFile(b, "script.json")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		s, err := g.ParseScript(data)
		if err != nil {
			b.Fatal(err)
		}
		t, err := play(s)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := t.Result(); err != nil {
			b.Fatal(err)
		}
	}
}
