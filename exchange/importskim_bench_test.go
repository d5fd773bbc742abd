package exchange

import (
	"bytes"
	"os"
	"testing"
)

// BenchmarkSkimLine reads 50 lines of a club's export, as import does;
// it reports the time per line.
func BenchmarkSkimLine(b *testing.B) {
	data, err := os.ReadFile("testdata/skim-50.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	for _, line := range lines {
		if _, ok := skimLine(line); !ok {
			b.Fatalf("skimLine gives up at %s", line)
		}
	}
	b.SetBytes(int64(len(data) / len(lines)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		skimLine(lines[i%len(lines)])
	}
}
