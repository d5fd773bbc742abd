package club

import "testing"

func BenchmarkGenerate(b *testing.B) {
	for b.Loop() {
		Generate(Options{Games: 1000, Seed: 1, Workers: 1}, func(Game) error { return nil })
	}
}
