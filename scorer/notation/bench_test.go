package notation

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// Benchmarks of reading a whole game of rulebook size: a finished game of
// four players (Dice Game, ZooSim: all 25 auctions) or five (Junior).

// finished gives the text of the first finished random game a generator
// makes.
func finished(b *testing.B, make func(*rand.Rand) (string, bool)) string {
	b.Helper()
	r := rand.New(rand.NewSource(1))
	for try := 0; try < 1000; try++ {
		if text, ok := make(r); ok {
			return text
		}
	}
	b.Fatal("no finished game")
	return ""
}

func diceText(b *testing.B) string {
	return finished(b, func(r *rand.Rand) (string, bool) {
		s := randomDiceGame(b, r)
		tr, err := dice.Play(s)
		if err != nil || !tr.Ended() || len(s.Players) != 4 {
			return "", false
		}
		text, err := FormatDice(s)
		return text, err == nil
	})
}

func juniorText(b *testing.B) string {
	return finished(b, func(r *rand.Rand) (string, bool) {
		s := randomJuniorGame(b, r)
		tr, err := junior.Play(s)
		if err != nil || !tr.Ended() || len(s.Players) != 5 {
			return "", false
		}
		text, err := FormatJunior(s)
		return text, err == nil
	})
}

func zooSimText(b *testing.B) string {
	return finished(b, func(r *rand.Rand) (string, bool) {
		players := tableNames[:4]
		tr, err := zoosim.NewTracker(players, players, zoosim.VariantStandard)
		if err != nil {
			return "", false
		}
		for !tr.Ended() {
			if _, err := tr.Apply(randomAuction(b, r, tr)); err != nil {
				return "", false
			}
		}
		text, err := FormatZooSim(tr.Script())
		return text, err == nil
	})
}

func benchRead(b *testing.B, text string, read func(string) error) {
	b.Helper()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := read(text); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(strings.Count(text, "\n")), "lines")
}

func BenchmarkReadDice(b *testing.B) {
	benchRead(b, diceText(b), func(s string) error { _, err := ReadDice(s); return err })
}

func BenchmarkReadJunior(b *testing.B) {
	benchRead(b, juniorText(b), func(s string) error { _, err := ReadJunior(s); return err })
}

func BenchmarkReadZooSim(b *testing.B) {
	benchRead(b, zooSimText(b), func(s string) error { _, err := ReadZooSim(s); return err })
}

// The reader's share of playing a game from text: reading and replaying.
func BenchmarkReadAndPlayZooSim(b *testing.B) {
	benchRead(b, zooSimText(b), func(s string) error {
		g, err := ReadZooSim(s)
		if err == nil {
			_, err = g.Play()
		}
		return err
	})
}

func BenchmarkFormatDice(b *testing.B) {
	g, err := ReadDice(diceText(b))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := FormatDice(g.Script); err != nil {
			b.Fatal(err)
		}
	}
}

// A Dice Game in German words, read with the words of all three languages.
func BenchmarkReadDiceGerman(b *testing.B) {
	rd := Reader{Words: i18n.Reading(Vocabulary(dice.Game)), Fold: i18n.Fold, Say: i18n.For(i18n.German).Word}
	var src strings.Builder
	src.WriteString("Spieler: Ann, Bob, Cy\nBonus: Löwe=2\n")
	for range 14 {
		src.WriteString("Ann: Löwe Löwe Münze\nBob: 2 Affen\nCy: Kro St el\n")
	}
	b.SetBytes(int64(src.Len()))
	for b.Loop() {
		if _, err := rd.ReadDice(src.String()); err != nil {
			b.Fatal(err)
		}
	}
}
