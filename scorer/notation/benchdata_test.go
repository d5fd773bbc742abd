package notation

import (
	"flag"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// The games the rules engine's benchmarks read (testdata/bench of each
// game's package): a finished game played through its tracker, as a play
// script and as the sheets or zoos a table would type in, both written as
// zooscore stores them. They are made once, from a fixed seed:
//
//	go test ./scorer/notation -run TestBenchGames -write-bench-games

var writeBenchGames = flag.Bool("write-bench-games", false, "write the games of the rules engine's benchmarks")

func TestBenchGames(t *testing.T) {
	if !*writeBenchGames {
		t.Skip("run with -write-bench-games to write the benchmarks' games")
	}
	r := rand.New(rand.NewSource(2026))
	ds := firstFinished(t, func() (any, any, bool) {
		s := randomDiceGame(t, r)
		tr, err := dice.Play(s)
		if err != nil || !tr.Ended() || len(s.Players) != 4 {
			return nil, nil, false
		}
		return s, dice.Input{BonusHex: s.BonusHex, Players: tr.Sheets()}, true
	})
	writeBench(t, "dice", ds)
	r = rand.New(rand.NewSource(2027)) // each game its own draws
	js := firstFinished(t, func() (any, any, bool) {
		s := randomJuniorGame(t, r)
		tr, err := junior.Play(s)
		if err != nil || !tr.Ended() || len(s.Players) != 5 || !hasOffspring(tr.Input()) {
			return nil, nil, false
		}
		return s, tr.Input(), true
	})
	writeBench(t, "junior", js)
	r = rand.New(rand.NewSource(2028))
	zs := firstFinished(t, func() (any, any, bool) {
		players := tableNames[:4]
		tr, err := zoosim.NewTracker(players, players, zoosim.VariantStandard)
		if err != nil {
			return nil, nil, false
		}
		for !tr.Ended() {
			if _, err := tr.Apply(randomAuction(t, r, tr)); err != nil {
				return nil, nil, false
			}
		}
		return tr.Script(), tr.Input(), true
	})
	writeBench(t, "zoosim", zs)
}

// hasOffspring reports whether some zoo holds an offspring, as most games
// end.
func hasOffspring(in junior.Input) bool {
	for _, z := range in.Players {
		for _, e := range z.Enclosures {
			if e.Offspring > 0 {
				return true
			}
		}
	}
	return false
}

type benchGame struct{ script, sheets any }

func firstFinished(t *testing.T, make func() (any, any, bool)) benchGame {
	t.Helper()
	for try := 0; try < 5000; try++ {
		if s, in, ok := make(); ok {
			return benchGame{s, in}
		}
	}
	t.Fatal("no finished game")
	return benchGame{}
}

func writeBench(t *testing.T, game string, g benchGame) {
	t.Helper()
	dir := filepath.Join("..", game, "testdata", "bench")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]any{"script.json": g.script, "sheets.json": g.sheets} {
		data, err := scorer.Encode(v)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
