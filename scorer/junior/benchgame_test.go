package junior

import (
	"testing"

	"github.com/zooscore/zooscore/scorer/internal/gametest"
)

// Benchmarks on a finished five-player game played through the tracker
// (testdata/bench, made by scorer/notation's TestBenchGames): its zoos as
// a table types them in, and its play script, both as zooscore stores them.

// BenchmarkScoreZoo is the breakdown of one zoo.
func BenchmarkScoreZoo(b *testing.B) {
	in, err := Parse(gametest.BenchFile(b, "sheets.json"))
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
func BenchmarkScoreGame(b *testing.B) { checks.BenchScoreGame(b) }

// BenchmarkParseAndScore reads the whole game from its JSON and scores it,
// as an import does with every stored game.
func BenchmarkParseAndScore(b *testing.B) { checks.BenchParseAndScore(b) }

// BenchmarkReplayScript reads the game's play script from its JSON,
// replays it take by take and scores the result.
func BenchmarkReplayScript(b *testing.B) { checks.BenchReplayScript(b) }
