package game

import (
	"strings"
	"testing"
)

// longScripts are play scripts far longer than any game, as a hostile
// client sends them: 200,000 empty Dice rounds in JSON (600 KB, the script
// of issue 20), and 100,000 coin takes in notation.
func longScripts() map[string]string {
	return map[string]string{
		"dice JSON, 200,000 empty rounds": `{"players":["Ann","Bob"],"rounds":[` + strings.Repeat("[],", 199999) + `[]]}`,
		"dice notation, 100,000 takes":    "players: Ann, Bob\n" + strings.Repeat("a co\nb co\n", 50000),
	}
}

// BenchmarkRefuseLongScript measures what refusing such a script costs,
// memory above all (b.ReportAllocs): it must be refused before it is built.
// Before the scripts were bounded (MaxRounds), the JSON one cost 230 MB and
// 1,027,693 allocations in 286 ms, and the text one 168 MB and 2,050,277
// allocations in 268 ms, and was accepted; bounded, 40 KB and 321
// allocations in 0.03 ms, and 1.7 MB and 11,731 allocations in 2.4 ms (the
// text is read up to its 1,203rd line).
func BenchmarkRefuseLongScript(b *testing.B) {
	for name, data := range longScripts() {
		input := []byte(data)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := ReadScript(nil, "dice", input); Classify(err) != Broken {
					b.Fatalf("a script longer than any game: %v", err)
				}
			}
		})
	}
}

// TestLongScriptRefusedCheaply: refusing a script far longer than any game
// costs a few allocations, not one or more for each of its rounds (there
// were 1,027,693 and 2,050,277 before the scripts were bounded).
func TestLongScriptRefusedCheaply(t *testing.T) {
	for name, data := range longScripts() {
		input := []byte(data)
		most := map[bool]float64{true: 1000, false: 20000}[IsJSON(input)]
		allocs := testing.AllocsPerRun(2, func() {
			if _, _, err := ReadScript(nil, "dice", input); Classify(err) != Broken {
				t.Fatalf("%s: %v", name, err)
			}
		})
		if allocs > most {
			t.Errorf("%s: refused with %.0f allocations, want at most %.0f", name, allocs, most)
		}
	}
}
